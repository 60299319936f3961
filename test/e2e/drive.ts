/**
 * Plays a whole game through the UI as a person would: with the mouse (or
 * touch), or with the keyboard alone. Coordinates come from the test hook;
 * every click and key goes through Phaser's own input.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { hotspots, pressButton, scenes, shot, snapshot, waitUntil, type Snapshot } from './browser';

export type Mode = 'mouse' | 'touch' | 'keyboard';

const TURN_PHASES = new Set(['lead', 'play-chain', 'draw']);

async function press(page: Page, mode: Mode, x: number, y: number): Promise<void> {
  if (mode === 'touch') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

export interface Played {
  readonly final: Snapshot;
  readonly moves: number;
  /** Tiles played by drag and drop. */
  readonly drags: number;
  readonly hands: number;
}

/**
 * Plays until game over. Screenshots (`prefix`-table, -hand-end, -game-over)
 * are taken on the way (none when `prefix` is null). Stops with an error after `limitMs`.
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
  let moves = 0;
  let drags = 0;
  let hands = 0;
  let tookTable = false;
  let tookHandEnd = false;
  let k = 0;
  for (;;) {
    if (Date.now() > until)
      throw new Error(`the game did not finish in ${limitMs} ms (${moves} moves)`);
    const snap = await snapshot(page);
    const h = await hotspots(page);
    if (!snap || !h || !h.idle) {
      await page.waitForTimeout(25);
      continue;
    }
    const next = h.buttons.find((b) => b.label === 'Next hand');
    if (snap.phase === 'game-over' && h.buttons.some((b) => b.label === 'Rematch')) {
      await take('game-over');
      return { final: snap, moves, drags, hands: hands + 1 };
    }
    if (next) {
      if (!tookHandEnd) {
        await take('hand-end');
        tookHandEnd = true;
      }
      hands++;
      if (mode === 'keyboard') await page.keyboard.press('Enter');
      else await press(page, mode, next.x, next.y);
      continue;
    }
    if (snap.turn !== 0 || !TURN_PHASES.has(snap.phase)) {
      await page.waitForTimeout(25);
      continue;
    }
    if (!tookTable && moves >= 4) {
      await take('table');
      tookTable = true;
    }
    k++;
    if (mode === 'keyboard') {
      // Vary the choice now and then, then let Enter do the default action.
      if (k % 3 === 0) await page.keyboard.press('ArrowRight');
      if (k % 4 === 0) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      moves++;
      await page.waitForTimeout(10);
      continue;
    }
    const target = h.targets[k % Math.max(1, h.targets.length)];
    const playable = h.hand.filter((t) => t.playable);
    if (
      mode === 'mouse' &&
      k % 4 === 0 &&
      playable.length > 0 &&
      !h.hand.some((t) => t.tile === h.selected && h.targets.length > 0)
    ) {
      // Drag and drop: pick a tile up, carry it to a lit target, let go.
      const tile = playable[0];
      if (tile && (await dragToTarget(page, tile))) {
        moves++;
        drags++;
        continue;
      }
    }
    if (target && h.selected !== null) await press(page, mode, target.x, target.y);
    else if (playable.length > 0) {
      const tile = playable[k % playable.length];
      if (tile) await press(page, mode, tile.x, tile.y);
      continue;
    } else if (h.canDraw) await press(page, mode, h.boneyard.x, h.boneyard.y);
    else {
      // No play and nothing to draw: the table passes for the person after a message.
      await page.waitForTimeout(60);
      continue;
    }
    moves++;
  }
}

/** Drags a tile from the hand onto its first lit target; false when no target lit up. */
async function dragToTarget(page: Page, tile: { x: number; y: number }): Promise<boolean> {
  await page.mouse.move(tile.x, tile.y);
  await page.mouse.down();
  await page.mouse.move(tile.x + 10, tile.y - 20, { steps: 3 });
  const h = await hotspots(page);
  const target = h?.targets[0];
  if (!target) {
    await page.mouse.up();
    return false;
  }
  const before = (await snapshot(page))?.layout.length ?? 0;
  await page.mouse.move(target.x, target.y, { steps: 8 });
  await page.mouse.up();
  // The drop played the tile: the layout grew by it.
  const after = (await snapshot(page))?.layout.length ?? 0;
  return after > before;
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

/** Makes `count` of the person's moves (plays or draws) by clicking, then waits for a settled table. */
export async function makeMoves(page: Page, count: number): Promise<Snapshot> {
  for (let made = 0; made < count;) {
    const h = await waitUntil('the person to be on turn', async () => {
      const s = await snapshot(page);
      const spots = await hotspots(page);
      return s && spots?.idle && s.turn === 0 && TURN_PHASES.has(s.phase) ? spots : null;
    });
    if ((h.targets[0] && h.selected !== null) || h.canDraw) {
      // A play or a draw always changes the position: wait for it, so a busy machine's late
      // click is never mistaken for a settled table.
      const before = JSON.stringify(await snapshot(page));
      const spot = h.targets[0] && h.selected !== null ? h.targets[0] : h.boneyard;
      await page.mouse.click(spot.x, spot.y);
      await waitUntil('the move to land', async () =>
        JSON.stringify(await snapshot(page)) !== before ? true : null,
      );
      made++;
    } else {
      const tile = h.hand.find((t) => t.playable);
      if (tile) await page.mouse.click(tile.x, tile.y);
      else await page.waitForTimeout(100);
    }
  }
  return waitUntil('a settled table', async () => {
    const s = await snapshot(page);
    const h = await hotspots(page);
    return s && h?.idle && s.turn === 0 ? s : null;
  });
}

/** From the menu with New game focused, by keyboard: New game, then Start; resolves on the table. */
export async function newGameFromMenu(page: Page): Promise<void> {
  await page.keyboard.press('Enter');
  await waitUntil('the new-game form', async () => (await scenes(page)).includes('NewGame'));
  // Up from the first field wraps round to Back, then Start.
  await pressButton(page, 'Start', 'ArrowUp');
  // The table loads on demand (its chunk is fetched when the menu idles, or now): on a loaded
  // CI machine that can take more than the ten seconds a table once had.
  await waitUntil('the table', async () => (await scenes(page)).includes('Table'), 30_000);
}
