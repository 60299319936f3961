/**
 * More of Texas 42's lessons (RULES.md §17), each a short one at the family table beside those
 * of ./lessonsTricks.ts: the shake, the deal and the order of bidding (§17.2, §17.3), the
 * forced bid, bidding marks, doubles as trumps (§17.4, §17.5), no duty to trump (§17.6) and
 * the set that ends a hand early (§17.8). You sit with North against West and East; each step
 * is a choice the engine judges.
 */
import { parseTile } from '../../engine/core/tiles';
import type { FamilyLesson } from '../familyTypes';
import {
  hand42,
  onTricks,
  play,
  SEATS,
  tricksBidding,
  tricksCount,
  tricksFollow,
  tricksMarks,
  tricksTrumps,
} from './lessonsTricks';

export const tricksShake: FamilyLesson = {
  id: 't42-shake',
  title: 'The shake and the bidding',
  summary: 'All 28 are drawn, 7 each; one round of bids from the shaker’s left, the shaker last.',
  group: 'texas-42',
  record: hand42({
    dealer: 0,
    deal: [
      ['6-6', '6-5', '6-3', '6-1', '5-5', '4-4', '2-0'],
      ['5-4', '5-3', '5-1', '4-2', '3-2', '2-2', '1-1'],
      ['6-4', '6-2', '4-1', '3-1', '2-1', '1-0', '0-0'],
      ['6-0', '5-2', '5-0', '4-3', '4-0', '3-3', '3-0'],
    ],
    bids: [],
  }),
  steps: [
    {
      kind: 'quiz',
      text: 'You are the shaker: you mixed the 28 dominoes face down, and each player drew 7. How many are left over?',
      ask: { of: 'undealt' },
      answer: 0,
      choices: [7, 4, 0],
      explain: 'Four players take 7 each: all 28 are dealt. There is no boneyard in 42.',
      rules: ['t42-deal'],
    },
    {
      kind: 'quiz',
      text: 'Who bids first?',
      ask: { of: 'bid-seat', n: 0 },
      answer: 1,
      choices: [0, 1, 2, 3],
      labels: SEATS,
      explain:
        'The bidding starts at the shaker’s left and goes round to the left: West, North, East, and you, the shaker, last.',
      then: [
        { seat: 1, bid: 30 },
        { seat: 2, bid: 'pass' },
        { seat: 3, bid: 31 },
      ],
      rules: ['t42-bid-order'],
    },
    {
      kind: 'move',
      text: 'West bid 30, North passed, East bid 31. You bid last, and there is only one round. You hold four sixes, 6-6 on top, and 5-5.',
      expect: [32, 33, 34, 35, 36, 37, 38, 39, 40, 41].map((b) => `bid ${b}`),
      why: {
        'bid pass':
          'Pass, and East’s 31 wins: the bidding goes round once, and nobody bids again. Bid now.',
        'bid 42': '42 is one mark: you would need all seven tricks, and 2-0 can hardly take one.',
        'bid 84': '84 is two marks: every trick again, for twice the stake.',
      },
      rules: ['t42-bid-order'],
    },
    {
      kind: 'quiz',
      text: 'The bid is yours: you name trumps and lead. Who shakes the next hand?',
      ask: { of: 'next-shaker' },
      answer: 1,
      choices: [2, 1, 3, 0],
      labels: ['North', 'West', 'East', 'You'],
      explain: 'The shake passes to the left after every hand: West shakes next, and bids last.',
      rules: ['t42-shaker'],
    },
  ],
  goal: 'Know who shakes and who bids when, and win the bid.',
  success: onTricks((s) => s.hand?.bidder === 0 && s.hand.bids.length === 4),
};

export const tricksForced: FamilyLesson = {
  id: 't42-forced-bid',
  title: 'When everyone passes',
  summary: 'Three passes, and the shaker must bid: at least 30.',
  group: 'texas-42',
  record: hand42({
    dealer: 0,
    deal: [
      ['6-2', '4-2', '2-2', '2-0', '6-4', '3-1', '1-0'],
      ['6-6', '5-4', '5-3', '4-3', '3-3', '2-1', '1-1'],
      ['6-5', '6-3', '5-5', '5-1', '4-1', '4-0', '0-0'],
      ['6-1', '6-0', '5-2', '5-0', '4-4', '3-2', '3-0'],
    ],
    bids: ['pass', 'pass', 'pass'],
  }),
  steps: [
    {
      kind: 'quiz',
      text: 'West, North and East all passed. You are the shaker, last to bid. May you pass too, or must you bid?',
      ask: { of: 'allowed', move: 'bid pass' },
      answer: 0,
      choices: [1, 0],
      labels: ['Pass allowed', 'Must bid'],
      explain:
        'In this game the shaker must bid when the other three pass, at least 30 (some tables shake again instead).',
      rules: ['t42-forced-bid'],
    },
    {
      kind: 'move',
      text: 'So bid. Your hand is thin: four twos, 2-2 on top, and little else.',
      expect: ['bid 30'],
      why: {
        'bid 42': '42 is one mark: you would need all seven tricks. Bid no more than you must: 30.',
        'bid 84': '84 is two marks: all seven tricks. Bid no more than you must: 30.',
      },
      otherwise: 'You must bid, but no more than you must: 30, the lowest bid.',
      rules: ['t42-forced-bid'],
    },
    {
      kind: 'move',
      text: 'You won the bid at 30. Name trumps.',
      expect: ['trump 2'],
      why: {
        'trump 6': 'Sixes? You hold two, and no 6-6. Your best suit is twos, with 2-2 on top.',
        'trump none': 'No trumps would waste your four twos.',
        'trump doubles': 'Doubles? You hold one. Your best suit is twos, with 2-2 on top.',
      },
      otherwise: 'Name the suit you hold most of, with its top: twos.',
      rules: ['t42-name-trumps'],
    },
  ],
  goal: 'Make the bid you are forced to make, no higher, and name trumps.',
  success: onTricks((s) => s.hand?.bidder === 0 && s.hand.high === 30 && s.hand.trump === '2'),
};

export const tricksMarkBids: FamilyLesson = {
  id: 't42-mark-bids',
  title: 'Bidding marks',
  summary: 'Above 41 you bid marks: 42 or 84 first, then one mark at a time.',
  group: 'texas-42',
  record: hand42({
    dealer: 1,
    deal: [
      ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '5-5'],
      ['5-4', '5-3', '4-3', '3-3', '2-1', '1-1', '0-0'],
      ['5-2', '4-2', '3-2', '2-2', '3-1', '1-0', '4-0'],
      ['6-0', '5-1', '5-0', '4-4', '4-1', '3-0', '2-0'],
    ],
    bids: [],
  }),
  steps: [
    {
      kind: 'quiz',
      text: 'Bids run from 30 to 41; above that you bid marks: 42 is one mark, and needs every trick. What is the highest bid anyone may open with?',
      ask: { of: 'top-bid', over: 0 },
      answer: 84,
      choices: [126, 84, 42, 168],
      explain: 'The first marks bid may be one mark or two, 42 or 84, and no more.',
      then: [
        { seat: 2, bid: 'pass' },
        { seat: 3, bid: 84 },
      ],
      rules: ['t42-mark-bids'],
    },
    {
      kind: 'quiz',
      text: 'North passed, and East bid 84, two marks. What is the most you may bid now?',
      ask: { of: 'top-bid', over: 84 },
      answer: 126,
      choices: [168, 126, 210],
      explain: 'Once two marks are bid, marks go up one at a time: 126, three marks, and no more.',
      rules: ['t42-mark-bids'],
    },
    {
      kind: 'move',
      text: 'Your six sixes and 5-5 take every trick: led first, 6-6 pulls out the one six you lack, and nothing is left to beat you. Bid, or pass.',
      expect: ['bid 126'],
      why: {
        'bid pass':
          'Pass, and East plays 84: setting East earns you 2 marks. Your hand takes all seven tricks: bid 126, and make 3.',
      },
      then: [{ seat: 1, bid: 'pass' }],
      rules: ['t42-mark-bids'],
    },
    {
      kind: 'move',
      text: 'West passed: the bid is yours at three marks. Name trumps.',
      expect: ['trump 6', 'trump none'],
      why: {
        'trump 5': 'Fives? You hold two, the others five: they would trump your sixes.',
        'trump doubles': 'Doubles? You hold two, the others five: they would trump your sixes.',
      },
      otherwise:
        'A suit you hold little of leaves the others trumps to beat your sixes: name sixes (or no trumps).',
      rules: ['t42-name-trumps'],
    },
  ],
  goal: 'Raise a marks bid by one mark, and name trumps.',
  success: onTricks(
    (s) =>
      s.hand?.bidder === 0 &&
      s.hand.high === 126 &&
      (s.hand.trump === '6' || s.hand.trump === 'none'),
  ),
};

export const tricksDoubles: FamilyLesson = {
  id: 't42-doubles',
  title: 'Doubles as trumps',
  summary: 'When doubles are trumps, the seven doubles leave their suits.',
  group: 'texas-42',
  record: hand42({
    dealer: 0,
    deal: [
      ['5-5', '1-1', '5-2', '5-0', '3-1', '2-0', '6-1'],
      ['6-6', '4-4', '3-3', '5-3', '6-3', '4-3', '6-2'],
      ['0-0', '6-5', '5-4', '5-1', '4-1', '3-2', '1-0'],
      ['2-2', '6-4', '6-0', '4-2', '4-0', '3-0', '2-1'],
    ],
    bids: [31, 'pass', 'pass', 'pass'],
    trump: 'doubles',
  }),
  steps: [
    {
      kind: 'quiz',
      text: 'West bid 31 and named doubles trumps: the seven doubles are trumps, 6-6 the highest. Which suit does your 5-5 belong to?',
      ask: { of: 'suit-led', tile: '5-5' },
      answer: 8,
      choices: [8, 5],
      labels: ['Trumps', 'Fives'],
      explain: 'With doubles trumps, 5-5 is a trump and belongs to trumps only, not to fives.',
      then: [play(1, '6-6'), play(2, '0-0'), play(3, '2-2')],
      rules: ['t42-doubles-trump'],
    },
    {
      kind: 'move',
      text: 'West led 6-6, the top trump; North and East followed with doubles. Your play.',
      expect: ['1-1'],
      why: {
        '5-5': '6-6 takes this trick: 5-5 would give West and East its 10 points. Follow with 1-1.',
      },
      then: [play(1, '5-3'), play(2, '6-5'), play(3, '3-0')],
      rules: ['t42-doubles-trump'],
    },
    {
      kind: 'move',
      text: 'West led 5-3: fives. North played 6-5; East, with no five, played 3-0. Your play.',
      expect: ['5-0'],
      why: {
        '5-2': 'North’s 6-5 takes this trick: give it the 5 points of 5-0 rather than 5-2.',
      },
      rules: ['t42-doubles-trump'],
    },
    {
      kind: 'quiz',
      text: 'Who takes this trick?',
      ask: { of: 'trick-winner' },
      answer: 2,
      choices: [0, 1, 2, 3],
      labels: SEATS,
      explain:
        'With 5-5 a trump, 6-5 is the highest five, and no trump was played: North takes it.',
      rules: ['t42-doubles-trump'],
    },
  ],
  goal: 'Play the doubles as trumps, and a five as a five.',
  success: onTricks((s) => s.hand?.tricks.length === 2 && s.hand.tricks[1]?.winner === 2),
};

export const tricksNoDuty: FamilyLesson = {
  id: 't42-need-not-trump',
  title: 'No need to trump',
  summary: 'Out of the suit led you may play anything: no duty to trump or overtrump.',
  group: 'texas-42',
  record: hand42({
    dealer: 0,
    deal: [
      ['6-2', '6-1', '3-1', '2-0', '2-1', '1-0', '0-0'],
      ['4-3', '4-1', '5-0', '5-2', '5-3', '6-3', '6-4'],
      ['4-4', '5-5', '6-6', '5-4', '5-1', '4-2', '6-0'],
      ['4-0', '6-5', '3-3', '2-2', '3-0', '1-1', '3-2'],
    ],
    bids: [30, 'pass', 'pass', 'pass'],
    trump: '6',
    tricks: ['1 4-3 4-4 4-0'],
  }),
  steps: [
    {
      kind: 'quiz',
      text: 'West bid 30 with sixes trumps and led 4-3: fours. You hold no four. May you play 3-1, neither a four nor a trump, or must you trump?',
      ask: { of: 'allowed', move: '3-1' },
      answer: 1,
      choices: [1, 0],
      labels: ['Any domino', 'Must trump'],
      explain: 'When you cannot follow, you may play any domino: nothing makes you trump.',
      rules: ['t42-no-must-trump'],
    },
    {
      kind: 'move',
      text: 'North’s 4-4, the top four, takes this trick unless someone trumps, and you play last. Your play.',
      expect: ['3-1', '2-0', '2-1', '1-0', '0-0'],
      why: {
        '6-2': 'You may trump, but need not: North’s 4-4 takes this trick already. Keep 6-2.',
        '6-1': 'You may trump, but need not: North’s 4-4 takes this trick already. Keep 6-1.',
      },
      then: [play(2, '5-5'), play(3, '6-5')],
      rules: ['t42-no-must-trump'],
    },
    {
      kind: 'move',
      text: 'North led 5-5; East, with no five (6-5 is a trump, not a five), trumped it with 6-5. You have no five either. Your play.',
      expect: ['2-0', '2-1', '1-0', '0-0', '3-1'],
      why: {
        '6-2':
          '6-2 is a trump, but lower than East’s 6-5. Nothing makes you overtrump, or trump at all: keep it.',
        '6-1':
          '6-1 is a trump, but lower than East’s 6-5. Nothing makes you overtrump, or trump at all: keep it.',
      },
      then: [play(1, '5-2')],
      rules: ['t42-no-must-trump'],
    },
    {
      kind: 'quiz',
      text: 'West followed with 5-2. Who takes this trick?',
      ask: { of: 'trick-winner' },
      answer: 3,
      choices: [0, 1, 2, 3],
      labels: SEATS,
      explain: 'A trump beats any five: East’s 6-5, the only trump played, takes it.',
      rules: ['t42-trumps-win'],
    },
  ],
  goal: 'Keep your trumps when trumping would not help.',
  success: onTricks((s) => {
    const kept = s.hand?.hands[0] ?? [];
    const trumps = ['6-2', '6-1'].map((t) => parseTile(t, 6));
    return s.hand?.tricks.length === 2 && trumps.every((t) => t !== null && kept.includes(t));
  }),
};

export const tricksSet: FamilyLesson = {
  id: 't42-set',
  title: 'Set',
  summary: 'A bid that can no longer be made is set: the hand stops there.',
  group: 'texas-42',
  record: hand42({
    dealer: 0,
    deal: [
      ['5-5', '5-2', '6-0', '4-0', '2-0', '1-0', '1-1'],
      ['6-6', '5-4', '3-3', '3-2', '6-3', '4-3', '3-1'],
      ['6-1', '5-0', '4-4', '4-2', '2-2', '2-1', '0-0'],
      ['6-2', '5-1', '6-4', '6-5', '5-3', '4-1', '3-0'],
    ],
    bids: [34, 'pass', 'pass', 'pass'],
    trump: '3',
    tricks: ['1 6-6 6-1 6-2 6-0', '1 5-4 5-0 5-1'],
  }),
  steps: [
    {
      kind: 'quiz',
      text: 'West bid 34 with threes trumps: West and East need 34 of the 42 points. What is the least you and North must take to set them?',
      ask: { of: 'set-at' },
      answer: 9,
      choices: [8, 34, 9],
      explain:
        'With 9 of the 42 points yours, West and East can take at most 33, short of 34: they are set.',
      rules: ['t42-set'],
    },
    {
      kind: 'move',
      text: 'You and North have no points yet. West led 5-4, North played 5-0 (5 points) and East 5-1. Your play.',
      expect: ['5-5'],
      why: {
        '5-2':
          '5-2 loses to West’s 5-4. 5-5, the top five, takes the trick: 16 points, and the bid is set.',
      },
      rules: ['t42-set'],
    },
    {
      kind: 'quiz',
      text: 'Set: West and East can no longer make 34, so the hand stops here. How many marks do you and North score?',
      ask: { of: 'hand-marks', team: 0 },
      answer: 1,
      choices: [0, 2, 1],
      explain: 'A set bid’s mark goes to the defenders: one mark for a bid of 34.',
      rules: ['t42-set'],
    },
  ],
  goal: 'Take the trick that sets the bid.',
  success: onTricks((s) => s.hand?.end === 'set' && s.hand.tricks.length === 2),
};

/** Texas 42's lessons before the special contracts, in the course's order (../familyLessons.ts). */
export const TRICKS_COURSE: readonly FamilyLesson[] = [
  tricksShake,
  tricksFollow,
  tricksTrumps,
  tricksDoubles,
  tricksNoDuty,
  tricksCount,
  tricksBidding,
  tricksForced,
  tricksMarkBids,
  tricksSet,
  tricksMarks,
];
