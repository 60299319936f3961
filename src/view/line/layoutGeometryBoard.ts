/**
 * The incremental placement search behind `layoutGeometry` (docs/layout.md). A board
 * holds the boxes placed so far and the live ports (free edges where a tile may still
 * go); `choose` picks where the next tile goes from that state alone, so a tile once
 * placed never moves, and a ghost computed now is exactly where the tile will land.
 * All lengths are in half-units.
 */
import {
  type Box,
  type Cand,
  doubleCands,
  dx,
  dy,
  overshoot,
  type PortSpot,
  roomAhead,
  SHAPE_SIZE,
  shapesOf,
  shapesReach,
  spotsOf,
  type Table,
  tileCands,
} from './layoutGeometryCore';

/** The interiors overlap. (Kept here, beside the hot loops that call it.) */
function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/** The closed boxes meet: they overlap or touch, even at a corner. */
function meets(a: Box, b: Box): boolean {
  return a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1;
}

/**
 * A candidate's state, worst first: blocked (it would overlap a tile), cramped (it would
 * touch an unrelated tile), free (but the square its arm goes on to is taken), viable.
 */
const BLOCKED = 0;
const CRAMPED = 1;
const FREE = 2;
const VIABLE = 3;

/** A candidate's state once `b` is on the table (`own`: b is the candidate's parent). */
function degrade(state: number, box: Box, stub: Box, b: Box, own: boolean): number {
  if (state === BLOCKED || overlaps(box, b)) return BLOCKED;
  if (!own && state > CRAMPED && meets(box, b)) return CRAMPED;
  if (state === VIABLE && meets(stub, b)) return FREE;
  return state;
}

/** A free edge of a placed node, with the ways a tile could go there. */
export interface LivePort extends PortSpot {
  readonly node: number;
  readonly edge: number;
  readonly value: number;
  /** The edge belongs to a double: no double can be played here (doubles never touch). */
  readonly onDouble: boolean;
  /** Tile candidates, then double candidates. */
  readonly cands: readonly Cand[];
  readonly tiles: number;
  /** BLOCKED, CRAMPED, FREE or VIABLE per candidate. */
  readonly state: Uint8Array;
  /** Bounding box of the candidates and their stubs. */
  readonly reach: Box;
  /** The first free tile candidate: where this port's ghost most likely goes. */
  naive: Cand | null;
  /** Current lookahead penalty. */
  pen: number;
}

/** How a candidate may sit against unrelated tiles: with a gap, or touching them. */
type Fit = 'clear' | 'touch';

/** How a tile sits: clear of unrelated tiles, touching one, or bridged (away from its parent). */
export type Placement = 'clear' | 'touching' | 'bridged';

// Weights of the choice: rank (0–3) + out-of-table + lookahead on the ports around.
const W_OUT = 10; // per unit beyond the table
const W_OUT2 = 10; // per unit squared: a long way out costs more than cramping a port
const W_GHOST = 2; // covering another port's likely ghost
const DEAD = 100; // a port where no tile can touch its parent any more
const CRAMPED_PORT = 12; // ... except by touching another tile
const STUCK = 8; // a port where a tile fits but could not be followed
const WALL = 6; // a port whose every way on leaves the table
const SOON = 2; // a port with less than SOON_ROOM half-units (3 units) of table ahead
const SOON_ROOM = 6;
const TIGHT = 1; // a port with a single way on
const NO_DOUBLE = 3; // a port where its double would no longer fit
const DOUBLE_STUCK = 2; // ... or would fit but could not be followed

/** Bridges tried with a clear corridor first, up to this length (half-units). */
const MAX_CLEAR_BRIDGE = 24;
const MAX_BRIDGE = 4000;

/** The spots each (shared, immutable) candidate would open, made once. */
const AHEAD = new WeakMap<Cand, readonly PortSpot[]>();

/** Counts of a port's candidates by state, to price it. */
class Tally {
  cramped = 0;
  free = 0;
  viable = 0;
  inside = 0;
  doubleFree = 0;
  doubleViable = 0;

  reset(): this {
    this.cramped = this.free = this.viable = this.inside = this.doubleFree = this.doubleViable = 0;
    return this;
  }

  /** Counts one candidate: its state, whether it is a tile (not a double), whether it is on the table. */
  add(state: number, isTile: boolean, inside: boolean): void {
    if (state === BLOCKED) return;
    if (state === CRAMPED) {
      if (isTile) this.cramped++;
    } else if (isTile) {
      this.free++;
      if (state === VIABLE) this.viable++;
      if (inside) this.inside++;
    } else {
      this.doubleFree++;
      if (state === VIABLE) this.doubleViable++;
    }
  }
}

export class Board {
  readonly boxes: Box[] = [];
  private ports: LivePort[] = [];
  /** Bit v is set once the double [v|v] is on the table. */
  private doubleMask = 0;
  private readonly near: Box[] = [];
  private readonly local: Box[] = [];
  private readonly tally = new Tally();
  private readonly scratchBox = { x0: 0, y0: 0, x1: 0, y1: 0 };
  private readonly scratchStub = { x0: 0, y0: 0, x1: 0, y1: 0 };
  /** Tiles placed touching an unrelated tile, and with a bridge (fallbacks). */
  touching = 0;
  bridges = 0;

  constructor(public table: Table) {}

  /**
   * Widens the table (a growing table: `layoutGeometry` with a plan). Ports keep the
   * candidates they were made with; only their penalties are priced again.
   */
  setTable(table: Table): void {
    if (table.hx === this.table.hx && table.hy === this.table.hy) return;
    this.table = table;
    for (const q of this.ports) q.pen = this.portPenalty(q);
  }

  private penalty(spot: PortSpot, t: Tally, takesDouble: boolean): number {
    if (t.free === 0) return t.cramped > 0 ? CRAMPED_PORT : DEAD;
    let p = 0;
    if (t.viable === 0) p += STUCK;
    if (t.inside === 0) p += WALL;
    else if (roomAhead(this.table, spot.mx, spot.my, spot.dir) < SOON_ROOM) p += SOON;
    if (t.free === 1) p += TIGHT;
    if (takesDouble) {
      if (t.doubleFree === 0) p += NO_DOUBLE;
      else if (t.doubleViable === 0) p += DOUBLE_STUCK;
    }
    return p;
  }

  private inside(b: Box): boolean {
    const { hx, hy } = this.table;
    return b.x0 >= -hx && b.x1 <= hx && b.y0 >= -hy && b.y1 <= hy;
  }

  private takesDouble(q: LivePort): boolean {
    return !q.onDouble && !this.hasDouble(q.value);
  }

  /** Puts the lead tile at the origin and opens the given edges. */
  placeLead(cand: Cand, open: readonly (readonly [number, PortSpot, number])[]): void {
    this.addBox(cand.box);
    for (const [edge, spot, value] of open) this.openPort(0, edge, spot, value, cand.double);
  }

  port(node: number, edge: number): LivePort | undefined {
    return this.ports.find((p) => p.node === node && p.edge === edge);
  }

  /** A port for an edge that was never opened (an illegal layout): built from its spot. */
  makePort(node: number, edge: number, spot: PortSpot, value: number, onDouble: boolean): LivePort {
    return this.buildPort(node, edge, spot, value, onDouble);
  }

  hasDouble(value: number): boolean {
    return ((this.doubleMask >> value) & 1) === 1;
  }

  /**
   * Where a tile (or a double) played on `port` goes, given everything placed so far:
   * touching its parent and clear of every other tile if possible; else touching other
   * tiles; else, as a last resort, a short straight bridge away from the port.
   */
  choose(port: LivePort, double: boolean): Cand {
    const own = double ? port.cands.slice(port.tiles) : port.cands.slice(0, port.tiles);
    for (const fit of ['clear', 'touch'] as const) {
      const found = this.best(port, own, double, fit, false);
      if (found) return found;
    }
    for (const [fit, corridor, limit] of [
      ['clear', true, MAX_CLEAR_BRIDGE],
      ['touch', true, MAX_CLEAR_BRIDGE],
      ['clear', false, MAX_BRIDGE],
    ] as const) {
      for (let b = 1; b <= limit; b++) {
        const more = double ? doubleCands(port, this.table, b) : tileCands(port, this.table, b);
        const found = this.best(port, more, double, fit, corridor);
        if (found) return found;
      }
    }
    throw new Error('layout geometry: no free place found');
  }

  /** Places node `index` on `port` (closing it) and opens the given edges of the new tile. */
  commit(
    index: number,
    port: LivePort,
    cand: Cand,
    open: readonly (readonly [number, PortSpot, number])[],
  ): void {
    const how = this.placementOf(port, cand);
    if (how === 'bridged') this.bridges++;
    if (how === 'touching') this.touching++;
    this.ports = this.ports.filter((p) => p !== port);
    this.addBox(cand.box);
    for (const [edge, spot, value] of open) this.openPort(index, edge, spot, value, cand.double);
  }

  /** How a chosen candidate sits (see `Placement`). */
  placementOf(port: LivePort, c: Cand): Placement {
    if (c.bridge > 0) return 'bridged';
    const touches = this.boxes.some((b, j) => j !== port.node && meets(c.box, b));
    return touches ? 'touching' : 'clear';
  }

  /** Records that the double [v|v] is on the table. */
  markDouble(value: number): void {
    this.doubleMask |= 1 << value;
    for (const q of this.ports) q.pen = this.portPenalty(q);
  }

  private addBox(box: Box): void {
    this.boxes.push(box);
    for (const q of this.ports) {
      if (!meets(q.reach, box)) continue;
      for (let i = 0; i < q.cands.length; i++) {
        const c = q.cands[i] as Cand;
        q.state[i] = degrade(q.state[i] as number, c.box, c.stub, box, false);
      }
      q.naive = this.naiveOf(q);
      q.pen = this.portPenalty(q);
    }
  }

  private naiveOf(q: LivePort): Cand | null {
    for (let i = 0; i < q.tiles; i++) if ((q.state[i] as number) >= FREE) return q.cands[i] as Cand;
    return null;
  }

  private portPenalty(q: LivePort): number {
    const t = this.tally.reset();
    for (let i = 0; i < q.cands.length; i++) {
      const c = q.cands[i] as Cand;
      t.add(q.state[i] as number, i < q.tiles, this.inside(c.box));
    }
    return this.penalty(q, t, this.takesDouble(q));
  }

  private buildPort(
    node: number,
    edge: number,
    spot: PortSpot,
    value: number,
    onDouble: boolean,
  ): LivePort {
    const tiles = tileCands(spot, this.table, 0);
    const cands = onDouble ? tiles : tiles.concat(doubleCands(spot, this.table, 0));
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (const c of cands) {
      x0 = Math.min(x0, c.box.x0, c.stub.x0);
      y0 = Math.min(y0, c.box.y0, c.stub.y0);
      x1 = Math.max(x1, c.box.x1, c.stub.x1);
      y1 = Math.max(y1, c.box.y1, c.stub.y1);
    }
    const reach: Box = { x0, y0, x1, y1 };
    const state = new Uint8Array(cands.length).fill(VIABLE);
    this.boxes.forEach((b, j) => {
      if (!meets(reach, b)) return;
      cands.forEach((c, i) => {
        state[i] = degrade(state[i] as number, c.box, c.stub, b, j === node);
      });
    });
    const port: LivePort = {
      mx: spot.mx,
      my: spot.my,
      dir: spot.dir,
      long: spot.long,
      pending: spot.pending,
      delay: spot.delay,
      node,
      edge,
      value,
      onDouble,
      cands,
      tiles: tiles.length,
      state,
      reach,
      naive: null,
      pen: 0,
    };
    port.naive = this.naiveOf(port);
    port.pen = this.portPenalty(port);
    return port;
  }

  private openPort(
    node: number,
    edge: number,
    spot: PortSpot,
    value: number,
    onDouble: boolean,
  ): void {
    this.ports.push(this.buildPort(node, edge, spot, value, onDouble));
  }

  /** The spots a candidate would open (ends included, as if it were a spinner). */
  private ahead(c: Cand): readonly PortSpot[] {
    let out = AHEAD.get(c);
    if (!out) {
      out = spotsOf(c, true);
      AHEAD.set(c, out);
    }
    return out;
  }

  /** The best free candidate, or null when all collide. */
  private best(
    port: LivePort,
    cands: readonly Cand[],
    double: boolean,
    fit: Fit,
    corridor: boolean,
  ): Cand | null {
    let best: Cand | null = null;
    let bestScore = Infinity;
    for (const c of cands) {
      if (corridor && !this.corridorClear(port, c)) continue;
      const s = this.score(port, c, double, fit);
      if (s < bestScore) {
        best = c;
        bestScore = s;
      }
    }
    return best;
  }

  private corridorClear(port: PortSpot, c: Cand): boolean {
    const ex = c.bx + dx(port.dir) * c.bridge;
    const ey = c.by + dy(port.dir) * c.bridge;
    const line: Box = {
      x0: Math.min(c.bx, ex),
      y0: Math.min(c.by, ey),
      x1: Math.max(c.bx, ex),
      y1: Math.max(c.by, ey),
    };
    return !this.boxes.some((b) => overlaps(line, b));
  }

  /** Rank + penalties, or Infinity when the candidate collides with a placed tile. */
  private score(port: LivePort, c: Cand, double: boolean, fit: Fit): number {
    const box = c.box;
    const boxes = this.boxes;
    const near = this.near;
    near.length = 0;
    // The candidates of the ports the new tile opens reach 6 half-units beyond it at most.
    const gx0 = box.x0 - 7;
    const gy0 = box.y0 - 7;
    const gx1 = box.x1 + 7;
    const gy1 = box.y1 + 7;
    for (let j = 0; j < boxes.length; j++) {
      const b = boxes[j] as Box;
      if (b.x0 > gx1 || gx0 > b.x1 || b.y0 > gy1 || gy0 > b.y1) continue;
      const strict = fit === 'touch' || (j === port.node && c.bridge === 0);
      if (strict ? overlaps(box, b) : meets(box, b)) return Infinity;
      near.push(b);
    }
    const o = overshoot(this.table, box) / 2;
    let s = c.rank + W_OUT * o + W_OUT2 * o * o;
    const t = this.tally;
    for (const q of this.ports) {
      if (q === port || !meets(q.reach, box)) continue;
      t.reset();
      for (let i = 0; i < q.cands.length; i++) {
        const qc = q.cands[i] as Cand;
        const st = degrade(q.state[i] as number, qc.box, qc.stub, box, false);
        t.add(st, i < q.tiles, this.inside(qc.box));
      }
      s += this.penalty(q, t, this.takesDouble(q)) - q.pen;
      if (q.naive && meets(q.naive.box, box)) s += W_GHOST;
    }
    for (const spot of this.ahead(c)) s += this.penaltyAhead(spot, box, !double);
    return s;
  }

  /** The penalty of a port the new tile `own` would open, from its candidates' shapes. */
  private penaltyAhead(spot: PortSpot, own: Box, withDoubles: boolean): number {
    const shapes = shapesOf(spot, withDoubles);
    const r = shapesReach(spot, withDoubles);
    const local = this.local;
    local.length = 0;
    for (const b of this.near) {
      if (b.x0 <= spot.mx + r.x1 && spot.mx + r.x0 <= b.x1) {
        if (b.y0 <= spot.my + r.y1 && spot.my + r.y0 <= b.y1) local.push(b);
      }
    }
    const t = this.tally.reset();
    const box = this.scratchBox;
    const stub = this.scratchStub;
    for (let k = 0; k < shapes.length; k += SHAPE_SIZE) {
      box.x0 = spot.mx + (shapes[k] as number);
      box.y0 = spot.my + (shapes[k + 1] as number);
      box.x1 = spot.mx + (shapes[k + 2] as number);
      box.y1 = spot.my + (shapes[k + 3] as number);
      stub.x0 = spot.mx + (shapes[k + 4] as number);
      stub.y0 = spot.my + (shapes[k + 5] as number);
      stub.x1 = spot.mx + (shapes[k + 6] as number);
      stub.y1 = spot.my + (shapes[k + 7] as number);
      t.add(this.stateAhead(box, stub, own), shapes[k + 8] === 1, this.inside(box));
    }
    return this.penalty(spot, t, withDoubles);
  }

  /** The state of a candidate of a port the new tile `own` would open. */
  private stateAhead(box: Box, stub: Box, own: Box): number {
    let st = degrade(VIABLE, box, stub, own, true);
    for (const b of this.local) st = degrade(st, box, stub, b, false);
    return st;
  }
}
