/**
 * Texas 42's review after the hand in words (pure, Node-tested): the contract and what it
 * came to with every hand open, then each of the person's plays, trick by trick, beside the
 * best play (double dummy) with the points it gave away and whether that changed the bid's
 * fate, then the hand in all. A play that was best takes one line; a costly one two.
 */
import { formatTile, type Tile } from '../../engine/core/tiles';
import type { TricksReview, TricksReviewItem } from '../../practice/tricksReview';
import { bidWords, contractWords } from './tricksWords';

export interface ReviewLine {
  readonly title: string;
  /** More words under the title; '' when the title says it all. */
  readonly text: string;
}

const points = (n: number): string => `${n} point${n === 1 ? '' : 's'}`;

/** "5-5", "5-5 or 6-6", "5-5, 6-6 or 1-1". */
function tilesWords(tiles: readonly Tile[]): string {
  const names = tiles.map(formatTile);
  const last = names.pop();
  return names.length === 0 ? (last ?? '') : `${names.join(', ')} or ${last ?? ''}`;
}

/** How a play changed the bid's fate with best play by all from there, and how it ended. */
function fateWords(item: TricksReviewItem, ended: TricksReview['ended']): string {
  if (item.yourResult === item.bestResult) return '';
  const best = item.bestResult === 'made' ? 'makes' : 'sets';
  // The others may have erred after it: the table's result then is the best's.
  const still = ended === item.bestResult ? ` (at the table it was ${ended} all the same)` : '';
  return `; with best play by all from here, yours lets the bid be ${item.yourResult} where the best ${best} it${still}`;
}

function itemLine(
  item: TricksReviewItem,
  nello: boolean,
  ended: TricksReview['ended'],
): ReviewLine {
  const played = `Trick ${item.trick + 1}: you ${item.lead ? 'led' : 'played'} ${formatTile(item.yours)}`;
  if (item.choices === 1) return { title: `${played} (the only play)`, text: '' };
  if (item.givenAway === 0) return { title: `${played}: best`, text: '' };
  // In nello the values are what the other side takes, which the bidder wants low.
  const whose = nello ? 'The other side' : 'Your side';
  const change = fateWords(item, ended);
  return {
    title: `${played} · best ${tilesWords(item.best)}`,
    text: `${whose} takes ${item.yourValue} from here, ${item.bestValue} with the best: ${points(item.givenAway)} given away${change}.`,
  };
}

/** The review's heading and lines, with the seats' names as the table gives them. */
export function tricksReviewWords(
  review: TricksReview,
  names: readonly string[],
): { readonly heading: string; readonly lines: readonly ReviewLine[] } {
  const heading = `Hand ${review.hand + 1} with every hand open`;
  const c = review.contract;
  if (!c || review.openPoints === null)
    return {
      heading,
      lines: [{ title: 'No play to review', text: 'Everyone passed: the hand was thrown in.' }],
    };
  const nello = c.trump === 'nello';
  const team = review.seat & 1;
  const ended =
    review.ended === 'made' || review.ended === 'set'
      ? ` At the table the bid was ${review.ended}: your side took ${review.points[team]}, the other ${review.points[1 - team]}.`
      : '';
  const contract: ReviewLine = {
    title: `${names[c.bidder] ?? ''} bid ${bidWords(c.bid)} · ${contractWords(c.trump)}`,
    text: `With every hand open and best play by all four, the bidders take ${points(review.openPoints)}: ${review.openResult ?? ''}.${ended}`,
  };
  const items = review.items;
  const best = items.filter((i) => i.givenAway === 0).length;
  const total: ReviewLine =
    items.length === 0
      ? { title: 'In all', text: 'You played no domino this hand.' }
      : {
          title: 'In all',
          text: `${items.length} play${items.length === 1 ? '' : 's'}, ${best} of them the best with every hand open; ${points(review.givenAway)} given away.`,
        };
  return {
    heading,
    lines: [contract, ...items.map((i) => itemLine(i, nello, review.ended)), total],
  };
}
