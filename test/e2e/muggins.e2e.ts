/**
 * Muggins both ways in the browser (issue 14): with Count on against Easy, the person
 * claims their own points, and when the computer misses a count (which the record,
 * rebuilt in Node, says) calls "Muggins!" on it; a call with nothing missed is refused
 * with a reason; the engine's scores never move, the call goes to the drill's tally.
 */
import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { makeSettings, restoreGame, type GameContext } from '../../src/machine/index';
import {
  callMuggins,
  computerCounts,
  mayCallMuggins,
  mugginsTally,
  type MugginsCall,
} from '../../src/machine/muggins';
import {
  claimByKeys,
  family,
  openPage,
  practice,
  practiceControl,
  record,
  scenes,
  shot,
  tapOnce,
  snapshot,
  texts,
  useBrowser,
  waitUntil,
} from './browser';

const browser = useBrowser();
const base = inject('baseURL');
const SEED = 'MVGG3R';

/** The game as its record rebuilds it in Node, with the drill on and the calls made so far. */
async function rebuilt(page: Page, calls: readonly MugginsCall[]): Promise<GameContext> {
  const s = makeSettings({
    preset: 'horse-race',
    players: 2,
    seats: [{ kind: 'human' }, { kind: 'computer', level: 'easy' }],
    seed: SEED,
    speed: 'instant',
  });
  if (!s.ok) throw new Error(s.message);
  const r = restoreGame(s.settings, await record(page));
  if (!r.ok) throw new Error(r.message);
  return { ...r.context, practice: { counting: true, answers: [], calls } };
}

async function movesMade(page: Page): Promise<number> {
  const r = (await record(page)) as { hands: { moves: unknown[] }[] };
  return r.hands.flatMap((h) => h.moves).length;
}

/** Taps the button `label` once, and waits for `done`. */
function tapLabel(page: Page, label: string, done: () => Promise<boolean>): Promise<void> {
  return tapOnce(
    page,
    `"${label}" taken`,
    async () => (await family(page))?.buttons.find((b) => b.label === label),
    done,
  );
}

/** Makes the highlighted choice (a legal play, or a draw) by Enter, once the table is settled. */
async function playSomething(page: Page): Promise<void> {
  const before = await movesMade(page);
  await waitUntil('the table settled', async () => (await family(page))?.live);
  await page.keyboard.press('Enter');
  await waitUntil('the move made', async () => (await movesMade(page)) > before);
}

describe('Muggins both ways', () => {
  test.each([
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ])(
    'at $width×$height: the computer misses a count and the person calls it; a needless call is refused',
    async (viewport) => {
      const { page, context, errors, outside } = await openPage(browser(), viewport);
      await page.goto(
        `${base}?e2e=1&practice=1&preset=horse-race&players=2&seed=${SEED}&speed=instant&level=easy`,
      );
      await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'));
      await practiceControl(page, 'Count: off', async () =>
        Boolean((await family(page))?.buttons.some((b) => b.label === 'Count: on')),
      );
      const calls: MugginsCall[] = [];
      let refused = false;
      for (let step = 0; step < 300 && calls.length === 0; step++) {
        const state = await waitUntil('the person', async () => {
          const [snap, h, p] = [await snapshot(page), await family(page), await practice(page)];
          if (!snap || !h || h.flights.length > 0) return null;
          if (p?.claim && p.claimButtons.length > 0) return 'claim';
          if (snap.phase === 'game-over') return 'over';
          if (h.buttons.some((b) => b.label === 'Next')) return 'hand-end';
          return snap.turn === 0 && h.live ? 'turn' : null;
        });
        if (state === 'over') break;
        if (state === 'claim') {
          await claimByKeys(page);
          continue;
        }
        if (state === 'hand-end') {
          await tapLabel(
            page,
            'Next',
            async () => !(await family(page))?.buttons.some((b) => b.label === 'Next'),
          );
          continue;
        }
        const ctx = await rebuilt(page, calls);
        const scores = (await snapshot(page))?.scores;
        if (mayCallMuggins(ctx)) {
          const open = computerCounts(ctx).filter((c) => c.open);
          const points = open.reduce((s, c) => s + c.points, 0);
          // The tally as the engine's record and the call make it (misses let go count too).
          const t = mugginsTally(callMuggins(ctx));
          const told = `You caught ${t.caught} of ${t.missed} missed (${t.caughtPoints})`;
          // The banner says it for a moment (1.8 s); the tally under the count stays.
          let banner = false;
          await tapLabel(page, 'Muggins!', async () => {
            banner ||= (await texts(page)).some((t) => t.includes(`North missed ${points}`));
            const line = (await practice(page))?.line ?? '';
            return banner && line.includes(told);
          });
          calls.push(...open.map((c) => ({ hand: c.hand, move: c.move })));
          const line = (await practice(page))?.line ?? '';
          expect(line).toContain(told);
          expect(t.caughtPoints).toBe(points);
          // One truth: the engine's scores are untouched; the call is in the drill's tally.
          expect((await snapshot(page))?.scores).toEqual(scores);
          await shot(page, `muggins-${viewport.width}x${viewport.height}-called`);
          break;
        }
        if (!refused) {
          // Nothing missed now: the call is refused with the reason, and play goes on.
          await tapLabel(page, 'Muggins!', async () =>
            (await texts(page)).some((t) => t.startsWith('No Muggins:')),
          );
          expect((await snapshot(page))?.scores).toEqual(scores);
          refused = true;
        }
        await playSomething(page);
      }
      expect(refused).toBe(true);
      expect(calls.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      expect(outside).toEqual([]);
      await context.close();
    },
  );
});
