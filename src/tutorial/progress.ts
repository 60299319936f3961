/**
 * Saved tutorial progress in one storage key (`horseRace.tutorial`):
 * `{ "done": [ids], "stars": { id: 1–3 }, "skipped": [ids] }`. A lesson is done
 * only when it was played to its end; Skip only moves past it. Storage is
 * injected; a value that is not JSON, not the right shape, or names unknown
 * lessons is tolerated (unknown ids and bad star counts are dropped; only own
 * properties are read, so "__proto__" or "toString" never count), and storage
 * that throws never stops the tutorial.
 */

export const PROGRESS_KEY = 'horseRace.tutorial';

export interface ProgressStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface Progress {
  /** Lessons played to their end, in lesson order. */
  readonly done: readonly string[];
  /** The best stars (1–3) earned in each lesson played to its end with stars counted. */
  readonly stars: Readonly<Record<string, number>>;
  /** Lessons skipped and not (yet) played, in lesson order. */
  readonly skipped: readonly string[];
}

const EMPTY: Progress = { done: [], stars: {}, skipped: [] };

function own(value: unknown, key: string): unknown {
  return typeof value === 'object' &&
    value !== null &&
    Object.prototype.hasOwnProperty.call(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function idList(value: unknown, ids: readonly string[]): string[] {
  if (!Array.isArray(value)) return [];
  const known = new Set(value.filter((v): v is string => typeof v === 'string'));
  return ids.filter((id) => known.has(id));
}

function isStars(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 3;
}

/** Reads progress; anything unreadable counts as nothing done. */
export function readProgress(storage: ProgressStorage | null, ids: readonly string[]): Progress {
  let raw: string | null;
  try {
    raw = storage?.getItem(PROGRESS_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === null) return EMPTY;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (Array.isArray(parsed)) return EMPTY;
  const done = idList(own(parsed, 'done'), ids);
  const starsIn = own(parsed, 'stars');
  const stars: Record<string, number> = {};
  for (const id of done) {
    const n = own(starsIn, id);
    if (isStars(n)) stars[id] = n;
  }
  const skipped = idList(own(parsed, 'skipped'), ids).filter((id) => !done.includes(id));
  return { done, stars, skipped };
}

export function writeProgress(storage: ProgressStorage | null, progress: Progress): void {
  try {
    storage?.setItem(PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    // A full or refusing storage only loses the ticks.
  }
}

/** Progress with a lesson played to its end (stars kept at the best earned; order as the lessons'). */
export function withDone(
  progress: Progress,
  id: string,
  ids: readonly string[],
  stars?: number,
): Progress {
  const done = new Set([...progress.done, id]);
  const best = Math.max(progress.stars[id] ?? 0, isStars(stars) ? stars : 0);
  return {
    done: ids.filter((x) => done.has(x)),
    stars: best > 0 ? { ...progress.stars, [id]: best } : progress.stars,
    skipped: progress.skipped.filter((x) => x !== id),
  };
}

/** Progress with a lesson skipped (a lesson already done stays done). */
export function withSkipped(progress: Progress, id: string, ids: readonly string[]): Progress {
  if (progress.done.includes(id)) return progress;
  const skipped = new Set([...progress.skipped, id]);
  return { ...progress, skipped: ids.filter((x) => skipped.has(x)) };
}

/** What scenes use: read, mark, count. */
export interface ProgressStore {
  /** Lessons played to their end. */
  done(): readonly string[];
  isDone(id: string): boolean;
  /** Lessons skipped and not played since. */
  skipped(): readonly string[];
  /** The best stars earned in a lesson (1–3), 0 when none were counted. */
  stars(id: string): number;
  /** A lesson played to its end, with the stars earned (1–3). */
  finish(id: string, stars: number): void;
  /** Skip moves past a lesson without counting it as done. */
  skip(id: string): void;
  reset(): void;
  /** "3/13 done". */
  caption(): string;
}

export function createProgressStore(
  storage: ProgressStorage | null,
  ids: readonly string[],
): ProgressStore {
  let progress = readProgress(storage, ids);
  const save = (next: Progress): void => {
    progress = next;
    writeProgress(storage, progress);
  };
  return {
    done: () => progress.done,
    isDone: (id) => progress.done.includes(id),
    skipped: () => progress.skipped,
    stars: (id) =>
      Object.prototype.hasOwnProperty.call(progress.stars, id) ? (progress.stars[id] ?? 0) : 0,
    finish: (id, stars) => save(withDone(progress, id, ids, stars)),
    skip: (id) => save(withSkipped(progress, id, ids)),
    reset: () => save(EMPTY),
    caption: () =>
      progress.done.length === 0
        ? `${ids.length} short lessons`
        : `${progress.done.length}/${ids.length} done`,
  };
}
