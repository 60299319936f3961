/**
 * Mexican Train as a family (family.ts): RULES.md §16 through the one contract the machine,
 * the computer players, the table and the replay command use.
 */
import type { Family, Outcome, Phase } from '../core/family';
import { dealNextTrains, newTrainsGame, startTrainsHand } from './trainsDeal';
import { readTrainsRecord, replayTrainsRecord, writeTrainsRecord } from './trainsRecord';
import { applyTrains, inFirstTurn, owingTrain, trainsLegalMoves } from './trainsRules';
import {
  trainRef,
  TRAINS_PRESET,
  type TrainsDeal,
  type TrainsEvent,
  type TrainsMove,
  type TrainsSeenEvent,
  type TrainsState,
  type TrainsView,
  type TrainRef,
} from './trainsState';
import { unseenTiles, type Tile } from '../core/tiles';

export * from './trainsState';
export { applyTrains, trainsLegalMoves, canAnyonePlay, handPoints } from './trainsRules';
export type { TrainsRefusalCode } from './trainsRules';
export { engineOf, expectedLeader, type TrainsDealCode } from './trainsDeal';
export {
  readTrainsRecord,
  replayTrainsRecord,
  writeTrainsRecord,
  writeTrainsMove,
} from './trainsRecord';

/**
 * Where the game stands: `deal` before a round, `turn` with the step's name (`search`,
 * `engine`, `first`, `first-more`, `play`), `hand-over` after a round, `game-over`.
 */
export function trainsPhase(state: TrainsState): Phase {
  if (state.over) return { kind: 'game-over' };
  const round = state.round;
  if (!round) return { kind: 'deal' };
  if (round.result) return { kind: 'hand-over' };
  return { kind: 'turn', seat: round.turn, name: round.step };
}

/** What `seat` may know: its own tiles, the others' counts, the boneyard's size and the table. */
export function trainsSeatView(state: TrainsState, seat: number): TrainsView {
  const round = state.round;
  const n = state.config.players;
  return {
    seat,
    config: state.config,
    phase: trainsPhase(state),
    totals: state.totals,
    scored: state.scored,
    round: round && {
      index: round.index,
      engine: round.engine,
      placed: round.placed,
      hand: round.hands[seat] ?? [],
      handSizes: round.hands.map((h) => h.length),
      boneyardSize: round.stock.length - round.stockTaken,
      trains: round.trains,
      open: round.open,
      markers: round.markers,
      drawn: round.drawn,
      unsatisfied: round.unsatisfied.map((t) => trainRef(t, n)),
      owing: owingTrain(round, n),
      firstTurn: inFirstTurn(round),
      result: round.result,
      shown: round.result ? round.hands : null,
    },
    over: state.over,
    winner: state.winner,
  };
}

export function trainsOutcome(state: TrainsState): Outcome {
  return { scores: state.totals, lowerWins: true, over: state.over, winner: state.winner };
}

/** A Mexican Train move read from untrusted data, with only its own fields; null when it is none. */
export function readTrainsMove(v: unknown): TrainsMove | null {
  if (typeof v !== 'object' || v === null) return null;
  const m = v as Record<string, unknown>;
  const seat = m.seat;
  if (typeof seat !== 'number') return null;
  if (m.type === 'draw' || m.type === 'stop' || m.type === 'pass') return { type: m.type, seat };
  const tile = m.tile;
  if (!Number.isInteger(tile)) return null;
  if (m.type === 'engine') return { type: 'engine', seat, tile: tile as Tile };
  const train = m.train;
  if (m.type !== 'play' || (train !== 'mexican' && !Number.isInteger(train))) return null;
  return { type: 'play', seat, tile: tile as Tile, train: train as TrainRef };
}

/** `events` as `seat` may see them: another seat's draw without its tile (§16's boneyard is face down). */
export function trainsSeatEvents(
  events: readonly TrainsEvent[],
  seat: number,
): readonly TrainsSeenEvent[] {
  return events.map((e) =>
    e.type === 'draw' && e.seat !== seat ? { type: 'draw', seat: e.seat, tile: null } : e,
  );
}

export const trainsFamily: Family<
  TrainsState,
  TrainsMove,
  TrainsEvent,
  TrainsView,
  TrainsDeal,
  TrainsSeenEvent
> = {
  id: 'trains',
  presets: [TRAINS_PRESET],
  presetInfo: () => ({
    players: [2, 3, 4, 5, 6, 7, 8],
    defaultPlayers: 4,
    partners: 'never',
    sets: [12, 9],
    defaultSet: 12,
    target: null,
    lowerWins: true,
  }),
  newGame: newTrainsGame,
  dealNext: dealNextTrains,
  startHand: startTrainsHand,
  phase: trainsPhase,
  readMove: readTrainsMove,
  legalMoves: trainsLegalMoves,
  apply: applyTrains,
  seatView: trainsSeatView,
  hands: (state) => state.round?.hands ?? [],
  unseen: (state, seat) => {
    const round = state.round;
    if (!round) return [];
    // Once the round is over, the hands are counted in the open: only the boneyard is unseen.
    const hands = round.result ? round.hands.map(() => []) : round.hands;
    return unseenTiles(hands, seat, round.stock.slice(round.stockTaken));
  },
  seatEvents: trainsSeatEvents,
  eventSeat: (event) => ('seat' in event ? event.seat : null),
  outcome: trainsOutcome,
  record: {
    read(value) {
      const read = readTrainsRecord(value);
      return read.ok
        ? { ok: true, value: read.value }
        : { ok: false, error: { code: 'not-a-record', message: read.message } };
    },
    write: writeTrainsRecord,
    replay: replayTrainsRecord,
  },
};
