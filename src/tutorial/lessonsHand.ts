/** Lessons 6–10: drawing, passing and blocks, going out, the race to 61, playing well. */
import type { Lesson } from './types';

export const drawing: Lesson = {
  id: 'drawing',
  title: 'Drawing',
  summary: 'No tile fits? Draw until one does; it goes down at once.',
  group: 'rules',
  preset: 'horse-race',
  players: 2,
  deal: {
    hands: [
      ['2-1', '3-0', '1-1'],
      ['6-5', '6-6', '4-0', '3-3'],
    ],
    boneyard: ['3-2', '4-1', '5-4', '2-0', '0-0'],
  },
  leader: 1,
  setup: [{ seat: 1, play: '6-5' }],
  steps: [
    {
      kind: 'quiz',
      rules: ['draw-until-fit-ends-turn'],
      text: 'North led 6-5. None of your tiles has a 6 or a 5: nothing fits. The boneyard (the tiles left face down after the deal) still has tiles. What do you do?',
      ask: { of: 'action' },
      answer: 1,
      choices: [0, 1, 2],
      labels: ['Play a tile', 'Draw', 'Pass'],
      explain:
        'Nothing fits and the boneyard has tiles: you draw, until a tile fits. Passing is only for when there is nothing left to draw.',
      highlight: { table: ['6-5'], hand: ['2-1', '3-0', '1-1'], boneyard: true },
    },
    {
      kind: 'draw',
      rules: ['draw-until-fit-ends-turn'],
      text: 'With no tile that fits, draw from the boneyard (the face-down stack) until one does: choose it to draw.',
      why: 'Nothing in your hand fits: draw from the boneyard.',
      highlight: { boneyard: true },
    },
    {
      kind: 'play',
      text: '5-4 fits, so it must go down at once. Play it on the 5.',
      expect: { tile: '5-4' },
      highlight: { hand: ['5-4'], table: ['6-5'] },
    },
    {
      kind: 'quiz',
      text: 'How many points did 5-4 score?',
      ask: { of: 'points' },
      answer: 2,
      choices: [0, 1, 2, 4],
      explain: 'The ends show 6 and 4: 10 ÷ 5 = 2 points.',
      highlight: { count: true },
    },
    {
      kind: 'quiz',
      rules: ['draw-until-fit-ends-turn'],
      text: 'A score lets you play again. Who plays next now?',
      ask: { of: 'turn' },
      answer: 1,
      choices: [0, 1],
      labels: ['You', 'North'],
      explain:
        'North: a drawn tile always ends your turn, even when it scores. No playing again after a draw.',
    },
    {
      kind: 'auto',
      moves: [{ seat: 1, play: '4-0', on: '5-4' }],
      text: 'North played 4-0 on 5-4: the ends show 6 and 0.',
      highlight: { table: ['4-0'] },
    },
    {
      kind: 'quiz',
      rules: ['no-draw-while-playable'],
      text: 'Your 3-0 fits the 0, and the boneyard still has tiles. What do you do?',
      ask: { of: 'action' },
      answer: 0,
      choices: [0, 1, 2],
      labels: ['Play a tile', 'Draw', 'Pass'],
      explain:
        'Play: you draw only when nothing fits. While a tile of yours fits, you must play it.',
      highlight: { hand: ['3-0'], boneyard: true },
    },
    {
      kind: 'play',
      rules: ['no-draw-while-playable'],
      text: 'Play 3-0 on the 0.',
      expect: { tile: '3-0', on: '4-0' },
      why: { 'must-play': 'A tile of yours fits, so you may neither draw nor pass: play 3-0.' },
      highlight: { hand: ['3-0'], table: ['4-0'] },
    },
  ],
  goal: 'Draw, play the tile that fits, and score; then play, not draw, while a tile fits.',
  success: (g) => g.scores[0] === 2 && g.hand?.turn === 1,
};

export const blocked: Lesson = {
  id: 'blocked',
  title: 'Passing and blocked hands',
  summary: 'Nothing fits and nothing to draw: pass. Nobody can play: blocked.',
  group: 'rules',
  preset: 'horse-race',
  players: 2,
  deal: {
    hands: [
      ['1-0', '2-0', '3-3'],
      ['6-5', '6-4', '6-6'],
    ],
    boneyard: [],
  },
  leader: 1,
  setup: [{ seat: 1, play: '6-5' }],
  steps: [
    {
      kind: 'quiz',
      rules: ['pass-when-stuck'],
      text: 'North led 6-5. Nothing of yours has a 6 or a 5, and the boneyard is empty. What do you do?',
      ask: { of: 'action' },
      answer: 2,
      choices: [0, 1, 2],
      labels: ['Play a tile', 'Draw', 'Pass'],
      explain:
        'Pass: no tile fits and there is nothing to draw. With tiles in the boneyard you would draw instead.',
      highlight: { table: ['6-5'], boneyard: true },
    },
    {
      kind: 'pass',
      rules: ['pass-when-stuck'],
      text: 'With no tile that fits and nothing to draw, you pass. Press Pass.',
      why: 'Nothing fits and there is nothing to draw: press Pass.',
    },
    {
      kind: 'auto',
      moves: [{ seat: 1, play: '6-4', on: '6-5' }],
      text: 'North played 6-4: the ends show 4 and 5. Nobody holds a 4 or a 5 and nothing is left to draw: the hand is blocked.',
      highlight: { table: ['6-4', '6-5'] },
    },
    {
      kind: 'quiz',
      text: 'How many pips are left in your hand?',
      ask: { of: 'pips', seat: 0 },
      answer: 9,
      choices: [3, 6, 7, 9],
      explain: '1 + 0 + 2 + 0 + 3 + 3 = 9.',
      highlight: { hand: ['1-0', '2-0', '3-3'] },
    },
    {
      kind: 'say',
      text: 'North is left with 6-6, 12 pips. In a blocked hand the lowest hand wins: your 9 beats 12.',
    },
    {
      kind: 'quiz',
      rules: ['blocked-hand-lowest-wins'],
      text: 'The lowest hand wins the others’ pips, rounded to five, ÷ 5. How many points is that for you?',
      ask: { of: 'bonus', side: 0 },
      answer: 2,
      choices: [0, 2, 3, 12],
      explain: 'North’s 12 rounds to 10, and 10 ÷ 5 = 2.',
      highlight: { board: true },
    },
  ],
  goal: 'Pass, and see a hand block.',
  success: (g) => g.hand?.result?.end === 'blocked' && g.hand.result.winners[0] === 0,
};

export const bonus: Lesson = {
  id: 'bonus',
  title: 'Going out and the hand bonus',
  summary: "Go out and win the other hands' pips, rounded to five, ÷ 5.",
  group: 'rules',
  preset: 'horse-race',
  players: 2,
  deal: {
    hands: [
      ['4-2', '6-4'],
      ['6-2', '6-6', '5-4', '2-0', '3-3'],
    ],
    boneyard: ['1-0', '5-1', '4-4', '3-1'],
  },
  leader: 1,
  setup: [{ seat: 1, play: '6-2' }],
  steps: [
    {
      kind: 'say',
      text: 'Play your last tile and you go out: the hand ends at once and you win the pips left in the other hands, rounded to five, ÷ 5.',
      highlight: { hand: ['4-2', '6-4'] },
    },
    {
      kind: 'play',
      text: 'You have two tiles. Play the one that scores, so you play again.',
      expect: { tile: '4-2', on: '6-2' },
      why: {
        '6-4':
          '6-4 on the 6 leaves 4 + 2 = 6: no score, and your turn would end with a tile still in hand.',
      },
      highlight: { count: true },
    },
    {
      kind: 'play',
      text: '10 scores 2, and you play again. Go out with 6-4.',
      expect: { tile: '6-4' },
      highlight: { hand: ['6-4'] },
    },
    {
      kind: 'quiz',
      rules: ['domino-bonus-rounding'],
      text: 'North is caught with 29 pips. Rounded to the nearest five, then ÷ 5: how many points for you?',
      ask: { of: 'bonus', side: 0 },
      answer: 6,
      choices: [5, 6, 29, 30],
      explain: '29 rounds to 30, and 30 ÷ 5 = 6.',
    },
    {
      kind: 'say',
      text: 'Rounding: 1 or 2 goes down, 3 or 4 goes up (22 → 20, 23 → 25). After a blocked hand the lowest hand scores the others’ pips the same way.',
      highlight: { board: true },
    },
  ],
  goal: 'Go out and collect the bonus.',
  success: (g) => g.hand?.result?.end === 'domino' && g.scores[0] === 8,
};

export const race: Lesson = {
  id: 'race',
  title: 'The race to 61',
  summary: 'Points are pegged; the first to 61 wins at once.',
  group: 'rules',
  preset: 'horse-race',
  players: 2,
  scores: [59, 52],
  deal: {
    hands: [
      ['6-4', '5-3', '3-1', '2-2'],
      ['6-6', '5-1', '4-0'],
    ],
    boneyard: ['3-0', '2-1', '6-2', '1-1'],
  },
  leader: 0,
  steps: [
    {
      kind: 'say',
      text: 'Every point is pegged: your peg moves that many holes along the board. The first to 61 wins, the moment a play gets there, even mid-hand.',
      highlight: { board: true },
    },
    {
      kind: 'quiz',
      rules: ['race-to-target'],
      text: 'You have 59. How many more points do you need?',
      ask: { of: 'toTarget', side: 0 },
      answer: 2,
      choices: [1, 2, 3, 6],
      explain: '61 − 59 = 2.',
      highlight: { board: true },
    },
    {
      kind: 'play',
      rules: ['race-to-target'],
      text: 'Lead the tile that scores those 2 points.',
      expect: { tile: '6-4' },
      why: {
        '5-3': '5-3 makes 8: not a multiple of five, no points.',
        '3-1': '3-1 makes 4: no points.',
        '2-2': '2-2 counts both halves: 4, no points.',
      },
      highlight: { count: true },
    },
    {
      kind: 'say',
      text: '61! The game ends on the spot: you win the race.',
      highlight: { board: true },
    },
  ],
  goal: 'Reach 61.',
  success: (g) => g.over && g.winner?.[0] === 0,
};

export const strategy: Lesson = {
  id: 'strategy',
  title: 'Playing well',
  summary: 'Look at the whole count, bring it down too, count the tiles out.',
  group: 'rules',
  preset: 'horse-race',
  players: 2,
  deal: {
    hands: [
      ['6-2', '3-1', '5-4', '1-1'],
      ['6-3', '5-5', '4-0', '2-2'],
    ],
    boneyard: ['0-0', '6-6', '4-4', '5-0'],
  },
  leader: 1,
  setup: [{ seat: 1, play: '6-3' }],
  steps: [
    {
      kind: 'say',
      text: 'Look at the whole count, not only at one end. A play covers an end, so it can bring the count down as well as up.',
      highlight: { count: true, table: ['6-3'] },
    },
    {
      kind: 'quiz',
      rules: ['count-open-ends'],
      text: 'The count is 9. What would 6-2 on the 6 leave?',
      ask: { of: 'countAfter', tile: '6-2', on: '6-3' },
      answer: 5,
      choices: [5, 8, 11, 17],
      explain: 'The 6 is covered and a 2 shows instead: 2 + 3 = 5.',
      highlight: { hand: ['6-2'], table: ['6-3'] },
    },
    {
      kind: 'play',
      text: 'Score by bringing the count down to 5.',
      expect: { tile: '6-2', on: '6-3' },
      why: {
        '3-1': '3-1 on the 3 leaves 6 + 1 = 7. Covering the 6 brings 9 down to 5.',
      },
      highlight: { count: true },
    },
    {
      kind: 'quiz',
      text: 'Count the 3s you cannot see (not on the table, not in your hand). How many are out?',
      ask: { of: 'tilesOut', value: 3 },
      answer: 5,
      choices: [2, 3, 5, 7],
      explain: 'Seven tiles show a 3; 6-3 is down and you hold 3-1, so 5 are out.',
      highlight: { table: ['6-3'], hand: ['3-1'] },
    },
    {
      kind: 'say',
      text: 'When few of a number are out, North can rarely match that end. And keep a double or a scorer in reserve for a surge when the count sets it up.',
    },
    {
      kind: 'play',
      text: 'Finish your turn with 3-1 on the 3.',
      expect: { tile: '3-1', on: '6-3' },
      highlight: { hand: ['3-1'], table: ['6-3'] },
    },
  ],
  goal: 'Score by bringing the count down.',
  success: (g) => g.scores[0] === 1,
};
