/** Games across hands: a new game, a hand started from a deal, the lead by lot, and seeded deals. */
import { EMPTY_LAYOUT } from './layout';
import { handSizeFor, isParlour, PRESET_OPTIONS, type Options, type Preset } from './options';
import { Generator, shuffleInPlace, type Rng } from '../core/rng';
import { uniqueLeaderAtTarget } from './scoring';
import {
  fail,
  sideCount,
  type GameConfig,
  type GameState,
  type HandState,
  type Result,
} from './state';
import { formatTile, fullSet, hi, isDouble, lo, pips, type Tile } from '../core/tiles';

export interface NewGame {
  readonly preset?: Preset;
  readonly players: number;
  readonly partners?: boolean;
  /** Defaults to the preset's options. */
  readonly options?: Options;
  /** Starting scores per side. */
  readonly scores?: readonly number[];
}

/** Checks a game's settings: the player count the preset allows, and partners only for 4. */
export function makeConfig(settings: NewGame): Result<GameConfig> {
  const preset = settings.preset ?? 'horse-race';
  const options = settings.options ?? PRESET_OPTIONS[preset];
  const players = settings.players;
  const partners = settings.partners ?? false;
  if (!Number.isInteger(players) || players < 2 || players > 4) {
    return fail('bad-deal', `players must be 2, 3 or 4, not ${String(players)}`);
  }
  if (options.fixedPlayers > 0 && players !== options.fixedPlayers) {
    return fail('bad-deal', `${preset} is played by exactly ${options.fixedPlayers} players`);
  }
  if (partners && players !== 4) return fail('bad-deal', 'partners need exactly 4 players');
  if (partners && !options.partnersAllowed)
    return fail('bad-deal', `${preset} is not played with partners`);
  return { ok: true, value: { preset, players, partners, options } };
}

/** A game before its first deal. */
export function newGame(settings: NewGame): Result<GameState> {
  const config = makeConfig(settings);
  if (!config.ok) return config;
  const n = sideCount(config.value);
  const scores = settings.scores ?? new Array<number>(n).fill(0);
  if (scores.length !== n || scores.some((s) => !Number.isInteger(s))) {
    return fail(
      'bad-deal',
      `scores must list ${n} whole numbers, one per ${config.value.partners ? 'team' : 'seat'}`,
    );
  }
  const winner = uniqueLeaderAtTarget(scores, config.value.options.target);
  return {
    ok: true,
    value: {
      config: config.value,
      scores: scores.slice(),
      handsPlayed: 0,
      hand: null,
      nextLeader: null,
      over: winner !== null,
      winner: winner === null ? null : [winner],
    },
  };
}

export interface Deal {
  readonly hands: readonly (readonly Tile[])[];
  readonly boneyard: readonly Tile[];
}

/** Starts the next hand from a deal with the given leader, checking that the rules allow it. */
export function startHand(state: GameState, deal: Deal, leader: number): Result<GameState> {
  const { config } = state;
  if (state.over) return fail('game-over', 'the game is over; no further hands');
  if (state.hand && !state.hand.result)
    return fail('hand-over', 'the previous hand is not finished');
  if (!Number.isInteger(leader) || leader < 0 || leader >= config.players) {
    return fail('bad-seat', `there is no seat ${String(leader)}`);
  }
  if (state.nextLeader !== null && leader !== state.nextLeader) {
    return fail('wrong-leader', `seat ${state.nextLeader} must lead this hand, not seat ${leader}`);
  }
  if (deal.hands.length !== config.players) {
    return fail('bad-deal', `the deal must have ${config.players} hands, not ${deal.hands.length}`);
  }
  const maxTile = ((config.options.maxPip + 1) * (config.options.maxPip + 2)) / 2;
  const seen: boolean[] = new Array<boolean>(maxTile).fill(false);
  for (const list of [...deal.hands, deal.boneyard]) {
    for (const t of list) {
      if (!Number.isInteger(t) || t < 0 || t >= maxTile)
        return fail('bad-deal', `${String(t)} is not a tile of this set`);
      if (seen[t]) return fail('bad-deal', `${formatTile(t)} is dealt twice`);
      seen[t] = true;
    }
  }
  // §15.3: the seat dealt the highest double (else the heaviest tile) leads, every hand.
  let leadTile: Tile | null = null;
  const byDeal = state.nextLeader === null ? dealtLead(config.options, deal.hands) : null;
  if (byDeal !== null) {
    if (leader !== byDeal.seat) {
      const t = formatTile(byDeal.tile);
      return fail(
        'wrong-leader',
        `seat ${byDeal.seat} holds ${t}, so seat ${byDeal.seat} leads this hand, not seat ${leader}`,
      );
    }
    if (config.options.firstLead === 'highest_double') leadTile = byDeal.tile;
  }
  const hand: HandState = {
    hands: deal.hands.map((h) => h.slice()),
    // A §15 block game keeps its sleeping tiles face down; nothing draws them (drawable is 0).
    boneyard: config.options.boneyard || isParlour(config.preset) ? deal.boneyard.slice() : [],
    layout: EMPTY_LAYOUT,
    leader,
    turn: leader,
    chained: false,
    restricted: false,
    drawn: null,
    drew: false,
    leadTile,
    washedUp: null,
    result: null,
  };
  return { ok: true, value: { ...state, hand, handsPlayed: state.handsPlayed + 1 } };
}

/** The lead a deal names (§15.3): a seat and its tile. */
export interface DealtLead {
  readonly seat: number;
  readonly tile: Tile;
}

/**
 * Under `first_lead` other than lot: the seat dealt the highest double, else
 * the seat holding the heaviest tile (most pips, then the higher half), and
 * that tile. Null under the lot, or when nothing was dealt.
 */
export function dealtLead(options: Options, hands: readonly (readonly Tile[])[]): DealtLead | null {
  if (options.firstLead === 'lot') return null;
  let best: DealtLead | null = null;
  let bestKey = -1;
  hands.forEach((tiles, seat) => {
    for (const tile of tiles) {
      // Any double beats any other tile; then pips, then the higher half.
      const key = (isDouble(tile) ? 1000 : 0) + pips(tile) * 20 + hi(tile);
      if (key > bestKey) {
        bestKey = key;
        best = { seat, tile };
      }
    }
  });
  return best;
}

/**
 * The seat that leads a hand about to be dealt `deal`: the seat named by the
 * last hand, else the deal's lead (§15.3), else null (the lead goes by lot).
 */
export function leaderByRule(state: GameState, deal: Deal): number | null {
  if (state.nextLeader !== null) return state.nextLeader;
  return dealtLead(state.config.options, deal.hands)?.seat ?? null;
}

/** One tile turned up while choosing the lead by lot. */
export interface LotDraw {
  readonly seat: number;
  readonly tile: Tile;
}

export interface Lot {
  /** Each round of draws: everyone first, then only the seats that tied for highest. */
  readonly rounds: readonly (readonly LotDraw[])[];
  readonly leader: number;
}

function beats(a: Tile, b: Tile, options: Options): number {
  const d = pips(a) - pips(b);
  if (d !== 0 || options.lotTiebreak === 'redraw') return d;
  if (isDouble(a) !== isDouble(b)) return isDouble(a) ? 1 : -1;
  return hi(a) - hi(b) || lo(a) - lo(b);
}

/** The seats of a round of lot draws that tie for the heaviest tile (one seat: it leads). */
export function lotContenders(round: readonly LotDraw[], options: Options): number[] {
  const first = round[0];
  if (!first) return [];
  let best = first;
  for (const d of round) if (beats(d.tile, best.tile, options) > 0) best = d;
  return round.filter((d) => beats(d.tile, best.tile, options) === 0).map((d) => d.seat);
}

/**
 * Chooses the lead by lot (§8): the seats draw from the shuffled set in seat
 * order; the heaviest tile leads; tied seats alone draw again from the tiles
 * left, until one is highest. The tiles then go back for the deal.
 */
export function drawLot(rng: Rng, config: GameConfig): { lot: Lot; rng: Rng } {
  const g = new Generator(rng);
  let stock = fullSet(config.options.maxPip);
  shuffleInPlace(g, stock);
  let contenders = Array.from({ length: config.players }, (_, s) => s);
  const rounds: LotDraw[][] = [];
  for (;;) {
    if (stock.length < contenders.length) {
      stock = fullSet(config.options.maxPip);
      shuffleInPlace(g, stock);
    }
    const round = contenders.map((seat) => ({ seat, tile: stock.pop() as Tile }));
    rounds.push(round);
    contenders = lotContenders(round, config.options);
    const [leader] = contenders;
    if (contenders.length === 1 && leader !== undefined)
      return { lot: { rounds, leader }, rng: g.state() };
  }
}

/** Shuffles the whole set and deals each seat its hand; the rest is the boneyard. */
export function dealTiles(rng: Rng, config: GameConfig): { deal: Deal; rng: Rng } {
  const g = new Generator(rng);
  const stock = fullSet(config.options.maxPip);
  shuffleInPlace(g, stock);
  const size = handSizeFor(config.options, config.preset, config.players);
  const hands: Tile[][] = [];
  for (let s = 0; s < config.players; s++) hands.push(stock.slice(s * size, (s + 1) * size));
  // The rest is the boneyard; a §15 block game's sleeping tiles, face down and never drawn.
  const keep = config.options.boneyard || isParlour(config.preset);
  const boneyard = keep ? stock.slice(config.players * size) : [];
  return { deal: { hands, boneyard }, rng: g.state() };
}

/** The next hand's deal: the tiles, the seat that leads and, where the rules call for one, the lot. */
export interface NextDeal {
  readonly deal: Deal;
  readonly leader: number;
  /** The draws for the lead, so a screen can show them; null when no lot was drawn. */
  readonly lot: Lot | null;
}

/**
 * The next hand's deal from the generator: the lead by lot where the rules call
 * for it, then a fresh shuffle. Nothing is started; `startHand` checks and starts it.
 */
export function nextDeal(state: GameState, rng: Rng): { next: NextDeal; rng: Rng } {
  let r = rng;
  let lot: Lot | null = null;
  let leader = state.nextLeader;
  if (leader === null && state.config.options.firstLead === 'lot') {
    const drawn = drawLot(r, state.config);
    lot = drawn.lot;
    leader = drawn.lot.leader;
    r = drawn.rng;
  }
  const dealt = dealTiles(r, state.config);
  leader ??= leaderByRule(state, dealt.deal) ?? 0;
  return { next: { deal: dealt.deal, leader, lot }, rng: dealt.rng };
}

/** Deals the next hand from the generator and starts it (`nextDeal`, then `startHand`). */
export function dealNextHand(
  state: GameState,
  rng: Rng,
): Result<{ state: GameState; lot: Lot | null; rng: Rng }> {
  const { next, rng: after } = nextDeal(state, rng);
  const started = startHand(state, next.deal, next.leader);
  if (!started.ok) return started;
  return { ok: true, value: { state: started.value, lot: next.lot, rng: after } };
}
