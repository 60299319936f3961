/**
 * npm run bench:ui [-- --json] [--runs 9] [--only startup,loop,heap,size] [--long] [--modules]
 *   [--loop-cold] [--against <another build's dist>]
 * In headless Chromium against the production build:
 *  - navigation to an interactive menu, as a ratio to a bare Phaser 4 Canvas page
 *    built and measured in the same run (target <= 1.3);
 *  - the game loop's own cost per frame (Phaser's step + render), median and p95,
 *    during fast computer-only games, once the service worker is installed (target p95 <= 2 ms);
 *  - JavaScript heap after hand 2 and after hand 10 (target: growth <= 10%);
 *  - gzipped size of the app's own code apart from Phaser (target <= 50 KB at start); with --modules,
 *    also the modules that make up the code loaded at start, largest first.
 * Pages open with `bypassCSP`: the app's Content-Security-Policy forbids eval, and Playwright's
 * string predicates (`waitForFunction`) are evaluated in the page.
 */
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { sizeMeter } from './lib/benchUiSize';
import { launchChromium } from './lib/chromium';
import { serve, stop } from './lib/preview';
import { median } from './lib/median';

const root = join(import.meta.dirname, '..');
const json = process.argv.includes('--json');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg >= 0 ? Number(process.argv[runsArg + 1]) || 9 : 9;
/** Also the heap after hand 20 (a few more minutes). */
const long = process.argv.includes('--long');
/** Also list the modules of the code loaded at start (size part). */
const modules = process.argv.includes('--modules');
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg >= 0 ? (process.argv[onlyArg + 1] ?? '').split(',') : null;
/** Whether this run measures `part` (all of them unless --only names some). */
const measures = (part: 'startup' | 'loop' | 'heap' | 'size'): boolean =>
  only === null || only.includes(part);
const log = (line: string): void => {
  if (!json) process.stdout.write(`${line}\n`);
};
const size = sizeMeter(root, log);

function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
}

/** A bare Phaser 4 Canvas page: one scene with a title and a button, ready when created. */
async function buildBare(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bare-phaser-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>bare</title></head><body style="margin:0"><div id="game"></div><script type="module" src="./src/main.js"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'src', 'main.js'),
    `import * as Phaser from 'phaser';
class Menu extends Phaser.Scene {
  constructor() { super('Menu'); }
  create() {
    this.add.text(640, 200, 'Bare Phaser', { fontSize: '64px' }).setOrigin(0.5);
    const b = this.add.rectangle(640, 360, 240, 56, 0x268a5c).setInteractive();
    b.on('pointerup', () => undefined);
    window.__ready = true;
  }
}
new Phaser.Game({ type: Phaser.CANVAS, parent: 'game', width: 1280, height: 720, audio: { noAudio: true }, banner: false, scale: { mode: Phaser.Scale.RESIZE }, scene: [Menu] });
`,
  );
  await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    base: './',
    resolve: { alias: { phaser: join(root, 'node_modules', 'phaser') } },
    build: { outDir: join(dir, 'dist'), target: 'es2022', chunkSizeWarningLimit: 5000 },
  });
  return join(dir, 'dist');
}

/** Milliseconds from navigation start until `ready` holds, measured in the page at each frame. */
async function timeToReady(browser: Browser, url: string, ready: string): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(`(${ready}) ? performance.now() : false`, undefined, {
    polling: 'raf',
    timeout: 30_000,
  });
  const ms = (await handle.jsonValue()) as number;
  await context.close();
  return ms;
}

interface HeapReading {
  /** V8's used heap after two full collections (what Chrome shows as the JS heap), MB. */
  readonly usedMb: number;
  /** Of it, compiled code (bytecode, optimised machine code, feedback), from a heap snapshot, MB. */
  readonly codeMb: number;
  /** The rest: the objects the page keeps (game state, scenes, Phaser), MB. */
  readonly objectsMb: number;
}

async function heapReading(page: Page): Promise<HeapReading> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', (e: { chunk: string }) => void chunks.push(e.chunk));
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const typeNames = snapshot.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  let code = 0;
  let objects = 0;
  for (let i = 0; i < snapshot.nodes.length; i += width) {
    const type = typeNames[snapshot.nodes[i + typeAt] as number];
    const size = snapshot.nodes[i + sizeAt] as number;
    // Blink's own objects (DOM, canvas) live outside V8's heap and are not counted.
    if (type === 'native' || type === 'synthetic') continue;
    if (type === 'code') code += size;
    else objects += size;
  }
  const mb = 1024 * 1024;
  return { usedMb: usage.usedSize / mb, codeMb: code / mb, objectsMb: objects / mb };
}

async function handsDone(page: Page): Promise<number> {
  return page.evaluate(() => {
    const r = window.horseRace?.record() as { hands?: unknown[] } | null;
    const s = window.horseRace?.snapshot() as { phase?: string } | null;
    const n = r?.hands?.length ?? 0;
    // The hand in play is not done yet.
    return s && (s.phase === 'hand-end' || s.phase === 'game-over') ? n : Math.max(0, n - 1);
  });
}

/** 1. Time to an interactive menu, alternating app and bare page. */
async function measureStartup(browser: Browser, appUrl: string, bareUrl: string) {
  const appTimes: number[] = [];
  const bareTimes: number[] = [];
  const app = (): Promise<number> =>
    timeToReady(browser, `${appUrl}?e2e=1`, "window.horseRaceTest?.scenes().includes('Menu')");
  const bare = (): Promise<number> => timeToReady(browser, bareUrl, 'window.__ready === true');
  // One of each first, untimed: the server's and the browser's caches warm up.
  await bare();
  await app();
  for (let i = 0; i < runs; i++) {
    bareTimes.push(await bare());
    appTimes.push(await app());
  }
  const ratio = median(appTimes) / median(bareTimes);
  log(
    `menu interactive: app ${median(appTimes).toFixed(0)} ms, bare Phaser ${median(bareTimes).toFixed(0)} ms, ratio ${ratio.toFixed(2)} (target <= 1.3)`,
  );
  return {
    appMs: median(appTimes),
    bareMs: median(bareTimes),
    ratio,
    runs,
    appRuns: appTimes,
    bareRuns: bareTimes,
  };
}

/** Games the loop is measured over (one window each), and how long each window is. */
const LOOP_GAMES = 5;
const LOOP_WINDOW_MS = 10_000;
/** Measure the loop while the service worker still installs (the method before 25 November 2026). */
const loopCold = process.argv.includes('--loop-cold');

/** Another build's `dist` to measure the loop against, alternated game by game (`--against`). */
const againstArg = process.argv.indexOf('--against');
const against = againstArg >= 0 ? (process.argv[againstArg + 1] ?? null) : null;

interface LoopGame {
  readonly p50: number;
  readonly p95: number;
  readonly frames: number;
  readonly swReadyMs: number;
}

/** One window of one fast 4-computer game (deal `BENCH<g>`): its frames' costs. */
async function loopWindow(browser: Browser, url: string, g: number) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.goto(
    `${url}?e2e=1&watch=1&players=4&speed=fast&seed=BENCH${g}&level=medium&target=250`,
  );
  await page.waitForFunction("window.horseRaceTest?.scenes().includes('FamilyTable')", undefined, {
    timeout: 30_000,
  });
  // The browser tests' pixel checks of skipped frames (src/ui/renderOnChange.ts) are not a player's cost.
  await page.evaluate(() =>
    (window.horseRaceTest as Partial<typeof window.horseRaceTest>)?.frameChecks?.(false),
  );
  const swReadyMs = loopCold
    ? 0
    : await page.evaluate(async () => {
        const start = performance.now();
        if (!('serviceWorker' in navigator)) return -1;
        const ready = navigator.serviceWorker.ready.then(() => true);
        const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30_000));
        return (await Promise.race([ready, late])) ? performance.now() - start : -1;
      });
  await page.waitForTimeout(3000);
  const skip = await page.evaluate(() => window.horseRaceTest?.frames().length ?? 0);
  await page.waitForTimeout(LOOP_WINDOW_MS);
  const frames = (await page.evaluate(() => window.horseRaceTest?.frames() ?? [])).slice(skip);
  await context.close();
  return { frames, swReadyMs };
}

function loopSummary(games: readonly LoopGame[], pooled: readonly number[]) {
  return {
    p50: median(games.map((x) => x.p50)),
    p95: median(games.map((x) => x.p95)),
    pooledP95: percentile(pooled, 95),
    frames: pooled.length,
    serviceWorker: loopCold ? 'not waited for' : 'ready before each window',
    games,
  };
}

/**
 * 2. The game loop's own cost during fast computer-only games: LOOP_GAMES games with their
 *    own deals, one window each, the frames' median and p95 per game, and the median of those
 *    (one window swings by ±0.3 ms on a 2-core machine). A fresh page installs the service
 *    worker, which fetches and caches every asset on the page's other threads for its first
 *    seconds (docs/offline.md) and takes CPU from the frames; a person meets that once, so
 *    each window starts once the worker is ready (`--loop-cold`: right away, as before).
 *    With `--against <dist>` the same deals are played on that build too, alternating with
 *    this one game by game, and the ratios are printed (an A/B in one run).
 */
async function measureLoop(browser: Browser, appUrl: string, otherUrl: string | null) {
  const urls = otherUrl === null ? [appUrl] : [appUrl, otherUrl];
  const games = urls.map(() => [] as LoopGame[]);
  const pooled = urls.map(() => [] as number[]);
  for (let g = 1; g <= LOOP_GAMES; g++) {
    for (const [i, url] of urls.entries()) {
      const { frames, swReadyMs } = await loopWindow(browser, url, g);
      pooled[i]?.push(...frames);
      games[i]?.push({
        p50: median(frames),
        p95: percentile(frames, 95),
        frames: frames.length,
        swReadyMs,
      });
    }
  }
  const [mine, theirs] = urls.map((_, i) => loopSummary(games[i] ?? [], pooled[i] ?? []));
  if (!mine) throw new Error('no loop measured');
  const line = (name: string, loop: typeof mine): void => {
    log(
      `${name}: ${loop.p50.toFixed(2)} ms median, ${loop.p95.toFixed(2)} ms p95 per frame (medians over ${LOOP_GAMES} games; p95 of all ${loop.frames} frames ${loop.pooledP95.toFixed(2)}; target p95 <= 2 ms)`,
    );
    log(
      `  per game (median / p95 ms): ${loop.games.map((x) => `${x.p50.toFixed(1)}/${x.p95.toFixed(1)}`).join(', ')}; ${loopCold ? 'service worker not waited for' : `service worker ready ${loop.games.map((x) => (x.swReadyMs / 1000).toFixed(1)).join(', ')} s after the table showed`}`,
    );
  };
  line('game loop', mine);
  if (!theirs) return mine;
  line(`  against ${String(against)}`, theirs);
  const ratio = { p50: mine.p50 / theirs.p50, p95: mine.p95 / theirs.p95 };
  log(`  ratio this build / that one: median ${ratio.p50.toFixed(2)}, p95 ${ratio.p95.toFixed(2)}`);
  return { ...mine, against: { dist: against, ...theirs }, ratio };
}

/**
 * 3. The heap after hand 2 and after hand 10 (and with --long after hand 20, to see it level
 *    off), in five games played side by side at the default pace ("normal": computer moves
 *    800 ms apart, every animation played), as a person gets it. At the instant pace ten
 *    hands take two seconds, so "after hand 2" would be one second after the page opened,
 *    with V8 still compiling the code the game runs: the growth would mostly be the JIT
 *    warming up. One reading still swings with the collector and the JIT, so the median of
 *    the five games is the figure.
 */
async function measureHeap(browser: Browser, appUrl: string) {
  const games = 5;
  const one = async (r: number) => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 720 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    await page.goto(
      `${appUrl}?e2e=1&watch=1&players=4&speed=normal&seed=HEAP0${r}&level=easy&target=400`,
    );
    const waitHands = async (n: number): Promise<void> => {
      const until = Date.now() + 600_000;
      while ((await handsDone(page)) < n) {
        if (Date.now() > until) throw new Error(`hand ${n} did not finish`);
        await page.waitForTimeout(100);
      }
    };
    await waitHands(2);
    const afterHand2 = await heapReading(page);
    await waitHands(10);
    const afterHand10 = await heapReading(page);
    const afterHand20 = long ? (await waitHands(20), await heapReading(page)) : afterHand10;
    await context.close();
    return {
      afterHand2,
      afterHand10,
      afterHand20,
      growth: afterHand10.usedMb / afterHand2.usedMb - 1,
      objectsGrowth: afterHand10.objectsMb / afterHand2.objectsMb - 1,
      laterGrowth: afterHand20.usedMb / afterHand10.usedMb - 1,
    };
  };
  const runs = await Promise.all(Array.from({ length: games }, (_, r) => one(r + 1)));
  const pick = (f: (r: (typeof runs)[number]) => number): number => median(runs.map(f));
  const result = {
    afterHand2: pick((r) => r.afterHand2.usedMb),
    afterHand10: pick((r) => r.afterHand10.usedMb),
    growth: pick((r) => r.growth),
    objectsGrowth: pick((r) => r.objectsGrowth),
    ...(long
      ? {
          afterHand20: pick((r) => r.afterHand20.usedMb),
          laterGrowth: pick((r) => r.laterGrowth),
        }
      : {}),
    codeMbAfterHand2: pick((r) => r.afterHand2.codeMb),
    codeMbAfterHand10: pick((r) => r.afterHand10.codeMb),
    runs,
  };
  const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
  log(
    `heap: ${result.afterHand2.toFixed(1)} MB after hand 2, ${result.afterHand10.toFixed(1)} MB after hand 10, growth ${pct(result.growth)} median of ${games} games (${runs.map((r) => pct(r.growth)).join(', ')}; target <= 10%)`,
  );
  log(
    `  of which compiled code ${result.codeMbAfterHand2.toFixed(2)} -> ${result.codeMbAfterHand10.toFixed(2)} MB; the objects the page keeps grew ${pct(result.objectsGrowth)} (${runs.map((r) => pct(r.objectsGrowth)).join(', ')})`,
  );
  if (long)
    log(
      `  and on: ${pick((r) => r.afterHand20.usedMb).toFixed(1)} MB after hand 20, ${pct(pick((r) => r.laterGrowth))} over hand 10 (${runs.map((r) => pct(r.laterGrowth)).join(', ')})`,
    );
  return result;
}

async function main(): Promise<void> {
  log('building the app and a bare Phaser 4 Canvas page…');
  await build({ root, logLevel: 'silent', plugins: modules ? [size.readModules] : [] });
  const bareDist = await buildBare();
  const app = await serve(join(root, 'dist'));
  const bare = await serve(bareDist);
  const other = against !== null && measures('loop') ? await serve(against) : null;
  const browser = await launchChromium();
  try {
    const result = {
      ...(measures('startup') ? { startup: await measureStartup(browser, app.url, bare.url) } : {}),
      ...(measures('loop')
        ? { loopMs: await measureLoop(browser, app.url, other?.url ?? null) }
        : {}),
      ...(measures('heap') ? { heapMb: await measureHeap(browser, app.url) } : {}),
      ...(measures('size') ? size.measure(modules) : {}),
    };
    if (json) process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await browser.close();
    await stop(app.server);
    await stop(bare.server);
    if (other) await stop(other.server);
  }
}

main().catch((e: unknown) => {
  process.stderr.write(
    `bench:ui failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
  );
  process.exit(1);
});
