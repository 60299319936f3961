/**
 * Issue 26, item 12 in the real browser: practice in Block (nothing scores during play) shows
 * no count line, and a phone's practice tray says what each of its controls does; the
 * counting drill's switch is off where there is nothing to count.
 */
import { describe, expect, inject, test } from 'vitest';
import type { Box } from '../../src/ui/boxes';
import {
  boxes,
  family,
  openPage,
  openTray,
  PHONE_AND_DESKTOP,
  scenes,
  shot,
  snapshot,
  texts,
  useBrowser,
  waitUntil,
} from './browser';

const browser = useBrowser();
const base = inject('baseURL');

describe('practice where nothing scores during play', () => {
  for (const preset of ['block', 'horse-race'] as const)
    test(`${preset}: the count line, and the tray's legend`, async () => {
      const { page, context, errors } = await openPage(
        browser(),
        { width: 360, height: 640 },
        { touch: true },
      );
      await page.goto(
        `${base}?e2e=1&practice=1&preset=${preset}&players=2&seed=${preset === 'block' ? 'PBLOCK' : 'TRAY01'}&speed=instant`,
      );
      await waitUntil(
        'the table',
        async () => (await scenes(page)).includes('FamilyTable'),
        30_000,
      );
      // A few tiles down and the person on turn: a count exists to be shown (or not).
      // (The person leading plays the highlighted lead by Enter, once.)
      const turn = () =>
        waitUntil('the person on turn', async () => {
          const s = await snapshot(page);
          return s?.turn === 0 && (await family(page))?.live ? s : null;
        });
      if ((await turn()).layout.length === 0) {
        await page.keyboard.press('Enter');
        await waitUntil(
          'the lead made',
          async () => ((await snapshot(page))?.layout.length ?? 0) > 0,
        );
      }
      await turn();
      // The tray (the hint tags' tip closed on the way): the count line in full, if any.
      await openTray(page);
      const countLine = async () => (await texts(page)).filter((t) => /^Count: .*=/.test(t));
      if (preset === 'block') expect(await countLine()).toEqual([]);
      else await waitUntil('the count line', async () => (await countLine()).length > 0);
      const legend = await waitUntil('the legend', async () =>
        (await texts(page)).find((t) => t.startsWith('Hints: ') && t.includes('\nBest move: ')),
      );
      for (const control of ['Tiles: ', 'Open hands: ', 'Count: '])
        expect(legend).toContain(`\n${control}`);
      const drill = page.locator('#game-controls button', { hasText: /^Count: / });
      await waitUntil('the drill mirrored', async () => (await drill.count()) === 1);
      if (preset === 'block') {
        expect(legend).toMatch(/Count: off here, as nothing scores in play/);
        expect(await drill.isDisabled()).toBe(true);
        await shot(page, 'practice-block-tray-360x640');
      } else {
        expect(await drill.isDisabled()).toBe(false);
      }
      // The legend sits in the tray, under its buttons, over none of them.
      const all = await boxes(page);
      const text = all.find((b) => b.kind === 'text' && b.id.includes('text:Hints: '));
      const panel = all.find((b) => b.id.endsWith('practice-tray'));
      expect(text && panel).toBeTruthy();
      expect(text!.y + text!.h).toBeLessThanOrEqual(panel!.y + panel!.h);
      expect(text!.y + text!.h).toBeLessThanOrEqual(640);
      for (const b of all.filter(
        (x) => x.kind === 'button' && x.id.startsWith('FamilyTable/button:'),
      ))
        if (b.y > panel!.y && b.y < panel!.y + panel!.h)
          expect(b.y + b.h <= text!.y || b.y >= text!.y + text!.h).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });

  // The docs' screenshots of item 12 at a phone's 390x844 (the tray open) and a desktop.
  for (const size of PHONE_AND_DESKTOP)
    test(`block at the ${size.name}: no count line, the controls explained`, async () => {
      const { page, context, errors } = await openPage(browser(), size.viewport, size);
      await page.goto(`${base}?e2e=1&practice=1&preset=block&players=2&seed=PBLOCK&speed=instant`);
      await waitUntil(
        'the table',
        async () => (await scenes(page)).includes('FamilyTable'),
        30_000,
      );
      await waitUntil('the person on turn', async () => {
        const s = await snapshot(page);
        return s?.turn === 0 && (await family(page))?.live;
      });
      if (size.touch) await openTray(page);
      expect((await texts(page)).filter((t) => /^Count: .*=/.test(t))).toEqual([]);
      const labels = ((await family(page))?.buttons ?? []).map((b) => b.label);
      expect(labels.some((l) => l.startsWith('Count: '))).toBe(true);
      if (!size.touch) {
        // A wide screen's column: each control says what it does while the mouse rests on it,
        // in a note over no other control, gone when the mouse leaves.
        const said: Record<string, RegExp> = {
          Tiles: /^Tiles: unseen tiles/,
          'Open hands': /^Open hands: shows/,
          'Count: off': /^Count: off here, as nothing scores in play/,
        };
        for (const [label, words] of Object.entries(said)) {
          const b = (await family(page))?.buttons.find((x) => x.label === label);
          if (!b) throw new Error(`no ${label} in the column`);
          await page.mouse.move(b.x, b.y);
          await waitUntil(`${label} explained`, async () =>
            (await texts(page)).some((t) => words.test(t)),
          );
          const all = await boxes(page);
          const tip = all.find((x) => x.id.endsWith('practice-tip'));
          if (!tip) throw new Error('no practice-tip box');
          const over = (x: Box) =>
            Math.min(x.x + x.w, tip.x + tip.w) - Math.max(x.x, tip.x) > 1 &&
            Math.min(x.y + x.h, tip.y + tip.h) - Math.max(x.y, tip.y) > 1;
          expect(all.filter((x) => x.kind === 'button' && over(x)).map((x) => x.id)).toEqual([]);
          expect(tip.x).toBeGreaterThanOrEqual(0);
          expect(tip.y + tip.h).toBeLessThanOrEqual(size.viewport.height);
          if (label === 'Tiles') await shot(page, `practice-block-${size.name}-tip`);
          await page.mouse.move(2, size.viewport.height / 2);
          await waitUntil(`${label}'s note gone`, async () =>
            (await texts(page)).every((t) => !words.test(t)),
          );
        }
      }
      await shot(page, `practice-block-${size.name}`);
      expect(errors).toEqual([]);
      await context.close();
    });
});
