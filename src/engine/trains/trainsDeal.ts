/**
 * Mexican Train's setup (RULES.md §16.2–§16.4): a new game from its settings, the next
 * round's deal from the seeded generator, and starting a round from a deal, with the checks
 * RECORD.md makes of a record's hand (the engine, where it lies, who starts).
 */
import { refuse, type Checked, type GameSettings } from '../core/family';
import { Generator, shuffleInPlace, type Rng } from '../core/rng';
import { fullSet, formatTile, tileOf, type Tile } from '../core/tiles';
import { settle } from './trainsRules';
import {
  readTrainsSettings,
  trainsHandSize,
  TRAINS_PRESET,
  type TrainsConfig,
  type TrainsDeal,
  type TrainsRound,
  type TrainsState,
} from './trainsState';

export type TrainsDealCode =
  | 'settings'
  | 'game-over'
  | 'round-in-progress'
  | 'bad-deal'
  | 'wrong-engine'
  | 'engine-missing'
  | 'engine-set-aside'
  | 'wrong-leader';

/** A game before its first round, or why the settings are refused. */
export function newTrainsGame(settings: GameSettings): Checked<TrainsState, 'settings'> {
  if (settings.preset !== TRAINS_PRESET)
    return refuse('settings', `mexican-train does not play the preset ${settings.preset}`);
  const read = readTrainsSettings(
    settings.players,
    settings.partners,
    settings.options,
    settings.scores,
  );
  if (!read.ok) return refuse('settings', read.message);
  return {
    ok: true,
    value: {
      config: read.value.config,
      totals: read.value.totals,
      scored: [],
      round: null,
      over: false,
      winner: null,
    },
  };
}

/** The index of the next round to deal. */
export function nextRoundIndex(state: TrainsState): number {
  return state.round ? state.round.index + 1 : 0;
}

/** Round k's engine: [m−k | m−k] (§16.3). */
export function engineOf(config: TrainsConfig, k: number): Tile {
  const e = config.maxPip - k;
  return tileOf(e, e);
}

/** Who starts round k with this deal (§16.4), or -1 when the engine is nowhere to be found. */
export function expectedLeader(
  config: TrainsConfig,
  k: number,
  hands: readonly (readonly Tile[])[],
  boneyard: readonly Tile[],
): number {
  const n = config.players;
  const f = k % n;
  if (config.engineSetAside) return f;
  const engine = engineOf(config, k);
  const holder = hands.findIndex((h) => h.includes(engine));
  if (holder >= 0) return holder;
  const j = boneyard.indexOf(engine);
  return j < 0 ? -1 : (f + j) % n;
}

/** Why the game takes no further round now, or null. */
function closed(state: TrainsState): Checked<never, TrainsDealCode> | null {
  if (state.over) return refuse('game-over', 'the game is over; no further rounds');
  if (state.round && !state.round.result)
    return refuse('round-in-progress', 'the previous hand is incomplete; no further hands');
  return null;
}

/** The next round's deal: the set (less a set-aside engine) shuffled, `trainsHandSize` each. */
export function dealNextTrains(
  state: TrainsState,
  rng: Rng,
): Checked<{ readonly deal: TrainsDeal; readonly rng: Rng }, TrainsDealCode> {
  const no = closed(state);
  if (no) return no;
  const config = state.config;
  const k = nextRoundIndex(state);
  const engine = engineOf(config, k);
  const tiles = fullSet(config.maxPip);
  if (config.engineSetAside) tiles.splice(tiles.indexOf(engine), 1);
  const g = new Generator(rng);
  shuffleInPlace(g, tiles);
  const size = trainsHandSize(config.maxPip, config.players);
  const hands: Tile[][] = [];
  for (let s = 0; s < config.players; s++) hands.push(tiles.slice(s * size, (s + 1) * size));
  const boneyard = tiles.slice(config.players * size);
  const leader = expectedLeader(config, k, hands, boneyard);
  return { ok: true, value: { deal: { hands, boneyard, leader, engine }, rng: g.state() } };
}

/** The deal's tiles are tiles of the set, each once, and every seat has one besides the engine. */
function checkTiles(config: TrainsConfig, deal: TrainsDeal, engine: Tile): string | null {
  const n = config.players;
  if (deal.hands.length !== n) return `a deal gives ${n} hands`;
  const count = ((config.maxPip + 1) * (config.maxPip + 2)) / 2;
  const seen = new Uint8Array(count);
  const check = (x: Tile): string | null => {
    if (!Number.isInteger(x) || x < 0 || x >= count) return `${String(x)} is not a tile of the set`;
    if (seen[x]) return `tile ${formatTile(x)} appears twice in the deal`;
    seen[x] = 1;
    return null;
  };
  for (let s = 0; s < n; s++) {
    const hand = deal.hands[s] ?? [];
    for (const x of hand) {
      const bad = check(x);
      if (bad) return bad;
    }
    if (!hand.some((x) => x !== engine))
      return `seat ${s} is dealt no tile besides the engine ${formatTile(engine)}`;
  }
  for (const x of deal.boneyard) {
    const bad = check(x);
    if (bad) return bad;
  }
  return null;
}

/** Starts the next round from a deal, checked as RECORD.md checks a record's hand. */
export function startTrainsHand(
  state: TrainsState,
  deal: TrainsDeal,
): Checked<TrainsState, TrainsDealCode> {
  const no = closed(state);
  if (no) return no;
  const config = state.config;
  const n = config.players;
  const k = nextRoundIndex(state);
  const engine = engineOf(config, k);
  const name = formatTile(engine);
  const bad = checkTiles(config, deal, engine);
  if (bad) return refuse('bad-deal', bad);
  if (deal.engine !== undefined && deal.engine !== engine)
    return refuse(
      'wrong-engine',
      `round ${k + 1} is played with the engine ${name}, not ${formatTile(deal.engine)}`,
    );
  const present = deal.hands.some((h) => h.includes(engine)) || deal.boneyard.includes(engine);
  if (config.engineSetAside && present) {
    return refuse(
      'engine-set-aside',
      `the engine ${name} is set aside before the deal; it cannot be in the deal or the boneyard`,
    );
  }
  if (!config.engineSetAside && !present) {
    return refuse(
      'engine-missing',
      `the engine ${name} is neither dealt nor in the boneyard: the round cannot be played`,
    );
  }
  const leader = expectedLeader(config, k, deal.hands, deal.boneyard);
  if (deal.leader !== leader)
    return refuse(
      'wrong-leader',
      `seat ${leader} starts this round (engine ${name}), not seat ${String(deal.leader)}`,
    );
  const e = config.maxPip - k;
  const holds = !config.engineSetAside && (deal.hands[leader] ?? []).includes(engine);
  const trains: (readonly Tile[])[] = [];
  for (let t = 0; t <= n; t++) trains.push([]);
  const round: TrainsRound = {
    index: k,
    engine,
    engineValue: e,
    leader,
    hands: deal.hands.map((h) => h.slice()),
    stock: deal.boneyard.slice(),
    stockTaken: 0,
    trains,
    open: new Array<number>(n + 1).fill(e),
    markers: new Array<boolean>(n).fill(false),
    unsatisfied: [],
    step: config.engineSetAside
      ? config.firstTurn === 'multi'
        ? 'first'
        : 'play'
      : holds
        ? 'engine'
        : 'search',
    turn: config.engineSetAside || !holds ? k % n : leader,
    drawn: false,
    firstDone: 0,
    placed: config.engineSetAside,
    result: null,
  };
  return { ok: true, value: settle(state, round, []) };
}
