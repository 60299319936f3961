/**
 * Texas 42's contract lessons (src/tutorial/tricks/lessonsContracts42.ts) as the engine plays them:
 * the records turn the contracts on through their options, a plunge or a splash is its own
 * move key and its maker's partner names the contract, sevens' refusal names the dominoes
 * nearest 7, and what nello's lead step says of each lead is what the other seats can do.
 */
import { describe, expect, test } from 'vitest';
import { parseTile } from '../../src/engine/core/tiles';
import type { TricksState } from '../../src/engine/tricks/tricksFamily';
import { familyLessonById } from '../../src/tutorial/familyLessons';
import {
  acceptsKey,
  currentFamilyStep,
  familyQuizValue,
  learnerMoves,
  moveKey,
  startFamilyLesson,
  tileRefusal,
} from '../../src/tutorial/familyRunner';
import { solveFamily } from '../../src/tutorial/familySolve';

const lesson = (id: string) => familyLessonById(id)!;
const tricks = (game: unknown): TricksState => game as TricksState;

describe('the contract lessons', () => {
  test('each record carries its contract’s option', () => {
    expect(lesson('t42-plunge').record.options).toEqual({ plunge: true });
    expect(lesson('t42-splash').record.options).toEqual({ splash: true });
    expect(lesson('t42-sevens').record.options).toEqual({ sevens: true });
    expect(lesson('t42-nello').record.options).toEqual({ nello: true, nello_doubles: 'low' });
  });

  test('the plunge is its own key, beside the ordinary bids', () => {
    const s = startFamilyLesson(lesson('t42-plunge'));
    const keys = learnerMoves(s).map((m) => moveKey(s, m));
    expect(keys).toContain('bid 168 plunge');
    expect(keys).toContain('bid 84');
    expect(keys).not.toContain('bid 168');
    expect(acceptsKey(s, currentFamilyStep(s)!, 'bid 84')).toBe(false);
  });

  test('after a plunge or a splash the partner names the contract and leads', () => {
    const plunge = solveFamily(lesson('t42-plunge'));
    const quiz = plunge.find((s) => s.step === 2)!;
    expect(familyQuizValue(quiz)).toBe(2);
    const trick = tricks(plunge.at(-1)!.game).hand!.tricks[0]!;
    expect(trick.plays[0]!.seat).toBe(2);
    const splash = startFamilyLesson(lesson('t42-splash'));
    const hand = tricks(splash.game).hand!;
    expect(hand.special).toBe('splash');
    expect(hand.bidder).toBe(2);
    expect(learnerMoves(splash).every((m) => moveKey(splash, m).startsWith('trump '))).toBe(true);
  });

  test('sevens: a domino not nearest 7 is refused in words naming the nearest', () => {
    const s = solveFamily(lesson('t42-sevens')).find((x) => x.step === 1)!;
    const found = tileRefusal(s, parseTile('6-0', 6)!);
    expect(found?.refusal.code).toBe('not-nearest');
    const said = s.coach.reword(found!.refusal, s.game, found!.move);
    expect(said).toBe(
      'In sevens you must play a domino nearest 7 pips. You hold 6-1, 5-2 and 4-3, exactly 7 pips: 6-0 is 1 away.',
    );
  });

  test('nello: every lead refused wins whatever West and East play; the ones taken lose', () => {
    const l = lesson('t42-nello');
    const s = solveFamily(l).find((x) => x.step === 2)!;
    const step = currentFamilyStep(s)!;
    let refused = 0;
    for (const lead of learnerMoves(s)) {
      const key = moveKey(s, lead);
      const led = s.family.apply(s.game, lead);
      if (!led.ok) throw new Error(key);
      // Every reply of West, then of East (North sits out): who takes the trick.
      const winners = new Set<number>();
      for (const west of s.family.legalMoves(led.value.state)) {
        const w = s.family.apply(led.value.state, west);
        if (!w.ok) continue;
        for (const east of s.family.legalMoves(w.value.state)) {
          const e = s.family.apply(w.value.state, east);
          if (e.ok) winners.add(tricks(e.value.state).hand!.tricks[0]!.winner);
        }
      }
      if (acceptsKey(s, step, key)) expect([...winners], key).not.toEqual([0]);
      else {
        expect([...winners], key).toEqual([0]);
        refused++;
      }
    }
    expect(refused).toBe(5);
  });
});
