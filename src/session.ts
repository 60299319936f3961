/**
 * The running game, wired for the browser: the machine actor, its autosave to
 * the app storage (src/storage.ts), resuming a save, the player's preferences, and the read-only
 * `window.horseRace` view for tests and curious players. Imported by main.ts only.
 */
import { createActor, type Actor } from 'xstate';
import {
  allComputers,
  autosave,
  loadSave,
  familyFor,
  makeSettings,
  seedFromBytes,
  toGameRecord,
  withChooser,
  type Chooser,
  type GameContext,
  type GameMachine,
  type GameSnapshot,
  type SaveStorage,
  type SeedCode,
} from './machine/index';
import { SAVE_KEY } from './machine/save';
import { createPractice, type Advise, type PracticeApi } from './practice/session';
import type {
  NewGameChoice,
  Prefs,
  PrefsStore,
  SaveStatus,
  SessionApi,
  StartResult,
  TableApi,
} from './scenes/services';
import type { GameSummary } from './view/savedGame';
import { snapshotJson } from './machine/snapshotJson';

export interface SessionDeps {
  readonly storage: SaveStorage;
  readonly chooser: Chooser;
  readonly now: () => number;
  /** A fresh seed code for a new game (from crypto in the browser). */
  readonly randomSeed: () => SeedCode;
  readonly prefs: PrefsStore;
  /** Practice mode's advisor (a worker in the browser); in-thread when absent. */
  readonly advise?: Advise;
  /** Where errors that stop the actor are reported (the game is then offered again from its save). */
  readonly onError: (message: string) => void;
  /** Why saving is off, once it is (the app storage's `problem`). */
  readonly storageProblem?: () => string | null;
  /** Subscribes to keys another tab changes (the app storage's `onOutsideChange`). */
  readonly watchOutside?: (listener: (key: string | null) => void) => void;
  /** Tells the person something while they play (a toast). */
  readonly notify?: (message: string) => void;
  /** Every new snapshot of whichever game is running (the library, the screen-reader voice). */
  readonly onSnapshot?: (snapshot: GameSnapshot) => void;
}

export const OTHER_TAB =
  'A game was just saved in another tab or window. This tab has stopped saving so as ' +
  'not to overwrite it: reload this page to continue that game.';

export interface Session extends SessionApi {
  /** The visible game state as plain JSON (window.horseRace.snapshot). */
  snapshotJson(): unknown;
  /** The game record so far (window.horseRace.record). */
  recordJson(): unknown;
  /** Applies a changed speed preference to the running game. */
  applyPrefs(prefs: Prefs): void;
  /** Practice mode of the running game, or null in a casual game. */
  practice(): PracticeApi | null;
  /** Practice mode's saved options, whether or not a practice game is on. */
  practiceOptions(): PracticeApi;
}

/** The menu's view of a game: its name, whose score is whose, the hand, the winner. */
function summary(context: GameContext, practice: boolean): GameSummary {
  const { settings, game } = context;
  // Through the family: Mexican Train's totals and Texas 42's marks as well as the line's scores.
  const outcome = familyFor(settings).outcome(game);
  return {
    preset: settings.preset,
    players: settings.players,
    partners: settings.partners,
    watching: allComputers(settings),
    practice,
    hand: Math.max(1, context.hands.length),
    scores: outcome.scores.slice(),
    winner: outcome.over ? (outcome.winner ?? []).slice() : null,
  };
}

export function createSession(deps: SessionDeps): Session {
  let actor: Actor<GameMachine> | null = null;
  let stopSaving: (() => void) | null = null;
  let status: SaveStatus = { kind: 'none' };
  let saved: GameContext | null = null;
  const practice = createPractice({
    ...(deps.advise ? { advise: deps.advise } : {}),
    storage: deps.storage,
    snapshot: () => current(),
    send: (event) => actor?.send(event),
  });
  // Computer players wait for the person's claim by the machine's own guard (practice's drill).
  const machine = withChooser(deps.chooser);

  /** Reads the save (at start, and when another tab changes it while no game runs here). */
  const readSaved = (): void => {
    const loaded = loadSave(deps.storage, deps.now());
    saved = null;
    status = { kind: 'none' };
    if (loaded.kind === 'resumed') {
      saved = loaded.context;
      const practised = practice.stored(loaded.context.settings.seed) !== null;
      status = {
        kind: loaded.context.game.over ? 'finished' : 'ok',
        summary: summary(loaded.context, practised),
      };
    } else if (loaded.kind === 'unreadable') {
      status = { kind: 'unreadable', message: loaded.message, kept: loaded.keptAs !== null };
    }
  };
  readSaved();

  // Two tabs: when another one saves, this one stops saving (so as not to overwrite it) and says so.
  let yielded = false;
  deps.watchOutside?.((key) => {
    if (key !== SAVE_KEY && key !== null) return;
    // The menu's Continue now offers the newest save.
    readSaved();
    if (!actor || yielded) return;
    yielded = true;
    stopSaving?.();
    stopSaving = null;
    deps.notify?.(OTHER_TAB);
  });

  function run(input: Parameters<typeof createActor<GameMachine>>[1]): void {
    stopSaving?.();
    actor?.stop();
    yielded = false;
    const next = createActor(machine, input);
    next.subscribe({
      next: (snap) => practice.sync(snap),
      error: (err: unknown) => deps.onError(err instanceof Error ? err.message : String(err)),
    });
    if (deps.onSnapshot) next.subscribe({ next: deps.onSnapshot, error: () => undefined });
    actor = next;
    next.start();
    practice.sync(next.getSnapshot());
    const sub = autosave(next, deps.storage, deps.now, (c) => summary(c, practice.active()));
    stopSaving = () => sub.unsubscribe();
  }

  function current(): GameSnapshot | null {
    return actor ? actor.getSnapshot() : null;
  }

  const table: TableApi = {
    snapshot: () => (actor as Actor<GameMachine>).getSnapshot(),
    subscribe: (listener) => {
      const sub = (actor as Actor<GameMachine>).subscribe({
        next: listener,
        error: () => undefined,
      });
      return () => sub.unsubscribe();
    },
    send: (event) => actor?.send(event),
  };

  return {
    // The running game, while this tab keeps it: in progress (Continue goes back to it) or
    // over. Once another tab has saved over it, the newest save is offered instead.
    saveStatus: () => {
      const snap = current();
      if (snap && !yielded) {
        const game = summary(snap.context, practice.active());
        return { kind: game.winner ? 'finished' : 'ok', summary: game };
      }
      return status.kind === 'none' && deps.storageProblem?.() ? { kind: 'off' } : status;
    },
    start(choice: NewGameChoice): StartResult {
      const players = choice.players;
      const watch = choice.watch ?? false;
      // Seat 0 is the person; `people` adds the other seats played at this device.
      const person = (s: number): boolean =>
        !watch && (s === 0 || (choice.people ?? []).includes(s));
      const seats = Array.from({ length: players }, (_, s) =>
        person(s) ? { kind: 'human' } : { kind: 'computer', level: choice.level },
      );
      const passAndPlay = seats.filter((s) => s.kind === 'human').length > 1;
      const result = makeSettings(
        {
          preset: choice.preset,
          ...(choice.set === undefined ? {} : { maxPip: choice.set }),
          players,
          partners: choice.partners,
          seats,
          ...(Number.isFinite(choice.target) ? { target: choice.target } : {}),
          ...(choice.options ? { options: choice.options } : {}),
          seed: choice.seed ?? deps.randomSeed(),
          speed: deps.prefs.get().speed,
        },
        deps.randomSeed(),
      );
      if (!result.ok) return { ok: false, message: result.message };
      // Practice mode is one person's drill: a pass-and-play game is a casual one.
      const drill = choice.practice && !watch && !passAndPlay ? practice.initial() : null;
      const autoDraw = deps.prefs.get().autoDraw;
      run({ input: { settings: result.settings, autoContinue: watch, autoDraw, practice: drill } });
      saved = null;
      status = { kind: 'none' };
      return { ok: true };
    },
    resume(): StartResult {
      const running = current();
      if (running && !yielded && !running.context.game.over) return { ok: true };
      if (!saved || saved.game.over)
        return { ok: false, message: 'There is no saved game to continue.' };
      const answers = practice.stored(saved.settings.seed);
      const calls = practice.storedCalls(saved.settings.seed);
      run({
        input: {
          resume: saved,
          autoDraw: deps.prefs.get().autoDraw,
          practice: answers ? practice.initial(answers, calls) : null,
        },
      });
      const speed = deps.prefs.get().speed;
      if (saved.settings.speed !== speed) actor?.send({ type: 'SET_SPEED', speed });
      saved = null;
      status = { kind: 'none' };
      return { ok: true };
    },
    active: () => actor !== null,
    practice: () => (practice.active() ? practice : null),
    practiceOptions: () => practice,
    table: () => (actor ? table : null),
    applyPrefs(prefs: Prefs): void {
      const snap = current();
      if (snap && snap.context.settings.speed !== prefs.speed)
        actor?.send({ type: 'SET_SPEED', speed: prefs.speed });
      if (snap && (snap.context.autoDraw ?? false) !== prefs.autoDraw)
        actor?.send({ type: 'SET_AUTO_DRAW', on: prefs.autoDraw });
    },
    snapshotJson(): unknown {
      const snap = current();
      return snap ? snapshotJson(snap) : null;
    },
    recordJson(): unknown {
      const snap = current();
      return snap ? toGameRecord(snap.context.settings, snap.context.hands) : null;
    },
  };
}

/** A fresh deal code from the browser's crypto generator (a new game with no code given). */
export function randomSeed(): SeedCode {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return seedFromBytes(bytes);
}
