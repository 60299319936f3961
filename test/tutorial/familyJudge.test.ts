/**
 * The search's say in a family lesson (./familyRunner.ts `judgeOther`): a legal domino a step
 * does not name costs a star only when the exact solver, with every hand open, finds it comes
 * to less than the step's own; one as good is explained without a refusal, and where the
 * lesson can go on from it, it goes on. Mexican Train's moves are judged by its rounds played
 * out with every hand open. Special bids and contracts, and nello's play, keep their steps' own
 * words.
 */
import { describe, expect, test } from 'vitest';
import { familyLessonById } from '../../src/tutorial/familyLessons';
import {
  familyAct,
  judgeOther,
  learnerMoves,
  moveKey,
  type FamilyTutorialState,
} from '../../src/tutorial/familyRunner';
import { familyLessonStars, familyStarsLine } from '../../src/tutorial/familyEnd';
import { familySolutionAction, solveFamily } from '../../src/tutorial/familySolve';

/** The lesson's state at step `step` of its script. */
function at(id: string, step: number): FamilyTutorialState {
  const states = solveFamily(familyLessonById(id)!);
  const s = states.find((x) => x.step === step && !x.done);
  if (!s) throw new Error(`${id} has no step ${step}`);
  return s;
}

function tryKey(s: FamilyTutorialState, key: string): FamilyTutorialState {
  const move = learnerMoves(s).find((m) => moveKey(s, m) === key);
  if (!move) throw new Error(`${key} is not legal here`);
  return familyAct(s, { type: 'move', move });
}

describe('a lesson step judged by the search', () => {
  test('a domino that gives points away goes on where the lesson can, and says how much', () => {
    // North's 6-5 takes the trick: 5-2 instead of 5-0 keeps 5 points of count from it.
    const s = at('t42-doubles', 2);
    const after = tryKey(s, '5-2');
    expect(after.step).toBe(s.step + 1);
    // Counted against the par, not as a refusal: a choice of play, no rule broken.
    expect(after.mistakes).toBe(s.mistakes);
    expect(after.givenAway).toBe(s.givenAway + 5);
    expect(after.judged).toBe(s.judged + 1);
    expect(after.feedback?.tone).toBe('wrong');
    expect(after.feedback?.text).toMatch(
      /^With every hand open, 5-2 gives away 5 points\. The lesson's advice: North’s 6-5 takes this trick: .* You play 5-2\./,
    );
  });

  test('one the lesson cannot go on from is refused, says so, and counts against the par', () => {
    // 5-2 loses the trick that sets West: the lesson's success cannot follow.
    const s = at('t42-set', 1);
    const after = tryKey(s, '5-2');
    expect(after.step).toBe(s.step);
    expect(after.game).toBe(s.game);
    expect(after.mistakes).toBe(s.mistakes);
    expect(after.givenAway).toBeGreaterThan(s.givenAway);
    expect(after.feedback?.tone).toBe('wrong');
    expect(after.feedback?.text).toMatch(/5-2 turns the hand: its marks go to the other side\.$/);
    // Met at last, the step counts once as judged.
    const met = familyAct(after, familySolutionAction(after)!);
    expect(met.judged).toBe(s.judged + 1);
  });

  test('one as good is explained in the step’s words and costs nothing', () => {
    // With every hand open, 5-5 reaches North's side later anyway.
    const s = at('t42-count', 0);
    const judged = judgeOther(
      s,
      s.lesson.steps[0]!,
      learnerMoves(s).find((m) => moveKey(s, m) === '4-1')!,
    );
    expect(judged).toEqual({
      kind: 'as-good',
      pick: '5-5',
      better: false,
      goesOn: false,
      basis: 'With every hand open',
      own: '5-5',
    });
    const after = tryKey(s, '4-1');
    expect(after.game).toBe(s.game);
    expect(after.mistakes).toBe(s.mistakes);
    expect(after.feedback?.tone).toBe('info');
    expect(after.feedback?.text).toMatch(/^4-1 is worth 5, but 5-5 is worth 10/);
    expect(after.feedback?.text).toMatch(
      /\(With every hand open, 4-1 does as well as 5-5 here: no star lost\. The lesson goes on from 5-5\.\)$/,
    );
  });

  test('one as good that the lesson can go on from goes on, and the lesson passes', () => {
    const s = at('t42-bidding', 2);
    const after = tryKey(s, '6-5');
    expect(after.step).toBe(s.step + 1);
    expect(after.mistakes).toBe(0);
    expect(after.feedback?.text).toMatch(
      /^With every hand open, 6-5 does as well as 6-6 here\. You play 6-5\./,
    );
    // The lesson's last step: it ends passed, with no star lost.
    expect(after.done).toBe(true);
    expect(after.passed).toBe(true);
  });

  test('a plain bid is weighed over deals played out from the learner’s dominoes', () => {
    // Five sixes, 6-6 on top: 31 to 36, the lesson says; 38 is made less often than any of them.
    const s = at('t42-bidding', 0);
    const after = tryKey(s, 'bid 38');
    expect(after.step).toBe(s.step + 1);
    expect(after.mistakes).toBe(0);
    expect(after.givenAway).toBe(7);
    expect(after.feedback?.text).toMatch(
      /^Over 24 deals played out from the dominoes you hold, bid 38 gives away about 0\.2 marks a hand against bid 3\d\. The lesson's advice: That high a bid needs nearly all the count/,
    );
    // The same deals weigh every bid: 37 to 42 all miss the same deals.
    expect(tryKey(s, 'bid 41').givenAway).toBe(7);
    // 84 stakes two marks, and is made often enough to be worth as much as the least of 31-36.
    const doubled = tryKey(s, 'bid 84');
    expect(doubled.givenAway).toBe(0);
    expect(doubled.feedback?.text).toMatch(/bid 84 does as well as bid 3\d here\./);
  });

  test('a lost hand is charged its marks, 42 points each, and a step only once', () => {
    const s = at('t42-set', 1);
    const once = tryKey(s, '5-2');
    // The mark West would lose goes to West instead: two marks' swing.
    expect(once.givenAway).toBe(84);
    expect(tryKey(once, '5-2').givenAway).toBe(84);
  });

  test('a plain contract is weighed on the same deals; a pass, a special bid, nello and sevens keep the step’s words', () => {
    const named = at('t42-bidding', 1);
    const fives = tryKey(named, 'trump 5');
    expect(fives.mistakes).toBe(0);
    expect(fives.givenAway).toBe(42);
    expect(fives.feedback?.text).toBe(
      'Fives? You hold two of them, and five sixes. Over 24 deals played out from the dominoes you hold, trump 5 gives away about 1.0 marks a hand against trump 6.',
    );
    // No trumps does as well on these deals: no star lost, and the lesson goes on from sixes.
    const none = tryKey(named, 'trump none');
    expect(none.feedback?.tone).toBe('info');
    expect(none.givenAway).toBe(0);
    const s = at('t42-bidding', 0);
    const passed = tryKey(s, 'bid pass');
    expect(passed.mistakes).toBe(1);
    expect(passed.feedback?.text).toBe(
      'Pass, and East plays for 30 while you hold five sixes: bid. (The search does not weigh this move: it counts as a refusal.)',
    );
    expect(tryKey(at('t42-plunge', 0), 'bid 42').mistakes).toBe(1);
    expect(tryKey(at('t42-sevens', 0), 'trump 6').mistakes).toBe(1);
    expect(tryKey(at('t42-nello', 0), 'trump 6').mistakes).toBe(1);
    // A splash partner's naming: a special contract, its words stand.
    expect(tryKey(at('t42-splash', 0), 'trump 5').mistakes).toBe(1);
  });

  test('Mexican Train: judged by its rounds played out with every hand open, in words', () => {
    // 5-2 before the double: the double's second play is lost.
    const s = at('mt-doubles', 0);
    const move = learnerMoves(s).find((m) => moveKey(s, m) === '5-2 on 0')!;
    expect(judgeOther(s, s.lesson.steps[0]!, move)?.kind).toBe('worse');
    const after = familyAct(s, { type: 'move', move });
    expect([after.mistakes, after.step]).toEqual([s.mistakes, s.step]);
    expect(after.givenAway).toBeGreaterThan(1);
    expect(after.feedback?.text).toMatch(
      /With every hand open, over 32 rounds played out, 5-2 on your train gives away about [\d.]+ points\.$/,
    );
    // Ending a first turn that could go on is weighed as it lands, and worded.
    const stop = tryKey(at('mt-score', 1), 'stop');
    expect(stop.feedback?.text).toMatch(/ending your turn gives away about [\d.]+ points\.$/);
    // One the rounds find as good costs nothing (the step's words stand beside it).
    const last = tryKey(at('mt-last-round', 0), '5-5 on mexican');
    expect(last.mistakes).toBe(0);
    expect(last.givenAway).toBe(0);
    expect(last.feedback?.text).toMatch(/5-5 on the Mexican train does .* 2-1 on your train here/);
  });

  test('nello is not judged: its points are no measure of a lead', () => {
    const s = at('t42-nello', 2);
    const after = tryKey(s, '6-5');
    expect(after.mistakes).toBe(s.mistakes + 1);
    expect(after.feedback?.text).not.toMatch(/every hand open/);
  });
});

describe('a family lesson’s stars against a par', () => {
  /** The lesson played by its script, with `wrong` tried first at step `at`. */
  function playWith(id: string, at: number, wrong: string | null): FamilyTutorialState {
    let s = solveFamily(familyLessonById(id)!)[0]!;
    for (let i = 0; i < 50 && !s.done; i++) {
      if (s.step === at && wrong !== null && s.judgedAt !== at) s = tryKey(s, wrong);
      const action = familySolutionAction(s);
      if (!action) break;
      s = familyAct(s, action);
    }
    return s;
  }

  test('played as written: every domino step judged, nothing given away, 3 stars', () => {
    const s = playWith('t42-doubles', -1, null);
    expect(s.done && s.passed).toBe(true);
    expect(s.judged).toBe(2);
    expect(s.givenAway).toBe(0);
    expect(familyLessonStars(s)).toBe(3);
    expect(familyStarsLine(s)).toBe(
      ' Stars: 3 of 3 (0 points given away over 2 choices judged, par 1).',
    );
  });

  test('5 points given away over 2 judged choices (par 1): 1 star, and no refusal counted', () => {
    // 5-2 goes on: the script's next move is made from there.
    const s = playWith('t42-doubles', 2, '5-2');
    expect(s.done && s.passed).toBe(true);
    expect(s.mistakes).toBe(0);
    expect(s.givenAway).toBe(5);
    expect(familyLessonStars(s)).toBe(1);
    expect(familyStarsLine(s)).toBe(
      ' Stars: 1 of 3 (5 points given away over 2 choices judged, par 1).',
    );
  });

  test('a lesson the search cannot judge keeps its refusals’ stars and says so', () => {
    // Nello's play is not judged: its bidders lose every trick or nothing.
    const s = playWith('t42-nello', 2, '6-5');
    expect(s.judged).toBe(0);
    expect(s.mistakes).toBe(1);
    expect(familyLessonStars(s)).toBe(2);
    expect(familyStarsLine(s)).toBe(' Stars: 2 of 3 (1 refused, par 0).');
  });
});
