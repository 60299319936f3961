/**
 * Mexican Train's lessons on a round's end (RULES.md §16.8–§16.10), after the round's score
 * (./lessonsTrains.ts): a blocked round with the double-blank at 50 (an option, named), and
 * going out on a double in the last round of a short game, with a tie for the lowest total.
 * The engine is placed by its holder, as by default.
 */
import type { FamilyLesson } from '../familyTypes';
import { engine, on, onTrains, pass, stop, twoPlayers } from './trainsLessonKit';

export const trainsBlocked: FamilyLesson = {
  id: 'mt-blocked',
  title: 'A blocked round',
  summary: 'Nothing to draw and nobody can play: the lowest points win the round.',
  group: 'mexican-train',
  record: twoPlayers(
    [
      {
        you: ['9-9', '9-0', '0-0', '9-3', '3-2'],
        north: ['9-6', '6-1', '7-1'],
        boneyard: [],
        leader: 0,
        moves: [
          engine(0, '9-9'),
          on(0, '9-0', 0),
          stop(0),
          on(1, '9-6', 1),
          stop(1),
          on(0, '9-3', 'mexican'),
          on(1, '6-1', 1),
        ],
      },
    ],
    { max_pip: 9, double_blank: 50 },
  ),
  steps: [
    {
      kind: 'move',
      text: 'The boneyard is empty and North has one tile left. This table counts 0-0 as 50, a house rule: by default it counts its pips, 0.',
      expect: ['0-0 on 0'],
      why: {
        '3-2':
          'Then North goes out with its last tile, and 0-0 left in your hand costs 50 here. Lay 0-0: nobody has a 0 to cover it.',
      },
      rules: ['mt-double-blank'],
    },
    {
      kind: 'quiz',
      text: 'Nothing to draw, and nobody can cover 0-0: the round is blocked. What do you add to your total?',
      ask: { of: 'round-points', seat: 0 },
      answer: 5,
      choices: [0, 5, 8],
      explain: 'A blocked round is scored as any other: each adds the pips in hand. Your 3-2: 5.',
      rules: ['mt-blocked'],
    },
    {
      kind: 'quiz',
      text: 'North kept 7-1. Who wins this round?',
      ask: { of: 'round-winner' },
      answer: 0,
      choices: [1, 0],
      labels: ['North', 'You'],
      explain:
        'Nobody went out, so the lowest points win the round: your 5 against North’s 8. Totals still decide the game.',
      rules: ['mt-blocked'],
    },
  ],
  goal: 'Block the round with the double-blank at 50, and score the block.',
  success: onTrains((s) => s.round?.result?.end === 'blocked' && s.totals[0] === 5),
};

export const trainsLastRound: FamilyLesson = {
  id: 'mt-last-round',
  title: 'Out on a double',
  summary: 'Going out on a double ends the round at once; tied totals share the win.',
  group: 'mexican-train',
  record: twoPlayers(
    [
      {
        you: ['9-9', '8-6'],
        north: ['9-1'],
        boneyard: [],
        leader: 0,
        moves: [engine(0, '9-9'), pass(0), on(1, '9-1', 1)],
      },
      {
        you: ['8-8', '8-2', '8-5', '2-1', '5-5'],
        north: ['8-4', '4-3', '3-6', '7-7'],
        boneyard: ['6-0', '9-2', '4-1'],
        leader: 0,
        moves: [
          engine(0, '8-8'),
          on(0, '8-2', 0),
          stop(0),
          on(1, '8-4', 1),
          stop(1),
          on(0, '8-5', 'mexican'),
          on(1, '4-3', 1),
        ],
      },
    ],
    { max_pip: 9, rounds: 2 },
  ),
  steps: [
    {
      kind: 'move',
      text: 'The last round of a short game (2 rounds). You hold 2-1 and 5-5: which first?',
      expect: ['2-1 on 0'],
      why: {
        '5-5':
          '5-5 would be owed a tile, and 2-1 has no 5: you would draw, and not go out this turn. Lay 2-1, and keep 5-5 for last.',
      },
      then: [on(1, '3-6', 1)],
      rules: ['mt-out-on-double'],
    },
    {
      kind: 'quiz',
      text: 'Your last tile is 5-5, and it fits the Mexican train. Laid there, it is owed a tile. Does the round end at once?',
      ask: { of: 'ends-round', tile: '5-5', train: 'mexican' },
      answer: 1,
      choices: [0, 1],
      labels: ['It waits to be covered', 'It ends, you are out'],
      explain:
        'Going out ends the round at once, even on a double: nobody covers it, and nobody plays again.',
      then: [on(0, '5-5', 'mexican')],
      rules: ['mt-out-on-double'],
    },
    {
      kind: 'quiz',
      text: 'North kept 7-7. What does North add for this round?',
      ask: { of: 'round-points', seat: 1 },
      answer: 14,
      choices: [0, 7, 14],
      explain: 'Every pip left in hand counts: 7 + 7 = 14.',
      rules: ['mt-round-score'],
    },
    {
      kind: 'quiz',
      text: 'That was the last round. After round 1 you had 14 and North 0. Who wins the game?',
      ask: { of: 'game-winner' },
      answer: -1,
      choices: [0, -1, 1],
      labels: ['You', 'Both of you', 'North'],
      explain:
        'Both totals are 14, the lowest: the players tied for the lowest total share the win.',
      rules: ['mt-tie'],
    },
  ],
  goal: 'Go out on a double, and share a win on equal totals.',
  success: onTrains((s) => s.over && (s.winner ?? []).length === 2),
};

/** After the round's score: a blocked round, and the last round's end. */
export const TRAINS_END_LESSONS: readonly FamilyLesson[] = [trainsBlocked, trainsLastRound];
