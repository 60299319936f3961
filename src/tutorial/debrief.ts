/**
 * The debrief after the guided hand: its key decisions, the two or three where the
 * move played fell furthest behind the best one, told in plain words. The judge is
 * practice mode's best move (`adviceFor` in src/practice/best.ts: the same search, the
 * same seed and cache), so the debrief never disagrees with a "★" practice would show.
 * The search is asked for by the caller (a worker in the browser); this module only
 * pairs each decision with its answer and words the result.
 */
import type { MoveEvaluation } from '../ai/index';
import type { Move } from '../engine/index';
import { formatTile } from '../engine/tiles';
import { reasonParts, type BestMove } from '../practice/best';
import type { Decision } from './runner';

/** Decisions whose move lost less than this (in points, in expectation) are not worth a word. */
export const DEBRIEF_MIN_MARGIN = 0.5;
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
  /** The whole debrief in words, for the coach's panel. */
  readonly text: string;
}

function sameMove(a: Move, b: Move): boolean {
  if (a.type !== b.type) return false;
  return a.type !== 'play' || (b.type === 'play' && a.tile === b.tile && a.on === b.on);
}

function moveText(m: Move): string {
  if (m.type === 'draw') return 'drawing';
  if (m.type === 'pass') return 'passing';
  return m.on === null
    ? `leading ${formatTile(m.tile)}`
    : `${formatTile(m.tile)} on ${formatTile(m.on)}`;
}

function chainText(e: MoveEvaluation): string {
  const moves = e.chain.length > 0 ? e.chain : [e.move];
  return moves.map(moveText).join(', then ');
}

function ordinal(n: number): string {
  const last = n % 10;
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

function pointsText(n: number): string {
  return `${n} point${n === 1 ? '' : 's'}`;
}

/**
 * The key decisions: each decision paired with the search's answer for its position
 * (`answers[i]` for `decisions[i]`, null where there was none), the largest margins first.
 */
export function debrief(
  decisions: readonly Decision[],
  answers: readonly (BestMove | null)[],
): Debrief {
  const found: DebriefItem[] = [];
  let judged = 0;
  decisions.forEach((d, i) => {
    const answer = answers[i];
    const mine = answer?.evaluations.find((e) => sameMove(e.move, d.move));
    if (!answer || !mine || mine.value === null || answer.best.value === null) return;
    judged++;
    const margin = answer.best.value - mine.value;
    if (sameMove(answer.best.move, d.move) || margin < DEBRIEF_MIN_MARGIN) return;
    const scored = mine.points > 0 ? `, scoring ${pointsText(mine.points)}` : '';
    const p = reasonParts(d.view, answer.best);
    const leaves =
      p.count === null
        ? ''
        : `, leaving a count of ${p.count} that ${p.replies === 0 ? 'no' : p.replies === 1 ? 'only 1' : p.replies} tile${p.replies === 1 ? '' : 's'} you have not seen could score from`;
    found.push({
      decision: i + 1,
      played: d.move,
      better: answer.best.move,
      margin,
      text:
        `${ordinal(i + 1)} choice: you played ${moveText(d.move)}${scored}. ` +
        `Better: ${chainText(answer.best)}; it ${p.scores}${leaves}. ` +
        `About ${margin.toFixed(1)} points better over the hand.`,
    });
  });
  const items = found.sort((a, b) => b.margin - a.margin).slice(0, DEBRIEF_MAX);
  const text =
    judged === 0
      ? ''
      : items.length === 0
        ? `Debrief: all ${judged} of your choices were the best move or within half a point of it. Well played!`
        : `Debrief, the ${items.length === 1 ? 'key decision' : `${items.length} key decisions`} of your hand:\n` +
          items.map((it) => `• ${it.text}`).join('\n');
  return { items, judged, text };
}
