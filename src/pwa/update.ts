/**
 * Whether a new version of the app is waiting, and how to switch to it. The service worker
 * (register.ts) reports a waiting version here; only the menu shows it (`Services.update`),
 * so the prompt never comes up during a hand. Pure state, tested in Node.
 */
export interface AppUpdate {
  /** A new version is installed and waiting for the player's go-ahead. */
  available(): boolean;
  /** Works offline: every file of this version is in the browser's cache. */
  worksOffline(): boolean;
  /** Calls `listener` whenever `available` or `worksOffline` changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Switches to the waiting version (the page reloads); nothing when none is waiting. */
  apply(): void;
}

/** What the service worker's registration tells the app (register.ts feeds it). */
export interface UpdateFeed {
  needRefresh(apply: () => Promise<void>): void;
  offlineReady(): void;
}

export function createAppUpdate(): AppUpdate & UpdateFeed {
  let waiting: (() => Promise<void>) | null = null;
  let offline = false;
  const listeners = new Set<() => void>();
  const changed = (): void => {
    for (const l of [...listeners]) l();
  };
  return {
    available: () => waiting !== null,
    worksOffline: () => offline,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    apply() {
      const go = waiting;
      if (!go) return;
      go().catch(() => window.location.reload());
    },
    needRefresh(apply) {
      waiting = apply;
      changed();
    },
    offlineReady() {
      if (offline) return;
      offline = true;
      changed();
    },
  };
}
