/**
 * Serves the built game (`dist/`) beside the rooms, on the same port: the page then finds
 * the server at its own origin. Only files under the folder, only GET and HEAD, `index.html`
 * for the root; a path that leaves the folder or names no file is a 404.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.wav': 'audio/wav',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file under `root` that a URL path names, or null when it would leave the folder. */
export function fileFor(root: string, url: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url, 'http://x').pathname);
  } catch {
    return null;
  }
  if (path.includes('\0')) return null;
  const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
  return file === root || file.startsWith(root.endsWith(sep) ? root : root + sep) ? file : null;
}

/** A request handler serving `root`'s files. */
export function serveFolder(root: string) {
  const base = normalize(root);
  return (req: IncomingMessage, res: ServerResponse): void => {
    const file =
      req.method === 'GET' || req.method === 'HEAD' ? fileFor(base, req.url ?? '/') : null;
    const fail = (status: number, text: string) => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(text);
    };
    if (!file) return fail(404, 'not found');
    stat(file).then(
      (info) => {
        if (!info.isFile()) return fail(404, 'not found');
        res.writeHead(200, {
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
          'Content-Length': info.size,
          // Hashed assets may be kept; the page and the service worker are checked each time.
          'Cache-Control': file.includes(`${sep}assets${sep}`) ? 'max-age=31536000' : 'no-cache',
        });
        if (req.method === 'HEAD') return void res.end();
        createReadStream(file)
          .on('error', () => res.destroy())
          .pipe(res);
      },
      () => fail(404, 'not found'),
    );
  };
}
