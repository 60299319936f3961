/**
 * The daily puzzle's panel (issue 26, item 2): one bold title and a plain body in every
 * state, the result said once (never the share line beside it), Show best line and Try again
 * once the turn is judged, a try again marked as practice; and a phone's table keeping one
 * row for the puzzle's few tiles in hand, the room going to the layout.
 */
import { describe, expect, test } from 'vitest';
import { PUZZLE_PROMPT } from '../../src/puzzle/lesson';
import { puzzlePanel, PUZZLE_BUTTONS, type PuzzleScreen } from '../../src/view/puzzleView';

const base: PuzzleScreen = {
  date: '2026-11-26',
  today: '2026-11-26',
  status: 'ready',
  practice: false,
  streak: 0,
  verdict: null,
  said: null,
  line: null,
  failure: null,
};
const verdict = {
  best: true,
  lost: 0,
  title: '★ You found the best turn',
  body: '1-1 on 6-1, 6-5 on 5-5: it scores 6 and leaves 15.',
};
const ids = (s: PuzzleScreen): string[] => puzzlePanel(s).buttons.map((b) => b.id);

describe('the puzzle panel', () => {
  test('before the first tile: the prompt; after it, what the tile did; a refusal apart', () => {
    expect(puzzlePanel(base)).toMatchObject({
      header: 'Daily puzzle · 2026-11-26 (today)',
      title: 'Find the best turn',
      text: PUZZLE_PROMPT,
      refusal: null,
    });
    const said = {
      text: 'You played 1-1 on 6-1: count 19, no points. Play again!',
      refused: false,
    };
    expect(puzzlePanel({ ...base, said }).text).toBe(said.text);
    const no = { text: '2-1 has no 6 or 5.', refused: true };
    expect(puzzlePanel({ ...base, said: no })).toMatchObject({
      text: PUZZLE_PROMPT,
      refusal: no.text,
    });
    // Today has no "Later".
    expect(ids(base)).toEqual(['earlier']);
    expect(ids({ ...base, date: '2026-11-20' })).toEqual(['earlier', 'later']);
  });

  test('the turn over: no verdict until it is judged, then said once, with what to do next', () => {
    expect(puzzlePanel({ ...base, status: 'judging' }).title).toBe('Your turn is over');
    const answered = puzzlePanel({ ...base, status: 'answered', verdict, streak: 3 });
    expect(answered.header).toBe('Daily puzzle · 2026-11-26 (today) · streak 3');
    expect(answered.title).toBe(verdict.title);
    expect(answered.text).toBe(verdict.body);
    expect(answered.buttons.map((b) => PUZZLE_BUTTONS[b.id])).toEqual([
      'Show best line',
      'Try again',
      'Share',
      '‹ Earlier',
    ]);
    // The share line is the Share button's: never printed beside the verdict.
    expect(answered.text).not.toContain('daily puzzle');
  });

  test('a try again is practice, and says it is not counted', () => {
    expect(puzzlePanel({ ...base, practice: true }).title).toBe('Try again: find the best turn');
    const told = puzzlePanel({ ...base, practice: true, status: 'answered', verdict });
    expect(told.text).toBe(`${verdict.body} Practice: not counted.`);
  });

  test('the best line shown: how far it is, what the last tile did', () => {
    const said = {
      text: 'You played 6-5 on 5-5: count 15, 15 ÷ 5 = +3. Play again!',
      refused: false,
    };
    const shown = puzzlePanel({ ...base, status: 'showing', line: { shown: 2, of: 3 }, said });
    expect(shown.title).toBe('The best line: 2 of 3');
    expect(shown.text).toBe(said.text);
    expect(ids({ ...base, status: 'showing', line: { shown: 0, of: 3 } })).toEqual([
      'try-again',
      'earlier',
    ]);
    // Once answered, Share stays while the line is shown (issue 36, item 13).
    expect(ids({ ...base, status: 'showing', line: { shown: 1, of: 3 }, verdict })).toEqual([
      'try-again',
      'share',
      'earlier',
    ]);
  });
});
