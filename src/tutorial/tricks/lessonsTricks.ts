/**
 * Texas 42's lessons (RULES.md §17), played at the family table: which end leads and what
 * follows, trumps, the count dominoes, bidding, marks. You sit with North against West and
 * East. Positions are game records (RECORD.md, "Texas 42 records": the bids, the contract and
 * the plays already made); every step is a choice the engine judges.
 */
import { bidSeat, type TricksState } from '../../engine/tricks/tricksFamily';
import { parseTile } from '../../engine/core/tiles';
import type { FamilyLesson } from '../familyTypes';

/** A success test on Texas 42's state. */
export const onTricks =
  (test: (s: TricksState) => boolean) =>
  (state: unknown): boolean =>
    test(state as TricksState);

export const SEATS = ['You', 'West', 'North', 'East'];

/** A domino played to the trick by a seat (a record move). */
export const play = (seat: number, tile: string): object => ({ seat, play: tile });

/** A bid in a lesson's record: points, a pass, or a plunge or a splash of its value (RECORD.md). */
export type Bid42 =
  number | 'pass' | { readonly bid: number; readonly plunge?: true; readonly splash?: true };

const bidValue = (b: Bid42): number => (b === 'pass' ? 0 : typeof b === 'number' ? b : b.bid);

/**
 * A hand of Texas 42 as a record (RECORD.md, "Texas 42 records"): the game's options, the deal
 * (seat 0 first), the bids from the dealer's left, the contract named by the high bidder (by
 * his partner after a plunge or a splash), then the tricks played, each written
 * "leader tile tile …" (the seats in turn to the left from the leader; in nello the sitting-out
 * partner is skipped).
 */
export function hand42(h: {
  readonly options?: Readonly<Record<string, unknown>>;
  readonly dealer: number;
  readonly deal: readonly (readonly string[])[];
  readonly bids: readonly Bid42[];
  readonly trump?: string;
  readonly tricks?: readonly string[];
  readonly scores?: readonly number[];
}): FamilyLesson['record'] {
  const bids = h.bids.map((b, i) => {
    const seat = bidSeat(h.dealer, i);
    return typeof b === 'object' ? { seat, ...b } : { seat, bid: b };
  });
  // The high bid's index (none before the first bid), then who names the contract.
  const high = h.bids.reduce<number>(
    (a, b, i) => (bidValue(b) > bidValue(h.bids[a] ?? 0) ? i : a),
    -1,
  );
  const bidder = bidSeat(h.dealer, high);
  const namer = typeof h.bids[high] === 'object' ? (bidder + 2) & 3 : bidder;
  const trump = h.trump === undefined ? [] : [{ seat: namer, trump: h.trump }];
  const out = h.trump === 'nello' ? (bidder + 2) & 3 : -1;
  const plays = (h.tricks ?? []).flatMap((trick) => {
    const [leader = '0', ...tiles] = trick.split(' ');
    const seats = [0, 1, 2, 3].map((i) => (Number(leader) + i) & 3).filter((s) => s !== out);
    return tiles.map((tile, i) => play(seats[i] ?? 0, tile));
  });
  return {
    preset: 'texas-42',
    players: 4,
    ...(h.options ? { options: h.options } : {}),
    ...(h.scores ? { scores: h.scores } : {}),
    hands: [{ dealer: h.dealer, deal: h.deal, moves: [...bids, ...trump, ...plays] }],
  };
}

const tile = (text: string): number => parseTile(text, 6) ?? -1;

export const tricksFollow: FamilyLesson = {
  id: 't42-follow',
  title: 'Which end leads, what follows',
  summary: 'A domino leads its higher end; you follow that suit if you can.',
  group: 'texas-42',
  record: hand42({
    dealer: 0,
    deal: [
      ['5-1', '5-4', '3-3', '6-2', '6-4', '2-0', '1-0'],
      ['5-3', '6-0', '6-3', '4-4', '4-3', '3-2', '0-0'],
      ['6-5', '6-1', '5-0', '4-2', '4-1', '2-2', '1-1'],
      ['5-2', '6-6', '5-5', '4-0', '3-1', '3-0', '2-1'],
    ],
    bids: [30, 'pass', 'pass', 'pass'],
    trump: 'none',
    tricks: ['1 5-3 6-5 5-2'],
  }),
  steps: [
    {
      kind: 'quiz',
      text: 'West bid 30 and called no trumps (follow-me), then led 5-3. Which suit does 5-3 lead?',
      ask: { of: 'suit-led' },
      answer: 5,
      choices: [3, 5],
      labels: ['Threes', 'Fives'],
      explain: 'A domino that is not a trump leads its higher end: 5-3 leads fives.',
      rules: ['t42-suit-led'],
    },
    {
      kind: 'move',
      text: 'Fives were led. Play your domino.',
      expect: ['5-1', '5-4'],
      rules: ['t42-follow-suit'],
    },
    {
      kind: 'quiz',
      text: 'Who takes this trick?',
      ask: { of: 'trick-winner' },
      answer: 2,
      choices: [0, 1, 2, 3],
      labels: SEATS,
      explain:
        'The highest five wins: 6-5 is a five too, and its other end, 6, ranks it above 5-4, 5-3, 5-2 and 5-1.',
      then: [play(2, '6-1'), play(3, '6-6')],
      rules: ['t42-trick-winner'],
    },
    {
      kind: 'move',
      text: 'North won and led 6-1; East played 6-6, the top six. Your play.',
      expect: ['6-2'],
      why: {
        '6-4':
          '6-4 follows too, but East’s 6-6 takes this trick: do not hand West and East its 10 points.',
      },
      then: [play(1, '6-3')],
      rules: ['t42-follow-suit'],
    },
  ],
  goal: 'Follow the suit led, and see who takes a trick.',
  success: onTricks(
    (s) => s.hand?.tricks.length === 2 && (s.hand.hands[0] ?? []).includes(tile('6-4') as never),
  ),
};

export const tricksTrumps: FamilyLesson = {
  id: 't42-trumps',
  title: 'Trumps',
  summary: 'A trump belongs to trumps only, and beats any other domino.',
  group: 'texas-42',
  record: hand42({
    dealer: 0,
    deal: [
      ['6-1', '6-0', '6-5', '5-5', '5-2', '2-1', '3-0'],
      ['6-6', '6-4', '4-3', '5-3', '5-1', '5-0', '4-4'],
      ['6-3', '4-2', '4-1', '4-0', '3-3', '2-2', '0-0'],
      ['6-2', '5-4', '3-2', '3-1', '2-0', '1-0', '1-1'],
    ],
    bids: [30, 'pass', 'pass', 'pass'],
    trump: '5',
  }),
  steps: [
    {
      kind: 'quiz',
      text: 'West bid 30 and named fives trumps: every domino with a five is a trump. Which suit does your 6-5 belong to?',
      ask: { of: 'suit-led', tile: '6-5' },
      answer: 8,
      choices: [6, 8],
      labels: ['Sixes', 'Trumps'],
      explain:
        '6-5 carries a five: it is a trump, and a trump belongs to trumps only, not to sixes.',
      then: [play(1, '6-6'), play(2, '6-3'), play(3, '6-2')],
      rules: ['t42-trump-only'],
    },
    {
      kind: 'move',
      text: 'West leads 6-6: sixes. Your play.',
      expect: ['6-1', '6-0'],
      then: [play(1, '4-3'), play(2, '4-2'), play(3, '5-4')],
      rules: ['t42-trump-only'],
    },
    {
      kind: 'move',
      text: 'West leads 4-3: fours. East has no four and trumps it with 5-4. You have no four either.',
      expect: ['5-5', '6-5'],
      why: {
        '5-2':
          '5-2 trumps too, but East’s 5-4 outranks it: trumps rank 5-5, 6-5, 5-4, 5-3, 5-2, 5-1, 5-0.',
        '2-1': '2-1 neither follows fours nor trumps: it cannot win. Overtrump East.',
        '3-0': '3-0 neither follows fours nor trumps: it cannot win. Overtrump East.',
        '6-1':
          '6-1 is a six: it neither follows fours nor trumps, so it cannot win. Overtrump East.',
        '6-0':
          '6-0 is a six: it neither follows fours nor trumps, so it cannot win. Overtrump East.',
      },
      rules: ['t42-trumps-win', 't42-trump-rank'],
    },
  ],
  goal: 'Tell a trump from its suit, and take a trick with one.',
  success: onTricks((s) => s.hand?.tricks[1]?.winner === 0),
};

export const tricksCount: FamilyLesson = {
  id: 't42-count',
  title: 'The count dominoes',
  summary: '5-5 and 6-4 are worth 10, 5-0, 4-1 and 3-2 five: 42 points in a hand.',
  group: 'texas-42',
  record: hand42({
    dealer: 1,
    deal: [
      ['5-5', '4-1', '2-1', '2-0', '5-2', '4-0', '1-0'],
      ['6-4', '6-2', '3-0', '3-1', '3-2', '4-3', '5-3'],
      ['6-6', '6-5', '3-3', '4-4', '5-4', '2-2', '1-1'],
      ['6-1', '6-3', '6-0', '5-1', '5-0', '4-2', '0-0'],
    ],
    bids: [30, 'pass', 'pass', 'pass'],
    trump: '6',
    tricks: ['2 6-6 6-1'],
  }),
  steps: [
    {
      kind: 'move',
      text: 'North bid 30 with sixes trumps and led 6-6, the top trump: North takes this trick. You have no six.',
      expect: ['5-5'],
      why: {
        '2-1':
          '2-1 is worth nothing. North takes this trick: drop your 5-5 on it for 10 more points.',
        '4-1': '4-1 is worth 5, but 5-5 is worth 10: give North the bigger count.',
      },
      otherwise:
        'That is worth nothing. North takes this trick: drop your 5-5 on it for 10 more points.',
      then: [play(1, '6-4')],
      rules: ['t42-count'],
    },
    {
      kind: 'quiz',
      text: 'West followed trumps with 6-4, 10 points of count. What is North’s trick worth?',
      ask: { of: 'trick-points' },
      answer: 21,
      choices: [3, 20, 21],
      explain: 'One point for the trick, 10 for 5-5 and 10 for 6-4.',
      then: [play(2, '3-3'), play(3, '6-3')],
      rules: ['t42-count'],
    },
    {
      kind: 'move',
      text: 'North led 3-3; East, with no three, trumped it with 6-3. You have no three either.',
      expect: ['2-1', '2-0', '5-2', '4-0', '1-0'],
      why: {
        '4-1': '4-1 is 5 points of count, and East’s trump takes this trick: keep it.',
      },
      then: [play(1, '3-0')],
      rules: ['t42-count'],
    },
    {
      kind: 'quiz',
      text: 'A hand has seven tricks and 35 points of count. How many points are there in all?',
      ask: { of: 'hand-points' },
      answer: 42,
      choices: [35, 42, 49],
      explain: 'A point for each of the 7 tricks and the 35 of count: 42, the game’s name.',
      rules: ['t42-count'],
    },
  ],
  goal: 'Give your count to your partner’s tricks, and keep it from the others’.',
  success: onTricks(
    (s) => s.hand?.tricks.length === 2 && (s.hand.hands[0] ?? []).includes(tile('4-1') as never),
  ),
};

export const tricksBidding: FamilyLesson = {
  id: 't42-bidding',
  title: 'Bidding',
  summary: 'Bid higher or pass; the high bidder names trumps and leads.',
  group: 'texas-42',
  record: hand42({
    dealer: 1,
    deal: [
      ['6-6', '6-5', '6-4', '6-3', '6-2', '5-5', '1-0'],
      ['6-1', '5-4', '5-3', '4-4', '4-3', '3-3', '2-2'],
      ['6-0', '5-2', '5-1', '5-0', '4-2', '4-1', '1-1'],
      ['4-0', '3-2', '3-1', '3-0', '2-1', '2-0', '0-0'],
    ],
    bids: ['pass', 30],
  }),
  steps: [
    {
      kind: 'move',
      text: 'North passed; East bid 30, the lowest bid. You hold five sixes, 6-6 on top. Bid higher, or pass.',
      expect: ['bid 31', 'bid 32', 'bid 33', 'bid 34', 'bid 35', 'bid 36'],
      why: {
        'bid pass': 'Pass, and East plays for 30 while you hold five sixes: bid.',
        'bid 42': '42 is one mark: you would need all seven tricks, and 1-0 will lose one.',
        'bid 84': '84 is two marks: every trick again, for twice the stake.',
      },
      otherwise: 'That high a bid needs nearly all the count: 31 to 36 is plenty.',
      then: [{ seat: 1, bid: 'pass' }],
      rules: ['t42-bid'],
    },
    {
      kind: 'move',
      text: 'West passed: the bid is yours, and you name trumps.',
      expect: ['trump 6'],
      why: {
        'trump 5': 'Fives? You hold two of them, and five sixes.',
        'trump doubles': 'You hold only two doubles.',
        'trump none': 'No trumps would waste your five sixes.',
      },
      otherwise: 'Name the suit you hold most of, with its top: sixes.',
      rules: ['t42-name-trumps'],
    },
    {
      kind: 'move',
      text: 'The bidder leads the first trick. Which domino draws out the others’ trumps?',
      expect: ['6-6'],
      why: {
        '6-5': '6-5 is a trump, but 6-6 outranks it: lead the top trump first.',
        '1-0': '1-0 would give the lead away: draw trumps with 6-6 first.',
        '5-5': '5-5 is count, not a trump: draw trumps with 6-6 first.',
      },
      otherwise: 'Lead your top trump, 6-6: the others must follow with theirs.',
      then: [play(1, '6-1'), play(2, '6-0'), play(3, '2-1')],
      rules: ['t42-trump-rank'],
    },
  ],
  goal: 'Win the bid, name trumps and lead the top one.',
  success: onTricks(
    (s) => s.hand?.bidder === 0 && s.hand.trump === '6' && s.hand.tricks[0]?.winner === 0,
  ),
};

export const tricksMarks: FamilyLesson = {
  id: 't42-marks',
  title: 'Marks',
  summary: 'A bid made scores a mark (84 two); the first team to 7 marks wins.',
  group: 'texas-42',
  record: hand42({
    dealer: 1,
    deal: [
      ['5-0', '4-1', '1-0', '5-5', '5-2', '3-3', '2-1'],
      ['6-0', '6-3', '5-3', '3-1', '3-2', '4-3', '4-0'],
      ['6-6', '6-5', '6-4', '5-1', '4-4', '2-2', '0-0'],
      ['6-1', '6-2', '5-4', '2-0', '3-0', '4-2', '1-1'],
    ],
    bids: [30, 'pass', 'pass', 'pass'],
    trump: '6',
    tricks: ['2 6-6 6-1 5-0 6-0', '2 6-5 6-2 4-1 6-3', '2 6-4 2-0 1-0 3-1', '2 5-1 5-4'],
    scores: [5, 6],
  }),
  steps: [
    {
      kind: 'move',
      text: 'North bid 30 with sixes trumps; you and North have 23 points. North leads 5-1 and East plays 5-4.',
      expect: ['5-5'],
      why: {
        '5-2':
          '5-2 loses to East’s 5-4. 5-5, the top five, takes the trick, and its 10 make your 30.',
      },
      then: [play(1, '5-3')],
      rules: ['t42-marks'],
    },
    {
      kind: 'quiz',
      text: 'Made: the hand stops there. How many marks does a bid of 30 score?',
      ask: { of: 'hand-marks', team: 0 },
      answer: 1,
      choices: [1, 2, 30],
      explain:
        'A bid of 30 to 41 (or 42) scores one mark, to the bidders if made, else to the others.',
      rules: ['t42-marks'],
    },
    {
      kind: 'quiz',
      text: 'And a bid of 84?',
      ask: { of: 'bid-marks', bid: 84 },
      answer: 2,
      choices: [1, 2, 84],
      explain: '84 is two marks: made only by taking all seven tricks.',
      rules: ['t42-marks'],
    },
    {
      kind: 'quiz',
      text: 'You and North now have 6 marks. How many more do you need to win the game?',
      ask: { of: 'marks-to-win', team: 0 },
      answer: 1,
      choices: [1, 2, 7],
      explain: 'The first team to 7 marks wins: one more made bid (or set of theirs).',
      rules: ['t42-game-target'],
    },
  ],
  goal: 'Make the bid, and count the marks to 7.',
  success: onTricks((s) => s.hand?.end === 'made' && s.scores[0] === 6),
};
