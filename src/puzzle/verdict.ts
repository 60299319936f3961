/**
 * The daily puzzle's verdict on a whole turn. The person plays every tile the turn takes (a
 * double or a score owes another); the verdict comes once the turn has passed. Each choice
 * made on the way is judged by practice's search at its own position (the first by the
 * puzzle's own search, the later ones asked for as the tutorial's guided hand asks): the
 * points given away are the sum over the choices of the best value less the chosen one's (the
 * first on the scale of the margin the puzzle states: `firstLoss`).
 * Following the best line (the chain the search valued) is the best turn by definition.
 */
import type { MoveEvaluation } from '../ai/index';
import { applyMove, type Move } from '../engine/index';
import { formatTile } from '../engine/core/tiles';
import { reasonParts, type BestMove } from '../practice/best';
import { puzzleMargin, type Puzzle } from './daily';

/** A choice made in the turn, with what the person knew then (the tutorial's `Decision`). */
export interface TurnChoice {
  readonly view: Puzzle['view'];
  readonly move: Move;
}

/** How the turn went: one title and a plain body, for the result panel. */
export interface PuzzleVerdict {
  /** The best turn (the best line, or the search's best choice at every step). */
  readonly best: boolean;
  /** Expected points the turn gave away against the best (0 when best). */
  readonly lost: number;
  /** One line: what happened. */
  readonly title: string;
  /** What the best line was and why, in a sentence or two. */
  readonly body: string;
}

/** An estimate in whole points: "about 1 point", "about 3 points". */
export function aboutPoints(n: number): string {
  const r = Math.max(1, Math.round(n));
  return `${r} ${r === 1 ? 'point' : 'points'}`;
}

/** Points given away, to a tenth ("less than 0.1" below that). */
function lostText(n: number): string {
  return n < 0.05 ? 'less than 0.1 points' : `about ${n.toFixed(1)} points`;
}

export function moveText(m: Move): string {
  if (m.type !== 'play') return m.type === 'draw' ? 'a draw' : 'a pass';
  return m.on === null
    ? `leading ${formatTile(m.tile)}`
    : `${formatTile(m.tile)} on ${formatTile(m.on)}`;
}

/** The moves of a turn in words, each placement once; draws until a tile fits read as one. */
function lineWords(moves: readonly Move[]): string[] {
  return moves.map(moveText).filter((w, i, all) => w !== 'a draw' || all[i - 1] !== w);
}

/** The moves of a turn in words, each placement once ("1-1 on 6-1, 6-5 on 5-5"). */
export function lineText(moves: readonly Move[]): string {
  return lineWords(moves).join(', ');
}

/**
 * A turn in words, at most `most` of its moves named and the rest counted ("5-4 on 5-5, 1-1 on
 * 5-1 and 3 more"): a miss never says more than the panel was measured for (`puzzleVerdicts`).
 */
export function turnText(moves: readonly Move[], most: number): string {
  const words = lineWords(moves);
  const n = Math.max(1, most);
  if (words.length <= n) return words.join(', ');
  return `${words.slice(0, n).join(', ')} and ${words.length - n} more`;
}

/** The best line: the chain of placements the search valued for its best first tile. */
export function bestLine(p: Puzzle): readonly Move[] {
  const best = p.best.best;
  return best.chain.length > 0 ? best.chain : [best.move];
}

function samePlay(a: Move, b: Move): boolean {
  if (a.type !== 'play' || b.type !== 'play') return a.type === b.type;
  return a.tile === b.tile && a.on === b.on && (a.slot ?? null) === (b.slot ?? null);
}

/** The search's evaluation of `move`: the same placement (a double's edge left to the rules matches any). */
function evaluationOf(answer: BestMove, move: Move): MoveEvaluation | undefined {
  return (
    answer.evaluations.find((e) => samePlay(e.move, move)) ??
    answer.evaluations.find(
      (e) =>
        e.move.type === 'play' &&
        move.type === 'play' &&
        e.move.tile === move.tile &&
        e.move.on === move.on,
    )
  );
}

/** Whether an evaluation is the search's best choice: the best, or the same tile for the same count. */
function isBestChoice(answer: BestMove, e: MoveEvaluation): boolean {
  const b = answer.best;
  if (samePlay(e.move, b.move)) return true;
  return e.legal.type === 'play' && b.legal.type === 'play'
    ? e.legal.tile === b.legal.tile && e.total === b.total
    : false;
}

/** Whether the placements of a turn are the best line's, tile for tile and count for count. */
function followsLine(p: Puzzle, played: readonly Move[]): boolean {
  const line = bestLine(p);
  const placed = played.filter((m) => m.type === 'play');
  if (placed.length !== line.length || placed.length !== played.length) return false;
  let a = p.state;
  let b = p.state;
  for (let i = 0; i < line.length; i++) {
    const ra = applyMove(a, line[i] as Move);
    const rb = applyMove(b, placed[i] as Move);
    if (!ra.ok || !rb.ok) return false;
    const ea = ra.value.event;
    const eb = rb.value.event;
    if (ea.type !== 'play' || eb.type !== 'play' || ea.tile !== eb.tile || ea.total !== eb.total)
      return false;
    a = ra.value.state;
    b = rb.value.state;
  }
  return true;
}

/** What the best line scores and leaves, in a few words ("it scores 6 and leaves 15, …"). */
function lineWorth(p: Puzzle): string {
  const best = p.best.best;
  const parts = reasonParts(p.view, best);
  const points = best.chainPoints > 0 ? `it scores ${best.chainPoints}` : 'it scores nothing';
  if (parts.count === null) return points;
  const replies =
    parts.replies === 0
      ? 'which no hidden tile scores on'
      : `which ${parts.replies} hidden tile${parts.replies === 1 ? '' : 's'} could score on`;
  return `${points} and leaves ${parts.count}, ${replies}`;
}

/**
 * The verdict on a turn: `played` is every move of it in order, `choices` the positions
 * where the person had a choice (the first is the puzzle's), `answers[i]` the search's
 * answer for `choices[i]` (the first may be absent: the puzzle's own search is used; null
 * where a search failed, which then judges nothing).
 */
export function judgeTurn(
  p: Puzzle,
  played: readonly Move[],
  choices: readonly TurnChoice[],
  answers: readonly (BestMove | null | undefined)[],
): PuzzleVerdict {
  let best = true;
  let lost = 0;
  for (const [i, c] of choices.entries()) {
    const answer = i === 0 ? p.best : answers[i];
    const e = answer ? evaluationOf(answer, c.move) : undefined;
    if (!answer || !e || isBestChoice(answer, e)) continue;
    best = false;
    const behind = Math.max(0, (answer.best.value ?? 0) - (e.value ?? 0));
    lost += i === 0 ? firstLoss(p, behind) : behind;
  }
  return best || followsLine(p, played) ? bestVerdict(p) : missedVerdict(p, played, lost);
}

/**
 * What the puzzle's own choice gave away, on the scale of the margin it states: the first
 * search chose the best move, but its lead over the next best is the second search's
 * (`p.margin`, daily.ts), so the next best gives away exactly that, and a worse move that
 * plus how far the first search puts it behind the next best.
 */
function firstLoss(p: Puzzle, behind: number): number {
  const first = puzzleMargin(p.best)?.margin;
  return first === undefined ? behind : p.margin + Math.max(0, behind - first);
}

function bestVerdict(p: Puzzle): PuzzleVerdict {
  return {
    best: true,
    lost: 0,
    title: '★ You found the best turn',
    body: `${lineText(bestLine(p))}: ${lineWorth(p)}. About ${aboutPoints(p.margin)} ahead of the next best (a search’s estimate).`,
  };
}

function missedVerdict(p: Puzzle, played: readonly Move[], lost: number): PuzzleVerdict {
  return {
    best: false,
    lost,
    title: 'Not the best turn',
    body: `Your turn, ${turnText(played, bestLine(p).length)}, gave away ${lostText(lost)} (a search’s estimate). The best line: ${lineText(bestLine(p))}: ${lineWorth(p)}.`,
  };
}

/**
 * The verdicts this puzzle can give, as long as they come (a miss naming as many moves as the
 * best line has and counting ten more, with two digits of points given away): what the panel
 * is measured by before any answer.
 */
export function puzzleVerdicts(p: Puzzle): readonly PuzzleVerdict[] {
  const line = bestLine(p);
  const longest = [...line, ...Array.from({ length: 10 }, () => line[0] as Move)];
  return [bestVerdict(p), missedVerdict(p, longest, 10)];
}
