/**
 * The only module that wires the layers together: the one storage route, the session
 * (machine, saves, computer players in a Web Worker), sound, preferences, and the Phaser
 * scenes. A link like ?preset=horse-race&players=3&seed=ABC123&speed=fast starts that
 * game directly (src/link.ts reads it).
 */
import * as Phaser from 'phaser';
import { createSoundPlayer } from './audio/sound';
import { SOUND_URLS } from './audio/soundUrls';
import { gameConfig } from './config';
import { excerpt } from './engine/quote';
import { linkMessage, readLink, withoutLink } from './link';
import { BootScene } from './scenes/BootScene';
import type { LessonsHotspots, LessonsScene } from './scenes/LessonsScene';
import { MenuScene } from './scenes/MenuScene';
import { PreloadScene } from './scenes/PreloadScene';
import type { MenuNotice, Services } from './scenes/services';
import type { PracticeHotspots, TableHotspots, TableScene } from './scenes/TableScene';
import type { FamilyHotspots, FamilyTableScene } from './scenes/FamilyTableScene';
import type { ReplayHotspots, ReplayScene } from './scenes/ReplayScene';
import type { OnlineTableScene as OnlineTable } from './scenes/OnlineTableScene';
import type { TutorialHotspots, TutorialScene } from './scenes/TutorialScene';
import type { PuzzleHotspots, PuzzleScene } from './scenes/PuzzleScene';
import type { Control } from './a11y/controls';
import { createLazyLibrary } from './archive/lazy';
import { createAppUpdate } from './pwa/update';
import { showToast } from './scenes/toast';
import { onlineAtStart } from './scenes/onlineStart';
import { createPrefs, createSession, randomSeed } from './session';
import { browserLocalStorage, createAppStorage } from './storage';
import { COURSE_ID_LIST } from './tutorial/lessonIds';
import { createProgressStore } from './tutorial/progress';
import { collectBoxes, type Box } from './view/boxes';
import { focusedButtons, visibleTexts } from './view/visible';
import { hiDpiScale, installHiDpi } from './view/hiDpi';
import { patchPhaser } from './view/phaserPatches';
import { setEnds } from './view/pips';
import { inProgressCaption } from './view/savedGame';
import type { TableView } from './view/tableView';
import { setSidePalette } from './view/theme';
import { importAgain, scenesOnDemand } from './scenes/onDemand';
import { Button, DIALOG_DEPTH, isMirrored } from './view/ui';
import { createCommonTileTextures, setTileFaces, tileTexture } from './view/tileArt';
import { createWorkerAdvisor } from './workers/advisorClient';
import { createWorkerChooser } from './workers/aiClient';

declare global {
  interface Window {
    /** Read-only views of the game, for tests and curious players. Nothing here changes the game. */
    horseRace?: {
      snapshot(): unknown;
      record(): unknown;
      /** The library's games as exported (records with their `meta`), newest last. */
      archive(): Promise<unknown[]>;
      /** The visible elements in CSS pixels (src/view/boxes.ts): for checking layouts. */
      boxes(): Box[];
    };
    /** Browser tests only (?e2e=1): where to click, and what the screen says. Read-only too. */
    horseRaceTest?: {
      scenes(): string[];
      texts(): string[];
      hotspots(): TableHotspots | null;
      /** Milliseconds each frame spent in Phaser's step and render, oldest first (bench:ui). */
      frames(): number[];
      /** Practice mode as drawn (badges, best move, tracker, claims); null in a casual game. */
      practice(): PracticeHotspots | null;
      family(): FamilyHotspots | null;
      /** The tutorial's lesson list or lesson, whichever is showing. */
      tutorial(): LessonsHotspots | TutorialHotspots | null;
      /** The replay viewer as drawn, when it is showing. */
      replay(): ReplayHotspots | null;
      /** The daily puzzle, while it is showing. */
      puzzle(): PuzzleHotspots | null;
      /** The labels of the buttons (and names of the pickers) the focus ring is on, in the running scenes. */
      focused(): string[];
    };
  }
}

/**
 * The tile faces not drawn yet, a few every 20 ms, so that no deal or play draws several at
 * once and nothing stalls on a slow phone. Starts when the menu sits idle, or a few seconds
 * after start-up whatever is showing (a linked game goes straight to the table); once.
 */
let carving = false;
function carveFaces(): void {
  if (carving) return;
  if (!game.isBooted) {
    window.setTimeout(carveFaces, 500);
    return;
  }
  carving = true;
  const faces = setEnds(6);
  let next = 0;
  const carve = (): void => {
    for (const stop = next + 3; next < stop && next < faces.length; next++) {
      tileTexture(game.textures, faces[next] ?? null);
    }
    if (next < faces.length) window.setTimeout(carve, 20);
  };
  carve();
}
window.setTimeout(carveFaces, 3000);

// ---- The game library (src/archive, docs/storage.md) ------------------------------------
// Every finished game is kept in IndexedDB as it ends (the session's onSnapshot, below);
// storage full or missing is said once (a toast) and never stops play.
const library = createLazyLibrary((m) => tell(m));

// ---- The screen-reader voice (src/a11y, docs/accessibility.md) --------------------------
// A live region beside the canvas speaks each step the game's table shows (the table scene
// hands it each view); with the DOM buttons it is a chunk of its own, loaded as the page
// starts but not waited for.
let speak: (view: TableView) => void = () => undefined;
let lastView: TableView | null = null;
let say: (text: string) => void = () => undefined;

/** Tells the person something on whatever scene is up once start-up is over (a toast). */
function tell(message: string): void {
  const scene = game.isBooted
    ? game.scene
        .getScenes(true)
        .filter((sc) => sc.scene.key !== 'Boot' && sc.scene.key !== 'Preload')
        .pop()
    : undefined;
  if (scene) showToast(scene, message, { tone: 'error', duration: 7000 });
  else window.setTimeout(() => tell(message), 300);
}

// The one route to storage: everything that keeps something goes through it.
const storage = createAppStorage({
  backend: browserLocalStorage(),
  listen: (handler) => window.addEventListener('storage', (e) => handler(e.key)),
});
storage.onProblem(tell);
const sound = createSoundPlayer({ urls: SOUND_URLS, storage });
let applyPrefs: (p: ReturnType<typeof prefs.get>) => void = () => undefined;
// Reduced motion follows the system's setting until the person chooses (Settings).
const prefs = createPrefs(storage, (p) => applyPrefs(p), {
  reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
});
setSidePalette(prefs.get().palette);
setTileFaces(prefs.get().faces);
// Practice mode's advisor (best move, review) and the tutorial's debrief search in a worker.
const advise = createWorkerAdvisor();
const session = createSession({
  storage,
  // Computer players think in a Web Worker, so the table never stutters.
  chooser: createWorkerChooser(),
  advise,
  now: () => Date.now(),
  randomSeed,
  prefs,
  onError: (message) => console.warn(`The game stopped: ${message}`),
  storageProblem: () => storage.problem(),
  watchOutside: (listener) => void storage.onOutsideChange(listener),
  notify: tell,
  onSnapshot: (snap) => {
    library.keep(snap.context, session.practice() !== null);
  },
});
applyPrefs = (p) => {
  session.applyPrefs(p);
  setSidePalette(p.palette);
  setTileFaces(p.faces);
};

// ---- Offline and updates (src/pwa, docs/offline.md) ------------------------------------
// The service worker is registered after start-up, from a chunk of its own, so installing it
// (and precaching the build) never slows the first screen. A new version waits for the menu.
const appUpdate = createAppUpdate();
let offlineRegistered = false;
function registerOffline(): void {
  if (offlineRegistered) return;
  offlineRegistered = true;
  void import('./pwa/register').then(
    (m) => m.registerServiceWorker(appUpdate),
    () => (offlineRegistered = false),
  );
}
window.setTimeout(registerOffline, 4000);

const link = readLink(window.location.search);
const notices: MenuNotice[] = [];

/** Takes the link out of the address: a reload now resumes the game instead of dealing it again. */
function forgetLink(): void {
  window.history.replaceState(window.history.state, '', withoutLink(window.location.href));
}

/** Starts the linked game; false (and the person told why) if it cannot start. */
function startLink(): boolean {
  if (link.kind !== 'game') return false;
  forgetLink();
  if (link.speed) prefs.set({ speed: link.speed });
  const started = session.start(link.choice);
  if (!started.ok) {
    tell(`The game the link asks for could not start: ${excerpt(started.message, 160)}`);
    return false;
  }
  if (link.problems.length > 0) tell(linkMessage(link.problems));
  return true;
}

/** The link's start-up task: start its game, or leave the menu something to say or ask. */
function openLink(goTo: (scene: string) => void): Promise<void> | undefined {
  if (link.kind === 'none' && onlineAtStart(window.location.search))
    return loadNewGame().then(() => goTo('Online'));
  if (link.kind === 'none') return;
  if (link.kind === 'menu') {
    forgetLink();
    notices.push({ title: 'That link', message: linkMessage(link.problems) });
    return;
  }
  const status = session.saveStatus();
  if (status.kind === 'ok') {
    // A saved game in progress is never replaced without asking.
    notices.push({
      title: 'Your saved game',
      message:
        `You have a game in progress (${inProgressCaption(status.summary)}). The link starts a different game, ` +
        'which would replace it. Keep your game, or play the link?',
      choices: [
        { label: 'Keep my game', primary: true, cancel: true, run: () => (forgetLink(), null) },
        { label: 'Play the link', opensTable: true, run: () => (startLink() ? 'Table' : null) },
      ],
    });
    return;
  }
  // The table's chunk is on its way (asked for as the page starts, below).
  return loadTable().then(() => {
    if (startLink()) goTo('Table');
  });
}

const services: Services = {
  session,
  sound,
  prefs,
  storage,
  menuNotice: () => notices.shift() ?? null,
  advise,
  loadTutorial: () => loadTutorial(),
  loadHelp: () => loadHelp(),
  loadReview: () => loadReview(),
  loadSettings: () => loadSettings(),
  loadNewGame: () => loadNewGame(),
  loadTable: () => loadTable(),
  loadPuzzle: () => loadPuzzle(),
  menuIdle: () => {
    sound.load();
    void loadTable().catch(() => undefined);
    void loadTutorial().catch(() => undefined);
    void loadHelp().catch(() => undefined);
    void loadReview().catch(() => undefined);
    void loadSettings().catch(() => undefined);
    void loadNewGame().catch(() => undefined);
    carveFaces();
    registerOffline();
  },
  update: appUpdate,
  library,
  loadLibrary: () => loadLibrary(),
  say: (text) => say(text),
  speak: (view) => {
    lastView = view;
    speak(view);
  },
  practiceOptions: {
    get: () => session.practiceOptions().options(),
    set: (patch) => session.practiceOptions().setOptions(patch),
  },
  preload: [
    { label: 'Carving the tiles', run: (scene) => createCommonTileTextures(scene.textures) },
    {
      label: link.kind === 'none' ? 'Finding your saved game' : 'Setting up the shared deal',
      run: (_scene, goTo) => openLink(goTo),
    },
  ],
};

window.horseRace = {
  snapshot: () => session.snapshotJson(),
  record: () => session.recordJson(),
  archive: () => library.records(),
  boxes: () => (game.isBooted ? collectBoxes(game) : []),
};

const tutorialProgress = createProgressStore(storage, COURSE_ID_LIST);
const hiDpi = hiDpiScale();
const game = new Phaser.Game({
  ...gameConfig,
  width: hiDpi.width,
  height: hiDpi.height,
  scale: hiDpi,
  scene: [new BootScene(), new PreloadScene(services), new MenuScene(services, tutorialProgress)],
});

installHiDpi(game);
game.events.once(Phaser.Core.Events.READY, () => patchPhaser(game));

const onDemand = scenesOnDemand((scene) => game.scene.add(scene.sys.settings.key, scene, false));

// The tables load when a game is first started or continued, or the menu sits idle (a link: at once).
const loadTable = onDemand(async () => {
  const m = await importAgain(() => import('./scenes/playTables'));
  return [new m.TableScene(services), new m.FamilyTableScene(services, tutorialProgress)];
});
if (link.kind === 'game') void loadTable().catch(() => undefined);

// The tutorial's scenes and lessons load when first opened (or while the menu sits idle).
// So does the replay viewer, which draws the same table (one chunk: src/scenes/onDemandTables.ts).
const loadTutorial = onDemand(async () => {
  const m = await importAgain(() => import('./scenes/onDemandTables'));
  return [
    new m.LessonsScene(services, tutorialProgress),
    new m.TutorialScene(services, tutorialProgress),
    new m.ReplayScene(services),
  ];
});

// The daily puzzle loads when first opened (its search comes with it, or runs in the worker).
const loadPuzzle = onDemand(async () => [
  new (await importAgain(() => import('./scenes/PuzzleScene'))).PuzzleScene(services),
]);

// How to play, the New game form, Settings and practice's review: each loads when first
// opened (or while the menu sits idle).
const loadHelp = onDemand(async () => [
  new (await importAgain(() => import('./scenes/HelpScene'))).HelpScene(services),
]);
const loadNewGame = onDemand(async () => {
  const m = await importAgain(() => import('./scenes/onDemandForms'));
  return [new m.NewGameScene(services), new m.OnlineScene(services)];
});
const loadSettings = onDemand(async () => [
  new (await importAgain(() => import('./scenes/SettingsScene'))).SettingsScene(services),
]);
const loadReview = onDemand(async () => [
  new (await importAgain(() => import('./scenes/practiceReview'))).PracticeReviewScene(),
]);

// ---- The canvas's buttons as DOM buttons, for assistive technology (src/a11y) -----------
/**
 * The buttons and pickers of the running scenes, front to back; while a dialog is open, only
 * its own (the rest of the scene is behind it and takes no input).
 */
function canvasControls(): Control[] {
  const out: Control[] = [];
  for (const scene of game.scene.getScenes(true)) {
    // A dialog is a container (not a button) at dialog depth holding buttons; a toast above
    // it holds none. While one is open, only it and the buttons drawn above it take input.
    const hasButton = (o: Phaser.GameObjects.GameObject): boolean =>
      o instanceof Button || (o instanceof Phaser.GameObjects.Container && o.list.some(hasButton));
    const dialogs = scene.children.list.filter(
      (o): o is Phaser.GameObjects.Container =>
        o instanceof Phaser.GameObjects.Container &&
        !(o instanceof Button) &&
        o.depth >= DIALOG_DEPTH &&
        o.visible &&
        hasButton(o),
    );
    const top = dialogs.reduce<Phaser.GameObjects.Container | null>(
      (best, d) => (best === null || d.depth >= best.depth ? d : best),
      null,
    );
    const roots = top
      ? scene.children.list.filter((o) => o === top || (o instanceof Button && o.depth > top.depth))
      : scene.children.list;
    const walk = (objects: readonly Phaser.GameObjects.GameObject[]): void => {
      for (const o of objects) {
        const shown = o as unknown as { visible?: boolean; alpha?: number };
        if (shown.visible === false || shown.alpha === 0) continue;
        // Buttons, pickers and the scenes' own rows say how they are mirrored.
        if (isMirrored(o)) out.push(...o.mirror());
        else if (o instanceof Phaser.GameObjects.Container) walk(o.list);
      }
    };
    walk(roots);
  }
  return out;
}
void import('./a11y/index').then(
  (a11y) => {
    const region = a11y.createLiveRegion(document);
    speak = a11y.createVoice((text) => region.say(text));
    say = (text) => region.say(text);
    // A game already at the table (a linked one) is spoken from its start.
    if (lastView && session.table()) speak(lastView);
    const panel = a11y.createControlsPanel(document, canvasControls);
    window.setInterval(() => {
      if (game.isBooted) panel.refresh();
    }, 250);
  },
  () => console.warn('The screen-reader voice could not be loaded.'),
);

// History and Statistics load when first opened, in a chunk of their own.
const loadLibrary = onDemand(async () => {
  const [h, st] = await Promise.all([
    import('./scenes/HistoryScene'),
    import('./scenes/StatsScene'),
  ]);
  return [new h.HistoryScene(services), new st.StatsScene(services)];
});

if (new URLSearchParams(window.location.search).has('e2e')) {
  // The last frame costs in a ring buffer set aside once, outside the JS heap (bench:ui's heap).
  void import('./scenes/onlineHook').then((m) => m.installOnlineHook(game, services));
  const FRAME_SAMPLES = 20_000;
  const frameMs = new Float64Array(FRAME_SAMPLES);
  let framesSeen = 0;
  let stepStart = 0;
  game.events.on(Phaser.Core.Events.PRE_STEP, () => {
    stepStart = performance.now();
  });
  game.events.on(Phaser.Core.Events.POST_RENDER, () => {
    if (stepStart === 0) return;
    frameMs[framesSeen % FRAME_SAMPLES] = performance.now() - stepStart;
    framesSeen++;
  });
  const frames = (): number[] => {
    const n = Math.min(framesSeen, FRAME_SAMPLES);
    const out: number[] = [];
    for (let i = framesSeen - n; i < framesSeen; i++) out.push(frameMs[i % FRAME_SAMPLES] ?? 0);
    return out;
  };
  /** The scene `key` while it is showing (scenes that load on demand may not be there yet). */
  const showing = <S extends Phaser.Scene>(key: string): S | null => {
    const scene = game.scene.keys[key] as S | undefined;
    return scene?.scene.isActive() ? scene : null;
  };
  window.horseRaceTest = {
    frames,
    scenes: () => game.scene.getScenes(true).map((s) => s.scene.key),
    texts: () => visibleTexts(game),
    focused: () => focusedButtons(game),
    hotspots: () =>
      (showing<TableScene>('Table') ?? showing<OnlineTable>('OnlineTable'))?.hotspots() ?? null,
    practice: () => showing<TableScene>('Table')?.practiceHotspots() ?? null,
    family: () => showing<FamilyTableScene>('FamilyTable')?.hotspots() ?? null,
    puzzle: () => showing<PuzzleScene>('Puzzle')?.hotspots() ?? null,
    tutorial: () =>
      showing<TutorialScene>('Tutorial')?.hotspots() ??
      showing<LessonsScene>('Lessons')?.hotspots() ??
      null,
    replay: () => showing<ReplayScene>('Replay')?.hotspots() ?? null,
  };
}
