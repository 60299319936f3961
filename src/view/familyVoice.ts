/**
 * What the screen-reader voice says at the family table (Mexican Train, Texas 42) for a new
 * step: what just happened (the view's caption), the end of a hand or of the game with every
 * side's score, and when
 * the person may act, what they are asked and every choice they have, in the words of the
 * DOM's move buttons. Pure and Node-tested: it reads only the view model, whose names are
 * the viewer's own ("You" at their seat, wherever it is; online, every other person by the
 * name they chose), so it says no more than the table shows.
 */
import { formatTile } from '../engine/core/tiles';
import { tileControls, type FamilyTableView } from './familyTable';

/** "a, b or c". */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1] ?? ''}`;
}

/** The person's choices now, as their buttons say them ([] when they may not act). */
export function familyChoices(view: Pick<FamilyTableView, 'hand' | 'live' | 'actions'>): string[] {
  if (!view.live) return [];
  const plays = tileControls(view, formatTile).map((c) => c.label);
  // The buttons that make a move (not Plan my train, not Hints: they change only the view).
  const moves = view.actions.filter((a) => a.group !== 'view').map((a) => a.label);
  return [...plays, ...moves];
}

/** The words for a new step of the family table; "" when there is nothing to say. */
export function familySpeech(
  view: Pick<
    FamilyTableView,
    'caption' | 'handEnd' | 'gameOver' | 'live' | 'status' | 'hand' | 'actions' | 'scores'
  >,
): string {
  const ended = view.gameOver ?? view.handEnd;
  const choices = familyChoices(view);
  const asked = view.live ? view.status.text : '';
  const options = choices.length > 0 ? `Your choices: ${list(choices)}` : '';
  // At a hand's end and the game's, every side's score as the sheet keeps it.
  const rows = view.scores.rows.map((r) => `${r.name} ${r.total}`);
  const scores = ended && rows.length > 0 ? `Scores: ${rows.join(', ')}` : '';
  const words = [view.caption, ended?.title ?? '', scores, asked, options]
    .filter((w) => w)
    .join('. ');
  return words && !/[.!?]$/.test(words) ? `${words}.` : words;
}
