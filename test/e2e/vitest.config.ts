/** Browser tests: Playwright drives Debian's Chromium against the production build (dist/). */
import { defineConfig } from 'vitest/config';

/**
 * The online files: each starts a game server in its own process and drives up to four pages
 * against it. Two of them side by side on the 2-core machine took five to six times as long
 * as each alone (online.e2e 527 s against 86 s), long enough for a game to miss its deadline.
 */
const ONLINE = ['test/e2e/online*.e2e.ts'];

const shared = {
  globalSetup: ['test/e2e/globalSetup.ts'],
  environment: 'node' as const,
  testTimeout: 300_000,
  hookTimeout: 120_000,
  // No retry (issue 25): a test taps once and waits for the state it expects, so a failure
  // is a failure.
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'pages',
          include: ['test/e2e/**/*.e2e.ts'],
          exclude: ONLINE,
          // Two files at a time on the 2-core machine: with frames drawn only on change an
          // idle page costs about a quarter of what it did (docs/architecture.md, "Checks").
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'online',
          include: ONLINE,
          // One at a time, once the other files are done.
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
