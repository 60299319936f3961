/**
 * The debrief after the guided hand: its key decisions, the two or three where the
 * move played fell furthest behind the best one, told in plain words. The judge is
 * practice's (`judgeMove` in src/practice/judge.ts, against `adviceFor`'s search: the
 * same seed and cache), so the debrief never disagrees with a "★" practice would show,
 * with practice's review, or with the in-hand coach (the same words: ./verdict.ts).
 * The search is asked for by the caller (a worker in the browser); this module only
 * pairs each decision with its answer and words the result.
 */
import type { Move } from '../engine/index';
import type { BestMove } from '../practice/best';
import { CLOSE_CALL, judgeMove } from '../practice/judge';
import type { Decision } from './runner';
import { betterText } from './verdict';

/** Decisions whose move lost less than this (in points, in expectation) are not worth a word. */
export const DEBRIEF_MIN_MARGIN = CLOSE_CALL;
/** At most this many key decisions. */
export const DEBRIEF_MAX = 3;

export interface DebriefItem {
  /** The decision's place among the learner's choices (from 1). */
  readonly decision: number;
  readonly played: Move;
  readonly better: Move;
  /** What the search reckons the move played gave away: best value less the played one's. */
  readonly margin: number;
  readonly text: string;
}

export interface Debrief {
  readonly items: readonly DebriefItem[];
  /** Decisions judged (each had a choice and an answer). */
  readonly judged: number;
  /** The points the judge reckons every judged decision gave away, together (close calls included). */
  readonly givenAway: number;
  /** The whole debrief in words, for the coach's panel. */
  readonly text: string;
}

function ordinal(n: number): string {
  const last = n % 10;
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/**
 * The key decisions: each decision paired with the search's answer for its position
 * (`answers[i]` for `decisions[i]`, null or absent where there was none), the largest
 * margins first.
 */
export function debrief(
  decisions: readonly Decision[],
  answers: readonly (BestMove | null | undefined)[],
): Debrief {
  const found: DebriefItem[] = [];
  let judged = 0;
  let givenAway = 0;
  decisions.forEach((d, i) => {
    const j = judgeMove(answers[i], d.move);
    if (!j) return;
    judged++;
    givenAway += j.givenAway;
    if (!j.mistake) return;
    found.push({
      decision: i + 1,
      played: d.move,
      better: j.best.move,
      margin: j.givenAway,
      text: `${ordinal(i + 1)} choice: ${betterText(d.view, d.move, j)}`,
    });
  });
  const items = found.sort((a, b) => b.margin - a.margin).slice(0, DEBRIEF_MAX);
  const text =
    judged === 0
      ? ''
      : items.length === 0
        ? `Debrief: all ${judged} of your choices were the best move or within half a point of it. Well played!`
        : `Debrief, the ${items.length === 1 ? 'key decision' : `${items.length} key decisions`} of your hand:\n` +
          items.map((it) => `• ${it.text}`).join('\n') +
          `\nGiven away in all, by the same reckoning: about ${givenAway.toFixed(1)} points.`;
  return { items, judged, givenAway, text };
}
