/**
 * Saved tutorial progress: which lessons are done, in one storage key
 * (`horseRace.tutorial`, `{ "done": [ids] }`). Storage is injected; a value
 * that is not JSON, not the right shape, or names unknown lessons is tolerated
 * (unknown ids are dropped), and storage that throws never stops the tutorial.
 */
import { field } from '../engine/quote';

export const PROGRESS_KEY = 'horseRace.tutorial';

export interface ProgressStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface Progress {
  /** Lesson ids completed (or skipped), in lesson order. */
  readonly done: readonly string[];
}

/** Reads progress; anything unreadable counts as nothing done. */
export function readProgress(storage: ProgressStorage | null, ids: readonly string[]): Progress {
  let raw: string | null;
  try {
    raw = storage?.getItem(PROGRESS_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === null) return { done: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { done: [] };
  }
  // An own "done" only: a name inherited from Object.prototype is never read.
  const list = field(parsed, 'done');
  if (!Array.isArray(list)) return { done: [] };
  const known = new Set(list.filter((v): v is string => typeof v === 'string'));
  return { done: ids.filter((id) => known.has(id)) };
}

export function writeProgress(storage: ProgressStorage | null, progress: Progress): void {
  try {
    storage?.setItem(PROGRESS_KEY, JSON.stringify({ done: progress.done }));
  } catch {
    // A full or refusing storage only loses the ticks.
  }
}

/** Progress with one more lesson done (order kept as the lessons'). */
export function withDone(progress: Progress, id: string, ids: readonly string[]): Progress {
  const done = new Set([...progress.done, id]);
  return { done: ids.filter((x) => done.has(x)) };
}

/** What scenes use: read, mark, count. */
export interface ProgressStore {
  done(): readonly string[];
  isDone(id: string): boolean;
  markDone(id: string): void;
  reset(): void;
  /** "3/13 done". */
  caption(): string;
}

export function createProgressStore(
  storage: ProgressStorage | null,
  ids: readonly string[],
): ProgressStore {
  let progress = readProgress(storage, ids);
  return {
    done: () => progress.done,
    isDone: (id) => progress.done.includes(id),
    markDone: (id) => {
      progress = withDone(progress, id, ids);
      writeProgress(storage, progress);
    },
    reset: () => {
      progress = { done: [] };
      writeProgress(storage, progress);
    },
    caption: () =>
      progress.done.length === 0
        ? `${ids.length} short lessons`
        : `${progress.done.length}/${ids.length} done`,
  };
}
