/**
 * A finished game as the library keeps it: its game record (RECORD.md) with the date, the
 * seats (who played, at which level), the final scores and the result for the person at
 * seat 0. Pure: made from the machine's context, or read back (an import) by replaying the
 * record through the engine, which alone decides the scores and the winner.
 */
import {
  familyOfRecord,
  type GameConfig,
  type RecordJson,
  type ReplaySummary,
} from '../engine/index';
import { phaseOf, type GameContext } from '../machine/context';
import { toGameRecord } from '../machine/history';
import { summarize, type GameSummary } from './summary';

/** Who sat at a seat: a person, a computer player at a level, or not known (an imported record). */
export type SeatInfo =
  | { readonly kind: 'human' }
  | { readonly kind: 'computer'; readonly level: string }
  | { readonly kind: 'unknown' };

/** The person's result: their seat's side won or lost; 'watched' when they played no seat. */
export type GameResult = 'won' | 'lost' | 'watched';

/** What an exported line carries besides the record's own fields (RECORD.md allows extra fields). */
export interface ArchiveMeta {
  /** When it ended, ISO 8601. */
  readonly finishedAt: string;
  readonly seats: readonly SeatInfo[];
  /** The deal code, where known. */
  readonly seed: string | null;
  /** Played in practice mode. */
  readonly practice: boolean;
  /** The person's own seat: an online game's reader may sit anywhere; 0 when absent. */
  readonly you?: number;
}

/** A kept game: its meta, its table as the replayed record's config has it, and its outcome. */
export interface ArchivedGame extends ArchiveMeta, Pick<GameConfig, 'players' | 'partners'> {
  /** The same game always has the same id (its seed and a hash of its record). */
  readonly id: string;
  /** The preset's name (a string: a kept game may name one this version does not have). */
  readonly preset: string;
  /** Final scores per side, from the replay. */
  readonly scores: readonly number[];
  /** The winning sides, from the replay. */
  readonly winner: readonly number[];
  readonly result: GameResult;
  /** Hands, best turn and longest chain, from the replay (for the statistics). */
  readonly summary: GameSummary;
  readonly record: RecordJson;
}

/** A short stable hash (FNV-1a, 32 bits) of a text, in base 36. */
export function hashText(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/**
 * The result for the person at seat `you` (0 in games played here; an online game's own seat):
 * their side is their seat, or with partners their team (seats 0+2 are side 0, 1+3 side 1).
 */
export function resultFor(
  seats: readonly SeatInfo[],
  winner: readonly number[],
  you = 0,
  partners = false,
): GameResult {
  if (you < 0 || seats[you]?.kind !== 'human') return 'watched';
  return winner.includes(partners ? you % 2 : you) ? 'won' : 'lost';
}

/** The computer players' level in a game: one level, 'mixed', or 'none' (people only). */
export function opponentLevel(game: Pick<ArchivedGame, 'seats'>): string {
  const levels = new Set<string>();
  for (const s of game.seats) if (s.kind === 'computer') levels.add(s.level);
  if (levels.size === 0) return game.seats.some((s) => s.kind === 'unknown') ? 'unknown' : 'none';
  return levels.size === 1 ? ([...levels][0] ?? 'unknown') : 'mixed';
}

/** The game's entry, or null unless the context holds a game that is over. */
export function archiveEntry(
  context: GameContext,
  finishedAt: string,
  practice: boolean,
): ArchivedGame | null {
  if (phaseOf(context).kind !== 'game-over' || context.hands.length === 0) return null;
  const record = toGameRecord(context.settings, context.hands);
  const made = fromRecord(record, {
    finishedAt,
    seats: context.settings.seats,
    seed: context.settings.seed,
    practice,
  });
  return made.ok ? made.game : null;
}

export type Checked =
  | { readonly ok: true; readonly game: ArchivedGame; readonly replay: ReplaySummary }
  | { readonly ok: false; readonly message: string };

/** The message of a replay's error output. */
function errorOf(output: unknown): string {
  const error =
    typeof output === 'object' && output !== null
      ? (output as { error?: unknown }).error
      : undefined;
  const message =
    typeof error === 'object' && error !== null
      ? (error as { message?: unknown }).message
      : undefined;
  return typeof message === 'string' ? message : 'unreadable';
}

/**
 * Checks a record by replaying it through its family's codec (any family): the library
 * keeps only finished games.
 */
export function fromRecord(record: RecordJson, meta: ArchiveMeta): Checked {
  const family = familyOfRecord(record);
  const read = family.record.read(record);
  if (!read.ok) return { ok: false, message: `not a game record (${read.error.message})` };
  const answer = family.record.replay(record);
  if (answer.status !== 0)
    return { ok: false, message: `it does not replay (${errorOf(answer.output)})` };
  const replay = answer.output as ReplaySummary;
  if (!replay.over) return { ok: false, message: 'the game in it is not finished' };
  const { settings } = read.value;
  const players = settings.players;
  const seats = Array.from(
    { length: players },
    (_, s): SeatInfo => meta.seats[s] ?? { kind: 'unknown' },
  );
  const winner = replay.winner ?? [];
  const partners = settings.partners ?? false;
  const you = meta.you ?? 0;
  return {
    ok: true,
    replay,
    game: {
      id: `${meta.seed ?? 'game'}-${hashText(JSON.stringify(record.hands))}`,
      finishedAt: meta.finishedAt,
      preset: settings.preset,
      players,
      partners,
      seats,
      seed: meta.seed,
      practice: meta.practice,
      ...(you !== 0 ? { you } : {}),
      scores: replay.scores,
      winner,
      result: resultFor(seats, winner, you, partners),
      summary: summarize(replay, settings.preset),
      record,
    },
  };
}
