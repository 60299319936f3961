/**
 * npm run bench:idle [-- --rounds 3] [--seconds 8] [--against <another build's dist>]
 * What a page waiting for the player costs the machine: the CPU time of every Chromium
 * process (the page, the compositor, the GPU stand-in) over a window while nothing moves,
 * as a share of one core, in headless Chromium against the production build. Two screens
 * (the menu; a Horse Race table on the person's turn) at two sizes (a 390x844 phone at 2x,
 * a 1280x720 desktop), each measured `rounds` times, fresh page each time, and the median
 * printed. With `--against`, the same on that build, alternated page by page, and the ratio.
 * Frames drawn and skipped in the window come from the game's frame gate
 * (src/ui/renderOnChange.ts). Run it on an otherwise idle machine: every Chromium counts.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { launchChromium } from './lib/chromium';
import { argText } from './lib/args';
import { serve, stop } from './lib/preview';
import { median } from './lib/median';

const root = join(import.meta.dirname, '..');
const rounds = Number(argText('rounds', '3'));
const seconds = Number(argText('seconds', '8'));
const againstArg = argText('against', '');
const against = againstArg === '' ? null : againstArg;

/** Seconds of CPU used so far by every Chromium process on the machine. */
function chromiumCpu(): number {
  let ticks = 0;
  const pids = execSync('pgrep -f chromium || true').toString().trim().split('\n');
  for (const pid of pids.filter(Boolean)) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between the listing and the reading.
    }
  }
  return ticks / 100;
}

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  { name: 'desktop', viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 },
] as const;

const SCREENS = [
  { name: 'menu', query: '?e2e=1', ready: "window.horseRaceTest?.scenes().includes('Menu')" },
  {
    name: 'table, your turn',
    query: '?e2e=1&players=4&seed=IDLE1&level=medium',
    ready:
      "window.horseRaceTest?.scenes().includes('FamilyTable') && window.horseRace?.snapshot()?.turn === 0 && ['lead','play-chain','draw'].includes(window.horseRace?.snapshot()?.phase)",
  },
] as const;

interface Reading {
  cpu: number;
  drawn: number | null;
  skipped: number | null;
}

async function idleWindow(
  browser: Browser,
  url: string,
  size: (typeof SIZES)[number],
  screen: (typeof SCREENS)[number],
): Promise<Reading> {
  const context = await browser.newContext({
    viewport: size.viewport,
    deviceScaleFactor: size.deviceScaleFactor,
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.goto(`${url}${screen.query}`);
  await page.waitForFunction(screen.ready, undefined, { timeout: 60_000 });
  // The browser tests' pixel checks are not a player's cost; the service worker's first
  // install (docs/offline.md) is over before the window.
  await page.evaluate(() =>
    (window.horseRaceTest as Partial<typeof window.horseRaceTest>)?.frameChecks?.(false),
  );
  await page.evaluate(async () => {
    if ('serviceWorker' in navigator) await navigator.serviceWorker.ready;
  });
  await page.waitForTimeout(3000);
  const gate = () =>
    page.evaluate(
      () => (window.horseRaceTest as Partial<typeof window.horseRaceTest>)?.frameGate?.() ?? null,
    );
  const g0 = await gate();
  const c0 = chromiumCpu();
  await page.waitForTimeout(seconds * 1000);
  const cpu = (chromiumCpu() - c0) / seconds;
  const g1 = await gate();
  await context.close();
  return {
    cpu,
    drawn: g0 && g1 ? g1.drawn - g0.drawn : null,
    skipped: g0 && g1 ? g1.skipped - g0.skipped : null,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(0)}%`.padStart(5);

async function main(): Promise<void> {
  process.stdout.write('building the app…\n');
  await build({ root, logLevel: 'silent' });
  const app = await serve(join(root, 'dist'));
  const other = against ? await serve(against) : null;
  const browser = await launchChromium();
  try {
    process.stdout.write(
      `bench:idle: CPU of all Chromium processes as a share of one core, ${seconds} s windows, median of ${rounds}\n`,
    );
    for (const size of SIZES)
      for (const screen of SCREENS) {
        const mine: Reading[] = [];
        const theirs: number[] = [];
        for (let r = 0; r < rounds; r++) {
          mine.push(await idleWindow(browser, app.url, size, screen));
          if (other) theirs.push((await idleWindow(browser, other.url, size, screen)).cpu);
        }
        const cpu = median(mine.map((m) => m.cpu));
        const frames =
          mine[0]?.drawn === null
            ? ''
            : `  frames drawn ${median(mine.map((m) => m.drawn ?? 0))}, skipped ${median(mine.map((m) => m.skipped ?? 0))}`;
        const vs = other
          ? `  against ${pct(median(theirs))}  ratio ${(cpu / median(theirs)).toFixed(2)}`
          : '';
        process.stdout.write(
          `  ${`${size.name}, ${screen.name}`.padEnd(26)} ${pct(cpu)}${frames}${vs}\n`,
        );
      }
  } finally {
    await browser.close();
    await stop(app.server);
    if (other) await stop(other.server);
  }
}

main().catch((e: unknown) => {
  process.stderr.write(
    `bench:idle failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
  );
  process.exit(1);
});
