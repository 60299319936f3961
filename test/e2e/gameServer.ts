/**
 * The game server for a browser test file: started in this process before its tests, on a
 * free loopback port, serving the build (dist/) and the online tables; closed after them.
 */
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import {
  startGameServer,
  type GameServer,
  type GameServerOptions,
} from '../../src/server/gameServer';

/**
 * Starts the server for the file's tests (generous request limits: one test's pages make many
 * requests). Returns a getter for its origin, `http://127.0.0.1:<port>` (no slash), since the
 * server exists only once `beforeAll` has run.
 */
export function useGameServer(options: Partial<GameServerOptions> = {}): () => string {
  let server: GameServer | null = null;
  beforeAll(async () => {
    server = await startGameServer({
      port: 0,
      host: '127.0.0.1',
      dist: join(import.meta.dirname, '..', '..', 'dist'),
      redis: null,
      requests: { rate: 100, burst: 100 },
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
