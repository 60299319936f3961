/**
 * Texas 42's special contracts at the table, in words (RULES.md §17.10): a plunge or a
 * splash offered only to the seat whose doubles allow it, the doubles lit and the reason
 * said; the partner naming trumps (told when it is the person, said when a computer names);
 * the team that must take every trick told so, and the hand's end naming the trick that set
 * it; sevens' distances on the hand while the person chooses; nello's sitting-out seat face
 * down and the doubles' rank as the option says. On the deals of TV17-16 … TV17-19.
 */
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_TRICKS_OPTIONS,
  parseTile,
  tricksFamily,
  tricksSeatView,
  type Tile,
  type TricksEvent,
  type TricksMove,
  type TricksState,
} from '../../src/engine/index';
import { rulesWords } from '../../src/view/tricks/tricksWords';
import { formatTile } from '../../src/engine/core/tiles';
import { sortTricksHand, tricksTable } from '../../src/view/tricks/tricksTable';

const t = (text: string): Tile => parseTile(text, 6) ?? (-1 as Tile);
const deal = (...hands: string[]): Tile[][] => hands.map((h) => h.split(' ').map(t));
const NAMES = ['You', 'West', 'North', 'East'];

/** The state after `moves` from a deal, and every event on the way (for the captions). */
function play(
  options: Record<string, unknown>,
  dealer: number,
  hands: Tile[][],
  moves: readonly TricksMove[],
): { state: TricksState; events: TricksEvent[] } {
  const made = tricksFamily.newGame({ preset: 'texas-42', players: 4, options });
  if (!made.ok) throw new Error(made.error.message);
  const started = tricksFamily.startHand(made.value, { dealer, hands });
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  const events: TricksEvent[] = [];
  for (const m of moves) {
    const r = tricksFamily.apply(state, m);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
    events.push(...r.value.events);
  }
  return { state, events };
}

/** The table as `seat` sees it, its legal moves when on turn. */
function table(at: { state: TricksState; events: TricksEvent[] }, seat: number) {
  const phase = tricksFamily.phase(at.state);
  const onTurn = phase.kind === 'turn' && phase.seat === seat;
  return tricksTable({
    view: tricksSeatView(at.state, seat),
    viewer: seat,
    names: NAMES,
    legal: onTurn ? tricksFamily.legalMoves(at.state) : [],
    history: at.events.map((event) => ({ hand: 0, event })),
    arranged: false,
  });
}

const bid = (seat: number, b: number | 'pass', special?: 'plunge' | 'splash'): TricksMove =>
  special ? { type: 'bid', seat, bid: b, special } : { type: 'bid', seat, bid: b };
const trump = (seat: number, name: string): TricksMove =>
  ({ type: 'trump', seat, trump: name }) as TricksMove;
const plays = (seats: readonly number[], tiles: string): TricksMove[] =>
  tiles.split(' ').map((tile, i) => ({ type: 'play', seat: seats[i] ?? 0, tile: t(tile) }));

/** TV17-16: West (s1) holds four doubles, You (s0) three, North and East none. */
const PLUNGE_DEAL = deal(
  '5-2 5-1 4-2 3-2 2-2 1-1 0-0',
  '6-6 5-5 4-4 3-3 5-4 5-3 4-3',
  '5-0 4-1 4-0 3-1 3-0 2-0 1-0',
  '6-5 6-4 6-3 6-2 6-1 6-0 2-1',
);
const SPECIALS = { plunge: true, splash: true };

describe('a plunge or a splash, only when the doubles allow it', () => {
  test('four doubles: both buttons, the doubles lit, and why', () => {
    const part = table(play(SPECIALS, 0, PLUNGE_DEAL, []), 1);
    expect(part.actions.map((a) => a.label)).toEqual(
      expect.arrayContaining(['Splash (2 marks)', 'Plunge (4 marks)']),
    );
    expect(part.hand.filter((h) => h.lit).map((h) => h.tile)).toEqual(
      ['6-6', '5-5', '4-4', '3-3'].map(t),
    );
    expect(part.status).toBe('Your 4 doubles (lit) allow a splash or a plunge; or bid, or pass');
  });

  test('three doubles: the splash alone; none: neither, nothing lit', () => {
    const three = table(play(SPECIALS, 3, PLUNGE_DEAL, []), 0);
    expect(three.actions.map((a) => a.label)).toContain('Splash (2 marks)');
    expect(three.actions.map((a) => a.label)).not.toContain('Plunge (4 marks)');
    expect(three.status).toMatch(/^Your 3 doubles \(lit\) allow a splash;/);
    const none = table(play(SPECIALS, 1, PLUNGE_DEAL, []), 2);
    expect(none.actions.some((a) => /Plunge|Splash/.test(a.label))).toBe(false);
    expect(none.hand.some((h) => h.lit)).toBe(false);
    expect(none.status).toBe('Your bid: choose one, or pass');
  });

  test('off in this game: never offered, whatever the doubles', () => {
    const part = table(play({}, 0, PLUNGE_DEAL, []), 1);
    expect(part.actions.some((a) => /Plunge|Splash/.test(a.label))).toBe(false);
    expect(part.hand.some((h) => h.lit)).toBe(false);
  });
});

describe('after a plunge: the partner names trumps, the bidders must take every trick', () => {
  const bids = [bid(1, 168, 'plunge'), bid(2, 'pass'), bid(3, 'pass'), bid(0, 'pass')];

  test('the partner is told to name trumps; the others see who names', () => {
    const at = play(SPECIALS, 0, PLUNGE_DEAL, bids);
    const partner = table(at, 3);
    expect(partner.status).toBe(
      "Your partner's Plunge (4 marks) won the bid: name trumps; you lead, and you two must take every trick",
    );
    expect(partner.board.contract).toBe('West bid Plunge (4 marks) · you name trumps');
    expect(table(at, 0).board.contract).toBe('West bid Plunge (4 marks) · East names trumps');
  });

  test("a computer partner's choice is said, and the bidders' goal", () => {
    const at = play(SPECIALS, 0, PLUNGE_DEAL, [...bids, trump(3, '6')]);
    const you = table(at, 0);
    expect(you.caption).toBe('East names trumps for West’s plunge: sixes are trumps');
    expect(you.board.contract).toBe('West bid Plunge (4 marks) · East: sixes are trumps');
    expect(you.board.progress).toBe('West and East must take every trick: 0 of 7 so far');
    expect(you.board.rules).toBe('Also played: plunge, splash');
  });

  test('the hand ends with the trick that sets it, saying so (TV17-16b)', () => {
    const at = play(SPECIALS, 0, PLUNGE_DEAL, [
      ...bids,
      trump(3, '3'),
      ...plays([3, 0, 1, 2], '6-3 3-2 3-3 3-0'),
      ...plays([1, 2, 3, 0], '6-6 3-1 6-5 5-2'),
    ]);
    const part = table(at, 0);
    expect(part.handEnd?.title).toBe('West bid Plunge (4 marks): set on trick 2');
    expect(part.handEnd?.lines[0]).toBe('North took trick 2: the plunge needed every trick');
    expect(part.handEnd?.won).toBe(true);
    // The caption of the deciding step (before the hand's end is said).
    const decided = at.events.findIndex((e) => e.type === 'decided');
    const caption = table({ ...at, events: at.events.slice(0, decided + 1) }, 0).caption;
    expect(caption).toBe('North took trick 2: the plunge is set');
  });
});

describe('a splash (TV17-17)', () => {
  const SPLASH_DEAL = deal(
    '3-3 2-2 6-3 5-3 3-2 6-2 5-2',
    '1-1 0-0 6-1 6-0 5-1 5-0 4-2',
    '6-6 5-5 4-4 6-5 6-4 5-4 4-3',
    '4-1 4-0 3-1 3-0 2-1 2-0 1-0',
  );
  test('North splashes; You name doubles and lead; made after seven tricks', () => {
    const bids = [bid(2, 84, 'splash'), bid(3, 'pass'), bid(0, 'pass'), bid(1, 'pass')];
    const at = play(SPECIALS, 1, SPLASH_DEAL, bids);
    expect(table(at, 0).status).toMatch(/^Your partner's Splash \(2 marks\) won the bid/);
    const named = play(SPECIALS, 1, SPLASH_DEAL, [...bids, trump(0, 'doubles')]);
    expect(table(named, 2).caption).toBe('You name trumps for North’s splash: doubles are trumps');
  });
});

describe('sevens (TV17-18)', () => {
  const SEVENS_DEAL = deal(
    '6-1 5-2 6-2 5-3 4-2 3-3 6-0',
    '5-0 4-0 3-0 2-0 1-0 0-0 6-3',
    '5-1 4-1 3-1 2-1 1-1 2-2 4-4',
    '4-3 3-2 5-4 6-4 5-5 6-5 6-6',
  );
  const bids = [bid(0, 42), bid(1, 'pass'), bid(2, 'pass'), bid(3, 'pass')];

  test('the bidder may call sevens; then each tile shows its distance, the nearest lit', () => {
    const at = play({ sevens: true }, 3, SEVENS_DEAL, bids);
    const naming = table(at, 0);
    expect(naming.status).toBe('You won the bid at 42: name trumps, or call sevens');
    expect(naming.actions.map((a) => a.label)).toContain('Sevens');
    const part = table(play({ sevens: true }, 3, SEVENS_DEAL, [...bids, trump(0, 'sevens')]), 0);
    expect(part.hand.map((h) => `${h.badge ?? ''}`)).toEqual(['0', '0', '1', '1', '1', '1', '1']);
    expect(part.hand.filter((h) => h.targets.length > 0).map((h) => h.tile)).toEqual(
      ['6-1', '5-2'].map(t),
    );
    expect(part.status).toBe('Sevens: play a lit domino, the nearest 7 pips (0 away)');
    expect(part.hand.find((h) => h.tile === t('6-2'))?.reason).toBe('Play nearest 7');
    expect(part.board.progress).toBe('You and North must take every trick: 0 of 7 so far');
  });

  test('not while the person only watches: no distances off turn', () => {
    const at = play({ sevens: true }, 3, SEVENS_DEAL, [...bids, trump(0, 'sevens')]);
    expect(table(at, 1).hand.some((h) => h.badge !== undefined)).toBe(false);
  });
});

describe('nello with doubles low (TV17-19)', () => {
  const NELLO_DEAL = deal(
    '6-6 5-5 6-5 6-4 5-4 6-3 5-3',
    '4-4 2-1 2-0 3-0 3-1 1-0 0-0',
    '4-2 4-3 4-1 4-0 6-2 5-2 3-2',
    '6-1 6-0 5-1 5-0 3-3 2-2 1-1',
  );
  const options = { nello: true, nello_doubles: 'low' };
  const at = play(options, 0, NELLO_DEAL, [
    bid(1, 42),
    bid(2, 'pass'),
    bid(3, 'pass'),
    bid(0, 'pass'),
    trump(1, 'nello'),
  ]);

  test('the doubles’ rank in the contract; the sitting-out seat face down at its place', () => {
    const you = table(at, 0);
    expect(you.board.contract).toBe('West bid 42 · nello, doubles low');
    expect(you.board.out).toEqual({ at: 3, tiles: 7, text: 'East sits out' });
    expect(you.board.progress).toBe('West must lose every trick · East sits out');
    expect(you.notes[3]).toBe('Sits out');
    expect(you.board.rules).toBe('Also played: nello (doubles low)');
    expect(you.caption).toBe('West: nello, doubles low: East sits out');
  });

  test('the person who sits out holds their tiles face down, and is told why', () => {
    const east = table(at, 3);
    expect(east.hand.every((h) => h.faceDown === true && h.targets.length === 0)).toBe(true);
    expect(east.hand[0]?.reason).toBe('you sit out: West plays nello alone');
    expect(east.board.out?.text).toBe('You sit out');
  });
});

describe('the options in play, as the head says them', () => {
  test('straight 42 says nothing; each option its word', () => {
    expect(rulesWords(DEFAULT_TRICKS_OPTIONS)).toBeNull();
    expect(
      rulesWords({
        ...DEFAULT_TRICKS_OPTIONS,
        plunge: true,
        splash: true,
        sevens: true,
        nello: true,
        nelloDoubles: 'high',
        doublesInSuit: 'low',
        markBids: 'one_at_a_time',
      }),
    ).toBe(
      'Also played: plunge, splash, sevens, nello (doubles high), doubles low, marks one at a time',
    );
  });
});

describe('the hand in the order players hold it', () => {
  const tiles = (list: string): Tile[] => list.split(' ').map(t);
  const shown = (order: { tile: Tile }[]): string => order.map((o) => formatTile(o.tile)).join(' ');

  test('doubles low: the double at the foot of its suit; nello: the doubles a suit', () => {
    const hand = tiles('6-6 6-4 6-1 4-4 4-2');
    expect(shown(sortTricksHand(hand, '2', 'high'))).toBe('4-2 6-6 6-4 6-1 4-4');
    expect(shown(sortTricksHand(hand, '2', 'low'))).toBe('4-2 6-4 6-1 6-6 4-4');
    expect(shown(sortTricksHand(hand, 'nello', 'own_suit'))).toBe('6-6 4-4 6-4 6-1 4-2');
    expect(shown(sortTricksHand(hand, 'nello', 'low'))).toBe('6-4 6-1 6-6 4-2 4-4');
  });

  test('sevens: nearest 7 first', () => {
    const hand = tiles('0-0 6-1 5-3 4-3');
    const distances = [7, 0, 1, 0];
    expect(shown(sortTricksHand(hand, 'sevens', 'high', distances))).toBe('6-1 4-3 5-3 0-0');
  });
});

/** The state after `moves`, then the first legal move of each seat until the hand is over. */
function playOut(
  options: Record<string, unknown>,
  moves: readonly TricksMove[],
): { state: TricksState; events: TricksEvent[] } {
  const at = play(options, 3, PLUNGE_DEAL, moves);
  let state = at.state;
  while (tricksFamily.phase(state).kind === 'turn') {
    const first = tricksFamily.legalMoves(state)[0];
    if (!first) break;
    const r = tricksFamily.apply(state, first);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
    at.events.push(...r.value.events);
  }
  return { state, events: at.events };
}

describe('issue 36, item 5: the shaker while bidding, and why a bid is set', () => {
  test('the shaker (the dealer, who bids last) is marked at its place until trumps are named', () => {
    const first = table(play({}, 3, PLUNGE_DEAL, []), 0);
    expect(first.board.shaker).toEqual({ seat: 3, at: 3 });
    expect(first.notes[3]).toBe('Shaker');
    const last = table(play({}, 3, PLUNGE_DEAL, [bid(0, 30), bid(1, 'pass'), bid(2, 'pass')]), 3);
    expect(last.board.shaker).toEqual({ seat: 3, at: 0 });
    expect(last.notes).toEqual(['30', 'Pass', 'Pass', 'Shaker']);
    const bids = [bid(0, 30), bid(1, 'pass'), bid(2, 'pass'), bid(3, 31)];
    expect(table(play({}, 3, PLUNGE_DEAL, bids), 0).notes[3]).toBe('31 · shaker');
    const named = table(play({}, 3, PLUNGE_DEAL, [...bids, trump(3, '6')]), 0);
    expect(named.board.shaker).toBeNull();
    expect(named.notes[3]).toBe('Bid 31');
  });

  test('a set bid says who took what and that the bid can no longer be made, at the game’s end too', () => {
    const bids = [bid(0, 36), bid(1, 'pass'), bid(2, 'pass'), bid(3, 'pass'), trump(0, '0')];
    const over = playOut({ target: 1 }, bids);
    const part = table(over, 0);
    const why = /^West and East took (\d+) points: 36 can no longer be made$/;
    const line = part.gameOver?.lines.find((l) => why.test(l));
    expect(Number(why.exec(line ?? '')?.[1])).toBeGreaterThan(0);
    expect(part.gameOver?.lines[0]).toMatch(/^You bid 36: set on trick \d$/);
    expect(part.gameOver?.lines.at(-1)).toMatch(/^West & East: 1 /);
  });
});
