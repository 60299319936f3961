/**
 * The §15 rules (RULES.md) checked under random play, written apart from the
 * engine's code: the deal's size, who leads and with what, one tile a turn, no
 * drawing in block, Muggins' two sleeping tiles, the cross's edges first, no
 * in-play points outside Muggins, a real block, and the §15.8 hand-end points.
 */
import {
  fullSet,
  hi,
  isDouble,
  isParlour,
  lo,
  pips,
  type GameState,
  type LayoutNode,
  type MoveEvent,
  type Tile,
} from '../../src/engine/index';

/** §15.2's table, written out again. */
export function expectedHandSize(preset: string, maxPip: number, players: number): number {
  switch (preset) {
    case 'block':
      return maxPip === 12 ? 12 : maxPip === 9 ? 9 : players === 2 ? 7 : 5;
    case 'draw':
    case 'cross':
      return [0, 0, 7, 5, 4][players] as number;
    case 'cross-all-doubles':
      return [0, 0, 7, 7, 5][players] as number;
    default:
      return 5;
  }
}

/** §15.3: the highest double dealt, else the heaviest tile (pips, then the higher half). */
export function expectedLead(hands: readonly (readonly Tile[])[]): { seat: number; tile: Tile } {
  let best = { seat: -1, tile: -1 as Tile };
  const better = (a: Tile, b: Tile): boolean => {
    if (b < 0) return true;
    if (isDouble(a) !== isDouble(b)) return isDouble(a);
    if (pips(a) !== pips(b)) return pips(a) > pips(b);
    return hi(a) > hi(b);
  };
  hands.forEach((tiles, seat) => {
    for (const t of tiles) if (better(t, best.tile)) best = { seat, tile: t };
  });
  return best;
}

/** The pip shown at one edge of a node: a double shows its pip everywhere. */
function shows(node: LayoutNode, edge: number): number {
  return isDouble(node.tile) ? hi(node.tile) : edge === 0 ? hi(node.tile) : lo(node.tile);
}

/**
 * The values at the open points, from the rules alone: a non-double's free
 * halves; a double's free sides; a spinner's ends once both sides are covered;
 * and while the cross (the first double, under cross_start) has a free edge,
 * only its free edges.
 */
export function openValues(state: GameState): Set<number> {
  const hand = state.hand;
  const out = new Set<number>();
  if (!hand) return out;
  const options = state.config.options;
  const nodes = hand.layout.nodes;
  const cross = options.crossStart ? nodes.findIndex((n) => isDouble(n.tile)) : -1;
  const crossOpen = cross >= 0 && (nodes[cross] as LayoutNode).edges.some((e) => e < 0);
  nodes.forEach((node, i) => {
    if (crossOpen && i !== cross) return;
    const free = node.edges.map((e) => e < 0);
    const edges = isDouble(node.tile)
      ? [0, 1, ...(node.spinner && !free[0] && !free[1] ? [2, 3] : [])]
      : [0, 1];
    for (const e of edges) if (free[e]) out.add(shows(node, e));
  });
  return out;
}

/** §15.8: the points each side takes at the end of a hand. */
export function expectedParlourBonus(
  state: GameState,
  end: string,
  winners: readonly number[],
  seatPips: readonly number[],
): number[] {
  const { config } = state;
  const sides = config.partners ? 2 : config.players;
  const side = (s: number): number => (config.partners ? s % 2 : s);
  const bonus = new Array<number>(sides).fill(0);
  if (end === 'target' || winners.length === 0) return bonus;
  const perSide = new Array<number>(sides).fill(0);
  seatPips.forEach((p, s) => {
    perSide[side(s)] = (perSide[side(s)] as number) + p;
  });
  const w = side(winners[0] as number);
  const own = end === 'blocked' ? (perSide[w] as number) : 0;
  perSide.forEach((p, s) => {
    if (s === w) return;
    const muggins = config.options.handScoring === 'muggins';
    bonus[w] = (bonus[w] as number) + (muggins ? Math.round((p - own) / 5) * 5 : p);
  });
  return bonus;
}

/** Checks made at the start of a §15 hand: the deal's size and the lead the deal names. */
export function checkParlourDeal(state: GameState): string[] {
  const hand = state.hand;
  if (!hand || !isParlour(state.config.preset)) return [];
  const { preset, players, options } = state.config;
  const out: string[] = [];
  const size = expectedHandSize(preset, options.maxPip, players);
  if (hand.hands.some((h) => h.length !== size))
    out.push(`dealt ${hand.hands.map((h) => h.length).join('/')}, expected ${size} each`);
  const total = fullSet(options.maxPip).length;
  if (hand.boneyard.length !== total - size * players)
    out.push(`boneyard of ${hand.boneyard.length}, expected ${total - size * players}`);
  const lead = expectedLead(hand.hands);
  if (hand.leader !== lead.seat) out.push(`seat ${hand.leader} leads, expected ${lead.seat}`);
  return out;
}

/** Checks made after each move of a §15 hand, given the state before it and the event. */
export function checkParlourMove(before: GameState, after: GameState, event: MoveEvent): string[] {
  const { preset, options } = before.config;
  if (!isParlour(preset)) return [];
  const out: string[] = [];
  const was = before.hand;
  if (!was) return out;
  if (event.type === 'play') {
    if (event.points !== 0 && preset !== 'muggins') out.push(`${preset} scored during the hand`);
    if (preset === 'muggins') {
      const want = event.total > 0 && event.total % 5 === 0 ? event.total : 0;
      if (event.points !== want) out.push(`muggins scored ${event.points} on ${event.total}`);
    }
    if (event.on === null) {
      const lead = expectedLead(was.hands);
      if (event.seat !== lead.seat) out.push('the lead came from the wrong seat');
      if (preset !== 'muggins' && event.tile !== lead.tile) out.push('the wrong tile led');
    } else {
      const values = openValues(before);
      if (event.drawn === false && !values.has(hi(event.tile)) && !values.has(lo(event.tile)))
        out.push('a tile went where no open point showed its pips');
      const nodes = was.layout.nodes;
      const cross = options.crossStart ? nodes.findIndex((n) => isDouble(n.tile)) : -1;
      const crossNode = nodes[cross];
      if (crossNode && crossNode.edges.some((e) => e < 0) && event.on !== crossNode.tile)
        out.push('a tile went beside the cross before it was complete');
    }
    if (event.again) out.push('a second tile in one turn');
  }
  if (event.type === 'draw') {
    if (preset === 'block') out.push('a tile was drawn in block');
    if (preset === 'muggins' && was.boneyard.length <= 2) out.push('a sleeping tile was drawn');
    const seat = event.seat;
    const values = openValues(before);
    if ((was.hands[seat] ?? []).some((t) => values.has(hi(t)) || values.has(lo(t))))
      out.push('drew while holding a tile that fits');
  }
  const result = after.hand?.result;
  if (result?.end === 'blocked') {
    const values = openValues(after);
    const fits = after.hand?.hands.some((h) =>
      h.some((t) => values.has(hi(t)) || values.has(lo(t))),
    );
    const reserve = preset === 'block' ? Infinity : options.boneyardReserve;
    if (fits) out.push('blocked while a seat holds a tile that fits');
    if ((after.hand?.boneyard.length ?? 0) > reserve) out.push('blocked with tiles to draw');
  }
  return out;
}
