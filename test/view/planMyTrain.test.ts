/**
 * Plan my train (issue 36, item 7): the hand laid out as the person's longest train from
 * their open end, each tile turned to meet the one before, then the rest apart; the words
 * say how long it is and what is left over (and the lane says it short); the choice is kept
 * in the preferences through a reload.
 */
import { describe, expect, test } from 'vitest';
import { hi, lo } from '../../src/engine/core/tiles';
import { familyTableView } from '../../src/view/familyTables';
import type { TrainsBoard } from '../../src/view/trains/trainsTable';
import { planWords } from '../../src/view/trains/trainsTable';
import { handPicture, handWidth, statusLine } from '../../src/view/familyTable';
import { createPrefs } from '../../src/prefs';
import { trainsAtTable } from '../machine/helpers';

const started = (seed: string) => trainsAtTable(seed, 4, 12, 1);

describe('Plan my train', () => {
  test.each(['PLAN01', 'PLAN02', 'PLAN03'])(
    'seed %s: a chain turned to match, then the rest',
    (seed) => {
      const actor = started(seed);
      // Until the engine is set (the person may have to find it), the words say so.
      let snap = actor.getSnapshot();
      for (let i = 0; i < 200 && !(familyTableView(snap).board as TrainsBoard).placed; i++) {
        const view = familyTableView(snap, true);
        expect(view.arrangement).toMatch(/once the engine is set/);
        const id = Object.keys(view.moves)[0];
        if (id === undefined) break;
        actor.send({ type: 'MOVE', move: view.moves[id] });
        snap = actor.getSnapshot();
      }
      const off = familyTableView(snap, false);
      const on = familyTableView(snap, true);
      const board = on.board as TrainsBoard;
      expect(board.placed).toBe(true);
      expect(off.arrangement).toBeNull();
      expect(off.hand.every((h) => h.chain === undefined)).toBe(true);
      // The same tiles, the plan first.
      expect(on.hand.map((h) => h.tile).sort()).toEqual(off.hand.map((h) => h.tile).sort());
      const plan = board.plan;
      expect(on.hand.slice(0, plan.length).map((h) => h.tile)).toEqual(plan);
      const mine = board.lanes[0];
      expect(mine?.name).toBe('Your train');
      const rest = on.hand.slice(plan.length);
      if (plan.length === 0) {
        expect(on.arrangement).toMatch(/no tile of yours fits your train’s \d+ yet/);
        return;
      }
      // Each link turned to meet the one before, the first the train's open end.
      let end = mine?.open;
      for (const h of on.hand.slice(0, plan.length)) {
        const [a, b] = h.chain ?? [-1, -1];
        expect(a).toBe(end);
        expect([a, b].sort()).toEqual([hi(h.tile), lo(h.tile)].sort());
        end = b;
      }
      expect(rest.every((h) => h.chain === undefined)).toBe(true);
      if (rest.length > 0) expect(rest[0]?.gapBefore).toBe(true);
      // The words: its length, from which end, and what is left over with its pips.
      const pips = rest.reduce((s, h) => s + hi(h.tile) + lo(h.tile), 0);
      expect(on.arrangement).toContain(
        `${plan.length} tile${plan.length > 1 ? 's' : ''} from your ${mine?.open}`,
      );
      expect(on.arrangement).toContain(
        rest.length === 0
          ? 'nothing left over'
          : `${rest.length} tile${rest.length > 1 ? 's' : ''} left over (${pips} pip`,
      );
      expect(mine?.note).toBe(`plan ${plan.length} · ${rest.length} left`);
      expect(board.lanes.slice(1).every((l) => l.note === null)).toBe(true);
      // The hand view lays the links sideways.
      const picture = handPicture(on, false);
      // The regions make room for the links' width: two upright tiles' each.
      expect(handWidth(on.hand)).toBe(on.hand.length + plan.length);
      expect(handWidth(off.hand)).toBe(off.hand.length);
      expect([...(picture.sideways ?? new Map()).keys()]).toEqual(plan);
    },
  );

  test('the words', () => {
    const t = (a: number, b: number): number =>
      (Math.max(a, b) * (Math.max(a, b) + 1)) / 2 + Math.min(a, b);
    expect(planWords(true, 6, [], [t(2, 1) as never])).toBe(
      'Plan my train: no tile of yours fits your train’s 6 yet',
    );
    // Out of tiles (the round over for them): nothing to plan.
    expect(planWords(true, 6, [], [])).toBe('Plan my train: your hand is empty');
    expect(
      planWords(
        true,
        6,
        [t(6, 3), t(5, 3)].map((x) => x as never),
        [t(2, 1) as never],
      ),
    ).toBe('Plan my train: 2 tiles from your 6, 1 tile left over (3 pips)');
    expect(planWords(true, 6, [t(6, 3) as never], [])).toBe(
      'Plan my train: 1 tile from your 6, nothing left over',
    );
  });

  test('kept through a reload, in the preferences', () => {
    const kept = new Map<string, string>();
    const storage = {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
    };
    const first = createPrefs(storage, () => undefined);
    expect(first.get().arranged).toBe(false);
    first.set({ arranged: true });
    expect(createPrefs(storage, () => undefined).get().arranged).toBe(true);
    first.set({ arranged: false });
    expect(createPrefs(storage, () => undefined).get().arranged).toBe(false);
  });

  test('the status line says it until the next step, in place of the prompt', () => {
    const view = {
      status: { text: 'Your turn: choose a tile', tone: 'turn' as const },
      caption: 'West drew a tile',
      live: true,
    };
    expect(statusLine(view, null, null)).toBe('Your turn: choose a tile');
    expect(statusLine(view, null, 'Plan my train: 4 tiles from your 6, nothing left over')).toBe(
      'Plan my train: 4 tiles from your 6, nothing left over',
    );
    expect(statusLine({ ...view, live: false }, null, null)).toBe('West drew a tile');
    expect(statusLine(view, 'Round 1 · step 3 of 40', 'Plan my train')).toBe(
      'Round 1 · step 3 of 40: West drew a tile',
    );
  });
});
