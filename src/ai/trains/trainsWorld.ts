/**
 * Mexican Train worlds (RULES.md §16): a full engine state consistent with one seat's view.
 * The seat's own tiles, the others' hand sizes, the boneyard's size, the trains, markers and
 * owed doubles are the view's; the tiles it has not seen (the set less its hand, the trains
 * and a placed or set-aside engine) are dealt at random to the other hands and the boneyard
 * by their sizes. No inference from passes and draws (a seat that passed on a train holds
 * none of its open end), which the rollouts' noise does not reward much.
 */
import {
  fullSet,
  shuffleInPlace,
  trainIndex,
  type Generator,
  type Tile,
  type TrainsRound,
  type TrainsState,
  type TrainsStep,
  type TrainsView,
} from '../../engine/index';

/** The tiles the seat has not seen: the set less its hand, the trains and the engine once placed. */
export function trainsUnseen(view: TrainsView): Tile[] {
  const round = view.round;
  if (!round) return [];
  const seen = new Set<Tile>(round.hand);
  for (const train of round.trains) for (const t of train) seen.add(t);
  if (round.placed || view.config.engineSetAside) seen.add(round.engine);
  return fullSet(view.config.maxPip).filter((t) => !seen.has(t));
}

/**
 * How many first turns have ended (§16.6). In the first-turn phase a seat plays only on its
 * own train, and its turn ends with a tile on it or with its marker out; so every seat but
 * the one on turn whose train holds a tile or a marker has had its first turn.
 */
function firstTurnsDone(view: TrainsView, turn: number, step: TrainsStep): number {
  const round = view.round;
  const n = view.config.players;
  if (!round || step === 'search' || step === 'engine' || view.config.firstTurn === 'single')
    return 0;
  if (step !== 'first' && step !== 'first-more') return n;
  let done = 0;
  for (let s = 0; s < n; s++) {
    if (s !== turn && ((round.trains[s]?.length ?? 0) > 0 || round.markers[s])) done++;
  }
  return done;
}

/** A full state for one world: the view's table and counts, the hidden tiles dealt from `g`. */
export function trainsWorld(view: TrainsView, g: Generator): TrainsState {
  const base: TrainsState = {
    config: view.config,
    totals: view.totals,
    scored: view.scored,
    round: null,
    over: view.over,
    winner: view.winner,
  };
  const round = view.round;
  if (!round) return base;
  const n = view.config.players;
  const phase = view.phase;
  const turn = phase.kind === 'turn' ? phase.seat : view.seat;
  const step = (phase.kind === 'turn' ? phase.name : 'play') as TrainsStep;
  const pool = trainsUnseen(view);
  // The engine's place when it is not in the hub: with the seat that is to place it, or
  // (in the search) in the boneyard, never in a hand.
  const engineOut =
    !round.placed && !view.config.engineSetAside && !round.hand.includes(round.engine);
  const engineTo = engineOut ? (step === 'engine' ? turn : n) : -1;
  if (engineOut) pool.splice(pool.indexOf(round.engine), 1);
  shuffleInPlace(g, pool);
  const hands: Tile[][] = [];
  let k = 0;
  for (let s = 0; s < n; s++) {
    if (s === view.seat) {
      hands.push(round.hand.slice());
      continue;
    }
    const size = round.handSizes[s] ?? 0;
    const hand: Tile[] = [];
    if (s === engineTo && size > 0) hand.push(round.engine);
    while (hand.length < size && k < pool.length) hand.push(pool[k++] as Tile);
    hands.push(hand);
  }
  const inSearch = engineTo === n && round.boneyardSize > 0;
  const stock = pool.slice(k, k + round.boneyardSize - (inSearch ? 1 : 0));
  if (inSearch) stock.splice(g.int(stock.length + 1), 0, round.engine);
  const ref = (r: (typeof round.unsatisfied)[number]): number => trainIndex(r, n);
  const full: TrainsRound = {
    index: round.index,
    engine: round.engine,
    engineValue: view.config.maxPip - round.index,
    leader: turn,
    hands,
    stock,
    stockTaken: 0,
    trains: round.trains,
    open: round.open,
    markers: round.markers,
    unsatisfied: round.unsatisfied.map(ref),
    step,
    turn,
    drawn: round.drawn,
    firstDone: firstTurnsDone(view, turn, step),
    placed: round.placed,
    result: round.result,
  };
  return { ...base, round: full };
}
