/**
 * The session (`session.ts`: the machine, every game's engine, saves, practice) is a chunk of
 * its own, loaded when a game is started or continued, when a scene that plays opens, or while
 * the menu sits idle. Until then this stands in for it: the menu's Continue reads the summary
 * the save carries (`machine/savePeek.ts`), and nothing is running. Once loaded, every call
 * goes to the session itself.
 */
import { peekSave, SAVE_KEY } from './machine/savePeek';
import type { PracticeApi } from './practice/session';
import type { SaveStatus, SessionApi, StartResult } from './scenes/services';
import type { Session } from './session';

export interface LazySession extends SessionApi {
  /** Loads the session (once; a failed load may be asked for again). */
  load(): Promise<Session>;
  /** The session, once loaded. */
  loaded(): Session | null;
  /** Whether only the session can tell what the save is (no summary in it, or damaged). */
  needsLoad(): boolean;
  /** Resolves once the session has loaded (it does not ask for the load). */
  whenLoaded(): Promise<void>;
  /** Practice mode of the running game; null in a casual game or before the session loads. */
  practice(): PracticeApi | null;
}

export interface LazySessionDeps {
  readonly storage: { getItem(key: string): string | null };
  /** Why saving is off, once it is (the app storage's `problem`). */
  readonly storageProblem?: () => string | null;
  /** Imports the session's chunk and creates the session. */
  readonly create: () => Promise<Session>;
}

const NOT_YET: StartResult = {
  ok: false,
  message: 'The game is still loading. Try again in a moment.',
};

export function lazySession(deps: LazySessionDeps): LazySession {
  let session: Session | null = null;
  let pending: Promise<Session> | null = null;
  let loaded: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (loaded = resolve));

  const peek = () => {
    try {
      return peekSave(deps.storage.getItem(SAVE_KEY));
    } catch {
      return { kind: 'unknown' } as const;
    }
  };

  return {
    load: () =>
      (pending ??= deps.create().then(
        (s) => {
          session = s;
          loaded();
          return s;
        },
        (err: unknown) => {
          pending = null;
          throw err instanceof Error ? err : new Error(String(err));
        },
      )),
    loaded: () => session,
    whenLoaded: () => ready,
    needsLoad: () => session === null && peek().kind === 'unknown',
    saveStatus(): SaveStatus {
      if (session) return session.saveStatus();
      const glance = peek();
      if (glance.kind === 'ok' || glance.kind === 'finished') return glance;
      // A save only the session can read shows nothing until it has read it.
      return deps.storageProblem?.() ? { kind: 'off' } : { kind: 'none' };
    },
    start: (choice) => (session ? session.start(choice) : NOT_YET),
    resume: () => (session ? session.resume() : NOT_YET),
    active: () => session?.active() ?? false,
    table: () => session?.table() ?? null,
    practice: () => session?.practice() ?? null,
  };
}
