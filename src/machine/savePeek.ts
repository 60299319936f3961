/**
 * A glance at the saved game without replaying it: the save file carries the menu's summary
 * of its game (whose score is whose, the hand, the winner), written with it by autosave. The
 * menu shows Continue from this before any game's code has loaded; the session reads the save
 * in full (`save.ts`) when it loads. Light: no engine here.
 */
import { field, isRecordObject } from '../engine/core/quote';

export const SAVE_KEY = 'horseRace.save';
export const SAVE_VERSION = 1;

/** What the menu says of a saved or running game: its name, whose score is whose, the hand, the winner. */
export interface SaveSummary {
  readonly preset: string;
  readonly players: number;
  readonly partners: boolean;
  /** Every seat a computer player (seat 0 is then "South", not "You"). */
  readonly watching: boolean;
  readonly practice: boolean;
  /** The hand being played (1 for the first). */
  readonly hand: number;
  /** One per side, in seat order. */
  readonly scores: readonly number[];
  /** The winning sides once the game is over; null before. */
  readonly winner: readonly number[] | null;
}

/**
 * What a glance finds: no save, a game in progress or finished (with its summary), or
 * something only a full reading can tell (a save without a summary, or one that is damaged).
 */
export type SavePeek =
  | { readonly kind: 'none' }
  | { readonly kind: 'ok' | 'finished'; readonly summary: SaveSummary }
  | { readonly kind: 'unknown' };

const isCount = (v: unknown, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;

/** Sides by their index among `sides`: at least one, none twice. */
const isSides = (v: unknown, sides: number): v is number[] =>
  Array.isArray(v) &&
  v.length >= 1 &&
  v.every((x, i) => isCount(x, sides - 1) && v.indexOf(x) === i);

/** Whether `v` is a summary as autosave writes it (anything else is left to the full reading). */
export function isSaveSummary(v: unknown): v is SaveSummary {
  if (!isRecordObject(v)) return false;
  const [preset, players, scores, winner] = ['preset', 'players', 'scores', 'winner'].map((k) =>
    field(v, k),
  );
  return (
    typeof preset === 'string' &&
    preset.length <= 40 &&
    isCount(players, 8) &&
    players >= 2 &&
    ['partners', 'watching', 'practice'].every((k) => typeof field(v, k) === 'boolean') &&
    isCount(field(v, 'hand'), 10_000) &&
    Array.isArray(scores) &&
    scores.length >= 1 &&
    scores.length <= players &&
    scores.every((x) => typeof x === 'number' && Number.isFinite(x)) &&
    (winner === null || isSides(winner, scores.length))
  );
}

/** A glance at the save's text (null: no save). */
export function peekSave(text: string | null): SavePeek {
  if (text === null) return { kind: 'none' };
  try {
    const raw: unknown = JSON.parse(text);
    const summary = field(raw, 'summary');
    if (field(raw, 'version') !== SAVE_VERSION || !isSaveSummary(summary))
      return { kind: 'unknown' };
    return { kind: summary.winner ? 'finished' : 'ok', summary };
  } catch {
    return { kind: 'unknown' };
  }
}
