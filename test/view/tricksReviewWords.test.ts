/** Texas 42's review in words (src/view/tricks/tricksReviewWords.ts), on hands of RULES.md §17.14. */
import { describe, expect, test } from 'vitest';
import { tricksReviewWords } from '../../src/view/tricks/tricksReviewWords';
import type { TricksReview, TricksReviewItem } from '../../src/practice/tricksReview';
import { tileOf } from '../../src/engine/core/tiles';

const NAMES = ['You', 'West', 'North', 'East'];

const item = (over: Partial<TricksReviewItem>): TricksReviewItem => ({
  trick: 0,
  lead: true,
  yours: tileOf(6, 6),
  choices: 7,
  best: [tileOf(6, 6)],
  yourValue: 42,
  bestValue: 42,
  givenAway: 0,
  yourResult: 'made',
  bestResult: 'made',
  ...over,
});

const review = (items: TricksReviewItem[], over: Partial<TricksReview> = {}): TricksReview => ({
  hand: 2,
  seat: 0,
  contract: { bidder: 0, bid: 35, trump: '6' },
  openPoints: 42,
  openResult: 'made',
  ended: 'set',
  points: [16, 26],
  items,
  givenAway: items.reduce((s, i) => s + i.givenAway, 0),
  ...over,
});

describe('the review in words', () => {
  test('the contract, then one line per play, then the hand in all', () => {
    const costly = item({
      trick: 1,
      lead: false,
      yours: tileOf(5, 5),
      best: [tileOf(6, 6), tileOf(5, 0)],
      yourValue: 16,
      bestValue: 42,
      givenAway: 26,
      yourResult: 'set',
    });
    const words = tricksReviewWords(
      review([item({}), costly, item({ trick: 2, choices: 1 })]),
      NAMES,
    );
    expect(words.heading).toBe('Hand 3 with every hand open');
    expect(words.lines.map((l) => l.title)).toEqual([
      'You bid 35 · sixes are trumps',
      'Trick 1: you led 6-6: best',
      'Trick 2: you played 5-5 · best 6-6 or 5-0',
      'Trick 3: you led 6-6 (the only play)',
      'In all',
    ]);
    expect(words.lines[0]?.text).toBe(
      'With every hand open and best play by all four, the bidders take 42 points: made. At the table the bid was set: your side took 16, the other 26.',
    );
    expect(words.lines[1]?.text).toBe('');
    expect(words.lines[2]?.text).toBe(
      'Your side takes 16 from here, 42 with the best: 26 points given away; with best play by all from here, yours lets the bid be set where the best makes it.',
    );
    expect(words.lines[4]?.text).toBe(
      '3 plays, 2 of them the best with every hand open; 26 points given away.',
    );
  });

  test('a costly play in a hand made all the same is not called set (issue 36, item 5)', () => {
    const costly = item({ yourValue: 26, bestValue: 42, givenAway: 16, yourResult: 'set' });
    const made = tricksReviewWords(review([costly], { ended: 'made', points: [35, 7] }), NAMES);
    expect(made.lines[1]?.text).toBe(
      'Your side takes 26 from here, 42 with the best: 16 points given away; with best play by all from here, yours lets the bid be set where the best makes it (at the table it was made all the same).',
    );
    expect(made.lines[1]?.text).not.toMatch(/not set|would have been made/);
  });

  test('a defender’s side is theirs; nello speaks of the other side; a thrown-in hand', () => {
    const one = item({ yourValue: 5, bestValue: 6, givenAway: 1, best: [tileOf(2, 0)] });
    const west = tricksReviewWords(
      review([one], { seat: 1, contract: { bidder: 0, bid: 30, trump: 'none' } }),
      NAMES,
    );
    expect(west.lines[0]?.title).toBe('You bid 30 · follow-me (no trumps)');
    expect(west.lines[0]?.text).toContain(
      'At the table the bid was set: your side took 26, the other 16.',
    );
    expect(west.lines[1]?.text).toBe(
      'Your side takes 5 from here, 6 with the best: 1 point given away.',
    );
    const nello = tricksReviewWords(
      review([one], { contract: { bidder: 0, bid: 42, trump: 'nello' } }),
      NAMES,
    );
    expect(nello.lines[1]?.text).toMatch(/^The other side takes 5/);
    const none = tricksReviewWords(
      review([], { contract: null, openPoints: null, openResult: null, ended: 'all-pass' }),
      NAMES,
    );
    expect(none.lines).toEqual([
      { title: 'No play to review', text: 'Everyone passed: the hand was thrown in.' },
    ]);
    const idle = tricksReviewWords(review([]), NAMES);
    expect(idle.lines[1]).toEqual({ title: 'In all', text: 'You played no domino this hand.' });
  });
});
