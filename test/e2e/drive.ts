/**
 * Plays a whole game through the UI as a person would: with the mouse (or
 * touch), or with the keyboard alone. Coordinates come from the test hook;
 * every click and key goes through Phaser's own input.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { FamilyHotspots } from '../../src/scenes/family/FamilyTableScene';
import {
  drawn,
  family,
  pressButton,
  scenes,
  shot,
  snapshot,
  tap,
  TURN_PHASES,
  waitUntil,
  type Snapshot,
} from './browser';

export type Mode = 'mouse' | 'touch' | 'keyboard';

export interface Played {
  readonly final: Snapshot;
  readonly moves: number;
  /** Tiles played by drag and drop. */
  readonly drags: number;
  readonly hands: number;
}

/** The buttons that are moves (Draw, Pass, End turn), not views or menus. */
const MOVE_BUTTONS = ['Draw', 'Pass', 'End turn'];

/** A settled table (every step shown) and what the person may do on it. */
interface Settled {
  readonly snap: Snapshot;
  readonly h: FamilyHotspots;
  readonly over: boolean;
  readonly next: { x: number; y: number } | undefined;
  /** The person is on turn with a move to make (a tile, a lit place, Draw or Pass). */
  readonly turn: boolean;
}

/** The family table's move buttons drawn now (Draw, Pass). */
export function moveButtons(h: FamilyHotspots): FamilyHotspots['buttons'] {
  return h.buttons.filter((b) => MOVE_BUTTONS.includes(b.label));
}

/** The table once it is settled with something for the person to do (or the game over). */
function settled(page: Page, ms: number): Promise<Settled> {
  return waitUntil(
    'the person to have something to do',
    async () => {
      const snap = await snapshot(page);
      const h = await family(page);
      if (!snap || !h || h.flights.length > 0) return null;
      const over = snap.phase === 'game-over' && h.buttons.some((b) => b.label === 'Rematch');
      const next = over ? undefined : h.buttons.find((b) => b.label === 'Next');
      const canMove =
        (h.chosen !== null && h.targets.length > 0) ||
        h.hand.some((t) => t.playable) ||
        moveButtons(h).length > 0;
      const turn = h.live && snap.turn === 0 && TURN_PHASES.has(snap.phase) && canMove;
      return over || next || turn ? { snap, h, over, next, turn } : null;
    },
    ms,
  );
}

/** Waits for the position (or, with `chosen`, the chosen tile) to change after one action. */
async function landed(
  page: Page,
  what: string,
  before: Snapshot,
  h: FamilyHotspots,
): Promise<void> {
  const was = JSON.stringify(before);
  await waitUntil(what, async () => {
    const now = await snapshot(page);
    const spots = await family(page);
    return JSON.stringify(now) !== was || spots?.chosen !== h.chosen;
  });
}

/**
 * Plays until game over. Screenshots (`prefix`-table, -hand-end, -game-over)
 * are taken on the way (none when `prefix` is null). Stops with an error after `limitMs`.
 * Each tap, key or drag is made once, and the change it makes is waited for.
 */
export async function playGame(
  page: Page,
  mode: Mode,
  prefix: string | null,
  limitMs = 240_000,
): Promise<Played> {
  const take = (name: string): Promise<void> =>
    prefix === null ? Promise.resolve() : shot(page, `${prefix}-${name}`);
  const until = Date.now() + limitMs;
  const touch = mode === 'touch';
  let moves = 0;
  let drags = 0;
  let hands = 0;
  let tookTable = false;
  let tookHandEnd = false;
  let k = 0;
  for (;;) {
    const left = until - Date.now();
    if (left <= 0) throw new Error(`the game did not finish in ${limitMs} ms (${moves} moves)`);
    const { snap, h, over, next } = await settled(page, left);
    if (over) {
      await take('game-over');
      return { final: snap, moves, drags, hands: hands + 1 };
    }
    if (next) {
      if (!tookHandEnd) {
        await take('hand-end');
        tookHandEnd = true;
      }
      hands++;
      if (mode === 'keyboard') {
        await drawn(page);
        await page.keyboard.press('Enter');
      } else await tap(page, next, touch);
      await waitUntil('the next hand', async () => {
        const now = await family(page);
        return !now?.buttons.some((b) => b.label === 'Next');
      });
      continue;
    }
    if (!tookTable && moves >= 4) {
      await take('table');
      tookTable = true;
    }
    k++;
    if (mode === 'keyboard') {
      // Vary the choice now and then, then let Enter take the highlighted one.
      await drawn(page);
      if (k % 3 === 0) await page.keyboard.press('ArrowRight');
      if (k % 4 === 0) await page.keyboard.press('ArrowDown');
      const was = JSON.stringify(await snapshot(page));
      await page.keyboard.press('Enter');
      await waitUntil(
        'the move Enter made',
        async () => JSON.stringify(await snapshot(page)) !== was,
      );
      moves++;
      continue;
    }
    const target = h.targets[k % Math.max(1, h.targets.length)];
    const playable = h.hand.filter((t) => t.playable);
    if (mode === 'mouse' && k % 4 === 0 && playable.length > 0) {
      // Drag and drop: pick a tile up, carry it to a lit place, let go.
      await dragToTarget(page, playable[0]!);
      moves++;
      drags++;
      continue;
    }
    const button = moveButtons(h)[0];
    if (target && h.chosen !== null) {
      await tap(page, target, touch);
      await landed(page, `the play on ${target.id}`, snap, h);
      moves++;
    } else if (playable.length > 0) {
      const tile = playable[k % playable.length]!;
      await tap(page, tile, touch);
      await landed(page, `${tile.tile} chosen or played`, snap, h);
      if (JSON.stringify(await snapshot(page)) !== JSON.stringify(snap)) moves++;
    } else if (button) {
      await tap(page, button, touch);
      await landed(page, button.label, snap, h);
      moves++;
    }
  }
}

/** Drags a tile from the hand onto its first lit place, and waits for the play to land. */
async function dragToTarget(
  page: Page,
  tile: { tile: number; x: number; y: number },
): Promise<void> {
  const was = JSON.stringify(await snapshot(page));
  await drawn(page);
  await page.mouse.move(tile.x, tile.y);
  await page.mouse.down();
  await page.mouse.move(tile.x + 10, tile.y - 20, { steps: 3 });
  // The press chose the tile: its places light up.
  const h = await waitUntil(`${tile.tile}'s lit places`, async () => {
    const now = await family(page);
    return now && now.chosen === tile.tile && now.targets.length > 0 ? now : null;
  });
  const target = h.targets[0]!;
  await page.mouse.move(target.x, target.y, { steps: 8 });
  await page.mouse.up();
  await waitUntil(
    `${tile.tile} dropped on ${target.id} and played`,
    async () => JSON.stringify(await snapshot(page)) !== was,
  );
}

export interface ReplayResult {
  readonly scores: number[];
  readonly over: boolean;
  readonly winner: number[] | null;
  readonly hands: { end: string }[];
}

/** Replays a game record through the replay command, as RECORD.md specifies. */
export function replayRecord(record: unknown): ReplayResult {
  const root = join(import.meta.dirname, '..', '..');
  const r = spawnSync('npm', ['run', '--silent', 'replay', '--', '-'], {
    cwd: root,
    input: JSON.stringify(record),
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`replay exited ${String(r.status)}: ${r.stdout}${r.stderr}`);
  return JSON.parse(r.stdout.trim()) as ReplayResult;
}

/**
 * Makes `count` of the person's moves (plays or draws), each by one tap on a lit place or the
 * boneyard (a tile tapped first to choose it when none is), then waits for a settled table.
 * With `handEnd`, stops early when the hand or the game is over. `waitMs` bounds each wait for
 * the computers: at the normal speed three of them, each playing again on a double or a score,
 * can take longer than the default on a loaded machine.
 */
export async function makeMoves(
  page: Page,
  count: number,
  handEnd = false,
  waitMs = 20_000,
): Promise<Snapshot> {
  for (let made = 0; made < count;) {
    const { snap, h, turn } = await settled(page, waitMs);
    if (!turn) {
      if (handEnd) break;
      const shown = h.buttons.map((b) => b.label).join(', ');
      throw new Error(`the person is not on turn: ${snap.phase} (buttons: ${shown})`);
    }
    const target = h.chosen !== null ? h.targets[0] : undefined;
    const tile = h.hand.find((t) => t.playable);
    const button = moveButtons(h)[0];
    const spot = target ?? tile ?? button;
    if (!spot) throw new Error('no move on a table that offers one');
    await tap(page, spot);
    await landed(page, spot === tile ? `${tile.tile} chosen or played` : 'the move', snap, h);
    // A play or a draw always changes the position; a tile with several places is chosen.
    if (JSON.stringify(await snapshot(page)) !== JSON.stringify(snap)) made++;
  }
  return waitUntil(
    'a settled table',
    async () => {
      const s = await snapshot(page);
      const h = await family(page);
      return s && h && h.flights.length === 0 && (h.live || handEnd) ? s : null;
    },
    waitMs,
  );
}

/**
 * Plays by Enter until `done` holds: Enter is pressed once whenever the table is idle and
 * `mayPress` allows, and the change it makes is waited for before anything else.
 */
export async function enterUntil(
  page: Page,
  done: () => Promise<boolean>,
  mayPress: (snap: Snapshot) => Promise<boolean>,
  limitMs = 60_000,
): Promise<void> {
  const until = Date.now() + limitMs;
  for (;;) {
    const left = until - Date.now();
    if (left <= 0) throw new Error('the table did not get there in time');
    const ready = await waitUntil(
      'the table to get there, or a key to press',
      async () => {
        if (await done()) return 'done';
        const [snap, h] = [await snapshot(page), await family(page)];
        // On the person's turn, or on the end panel's Next or Rematch (Enter on another's
        // turn takes Skip to my turn; before the panel opens it does nothing).
        const ended = h?.buttons.some((b) => b.label === 'Next' || b.label === 'Rematch');
        const ready = h !== null && h.flights.length === 0 && (h.live || ended);
        return snap && ready && (await mayPress(snap)) ? JSON.stringify(snap) : null;
      },
      left,
    );
    if (ready === 'done') return;
    await page.keyboard.press('Enter');
    await waitUntil(
      'the move Enter made',
      async () => JSON.stringify(await snapshot(page)) !== ready,
    );
  }
}

/** From the menu with New game focused, by keyboard: New game, then Start; resolves on the table. */
export async function newGameFromMenu(page: Page): Promise<void> {
  await page.keyboard.press('Enter');
  await waitUntil('the new-game form', async () => (await scenes(page)).includes('NewGame'));
  // Up from the first field wraps round to Back, then Start.
  await pressButton(page, 'Start', 'ArrowUp');
  // The table loads on demand (its chunk is fetched when the menu idles, or now): on a loaded
  // CI machine that can take more than the ten seconds a table once had.
  await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'), 30_000);
}
