/**
 * The line of play's practice view at the family table (view/line/practiceView.ts), over real
 * games through the session and practice's API: the badges at each hint level against the
 * engine's numbers, the tiles' tags, Open hands, and the counting drill's claim holding back
 * the count, the play's words and points and the hand's end until it is answered.
 */
import { describe, expect, test } from 'vitest';
import { lineState } from '../../src/machine/lineState';
import { badgeText } from '../../src/practice/targets';
import { lineTargetId } from '../../src/view/line/lineBoard';
import { CLAIM_ASKED } from '../../src/view/line/practiceView';
import { familySpeech } from '../../src/view/familyVoice';
import type { PracticeTableView } from '../../src/view/line/gameDriverPractice';
import { practiceGame } from '../support/tableGame';

/** A practice game whose views all have practice's part. */
function practiced(seed: string) {
  const g = practiceGame(seed);
  const { api, part } = g;
  if (!api || !part) throw new Error('no practice');
  type Views = ReturnType<typeof g.views> & { p: PracticeTableView };
  const sure = (v: ReturnType<typeof g.views>): Views => {
    if (!v.p) throw new Error('no practice part');
    return { ...v, p: v.p };
  };
  const views = (): Views => sure(g.views());
  const playUntil = async (done: (v: Views) => boolean): Promise<Views> =>
    sure(await g.playUntil((v) => done(sure(v))));
  return { api, part, views, playUntil };
}

describe('the line’s practice view', () => {
  test('badges at each hint level are the engine’s numbers; tiles tagged with their best', async () => {
    const g = practiced('PV0001');
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
    const g = practiced('PV0002');
    const v = await g.playUntil((x) => x.seat.live);
    expect(v.view.seats.some((s) => s.hand !== undefined)).toBe(false);
    g.part.send({ type: 'practice-options', patch: { openHands: true } }, v.snap);
    const open = g.views();
    const held = lineState(open.snap.context).hand?.hands[1] ?? [];
    expect(open.view.seats[1]?.hand?.slice().sort()).toEqual(held.slice().sort());
    expect(open.view.seats[0]?.hand).toBeUndefined();
  });

  test('a claim waiting holds back the count, the words, the points and the hand’s end', async () => {
    const g = practiced('PV0003');
    const first = g.views();
    g.part.send({ type: 'practice-options', patch: { count: true } }, first.snap);
    const v = await g.playUntil((x) => (x.p.claim?.points ?? 0) > 0);
    const points = v.p.claim?.points ?? 0;
    expect(v.view.board.countHidden).toBe(true);
    expect(v.view.caption.endsWith(CLAIM_ASKED)).toBe(true);
    expect(v.view.caption).not.toMatch(/count \d/);
    expect(v.seat.caption).toMatch(/count \d/);
    // The same play's words, up to its count: "You played 6-4 on the 6. …".
    const played = v.seat.caption.slice(0, v.seat.caption.indexOf(': count'));
    expect(v.view.caption).toBe(`${played}. ${CLAIM_ASKED}`);
    // The voice says the question, not the count.
    expect(familySpeech(v.view)).toContain(CLAIM_ASKED);
    expect(familySpeech(v.view)).not.toMatch(/count \d/);
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
    const g = practiced('PV0004');
    const v = await g.playUntil((x) => x.seat.handEnd !== null);
    expect(v.view.handEnd?.review).toBe(true);
    expect(v.view.handEnd?.undo).toBe(v.p.canUndo && v.seat.gameOver === null);
  });
});
