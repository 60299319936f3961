/**
 * The menu's line about the game in progress or just finished: whose score is
 * whose ("You 2 – West 0"), the hand, the game's name; and who won a finished
 * game. Words only (names from names.ts, the game's name from the games table).
 */
import { handName, presetName } from '../machine/gameNames';
import type { SaveSummary } from '../machine/savePeek';
import { sideName } from './names';

/** What the session reports of a game, for the menu (kept in the save too: `savePeek.ts`). */
export type GameSummary = SaveSummary;

/** "You 2 – West 0"; three sides or more: "You 2, West 0, East 5". */
export function scoreLine(g: GameSummary): string {
  const parts = g.scores.map(
    (score, side) => `${sideName(side, g.players, g.partners, g.watching)} ${score}`,
  );
  return parts.join(parts.length === 2 ? ' – ' : ', ');
}

/** "You won", "North won", "West & East won", "You and East tied". */
export function winnerLine(g: GameSummary): string {
  const names = (g.winner ?? []).map((side) => sideName(side, g.players, g.partners, g.watching));
  if (names.length === 0) return 'no winner';
  return names.length === 1 ? `${names[0] ?? ''} won` : `${names.join(' and ')} tied`;
}

/** The line under Continue for a game in progress. */
export function inProgressCaption(g: GameSummary): string {
  const practice = g.practice ? 'Practice · ' : '';
  const hand = `${handName(g.preset)} ${Math.max(1, g.hand)}`;
  return `${practice}${presetName(g.preset)} · ${hand} · ${scoreLine(g)}`;
}

/** The line under Continue once the last game is over (there is nothing to continue). */
export function finishedCaption(g: GameSummary): string {
  return `Last game: ${winnerLine(g)} · ${scoreLine(g)}`;
}
