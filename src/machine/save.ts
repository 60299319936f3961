/**
 * Saving and resuming a game. A save is the game record so far (RECORD.md)
 * plus the settings, as JSON under one storage key. Resuming replays the
 * record through the engine, which rebuilds the exact state (mid-chain and
 * mid-draw included), and checks it against the settings and the seed. A save
 * that cannot be used is reported with a reason, never thrown, and kept aside
 * under its own key rather than lost.
 */
import type { Move, RecordJson } from '../engine/index';
import { excerpt } from '../engine/core/quote';
import { advance, dealHand, phaseOf, startContext, type GameContext } from './context';
import { toGameRecord } from './history';
import { SAVE_KEY, SAVE_VERSION, type SaveSummary } from './savePeek';
import { engineSettings, familyFor, makeSettings, type GameSettings } from './settings';

export { SAVE_KEY, SAVE_VERSION };

/** Unreadable saves are kept under this prefix and the time they were found. */
export const UNREADABLE_PREFIX = 'horseRace.save.unreadable.';

export interface SaveFile {
  readonly version: number;
  readonly settings: GameSettings;
  /** The game so far: it replays through `npm run replay`. */
  readonly record: RecordJson;
  /** ISO 8601. */
  readonly savedAt: string;
  /** What the menu says of the game, read at start without the engine (`savePeek.ts`). */
  readonly summary?: SaveSummary;
}

export type RestoreReason = 'corrupt' | 'old-version' | 'inconsistent';

export interface RestoreFailure {
  readonly ok: false;
  /** corrupt: not a save, or a record that does not replay; old-version: another save format; inconsistent: the record does not match its settings or seed. */
  readonly reason: RestoreReason;
  /** A sentence for people. */
  readonly message: string;
}

export type RestoreResult =
  { readonly ok: true; readonly context: GameContext; readonly savedAt: string } | RestoreFailure;

/** The save of a game at this point. */
export function toSave(context: GameContext, savedAt: string, summary?: SaveSummary): SaveFile {
  return {
    version: SAVE_VERSION,
    settings: context.settings,
    record: toGameRecord(context.settings, context.hands),
    savedAt,
    ...(summary ? { summary } : {}),
  };
}

export function serializeSave(
  context: GameContext,
  savedAt: string,
  summary?: SaveSummary,
): string {
  return JSON.stringify(toSave(context, savedAt, summary));
}

function failure(reason: RestoreReason, message: string): RestoreFailure {
  return { ok: false, reason, message };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Reads a save's text and rebuilds the game it holds. */
export function readSave(text: string): RestoreResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return failure('corrupt', 'The saved game is damaged (it is not readable data).');
  }
  if (!isObject(raw) || typeof raw.version !== 'number')
    return failure('corrupt', 'The saved game is damaged (it is not a saved game).');
  if (raw.version !== SAVE_VERSION) {
    const when = raw.version < SAVE_VERSION ? 'an older' : 'a newer';
    return failure(
      'old-version',
      `The saved game was made by ${when} version of the game (save format ${raw.version}) and cannot be resumed.`,
    );
  }
  const settings = makeSettings(raw.settings);
  if (!settings.ok)
    return failure('corrupt', `The saved game is damaged (its settings: ${settings.message}).`);
  if (typeof raw.savedAt !== 'string')
    return failure('corrupt', 'The saved game is damaged (it has no time of saving).');
  const restored = restoreGame(settings.settings, raw.record);
  return restored.ok ? { ...restored, savedAt: raw.savedAt } : restored;
}

/**
 * Rebuilds a game from its settings and record, through the game's family: each hand is
 * dealt again from the seed and must write the very hand the record holds, then every
 * move is made. The result is the context the live game had.
 */
export function restoreGame(
  settings: GameSettings,
  record: unknown,
): { readonly ok: true; readonly context: GameContext } | RestoreFailure {
  const family = familyFor(settings);
  const read = family.record.read(record);
  if (!read.ok) return failure('corrupt', `The saved game is damaged (${read.error.message}).`);
  const expected = engineSettings(settings);
  // Two deals (or two headers) are the same when the family writes them the same, once
  // read back (a reader may spell out the options a writer left to their defaults).
  const written = (s: typeof expected, deal?: unknown): string => {
    const record = family.record.write({ settings: s, hands: deal ? [{ deal, moves: [] }] : [] });
    const back = family.record.read(record);
    return JSON.stringify(back.ok ? family.record.write(back.value) : record);
  };
  const { settings: recorded, hands } = read.value;
  if (
    written(recorded) !== written({ ...expected, scores: recorded.scores }) ||
    (recorded.scores ?? []).some((s) => s !== 0)
  ) {
    return failure(
      'inconsistent',
      'The saved game does not match its own settings (rules, players, partners or target).',
    );
  }
  let context = startContext(settings);
  for (let h = 0; h < hands.length; h++) {
    const spec = hands[h];
    if (!spec) break;
    if (phaseOf(context).kind !== 'deal' && phaseOf(context).kind !== 'hand-over')
      return failure(
        'corrupt',
        `The saved game is damaged (hand ${h + 1} follows no finished hand).`,
      );
    context = dealHand(context);
    const dealt = context.hands[h];
    if (context.refusal || !dealt)
      return failure('corrupt', `The saved game is damaged (hand ${h + 1} cannot be dealt).`);
    if (written(expected, dealt.deal) !== written(expected, spec.deal)) {
      return failure(
        'inconsistent',
        `The saved game does not match its seed code ${settings.seed}: hand ${h + 1} was not dealt from it.`,
      );
    }
    for (let m = 0; m < spec.moves.length; m++) {
      const next = advance(context, (spec.moves[m] as Move | undefined) ?? null);
      if (next.refusal) {
        return failure(
          'corrupt',
          `The saved game is damaged (hand ${h + 1}, move ${m + 1}: ${next.refusal.message}).`,
        );
      }
      context = next;
    }
  }
  return { ok: true, context };
}

// ---- Storage ------------------------------------------------------------------------

/** The part of `localStorage` a save needs; tests pass an in-memory one. */
export interface SaveStorage {
  getItem(key: string): string | null;
  /**
   * Throws when the browser refuses (localStorage), or returns false (the app's storage,
   * `src/storage.ts`, which keeps the value for the visit but could not persist it).
   */
  setItem(key: string, value: string): boolean | void;
  removeItem(key: string): void;
}

export type LoadResult =
  | { readonly kind: 'none' }
  | { readonly kind: 'resumed'; readonly context: GameContext; readonly savedAt: string }
  | {
      readonly kind: 'unreadable';
      readonly reason: RestoreReason;
      readonly message: string;
      /** Where the unreadable save now is; null if it could not be copied (it is then left in place). */
      readonly keptAs: string | null;
    };

/**
 * Loads the saved game, if any. An unreadable one is moved aside (under
 * UNREADABLE_PREFIX + `now`) so that a new game does not overwrite it.
 */
export function loadSave(storage: SaveStorage, now: number): LoadResult {
  let text: string | null;
  try {
    text = storage.getItem(SAVE_KEY);
  } catch {
    return {
      kind: 'unreadable',
      reason: 'corrupt',
      message: 'The saved game could not be read from this browser.',
      keptAs: null,
    };
  }
  if (text === null) return { kind: 'none' };
  const restored = readSaveSafely(text);
  if (restored.ok) return { kind: 'resumed', context: restored.context, savedAt: restored.savedAt };
  return {
    kind: 'unreadable',
    reason: restored.reason,
    message: restored.message,
    keptAs: keepAside(storage, text, now),
  };
}

/** `readSave`, which must never throw; should it ever, the save is unreadable, not the page. */
function readSaveSafely(text: string): RestoreResult {
  try {
    const restored = readSave(text);
    return restored.ok ? restored : { ...restored, message: excerpt(restored.message, 200) };
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return failure('corrupt', `The saved game is damaged (${excerpt(why, 80)}).`);
  }
}

function keepAside(storage: SaveStorage, text: string, now: number): string | null {
  try {
    let key = `${UNREADABLE_PREFIX}${now}`;
    for (let n = 1; storage.getItem(key) !== null; n++) key = `${UNREADABLE_PREFIX}${now}-${n}`;
    // Only once the copy is really kept is the save taken from its place.
    if (storage.setItem(key, text) === false) return null;
    storage.removeItem(SAVE_KEY);
    return key;
  } catch {
    return null;
  }
}

/** Writes the save; false when the browser refuses (storage full or disabled). */
export function writeSave(
  storage: SaveStorage,
  context: GameContext,
  now: number,
  summary?: SaveSummary,
): boolean {
  try {
    const text = serializeSave(context, new Date(now).toISOString(), summary);
    return storage.setItem(SAVE_KEY, text) !== false;
  } catch {
    return false;
  }
}

export function clearSave(storage: SaveStorage): void {
  try {
    storage.removeItem(SAVE_KEY);
  } catch {
    // Nothing to do: a save that cannot be removed is replaced by the next one.
  }
}

/** What autosave watches: a running game actor. */
interface Watchable {
  getSnapshot(): { readonly context: GameContext };
  subscribe(next: (snapshot: { readonly context: GameContext }) => void): { unsubscribe(): void };
}

/**
 * Saves now and after every change of the game (a deal, a move) or settings, with the menu's
 * summary of it when `describe` is given. `subscribe` does not replay the current snapshot,
 * hence the first save here.
 */
export function autosave(
  actor: Watchable,
  storage: SaveStorage,
  now: () => number,
  describe?: (context: GameContext) => SaveSummary,
): { unsubscribe(): void } {
  let game: GameContext['game'] | null = null;
  let settings: GameSettings | null = null;
  const save = (context: GameContext): void => {
    if (context.game === game && context.settings === settings) return;
    game = context.game;
    settings = context.settings;
    writeSave(storage, context, now(), describe?.(context));
  };
  save(actor.getSnapshot().context);
  return actor.subscribe((snapshot) => save(snapshot.context));
}
