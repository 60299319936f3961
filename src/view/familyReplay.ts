/**
 * A kept game of another family (Mexican Train, Texas 42) stepped through at the family
 * table: the record read by its family's codec, every hand started from its recorded deal and
 * every move applied in turn through the contract, one position a move. Each position is a
 * `FamilySource` (the settings, the state, the log of events), what the family table draws a
 * running game from, so it draws a replay as it draws a game, trick by trick and train by
 * train. Pure; no Phaser.
 */
import { familyOfRecord } from '../engine/families';
import type { LogEntry } from '../machine/history';
import { logEvents } from '../machine/history';
import type { SeatSetting } from '../machine/settings';
import type { FamilyAt, FamilySource } from './familyTables';

/** One position: what the family table reads, and where it is (hand, move). */
export interface ReplayPosition {
  readonly source: FamilySource;
  readonly hand: number;
  readonly move: number;
}

export type FamilyReplayResult =
  | { readonly ok: true; readonly positions: readonly ReplayPosition[] }
  | { readonly ok: false; readonly message: string };

/** Where a replay stands for the table: no seat is the person's to move, nobody thinks. */
function atOf(kind: string, over: boolean): FamilyAt {
  if (over) return 'game-over';
  return kind === 'hand-over' ? 'hand-end' : 'elsewhere';
}

/** Every position of a kept game, from its record; or why it cannot be stepped through. */
export function familyReplay(
  record: unknown,
  seats: readonly { readonly kind: string }[],
): FamilyReplayResult {
  const family = familyOfRecord(record);
  const read = family.record.read(record);
  if (!read.ok) return { ok: false, message: `The record cannot be read (${read.error.message}).` };
  const { settings: rules, hands } = read.value;
  const created = family.newGame(rules);
  if (!created.ok)
    return { ok: false, message: `The game cannot be set up (${created.error.message}).` };
  // Computers in every seat but the person's: nobody is asked to move, nobody's hand is shown.
  const machineSeats: SeatSetting[] = Array.from({ length: rules.players }, (_, s) =>
    seats[s]?.kind === 'human' ? { kind: 'human' } : { kind: 'computer', level: 'medium' },
  );
  const { preset, players } = rules;
  const settings: FamilySource['settings'] = {
    preset,
    players,
    seats: machineSeats,
    speed: 'instant',
  };
  const positions: ReplayPosition[] = [];
  let state: unknown = created.value;
  let log: LogEntry[] = [];
  const push = (hand: number, move: number): void => {
    const phase = family.phase(state);
    const outcome = family.outcome(state);
    const source: FamilySource = {
      settings,
      game: state,
      log,
      refusal: null,
      at: atOf(phase.kind, outcome.over),
      skips: 0,
      skipping: false,
      // A kept game is over: every hand shows face up, as the line's replays always showed.
      faceUp: family.hands(state),
    };
    positions.push({ source, hand, move });
  };
  for (const [h, hand] of hands.entries()) {
    const started = family.startHand(state, hand.deal);
    if (!started.ok)
      return { ok: false, message: `Hand ${h + 1} cannot be dealt (${started.error.message}).` };
    state = started.value;
    log = logEvents(log, h, [{ type: 'deal' }], family.outcome(state));
    push(h, 0);
    for (const [m, move] of hand.moves.entries()) {
      const applied = family.apply(state, move);
      if (!applied.ok)
        return {
          ok: false,
          message: `Move ${m + 1} of hand ${h + 1} is refused (${applied.error.message}).`,
        };
      state = applied.value.state;
      log = logEvents(log, h, applied.value.events, family.outcome(state));
      push(h, m + 1);
    }
  }
  return positions.length > 0
    ? { ok: true, positions }
    : { ok: false, message: 'The record has no hand.' };
}

/**
 * Where a hand jump lands (the line's replay viewer's Previous hand and Next hand): back to
 * the start of the hand shown, or of the one before when already at its start; on to the
 * start of the next hand, or the last position in the last hand.
 */
export function handJump(
  positions: readonly Pick<ReplayPosition, 'hand'>[],
  at: number,
  way: -1 | 1,
): number {
  const hand = positions[at]?.hand ?? 0;
  if (way === 1) {
    const next = positions.findIndex((p) => p.hand > hand);
    return next < 0 ? positions.length - 1 : next;
  }
  const start = positions.findIndex((p) => p.hand === hand);
  if (start < at) return start;
  const before = positions.findIndex((p) => p.hand === hand - 1);
  return before < 0 ? 0 : before;
}

/** The scrubber's ticks: where each hand after the first starts along the track (0 to 1). */
export function replayTicks(positions: readonly Pick<ReplayPosition, 'hand'>[]): number[] {
  const last = Math.max(1, positions.length - 1);
  return positions.flatMap((p, i) =>
    i > 0 && p.hand !== positions[i - 1]?.hand ? [i / last] : [],
  );
}

/** How far along the track a position is (0 to 1). */
export function replayFraction(count: number, at: number): number {
  return count > 1 ? Math.max(0, Math.min(1, at / (count - 1))) : 0;
}

/** The position at a point of the track (0 to 1, clamped), the nearest one. */
export function replayAt(count: number, fraction: number): number {
  return Math.round(Math.max(0, Math.min(1, fraction)) * Math.max(0, count - 1));
}
