/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

export default defineConfig({
  // Relative asset URLs, so the build runs from any folder or static host.
  base: './',
  build: {
    target: 'es2022',
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
            { name: 'vendor', test: /node_modules[\\/](xstate|howler)[\\/]/ },
            // The computer players' search: only the worker's fallback, practice mode's advisor
            // and the tutorial's guided hand use it, each loaded on demand, so not at start.
            {
              name: 'search',
              test: /src[\\/]ai[\\/](chain|rollout|search|evaluate|levels)\.ts$/,
              // Only these modules: the engine they use is needed at start and stays there.
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
