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
import { excerpt } from './engine/core/quote';
import { isLink, withoutLink } from './linkParams';
import type { LinkRequest } from './link';
import { BootScene } from './scenes/BootScene';
import { MenuScene } from './scenes/menus/MenuScene';
import { PreloadScene } from './scenes/PreloadScene';
import type { MenuNotice, Services } from './scenes/services';
import type { Control } from './a11y/controls';
import { createLazyLibrary } from './archive/lazy';
import { createAppUpdate } from './pwa/update';
import { showToast } from './scenes/toast';
import { onlineAtStart } from './scenes/online/onlineStart';
import { lazySession } from './lazySession';
import { createPrefs } from './prefs';
import type { Session } from './session';
import { browserLocalStorage, createAppStorage } from './storage';
import { COURSE_ID_LIST } from './tutorial/lessonIds';
import { createProgressStore } from './tutorial/progress';
import { collectBoxes, type Box } from './ui/boxes';
import { hiDpiScale, installHiDpi } from './ui/hiDpi';
import { patchPhaser } from './ui/phaserPatches';
import { renderOnChange } from './ui/renderOnChange';
import { setEnds } from './view/pips';
import { inProgressCaption } from './view/savedGame';
import { setSidePalette } from './ui/theme';
import { importAgain, scenesOnDemand } from './scenes/onDemand';
import { Button, DIALOG_DEPTH, isMirrored } from './ui/widgets';
import { createCommonTileTextures, setTileFaces, tileTexture } from './ui/tileArt';
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
// A live region beside the canvas says what the table tells it (`services.say`: each step's
// words, `view/familyVoice.ts`); with the DOM buttons it is a chunk of its own, loaded as the
// page starts but not waited for.
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
// The session (the machine and every game's engine) is a chunk of its own: the menu shows
// without it, reading the save's summary, and it loads when a game or a scene that plays is
// opened, or while the menu sits idle (src/lazySession.ts).
const session = lazySession({
  storage,
  storageProblem: () => storage.problem(),
  create: async () => {
    const m = await importAgain(() => import('./session'));
    return m.createSession({
      storage,
      // Computer players think in a Web Worker, so the table never stutters.
      chooser: createWorkerChooser(),
      advise,
      now: () => Date.now(),
      randomSeed: m.randomSeed,
      prefs,
      onError: (message) => console.warn(`The game stopped: ${message}`),
      storageProblem: () => storage.problem(),
      watchOutside: (listener) => void storage.onOutsideChange(listener),
      notify: tell,
      onSnapshot: (snap) => {
        library.keep(snap.context, session.practice() !== null);
      },
    });
  },
});
/** The session, which the scenes that use these have loaded before they open. */
function loadedSession(): Session {
  const s = session.loaded();
  if (!s) throw new Error('The game session is not loaded yet.');
  return s;
}
applyPrefs = (p) => {
  session.loaded()?.applyPrefs(p);
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

/** Whether the address asks for a game (`link.ts` reads it, with the session, at start-up). */
const linked = isLink(window.location.search);
const notices: MenuNotice[] = [];

/** Takes the link out of the address: a reload now resumes the game instead of dealing it again. */
function forgetLink(): void {
  window.history.replaceState(window.history.state, '', withoutLink(window.location.href));
}

/** Starts the linked game; false (and the person told why) if it cannot start. */
function startLink(
  link: LinkRequest,
  linkMessage: (problems: readonly string[]) => string,
): boolean {
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

/**
 * The start-up task for the address and the save: an online table, a linked game, or a save
 * whose summary only the session can read (it loads at once then). Nothing to wait for on
 * an ordinary start, so the progress bar never shows.
 */
function openLink(goTo: (scene: string) => void): Promise<void> | undefined {
  if (!linked && onlineAtStart(window.location.search))
    return loadNewGame().then(() => goTo('Online'));
  if (linked) return openGameLink(goTo);
  return session.needsLoad() ? session.load().then(() => undefined) : undefined;
}

/** A linked game: start it, or leave the menu something to say or ask. */
async function openGameLink(goTo: (scene: string) => void): Promise<void> {
  const { readLink, linkMessage } = await importAgain(() => import('./link'));
  const link = readLink(window.location.search);
  if (link.kind === 'none') return;
  if (link.kind === 'menu') {
    forgetLink();
    notices.push({ title: 'That link', message: linkMessage(link.problems) });
    return;
  }
  // A save only the session can read is read before the link may replace it.
  if (session.needsLoad()) await session.load();
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
        {
          label: 'Play the link',
          opensTable: true,
          run: () => (startLink(link, linkMessage) ? 'FamilyTable' : null),
        },
      ],
    });
    return;
  }
  // The table's chunk (and the session with it) is on its way, asked for as the page starts.
  await loadTable();
  // Start-up gave up waiting and the menu is up: nothing starts behind it.
  if (!game.scene.isActive('Preload'))
    return tell('Setting up the linked game took too long. Reload the page to play it.');
  if (startLink(link, linkMessage)) goTo('FamilyTable');
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
  practiceOptions: {
    get: () => loadedSession().practiceOptions().options(),
    set: (patch) => loadedSession().practiceOptions().setOptions(patch),
  },
  preload: [
    { label: 'Carving the tiles', run: (scene) => createCommonTileTextures(scene.textures) },
    {
      label: linked ? 'Setting up the shared deal' : 'Finding your saved game',
      run: (_scene, goTo) => openLink(goTo),
    },
  ],
};

window.horseRace = {
  snapshot: () => session.loaded()?.snapshotJson() ?? null,
  record: () => session.loaded()?.recordJson() ?? null,
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
game.events.once(Phaser.Core.Events.READY, () => {
  patchPhaser(game);
  renderOnChange(game);
});

const onDemand = scenesOnDemand((scene) => game.scene.add(scene.sys.settings.key, scene, false));

/** A chunk whose scenes play a game: it comes with the session (`lazySession.ts`). */
async function withSession<T>(load: () => Promise<T>): Promise<T> {
  const [m] = await Promise.all([importAgain(load), session.load()]);
  return m;
}

// The tables load when a game is first started or continued, or the menu sits idle (a link: at once).
const loadTable = onDemand(async () => {
  const m = await withSession(() => import('./scenes/playTables'));
  return [new m.FamilyTableScene(services, tutorialProgress, m.familyDriverFor)];
});
if (linked) void loadTable().catch(() => undefined);

// The tutorial's scenes and lessons load when first opened (or while the menu sits idle), in
// one chunk (src/scenes/onDemandTables.ts).
const loadTutorial = onDemand(async () => {
  const m = await importAgain(() => import('./scenes/onDemandTables'));
  return [new m.LessonsScene(services, tutorialProgress)];
});

// The daily puzzle loads when first opened (its search comes with it, or runs in the worker).
const loadPuzzle = onDemand(async () => [
  new (await importAgain(() => import('./scenes/menus/PuzzleScene'))).PuzzleScene(services),
]);

// How to play, the New game form, Settings and practice's review: each loads when first
// opened (or while the menu sits idle).
const loadHelp = onDemand(async () => [
  new (await importAgain(() => import('./scenes/menus/HelpScene'))).HelpScene(services),
]);
const loadNewGame = onDemand(async () => {
  const m = await withSession(() => import('./scenes/onDemandForms'));
  return [new m.NewGameScene(services), new m.OnlineScene(services)];
});
const loadSettings = onDemand(async () => {
  const m = await withSession(() => import('./scenes/menus/SettingsScene'));
  return [new m.SettingsScene(services)];
});
const loadReview = onDemand(async () => [
  new (await importAgain(() => import('./scenes/practice/practiceReview'))).PracticeReviewScene(),
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
    say = (text) => region.say(text);
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
    import('./scenes/menus/HistoryScene'),
    import('./scenes/menus/StatsScene'),
  ]);
  return [new h.HistoryScene(services), new st.StatsScene(services)];
});

if (new URLSearchParams(window.location.search).has('e2e'))
  void import('./testHooks').then((m) => m.installTestHooks(game, services));
