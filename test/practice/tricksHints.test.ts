/**
 * Texas 42's bid advisor and status line offer only legal moves (issue 37): the dealer after
 * three passes must bid, so nothing tells them passing is sound or offers a pass; naming
 * trumps is no place for passing either. The same position gets the same advice: the seed of
 * the sampled deals is the hand's, not the length of the machine's log.
 */
import { describe, expect, test } from 'vitest';
import { hintsFor } from '../../src/practice/familyHints';
import type { FamilyLesson } from '../../src/tutorial/familyTypes';
import { startFamilyLesson, type FamilyTutorialState } from '../../src/tutorial/familyRunner';
import { lessonSnapshot } from '../../src/view/familyLessonDriver';
import { familyTableView, hintRequest } from '../../src/view/familyTables';

const DEAL = [
  ['2-0', '1-0', '3-1', '4-0', '3-0', '2-1', '0-0'],
  ['5-3', '6-0', '6-3', '4-4', '4-3', '3-2', '6-6'],
  ['6-5', '6-1', '5-0', '4-2', '4-1', '2-2', '1-1'],
  ['5-2', '6-4', '5-5', '6-2', '5-1', '3-3', '5-4'],
];

/** You deal; the other three pass; then `more` (record moves). */
function position(more: readonly object[], expect: string): FamilyTutorialState {
  const lesson: FamilyLesson = {
    id: 'hints-42',
    title: '',
    summary: '',
    group: 'texas-42',
    record: {
      preset: 'texas-42',
      players: 4,
      hands: [
        {
          dealer: 0,
          deal: DEAL,
          moves: [1, 2, 3].map((seat) => ({ seat, bid: 'pass' })).concat(more as never[]),
        },
      ],
    },
    steps: [{ kind: 'move', text: 'Go on.', expect: [expect] }],
    goal: '',
    success: () => true,
  };
  return startFamilyLesson(lesson);
}

function advice(s: FamilyTutorialState): string {
  const lines = hintsFor({
    family: 'tricks',
    state: s.game,
    seat: 0,
    legal: s.family.legalMoves(s.game),
    names: ['You', 'West', 'North', 'East'],
    seed: 'same',
  });
  return lines.find((l) => l.title === 'Bid advisor')?.text ?? '';
}

describe('Texas 42 hints offer only legal moves', () => {
  test('the dealer after three passes: no pass offered, by the hints or the status line', () => {
    const s = position([], 'bid 30');
    const legal = JSON.stringify(s.family.legalMoves(s.game));
    expect(legal).toContain('"bid":30');
    expect(legal).not.toContain('"bid":"pass"');
    const said = advice(s);
    expect(said.length).toBeGreaterThan(10);
    expect(said).not.toMatch(/passing is sound/);
    const status = familyTableView(lessonSnapshot(s)).status.text;
    expect(status).toMatch(/must bid/);
    expect(status).not.toMatch(/or pass/);
  });

  test('naming trumps: the advice names a trump and says nothing of passing', () => {
    const s = position([{ seat: 0, bid: 30 }], 'trump 0');
    const said = advice(s);
    expect(said).toMatch(/^Name .* as trumps/);
    expect(said).not.toMatch(/pass/);
  });

  test('the same position, the same advice, whatever the machine’s log holds', () => {
    const s = position([], 'bid 30');
    const snap = lessonSnapshot(s);
    const view = familyTableView(snap);
    const longer = {
      ...snap,
      context: { ...snap.context, log: [...snap.context.log, ...snap.context.log] },
    };
    expect(hintRequest(longer, view)?.seed).toBe(hintRequest(snap, view)?.seed);
    expect(advice(s)).toBe(advice(position([], 'bid 30')));
  });
});
