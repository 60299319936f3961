/** Browser tests: Playwright drives Debian's Chromium against the production build (dist/). */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/globalSetup.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 120_000,
    // Two files at a time: a file spends much of its time waiting on the page (on this
    // 2-core machine one file keeps the CPU about 60% busy), so two together take about
    // 1,060 s where one at a time took 1,470. Each file has its own Chromium, and the online
    // tests their own servers on free ports.
    fileParallelism: true,
    maxWorkers: 2,
    // No retry (issue 25): a test taps once and waits for the state it expects, so a failure
    // is a failure.
  },
});
