/**
 * Whose request is it: the address the rate limits and the reservation limits count by
 * (docs/server.md, "Hostile clients"). `X-Forwarded-For` and `X-Real-IP` are anyone's to
 * write, so they are read only when the connection comes from a proxy the operator named
 * (`--trust-proxy`); otherwise the address is the connection's own.
 */
import type { IncomingHttpHeaders } from 'node:http';

/** An address as one spelling (`::ffff:127.0.0.1` is `127.0.0.1`). */
function plain(address: string): string {
  const a = address.trim();
  return a.startsWith('::ffff:') && a.includes('.') ? a.slice(7) : a;
}

/** The proxies to trust, from `--trust-proxy 10.0.0.1,10.0.0.2` (empty: none). */
export function trustedProxies(list: string | undefined): ReadonlySet<string> {
  return new Set((list ?? '').split(',').map(plain).filter(Boolean));
}

/**
 * The client's address: the connection's peer, or, when the peer is a trusted proxy, the
 * `X-Real-IP` it set, else the nearest address in `X-Forwarded-For` that is not a trusted proxy.
 */
export function clientAddress(
  peer: string | undefined,
  headers: IncomingHttpHeaders,
  trusted: ReadonlySet<string>,
): string {
  const own = plain(peer ?? '?');
  if (!trusted.has(own)) return own;
  const real = headers['x-real-ip'];
  if (typeof real === 'string' && real.trim()) return plain(real);
  const forwarded = String(headers['x-forwarded-for'] ?? '')
    .split(',')
    .map(plain)
    .filter(Boolean);
  return forwarded.reverse().find((a) => !trusted.has(a)) ?? own;
}
