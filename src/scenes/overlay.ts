/**
 * Settings and How to play as overlays: opened from the menu (which they replace) or over
 * the paused table, and back again. Both scenes load on demand; this small part stays with
 * the scenes that open them.
 */
import type * as Phaser from 'phaser';
import type { Services } from './services';
import { showToast } from './toast';

/** The scene that opened Settings or Help, and gets the screen back. */
export type ReturnTo = 'Menu' | 'Table';

/** Scene data of Settings and Help. */
export interface OverlayData {
  readonly from?: ReturnTo;
  /** The table scene underneath (the family table unless another scene opened it). */
  readonly table?: string;
}

/** The key of the table scene an overlay was opened over. */
export function tableUnder(data: unknown): string {
  const table = typeof data === 'object' && data !== null ? (data as OverlayData).table : null;
  return typeof table === 'string' ? table : 'FamilyTable';
}

export function returnTo(data: unknown): ReturnTo {
  return typeof data === 'object' && data !== null && (data as OverlayData).from === 'Table'
    ? 'Table'
    : 'Menu';
}

/**
 * Opens Settings or Help from the table: pauses the table (it keeps its state,
 * its input and timers stop) and launches the overlay on top of it. The table may
 * listen for its own `resume` event to read the preferences again.
 */
export function openOverlay(table: Phaser.Scene, key: 'Settings' | 'Help'): void {
  table.scene.launch(key, { from: 'Table', table: table.scene.key } satisfies OverlayData);
  table.scene.pause();
}

/** Loads Settings or How to play (each a chunk of its own) and opens it over the table. */
export function openOverlayLoaded(
  table: Phaser.Scene,
  services: Pick<Services, 'loadSettings' | 'loadHelp'>,
  key: 'Settings' | 'Help',
): void {
  const load = (key === 'Settings' ? services.loadSettings : services.loadHelp)?.();
  (load ?? Promise.resolve()).then(
    () => openOverlay(table, key),
    () =>
      showToast(table, `${key === 'Settings' ? 'Settings' : 'How to play'} could not be loaded.`, {
        tone: 'error',
      }),
  );
}

/**
 * Leaves Settings or Help: back to the menu, or stops the overlay and resumes
 * (or wakes) the table underneath. With no table left, goes to the menu.
 */
export function closeOverlay(overlay: Phaser.Scene, from: ReturnTo, table = 'FamilyTable'): void {
  const scenes = overlay.scene;
  if (from === 'Table') {
    if (scenes.isSleeping(table)) scenes.wake(table);
    else if (scenes.isPaused(table)) scenes.resume(table);
    if (scenes.isActive(table) || scenes.isSleeping(table) || scenes.isPaused(table)) {
      scenes.stop();
      return;
    }
  }
  scenes.start('Menu');
}

/**
 * Opens the New game form (a chunk of its own, loaded on first use), with its scene data.
 * Always with data: Phaser keeps a scene's last data when it is started with none, so a New
 * game after Practice opened a practice game.
 */
export function openNewGame(
  from: Phaser.Scene,
  services: Pick<Services, 'loadNewGame'>,
  data: object = {},
  /** Play online comes in the same chunk as New game. */
  key: 'NewGame' | 'Online' = 'NewGame',
): void {
  void whenLoaded(
    from,
    services.loadNewGame,
    key === 'NewGame' ? 'The New game form' : 'Play online',
    () => from.scene.start(key, data),
  );
}

/**
 * Runs `open` once the table's scene (a chunk of its own, loaded on first use) is there:
 * `open` starts or resumes the game and opens the table, so nothing starts if it cannot load.
 */
export function whenTable(
  from: Phaser.Scene,
  services: Pick<Services, 'loadTable'>,
  open: () => void,
): void {
  // A second tap while it loads does not start a second game.
  if (waiting.has(from)) return;
  waiting.add(from);
  void whenLoaded(from, services.loadTable, 'The table', () => {
    // Not if the person has left the screen meanwhile.
    if (from.sys.isActive()) open();
  }).finally(() => waiting.delete(from));
}

/** The scenes waiting for the table's scene to load. */
const waiting = new WeakSet<Phaser.Scene>();

/** Runs `open` once `load` (absent: nothing to load) is done; a toast says if it failed. */
function whenLoaded(
  from: Phaser.Scene,
  load: (() => Promise<void>) | undefined,
  what: string,
  open: () => void,
): Promise<void> {
  return (load?.() ?? Promise.resolve()).then(open, () =>
    showToast(from, `${what} could not be loaded. Please try again.`, { tone: 'error' }),
  );
}
