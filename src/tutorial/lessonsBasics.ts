/** Lessons 1–5: tiles and matching, the count, doubles, spinners, playing again. */
import type { Lesson } from './types';

export const matching: Lesson = {
  id: 'matching',
  title: 'Tiles and matching',
  summary: 'Your hand, the lead, and matching numbers at an open end.',
  group: 'rules',
  preset: 'horse-race',
  players: 2,
  deal: {
    hands: [
      ['6-2', '6-3', '5-5', '4-0'],
      ['2-1', '1-1', '3-0'],
    ],
    boneyard: ['5-1', '4-4', '0-0', '6-6'],
  },
  leader: 0,
  steps: [
    {
      kind: 'say',
      text: 'These tiles are your hand. Each tile has two halves, each with 0 to 6 pips (the dots).',
      highlight: { hand: ['6-2', '6-3', '5-5', '4-0'] },
    },
    {
      kind: 'play',
      text: 'The first tile played is the lead. Lead 6-2: choose it, then the lit spot where it goes.',
      expect: { tile: '6-2' },
      otherwise: 'Any tile may lead, but for this lesson lead 6-2.',
      highlight: { hand: ['6-2'] },
    },
    {
      kind: 'auto',
      moves: [{ seat: 1, play: '2-1', on: '6-2' }],
      text: 'North matched your 2 with 2-1. The open ends now show 6 and 1.',
      highlight: { table: ['6-2', '2-1'] },
    },
    {
      kind: 'play',
      text: 'Your turn. A tile goes on an open end that shows one of its numbers: play 6-3 on the 6.',
      expect: { tile: '6-3', on: '6-2' },
      why: {
        '5-5': '5-5 has no 6 and no 1, so it fits neither open end.',
        '4-0': '4-0 has no 6 and no 1, so it fits neither open end.',
      },
      highlight: { hand: ['6-3'], table: ['6-2'] },
    },
    {
      kind: 'say',
      text: 'That is matching: the 6 of 6-3 touches the 6 of 6-2, and its 3 is now an open end.',
      highlight: { table: ['6-3', '2-1'] },
    },
  ],
  goal: 'Match a tile to an open end.',
  success: (g) => g.hand?.layout.nodes.length === 3,
};

export const count: Lesson = {
  id: 'count',
  title: 'The count',
  summary: 'Add up the tips of the arms; a multiple of five scores count ÷ 5.',
  group: 'rules',
  preset: 'horse-race',
  players: 2,
  deal: {
    hands: [
      ['6-4', '6-1', '4-2', '3-3'],
      ['5-3', '2-2', '5-0'],
    ],
    boneyard: ['1-0', '3-1', '6-6', '4-4'],
  },
  leader: 0,
  steps: [
    {
      kind: 'say',
      text: 'The count: after every tile, add up the pips at the tips of the arms (the lines of tiles from the lead). A count of 5, 10, 15 … scores count ÷ 5.',
      highlight: { count: true },
    },
    {
      kind: 'play',
      text: 'Lead 6-4.',
      expect: { tile: '6-4' },
      otherwise: 'For this lesson, lead 6-4.',
      highlight: { hand: ['6-4'] },
    },
    {
      kind: 'quiz',
      rules: ['count-open-ends'],
      text: 'What is the count now?',
      ask: { of: 'count' },
      answer: 10,
      choices: [2, 4, 6, 10],
      explain: 'Both ends of 6-4 are open: 6 + 4 = 10.',
      highlight: { table: ['6-4'] },
    },
    {
      kind: 'quiz',
      rules: ['multiple-of-five-scores'],
      text: 'How many points does a count of 10 score?',
      ask: { of: 'points' },
      answer: 2,
      choices: [1, 2, 5, 10],
      explain: '10 ÷ 5 = 2 points.',
      highlight: { count: true },
    },
    {
      kind: 'play',
      rules: ['multiple-of-five-scores', 'chain-double-or-score'],
      text: 'A score lets you play again. Play the tile that makes the count a multiple of five again.',
      expect: { tile: '6-1', on: '6-4' },
      why: {
        '4-2': '4-2 on the 4 leaves 6 + 2 = 8: not a multiple of five. Look at the whole count.',
      },
      highlight: { count: true },
    },
    {
      kind: 'quiz',
      rules: ['count-open-ends'],
      text: 'What is the count now?',
      ask: { of: 'count' },
      answer: 5,
      choices: [5, 7, 10, 11],
      explain: 'The 6 is covered; 1 + 4 = 5, one more point.',
      highlight: { table: ['6-1', '6-4'] },
    },
    {
      kind: 'play',
      text: 'You scored again, so play again: 4-2 on the 4.',
      expect: { tile: '4-2', on: '6-4' },
      otherwise: 'For this lesson, play 4-2 on the 4.',
      highlight: { hand: ['4-2'], table: ['6-4'] },
    },
    {
      kind: 'say',
      text: 'The count is now 1 + 2 = 3, no multiple of five: 4-2 scores nothing, and your turn ends. Your score: 2 + 1 = 3 points.',
      highlight: { count: true, board: true },
    },
  ],
  goal: 'Score 3 points from the count.',
  success: (g) => g.scores[0] === 3,
};

export const doubles: Lesson = {
  id: 'doubles',
  title: 'Doubles',
  summary: 'Doubles lie across the line and count both halves while exposed.',
  group: 'rules',
  preset: 'horse-race',
  players: 2,
  deal: {
    hands: [
      ['5-5', '5-2', '3-1', '6-0'],
      ['5-3', '4-2', '1-0'],
    ],
    boneyard: ['6-6', '2-1', '4-4', '0-0'],
  },
  leader: 0,
  steps: [
    {
      kind: 'say',
      text: 'A double (both halves the same) lies across the line; its two long edges are its sides. It counts both halves while a side is free.',
      highlight: { hand: ['5-5'] },
    },
    {
      kind: 'play',
      text: 'Lead the double 5-5.',
      expect: { tile: '5-5' },
      otherwise: 'For this lesson, lead the double 5-5.',
      highlight: { hand: ['5-5'] },
    },
    {
      kind: 'quiz',
      rules: ['double-counts-both-halves'],
      text: 'What is the count now?',
      ask: { of: 'count' },
      answer: 10,
      choices: [5, 10, 0, 20],
      explain: 'A double counts both halves: 5 + 5 = 10, two points.',
      highlight: { table: ['5-5'] },
    },
    {
      kind: 'play',
      text: 'A double earns another tile. Play 5-2 on one side of 5-5.',
      expect: { tile: '5-2', on: '5-5' },
      otherwise: 'For this lesson, play 5-2 on the double.',
      highlight: { hand: ['5-2'], table: ['5-5'] },
    },
    {
      kind: 'quiz',
      rules: ['double-counts-both-halves'],
      text: 'One side of 5-5 is covered. What is the count now?',
      ask: { of: 'count' },
      answer: 12,
      choices: [2, 7, 12, 15],
      explain: 'With one side still open, 5-5 still counts 10; add the 2: 12.',
      highlight: { table: ['5-5', '5-2'] },
    },
    {
      kind: 'say',
      text: 'A count of 12 scores nothing, and 5-2 is no double, so your turn ends. Your score: 2 points, from the double’s count of 10.',
      highlight: { board: true },
    },
  ],
  goal: 'Score with a double.',
  success: (g) => g.scores[0] === 2,
};

const SPINNER_DEAL = {
  hands: [
    ['6-6', '6-3', '6-1', '4-3', '5-2'],
    ['6-5', '5-5', '1-0', '2-0'],
  ],
  boneyard: ['3-2', '4-4', '0-0', '2-2', '4-1'],
};

export const spinners: Lesson = {
  id: 'spinners',
  title: 'Spinners',
  summary: 'Every double branches: its two sides first.',
  group: 'rules',
  preset: 'horse-race',
  players: 2,
  deal: SPINNER_DEAL,
  leader: 0,
  steps: [
    {
      kind: 'say',
      text: 'Every double is a spinner: tiles go on its two sides first, then on its two ends (its short edges), so the layout branches.',
      highlight: { hand: ['6-6'] },
    },
    {
      kind: 'play',
      text: 'Lead the double 6-6 (it counts 12).',
      expect: { tile: '6-6' },
      otherwise: 'For this lesson, lead 6-6.',
      highlight: { hand: ['6-6'] },
    },
    {
      kind: 'play',
      text: 'A double plays again. Which tile on a side of 6-6 makes a multiple of five?',
      expect: { tile: '6-3', on: '6-6' },
      why: { '6-1': '6-1 on 6-6 makes 12 + 1 = 13. Find the tile that makes 15.' },
      otherwise: 'Put a tile with a 6 on a side of 6-6 so that the count is 15.',
      highlight: { table: ['6-6'], count: true },
    },
    {
      kind: 'quiz',
      rules: ['spinner-sides-before-ends'],
      text: '15 scores 3 and you play again. One side of 6-6 is covered. How many open edges of the layout could take your 6-1 now?',
      ask: { of: 'places', tile: '6-1' },
      answer: 1,
      choices: [1, 2, 3, 4],
      explain:
        'Only the other side of 6-6: a spinner takes tiles on its sides first, and its ends open once both sides are covered. 6-3 shows a 3, which 6-1 does not have.',
      highlight: { hand: ['6-1'], table: ['6-6'] },
    },
    {
      kind: 'play',
      rules: ['spinner-sides-before-ends'],
      text: 'Cover the other side of 6-6 with 6-1.',
      expect: { tile: '6-1', on: '6-6' },
      otherwise: 'For this lesson, put 6-1 on the other side of 6-6.',
      highlight: { hand: ['6-1'], table: ['6-6'] },
    },
    {
      kind: 'say',
      text: 'Both sides of 6-6 are covered, so its two ends are open now: the next lesson plays on them.',
      highlight: { table: ['6-6', '6-3', '6-1'] },
    },
  ],
  goal: 'Score on a side of a spinner.',
  success: (g) => g.scores[0] === 3,
};

export const spinnerEnds: Lesson = {
  id: 'spinner-ends',
  title: 'A spinner’s ends',
  summary: 'Once both sides are covered, the double stops counting and its ends open.',
  group: 'rules',
  preset: 'horse-race',
  players: 2,
  deal: SPINNER_DEAL,
  leader: 0,
  steps: [
    {
      kind: 'auto',
      moves: [
        { seat: 0, play: '6-6' },
        { seat: 0, play: '6-3', on: '6-6' },
        { seat: 0, play: '6-1', on: '6-6' },
      ],
      text: 'Where the last lesson stopped: you led 6-6, scored 3 with 6-3 on a side (15), and covered the other side with 6-1.',
      highlight: { table: ['6-6', '6-3', '6-1'] },
    },
    {
      kind: 'quiz',
      rules: ['covered-double-stops-counting'],
      text: 'Both sides of 6-6 are covered. What is the count now?',
      ask: { of: 'count' },
      answer: 4,
      choices: [4, 16, 12, 10],
      explain: 'Once its second side is covered a double stops counting: 3 + 1 = 4.',
      highlight: { table: ['6-6', '6-3', '6-1'] },
    },
    {
      kind: 'auto',
      moves: [{ seat: 1, play: '6-5', on: '6-6' }],
      text: 'Now 6-6 opens its ends. North played 6-5 on one: 3 + 1 + 5 = 9.',
      highlight: { table: ['6-6', '6-5'] },
    },
    {
      kind: 'play',
      rules: ['count-open-ends', 'empty-spinner-end-adds-zero'],
      text: 'Three arms now. The free end of 6-6 takes tiles, but no arm ends there yet, so it adds 0. Which of your tiles makes a multiple of five?',
      expect: { tile: '4-3', on: '6-3' },
      why: {
        '5-2':
          '5-2 on the 5 makes 3 + 1 + 2 = 6. Count every arm: which end can you change to reach 10?',
      },
      highlight: { count: true },
    },
    {
      kind: 'say',
      text: '4 + 1 + 5 = 10, and the free end adds nothing: two more points. Spinners make long counts: keep track of every arm.',
      highlight: { count: true, board: true },
    },
  ],
  goal: 'Score 5 points around a spinner.',
  success: (g) => g.scores[0] === 5,
};

export const again: Lesson = {
  id: 'again',
  title: 'Play again',
  summary: 'A double or a scoring tile earns another tile.',
  group: 'rules',
  preset: 'horse-race',
  players: 2,
  deal: {
    hands: [
      ['4-4', '4-2', '2-2', '2-1', '6-0'],
      ['6-5', '5-3', '3-0', '1-1'],
    ],
    boneyard: ['6-6', '5-5', '0-0', '3-1'],
  },
  leader: 0,
  steps: [
    {
      kind: 'say',
      text: 'A double, or a tile that scores, earns another tile. Your turn ends on a tile that neither scores nor is a double.',
    },
    {
      kind: 'play',
      text: 'Lead the double 4-4.',
      expect: { tile: '4-4' },
      otherwise: 'For this lesson, lead 4-4.',
      highlight: { hand: ['4-4'] },
    },
    {
      kind: 'play',
      rules: ['chain-double-or-score'],
      text: 'The double earns another tile, even though 8 does not score. Play 4-2 on it.',
      expect: { tile: '4-2', on: '4-4' },
      otherwise: 'For this lesson, play 4-2 on 4-4.',
      highlight: { hand: ['4-2'], table: ['4-4'] },
    },
    {
      kind: 'quiz',
      text: 'What is the count now?',
      ask: { of: 'count' },
      answer: 10,
      choices: [2, 6, 8, 10],
      explain:
        '4-4 still counts 8 (one side covered), plus the 2: 10. Two points, and you play again.',
      highlight: { count: true },
    },
    {
      kind: 'play',
      rules: ['chain-double-or-score'],
      text: 'Keep the turn going: play a double.',
      expect: { tile: '2-2' },
      why: {
        '2-1':
          '2-1 leaves 9, which neither scores nor is a double: your turn would end. Play the double 2-2 first.',
      },
      highlight: { hand: ['2-2', '2-1'] },
    },
    {
      kind: 'play',
      text: 'Another tile for the double. Play 2-1 on 2-2.',
      expect: { tile: '2-1', on: '2-2' },
      otherwise: 'For this lesson, play 2-1 on 2-2.',
      highlight: { hand: ['2-1'], table: ['2-2'] },
    },
    {
      kind: 'say',
      text: '8 + 1 = 9: no score, and 2-1 is no double, so your turn is over. Four tiles in one turn!',
      highlight: { count: true },
    },
  ],
  goal: 'Play four tiles in one turn.',
  success: (g) => g.hand?.turn === 1 && g.hand.layout.nodes.length === 4 && g.scores[0] === 2,
};
