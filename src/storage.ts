/**
 * The one route to the browser's storage, handed to everything that keeps something (the
 * save, preferences, sound, tutorial progress, practice, the new-game form). It never
 * throws: reads give what the browser can give, a write the browser refuses (storage full
 * or turned off) is kept in memory for this visit, and the first failure is reported once,
 * so the person is told that saving is off and play goes on. Changes made by another tab
 * (the `storage` event) are passed on to whoever listens. Imported by main.ts only.
 */

/** The part of the Web Storage API the game uses; `localStorage` in the browser. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface AppStorage extends KeyValueStorage {
  /** Never throws: true when the browser kept the value, false when only this visit has it. */
  setItem(key: string, value: string): boolean;
  /** Whether writes reach the browser's storage (false after a refused write, or with none). */
  saving(): boolean;
  /** The sentence for people about saving being off, once there is one. */
  problem(): string | null;
  /** Calls `listener` once, when saving first fails (at once if it already has). */
  onProblem(listener: (message: string) => void): void;
  /** Calls `listener` with the key another tab changed (null: it cleared everything). */
  onOutsideChange(listener: (key: string | null) => void): () => void;
}

export interface AppStorageDeps {
  /** The browser's storage, or null where there is none or it cannot be touched. */
  readonly backend: KeyValueStorage | null;
  /** Subscribes to other tabs' changes (the window's `storage` event); returns nothing. */
  readonly listen?: (handler: (key: string | null) => void) => void;
}

export const SAVING_OFF =
  'This browser is not letting the game save (its storage is full or turned off). ' +
  'You can keep playing, but moves from now on are not saved.';

export const NO_STORAGE =
  'This browser is not letting the game keep anything (storage is turned off). ' +
  'You can play, but nothing will be kept when the page closes.';

export function createAppStorage(deps: AppStorageDeps): AppStorage {
  const { backend } = deps;
  /** What this visit wrote that the browser refused: a value, or null for a removal. */
  const overlay = new Map<string, string | null>();
  let message: string | null = backend ? null : NO_STORAGE;
  const problemListeners: ((message: string) => void)[] = [];
  const outside = new Set<(key: string | null) => void>();

  const failed = (): void => {
    if (message !== null) return;
    message = SAVING_OFF;
    const told = problemListeners.splice(0);
    for (const l of told) l(SAVING_OFF);
  };

  deps.listen?.((key) => {
    if (key === null) overlay.clear();
    else overlay.delete(key);
    for (const l of [...outside]) l(key);
  });

  return {
    getItem(key) {
      if (overlay.has(key)) return overlay.get(key) ?? null;
      if (!backend) return null;
      try {
        return backend.getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        if (!backend) throw new Error('no storage');
        backend.setItem(key, value);
        overlay.delete(key);
        return true;
      } catch {
        overlay.set(key, value);
        failed();
        return false;
      }
    },
    removeItem(key) {
      try {
        if (!backend) throw new Error('no storage');
        backend.removeItem(key);
        overlay.delete(key);
      } catch {
        overlay.set(key, null);
        failed();
      }
    },
    saving: () => backend !== null && message === null,
    problem: () => message,
    onProblem(listener) {
      if (message !== null) listener(message);
      else problemListeners.push(listener);
    },
    onOutsideChange(listener) {
      outside.add(listener);
      return () => outside.delete(listener);
    },
  };
}

/**
 * The browser's `localStorage`, or null where there is none or touching it throws (some
 * browsers throw on the property access itself when storage is blocked). No test write:
 * a full storage can still be read.
 */
export function browserLocalStorage(): KeyValueStorage | null {
  try {
    return (globalThis as { localStorage?: KeyValueStorage }).localStorage ?? null;
  } catch {
    return null;
  }
}
