/** Browser tests: Playwright drives Debian's Chromium against the production build (dist/). */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/globalSetup.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 120_000,
    // Two files at a time on the 2-core machine: with frames drawn only on change an idle
    // page costs about a quarter of what it did (docs/architecture.md, "Checks").
    fileParallelism: true,
    maxWorkers: 2,
    // No retry (issue 25): a test taps once and waits for the state it expects, so a failure
    // is a failure.
  },
});
