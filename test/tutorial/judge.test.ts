/**
 * One judge ("Honest teaching"): the best move, practice's review, the in-hand coach, the
 * guided hand's debrief and its stars all rate a move by `judgeMove` (src/practice/judge.ts)
 * against the same search (`adviceFor`). On a fixed seeded guided hand the coach speaks on
 * the move the debrief calls the key mistake, and the stars measure the points given away
 * against a par, not the refusals alone.
 */
import { lineState } from '../../src/machine/lineState';
import { describe, expect, test } from 'vitest';
import { informationSet } from '../../src/ai/index';
import { advance } from '../../src/machine/context';
import { publicHistory } from '../../src/machine/history';
import { adviceFor } from '../../src/practice/best';
import { CLOSE_CALL, judgeMove, sameMove } from '../../src/practice/judge';
import { contextBefore, reviewHand } from '../../src/practice/review';
import { debrief } from '../../src/tutorial/debrief';
import {
  act,
  createProgressStore,
  currentStep,
  learnerChoices,
  lessonById,
  lessonStars,
  LESSON_IDS,
  parFor,
  playStars,
  recordLessonEnd,
  startLesson,
  starsLine,
  type TutorialState,
} from '../../src/tutorial/index';
import { randomGame, settingsFor } from '../practice/helpers';

const SEED = 'tutorial/game';

/**
 * The guided hand played by a fixed rule (the last tile offered, at its first place), the
 * search's answer handed to the runner after each decision as the scene's worker does
 * (`judge` false: never). Every state on the way.
 */
function playGuided(judge: boolean): TutorialState[] {
  let s = startLesson(lessonById('game')!);
  const states = [s];
  for (let guard = 0; !s.done && guard < 300; guard++) {
    const step = currentStep(s);
    if (step?.kind === 'say' || step?.kind === 'auto') {
      s = act(s, { type: 'next' });
    } else {
      const c = learnerChoices(s);
      if (!c) throw new Error(`stuck at step ${s.step}`);
      const t = c.tiles.at(-1);
      s = t
        ? act(s, { type: 'play', tile: t.tile, on: t.targets[0]?.on ?? null })
        : act(s, { type: c.canDraw ? 'draw' : 'pass' });
    }
    states.push(s);
    const i = s.decisions.length - 1;
    if (judge && i >= 0 && s.answers[i] === undefined) {
      const d = s.decisions[i]!;
      s = act(s, { type: 'judged', decision: i, answer: adviceFor(d.view, SEED) });
      states.push(s);
    }
  }
  return states;
}

describe('the coach and the debrief: one judge', () => {
  const states = playGuided(true);
  const end = states.at(-1)!;
  const answers = end.decisions.map((d) => adviceFor(d.view, SEED));
  const out = debrief(end.decisions, answers);

  test('the debrief finds a key mistake in this hand', () => {
    expect(end.done).toBe(true);
    expect(out.items.length).toBeGreaterThan(0);
  });

  test('the coach spoke on the debrief’s key mistake, in the same words, as it was made', () => {
    const key = out.items[0]!;
    const i = key.decision - 1;
    // The state just after the search's answer for that decision came in.
    const judged = states.find((s) => s.answers[i] !== undefined)!;
    const said = judged.feedback?.text ?? '';
    expect(said).toContain('Coach: ');
    // The debrief's words after "1st choice: " are the coach's, word for word.
    expect(said).toContain(key.text.replace(/^\d+\w\w choice: /, ''));
    // The coach said nothing of the sort before the judge's answer (this turn's points alone).
    const before = states[states.indexOf(judged) - 1]!;
    expect(before.feedback?.text ?? '').not.toContain('Better:');
  });

  test('the coach is silent on a move the judge does not call a mistake', () => {
    end.decisions.forEach((d, i) => {
      const j = judgeMove(answers[i], d.move)!;
      const judged = states.find((s) => s.answers[i] !== undefined)!;
      expect(judged.feedback?.text.includes('Coach: ') ?? false, `decision ${i}`).toBe(j.mistake);
      const item = out.items.find((it) => it.decision === i + 1);
      if (item) expect(item.margin).toBe(j.givenAway);
    });
  });

  test('the debrief’s total is the judge’s, summed over every judged choice', () => {
    const sum = end.decisions.reduce((t, d, i) => t + judgeMove(answers[i], d.move)!.givenAway, 0);
    expect(out.judged).toBe(end.decisions.length);
    expect(out.givenAway).toBeCloseTo(sum, 9);
    expect(out.text).toContain(`about ${sum.toFixed(1)} points`);
  });
});

describe('the best move and practice’s review: the same judge', () => {
  const SMALL = { budget: 600, minWorlds: 4, maxWorlds: 8 };
  const settings = settingsFor('horse-race', 2, 'JVDGE1');
  const contexts = randomGame(settings, 'judge', 120);
  const done = contexts.find((c) => lineState(c).hand?.result) ?? contexts.at(-1)!;

  test('the best move gives nothing away; every other move its value behind it', () => {
    const d = playGuided(false).at(-1)!.decisions[0]!;
    const answer = adviceFor(d.view, SEED)!;
    expect(judgeMove(answer, answer.best.move)).toMatchObject({ same: true, givenAway: 0 });
    for (const e of answer.evaluations) {
      const j = judgeMove(answer, e.move)!;
      if (sameMove(e.move, answer.best.move)) continue;
      expect(j.givenAway).toBeCloseTo(Math.max(0, answer.best.value! - e.value!), 9);
      expect(j.mistake).toBe(j.givenAway >= CLOSE_CALL);
    }
  });

  test('each review item is the judge’s word on that move, against the same search', () => {
    const review = reviewHand(done, 0, 0, SMALL);
    expect(review.items.length).toBeGreaterThan(0);
    let ctx = contextBefore(done, 0);
    const log = done.hands[0]!;
    log.moves.forEach((move, m) => {
      const item = review.items.find((it) => it.move === m);
      if (item) {
        const view = informationSet(lineState(ctx), 0, publicHistory(ctx.hands[0]))!;
        const j = judgeMove(adviceFor(view, settings.seed, SMALL), move)!;
        expect(item.givenAway).toBe(j.givenAway);
        expect(item.same).toBe(j.same);
      }
      ctx = advance(ctx, move);
    });
  });
});

describe('stars that measure play', () => {
  test('three within par, two within twice par, one beyond', () => {
    expect(parFor(4)).toBe(4 * CLOSE_CALL);
    expect([0, 2, 2.01, 4, 4.01, 6.7].map((g) => playStars(g, 4))).toEqual([3, 3, 2, 2, 1, 1]);
    expect(playStars(0, 0)).toBe(3);
  });

  test('the guided hand that gave points away beyond par earns fewer than three stars', () => {
    const states = playGuided(true);
    const end = states.at(-1)!;
    const out = debrief(end.decisions, end.answers);
    expect(out.givenAway).toBeGreaterThan(parFor(out.judged));
    expect(end.mistakes).toBe(0); // no refusal: the refusals alone gave three stars
    const stars = lessonStars(end)!;
    expect(stars).toBe(playStars(out.givenAway, out.judged));
    expect(stars).toBeLessThan(3);
    expect(starsLine(end)).toContain(`Stars: ${stars} of 3 (about ${out.givenAway.toFixed(1)}`);
  });

  test('the hand is stored as done when it ends, its stars once the last answer is in', () => {
    const unjudged = playGuided(false);
    const over = unjudged.at(-1)!;
    expect(over.done && over.passed).toBe(true);
    expect(lessonStars(over)).toBeNull();
    const finished: [string, number][] = [];
    const store = { finish: (id: string, n: number) => void finished.push([id, n]) };
    expect(recordLessonEnd(store, unjudged.at(-2)!, over)).toBe('passed');
    expect(finished).toEqual([['game', 0]]); // done; no stars counted yet
    let s = over;
    s.decisions.forEach((d, i) => {
      const before = s;
      s = act(s, { type: 'judged', decision: i, answer: adviceFor(d.view, SEED) });
      expect(recordLessonEnd(store, before, s)).toBeNull();
    });
    expect(finished).toEqual([
      ['game', 0],
      ['game', lessonStars(s)],
    ]);
    expect(recordLessonEnd(store, s, s)).toBeNull();
    expect(finished.length).toBe(2);
    // The real store: done at once, then the stars.
    const real = createProgressStore(null, LESSON_IDS);
    recordLessonEnd(real, unjudged.at(-2)!, over);
    expect(real.isDone('game')).toBe(true);
    expect(real.stars('game')).toBe(0);
    recordLessonEnd(real, over, s);
    expect(real.stars('game')).toBe(lessonStars(s));
  });

  test('a hand the search could not judge earns no more than two stars, and says why', () => {
    let s = playGuided(false).at(-1)!;
    s.decisions.forEach((_, i) => {
      s = act(s, { type: 'judged', decision: i, answer: null });
    });
    expect(s.mistakes).toBe(0);
    expect(lessonStars(s)).toBe(2);
    const n = s.decisions.length;
    expect(starsLine(s)).toContain(`${n} choice${n === 1 ? '' : 's'} the search could not judge`);
  });
});
