/**
 * Mexican Train's lessons on a real round (RULES.md §16), after the first three of
 * ./lessonsTrains.ts: the engine placed by its holder or drawn for (§16.4), the rounds and hand
 * sizes (§16.2, §16.3), the first turns (§16.6), drawing (§16.7), starting a train that is not
 * yours (§16.5); the round's end is in ./lessonsTrainsEnd.ts. Unlike the first lesson, none
 * sets the engine aside: the games are played with the default options.
 */
import type { FamilyLesson } from '../familyTypes';
import {
  draw,
  engine,
  on,
  onTrains,
  pass,
  stop,
  trains,
  trainsGame,
  twoPlayers,
} from './trainsLessonKit';

/** Double-nine with the default options: the engine is placed by its holder or drawn for. */
const NINE = { max_pip: 9 } as const;

export const trainsEngine: FamilyLesson = {
  id: 'mt-engine',
  title: 'Who places the engine',
  summary: 'The player dealt the engine sets it in the hub and starts.',
  group: 'mexican-train',
  record: twoPlayers(
    [
      {
        you: ['9-4', '4-1', '1-3', '9-7', '2-5', '6-0', '5-5', '8-1', '3-0'],
        north: ['9-9', '9-6', '6-2', '8-8', '7-3', '5-0', '4-4', '1-0', '8-3'],
        boneyard: ['7-2', '6-6', '4-3', '5-1'],
        leader: 1,
        moves: [],
      },
    ],
    NINE,
  ),
  steps: [
    {
      kind: 'quiz',
      text: 'In a real deal on double-nine, two to four players get 9 tiles each, as you and North did here. How many does each get with five players?',
      ask: { of: 'hand-size', players: 5 },
      answer: 7,
      choices: [6, 5, 7],
      explain:
        'Double-nine deals 9 each to two to four players, 7 to five to seven, 6 to eight; double-twelve 15, then 12 for five or six, 10 for seven or eight.',
      rules: ['mt-hand-size'],
    },
    {
      kind: 'quiz',
      text: 'Round 1’s engine is 9-9, and North was dealt it. Who starts the round?',
      ask: { of: 'starter' },
      answer: 1,
      choices: [1, 0],
      labels: ['North', 'You'],
      explain:
        'The seat dealt the engine sets it in the hub and plays the first turn at once; then play goes round.',
      then: [engine(1, '9-9'), on(1, '9-6', 1), on(1, '6-2', 1)],
      rules: ['mt-engine-holder', 'mt-starter'],
    },
    {
      kind: 'move',
      text: 'North laid 9-6 and 6-2: its train ends in 2. Your first turn now: start your own train.',
      expect: ['9-4 on 0', '9-7 on 0'],
      rules: ['mt-first-turn'],
    },
  ],
  goal: 'Know who places the engine, and start your train after North’s.',
  success: onTrains((s) => (s.round?.placed ?? false) && trains(s)[0]?.length === 1),
};

export const trainsSearch: FamilyLesson = {
  id: 'mt-search',
  title: 'No engine dealt',
  summary: 'Each round takes the next lower double; if nobody holds it, draw for it.',
  group: 'mexican-train',
  record: twoPlayers(
    [
      {
        you: ['9-9', '9-2', '5-5'],
        north: ['9-1'],
        boneyard: [],
        leader: 0,
        moves: [engine(0, '9-9'), on(0, '9-2', 0), on(1, '9-1', 1)],
      },
      {
        you: ['8-0', '3-5', '5-1', '7-2', '6-4', '2-2', '7-6', '4-1', '9-3'],
        north: ['9-9', '9-5', '6-6', '7-7', '2-1', '4-3', '6-2', '9-0', '5-4'],
        boneyard: ['7-0', '8-3', '6-1', '8-8', '2-0', '1-1'],
        leader: 0,
        moves: [],
      },
    ],
    NINE,
  ),
  steps: [
    {
      kind: 'quiz',
      text: 'Round 1 was played with 9-9 in the hub, and North went out. Which double is round 2’s engine?',
      ask: { of: 'engine' },
      answer: 8,
      choices: [9, 0, 8],
      labels: ['9-9', '0-0', '8-8'],
      explain: 'Each round takes the next lower double: 9-9, then 8-8, and so on down to 0-0.',
      rules: ['mt-round-engines'],
    },
    {
      kind: 'quiz',
      text: 'So how many rounds does a game on double-nine have?',
      ask: { of: 'rounds' },
      answer: 10,
      choices: [9, 13, 10],
      explain:
        'A round for each double, 9-9 down to 0-0: ten. On double-twelve, thirteen. The lowest total after the last round wins.',
      then: [draw(1), draw(0), draw(1), draw(0)],
      rules: ['mt-round-engines'],
    },
    {
      kind: 'quiz',
      text: 'Nobody was dealt 8-8, so you took turns drawing one tile, North first (each round’s search starts a seat further on), until it turned up: you drew it. Who starts round 2?',
      ask: { of: 'starter' },
      answer: 0,
      choices: [1, 0],
      labels: ['North', 'You'],
      explain:
        'Whoever draws the engine sets it in the hub and starts. Who won the last round does not matter.',
      then: [engine(0, '8-8')],
      rules: ['mt-engine-search', 'mt-starter'],
    },
    {
      kind: 'move',
      text: 'Tiles drawn in the search are kept: 8-3 is yours. Start your train with the tile that leads furthest.',
      expect: ['8-3 on 0'],
      why: {
        '8-0':
          '8-0 fits, but nothing of yours follows its 0. 8-3, drawn in the search, leads on: 5-3 and 5-1 follow it.',
      },
      rules: ['mt-engine-search'],
    },
  ],
  goal: 'Know each round’s engine and who draws for it, and start your train.',
  success: onTrains((s) => s.round?.index === 1 && trains(s)[0]?.length === 1),
};

export const trainsFirstTurns: FamilyLesson = {
  id: 'mt-first-turns',
  title: 'First turns',
  summary: 'Play if you can; doubles left in first turns are owed after them, oldest first.',
  group: 'mexican-train',
  record: trainsGame(
    3,
    [
      {
        deal: [
          ['9-0', '3-5', '3-8', '2-4', '7-1'],
          ['9-3', '3-3', '1-1', '7-5', '8-2'],
          ['9-9', '9-6', '6-6', '6-2', '8-7', '4-0'],
        ],
        boneyard: ['5-0', '8-8', '1-0', '6-4'],
        leader: 2,
        moves: [engine(2, '9-9'), on(2, '9-6', 2), on(2, '6-6', 2), stop(2)],
      },
    ],
    NINE,
  ),
  steps: [
    {
      kind: 'quiz',
      text: 'East set 9-9 in the hub and left 6-6 uncovered on its train. Now your first turn: what do you do?',
      ask: { of: 'action' },
      answer: 0,
      choices: [1, 0, 2],
      labels: ['Draw', 'Play a tile', 'Pass'],
      explain:
        '9-0 fits your train, so you must play it. You draw only when nothing fits, and pass when the drawn tile does not fit either, or nothing is left to draw.',
      then: [on(0, '9-0', 0), on(1, '9-3', 1), on(1, '3-3', 1)],
      rules: ['mt-first-must-play'],
    },
    {
      kind: 'quiz',
      text: 'The first turns are over, and two doubles are owed a tile: East’s 6-6 and West’s 3-3. Which must be covered first?',
      ask: { of: 'owed' },
      answer: 2,
      choices: [1, 2],
      labels: ['West’s 3-3', 'East’s 6-6'],
      explain:
        'A double left in a first turn waits until every seat has had one; then the oldest comes first: East laid 6-6 before West laid 3-3.',
      then: [on(2, '6-2', 2)],
      rules: ['mt-first-doubles'],
    },
    {
      kind: 'move',
      text: 'East covered 6-6. Now West’s 3-3 is owed: cover it on West’s train, marker or not.',
      expect: ['3-5 on 1', '3-8 on 1'],
      rules: ['mt-first-doubles'],
    },
  ],
  goal: 'Play in your first turn, and cover the doubles owed after it, oldest first.',
  success: onTrains((s) => s.round?.unsatisfied.length === 0 && trains(s)[1]?.length === 3),
};

export const trainsDrawing: FamilyLesson = {
  id: 'mt-drawing',
  title: 'Drawing',
  summary: 'Nothing fits: draw one tile; play it if it fits, else pass with a marker.',
  group: 'mexican-train',
  record: twoPlayers(
    [
      {
        you: ['1-4', '7-5', '8-3', '2-0', '4-6'],
        north: ['9-9', '9-5', '5-1', '1-8', '3-3', '7-4', '2-2'],
        boneyard: ['6-2', '9-6', '0-0', '5-3'],
        leader: 1,
        moves: [engine(1, '9-9'), on(1, '9-5', 1), on(1, '5-1', 1), stop(1)],
      },
    ],
    NINE,
  ),
  steps: [
    {
      kind: 'quiz',
      text: 'North set 9-9 in the hub, and its train ends in 1. Your first turn: you hold no 9, but 4-1 matches North’s train. What do you do?',
      ask: { of: 'action' },
      answer: 1,
      choices: [0, 1, 2],
      labels: ['Play 4-1', 'Draw', 'Pass'],
      explain:
        'In a first turn only your own train counts, and nothing fits it: draw one tile. If it fits, you play it.',
      then: [draw(0)],
      rules: ['mt-first-draw'],
    },
    {
      kind: 'quiz',
      text: 'You drew 6-2: no 9 either. What now?',
      ask: { of: 'action' },
      answer: 2,
      choices: [2, 1, 0],
      labels: ['Pass', 'Draw again', 'Play 6-2'],
      explain:
        'One draw, then you pass: a marker goes on your empty train, and anyone may play on it until you do.',
      then: [pass(0), on(1, '1-8', 1)],
      rules: ['mt-first-draw'],
    },
    {
      kind: 'quiz',
      text: 'North played 8-1: 8-3 matches its train, but it has no marker. Nothing of yours has a 9. What do you do?',
      ask: { of: 'action' },
      answer: 1,
      choices: [2, 0, 1],
      labels: ['Pass', 'Play 8-3', 'Draw'],
      explain:
        'Nothing fits a train you may use: your own, the Mexican train, or a marked one. So you draw one tile.',
      then: [draw(0)],
      rules: ['mt-draw-play'],
    },
    {
      kind: 'move',
      text: 'You drew 9-6, and it fits: a drawn tile that fits must be played at once, on any train you may use.',
      expect: ['9-6 on 0', '9-6 on mexican'],
      rules: ['mt-draw-play'],
    },
  ],
  goal: 'Draw one tile when nothing fits; pass if it does not fit, play it if it does.',
  success: onTrains((s) => trains(s)[0]?.length === 1 || trains(s)[2]?.length === 1),
};

export const trainsOpenTrains: FamilyLesson = {
  id: 'mt-open-trains',
  title: 'Starting a train',
  summary: 'After the first turns, start the Mexican train or an empty train with a marker.',
  group: 'mexican-train',
  record: trainsGame(
    3,
    [
      {
        deal: [
          ['9-4', '4-1', '9-2', '8-7', '6-3'],
          ['7-0', '3-2', '6-6', '1-5'],
          ['9-9', '9-5', '5-8', '7-7', '4-4'],
        ],
        boneyard: ['2-0', '6-0', '5-5', '3-3'],
        leader: 2,
        moves: [engine(2, '9-9'), on(2, '9-5', 2), stop(2), on(0, '9-4', 0)],
      },
    ],
    NINE,
  ),
  steps: [
    {
      kind: 'move',
      text: 'Your first turn: you laid 9-4, and your train ends in 4. 9-2 matches the empty trains, West’s and the Mexican train. Your move.',
      expect: ['4-1 on 0'],
      why: {
        stop: 'You could end your turn, but 4-1 fits your train: lay all you can in your first turn.',
      },
      then: [draw(1), pass(1), on(2, '5-8', 2)],
      rules: ['mt-start-train'],
    },
    {
      kind: 'move',
      text: 'West could not start its train: it drew, passed, and a marker lies on its empty train. East played 8-5. Your turn.',
      expect: ['9-2 on 1', '9-2 on mexican'],
      why: {
        // Only where the first turn ended with 4-1 still in hand (the search found it as good).
        '4-1':
          'Your own train takes 4-1 on any turn. Start a train with 9-2 now: West’s, marked, or the Mexican train.',
      },
      rules: ['mt-start-train'],
    },
  ],
  goal: 'Start an empty train that is not yours, once the first turns are over.',
  success: onTrains((s) => trains(s)[1]?.length === 1 || trains(s)[3]?.length === 1),
};

/** After the first three lessons: a real round's start, its first turns, drawing, other trains. */
export const TRAINS_ROUND_LESSONS: readonly FamilyLesson[] = [
  trainsEngine,
  trainsSearch,
  trainsFirstTurns,
  trainsDrawing,
  trainsOpenTrains,
];
