/**
 * What scenes are handed by main.ts (constructor injection; no globals):
 * the game session, sound, and the player's preferences. Types only here.
 */
import type * as Phaser from 'phaser';
import type { LibraryApi } from '../archive/library';
import type { GameEvent } from '../machine/gameMachine';
import type { GameSnapshot } from '../machine/selectors';
import type { Speed } from '../machine/settings';
import type { Advise, PracticeApi, PracticeOptions } from '../practice/session';
import type { TileFaces } from '../view/pips';
import type { GameSummary } from '../view/savedGame';
import type { SoundName } from '../view/soundNames';
import type { StartupTask } from './startupTasks';

export type { SoundName } from '../view/soundNames';

export interface SoundApi {
  play(name: SoundName): void;
  setMuted(muted: boolean): void;
  isMuted(): boolean;
  setVolume(volume: number): void;
  volume(): number;
}

/** The player's preferences, saved in the browser. */
export interface Prefs {
  /** Pace of the computer players and of the animations. */
  readonly speed: Speed;
  /** Short, calm animations. */
  readonly reducedMotion: boolean;
  /** Light hints in casual play: each open point shows the total a play there would leave. */
  readonly hints: boolean;
  /** Seat and peg colours: the table's own, or a palette told apart with colour blindness. */
  readonly palette: Palette;
  /** Draw for the person, tile by tile, when drawing is all they can do (default off). */
  readonly autoDraw: boolean;
  /** The person's name on the table ("" for "You"); checked by `cleanPlayerName`. */
  readonly playerName: string;
  /**
   * How tile faces show their numbers: numerals on sets above double-six (`auto`, the
   * default), black pips, or pips coloured by number (`TileFaces` in view/pips.ts).
   */
  readonly faces: TileFaces;
  /**
   * The hand arranged the family's way (Mexican Train's Plan my train): kept on through a
   * reload and into the next game until the person sorts it by number again.
   */
  readonly arranged?: boolean;
}

export type Palette = 'standard' | 'colour-blind';

export interface PrefsStore {
  get(): Prefs;
  set(patch: Partial<Prefs>): void;
}

/** The menu's choices for a new game. */
export interface NewGameChoice {
  readonly preset: string;
  readonly players: number;
  readonly partners: boolean;
  /** The computer players' level. */
  readonly level: 'easy' | 'medium' | 'hard';
  readonly target: number;
  /** The set by its highest pip (9: double-nine, 12: double-twelve); double-six when absent. */
  readonly set?: number;
  /** A seed code to replay a shared deal; a fresh one when absent. */
  readonly seed?: string;
  /** Every seat a computer player, hands following one another: watch them play. */
  readonly watch?: boolean;
  /** Practice mode: hints that teach, the tile tracker, undo, the counting drill, reviews. */
  readonly practice?: boolean;
  /** Pass-and-play: the other seats (1–3) played by people at this device. */
  readonly people?: readonly number[];
  /** The rules' options by the record's keys (Mexican Train's `rounds`). */
  readonly options?: Readonly<Record<string, unknown>>;
}

export type StartResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

/**
 * The game the menu can offer to continue: one in progress (running, or saved and found at
 * start-up), one just finished (nothing to continue, but the menu says how it ended), none,
 * or a save that could not be read.
 */
export type SaveStatus =
  | { readonly kind: 'none' }
  /** No save to offer, and the browser is not letting the game save. */
  | { readonly kind: 'off' }
  | { readonly kind: 'ok'; readonly summary: GameSummary }
  | { readonly kind: 'finished'; readonly summary: GameSummary }
  | {
      readonly kind: 'unreadable';
      /** Why, in a short sentence (at most a short excerpt of the bad value). */
      readonly message: string;
      /** Whether a copy of it is kept in this browser (else it is left where it was). */
      readonly kept: boolean;
    };

/** The running game, as scenes see it. */
export interface SessionApi {
  saveStatus(): SaveStatus;
  /** Starts a new game with these choices (and saves it). */
  start(choice: NewGameChoice): StartResult;
  /** Resumes the saved game exactly where it was, or goes back to the one running. */
  resume(): StartResult;
  /** Whether a game is loaded (started or resumed). */
  active(): boolean;
  /** The running game for the table, or null before one is started or resumed. */
  table(): TableApi | null;
  /** Practice mode of the running game; null (or absent) in a casual game. */
  practice?(): PracticeApi | null;
  /**
   * Resolves once the running game's code has loaded (the menu shows before it, from the
   * save's summary): the menu then reads the save again, as the full reading tells it.
   */
  whenLoaded?(): Promise<void>;
}

/** What the table scene needs of the running game: watch snapshots and send events. */
export interface TableApi {
  snapshot(): GameSnapshot;
  /** Calls `listener` on every new snapshot (not the current one); returns the unsubscribe. */
  subscribe(listener: (snapshot: GameSnapshot) => void): () => void;
  send(event: GameEvent): void;
}

/** One start-up job that the Preload scene runs under its progress bar (textures, sounds, a save). */
/** A start-up task run under Preload's progress bar (see startupTasks.ts). */
export type PreloadTask = StartupTask<Phaser.Scene>;

/** Something start-up leaves for the menu to tell or ask, once (a link's problem, say). */
export interface MenuNotice {
  readonly title: string;
  readonly message: string;
  /** The answers; one OK when absent. `run` returns the scene to open, or null to stay. */
  readonly choices?: readonly {
    readonly label: string;
    readonly primary?: boolean;
    /** Escape chooses this one. */
    readonly cancel?: boolean;
    /** It may open the table: the table's scene is loaded before `run`. */
    readonly opensTable?: boolean;
    run(): string | null;
  }[];
}

export interface Services {
  readonly session: SessionApi;
  readonly sound: SoundApi;
  readonly prefs: PrefsStore;
  /** Practice mode's settings (hint level, count it yourself, open hands), saved. */
  readonly practiceOptions?: {
    get(): PracticeOptions;
    set(patch: Partial<PracticeOptions>): void;
  };
  /** The advisor's search (a worker in the browser): the guided hand's debrief asks it. */
  readonly advise?: Advise;
  /** Loads the tutorial's lesson list ('Lessons') on first use; they are a chunk of their own. */
  readonly loadTutorial?: () => Promise<void>;
  /** Loads the daily puzzle's scene ('Puzzle') on first use; it is a chunk of its own. */
  readonly loadPuzzle?: () => Promise<void>;
  /** Loads the How to play scene ('Help') on first use; it is a chunk of its own. */
  readonly loadHelp?: () => Promise<void>;
  /** Loads practice's hand review ('PracticeReview') on first use; a chunk of its own. */
  readonly loadReview?: () => Promise<void>;
  /** Loads the Settings scene on first use; a chunk of its own. */
  readonly loadSettings?: () => Promise<void>;
  /** Loads the New game form ('NewGame') on first use; a chunk of its own. */
  readonly loadNewGame?: () => Promise<void>;
  /** Loads the table's scene ('FamilyTable') on first use; a chunk of its own (`whenTable`). */
  readonly loadTable?: () => Promise<void>;
  /** Start-up tasks, run in order by the Preload scene before the menu. */
  readonly preload?: readonly PreloadTask[];
  /**
   * Work worth doing ahead while the person reads the menu (fetching the tutorial,
   * drawing the tiles): the menu calls it once it has been up a moment.
   */
  readonly menuIdle?: () => void;
  /** The next notice for the menu, taken once; null when there is none. */
  readonly menuNotice?: () => MenuNotice | null;
  /** The one storage route (`src/storage.ts`): scenes that remember choices use it. */
  readonly storage?: {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
  };
  /** The game library (History and Statistics); absent in tests that need none. */
  readonly library?: LibraryApi;
  /** Loads the History and Statistics scenes on first use; they are a chunk of their own. */
  readonly loadLibrary?: () => Promise<void>;
  /** Says a sentence through the screen-reader voice's live region (the table's words). */
  readonly say?: (text: string) => void;
  /** A new version of the app waiting (service worker): the menu offers it, never a hand. */
  readonly update?: AppUpdateApi;
}

/** A waiting new version of the app, as the menu sees it. */
export interface AppUpdateApi {
  available(): boolean;
  /** Calls `listener` when `available` changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Switches to the new version (the page reloads). */
  apply(): void;
}
