/**
 * The HTTP server's guard (docs/server.md, "Hostile clients"): every request, on every
 * route, before anything answers it. Colyseus answers any address that contains
 * `/matchmake` (`/matchmake/create/table`, and `/matchmake.create.table` too) and reads the
 * whole body into memory first; so the guard counts each request's body as it streams in
 * and, once it is over the limit (or declares it would be), answers 413 and closes the
 * connection, before the rest is read. A method Colyseus would leave unanswered on those
 * routes gets 405. Each matchmaking request (open, join, reconnect) costs its address a
 * token (`admit`): one over the rate is answered as Colyseus answers an error, unread.
 */
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';

/** The most bytes a request's body may take (a table's options are a few hundred). */
export const MAX_REQUEST_BYTES = 4096;

/** The methods Colyseus answers on its matchmaking routes. */
const MATCHMAKING_METHODS = new Set(['GET', 'POST', 'OPTIONS']);

function refuse(req: IncomingMessage, res: ServerResponse, status: number): void {
  // Nothing more is read, and whoever was reading the body never sees its end.
  req.removeAllListeners('data');
  req.removeAllListeners('end');
  if (!res.headersSent) res.writeHead(status, { Connection: 'close' });
  res.end();
  req.destroy();
}

/** The answer to a matchmaking request over its address's rate (Colyseus's error shape). */
function tooMany(req: IncomingMessage, res: ServerResponse): void {
  req.removeAllListeners('data');
  res.writeHead(200, { 'Content-Type': 'application/json', Connection: 'close' });
  res.end(JSON.stringify({ code: TOO_MANY, error: 'too many requests: wait a moment' }));
  req.destroy();
}

/** The error code of a request over its rate (Colyseus's codes for matchmaking are 42xx). */
export const TOO_MANY = 4290;

/**
 * Puts the guard in front of every `request` listener the server has now (Colyseus's
 * matchmaking, which wraps the static files): call it once Colyseus's `Server` is made.
 * `admit` is asked before each matchmaking request.
 */
export function guardRequests(
  http: HttpServer,
  admit: (req: IncomingMessage) => boolean,
  maxBytes = MAX_REQUEST_BYTES,
): void {
  const listeners = http.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  http.removeAllListeners('request');
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (!Number.isFinite(declared) || declared > maxBytes) return refuse(req, res, 413);
    if ((req.url ?? '').includes('/matchmake')) {
      if (!MATCHMAKING_METHODS.has(req.method ?? '')) return refuse(req, res, 405);
      if (req.method === 'POST' && !admit(req)) return tooMany(req, res);
    }
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxBytes) refuse(req, res, 413);
    });
    for (const listener of listeners) listener.call(http, req, res);
  });
}
