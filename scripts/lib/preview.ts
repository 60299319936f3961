/** A build's `dist` served by Vite's preview server on a free loopback port (the benchmarks). */
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';

const root = join(import.meta.dirname, '..', '..');

export async function serve(dist: string): Promise<{ server: PreviewServer; url: string }> {
  const server = await preview({
    root,
    logLevel: 'silent',
    configFile: false,
    build: { outDir: dist },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the preview server has no address');
  return { server, url };
}

/** Stops a server `serve` started. */
export function stop(server: PreviewServer): Promise<void> {
  return new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
}
