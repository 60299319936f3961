/**
 * Random Texas 42 positions in trick play, for the solver's tests and benchmarks: a seeded
 * deal, a bidder and a contract named directly (no bidding), every trick played (the
 * `all_tricks` hand end), then random legal plays until the asked number of tricks is left.
 */
import {
  applyTricksMove,
  bidSeat,
  DEFAULT_TRICKS_OPTIONS,
  fullSet,
  partnerOf,
  shuffleInPlace,
  tricksLegalMoves,
  type Generator,
  type Tile,
  type TricksState,
  type TrumpName,
  defaultDoubles,
} from '../../engine/index';

/** A hand just after the contract is named: the bidder leads the first trick. */
export function dealtPosition(g: Generator, trump: TrumpName, high = 30): TricksState {
  const tiles = fullSet(6);
  shuffleInPlace(g, tiles);
  const hands: Tile[][] = [0, 1, 2, 3].map((s) => tiles.slice(s * 7, s * 7 + 7));
  const dealer = g.int(4);
  const bidder = g.int(4);
  return {
    options: { ...DEFAULT_TRICKS_OPTIONS, handEnd: 'all_tricks', nello: trump === 'nello' },
    scores: [0, 0],
    over: false,
    winner: null,
    handCount: 1,
    hand: {
      dealer,
      deal: hands,
      hands,
      bids: [0, 1, 2, 3].map((i) => (bidSeat(dealer, i) === bidder ? high : 'pass')),
      high,
      bidder,
      special: null,
      trump,
      doubles: defaultDoubles(trump),
      out: trump === 'nello' ? partnerOf(bidder) : null,
      tricks: [],
      current: [],
      leader: bidder,
      taken: [0, 0],
      points: [0, 0],
      result: null,
      decidedAt: null,
      end: null,
      marks: [0, 0],
    },
  };
}

/** Plays random legal moves until `tricksLeft` tricks remain, plus `extra` plays into the next. */
export function randomPosition(
  g: Generator,
  trump: TrumpName,
  tricksLeft: number,
  extra = 0,
): TricksState {
  let s = dealtPosition(g, trump, trump === 'nello' ? 42 : 30);
  const active = trump === 'nello' ? 3 : 4;
  const plays = (7 - tricksLeft) * active + extra;
  for (let i = 0; i < plays; i++) {
    const legal = tricksLegalMoves(s);
    const move = legal[g.int(legal.length)];
    if (!move) break;
    const applied = applyTricksMove(s, move);
    if (!applied.ok) break;
    s = applied.value.state;
  }
  return s;
}
