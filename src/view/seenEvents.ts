/**
 * What happened between two seat views, as that seat saw it: the steps an online table
 * reads from the server's successive views (the server never sends the family's events: a
 * drawn tile's face would leak). Each step is the family's event where every seat saw it
 * (a train grew by a tile, a bid was made, a trick was taken), so that the family table's
 * caption and Mexican Train's round-by-round sheet read the same as in a local game. A
 * drawn tile's face is known only to its drawer (from its own hand); another seat's draw
 * comes with `tile: null`. Pure; no Phaser.
 */
import { trainRef, type TrainsView } from '../engine/trainsState';
import type { TricksView } from '../engine/tricksFamily';
import type { Phase } from '../engine/family';
import type { Tile } from '../engine/tiles';
import type { TrainsSeen } from './trainsTable';
import type { TricksSeen } from './tricksTable';
import type { TableFamily } from './familySeatTable';

/** Two views in a row: the seat's view before and after, with where the first stood. */
export interface ViewStep<V> {
  readonly before: V;
  readonly after: V;
  /** Whose turn it was before: the seat that moved. */
  readonly phase: Phase;
  readonly viewer: number | null;
}

const moverOf = (phase: Phase): number => (phase.kind === 'turn' ? phase.seat : -1);

/** The tile `after` holds that `before` did not (the viewer's own draw), or null. */
function drawnTile(before: readonly Tile[], after: readonly Tile[]): Tile | null {
  return after.find((t) => !before.includes(t)) ?? null;
}

/** Mexican Train: one move's steps, from one view to the next. */
export function trainsSeen(step: ViewStep<TrainsView>): TrainsSeen[] {
  const { before, after } = step;
  const p = before.round;
  const n = after.round;
  if (!p || !n) return [];
  const seat = moverOf(step.phase);
  const players = after.config.players;
  const out: TrainsSeen[] = [];
  if (n.placed && !p.placed) out.push({ type: 'engine', seat, tile: n.engine });
  n.trains.forEach((tiles, i) => {
    for (let k = p.trains[i]?.length ?? 0; k < tiles.length; k++)
      out.push({
        type: 'play',
        seat,
        tile: tiles[k] as Tile,
        train: trainRef(i, players),
        open: n.open[i] ?? 0,
        unsatisfied: n.unsatisfied,
      });
  });
  if (n.boneyardSize < p.boneyardSize)
    out.push({
      type: 'draw',
      seat,
      tile: seat === step.viewer ? drawnTile(p.hand, n.hand) : null,
    });
  // No tile moved: the turn ended by choice (a first turn's stop) or for want of a play.
  if (out.length === 0 && seat >= 0)
    out.push(
      step.phase.kind === 'turn' && step.phase.name === 'first-more'
        ? { type: 'stop', seat }
        : { type: 'pass', seat },
    );
  if (n.result && !p.result)
    out.push({ type: 'round-end', result: n.result, totals: after.totals });
  if (after.over && !before.over) out.push({ type: 'game-over', winner: after.winner ?? [] });
  return out;
}

/** Texas 42: one move's steps, from one view to the next. */
export function tricksSeen(step: ViewStep<TricksView>): TricksSeen[] {
  const { before, after } = step;
  const p = before.hand;
  const n = after.hand;
  if (!p || !n) return [];
  const seat = moverOf(step.phase);
  const out: TricksSeen[] = [];
  const bid = n.bids[n.bids.length - 1];
  if (n.bids.length > p.bids.length && bid !== undefined) out.push({ type: 'bid', seat, bid });
  if (n.trump !== null && p.trump === null) out.push({ type: 'trump', seat, trump: n.trump });
  const k = n.tricks.length - 1;
  const taken = n.tricks[k];
  const last = n.current[n.current.length - 1];
  if (taken && k >= p.tricks.length) {
    const play = taken.plays[taken.plays.length - 1];
    if (play)
      out.push({
        type: 'play',
        seat: play.seat,
        tile: play.tile,
        trick: k,
        winner: taken.winner,
        points: taken.points,
      });
  } else if (last && n.current.length > p.current.length)
    out.push({ type: 'play', seat: last.seat, tile: last.tile, trick: n.tricks.length });
  if (n.result !== null && p.result === null)
    out.push({ type: 'decided', result: n.result, trick: k });
  if (n.end !== null && p.end === null)
    out.push({ type: 'hand-end', end: n.end, marks: n.marks, scores: after.scores });
  if (after.over && !before.over) out.push({ type: 'game-over', winner: after.winner ?? [] });
  return out;
}

/** Each family's reading of a step, by the family table's families. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const SEEN: { readonly [F in TableFamily]: (step: ViewStep<any>) => readonly unknown[] } = {
  trains: trainsSeen,
  tricks: tricksSeen,
};
