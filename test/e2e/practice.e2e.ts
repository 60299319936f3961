/**
 * Practice mode in the real browser: every badge against the engine, the best
 * move against the evaluator (both recomputed here in Node from the game
 * record), undo, the counting drill, the tile tracker and the review.
 */
import { lineState } from '../../src/machine/lineState';
import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { informationSet } from '../../src/ai/index';
import {
  applyMove,
  formatTile,
  hasPip,
  parseTile,
  type Move,
  type Slot,
} from '../../src/engine/index';
import {
  makeSettings,
  publicHistory,
  restoreGame,
  type GameContext,
} from '../../src/machine/index';
import { framesSoFar } from '../../src/archive/replay';
import { adviceFor } from '../../src/practice/best';
import { reviewDriver } from '../../src/view/line/reviewDriver';
import { choiceTile } from '../../src/view/familyTable';
import type { PracticeHotspots } from '../../src/scenes/practice/practiceSpots';
import {
  claimByKeys,
  family,
  openPage,
  practice,
  practiceControl,
  record,
  scenes,
  shot,
  snapshot,
  tap,
  tapOnce,
  texts,
  waitUntil,
  useBrowser,
} from './browser';

const browser = useBrowser();
const base = inject('baseURL');

const TURN = new Set(['lead', 'play-chain', 'draw']);

/** The game as the record rebuilds it, in Node. */
async function rebuilt(page: Page, seed: string): Promise<GameContext> {
  const s = makeSettings({
    preset: 'horse-race',
    players: 2,
    seats: [{ kind: 'human' }, { kind: 'computer', level: 'medium' }],
    seed,
    speed: 'instant',
  });
  if (!s.ok) throw new Error(s.message);
  const r = restoreGame(s.settings, await record(page));
  if (!r.ok) throw new Error(r.message);
  return r.context;
}

function tile(text: string) {
  const t = parseTile(text, 6);
  if (t === null) throw new Error(`not a tile: ${text}`);
  return t;
}

/** One tap on the button `label` (the caller waits for what it does). */
async function click(page: Page, label: string): Promise<void> {
  const h = await family(page);
  const b = h?.buttons.find((x) => x.label === label);
  if (!b) throw new Error(`no button ${label}: ${h?.buttons.map((x) => x.label).join(', ')}`);
  await tap(page, b);
}

/**
 * The review's replay, stepped back twice from where it opens: each caption drawn is the
 * review driver's for that position (computed here in Node from the record).
 */
async function checkReview(page: Page, seed: string): Promise<void> {
  const ctx = await rebuilt(page, seed);
  const frames = framesSoFar(ctx, ctx.hands.length - 1);
  if (!frames) throw new Error('the hand does not replay');
  const { seats, players, partners } = ctx.settings;
  const review = { hand: 0, items: [], givenAway: 0 };
  const driver = reviewDriver({ review, game: { seats, players, partners }, frames });
  for (let i = 0; i < 3; i++) {
    const caption = driver.caption();
    expect(caption).toMatch(/^Hand \d+ of \d+ · move \d+ of \d+: /);
    await waitUntil(`the caption "${caption}"`, async () => (await texts(page)).includes(caption));
    if (i === 2) break;
    await page.keyboard.press('ArrowLeft');
    driver.back();
  }
}

/**
 * Chooses a tile of the hand by the arrows (a tap may play it where it has one place): its
 * places are lit and badged.
 */
async function chooseTile(page: Page, name: string): Promise<void> {
  const now = async () => {
    const h = await family(page);
    const t = h?.chosen ?? choiceTile(h?.highlight ?? null);
    return { on: t !== null && formatTile(t) === name, highlight: h?.highlight ?? null };
  };
  for (let i = 0; i < 60; i++) {
    const was = await now();
    if (was.on) {
      await waitUntil('the table settled', async () => (await family(page))?.live);
      return;
    }
    await page.keyboard.press('ArrowRight');
    await waitUntil('the highlight moved', async () => (await now()).highlight !== was.highlight);
  }
  const h = await family(page);
  const hand = h?.hand.map((t) => `${formatTile(t.tile)}${t.playable ? '*' : ''}`).join(' ');
  throw new Error(`${name} never highlighted (${hand}; ${h?.highlight}, ${h?.live})`);
}

/** Taps Claim once; the open claim is judged. */
async function tapClaim(page: Page, open: { hand: number; move: number }): Promise<void> {
  await tapOnce(
    page,
    'the claim judged',
    async () => (await practice(page))?.claimButtons.find((b) => b.label === 'Claim'),
    async () => {
      const now = await practice(page);
      return now?.claim?.hand !== open.hand || now.claim.move !== open.move;
    },
  );
}

/** Waits until the table is settled with something for the person to do (or the hand over). */
async function ready(page: Page): Promise<'turn' | 'claim' | 'hand-end' | 'over'> {
  return waitUntil('the person', async () => {
    const [snap, h, p] = [await snapshot(page), await family(page), await practice(page)];
    if (!snap || !h || h.flights.length > 0) return null;
    if (p?.claim && p.claimButtons.length > 0) return 'claim';
    if (snap.phase === 'game-over') return 'over';
    if (h.buttons.some((b) => b.label === 'Next')) return 'hand-end';
    const canDraw = h.actions.some((a) => a.id === 'draw');
    if (
      h.live &&
      snap.turn === 0 &&
      TURN.has(snap.phase) &&
      (h.hand.some((t) => t.playable) || canDraw)
    )
      return 'turn';
    return null;
  });
}

/** The badges of the chosen tile, once the table is settled. */
async function steadyBadges(page: Page): Promise<PracticeHotspots['badges']> {
  return waitUntil('steady badges', async () => {
    if (!(await family(page))?.live) return null;
    return (await practice(page))?.badges ?? null;
  });
}

/** Checks every badge of the selected tile against the engine, in Node. */
async function checkBadges(page: Page, seed: string): Promise<number> {
  const p = await practice(page);
  const ctx = await rebuilt(page, seed);
  for (const b of p?.badges ?? []) {
    const move: Move = {
      type: 'play',
      seat: 0,
      tile: tile(b.tile),
      on: b.on === null ? null : tile(b.on),
      ...(b.slot === null ? {} : { slot: b.slot as Slot }),
    };
    const applied = applyMove(lineState(ctx), move);
    if (!applied.ok || applied.value.event.type !== 'play') throw new Error('illegal badge');
    const e = applied.value.event;
    expect([b.total, b.points, b.again]).toEqual([e.total, e.points, e.again]);
    expect(
      b.text?.replace('★ ', '').startsWith(`${e.total}${e.points > 0 ? ` → +${e.points}` : ''}`),
    ).toBe(true);
  }
  return p?.badges.length ?? 0;
}

describe('practice mode', () => {
  test.each([
    [{ width: 1280, height: 720 }, 'PRAC01'],
    [{ width: 390, height: 844 }, 'PRAC02'],
  ] as const)(
    'hints, best move, undo, counting drill, tracker and review at %o',
    async (viewport, seed) => {
      const { page, context, errors, outside } = await openPage(browser(), viewport);
      const fetched: string[] = [];
      page.on('request', (r) => fetched.push(new URL(r.url()).pathname.split('/').pop() ?? ''));
      await page.goto(
        `${base}?e2e=1&practice=1&preset=horse-race&players=2&seed=${seed}&speed=instant&level=medium`,
      );
      await waitUntil('the table', async () => (await scenes(page)).includes('FamilyTable'));
      const name = `practice-${viewport.width}x${viewport.height}`;
      let badges = 0;
      let bests = 0;
      let undone = false;
      let claimed = false;
      let missed: { points: number } | null = null;
      let reviewed = false;
      let undoneAtHandEnd = false;
      let k = 0;
      await practiceControl(page, 'Count: off', async () =>
        Boolean((await family(page))?.buttons.some((b) => b.label === 'Count: on')),
      );
      for (
        let step = 0;
        step < 400 && !(undone && claimed && missed && reviewed && bests >= 3);
        step++
      ) {
        const state = await ready(page);
        if (state === 'over') break;
        if (state === 'claim') {
          const p = await practice(page);
          const open = p?.claim;
          if (!open) continue;
          // The count line waits for the claim: it would give the answer away.
          expect(p.line).not.toContain('Count:');
          if (open.points > 0 && !claimed) {
            // Type the points and press Enter: a right claim keeps them.
            await claimByKeys(page);
            claimed = true;
            const after = await practice(page);
            const c = after?.claims.find((x) => x.hand === open.hand && x.move === open.move);
            expect(c?.outcome).toBe('claimed');
            continue;
          }
          if (open.points > 0 && !missed) missed = { points: open.points };
          // Claim 0: right for a play that scored nothing, Muggins for one that scored.
          const before = (await snapshot(page))?.scores ?? [];
          if (!p.claimButtons.some((b) => b.label === 'Claim')) throw new Error('no claim button');
          await tapClaim(page, open);
          if (open.points > 0 && missed?.points === open.points) {
            const after = await practice(page);
            const c = after?.claims.find((x) => x.hand === open.hand && x.move === open.move);
            expect(c?.outcome).toBe('missed');
            await shot(page, `${name}-muggins`);
            // One truth: the engine's scores are untouched by the drill (docs/practice.md).
            expect((await snapshot(page))?.scores).toEqual(before);
          }
          continue;
        }
        if (state === 'hand-end') {
          if (!reviewed) {
            await click(page, 'Review');
            await waitUntil('the review', async () =>
              (await scenes(page)).includes('PracticeReview'),
            );
            await checkReview(page, seed);
            await shot(page, `${name}-review`);
            await page.keyboard.press('Escape');
            await waitUntil(
              'the table again',
              async () => !(await scenes(page)).includes('PracticeReview'),
            );
            reviewed = true;
          }
          // Once: the hand-end panel offers Undo, which takes back the person's last turn
          // of the hand just ended; the hand then goes on from there.
          const endButtons = (await family(page))?.buttons ?? [];
          if (!undoneAtHandEnd && endButtons.some((b) => b.label === 'Undo')) {
            undoneAtHandEnd = true;
            const movesNow = (): Promise<number> =>
              record(page).then(
                (r) =>
                  (r as { hands: { moves: unknown[] }[] }).hands.flatMap((h) => h.moves).length,
              );
            const before = await movesNow();
            await click(page, 'Undo');
            await waitUntil(
              'the hand back in play',
              async () => (await snapshot(page))?.phase !== 'hand-end',
            );
            expect(await movesNow()).toBeLessThan(before);
            await shot(page, `${name}-undo-at-hand-end`);
            continue;
          }
          await click(page, 'Next');
          await waitUntil(
            'the next hand',
            async () => !(await family(page))?.buttons.some((b) => b.label === 'Next'),
          );
          continue;
        }
        k++;
        const h = await family(page);
        if (!h) continue;
        const playable = h.hand.filter((t) => t.playable);
        if (playable.length === 0) {
          const was = JSON.stringify(await snapshot(page));
          await click(page, 'Draw');
          await waitUntil('the draw', async () => JSON.stringify(await snapshot(page)) !== was);
          continue;
        }
        // Every playable tile's badges against the engine.
        for (const name0 of playable.slice(0, 3).map((t) => formatTile(t.tile))) {
          await chooseTile(page, name0);
          badges += await checkBadges(page, seed);
        }
        // The best move: the evaluator's choice, recomputed here.
        if (bests < 3 && playable.length > 1) {
          await practiceControl(page, 'Best move', async () =>
            Boolean((await practice(page))?.best),
          );
          const p = await waitUntil('the best move', async () => (await practice(page))?.best);
          const ctx = await rebuilt(page, seed);
          const view = informationSet(lineState(ctx), 0, publicHistory(ctx.hands.at(-1)));
          if (!view) throw new Error('no view');
          const expected = adviceFor(view, seed);
          const e = expected?.best.legal;
          if (e?.type !== 'play') throw new Error('no best play');
          expect(p.tile).toBe(e.tile === tile(p.tile) ? p.tile : 'mismatch');
          expect(p.on === null ? null : tile(p.on)).toBe(e.on);
          expect(p.reason).toBe(expected?.reason);
          const marked = (await practice(page))?.badges.filter((b) => b.best) ?? [];
          expect(marked.length).toBe(1);
          expect(marked[0]?.tile).toBe(p.tile);
          if (bests === 0) await shot(page, `${name}-best`);
          bests++;
          // Worked out in the advisor's worker: its in-thread chunk is never fetched.
          expect(fetched.some((f) => f.startsWith('advisor.worker-'))).toBe(true);
          expect(fetched.some((f) => f.startsWith('advisor-'))).toBe(false);
          await practiceControl(page, 'Hide best', async () => !(await practice(page))?.best);
        }
        // Undo: play, then take the turn back; the position and record are the earlier ones.
        // Only at the start of a turn: undo takes back the whole turn, chain included.
        const hands = ((await record(page)) as { hands: { moves: { seat: number }[] }[] }).hands;
        const lastSeat = hands.at(-1)?.moves.at(-1)?.seat;
        const wantUndo = !undone && k >= 2 && lastSeat !== 0;
        const beforeSnap = wantUndo ? await snapshot(page) : null;
        const beforeRecord = wantUndo ? JSON.stringify(await record(page)) : null;
        const now = await family(page);
        const choice = now?.hand.find((t) => t.playable);
        if (!choice || !now) continue;
        await chooseTile(page, formatTile(choice.tile));
        const targets = await steadyBadges(page);
        // Prefer a scoring spot, so the drill has scores to claim.
        const target =
          targets.find((b) => b.points > 0) ?? targets[k % Math.max(1, targets.length)];
        if (!target) continue;
        const played = JSON.stringify(await record(page));
        await tap(page, target);
        await waitUntil('the move made', async () => JSON.stringify(await record(page)) !== played);
        if (wantUndo && beforeSnap && beforeRecord) {
          // Answer any claim first (the computer waits for it), then undo.
          let st = await ready(page);
          if (st === 'claim') {
            const p = await practice(page);
            const open = p?.claim;
            if (!open || open.points !== 0) continue;
            await tapClaim(page, open);
            st = await ready(page);
          }
          if (st !== 'turn') continue;
          if (!(await practice(page))?.canUndo) continue;
          const longer = ((await record(page)) as { hands: { moves: unknown[] }[] }).hands.flatMap(
            (x) => x.moves,
          ).length;
          await click(page, 'Undo');
          await waitUntil(
            'the undo',
            async () => JSON.stringify(await record(page)) === beforeRecord,
          );
          await ready(page);
          expect(await snapshot(page)).toEqual(beforeSnap);
          const shorter = ((await record(page)) as { hands: { moves: unknown[] }[] }).hands.flatMap(
            (x) => x.moves,
          ).length;
          expect(shorter).toBeLessThan(longer);
          undone = true;
        }
        // The tracker agrees with the record, once per game.
        if (k === 3) {
          const labels = async () => ((await family(page))?.buttons ?? []).map((b) => b.label);
          await practiceControl(page, 'Tiles', async () => (await labels()).includes('Hide tiles'));
          const p = await waitUntil('the tracker', async () => (await practice(page))?.tracker);
          const ctx = await rebuilt(page, seed);
          const hand = lineState(ctx).hand;
          if (!hand) throw new Error('no hand');
          const hidden = [...(hand.hands[1] ?? []), ...hand.boneyard].map(String).sort();
          expect(p.unseen.map((t) => String(tile(t))).sort()).toEqual(hidden);
          for (const v of p.voids)
            for (const value of v.values)
              expect((hand.hands[v.seat] ?? []).some((x) => hasPip(x, value))).toBe(false);
          await shot(page, `${name}-tracker`);
          await practiceControl(page, 'Hide tiles', async () => (await labels()).includes('Tiles'));
          // Open hands: North's tiles face up on its badge, as the engine holds them.
          const faceUp = async () => (await family(page))?.faceUp ?? [];
          await practiceControl(page, 'Open hands', async () => (await faceUp()).length > 0);
          const north = (await faceUp()).find((f) => f.seat === 1);
          const held = lineState(await rebuilt(page, seed)).hand?.hands[1] ?? [];
          expect(north?.tiles.map(formatTile).sort()).toEqual(held.map(formatTile).sort());
          await shot(page, `${name}-open-hands`);
          await practiceControl(page, 'Hide hands', async () => (await faceUp()).length === 0);
        }
      }
      expect(badges).toBeGreaterThan(5);
      expect(bests).toBeGreaterThanOrEqual(3);
      expect(undone).toBe(true);
      expect(claimed).toBe(true);
      expect(missed).not.toBeNull();
      expect(reviewed).toBe(true);
      // One truth: practice shows the engine's scores; the drill keeps only a tally.
      const p = await practice(page);
      const snap = await snapshot(page);
      const muggins = (p?.claims ?? [])
        .filter((c) => c.outcome === 'missed' || c.outcome === 'wrong')
        .reduce((s, c) => s + c.points, 0);
      expect(muggins).toBeGreaterThan(0);
      expect(p?.scores).toEqual(snap?.scores);
      expect(p?.line).toContain('Muggins');
      await shot(page, `${name}-end`);
      expect(errors).toEqual([]);
      expect(outside).toEqual([]);
      await context.close();
    },
  );
});
