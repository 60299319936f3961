/**
 * What the online browser tests share: a game server of the test file's own (in this process,
 * on a free loopback port, serving the build in dist/), and pages at the game it serves with
 * the online hook ready (`window.horseRaceOnline`, ?e2e=1).
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import {
  startGameServer,
  type GameServer,
  type GameServerOptions,
} from '../../src/server/gameServer';
import { openPage, scenes, waitUntil, type Watched } from './browser';

/**
 * Starts the game server before the file's tests and closes it after. Returns a getter for
 * its origin, `http://127.0.0.1:<port>` (no slash), since the server exists only once
 * `beforeAll` has run. Generous request limits (one test's pages make many requests) and
 * computer players on the room's thread unless `options` say otherwise.
 */
export function useGameServer(options: Partial<GameServerOptions> = {}): () => string {
  let server: GameServer | null = null;
  beforeAll(async () => {
    server = await startGameServer({
      port: 0,
      host: '127.0.0.1',
      dist: join(import.meta.dirname, '..', '..', 'dist'),
      redis: null,
      requests: { rate: 1000, burst: 1000 },
      computerThreads: 0,
      ...options,
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the game server is not started yet');
    return `http://127.0.0.1:${server.port}`;
  };
}

export type OnlinePage = Watched & { readonly touch: boolean };

/** A page at the game served at `origin`: a phone (390x844, 2x, touch) or a desktop (1280x720). */
export async function onlinePage(
  browser: Browser,
  origin: string,
  size: 'phone' | 'desktop',
): Promise<OnlinePage> {
  const touch = size === 'phone';
  const watched = touch
    ? await openPage(browser, { width: 390, height: 844 }, { touch, scale: 2, instant: true })
    : await openPage(browser, { width: 1280, height: 720 }, { instant: true });
  await watched.page.goto(`${origin}/?e2e=1`);
  await waitUntil('the menu', async () => (await scenes(watched.page)).includes('Menu') || null);
  await waitUntil('the online hook', () =>
    watched.page.evaluate(() => window.horseRaceOnline !== undefined),
  );
  return { ...watched, touch };
}
