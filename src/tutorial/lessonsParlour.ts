/**
 * The parlour games by doing (RULES.md §15): Block, Draw, Cross, the every-double
 * cross, Muggins and a double-nine set, one short position each.
 */
import type { GameState } from '../engine/index';
import { parseTile } from '../engine/index';
import type { Lesson } from './types';

/** Whether the table holds this tile. */
function onTable(g: GameState, text: string, maxPip = 6): boolean {
  const tile = parseTile(text, maxPip);
  return g.hand?.layout.nodes.some((n) => n.tile === tile) ?? false;
}

export const blockGame: Lesson = {
  id: 'block',
  title: 'Block',
  summary: 'Parlour: no drawing, no points in play; going out wins the others’ pips.',
  group: 'variant',
  preset: 'block',
  players: 2,
  deal: {
    hands: [
      ['6-6', '3-0', '0-0'],
      ['6-4', '4-3', '5-2'],
    ],
    boneyard: ['2-2', '5-5'],
  },
  leader: 0,
  steps: [
    {
      kind: 'play',
      rules: ['block-game'],
      text: 'Block: the highest double leads, nothing scores during play, and the tiles left over sleep: they stay face down and are never drawn. You hold the highest double: lead 6-6.',
      expect: { tile: '6-6' },
      highlight: { hand: ['6-6'] },
    },
    {
      kind: 'auto',
      moves: [{ seat: 1, play: '6-4', on: '6-6' }],
      text: 'North played 6-4. The ends show 6 and 4.',
      highlight: { table: ['6-4'] },
    },
    {
      kind: 'pass',
      rules: ['block-game'],
      text: 'Nothing of yours fits, and in Block the sleeping tiles may not be drawn: pass.',
      why: 'Nothing fits and Block has no drawing: pass.',
    },
    {
      kind: 'auto',
      moves: [{ seat: 1, play: '4-3', on: '6-4' }],
      text: 'North played 4-3. The ends show 6 and 3.',
      highlight: { table: ['4-3'] },
    },
    {
      kind: 'play',
      rules: ['block-game'],
      text: 'Play 3-0 on 4-3.',
      expect: { tile: '3-0', on: '4-3' },
      highlight: { hand: ['3-0'] },
    },
    {
      kind: 'auto',
      moves: [{ seat: 1, pass: true }],
      text: 'North’s 5-2 fits nowhere, and there is no drawing: North passed.',
    },
    {
      kind: 'play',
      rules: ['block-game'],
      text: 'Go out with 0-0.',
      expect: { tile: '0-0' },
      highlight: { hand: ['0-0'] },
    },
    {
      kind: 'quiz',
      rules: ['block-game'],
      text: 'You went out. How many points do you win?',
      ask: { of: 'bonus', side: 0 },
      answer: 7,
      choices: [0, 2, 5, 7],
      explain: 'In Block the winner takes the pips left in the others’ hands: North’s 5-2 is 7.',
    },
  ],
  goal: 'Go out first and take the pips left against you.',
  success: (g) => g.scores[0] === 7,
};

export const drawGame: Lesson = {
  id: 'draw',
  title: 'Draw',
  summary: 'Parlour: Block with a boneyard; draw until a tile fits.',
  group: 'variant',
  preset: 'draw',
  players: 2,
  deal: {
    hands: [
      ['5-5', '2-1'],
      ['5-3', '4-4'],
    ],
    boneyard: ['6-0', '1-0', '3-2', '4-0'],
  },
  leader: 0,
  steps: [
    {
      kind: 'say',
      text: 'Draw is Block with a boneyard: when nothing fits, you draw until something does. Nothing scores during play.',
    },
    {
      kind: 'play',
      rules: ['draw-game'],
      text: 'The highest double leads: lead 5-5.',
      expect: { tile: '5-5' },
      highlight: { hand: ['5-5'] },
    },
    {
      kind: 'auto',
      moves: [{ seat: 1, play: '5-3', on: '5-5' }],
      text: 'North played 5-3. The ends show 5 and 3.',
      highlight: { table: ['5-3'] },
    },
    {
      kind: 'quiz',
      rules: ['draw-game'],
      text: '2-1 fits nowhere. What do you do?',
      ask: { of: 'action' },
      answer: 1,
      choices: [0, 1, 2],
      labels: ['Play a tile', 'Draw', 'Pass'],
      explain:
        'Draw: in Draw you take tiles from the boneyard until one fits. In Block, with no boneyard, you would pass.',
      highlight: { hand: ['2-1'], boneyard: true },
    },
    {
      kind: 'draw',
      rules: ['draw-game'],
      text: 'Draw from the boneyard until a tile fits.',
      why: 'Nothing of yours fits: draw.',
      highlight: { boneyard: true },
    },
    {
      kind: 'play',
      rules: ['draw-game'],
      text: '3-2 fits on the 3 end: play it.',
      expect: { tile: '3-2' },
      highlight: { hand: ['3-2'] },
    },
    {
      kind: 'quiz',
      rules: ['draw-game'],
      text: 'How many tiles are left in the boneyard?',
      ask: { of: 'boneyard' },
      answer: 1,
      choices: [0, 1, 3, 4],
      explain: 'It held four; you drew 6-0, 1-0 and 3-2, so one is left.',
      highlight: { boneyard: true },
    },
  ],
  goal: 'Draw until a tile fits, then play it.',
  success: (g) => onTable(g, '3-2') && g.hand?.boneyard.length === 1,
};

export const crossGame: Lesson = {
  id: 'cross',
  title: 'Cross',
  summary: 'Parlour: the first double is a cross; fill its four edges first.',
  group: 'variant',
  preset: 'cross',
  players: 2,
  deal: {
    hands: [
      ['4-4', '4-2', '6-4', '1-0'],
      ['4-1', '4-3', '2-0', '6-1'],
    ],
    boneyard: ['3-0'],
  },
  leader: 0,
  steps: [
    {
      kind: 'say',
      text: 'Cross: the highest double leads and becomes the cross. Its four edges, two sides then two ends, are filled before anything else.',
    },
    {
      kind: 'play',
      rules: ['cross-start'],
      text: 'Lead 4-4: it is the cross.',
      expect: { tile: '4-4' },
      highlight: { hand: ['4-4'] },
    },
    {
      kind: 'auto',
      moves: [{ seat: 1, play: '4-1', on: '4-4' }],
      text: 'North played 4-1 on the cross.',
      highlight: { table: ['4-1'] },
    },
    {
      kind: 'play',
      rules: ['cross-start'],
      text: 'Your turn. Which of your tiles may go down now?',
      expect: {
        anyOf: [
          { tile: '4-2', on: '4-4' },
          { tile: '6-4', on: '4-4' },
        ],
      },
      why: {
        '1-0':
          '1-0 would fit on 4-1, but the cross is not complete: its edges are filled before anything else. Play a tile with a 4 on 4-4.',
      },
      highlight: { table: ['4-4', '4-1'] },
    },
    {
      kind: 'auto',
      moves: [{ seat: 1, play: '4-3', on: '4-4' }],
      text: 'North played 4-3 on an end of 4-4: the other end of the cross is still free.',
      highlight: { table: ['4-3'] },
    },
    {
      kind: 'play',
      rules: ['cross-start'],
      text: 'One edge of the cross is left: complete it.',
      expect: {
        anyOf: [
          { tile: '4-2', on: '4-4' },
          { tile: '6-4', on: '4-4' },
        ],
      },
      why: {
        '1-0': 'Not yet: one edge of the cross is still free. Fill it first.',
      },
      highlight: { table: ['4-4'] },
    },
    {
      kind: 'auto',
      moves: [{ seat: 1, play: '2-0', on: '4-2' }],
      text: 'The cross is complete, so play goes on at the tips of its four arms: North played 2-0 on 4-2.',
      highlight: { table: ['2-0'] },
    },
    {
      kind: 'play',
      rules: ['cross-start'],
      text: 'Now 1-0 may go on 4-1: play it.',
      expect: { tile: '1-0', on: '4-1' },
      highlight: { hand: ['1-0'], table: ['4-1'] },
    },
  ],
  goal: 'Fill the cross’s four edges before playing anywhere else.',
  success: (g) => onTable(g, '6-4') && onTable(g, '1-0'),
};

export const crossDoubles: Lesson = {
  id: 'cross-doubles',
  title: 'Every double spins',
  summary: 'Parlour: in the every-double cross, each double opens two new lines.',
  group: 'variant',
  preset: 'cross-all-doubles',
  players: 2,
  deal: {
    hands: [
      ['5-5', '5-3', '5-2', '3-3', '6-3', '6-0'],
      ['5-1', '5-0', '4-0', '3-1', '6-1'],
    ],
    boneyard: ['2-2'],
  },
  leader: 0,
  setup: [
    { seat: 0, play: '5-5' },
    { seat: 1, play: '5-1', on: '5-5' },
    { seat: 0, play: '5-3', on: '5-5' },
    { seat: 1, play: '5-0', on: '5-5' },
    { seat: 0, play: '5-2', on: '5-5' },
    { seat: 1, play: '4-0', on: '5-0' },
  ],
  steps: [
    {
      kind: 'say',
      text: 'The cross of 5-5 is complete. In this game every later double is a spinner too.',
      highlight: { table: ['5-5'] },
    },
    {
      kind: 'play',
      rules: ['cross-all-doubles'],
      text: 'Play 3-3 on 5-3.',
      expect: { tile: '3-3', on: '5-3' },
      highlight: { hand: ['3-3'], table: ['5-3'] },
    },
    {
      kind: 'auto',
      moves: [{ seat: 1, play: '3-1', on: '3-3' }],
      text: 'North played 3-1 on the free side of 3-3: 5-3 holds one side, 3-1 the other.',
      highlight: { table: ['3-1'] },
    },
    {
      kind: 'quiz',
      rules: ['cross-all-doubles'],
      text: 'Both sides of 3-3 are taken. How many open edges of the layout could take your 6-3 now?',
      ask: { of: 'places', tile: '6-3' },
      answer: 2,
      choices: [0, 1, 2, 3],
      explain:
        'Two: the ends of 3-3. In this game every double spins, so once its sides are taken its two ends open. No 6 is open anywhere.',
      highlight: { hand: ['6-3'], table: ['3-3'] },
    },
    {
      kind: 'play',
      rules: ['cross-all-doubles'],
      text: 'Play 6-3 on an end of 3-3.',
      expect: { tile: '6-3', on: '3-3' },
      highlight: { hand: ['6-3'], table: ['3-3'] },
    },
  ],
  goal: 'Play on an end of a later double once its sides are taken: every double is a spinner.',
  success: (g) => onTable(g, '6-3'),
};

export const mugginsGame: Lesson = {
  id: 'muggins',
  title: 'Muggins',
  summary:
    'Parlour: the count scores in full when it is a multiple of five; what “Muggins!” means.',
  group: 'variant',
  preset: 'muggins',
  players: 2,
  deal: {
    hands: [
      ['6-6', '6-4', '2-1'],
      ['4-3', '2-0', '1-0'],
    ],
    boneyard: ['5-0', '3-3', '5-5'],
  },
  leader: 0,
  steps: [
    {
      kind: 'say',
      text: 'Muggins: when the two ends of the line add up to a multiple of five you score that many, in full. The table scores it for you.',
    },
    {
      kind: 'play',
      rules: ['muggins-full-points'],
      text: 'The holder of the highest double leads any tile: lead 6-4.',
      expect: { tile: '6-4' },
      highlight: { hand: ['6-4'] },
    },
    {
      kind: 'quiz',
      rules: ['muggins-call'],
      text: 'How many points did 6-4 score?',
      ask: { of: 'points' },
      answer: 10,
      choices: [0, 2, 5, 10],
      explain: 'The ends show 6 and 4: 10, a multiple of five, scored in full.',
      highlight: { count: true },
    },
    {
      kind: 'auto',
      moves: [{ seat: 1, play: '4-3', on: '6-4' }],
      text: 'North played 4-3: the ends show 6 and 3, which is 9 and scores nothing.',
      highlight: { table: ['4-3'] },
    },
    {
      kind: 'play',
      rules: ['muggins-full-points'],
      text: 'Play 6-6 on the six end.',
      expect: { tile: '6-6', on: '6-4' },
      highlight: { hand: ['6-6'] },
    },
    {
      kind: 'quiz',
      rules: ['muggins-call', 'muggins-full-points'],
      text: 'How many points did 6-6 score?',
      ask: { of: 'points' },
      answer: 15,
      choices: [3, 5, 12, 15],
      explain: 'The double counts both halves, 12, plus the 3 end: 15, scored in full.',
      highlight: { count: true },
    },
    {
      kind: 'say',
      rules: ['muggins-call'],
      text: 'With Count it yourself (Settings) you say your points before the next move; miss or misstate them and an opponent calls “Muggins!”. Here a call moves no points: it goes in your tally.',
    },
  ],
  goal: 'Score multiples of five in full, and know what they are worth.',
  success: (g) => g.scores[0] === 25,
};

export const bigSets: Lesson = {
  id: 'double-nine',
  title: 'Double-nine',
  summary: 'Parlour: a double-nine set, 55 tiles with up to nine pips a half.',
  group: 'variant',
  preset: 'block',
  players: 2,
  maxPip: 9,
  deal: {
    hands: [
      ['9-9', '9-5', '8-0'],
      ['9-7', '7-2', '3-0'],
    ],
    boneyard: ['7-7', '8-8'],
  },
  leader: 0,
  steps: [
    {
      kind: 'say',
      text: 'The parlour games may use a double-nine set: 55 tiles, with up to nine pips on a half.',
    },
    {
      kind: 'quiz',
      rules: ['big-sets'],
      text: 'In Block with a double-nine set, how many tiles does each of two players get?',
      ask: { of: 'handSize', players: 2 },
      answer: 9,
      choices: [5, 6, 7, 9],
      explain: 'Block grows with the set: 9 each on double-nine (7 on double-six).',
    },
    {
      kind: 'play',
      rules: ['big-sets'],
      text: 'Here you hold three of them. Lead the highest double, 9-9.',
      expect: { tile: '9-9' },
      highlight: { hand: ['9-9'] },
    },
    {
      kind: 'auto',
      moves: [{ seat: 1, play: '9-7', on: '9-9' }],
      text: 'North played 9-7.',
      highlight: { table: ['9-7'] },
    },
    {
      kind: 'play',
      rules: ['big-sets'],
      text: 'Play 9-5 on the other side of 9-9.',
      expect: { tile: '9-5', on: '9-9' },
      highlight: { hand: ['9-5'], table: ['9-9'] },
    },
  ],
  goal: 'Play a nine-pip tile from a double-nine set.',
  success: (g) => onTable(g, '9-5', 9),
};
