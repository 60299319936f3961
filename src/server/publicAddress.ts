/**
 * The address a process's clients connect to when tables are shared through Redis
 * (docs/server.md, "Past one process"). A join through another process is handed the
 * table's own process's address; without one, the client connects to the process it asked,
 * which does not hold the table, and the join fails ("seat reservation expired"). So with
 * Redis and no `--public-address`, the address is taken from `--host` and `--port` when
 * they name one, and said; when they cannot (a wildcard host, a port picked at start) the
 * server warns.
 */

export interface PublicAddress {
  /** The address to give Colyseus, or null for none. */
  readonly address: string | null;
  /** A line for the operator (stderr), or null when there is nothing to say. */
  readonly say: string | null;
}

const WILDCARDS = new Set(['', '0.0.0.0', '::', '[::]']);

export function publicAddressFor(
  redis: string | null,
  given: string | undefined,
  host: string,
  port: number,
): PublicAddress {
  if (given || !redis) return { address: given ?? null, say: null };
  if (WILDCARDS.has(host) || port === 0)
    return {
      address: null,
      say:
        'warning: --redis without --public-address: a join through another process will fail ' +
        `("seat reservation expired"), since ${host || 'this host'}:${port} is no address a ` +
        'client can reach: give each process its own --public-address host:port',
    };
  const address = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    address,
    say:
      `note: --redis without --public-address: clients reach this process's tables at ${address} ` +
      '(--host and --port); give --public-address if they reach it at another address',
  };
}
