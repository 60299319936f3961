/**
 * Registers the service worker that vite-plugin-pwa generates (Workbox, precaching the
 * whole build). Loaded by main.ts after start-up, in a chunk of its own, so it costs the
 * start nothing; in the development server there is no service worker and this does nothing.
 */
import { registerSW } from 'virtual:pwa-register';
import type { UpdateFeed } from './update';

/** How often a long-open page asks the server whether a new version is out. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export function registerServiceWorker(feed: UpdateFeed): void {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => feed.needRefresh(() => update(true)),
    onOfflineReady: () => feed.offlineReady(),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      window.setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, CHECK_EVERY_MS);
    },
    // No service worker (a private window, a browser that refuses one): the game still plays online.
    onRegisterError: (err: unknown) =>
      console.info(
        `Offline play is unavailable: ${err instanceof Error ? err.message : String(err)}`,
      ),
  });
}
