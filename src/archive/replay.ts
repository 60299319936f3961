/**
 * Stepping through a kept game move by move (pure, tested in Node): forward, back, and a jump
 * to the start of any hand, with the count and the points at each move. The positions are
 * practice mode's replay frames (src/practice/frames.ts), rebuilt from the game's deal code;
 * a game whose deals that code does not reproduce (a record from elsewhere) cannot be stepped.
 */
import { parseRecord } from '../engine/index';
import { makeSettings } from '../machine/settings';
import { handFrames, type ReplayFrame } from '../practice/frames';
import { rebuild } from '../practice/undo';
import type { ArchivedGame } from './game';

/** Every position of the game: per hand, the deal (count 0) then one frame per move. */
export type GameFrames = readonly (readonly ReplayFrame[])[];

export type FramesResult =
  | { readonly ok: true; readonly frames: GameFrames }
  | { readonly ok: false; readonly message: string };

/** Where the viewer is: a hand, and how many of its moves have been made. */
export interface Cursor {
  readonly hand: number;
  readonly count: number;
}

export function gameFrames(game: Pick<ArchivedGame, 'record' | 'seed' | 'seats'>): FramesResult {
  const bad = (message: string): FramesResult => ({ ok: false, message });
  if (game.seed === null)
    return bad('This game has no deal code, so it cannot be stepped through.');
  const parsed = parseRecord(game.record);
  if (!parsed.ok) return bad(`The record cannot be read (${parsed.message}).`);
  const { config, hands } = parsed.record;
  const made = makeSettings({
    preset: config.preset,
    maxPip: config.options.maxPip,
    players: config.players,
    partners: config.partners,
    target: config.options.target,
    seed: game.seed,
    speed: 'instant',
    seats: Array.from({ length: config.players }, (_, s) =>
      game.seats[s]?.kind === 'human' ? { kind: 'human' } : { kind: 'computer', level: 'medium' },
    ),
  });
  if (!made.ok) return bad(`The game's settings cannot be rebuilt (${made.message}).`);
  const context = rebuild(made.settings, hands);
  // The deal code must deal what the record says was dealt.
  const same = hands.every((h, i) => {
    const log = context.hands[i];
    return (
      log !== undefined &&
      JSON.stringify(log.deal) === JSON.stringify(h.deal) &&
      log.moves.length === h.moves.length
    );
  });
  if (!same)
    return bad(
      "This game's deals do not follow from its deal code, so it cannot be stepped through.",
    );
  return { ok: true, frames: hands.map((_, h) => handFrames(context, h)) };
}

/** The frame at the cursor; null outside the game. */
export function frameAt(frames: GameFrames, at: Cursor): ReplayFrame | null {
  return frames[at.hand]?.[at.count] ?? null;
}

/** One move forward (into the next hand's deal after a hand's last move); the same at the end. */
export function stepForward(frames: GameFrames, at: Cursor): Cursor {
  const hand = frames[at.hand];
  if (!hand) return at;
  if (at.count < hand.length - 1) return { hand: at.hand, count: at.count + 1 };
  return at.hand < frames.length - 1 ? { hand: at.hand + 1, count: 0 } : at;
}

/** One move back (to the previous hand's last move from a deal); the same at the start. */
export function stepBack(frames: GameFrames, at: Cursor): Cursor {
  if (at.count > 0) return { hand: at.hand, count: at.count - 1 };
  const before = frames[at.hand - 1];
  return before ? { hand: at.hand - 1, count: before.length - 1 } : at;
}

/** The deal of hand `hand` (clamped to the game's hands). */
export function jumpToHand(frames: GameFrames, hand: number): Cursor {
  return { hand: Math.max(0, Math.min(frames.length - 1, Math.trunc(hand))), count: 0 };
}
