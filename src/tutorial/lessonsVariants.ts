/** The variants by doing: short chains (domino-play.com's rules), and Seven-Toed Pete in three short hands. */
import type { Lesson } from './types';

export const dominoPlay: Lesson = {
  id: 'domino-play',
  title: 'Short chains',
  summary: 'Variant: full points; only another double or scoring tile may follow; all subtract.',
  group: 'variant',
  preset: 'horse-race-domino-play',
  players: 2,
  deal: {
    hands: [
      ['6-4', '4-1', '6-6'],
      ['5-3', '2-0', '3-3'],
    ],
    boneyard: ['1-0', '2-2'],
  },
  leader: 0,
  steps: [
    {
      kind: 'say',
      text: 'Horse Race, short chains (domino-play.com’s rules): a count scores in full; after a double or a score, only another double or scoring tile may follow, with no drawing for it.',
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
      rules: ['domino-play-scoring'],
      text: 'How many points does that score here?',
      ask: { of: 'points' },
      answer: 10,
      choices: [0, 2, 5, 10],
      explain: 'The count is 10, and here a count scores in full: 10.',
      highlight: { count: true },
    },
    {
      kind: 'play',
      rules: ['domino-play-scoring'],
      text: 'You play again, but only with a double or a tile that scores.',
      expect: { tile: '6-6', on: '6-4' },
      why: {
        'continuation-restricted':
          '4-1 would make 7: no score and no double, so it may not follow here. 6-6 is a double.',
      },
      otherwise: 'Only a double or a scoring tile may follow: play 6-6.',
      highlight: { hand: ['6-6', '4-1'] },
    },
    {
      kind: 'pass',
      rules: ['domino-play-scoring'],
      text: '16 does not score, but the double plays again. 4-1 would make 13: neither scores nor is a double. Pass.',
      why: 'Only a double or a scoring tile may follow, and there is no drawing for it: pass.',
    },
    {
      kind: 'quiz',
      rules: ['domino-play-scoring'],
      text: 'If the hand ended now, how many points would you lose for 4-1?',
      ask: { of: 'penalty', seat: 0 },
      answer: 5,
      choices: [0, 1, 5, 10],
      explain:
        '4-1 is 5 pips, rounded to five: 5 off your score. Everyone subtracts their own pips, rounded to five, and going out wins no bonus.',
      highlight: { hand: ['4-1'] },
    },
  ],
  goal: 'Score in full, and stop when only a plain tile is left.',
  success: (g) => g.scores[0] === 10 && g.hand?.turn === 1,
};

export const peteHands: Lesson = {
  id: 'pete-hands',
  title: 'Pete: washed up',
  summary: 'Variant: a hand washed up, and the lead going round to the left.',
  group: 'variant',
  preset: 'seven-toed-pete',
  players: 4,
  deal: {
    hands: [['6-5', '0-0'], ['2-2'], ['1-1', '6-2', '4-4'], ['3-2', '3-1', '5-4']],
    boneyard: [],
  },
  leader: 3,
  setup: [
    { seat: 3, play: '3-2' },
    { seat: 3, play: '3-1', on: '3-2' },
  ],
  steps: [
    {
      kind: 'say',
      text: 'East led 3-2 (5 pips: a legal lead; it scored 1), then played 3-1. The ends show 2 and 1.',
      highlight: { table: ['3-2', '3-1'] },
    },
    {
      kind: 'pass',
      text: 'Nothing of yours fits, and Seven-Toed Pete has no boneyard: pass.',
      why: 'Nothing fits and there is nothing to draw: pass.',
    },
    {
      kind: 'auto',
      moves: [
        { seat: 1, play: '2-2', on: '3-2' },
        { seat: 2, play: '1-1', on: '3-1' },
        { seat: 2, play: '6-2', on: '2-2' },
      ],
      text: 'West went out with 2-2, a double that scored: washed up. Play went on until North’s turn ended on a plain 6-2.',
      highlight: { table: ['2-2', '6-2'] },
    },
    {
      kind: 'quiz',
      rules: ['stp-washed-up'],
      text: 'West won the hand. You hold 11 pips, North 8, East 9. How many points for West?',
      ask: { of: 'bonus', side: 1 },
      answer: 6,
      choices: [5, 6, 8, 28],
      explain: '11 + 8 + 9 = 28, counted when the hand really ended, rounded to 30: 6.',
      highlight: { board: true },
    },
    {
      kind: 'quiz',
      rules: ['next-lead', 'stp-lead-left'],
      text: 'East led this hand and West won it. Who leads the next one?',
      ask: { of: 'nextLeader' },
      answer: 0,
      choices: [0, 1, 2, 3],
      labels: ['You', 'West', 'North', 'East'],
      explain:
        'You: in Seven-Toed Pete the lead goes round to the left, whoever won. You sit on East’s left.',
    },
  ],
  goal: 'See a hand washed up, and who leads the next.',
  success: (g) => g.hand?.result?.end === 'domino' && g.hand.result.bonus[1] === 6,
};

export const peteSpinner: Lesson = {
  id: 'pete-spinner',
  title: 'Pete: one spinner',
  summary: 'Variant: only the first double played spins.',
  group: 'variant',
  preset: 'seven-toed-pete',
  players: 4,
  deal: {
    hands: [
      ['5-5', '5-1', '6-2', '5-2', '1-3'],
      ['1-1', '1-4', '6-6'],
      ['5-4', '0-0'],
      ['6-3', '3-0'],
    ],
    boneyard: [],
  },
  leader: 0,
  steps: [
    {
      kind: 'play',
      text: 'You lead this hand. Lead a double or a tile of 5 or 10 pips.',
      expect: { tile: '5-5' },
      why: {
        'lead-restricted':
          'The lead must be a double or a tile of 5 or 10 pips; that one is neither.',
      },
      highlight: { hand: ['5-5', '5-1', '6-2', '5-2', '1-3'] },
    },
    {
      kind: 'play',
      text: '10 scores 2, and 5-5, the first double, is the hand’s only spinner. Play 5-1 on it.',
      expect: { tile: '5-1', on: '5-5' },
      otherwise: 'For this lesson, play 5-1 on 5-5.',
      highlight: { hand: ['5-1'], table: ['5-5'] },
    },
    {
      kind: 'auto',
      moves: [
        { seat: 1, play: '1-1', on: '5-1' },
        { seat: 1, play: '1-4', on: '1-1' },
        { seat: 2, play: '5-4', on: '5-5' },
        { seat: 3, pass: true },
      ],
      text: 'West played 1-1 and 1-4 on it; North covered 5-5’s other side; East passed.',
      highlight: { table: ['1-1', '5-5'] },
    },
    {
      kind: 'quiz',
      rules: ['stp-first-double-spinner'],
      text: '1-1 is a double too. How many open edges of the layout could take your 1-3?',
      ask: { of: 'places', tile: '1-3' },
      answer: 0,
      choices: [0, 1, 2, 3],
      explain:
        'None: only the first double, 5-5, spins. 1-1 has its two sides taken and no ends, so no 1 is open, and no 3 either.',
      highlight: { hand: ['1-3'], table: ['1-1', '5-5'] },
    },
    {
      kind: 'play',
      text: 'Score 2 on an end of 5-5, the spinner.',
      expect: { tile: '5-2', on: '5-5' },
      why: {
        '1-3': '1-1 is not the first double, so it has no ends: 1-3 fits nowhere.',
        '6-2': '6-2 fits nowhere: no 6 or 2 is open.',
      },
      otherwise: 'Put a tile on an end of 5-5 to make a multiple of five.',
      highlight: { table: ['5-5', '1-1'], count: true },
    },
    {
      kind: 'play',
      text: '4 + 4 + 2 = 10: 2 more points, and you play again. 6-2 on the 2 is your only move.',
      expect: { tile: '6-2', on: '5-2' },
      highlight: { hand: ['6-2'], table: ['5-2'] },
    },
  ],
  goal: 'Lead, and play on the hand’s one spinner.',
  success: (g) => g.scores[0] === 4 && g.hand?.turn === 1,
};

export const peteTie: Lesson = {
  id: 'pete-tie',
  title: 'Pete: a tie scores nobody',
  summary: 'Variant: a blocked hand tied for lowest scores nobody.',
  group: 'variant',
  preset: 'seven-toed-pete',
  players: 4,
  deal: {
    hands: [['6-0', '5-5'], ['0-0', '5-3'], ['4-1'], ['3-2']],
    boneyard: [],
  },
  leader: 1,
  setup: [
    { seat: 1, play: '0-0' },
    { seat: 1, pass: true },
    { seat: 2, pass: true },
    { seat: 3, pass: true },
  ],
  steps: [
    {
      kind: 'say',
      text: 'West led 0-0, a double, then passed, with no 0 left to play on. North and East have no 0 and passed too.',
      highlight: { table: ['0-0'] },
    },
    {
      kind: 'play',
      text: 'Play 6-0 on 0-0. Then look: who could play after it?',
      expect: { tile: '6-0', on: '0-0' },
      highlight: { hand: ['6-0'], table: ['0-0'] },
    },
    {
      kind: 'say',
      text: 'Nobody holds a 0 or a 6: the hand is blocked. North holds 4-1 and East 3-2, 5 pips each: a tie for lowest.',
      highlight: { board: true },
    },
    {
      kind: 'quiz',
      rules: ['blocked-tie'],
      text: 'In Horse Race both tied players would score. In Seven-Toed Pete, how many points does North get?',
      ask: { of: 'bonus', side: 2 },
      answer: 0,
      choices: [0, 2, 4, 6],
      explain: 'In Seven-Toed Pete a tie for lowest scores nobody: North and East get 0 alike.',
      highlight: { board: true },
    },
  ],
  goal: 'See a tie for lowest that scores nobody.',
  success: (g) => g.hand?.result?.end === 'blocked' && g.scores[2] === 0,
};
