/**
 * The judge's words (src/practice/judge.ts) on one of the learner's moves: what the
 * better move was, what it does and how much the move played gave away. The in-hand
 * coach and the guided hand's debrief both say it in these words, from the same
 * judgement, so they cannot disagree.
 */
import type { InformationSet, MoveEvaluation } from '../ai/index';
import type { Move } from '../engine/index';
import { formatTile } from '../engine/core/tiles';
import { reasonParts } from '../practice/best';
import type { Judgement } from '../practice/judge';

export function moveText(m: Move): string {
  if (m.type === 'draw') return 'drawing';
  if (m.type === 'pass') return 'passing';
  return m.on === null
    ? `leading ${formatTile(m.tile)}`
    : `${formatTile(m.tile)} on ${formatTile(m.on)}`;
}

export function chainText(e: MoveEvaluation): string {
  const moves = e.chain.length > 0 ? e.chain : [e.move];
  return moves.map(moveText).join(', then ');
}

function pointsText(n: number): string {
  return `${n} point${n === 1 ? '' : 's'}`;
}

/**
 * "you played 5-0 on 5-2. Better: 2-1 on 5-2; it scores nothing now, leaving a count of 6
 * that only 1 tile you have not seen could score from. About 2.2 points better over the hand."
 */
export function betterText(view: InformationSet, move: Move, j: Judgement): string {
  const scored = j.mine.points > 0 ? `, scoring ${pointsText(j.mine.points)}` : '';
  const p = reasonParts(view, j.best);
  const tiles = p.replies === 0 ? 'no' : p.replies === 1 ? 'only 1' : String(p.replies);
  const leaves =
    p.count === null
      ? ''
      : `, leaving a count of ${p.count} that ${tiles} tile${p.replies === 1 ? '' : 's'} you have not seen could score from`;
  return (
    `you played ${moveText(move)}${scored}. ` +
    `Better: ${chainText(j.best)}; it ${p.scores}${leaves}. ` +
    `About ${j.givenAway.toFixed(1)} points better over the hand.`
  );
}

/** The in-hand coach's word on a move the judge calls a mistake; '' for the best move or a close call. */
export function coachOnMove(view: InformationSet, move: Move, j: Judgement | null): string {
  return j?.mistake ? `Coach: ${betterText(view, move, j)}` : '';
}
