/**
 * Mexican Train's lessons (RULES.md §16), played at the family table: the hub and your train,
 * markers, satisfying a double, the round's score. Double-nine with two players, so the table
 * stays small: your train, North's and the Mexican train. Positions are game records
 * (RECORD.md, "Mexican Train records"); every step is a choice the engine judges.
 */
import type { FamilyLesson } from '../familyTypes';
import { TRAINS_END_LESSONS } from './lessonsTrainsEnd';
import { TRAINS_ROUND_LESSONS } from './lessonsTrainsMore';
import { draw, engine, on, onTrains, pass, stop, trains, twoPlayers } from './trainsLessonKit';

/** The first lesson's game: double-nine, one round, the engine in the hub from the start. */
const DOUBLE_NINE = { max_pip: 9, rounds: 1, engine_set_aside: true } as const;
/** The others': a real game's options, the engine placed by its holder (here you, who then start). */
const REAL_NINE = { max_pip: 9 } as const;

export const trainsHub: FamilyLesson = {
  id: 'mt-hub',
  title: 'The hub and your train',
  summary: 'Start your own train from the engine, then the Mexican train.',
  group: 'mexican-train',
  record: twoPlayers(
    [
      {
        you: ['9-4', '9-2', '9-7', '4-1', '1-3', '5-8'],
        north: ['9-6', '6-5', '0-0', '7-3', '2-2'],
        boneyard: ['8-1', '7-0', '6-0'],
        leader: 0,
        moves: [],
      },
    ],
    DOUBLE_NINE,
  ),
  steps: [
    {
      kind: 'move',
      text: 'Here the engine 9-9 starts in the hub (in a real game its holder places it, or players draw for it). Start your train with a 9: which leads furthest?',
      expect: ['9-4 on 0'],
      why: {
        '9-2':
          '9-2 has a 9, but nothing of yours follows its 2. Start with 9-4: 4-1 and 3-1 follow it.',
        '9-7':
          '9-7 has a 9, but nothing of yours follows its 7. Start with 9-4: 4-1 and 3-1 follow it.',
      },
      rules: ['mt-hub'],
    },
    {
      kind: 'move',
      text: 'Your first turn goes on while tiles fit your own train: its end is 4 now.',
      expect: ['4-1 on 0'],
      why: {
        stop: 'You could stop, but 4-1 fits: every tile laid now is pips you will not be caught with.',
      },
      rules: ['mt-first-turn'],
    },
    {
      kind: 'move',
      text: 'And again: your train ends in 1.',
      expect: ['3-1 on 0'],
      why: {
        stop: 'You could stop, but 3-1 fits too: lay all you can in your first turn.',
      },
      then: [on(1, '9-6', 1), on(1, '6-5', 1)],
      rules: ['mt-first-turn'],
    },
    {
      kind: 'move',
      text: 'The first turns are over. Now you may play on your train, the Mexican train, or a train with a marker.',
      expect: ['9-2 on mexican', '9-7 on mexican'],
      rules: ['mt-which-trains'],
    },
  ],
  goal: 'Build your train from the hub and start the Mexican train.',
  success: onTrains((s) => trains(s)[0]?.length === 3 && trains(s)[2]?.length === 1),
};

export const trainsMarkers: FamilyLesson = {
  id: 'mt-markers',
  title: 'Markers',
  summary: 'A pass puts a marker on your train; a marked train is open to all.',
  group: 'mexican-train',
  record: twoPlayers(
    [
      {
        you: ['9-9', '9-3', '5-8', '0-4', '0-6', '2-7', '4-1', '4-7'],
        north: ['9-5', '3-0', '8-2', '7-7', '1-1'],
        boneyard: ['7-1', '3-3', '2-0'],
        leader: 0,
        moves: [
          engine(0, '9-9'),
          on(0, '9-3', 0),
          on(1, '9-5', 1),
          draw(0),
          pass(0),
          on(1, '3-0', 0),
        ],
      },
    ],
    REAL_NINE,
  ),
  steps: [
    {
      kind: 'move',
      text: 'You drew, nothing fitted, you passed: a marker went on your train, so North could play 3-0 there. Lift your marker.',
      expect: ['4-0 on 0'],
      why: {
        '6-0':
          '6-0 lifts your marker too, but leaves nothing of yours to follow: 4-0 lets 4-1 and 7-4 come next.',
      },
      then: [draw(1), pass(1)],
      rules: ['mt-marker-lifted'],
    },
    {
      kind: 'move',
      text: 'North drew, could not play and passed: now a marker lies on North’s train.',
      expect: ['8-5 on 1'],
      why: {
        '4-1':
          '4-1 can wait for your own train: 8-5 fits only North’s, and only while its marker is out.',
        '7-4':
          '7-4 can wait for your own train: 8-5 fits only North’s, and only while its marker is out.',
      },
      then: [on(1, '8-2', 1)],
      rules: ['mt-marker'],
    },
    {
      kind: 'move',
      text: 'North played on its own train, so its marker is gone. Your turn.',
      expect: ['4-1 on 0', '7-4 on 0'],
      rules: ['mt-marker', 'mt-which-trains'],
    },
  ],
  goal: 'Lift your marker, and play on a train while its marker is out.',
  success: onTrains((s) => !(s.round?.markers.some(Boolean) ?? true) && trains(s)[1]?.length === 3),
};

export const trainsDoubles: FamilyLesson = {
  id: 'mt-doubles',
  title: 'Satisfying a double',
  summary: 'A double lets you play again, and it must be covered before anything else.',
  group: 'mexican-train',
  record: twoPlayers(
    [
      {
        you: ['9-9', '9-5', '5-5', '5-2', '5-1', '9-8', '6-3', '6-4'],
        north: ['9-6', '6-6', '7-7', '0-0', '2-2'],
        boneyard: ['8-8', '3-0', '1-1'],
        leader: 0,
        moves: [engine(0, '9-9'), on(0, '9-5', 0), stop(0), on(1, '9-6', 1), stop(1)],
      },
    ],
    REAL_NINE,
  ),
  steps: [
    {
      kind: 'move',
      text: 'The first turns are over: one tile a turn now. Your train ends in 5.',
      expect: ['5-5 on 0'],
      why: {
        '5-2': '5-2 fits, but lay the double first: a double lets you play again.',
        '5-1': '5-1 fits, but lay the double first: a double lets you play again.',
        '9-8': '9-8 may start the Mexican train, but lay the double first: it lets you play again.',
      },
      rules: ['mt-double-again'],
    },
    {
      kind: 'move',
      text: 'You play again, and 5-5 is owed a tile: satisfy it before anything else.',
      expect: ['5-2 on 0', '5-1 on 0'],
      then: [on(1, '6-6', 1), draw(1), pass(1)],
      rules: ['mt-satisfy-double'],
    },
    {
      kind: 'move',
      text: 'North laid 6-6, drew and could not cover it. Its double is owed by everyone now.',
      expect: ['6-3 on 1', '6-4 on 1'],
      rules: ['mt-satisfy-double'],
    },
  ],
  goal: 'Play a double, and satisfy yours and North’s.',
  success: onTrains((s) => s.round?.unsatisfied.length === 0 && trains(s)[1]?.length === 3),
};

export const trainsScore: FamilyLesson = {
  id: 'mt-score',
  title: 'The round’s score',
  summary: 'Going out ends the round; each seat adds its pips; the lowest total wins.',
  group: 'mexican-train',
  record: twoPlayers(
    [
      {
        you: ['9-9', '9-2'],
        north: ['9-1', '7-7'],
        boneyard: [],
        leader: 0,
        moves: [engine(0, '9-9'), on(0, '9-2', 0), on(1, '9-1', 1)],
      },
      {
        you: ['8-7', '7-6', '8-1', '3-0'],
        north: ['8-8', '8-6', '6-3', '8-4'],
        boneyard: ['5-5', '2-0'],
        leader: 1,
        moves: [engine(1, '8-8'), on(1, '8-6', 1), on(1, '6-3', 1)],
      },
    ],
    { max_pip: 9, rounds: 2 },
  ),
  steps: [
    {
      kind: 'move',
      text: 'Round 2, the last of a short game (2 rounds): North set 8-8 in the hub, and has one tile left. It will go out next turn: lay all the pips you can.',
      expect: ['8-7 on 0'],
      why: {
        '8-1':
          '8-1 leaves your train at 1, and nothing of yours follows: start with 8-7, and 7-6 follows it.',
      },
      rules: ['mt-round-score'],
    },
    {
      kind: 'move',
      text: 'Your first turn may go on.',
      expect: ['7-6 on 0'],
      why: {
        stop: 'Stop now and 7-6 stays in your hand: 13 more pips against you when North goes out.',
      },
      rules: ['mt-round-score'],
    },
    {
      kind: 'quiz',
      text: 'North goes out next: the round ends, and you add the pips left in your hand. How many?',
      ask: { of: 'pips-left', seat: 0 },
      answer: 12,
      choices: [9, 12, 15],
      explain: '8-1 and 3-0: 9 + 3 = 12.',
      then: [on(1, '8-4', 'mexican')],
      rules: ['mt-domino', 'mt-round-score'],
    },
    {
      kind: 'quiz',
      text: 'That was the last round. You had 0 and North 14 after round 1. Who wins the game?',
      ask: { of: 'lowest-total' },
      answer: 0,
      choices: [0, 1],
      labels: ['You', 'North'],
      explain: 'The lowest total wins: your 12 beats North’s 14.',
      rules: ['mt-lowest-total'],
    },
  ],
  goal: 'Keep your pips low and win on the lowest total.',
  success: onTrains((s) => s.over && (s.winner ?? []).includes(0)),
};

/** Mexican Train's lessons in order, those of ./lessonsTrainsMore.ts among them. */
export const TRAINS_LESSONS: readonly FamilyLesson[] = [
  trainsHub,
  trainsMarkers,
  trainsDoubles,
  ...TRAINS_ROUND_LESSONS,
  trainsScore,
  ...TRAINS_END_LESSONS,
];
