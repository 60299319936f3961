/**
 * npm run icons
 * Draws the app's icons (a domino on the felt) as SVG and has Debian's Chromium render
 * them to PNG in public/icons/: 192 and 512 px, a maskable 512 px (the tile inside the
 * central safe circle, felt to the edges) and a 180 px Apple touch icon. The output is
 * committed; re-run after changing the drawing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './lib/chromium';

const FELT = '#0f5132';
const FELT_LIGHT = '#17694a';
const IVORY = '#f7f2e2';
const SHADE = '#c9bfa3';
const INK = '#141414';
const GOLD = '#e8c15a';

/** Pip centres on a 0..1 square for the faces 0-6. */
const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  0: [],
  1: [[0.5, 0.5]],
  2: [
    [0.25, 0.25],
    [0.75, 0.75],
  ],
  3: [
    [0.25, 0.25],
    [0.5, 0.5],
    [0.75, 0.75],
  ],
  4: [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  5: [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.5, 0.5],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  6: [
    [0.25, 0.2],
    [0.75, 0.2],
    [0.25, 0.5],
    [0.75, 0.5],
    [0.25, 0.8],
    [0.75, 0.8],
  ],
};

/**
 * The icon on a 100-unit square. `maskable`: felt to every edge and the tile within the
 * central 80% circle that launchers keep; otherwise a rounded felt square.
 */
function iconSvg(size: number, maskable: boolean): string {
  const tileH = maskable ? 64 : 78;
  const tileW = tileH / 2;
  const x = 50 - tileW / 2;
  const y = 50 - tileH / 2;
  const face = (value: number, top: number): string =>
    (PIPS[value] ?? [])
      .map(
        ([px, py]) =>
          `<circle cx="${x + px * tileW}" cy="${top + py * tileW}" r="${tileW * 0.095}" fill="${INK}"/>`,
      )
      .join('');
  const bg = maskable
    ? `<rect width="100" height="100" fill="${FELT}"/>`
    : `<rect x="2" y="2" width="96" height="96" rx="20" fill="${FELT}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  ${bg}
  <circle cx="50" cy="50" r="${maskable ? 38 : 44}" fill="${FELT_LIGHT}"/>
  <circle cx="50" cy="50" r="${maskable ? 38 : 44}" fill="none" stroke="${GOLD}" stroke-width="1.6"/>
  <rect x="${x + 1.2}" y="${y + 2}" width="${tileW}" height="${tileH}" rx="${tileW * 0.16}" fill="#00000055"/>
  <rect x="${x}" y="${y}" width="${tileW}" height="${tileH}" rx="${tileW * 0.16}" fill="${IVORY}"/>
  <line x1="${x + tileW * 0.12}" y1="50" x2="${x + tileW * 0.88}" y2="50" stroke="${SHADE}" stroke-width="1.4"/>
  ${face(6, y)}${face(4, y + tileW)}
</svg>`;
}

const ICONS: readonly { file: string; size: number; maskable: boolean }[] = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

async function main(): Promise<void> {
  const out = join(import.meta.dirname, '..', 'public', 'icons');
  mkdirSync(out, { recursive: true });
  const browser = await launchChromium();
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({
        viewport: { width: icon.size, height: icon.size },
        deviceScaleFactor: 1,
      });
      await page.setContent(
        `<html><body style="margin:0;background:transparent">${iconSvg(icon.size, icon.maskable)}</body></html>`,
      );
      const png = await page.locator('svg').screenshot({ omitBackground: true });
      writeFileSync(join(out, icon.file), png);
      await page.close();
      process.stdout.write(`public/icons/${icon.file} (${icon.size} px, ${png.length} bytes)\n`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`icons failed: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
