/**
 * The Texas 42 arena: two levels, A and B, each playing both seats of a team, play whole
 * games on the same seeded deals with the sides swapped (A as team 0, then as team 1).
 * Hand k of deal d is dealt from its own seed, so both seatings see the same tiles
 * whatever happened in earlier hands. Everything goes through the family contract.
 */
import {
  teamOf,
  tricksFamily,
  type TricksMove,
  type TricksState,
  type TricksView,
} from '../../engine/index';
import {
  arenaDeals,
  arenaFigures,
  type ArenaFigures,
  type ChoiceTimes,
} from '../core/arenaFigures';
import {
  arenaPlayers,
  playArenaGame,
  type ArenaGame,
  type ArenaPlayers,
} from '../core/familyArena';
import { tricksAi } from './tricksAi';

export type { TricksChooser } from './tricksAi';

/** Level A and B, the seed, the players (`tricksAi.choose` by default) and the clock, and: */
export interface TricksArenaSettings extends ArenaPlayers<TricksView, TricksMove> {
  /** Games wanted; rounded up to an even number (each deal is played twice). */
  readonly games: number;
  /** The game's rule options, keyed as records write them (`{ "plunge": true }`); defaults if absent. */
  readonly options?: Record<string, unknown>;
  readonly onGame?: (done: number, total: number) => void;
}

/** Bids a side won, and how they ended. */
export interface BidTally {
  readonly won: number;
  readonly made: number;
  readonly set: number;
}

/** The arena's figures; those shared with the line of play's arena mean the same there. */
export interface TricksArenaResult extends ArenaFigures {
  /** Hands every seat passed (thrown in: only with all_pass "reshake"). */
  readonly allPass: number;
  /** A's bids and marks, then B's. */
  readonly sides: readonly [TricksSide, TricksSide];
}

/** One side's bids and the marks (or points) it took per hand. */
export interface TricksSide {
  readonly bids: BidTally;
  readonly marksPerHand: number;
  /** The side's won bids by contract: a plunge or splash, else the contract named (a pip suit as "suit"). */
  readonly contracts: Readonly<Record<string, BidTally>>;
}

/** A hand's contract as the arena tallies it. */
function contractKind(hand: { special: string | null; trump: string | null }): string {
  if (hand.special !== null) return hand.special;
  const t = hand.trump ?? 'none';
  return /^[0-6]$/.test(t) ? 'suit' : t;
}

const MAX_HANDS = 200;
const MAX_MOVES = 64;

interface Tally extends ChoiceTimes {
  readonly bids: [
    { won: number; made: number; set: number },
    { won: number; made: number; set: number },
  ];
  readonly marks: [number, number];
  readonly contracts: [Record<string, BidTally>, Record<string, BidTally>];
  hands: number;
  allPass: number;
}

/** Plays one game; `sideOfTeam[t]` is 0 for A, 1 for B. Returns the winning side or null. */
function playGame(
  settings: TricksArenaSettings,
  sideOfTeam: readonly [number, number],
  deal: number,
  tally: Tally,
): number | null {
  const sideOf = (seat: number) => sideOfTeam[teamOf(seat)] as 0 | 1;
  const game = {
    ...arenaPlayers(settings, (level, view, legal, rng) =>
      tricksAi.choose(level, view, legal, rng),
    ),
    settings: { preset: 'texas-42', players: 4, options: settings.options },
    deal,
    seating: sideOfTeam[0],
    maxHands: MAX_HANDS,
    sideOf,
    maxMoves: MAX_MOVES,
  } satisfies ArenaGame<TricksView, TricksMove>;
  const state = playArenaGame(tricksFamily, game, tally, (after: TricksState) => {
    tally.hands++;
    const hand = after.hand;
    if (!hand) return;
    if (hand.end === 'all-pass') tally.allPass++;
    if (hand.bidder !== null && hand.result !== null) {
      const side = sideOf(hand.bidder);
      const bids = tally.bids[side];
      bids.won++;
      if (hand.result === 'made') bids.made++;
      else bids.set++;
      const kinds = tally.contracts[side];
      const kind = contractKind(hand);
      const k = kinds[kind] ?? { won: 0, made: 0, set: 0 };
      kinds[kind] = {
        won: k.won + 1,
        made: k.made + (hand.result === 'made' ? 1 : 0),
        set: k.set + (hand.result === 'set' ? 1 : 0),
      };
    }
    hand.marks.forEach((m, team) => {
      tally.marks[sideOfTeam[team] as 0 | 1] += m;
    });
  });
  const winner = state.winner?.[0];
  return winner === undefined ? null : (sideOfTeam[winner] ?? null);
}

/** Plays the arena's games and gathers the statistics. */
export function runTricksArena(settings: TricksArenaSettings): TricksArenaResult {
  const { deals, games } = arenaDeals(settings.games, 2);
  const tally: Tally = {
    times: [[], []],
    decisions: [[], []],
    bids: [
      { won: 0, made: 0, set: 0 },
      { won: 0, made: 0, set: 0 },
    ],
    marks: [0, 0],
    contracts: [{}, {}],
    hands: 0,
    allPass: 0,
  };
  const wins = [0, 0];
  let done = 0;
  for (let d = 0; d < deals; d++) {
    for (const sides of [
      [0, 1],
      [1, 0],
    ] as const) {
      const winner = playGame(settings, sides, d, tally);
      if (winner !== null) wins[winner] = (wins[winner] ?? 0) + 1;
      done++;
      settings.onGame?.(done, games);
    }
  }
  const [winsA, winsB] = wins as [number, number];
  const perHand = (x: number) => (tally.hands > 0 ? x / tally.hands : 0);
  return {
    ...arenaFigures(settings, games, [winsA, winsB], tally.hands, tally),
    allPass: tally.allPass,
    sides: [
      {
        bids: tally.bids[0],
        marksPerHand: perHand(tally.marks[0]),
        contracts: tally.contracts[0],
      },
      {
        bids: tally.bids[1],
        marksPerHand: perHand(tally.marks[1]),
        contracts: tally.contracts[1],
      },
    ],
  };
}
