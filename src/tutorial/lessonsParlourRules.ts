/**
 * The parlour games' rules around a hand (RULES.md §15.2, §15.3, §15.8, §15.9) by doing:
 * the deal's sizes, the highest double leading every hand, a tie for lowest, the target and
 * when it is checked, and Muggins' points after a block.
 */
import type { Lesson } from './types';

export const parlourDeals: Lesson = {
  id: 'parlour-deals',
  title: 'The parlour deals',
  summary: 'Parlour: how many tiles Draw, Cross, the every-double cross and Muggins deal.',
  group: 'variant',
  preset: 'draw',
  players: 2,
  deal: {
    hands: [
      ['4-4', '4-2'],
      ['3-1', '6-0'],
    ],
    boneyard: ['2-1', '5-3'],
  },
  leader: 0,
  steps: [
    {
      kind: 'quiz',
      rules: ['parlour-hand-sizes'],
      text: 'A real Draw deal gives two players 7 tiles each. How many does each of three players get?',
      ask: { of: 'handSize', players: 3 },
      answer: 5,
      choices: [4, 5, 6, 7],
      explain: 'Five: Draw deals 7 each to two players, 5 to three, 4 to four.',
    },
    {
      kind: 'quiz',
      rules: ['parlour-hand-sizes'],
      text: 'Cross deals 7 each to two players, as Draw does. How many to each of four players?',
      ask: { of: 'handSize', players: 4, preset: 'cross' },
      answer: 4,
      choices: [4, 5, 6, 7],
      explain: 'Four, as in Draw: 7 each to two players, 5 to three, 4 to four.',
    },
    {
      kind: 'quiz',
      rules: ['parlour-hand-sizes'],
      text: 'The cross where every double spins deals 7 each to two players too. How many to each of three?',
      ask: { of: 'handSize', players: 3, preset: 'cross-all-doubles' },
      answer: 7,
      choices: [4, 5, 6, 7],
      explain: 'Seven, not Cross’s 5: this game deals 7 each to two or three players, 5 to four.',
    },
    {
      kind: 'quiz',
      rules: ['parlour-hand-sizes'],
      text: 'How many tiles does Muggins deal each of two players?',
      ask: { of: 'handSize', players: 2, preset: 'muggins' },
      answer: 5,
      choices: [3, 5, 7, 9],
      explain: 'Five, not Draw’s 7: Muggins deals 5 each, whatever the number of players.',
    },
    {
      kind: 'play',
      text: 'This hand is short: two tiles each. You hold the highest double: lead 4-4.',
      expect: { tile: '4-4' },
      highlight: { hand: ['4-4'] },
    },
  ],
  goal: 'Know how many tiles each parlour game deals.',
  success: (g) => g.hand?.layout.nodes.length === 1,
};

export const parlourNextLead: Lesson = {
  id: 'parlour-next-lead',
  title: 'The next hand',
  summary: 'Parlour: the highest double leads every hand; a tie for lowest scores nothing.',
  group: 'variant',
  preset: 'block',
  players: 2,
  deal: {
    hands: [
      ['3-3', '3-1'],
      ['2-0', '6-5'],
    ],
    boneyard: [],
  },
  leader: 0,
  setup: [
    { seat: 0, play: '3-3' },
    { seat: 1, pass: true },
    { seat: 0, play: '3-1', on: '3-3' },
  ],
  steps: [
    {
      kind: 'auto',
      moves: [],
      nextHand: {
        hands: [
          ['5-1', '6-2', '3-0'],
          ['5-5', '4-3', '4-0'],
        ],
        boneyard: [],
      },
      text: 'In Block you went out with 3-1 and won North’s 13 pips. The next hand is dealt: you hold 5-1, 6-2 and 3-0, and North holds 5-5.',
      highlight: { board: true },
    },
    {
      kind: 'quiz',
      rules: ['parlour-lead-every-hand'],
      text: 'You won the last hand. Who leads this one?',
      ask: { of: 'turn' },
      answer: 1,
      choices: [0, 1],
      labels: ['You', 'North'],
      explain:
        'North: the highest double dealt leads every hand, whoever won the last. North holds 5-5.',
    },
    {
      kind: 'auto',
      moves: [{ seat: 1, play: '5-5' }],
      text: 'North led 5-5.',
      highlight: { table: ['5-5'] },
    },
    {
      kind: 'play',
      text: 'Play 5-1, your only tile with a 5.',
      expect: { tile: '5-1' },
      highlight: { hand: ['5-1'] },
    },
    {
      kind: 'quiz',
      rules: ['parlour-tie-scores-nothing'],
      text: 'Nobody can play: the hand is blocked. You hold 6-2 and 3-0, North 4-3 and 4-0. How many points does North win?',
      ask: { of: 'bonus', side: 1 },
      answer: 0,
      choices: [0, 11, 22],
      explain:
        'None. After a block the lowest hand wins, but you and North hold 11 pips each. A tie for lowest scores nothing.',
      highlight: { board: true },
    },
  ],
  goal: 'Know who leads the next hand, and what a tie for lowest scores.',
  success: (g) => g.hand?.result?.end === 'blocked' && g.scores[0] === 13 && g.scores[1] === 0,
};

export const mugginsTarget: Lesson = {
  id: 'muggins-target',
  title: 'Muggins: 100 at once',
  summary: 'Parlour: the game is to 100; Muggins ends it the moment a play gets there.',
  group: 'variant',
  preset: 'muggins',
  players: 2,
  scores: [90, 80],
  deal: {
    hands: [
      ['5-5', '6-3', '4-1'],
      ['2-0', '4-3', '6-2'],
    ],
    boneyard: ['1-0', '2-1', '5-3'],
  },
  leader: 0,
  steps: [
    {
      kind: 'quiz',
      rules: ['parlour-target'],
      text: 'The parlour games are played to 100 points (to 50 for a shorter game). You have 90. How many more points do you need?',
      ask: { of: 'toTarget', side: 0 },
      answer: 10,
      choices: [5, 10, 15, 20],
      explain: 'Ten: 100 less your 90.',
      highlight: { board: true },
    },
    {
      kind: 'play',
      rules: ['parlour-target'],
      text: 'You hold the highest double, so you lead, any tile. Lead the one that takes you to 100.',
      expect: { tile: '5-5' },
      why: {
        '6-3': '6-3 counts 9, not a multiple of five: it scores nothing. Lead 5-5: 10.',
        '4-1': '4-1 counts 5: that takes you to 95, not 100. Lead 5-5: 10.',
      },
      highlight: { hand: ['5-5', '6-3', '4-1'] },
    },
    {
      kind: 'quiz',
      rules: ['parlour-target-check'],
      text: '5-5 scored 10. North still holds three tiles, you two. What is your final score?',
      ask: { of: 'score', side: 0 },
      answer: 100,
      choices: [95, 100, 105, 115],
      explain:
        '100: in Muggins the game ends the moment a side reaches the target, in the middle of a hand. The tiles left are not counted. Block, Draw and the cross games score only when a hand ends, so that is when they check it.',
      highlight: { board: true },
    },
  ],
  goal: 'Reach 100 with a play: Muggins ends the game at once.',
  success: (g) => g.over && g.scores[0] === 100,
};

export const blockTarget: Lesson = {
  id: 'block-target',
  title: 'Block: the shorter game, to 50',
  summary:
    'Parlour: a shorter game is to 50; Block, Draw and the cross games reach it only when a hand ends.',
  group: 'variant',
  preset: 'block',
  players: 2,
  target: 50,
  scores: [40, 45],
  deal: {
    hands: [
      ['5-5', '5-0', '0-0'],
      ['5-3', '3-2', '6-5'],
    ],
    boneyard: [],
  },
  leader: 0,
  steps: [
    {
      kind: 'quiz',
      rules: ['parlour-target'],
      text: 'This is the shorter game: Block to 50 instead of 100. You have 40, North 45. How many points do you need?',
      ask: { of: 'toTarget', side: 0 },
      answer: 10,
      choices: [5, 60, 10, 15],
      explain: 'Ten: 50 less your 40. In the full game, to 100, you would need 60.',
      highlight: { board: true },
    },
    {
      kind: 'play',
      text: 'Lead the highest double, 5-5.',
      expect: { tile: '5-5' },
      highlight: { hand: ['5-5'] },
    },
    {
      kind: 'quiz',
      rules: ['parlour-target', 'parlour-target-check'],
      text: 'In Muggins 5-5 would score 10 and end the game. This is Block. How many points do you still need?',
      ask: { of: 'toTarget', side: 0 },
      answer: 10,
      choices: [0, 5, 10, 15],
      explain:
        'Ten: nothing scores during a Block hand, so you still have 40. Points come when the hand ends, and the target is checked then.',
      highlight: { board: true },
    },
    {
      kind: 'auto',
      moves: [{ seat: 1, play: '5-3', on: '5-5' }],
      text: 'North played 5-3.',
      highlight: { table: ['5-3'] },
    },
    {
      kind: 'play',
      text: 'Play 5-0 on the other side of 5-5.',
      expect: { tile: '5-0', on: '5-5' },
      highlight: { hand: ['5-0'], table: ['5-5'] },
    },
    {
      kind: 'auto',
      moves: [{ seat: 1, play: '3-2', on: '5-3' }],
      text: 'North played 3-2.',
      highlight: { table: ['3-2'] },
    },
    {
      kind: 'play',
      text: 'Go out with 0-0.',
      expect: { tile: '0-0' },
      highlight: { hand: ['0-0'] },
    },
    {
      kind: 'quiz',
      rules: ['parlour-target-check'],
      text: 'You went out; North is left with 6-5. What is your score now?',
      ask: { of: 'score', side: 0 },
      answer: 51,
      choices: [40, 50, 51, 61],
      explain:
        '51: your 40 and North’s 11 pips, scored as the hand ends. That reaches 50, so the shorter game is over, and you win it.',
      highlight: { board: true },
    },
  ],
  goal: 'Reach 50, the shorter game’s target, as a Block hand ends.',
  success: (g) => g.over && g.scores[0] === 51,
};

export const mugginsBlocked: Lesson = {
  id: 'muggins-blocked',
  title: 'Muggins: a blocked hand',
  summary: 'Parlour: after a block the lowest hand wins the difference, rounded to five.',
  group: 'variant',
  preset: 'muggins',
  players: 2,
  deal: {
    hands: [
      ['4-4', '4-1', '2-0'],
      ['6-5', '6-3', '5-3'],
    ],
    boneyard: ['6-0', '5-1'],
  },
  leader: 0,
  setup: [
    { seat: 0, play: '4-4' },
    { seat: 1, pass: true },
  ],
  steps: [
    {
      kind: 'play',
      text: 'You led 4-4. North has no 4, and the last two tiles sleep, so North passed. Play 4-1.',
      expect: { tile: '4-1' },
      highlight: { hand: ['4-1'] },
    },
    {
      kind: 'quiz',
      rules: ['muggins-block-scoring'],
      text: 'Nobody can play: the hand is blocked. You hold 2-0, North 28 pips. How many points do you win?',
      ask: { of: 'bonus', side: 0 },
      answer: 25,
      choices: [25, 26, 28, 30],
      explain:
        'The lowest hand wins: North’s 28 less your 2 is 26, rounded to the nearest five: 25. In Block you would win all 28.',
      highlight: { board: true },
    },
  ],
  goal: 'Score a blocked Muggins hand: the difference, rounded to five.',
  success: (g) => g.hand?.result?.end === 'blocked' && g.scores[0] === 25,
};
