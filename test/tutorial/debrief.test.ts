/**
 * The guided hand's debrief (issue 14): the key decisions are the largest margins
 * between the best move and the one played, judged by practice's best move
 * (`adviceFor`, the same search and cache), at most three, in plain words.
 */
import { describe, expect, test } from 'vitest';
import type { MoveEvaluation } from '../../src/ai/index';
import { adviceFor, type BestMove } from '../../src/practice/best';
import { debrief, DEBRIEF_MAX, DEBRIEF_MIN_MARGIN } from '../../src/tutorial/debrief';
import {
  act,
  currentStep,
  learnerChoices,
  lessonById,
  startLesson,
  type TutorialState,
} from '../../src/tutorial/index';

/** Plays the guided lesson through, always the last tile offered at its first place. */
function playGuided(): TutorialState {
  const lesson = lessonById('game');
  if (!lesson) throw new Error('no guided lesson');
  let s = startLesson(lesson);
  for (let guard = 0; !s.done && guard < 300; guard++) {
    const step = currentStep(s);
    if (step?.kind === 'say' || step?.kind === 'auto') {
      s = act(s, { type: 'next' });
      continue;
    }
    const c = learnerChoices(s);
    if (!c) throw new Error(`stuck at step ${s.step}`);
    const t = c.tiles.at(-1);
    s = t
      ? act(s, { type: 'play', tile: t.tile, on: t.targets[0]?.on ?? null })
      : act(s, { type: c.canDraw ? 'draw' : 'pass' });
  }
  return s;
}

const SEED = 'tutorial/game';

describe('the debrief after the guided hand', () => {
  const s = playGuided();
  const answers = s.decisions.map((d) => adviceFor(d.view, SEED));

  test('each decision had a choice and is the learner’s own move', () => {
    expect(s.done).toBe(true);
    expect(s.decisions.length).toBeGreaterThan(1);
    for (const d of s.decisions) {
      expect(d.view.legal.length).toBeGreaterThan(1);
      expect(d.move.seat).toBe(0);
    }
  });

  test('the key decisions are the largest margins, against the search practice uses', () => {
    const out = debrief(s.decisions, answers);
    expect(out.judged).toBe(s.decisions.length);
    expect(out.items.length).toBeLessThanOrEqual(DEBRIEF_MAX);
    const margins = s.decisions.map((d, i) => {
      const a = answers[i];
      const mine = a?.evaluations.find((e) => JSON.stringify(e.move) === JSON.stringify(d.move));
      return (a?.best.value ?? 0) - (mine?.value ?? 0);
    });
    const expected = margins
      .map((m, i) => ({ m, i }))
      .filter((x) => x.m >= DEBRIEF_MIN_MARGIN)
      .sort((a, b) => b.m - a.m)
      .slice(0, DEBRIEF_MAX);
    expect(out.items.map((it) => it.decision - 1)).toEqual(expected.map((x) => x.i));
    for (const it of out.items) {
      expect(it.margin).toBeCloseTo(margins[it.decision - 1] ?? NaN, 9);
      expect(it.text).toContain(`About ${it.margin.toFixed(1)} points better`);
      expect(it.text).not.toMatch(/unseen|tiles you cannot see/);
      // The same answer as practice's ★ for that position (one search, one cache).
      expect(it.better).toEqual(adviceFor(s.decisions[it.decision - 1]!.view, SEED)?.best.move);
    }
  });

  test('of several lost points, the three largest are told, largest first', () => {
    // The same decisions, with the search's values set so every move played lost 1..n points.
    const faked: BestMove[] = s.decisions.map((d, i) => {
      const a = answers[i]!;
      const evaluations: MoveEvaluation[] = a.evaluations.map((e) => ({
        ...e,
        value: JSON.stringify(e.move) === JSON.stringify(d.move) ? -(i + 1) : 0,
      }));
      const best =
        evaluations.find((e) => JSON.stringify(e.move) !== JSON.stringify(d.move)) ??
        evaluations[0]!;
      return { ...a, evaluations, best };
    });
    const out = debrief(s.decisions, faked);
    const n = s.decisions.length;
    expect(out.items.map((it) => it.margin)).toEqual(
      Array.from({ length: Math.min(DEBRIEF_MAX, n) }, (_, k) => n - k),
    );
    expect(out.text).toMatch(/^Debrief, the (key decision|\d key decisions) of your hand:\n• /);
  });

  test('a hand with nothing lost is told so; no answers, no debrief', () => {
    const perfect: BestMove[] = s.decisions.map((d, i) => {
      const a = answers[i]!;
      const mine = a.evaluations.find((e) => JSON.stringify(e.move) === JSON.stringify(d.move))!;
      return { ...a, best: mine };
    });
    const out = debrief(s.decisions, perfect);
    expect(out.items).toEqual([]);
    expect(out.text).toContain(`all ${s.decisions.length} of your choices were the best move`);
    expect(debrief(s.decisions, []).text).toBe('');
  });
});
