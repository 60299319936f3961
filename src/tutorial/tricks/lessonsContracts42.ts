/**
 * Texas 42's special contracts (RULES.md §17.10), a short lesson each at the family table: the
 * plunge, the splash, sevens and nello with its doubles. Each record turns its contract on
 * through the record's options (RECORD.md, "Texas 42 records"), and each step is a choice the
 * engine judges, as in ./lessonsTricks.ts. You sit with North against West and East.
 */
import type { TricksState } from '../../engine/tricks/tricksFamily';
import type { FamilyLesson } from '../familyTypes';
import { hand42, onTricks, play, SEATS } from './lessonsTricks';

export const contractPlunge: FamilyLesson = {
  id: 't42-plunge',
  title: 'The plunge',
  summary: 'Four doubles: bid a plunge, 4 marks; your partner names trumps and leads.',
  group: 'texas-42',
  record: hand42({
    options: { plunge: true },
    dealer: 3,
    deal: [
      ['5-5', '4-4', '3-3', '1-1', '5-1', '4-0', '2-0'],
      ['5-3', '6-2', '4-1', '3-1', '3-0', '2-1', '1-0'],
      ['6-6', '6-5', '5-2', '5-0', '6-3', '6-1', '2-2'],
      ['5-4', '6-4', '4-3', '4-2', '3-2', '0-0', '6-0'],
    ],
    bids: [],
  }),
  steps: [
    {
      kind: 'move',
      text: 'You bid first, and you hold four doubles: 5-5, 4-4, 3-3 and 1-1. This game plays the plunge. Your bid?',
      expect: ['bid 168 plunge'],
      why: {
        'bid pass': 'Four doubles are what a plunge asks for: bid it, 168.',
        'bid 42': 'With four doubles you may plunge: 168, four marks, in one jump.',
        'bid 84': 'With four doubles you may plunge: 168, four marks, in one jump.',
      },
      otherwise: 'Four doubles: bid the plunge, 168 (four marks), not a bid of points.',
      then: [
        { seat: 1, bid: 'pass' },
        { seat: 2, bid: 'pass' },
        { seat: 3, bid: 'pass' },
      ],
      rules: ['t42-plunge'],
    },
    {
      kind: 'quiz',
      text: 'Everyone else passed. How many marks does your plunge of 168 stake?',
      ask: { of: 'bid-marks', bid: 168 },
      answer: 4,
      choices: [1, 2, 4],
      explain: 'A plunge is 4 marks (168): you and North must take all seven tricks.',
      rules: ['t42-plunge'],
    },
    {
      kind: 'quiz',
      text: 'Who names trumps now, and leads?',
      ask: { of: 'contract-namer' },
      answer: 2,
      choices: [0, 1, 2, 3],
      labels: SEATS,
      explain:
        'After a plunge the bidder’s partner names trumps, without asking, and leads: North.',
      then: [{ seat: 2, trump: '5' }, play(2, '5-2'), play(3, '5-4')],
      rules: ['t42-special-namer'],
    },
    {
      kind: 'move',
      text: 'North named fives trumps and led 5-2; East played 5-4. You must follow trumps. Your play.',
      expect: ['5-5'],
      why: {
        '5-1':
          '5-1 loses to East’s 5-4, and one trick lost sets the plunge. 5-5, the top trump, takes it.',
      },
      then: [play(1, '5-3')],
      rules: ['t42-plunge'],
    },
  ],
  goal: 'Bid the plunge on four doubles, and take every trick with North.',
  success: onTricks(
    (s) => s.hand?.special === 'plunge' && s.hand.bidder === 0 && s.hand.tricks[0]?.winner === 0,
  ),
};

export const contractSplash: FamilyLesson = {
  id: 't42-splash',
  title: 'The splash',
  summary: 'Three doubles: a splash, 2 marks; the partner names trumps and leads.',
  group: 'texas-42',
  record: hand42({
    options: { splash: true },
    dealer: 0,
    deal: [
      ['6-6', '6-5', '6-4', '6-3', '6-1', '3-1', '2-0'],
      ['6-0', '5-2', '4-2', '3-2', '2-1', '1-0', '0-0'],
      ['5-5', '4-4', '3-3', '5-4', '5-3', '4-3', '6-2'],
      ['5-1', '5-0', '4-1', '4-0', '3-0', '2-2', '1-1'],
    ],
    bids: ['pass', { bid: 84, splash: true }, 'pass', 'pass'],
  }),
  steps: [
    {
      kind: 'move',
      text: 'North, with three doubles, bid a splash (84): now you, North’s partner, name trumps. You hold five sixes.',
      expect: ['trump 6'],
      why: {
        'trump doubles':
          'Doubles would make North’s three doubles trumps, but you hold five sixes with 6-6 on top.',
        'trump none': 'No trumps would waste your five sixes.',
        'trump 5': 'Fives? You hold one. Name the suit you hold most of: sixes.',
      },
      otherwise: 'Name the suit you hold most of, with its top: sixes.',
      rules: ['t42-splash', 't42-special-namer'],
    },
    {
      kind: 'move',
      text: 'You named trumps, so you lead the first trick. Which domino draws the others’ trumps?',
      expect: ['6-6'],
      why: {
        '6-5': '6-5 is a trump, but 6-6 outranks it: lead the top trump first.',
        '3-1':
          '3-1 leaves the others’ trumps out to take a trick, and one lost trick sets the splash. Draw them with 6-6.',
        '2-0':
          '2-0 leaves the others’ trumps out to take a trick, and one lost trick sets the splash. Draw them with 6-6.',
      },
      otherwise: 'Lead your top trump, 6-6: the others must follow with theirs.',
      then: [play(1, '6-0'), play(2, '6-2'), play(3, '1-1')],
      rules: ['t42-splash'],
    },
    {
      kind: 'quiz',
      text: 'You took the first trick. How many marks does North’s splash of 84 stake?',
      ask: { of: 'bid-marks', bid: 84 },
      answer: 2,
      choices: [1, 2, 3],
      explain: 'A splash is 2 marks (84): you and North must take all seven tricks.',
      rules: ['t42-splash'],
    },
  ],
  goal: 'Name trumps for your partner’s splash, and lead the top one.',
  success: onTricks(
    (s) => s.hand?.special === 'splash' && s.hand.trump === '6' && s.hand.tricks[0]?.winner === 0,
  ),
};

export const contractSevens: FamilyLesson = {
  id: 't42-sevens',
  title: 'Sevens',
  summary: 'Everyone plays the domino nearest 7 pips; the nearest takes the trick.',
  group: 'texas-42',
  record: hand42({
    options: { sevens: true },
    dealer: 3,
    deal: [
      ['6-1', '5-2', '4-3', '6-0', '4-4', '2-0', '1-0'],
      ['5-3', '6-6', '5-5', '6-5', '1-1', '3-0', '2-1'],
      ['6-2', '3-3', '5-4', '6-4', '0-0', '3-1', '2-2'],
      ['4-2', '5-1', '6-3', '5-0', '4-1', '4-0', '3-2'],
    ],
    bids: [42, 'pass', 'pass', 'pass'],
  }),
  steps: [
    {
      kind: 'move',
      text: 'You bid 42. You hold all three dominoes of 7 pips: 6-1, 5-2 and 4-3. This game plays sevens. Name the contract.',
      expect: ['trump sevens'],
      why: {
        'trump none':
          'In no trumps your 7s are middling dominoes of their suits. In sevens nothing beats them.',
        'trump 6': 'Sixes? You hold two. Your strength is the three 7s: name sevens.',
        'trump doubles': 'Doubles? You hold one. Your strength is the three 7s: name sevens.',
      },
      otherwise: 'Your strength is the three dominoes of 7 pips: name sevens.',
      rules: ['t42-sevens'],
    },
    {
      kind: 'move',
      text: 'In sevens there are no suits: everyone, the leader too, plays a domino nearest 7 pips. Lead.',
      expect: ['6-1', '5-2', '4-3'],
      then: [play(1, '5-3'), play(2, '6-2'), play(3, '4-2')],
      rules: ['t42-sevens'],
    },
    {
      kind: 'quiz',
      text: 'West played 5-3 (8 pips), North 6-2 and East 4-2. Who takes the trick?',
      ask: { of: 'trick-winner' },
      answer: 0,
      choices: [0, 1, 2, 3],
      labels: SEATS,
      explain:
        'Your domino is exactly 7: nothing is nearer, so it wins. Of equally near ones, the first played wins.',
      rules: ['t42-sevens'],
    },
    {
      kind: 'quiz',
      text: 'Your 4-4 has 8 pips. How far is it from 7?',
      ask: { of: 'sevens-distance', tile: '4-4' },
      answer: 1,
      choices: [1, 4, 8],
      explain: '8 is one away from 7, as 6 is: 4-4 is as near as 6-0 or 5-1.',
      rules: ['t42-sevens'],
    },
  ],
  goal: 'Name sevens, and play the domino nearest 7.',
  success: onTricks((s) => s.hand?.trump === 'sevens' && s.hand.tricks[0]?.winner === 0),
};

/** Nello with doubles low (option `nello_doubles`): each double the lowest of its suit. */
export const contractNello: FamilyLesson = {
  id: 't42-nello',
  title: 'Nello',
  summary: 'Nello: lose every trick, your partner out. Here a double is the lowest of its suit.',
  group: 'texas-42',
  record: hand42({
    options: { nello: true, nello_doubles: 'low' },
    dealer: 3,
    deal: [
      ['2-0', '4-4', '6-5', '6-4', '5-4', '5-3', '4-3'],
      ['4-2', '4-1', '3-2', '2-1', '1-0', '5-0', '6-0'],
      ['2-2', '3-0', '3-1', '4-0', '5-2', '6-1', '6-2'],
      ['6-6', '6-3', '5-5', '5-1', '3-3', '1-1', '0-0'],
    ],
    bids: [42, 'pass', 'pass', 'pass'],
  }),
  steps: [
    {
      kind: 'move',
      text: 'Nello is a house rule, switched on in this game, and needs a marks bid. You bid 42 for it: lose every trick while North sits out. Name the contract.',
      expect: ['trump nello'],
      why: {
        'trump none': 'No trumps at 42 asks you and North to take every trick. Name nello.',
        'trump 6': 'Naming trumps at 42 asks you and North to take every trick. Name nello.',
        'trump doubles': 'Naming trumps at 42 asks you and North to take every trick. Name nello.',
      },
      otherwise: 'You bid 42 to lose every trick: name nello.',
      rules: ['t42-nello', 't42-nello-on'],
    },
    {
      kind: 'quiz',
      text: 'In this game’s nello the doubles are low. Which suit does your 4-4 belong to?',
      ask: { of: 'suit-led', tile: '4-4' },
      answer: 4,
      choices: [4, 7],
      labels: ['Fours', 'Doubles'],
      explain:
        'With doubles low, 4-4 belongs to fours only, and is the lowest four, below 4-0: any other four beats it.',
      rules: ['t42-nello-doubles'],
    },
    {
      kind: 'move',
      text: 'You lead. Choose a domino that the others can beat.',
      expect: ['2-0', '4-4'],
      why: {
        '6-5': 'With doubles low, 6-5 is the top six: nobody can beat it, and nello is set.',
        '6-4': 'Only your own 6-5 beats 6-4: it would take the trick, and nello is set.',
        '5-4': 'Only your own 6-5 beats 5-4: it would take the trick, and nello is set.',
        '5-3': 'Only your own 6-5 and 5-4 beat 5-3: it would take the trick, and nello is set.',
        '4-3': 'Only your own 6-4 and 5-4 beat 4-3: it would take the trick, and nello is set.',
      },
      then: [play(1, '4-2'), play(3, '6-6')],
      rules: ['t42-nello', 't42-nello-doubles'],
    },
    {
      kind: 'quiz',
      text: 'West played 4-2 and East 6-6; North sits out. Who takes the trick?',
      ask: { of: 'trick-winner' },
      answer: 1,
      choices: [0, 1, 3],
      labels: ['You', 'West', 'East'],
      explain:
        'West’s 4-2 beats your domino, and East’s 6-6 does not follow: you lost the trick, as nello wants.',
      rules: ['t42-nello'],
    },
  ],
  goal: 'Name nello, and lose the trick with a domino the others can beat.',
  success: onTricks(
    (s: TricksState) =>
      s.hand?.trump === 'nello' && s.hand.tricks.length === 1 && s.hand.tricks[0]?.winner !== 0,
  ),
};

export const CONTRACT_LESSONS: readonly FamilyLesson[] = [
  contractPlunge,
  contractSplash,
  contractSevens,
  contractNello,
];
