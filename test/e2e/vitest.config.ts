/** Browser tests: Playwright drives Debian's Chromium against the production build (dist/). */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/globalSetup.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A real game loop on shared CI hardware: a test that fails is run once more, and only
    // a second failure fails the run (a tap made in the frame a button appears is lost, as
    // Phaser adds new interactive objects at the next step). Deterministic failures still fail.
    retry: 1,
  },
});
