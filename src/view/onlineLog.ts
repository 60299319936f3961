/**
 * The online table's animation log (the machine's `LogEntry` steps, which the table animates
 * in order), made from the seat views the server sends: a deal when a new hand's view comes,
 * each public event of the hand once, the hand's end and the game's end. Only what the seat
 * may see: another seat's draw has no tile, and at a hand's end no hand is revealed (the view
 * has none to reveal). Pure: the next log from the last one and a view.
 */
import { isChainWorthy } from '../engine/legal';
import { isScoringTotal } from '../engine/scoring';
import { isDouble } from '../engine/tiles';
import { slotName, type Layout } from '../engine/layout';
import type { InformationSet, PublicEvent } from '../engine/lineView';
import type { HandEnd } from '../engine/state';
import type { LogEntry } from '../machine/history';
import type { TableView as SeatTableView } from '../net/protocol';

export interface OnlineLog {
  readonly log: readonly LogEntry[];
  /** The hand logged (-1 before any), its events logged, its end logged. */
  readonly hand: number;
  readonly events: number;
  readonly ended: boolean;
  /** The running scores per side, as the logged plays left them. */
  readonly scores: readonly number[];
}

export const EMPTY_LOG: OnlineLog = { log: [], hand: -1, events: 0, ended: false, scores: [] };

type Unnumbered = LogEntry extends infer E ? (E extends LogEntry ? Omit<E, 'id'> : never) : never;

/** The edge of a double a tile went on, from the layout after it (null off a double). */
function slotOf(layout: Layout, placed: number): ReturnType<typeof slotName> | null {
  const node = layout.nodes[placed];
  const parent = node ? layout.nodes[node.parent] : undefined;
  if (!parent || !isDouble(parent.tile)) return null;
  const edge = parent.edges.indexOf(placed);
  return edge < 0 ? null : slotName(edge);
}

/** The tiles held and the boneyard when the hand was dealt: now, with its events undone. */
function atDeal(info: InformationSet): { handSizes: number[]; boneyard: number } {
  const handSizes = info.handSizes.slice();
  let boneyard = info.boneyardSize;
  for (const e of info.history) {
    if (e.type === 'play') handSizes[e.seat] = (handSizes[e.seat] ?? 0) + 1;
    if (e.type === 'draw') {
      handSizes[e.seat] = (handSizes[e.seat] ?? 0) - 1;
      boneyard++;
    }
  }
  return { handSizes, boneyard };
}

/** How the hand ended, as far as a seat can tell: someone went out, the target, or a block. */
function endOf(info: InformationSet, over: boolean, bonus: readonly number[]): HandEnd {
  if (info.handSizes.some((n) => n === 0)) return 'domino';
  return over && bonus.every((b) => b === 0) ? 'target' : 'blocked';
}

/** The log after a seat view: what it adds, numbered on. */
export function nextLog(last: OnlineLog, view: SeatTableView): OnlineLog {
  const info = view.view as InformationSet | null;
  if (!info) return last;
  const entries: Unnumbered[] = [];
  const fresh = view.handIndex !== last.hand;
  let scores = [...last.scores];
  let events = fresh ? 0 : last.events;
  const hand = view.handIndex;
  if (fresh) {
    // The scores at the deal: the view's, less the points of the plays already made.
    scores = info.scores.slice();
    for (const e of info.history)
      if (e.type === 'play' && e.points > 0) {
        const side = info.config.partners ? e.seat % 2 : e.seat;
        scores[side] = (scores[side] ?? 0) - e.points;
      }
    entries.push({ kind: 'deal', hand, leader: info.leader, lot: null, ...atDeal(info) });
  }
  let placed = info.layout.nodes.length - info.history.filter((e) => e.type === 'play').length;
  const sizes = atDeal(info).handSizes;
  for (const [i, e] of info.history.entries()) {
    if (e.type === 'play') placed++;
    sizes[e.seat] = (sizes[e.seat] ?? 0) + (e.type === 'play' ? -1 : e.type === 'draw' ? 1 : 0);
    if (i < events) continue;
    const entry = entryOf(e, info, hand, scores, placed - 1, (sizes[e.seat] ?? 0) > 0);
    entries.push(entry);
    if (entry.kind === 'play') scores = [...entry.scores];
  }
  events = info.history.length;
  let ended = fresh ? false : last.ended;
  const between = view.phase.kind === 'hand-over' || view.phase.kind === 'game-over';
  if (between && !ended) {
    ended = true;
    const bonus = view.scores.map((s, side) => s - (scores[side] ?? 0));
    const end = endOf(info, view.over, bonus);
    const winners = bonus.flatMap((b, side) => (b > 0 ? [side] : []));
    const out = info.handSizes.findIndex((n) => n === 0);
    entries.push({
      kind: 'hand-end',
      hand,
      end,
      winners: end === 'domino' && out >= 0 ? [info.config.partners ? out % 2 : out] : winners,
      pips: [],
      bonus,
      scores: view.scores.slice(),
      hands: [],
    });
    scores = view.scores.slice();
    if (view.over)
      entries.push({
        kind: 'game-over',
        winner: [...(view.winner ?? [])],
        scores: view.scores.slice(),
      });
  }
  if (entries.length === 0) return last;
  const log = last.log.slice();
  for (const e of entries) log.push({ ...e, id: log.length });
  return { log, hand, events, ended, scores };
}

function entryOf(
  e: PublicEvent,
  info: InformationSet,
  hand: number,
  scores: readonly number[],
  node: number,
  /** The seat still holds tiles after it. */
  holding: boolean,
): Unnumbered {
  if (e.type === 'draw') return { kind: 'draw', hand, seat: e.seat, tile: null, playable: false };
  if (e.type === 'pass') return { kind: 'pass', hand, seat: e.seat };
  const side = info.config.partners ? e.seat % 2 : e.seat;
  const after = scores.map((s, i) => (i === side ? s + e.points : s));
  // The engine's chain rule (§5): a double or a scoring play goes again, unless it went out
  // or reached the target where reaching it ends the game at once (§14.3).
  const options = info.config.options;
  const reached =
    options.targetCheck === 'immediate' && e.points > 0 && (after[side] ?? 0) >= options.target;
  const again =
    holding &&
    !reached &&
    options.chainRule !== 'none' &&
    isChainWorthy(e.tile, e.total, options) &&
    (!e.drawn || options.drawnTileContinues);
  return {
    kind: 'play',
    hand,
    seat: e.seat,
    tile: e.tile,
    on: e.on,
    slot: slotOf(info.layout, node),
    total: e.total,
    points: e.points,
    drawn: e.drawn,
    again,
    scores: after,
    scoring: isScoringTotal(e.total, options),
  };
}
