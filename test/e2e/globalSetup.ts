/**
 * Serves the production build with `vite preview` on a free local port for the
 * browser tests, and stops it (by PID) afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const root = join(import.meta.dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the preview server did not answer at ${url}`);
}

let server: ChildProcess | null = null;

export default async function setup(project: TestProject): Promise<() => void> {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    throw new Error(
      'dist/ is missing: run `vite build` before the browser tests (npm run test:e2e does)',
    );
  }
  const port = await freePort();
  server = spawn(
    join(root, 'node_modules', '.bin', 'vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
  const baseURL = `http://127.0.0.1:${port}/`;
  await waitFor(baseURL, 20_000);
  project.provide('baseURL', baseURL);
  return () => {
    if (server?.pid) {
      try {
        process.kill(server.pid);
      } catch {
        // already gone
      }
    }
  };
}
