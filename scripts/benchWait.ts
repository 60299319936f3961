/**
 * How long a person waits between their turns at Mexican Train (issue 36): a real browser
 * plays a round at Normal speed against computers, the person always taking their first
 * choice (Enter), and the page times, at each frame, from the person's move to the next
 * moment the table takes their move again (animations and pauses included). Four and eight
 * players; prints the median, the 90th percentile and the longest wait of each, and the
 * ratio of eight's median to four's. Not a test: the figures go into docs/table.md.
 *
 *   npm run bench:wait [-- --turns 12 --seed WAIT01]
 */
import { join } from 'node:path';
import { build, preview } from 'vite';
import { launchChromium } from './lib/chromium';
import { argText } from './lib/args';

const root = join(import.meta.dirname, '..');
const turns = Number(argText('turns', '12'));
const seed = argText('seed', 'WAIT01');

interface Waits {
  readonly players: number;
  readonly waits: number[];
  /** The statuses shown during each wait (for --each). */
  readonly seen: string[];
}

const quantile = (xs: readonly number[], q: number): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) await build({ root, logLevel: 'warn' });
  const server = await preview({
    root,
    logLevel: 'silent',
    preview: { port: 0, host: '127.0.0.1' },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the preview server has no address');
  const browser = await launchChromium();
  const results: Waits[] = [];
  try {
    for (const players of [4, 8]) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
      await page.goto(
        `${url}?e2e=1&preset=mexican-train&players=${players}&set=12&rounds=3&seed=${seed}&speed=normal`,
      );
      // In the page, at every frame: when the table starts and stops taking the person's move.
      // (Text, not a function: tsx's helpers do not exist in the page.)
      await page.evaluate(`(() => {
        window.waits = [];
        window.live = false;
        window.seen = [];
        let since = -1;
        let others = false;
        let seen = new Set();
        const tick = () => {
          const f = window.horseRaceTest?.family();
          const live = f?.live === true;
          // A round's end panel waits on the person, not the computers: no wait counted.
          window.panel = (f?.panel.length ?? 0) > 0;
          if (window.panel) since = -1;
          // Only a wait through a computer's turn counts (Skip to my turn is offered then),
          // not the person's own next tile.
          if (!live && f?.actions.some((a) => a.id === 'skip')) others = true;
          if (!live && f) seen.add(f.status);
          if (live && !window.live && since >= 0 && others) {
            window.waits.push(performance.now() - since);
            window.seen.push([...seen].slice(0, 6).join(' | '));
          }
          if (!live && window.live) {
            since = performance.now();
            others = false;
            seen = new Set();
          }
          window.live = live;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      })()`);
      const deadline = Date.now() + turns * 30_000;
      let waits: number[] = [];
      while (waits.length < turns && Date.now() < deadline) {
        const live = (await page.evaluate('window.live || window.panel')) === true;
        if (live) await page.keyboard.press('Enter');
        await page.waitForTimeout(live ? 150 : 50);
        waits = await page.evaluate<number[]>('window.waits');
      }
      results.push({ players, waits, seen: await page.evaluate<string[]>('window.seen') });
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const s = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
  if (process.argv.includes('--each'))
    for (const r of results)
      console.log(
        r.players,
        r.waits.map((w, i) => `${(w / 1000).toFixed(1)} ${w > 6000 ? r.seen[i] : ''}`).join('\n'),
      );
  for (const { players, waits } of results)
    console.log(
      `${players} players: ${waits.length} waits, median ${s(quantile(waits, 0.5))}, p90 ${s(quantile(waits, 0.9))}, longest ${s(Math.max(...waits))}`,
    );
  const [four, eight] = results.map((r) => quantile(r.waits, 0.5));
  if (four && eight)
    console.log(`8 players' median wait / 4 players': ${(eight / four).toFixed(2)}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
