/** Lessons at a fuller table: three players (the deal, going out and the next lead, a tie) and partners. */
import type { Lesson } from './types';

export const threeDeal: Lesson = {
  id: 'three-deal',
  title: 'Three players: the deal',
  summary: 'Deal sizes, the boneyard, and the first lead by lot.',
  group: 'rules',
  preset: 'horse-race',
  players: 3,
  deal: {
    hands: [['5-5', '5-0'], ['6-6'], ['5-4', '3-0']],
    boneyard: [],
  },
  leader: 0,
  steps: [
    {
      kind: 'quiz',
      rules: ['deal-sizes-and-lead'],
      text: 'Two players get 7 tiles each. How many does each of three players get?',
      ask: { of: 'handSize', players: 3 },
      answer: 6,
      choices: [5, 6, 7, 9],
      explain: 'Three players get 6 each.',
    },
    {
      kind: 'quiz',
      rules: ['deal-sizes-and-lead'],
      text: 'And each of four players?',
      ask: { of: 'handSize', players: 4 },
      answer: 5,
      choices: [4, 5, 6, 7],
      explain: 'Four players get 5 each: 7, 6, 5 for two, three, four players.',
    },
    {
      kind: 'quiz',
      rules: ['deal-sizes-and-lead'],
      text: 'The set has 28 tiles. With three players, how many are left in the boneyard?',
      ask: { of: 'boneyardAfterDeal', players: 3 },
      answer: 10,
      choices: [7, 10, 14, 18],
      explain: '28 − 3 × 6 = 10. With two players 14 are left, with four 8.',
      highlight: { boneyard: true },
    },
    {
      kind: 'quiz',
      rules: ['deal-sizes-and-lead'],
      text: 'The first lead goes by lot: all draw a tile, the heaviest leads, only ties draw again. You draw 6-4, West 5-5, East 3-2; then you 6-5, West 4-1. Who leads?',
      ask: {
        of: 'lotLeader',
        rounds: [
          [
            { seat: 0, tile: '6-4' },
            { seat: 1, tile: '5-5' },
            { seat: 2, tile: '3-2' },
          ],
          [
            { seat: 0, tile: '6-5' },
            { seat: 1, tile: '4-1' },
          ],
        ],
      },
      answer: 0,
      choices: [0, 1, 2],
      labels: ['You', 'West', 'East'],
      explain:
        'You: 10 ties 10, so you and West draw again, and 6-5 (11) beats 4-1 (5). East’s 5 was out after the first round.',
    },
    {
      kind: 'play',
      rules: ['deal-sizes-and-lead'],
      text: 'So you lead. This hand is short, to see its end: lead the double 5-5.',
      expect: { tile: '5-5' },
      otherwise: 'For this lesson, lead 5-5.',
      highlight: { hand: ['5-5'] },
    },
  ],
  goal: 'Know the deal with three players, and who leads.',
  success: (g) => g.scores[0] === 2,
};

export const three: Lesson = {
  id: 'three',
  title: 'Three players: going out',
  summary: 'Going out wins both opponents’ pips, rounded once; the winner leads next.',
  group: 'rules',
  preset: 'horse-race',
  players: 3,
  deal: {
    hands: [['5-5', '5-0'], ['6-6'], ['5-4', '3-0']],
    boneyard: [],
  },
  leader: 0,
  setup: [{ seat: 0, play: '5-5' }],
  steps: [
    {
      kind: 'play',
      text: 'You led 5-5: 10 scores 2 and you play again. Go out with 5-0.',
      expect: { tile: '5-0' },
      highlight: { hand: ['5-0'] },
    },
    {
      kind: 'quiz',
      rules: ['domino-bonus-rounding'],
      text: 'West holds 12 pips and East 12. Their pips together, rounded to five, ÷ 5: your bonus?',
      ask: { of: 'bonus', side: 0 },
      answer: 5,
      choices: [4, 5, 10, 24],
      explain: '12 + 12 = 24, rounded once to 25: 5 points (not 10 + 10 for each hand on its own).',
      highlight: { board: true },
    },
    {
      kind: 'quiz',
      rules: ['next-lead'],
      text: 'The hand is over. Who leads the next one?',
      ask: { of: 'nextLeader' },
      answer: 0,
      choices: [0, 1, 2],
      labels: ['You', 'West', 'East'],
      explain:
        'You: in Horse Race whoever went out leads the next hand (after a blocked hand, the lot decides).',
    },
  ],
  goal: 'Win a three-player hand, and see who leads the next.',
  success: (g) => g.hand?.result?.end === 'domino' && g.scores[0] === 9,
};

export const threeTie: Lesson = {
  id: 'three-tie',
  title: 'Three players: a shared block',
  summary: 'A tie for lowest with three players: both tied players score.',
  group: 'rules',
  preset: 'horse-race',
  players: 3,
  deal: {
    hands: [['4-4', '2-1'], ['3-0'], ['6-6', '5-5']],
    boneyard: [],
  },
  leader: 0,
  steps: [
    {
      kind: 'play',
      text: 'A short hand, to see its end. Lead 4-4.',
      expect: { tile: '4-4' },
      otherwise: 'For this lesson, lead 4-4.',
      highlight: { hand: ['4-4'] },
    },
    {
      kind: 'quiz',
      rules: ['blocked-tie'],
      text: 'Nobody holds a 4 and nothing is left to draw: blocked. You and West hold 3 pips each, East 22. Your points?',
      ask: { of: 'bonus', side: 0 },
      answer: 4,
      choices: [0, 2, 4, 5],
      explain: 'Tied for lowest with three players, you both score East’s 22: 20 ÷ 5 = 4 each.',
      highlight: { board: true },
    },
    {
      kind: 'say',
      text: 'A tie scores only when someone outside it pays: a tie of two players (or two teams), or of all three, scores nothing. After a block the next lead goes by lot.',
    },
  ],
  goal: 'Share a blocked hand.',
  success: (g) => g.hand?.result?.end === 'blocked' && g.scores[0] === 4 && g.scores[1] === 4,
};

export const partners: Lesson = {
  id: 'partners',
  title: 'Partners',
  summary: 'Four players in two teams: you and North against West and East.',
  group: 'rules',
  preset: 'horse-race',
  players: 4,
  partners: true,
  deal: {
    hands: [['5-5', '5-0'], ['6-6'], ['6-3'], ['5-4', '3-0']],
    boneyard: [],
  },
  leader: 0,
  steps: [
    {
      kind: 'say',
      text: 'With four players you may play as partners: you and North, sitting opposite, against West and East.',
      highlight: { board: true },
    },
    {
      kind: 'play',
      rules: ['partners'],
      text: 'Points go to your team. Lead 5-5.',
      expect: { tile: '5-5' },
      otherwise: 'For this lesson, lead 5-5.',
      highlight: { hand: ['5-5'] },
    },
    {
      kind: 'quiz',
      rules: ['partners'],
      text: 'What is your team’s score now?',
      ask: { of: 'score', side: 0 },
      answer: 2,
      choices: [0, 1, 2, 10],
      explain: '10 ÷ 5 = 2 points, on your team’s peg.',
      highlight: { board: true },
    },
    {
      kind: 'play',
      text: 'Play again, and go out with 5-0.',
      expect: { tile: '5-0' },
      highlight: { hand: ['5-0'] },
    },
    {
      kind: 'quiz',
      rules: ['partners'],
      text: 'West holds 12 pips, East 12, North 9. How many points does your team get for going out?',
      ask: { of: 'bonus', side: 0 },
      answer: 5,
      choices: [5, 6, 7, 9],
      explain:
        'Only the other team’s 12 + 12 = 24 count, rounded to 25: 5. Your partner’s tiles are ignored.',
      highlight: { board: true },
    },
    {
      kind: 'say',
      text: 'A blocked hand compares team totals: the lower team scores the other’s pips, and tied teams score nothing.',
    },
  ],
  goal: 'Go out for your team.',
  success: (g) => g.config.partners && g.scores[0] === 9,
};
