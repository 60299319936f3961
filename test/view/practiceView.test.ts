/**
 * The line of play's practice view at the family table (view/practiceView.ts), over real
 * games through the session and practice's API: the badges at each hint level against the
 * engine's numbers, the tiles' tags, Open hands, and the counting drill's claim holding back
 * the count, the play's words and points and the hand's end until it is answered.
 */
import { describe, expect, test } from 'vitest';
import { lineState } from '../../src/machine/lineState';
import { badgeText } from '../../src/practice/targets';
import { familySourceView, sourceOf } from '../../src/view/familyTables';
import { choiceOrder, type FamilyTableView } from '../../src/view/familyTable';
import { practicePart } from '../../src/view/gameDriverPractice';
import type { LineBoardView } from '../../src/view/lineBoard';
import { lineTargetId } from '../../src/view/lineBoard';
import { CLAIM_ASKED, practiceView } from '../../src/view/practiceView';
import { memoryStorage, testSession } from '../support/session';

const flush = () => new Promise((r) => setTimeout(r, 0));

/** A practice game of the person against an easy computer, seen as the family table sees it. */
function practiceGame(seed: string) {
  const s = testSession(memoryStorage());
  const choice = { preset: 'horse-race', players: 2, partners: false, level: 'easy' } as const;
  s.start({ ...choice, target: NaN, seed, practice: true });
  const table = s.table();
  const api = s.practice();
  if (!table || !api) throw new Error('no practice game');
  const part = practicePart(api, () => undefined);
  const views = () => {
    const snap = table.snapshot();
    const seat = familySourceView(sourceOf(snap)) as FamilyTableView<LineBoardView>;
    const p = part.view(
      snap,
      seat.seats.map((x) => x.name),
      seat.live,
    );
    return { seat, p, view: practiceView(seat, p), snap };
  };
  /** Plays on (the first choice; claims answered right; the next hand) until `done`. */
  const playUntil = async (done: (v: ReturnType<typeof views>) => boolean) => {
    for (let i = 0; i < 400; i++) {
      await flush();
      const v = views();
      if (done(v)) return v;
      if (v.p.claim) part.send({ type: 'claim', value: v.p.claim.points }, v.snap);
      else if (v.seat.handEnd && !v.seat.gameOver) table.send({ type: 'NEXT_HAND' });
      else if (v.seat.live) {
        const id = choiceOrder(v.seat)[0];
        if (id) table.send({ type: 'MOVE', move: v.seat.moves[id] });
      }
    }
    throw new Error('never got there');
  };
  return { table, api, part, views, playUntil };
}

describe('the line’s practice view', () => {
  test('badges at each hint level are the engine’s numbers; tiles tagged with their best', async () => {
    const g = practiceGame('PV0001');
    const v = await g.playUntil((x) => x.seat.live && x.p.targets.length > 1);
    for (const h of v.view.hand)
      for (const t of h.targets) {
        const hint = v.p.targets.find((x) => x.tile === h.tile && lineTargetId(x.target) === t.id);
        expect(hint).toBeDefined();
        expect(t.badge?.text).toBe(badgeText(hint!));
        expect(t.badge?.scores).toBe((hint?.points ?? 0) > 0);
      }
    for (const h of v.view.hand) {
      const most = Math.max(
        0,
        ...v.p.targets.filter((x) => x.tile === h.tile).map((x) => x.points),
      );
      expect(h.badge).toBe(most > 0 ? `+${most}` : undefined);
    }
    g.part.send({ type: 'practice-options', patch: { hints: 'off' } }, v.snap);
    const off = g.views().view;
    expect(off.hand.flatMap((h) => h.targets).some((t) => t.badge)).toBe(false);
    expect(off.hand.some((h) => h.badge)).toBe(false);
    // Best: one place starred, once the advisor's answer is in.
    g.part.send({ type: 'practice-options', patch: { hints: 'best' } }, v.snap);
    g.part.send({ type: 'show-best', on: true }, v.snap);
    // (Asked for as the view is made; in once the advisor has answered.)
    g.views();
    await g.api.ready();
    const starred = g
      .views()
      .view.hand.flatMap((h) => h.targets)
      .filter((t) => t.badge?.text.startsWith('★'));
    expect(starred).toHaveLength(1);
  });

  test('Open hands: the others’ tiles on their seats, as the engine holds them', async () => {
    const g = practiceGame('PV0002');
    const v = await g.playUntil((x) => x.seat.live);
    expect(v.view.seats.some((s) => s.hand !== undefined)).toBe(false);
    g.part.send({ type: 'practice-options', patch: { openHands: true } }, v.snap);
    const open = g.views();
    const held = lineState(open.snap.context).hand?.hands[1] ?? [];
    expect(open.view.seats[1]?.hand?.slice().sort()).toEqual(held.slice().sort());
    expect(open.view.seats[0]?.hand).toBeUndefined();
  });

  test('a claim waiting holds back the count, the words, the points and the hand’s end', async () => {
    const g = practiceGame('PV0003');
    const first = g.views();
    g.part.send({ type: 'practice-options', patch: { count: true } }, first.snap);
    const v = await g.playUntil((x) => (x.p.claim?.points ?? 0) > 0);
    const points = v.p.claim?.points ?? 0;
    expect(v.view.board.countHidden).toBe(true);
    expect(v.view.caption.endsWith(CLAIM_ASKED)).toBe(true);
    expect(v.view.caption).not.toMatch(/count \d/);
    expect(v.seat.caption).toMatch(/count \d/);
    expect(v.view.handEnd).toBeNull();
    const mine = v.seat.scores.rows.find((r) => r.side === v.seat.seats[0]?.side);
    const shown = v.view.scores.rows.find((r) => r.side === v.seat.seats[0]?.side);
    expect(shown?.total).toBe((mine?.total ?? 0) - points);
    // No badges or tags while the question is open (they would give it away).
    expect(v.view.hand.some((h) => h.badge || h.targets.some((t) => t.badge))).toBe(false);
    g.part.send({ type: 'claim', value: points }, v.snap);
    const after = g.views();
    expect(after.view.board.countHidden).toBe(false);
    expect(after.view.scores).toEqual(after.seat.scores);
    expect(after.view.caption).toBe(after.seat.caption);
  });

  test('a hand’s end offers Review, and Undo while the person’s last turn can be taken back', async () => {
    const g = practiceGame('PV0004');
    const v = await g.playUntil((x) => x.seat.handEnd !== null);
    expect(v.view.handEnd?.review).toBe(true);
    expect(v.view.handEnd?.undo).toBe(v.p.canUndo && v.seat.gameOver === null);
  });
});
