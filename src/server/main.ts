/**
 * `npm run server`: the game server on one port, serving the built game (`dist/`, from
 * `npm run build`) and the online tables (docs/server.md).
 *
 *   npm run server -- [--port 2567] [--host 127.0.0.1] [--redis redis://127.0.0.1:6379]
 *                     [--public-address host:port] [--dist dist] [--trust-proxy 10.0.0.1,…]
 *
 * `--trust-proxy` names the proxies in front of the server whose `X-Forwarded-For` and
 * `X-Real-IP` are believed (by default none: the limits count the connection's own address).
 * The environment may give the same: PORT, HOST, REDIS_URL, PUBLIC_ADDRESS, TRUST_PROXY.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { trustedProxies } from './address';
import { startGameServer } from './gameServer';
import { publicAddressFor } from './publicAddress';

function option(name: string, env: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return (i >= 0 ? process.argv[i + 1] : undefined) ?? process.env[env];
}

const port = Number(option('port', 'PORT') ?? 2567);
const host = option('host', 'HOST') ?? '127.0.0.1';
const redis = option('redis', 'REDIS_URL') ?? null;
const givenAddress = option('public-address', 'PUBLIC_ADDRESS');
const trustProxy = trustedProxies(option('trust-proxy', 'TRUST_PROXY'));
const dist = resolve(option('dist', 'GAME_DIST') ?? 'dist');

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`error: --port must be a port number, not ${String(option('port', 'PORT'))}`);
  process.exit(2);
}
// With Redis, each process needs the address its clients reach it at: given, taken, or warned of.
const { address: publicAddress, say } = publicAddressFor(redis, givenAddress, host, port);
if (say) console.warn(say);
const serving = existsSync(resolve(dist, 'index.html'));
if (!serving) console.warn(`warning: ${dist} has no built game; run \`npm run build\` first`);

const server = await startGameServer({
  port,
  host,
  dist: serving ? dist : null,
  redis,
  signals: true,
  trustProxy,
  // Computers think beside the rooms, never in their way (one thread on a small machine).
  computerThreads: Math.max(1, Math.min(4, availableParallelism() - 1)),
  ...(publicAddress ? { publicAddress } : {}),
});
// Colyseus shuts down on SIGINT and SIGTERM; if that hangs (Redis gone), leave anyway.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => setTimeout(() => process.exit(1), 5000).unref());
console.log(
  `game server: http://${host}:${server.port}/${redis ? ` (tables shared through ${redis})` : ''}`,
);
