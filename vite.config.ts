/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  // Relative asset URLs, so the build runs from any folder or static host.
  base: './',
  plugins: [
    // Installable and offline (docs/offline.md): a web app manifest, and a Workbox service
    // worker that precaches the whole build, lazy chunks, workers and sounds included. It is
    // registered by src/pwa/register.ts after start-up; a new version waits for the menu.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icons/apple-touch-icon-180.png'],
      manifest: {
        name: 'Horse Race — dominoes',
        short_name: 'Horse Race',
        description: 'Horse Race dominoes: count the open ends in fives, race to 61.',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        background_color: '#0f5132',
        theme_color: '#0f5132',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: 'icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // Everything the build writes: the shell, every chunk (tutorial, advisor, search),
        // the workers, the sounds and the icons. Phaser's chunk is over Workbox's 2 MB default.
        globPatterns: ['**/*.{js,css,html,png,svg,wav,webmanifest}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        navigateFallback: 'index.html',
      },
    }),
  ],
  build: {
    target: 'es2022',
    // Sounds are files of their own, never inlined into the code as data: URLs: Howler
    // fetches them when the menu is idle (sound.load), and the start's code stays code.
    assetsInlineLimit: (file) => (file.endsWith('.wav') ? false : undefined),
    // Phaser alone is about 1.4 MB minified and sits in its own chunk (below), so the
    // default 500 kB warning would fire on every build.
    chunkSizeWarningLimit: 1600,
    rolldownOptions: {
      output: {
        // Vite 8 bundles with Rolldown: an object `manualChunks` is not supported.
        codeSplitting: {
          // Third-party code in chunks of its own: cached apart from the game's code, and
          // measured apart from it by `npm run bench:ui`.
          groups: [
            { name: 'phaser', test: /node_modules[\\/]phaser[\\/]/ },
            // Howler plays the menu's sounds; xstate runs the game's machine, which loads with
            // the session (src/lazySession.ts), so not at start.
            { name: 'vendor', test: /node_modules[\\/]howler[\\/]/ },
            { name: 'xstate', test: /node_modules[\\/]xstate[\\/]/ },
            // The shared table's widgets (hand, seats and avatars, layout, pegboard, hud,
            // celebrations): the family table and practice's review draw with them,
            // each loaded on demand, so not at start (test/e2e/app.e2e.ts checks). Only these
            // modules: what they use that the menu needs too stays at start. (None of them may
            // import the chunk that loads them, `playTables`: a failed load of it would be
            // kept failed, and no retry could start a game; app.e2e.ts checks.)
            {
              name: 'table',
              test: /src[\\/](scenes[\\/]table[\\/](table\w*|celebrate|handEnd\w*)|(view(?:[\\/]\w+)?|ui)[\\/](table\w*|layout\w*|hud\w*|peg\w*|handView|handLayout|handEnd\w*|faceImage|seatView|seatLines|avatars|avatarView|backFan|litPlaces|calloutSpot|celebration|badgeSpot|gameDriver\w*))\.ts$/,
              includeDependenciesRecursively: false,
            },
            // The computer players' search: only the worker's fallback, practice mode's advisor
            // and the tutorial's guided hand use it, each loaded on demand, so not at start.
            {
              name: 'search',
              test: /src[\\/]ai[\\/]line[\\/](chain|rollout|search|evaluate|levels)\.ts$/,
              // Only these modules: the engine they use stays in the engine's own chunk.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Property and whole-game tests take a few seconds on a quiet machine; the default 5 s
    // fails them on a busy two-core one. Speed is measured by the bench scripts, not here.
    testTimeout: 60_000,
  },
});
