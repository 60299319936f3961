/** More of the parlour games' rules by doing: the heaviest tile leading, Muggins's sleeping tiles. */
import type { Lesson } from './types';

export const heaviestLead: Lesson = {
  id: 'heaviest-lead',
  title: 'No double dealt',
  summary: 'Parlour: with no double in any hand, the heaviest tile leads.',
  group: 'variant',
  preset: 'block',
  players: 2,
  deal: {
    hands: [
      ['6-3', '2-1'],
      ['5-4', '4-0'],
    ],
    boneyard: [],
  },
  leader: 0,
  steps: [
    {
      kind: 'quiz',
      rules: ['heaviest-tile-leads'],
      text: 'A short Block hand. Nobody was dealt a double. You hold 6-3 and 2-1, North 5-4 and 4-0. Who leads?',
      ask: { of: 'turn' },
      answer: 0,
      choices: [0, 1],
      labels: ['You', 'North'],
      explain:
        'You: with no double dealt, the heaviest tile leads. 6-3 and 5-4 have 9 pips each, so the higher half decides: 6 beats 5.',
      highlight: { hand: ['6-3'] },
    },
    {
      kind: 'play',
      rules: ['heaviest-tile-leads'],
      text: 'Lead your heaviest tile.',
      expect: { tile: '6-3' },
      highlight: { hand: ['6-3', '2-1'] },
    },
    {
      kind: 'quiz',
      text: 'Nobody holds a 6 or a 3: the hand is blocked at once, and the lowest hand wins the others’ pips. You hold 3, North 13. Your points?',
      ask: { of: 'bonus', side: 0 },
      answer: 13,
      choices: [3, 10, 13, 15],
      explain: 'North’s 13 pips, not rounded: 13.',
      highlight: { board: true },
    },
  ],
  goal: 'Lead the heaviest tile when no double was dealt.',
  success: (g) => g.hand?.result?.end === 'blocked' && g.scores[0] === 13,
};

export const mugginsSleeping: Lesson = {
  id: 'muggins-sleeping',
  title: 'Muggins: two tiles sleep',
  summary: 'Parlour: the last two tiles of the boneyard are never drawn.',
  group: 'variant',
  preset: 'muggins',
  players: 2,
  deal: {
    hands: [
      ['5-0', '5-6', '6-2', '6-1'],
      ['5-5', '0-0', '0-4', '3-1'],
    ],
    boneyard: ['4-3', '1-0', '3-3'],
  },
  leader: 1,
  setup: [
    { seat: 1, play: '5-5' },
    { seat: 0, play: '5-0', on: '5-5' },
    { seat: 1, play: '0-0', on: '5-0' },
    { seat: 0, play: '5-6', on: '5-5' },
    { seat: 1, play: '0-4', on: '0-0' },
    { seat: 0, play: '6-2', on: '5-6' },
    { seat: 1, draw: true },
    { seat: 1, play: '4-3', on: '0-4' },
  ],
  steps: [
    {
      kind: 'quiz',
      rules: ['muggins-sleeping'],
      text: 'North drew 4-3 and played it. The ends show 3 and 2: your 6-1 fits neither. Two tiles are left in the boneyard. What do you do?',
      ask: { of: 'action' },
      answer: 2,
      choices: [0, 1, 2],
      labels: ['Play a tile', 'Draw', 'Pass'],
      explain:
        'Pass: in Muggins the last two tiles of the boneyard sleep. They are never drawn, so with only those left you pass.',
      highlight: { hand: ['6-1'], boneyard: true },
    },
    {
      kind: 'pass',
      text: 'Pass.',
      why: 'The two tiles left sleep: they are never drawn. Pass.',
    },
    {
      kind: 'auto',
      moves: [{ seat: 1, play: '3-1', on: '4-3' }],
      text: 'North went out with 3-1, and wins your 6-1: 7 pips, rounded to 5.',
      highlight: { board: true },
    },
    {
      kind: 'quiz',
      rules: ['muggins-sleeping'],
      text: 'The hand is over. How many tiles are still in the boneyard?',
      ask: { of: 'boneyard' },
      answer: 2,
      choices: [0, 1, 2, 3],
      explain: 'Two: the sleeping tiles, never drawn in the whole hand.',
      highlight: { boneyard: true },
    },
  ],
  goal: 'Pass with only the two sleeping tiles left.',
  success: (g) => g.hand?.result?.end === 'domino' && g.hand.boneyard.length === 2,
};
