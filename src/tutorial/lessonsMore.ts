/** The guided game, and the variants' own lessons (Seven-Toed Pete, full points). */
import type { Lesson } from './types';

export const guidedGame: Lesson = {
  id: 'game',
  title: 'A guided hand',
  summary: 'One hand against an easy opponent, with a coach.',
  group: 'game',
  preset: 'horse-race',
  players: 2,
  deal: {
    hands: [
      ['5-4', '6-6', '6-3', '2-1', '5-0', '1-0', '4-4'],
      ['4-0', '6-0', '3-2', '6-2', '6-5', '6-1', '5-2'],
    ],
    boneyard: [
      '4-3',
      '3-1',
      '5-5',
      '3-3',
      '0-0',
      '2-2',
      '4-1',
      '5-3',
      '2-0',
      '3-0',
      '1-1',
      '6-4',
      '5-1',
      '4-2',
    ],
  },
  leader: 1,
  steps: [
    {
      kind: 'say',
      text: 'Now a whole hand against an easy opponent. Any legal move goes; the coach says what each scored and what was better.',
    },
    {
      kind: 'game',
      opponent: 'easy',
      seed: 'tutorial/game',
      text: 'Play the hand out. Look at the whole count before every tile.',
      highlight: { count: true },
    },
    {
      kind: 'say',
      text: 'That is a hand of Horse Race. A game is hands like this until someone reaches 61. You are ready!',
      highlight: { board: true },
    },
  ],
  goal: 'Play a whole hand.',
  success: (g) => (g.hand?.result ?? null) !== null,
};

export const pete: Lesson = {
  id: 'pete',
  title: 'Seven-Toed Pete',
  summary: 'Variant: one spinner, a restricted lead, washed up.',
  group: 'variant',
  preset: 'seven-toed-pete',
  players: 4,
  deal: {
    hands: [
      ['5-5', '6-2', '5-3', '4-1', '3-3', '2-0', '1-1'],
      ['6-6', '6-5', '6-4', '6-3', '6-1', '6-0', '5-4'],
      ['5-2', '5-1', '5-0', '4-4', '4-3', '4-2', '4-0'],
      ['3-2', '3-1', '3-0', '2-2', '2-1', '1-0', '0-0'],
    ],
    boneyard: [],
  },
  leader: 0,
  steps: [
    {
      kind: 'say',
      text: 'Seven-Toed Pete, the East Coast cousin: four players, seven tiles each, no boneyard, and a race past 100.',
    },
    {
      kind: 'play',
      rules: ['stp-lead-restriction'],
      text: 'The lead must be a double or a tile of 5 or 10 pips. Lead the double 5-5.',
      expect: { tile: '5-5' },
      why: {
        'lead-restricted':
          'In Seven-Toed Pete the lead must be a double or a tile with 5 or 10 pips; that one has neither.',
      },
      otherwise: 'That is a legal lead here, but for this lesson lead the double 5-5.',
      highlight: { hand: ['5-5'] },
    },
    {
      kind: 'play',
      text: '10 scores 2 and you play again. Put 5-3 on a side of 5-5.',
      expect: { tile: '5-3', on: '5-5' },
      otherwise: 'For this lesson, put 5-3 on 5-5.',
      highlight: { hand: ['5-3'], table: ['5-5'] },
    },
    {
      kind: 'say',
      text: 'Only the first double spins. Later doubles lie across the line and take tiles on their sides only.',
      highlight: { table: ['5-5'] },
    },
    {
      kind: 'say',
      text: 'Washed up: if your last tile scores or is a double, you have won the hand, but play goes on until a turn ends on a plain tile.',
    },
  ],
  goal: 'Make a legal Seven-Toed Pete lead.',
  success: (g) => g.hand?.layout.hasSpinner === true && g.scores[0] === 2,
};

export const celko: Lesson = {
  id: 'celko',
  title: 'Full points',
  summary: 'Variant: full points in play; everyone subtracts at the end.',
  group: 'variant',
  preset: 'horse-race-celko',
  players: 2,
  deal: {
    hands: [
      ['6-4', '4-1', '3-3', '5-2'],
      ['6-6', '5-5', '2-1', '0-0'],
    ],
    boneyard: ['1-0', '2-0', '4-4', '6-1', '3-1'],
  },
  leader: 0,
  steps: [
    {
      kind: 'say',
      text: 'Horse Race, full points (as Celko’s book scores it): a count scores in full (not ÷ 5), everyone subtracts their own pips at the end, and the race is to 250.',
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
      rules: ['celko-scoring'],
      text: 'How many points does that score with full points?',
      ask: { of: 'points' },
      answer: 10,
      choices: [0, 2, 5, 10],
      explain: 'The count is 10, and with full points a count scores in full: 10.',
      highlight: { count: true },
    },
    {
      kind: 'play',
      text: 'Play again: 4-1 on the 4.',
      expect: { tile: '4-1', on: '6-4' },
      otherwise: 'For this lesson, play 4-1 on the 4.',
      highlight: { hand: ['4-1'], table: ['6-4'] },
    },
    {
      kind: 'quiz',
      rules: ['celko-scoring'],
      text: 'If the hand ended now, how many points would you lose for the tiles you hold?',
      ask: { of: 'penalty', seat: 0 },
      answer: 15,
      choices: [3, 10, 13, 15],
      explain: '3-3 and 5-2 make 13 pips, rounded to 15: you subtract 15.',
      highlight: { hand: ['3-3', '5-2'] },
    },
    {
      kind: 'say',
      text: 'Everyone subtracts, the winner too, so going out keeps your score safe.',
    },
  ],
  goal: 'Score a count in full.',
  success: (g) => g.scores[0] === 10,
};
