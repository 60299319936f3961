/**
 * Texas 42's bid advisor and status line offer only legal moves (issue 37): the dealer after
 * three passes must bid, so nothing tells them passing is sound or offers a pass; naming
 * trumps is no place for passing either. The same position gets the same advice: the seed of
 * the sampled deals is the hand's, not the length of the machine's log.
 */
import { describe, expect, test, vi } from 'vitest';
import { tricksSeatView, type TricksMove, type TricksState } from '../../src/engine/index';
import { hintsFor } from '../../src/practice/familyHints';
import { bidAdvice } from '../../src/practice/tricksHints';
import { tricksCoach } from '../../src/tutorial/tricks/tricksCoach';
import type { FamilyLesson } from '../../src/tutorial/familyTypes';
import { startFamilyLesson, type FamilyTutorialState } from '../../src/tutorial/familyRunner';
import { lessonSource } from '../../src/view/familyLessonDriver';
import { parseSeed } from '../../src/machine/settings';
import { familySourceView, hintRequest } from '../../src/view/familyTables';

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
    const status = familySourceView(lessonSource(s)).status.text;
    expect(status).toMatch(/must bid/);
    expect(status).not.toMatch(/or pass/);
    // A play tried before the bid: the coach's words offer no pass either.
    const tile = (s.game as TricksState).hand?.hands[0]?.[0];
    if (tile === undefined) throw new Error('no tile');
    const tried: TricksMove = { type: 'play', seat: 0, tile };
    const refusal = s.family.apply(s.game, tried);
    expect(refusal.ok).toBe(false);
    if (!refusal.ok) {
      expect(refusal.error.code).toBe('bidding');
      expect(tricksCoach.reword(refusal.error, s.game as TricksState, tried)).not.toMatch(/pass\b/);
    }
  });

  test('naming trumps: the advice names a trump and says nothing of passing', () => {
    const s = position([{ seat: 0, bid: 30 }], 'trump 0');
    const said = advice(s);
    expect(said).toMatch(/^Name .* as trumps/);
    expect(said).not.toMatch(/pass/);
  });

  test('the same position, the same advice, whatever the machine’s log holds', () => {
    const s = position([], 'bid 30');
    const source = lessonSource(s);
    const view = familySourceView(source);
    const seed = parseSeed('HINTS1');
    if (!seed) throw new Error('not a seed');
    const game = { settings: { ...source.settings, seed }, game: s.game, hands: [] };
    const longer = { ...game, log: [...source.log, ...source.log] };
    expect(hintRequest(longer, view)?.seed).toBe(hintRequest(game, view)?.seed);
    expect(advice(s)).toBe(advice(position([], 'bid 30')));
  });

  test('the forced bid and the trumps step: the advised move is legal, the trump the same', () => {
    const forced = position([], 'bid 30');
    const legal = forced.family.legalMoves(forced.game) as TricksMove[];
    const view = tricksSeatView(forced.game as TricksState, 0);
    const bid = bidAdvice(view, 'same', legal);
    expect(bid?.move?.type).toBe('bid');
    expect(legal).toContainEqual(bid?.move);
    // The advised bid made, the trumps step names the trump the bid's words named.
    const made = bid?.move?.type === 'bid' ? bid.move.bid : 30;
    const naming = position([{ seat: 0, bid: made }], 'trump 0');
    const contracts = naming.family.legalMoves(naming.game) as TricksMove[];
    const trumps = bidAdvice(tricksSeatView(naming.game as TricksState, 0), 'same', contracts);
    expect(contracts).toContainEqual(trumps?.move);
    const named = trumps?.line.text.match(/^Name (.*) as trumps/)?.[1] ?? '?';
    expect(bid?.line.text).toContain(named);
  });

  test('asked again in a fresh module state, with Math.random barred: the same advice', async () => {
    const first = [advice(position([], 'bid 30')), advice(position([{ seat: 0, bid: 30 }], 'x'))];
    vi.resetModules();
    const random = vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('the advice must not use Math.random');
    });
    try {
      const fresh = await import('../../src/practice/familyHints');
      const again = [position([], 'bid 30'), position([{ seat: 0, bid: 30 }], 'x')].map(
        (s) =>
          fresh
            .hintsFor({
              family: 'tricks',
              state: s.game,
              seat: 0,
              legal: s.family.legalMoves(s.game),
              names: ['You', 'West', 'North', 'East'],
              seed: 'same',
            })
            .find((l) => l.title === 'Bid advisor')?.text,
      );
      expect(again).toEqual(first);
    } finally {
      random.mockRestore();
    }
  });
});
