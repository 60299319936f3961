/**
 * `npm run server`: the game server on one port, serving the built game (`dist/`, from
 * `npm run build`) and the online tables (docs/server.md).
 *
 *   npm run server -- [--port 2567] [--host 127.0.0.1] [--redis redis://127.0.0.1:6379]
 *                     [--public-address host:port] [--dist dist]
 *
 * The environment may give the same: PORT, HOST, REDIS_URL, PUBLIC_ADDRESS.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startGameServer } from './gameServer';

function option(name: string, env: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return (i >= 0 ? process.argv[i + 1] : undefined) ?? process.env[env];
}

const port = Number(option('port', 'PORT') ?? 2567);
const host = option('host', 'HOST') ?? '127.0.0.1';
const redis = option('redis', 'REDIS_URL') ?? null;
const publicAddress = option('public-address', 'PUBLIC_ADDRESS');
const dist = resolve(option('dist', 'GAME_DIST') ?? 'dist');

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`error: --port must be a port number, not ${String(option('port', 'PORT'))}`);
  process.exit(2);
}
const serving = existsSync(resolve(dist, 'index.html'));
if (!serving) console.warn(`warning: ${dist} has no built game; run \`npm run build\` first`);

const server = await startGameServer({
  port,
  host,
  dist: serving ? dist : null,
  redis,
  signals: true,
  ...(publicAddress ? { publicAddress } : {}),
});
// Colyseus shuts down on SIGINT and SIGTERM; if that hangs (Redis gone), leave anyway.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => setTimeout(() => process.exit(1), 5000).unref());
console.log(
  `game server: http://${host}:${server.port}/${redis ? ` (tables shared through ${redis})` : ''}`,
);
