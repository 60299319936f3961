/**
 * Texas 42 worlds: the tiles a seat has not seen dealt to the other seats, consistently
 * with their tile counts and with the voids their plays showed (a seat that did not follow
 * the suit led holds none of it, RULES.md §17.6), and a full engine state built from them.
 */
import {
  followMask,
  fullSet,
  shuffleInPlace,
  suitLed,
  TRICKS_SEATS,
  type Generator,
  type Tile,
  type TrickPlay,
  type TricksHandView,
  type TricksState,
  type TricksView,
} from '../../engine/index';

/** Tries of the quick random deal before an exact matching takes over. */
const TRIES = 12;

/** The tiles a hand view shows as played: the complete tricks and the current one. */
export function playedTiles(hand: TricksHandView): TrickPlay[] {
  return [...hand.tricks.flatMap((t) => t.plays), ...hand.current];
}

/**
 * Per seat, the 28-bit set of tiles it cannot hold: every suit it once failed to follow
 * (the follow mask of that suit under the contract). Nothing before trumps are named.
 */
export function voidMasks(
  hand: Pick<TricksHandView, 'trump' | 'doubles' | 'tricks' | 'current'>,
): number[] {
  const out = new Array<number>(TRICKS_SEATS).fill(0);
  const trump = hand.trump;
  // Sevens has no suits to be void in (what a seat's nearest-7 play tells is not used).
  if (trump === null || trump === 'sevens') return out;
  const trick = (plays: readonly TrickPlay[]): void => {
    const lead = plays[0];
    if (!lead) return;
    const mask = followMask(suitLed(lead.tile, trump, hand.doubles), trump, hand.doubles);
    for (const p of plays.slice(1)) {
      if (((mask >>> p.tile) & 1) === 0) out[p.seat] = (out[p.seat] ?? 0) | mask;
    }
  };
  for (const t of hand.tricks) trick(t.plays);
  trick(hand.current);
  return out;
}

/** The tiles the seat has not seen: the double-six set less its own tiles and every tile played. */
export function unseenTiles(view: TricksView): Tile[] {
  const hand = view.hand;
  if (!hand) return fullSet(6);
  let seen = 0;
  for (const t of hand.own) seen |= 1 << t;
  for (const p of playedTiles(hand)) seen |= 1 << p.tile;
  return fullSet(6).filter((t) => ((seen >>> t) & 1) === 0);
}

const can = (voids: number, t: Tile): boolean => ((voids >>> t) & 1) === 0;

/**
 * Deals the unseen tiles to the other seats: each seat (the tightest first, by spare
 * tiles it may hold) takes the first tiles of a shuffle it may hold. If a dozen shuffles
 * fail, an exact matching finds a deal, so the voids always hold when any deal fits them.
 */
export function dealUnseen(view: TricksView, g: Generator): Tile[][] {
  const hand = view.hand;
  const hands: Tile[][] = Array.from({ length: TRICKS_SEATS }, (_, s) =>
    s === view.seat && hand ? hand.own.slice() : [],
  );
  if (!hand) return hands;
  const pool = unseenTiles(view);
  const voids = voidMasks(hand);
  const need = (s: number): number => (s === view.seat ? 0 : (hand.counts[s] ?? 0));
  const spare = (s: number): number => pool.filter((t) => can(voids[s] ?? 0, t)).length - need(s);
  const order = [0, 1, 2, 3].filter((s) => need(s) > 0).sort((a, b) => spare(a) - spare(b));
  const used = new Uint8Array(pool.length);
  for (let attempt = 0; attempt < TRIES; attempt++) {
    shuffleInPlace(g, pool);
    used.fill(0);
    let ok = true;
    for (const s of order) {
      const got: Tile[] = [];
      for (let i = 0; i < pool.length && got.length < need(s); i++) {
        const t = pool[i] as Tile;
        if (used[i] === 0 && can(voids[s] ?? 0, t)) {
          used[i] = 1;
          got.push(t);
        }
      }
      if (got.length < need(s)) {
        ok = false;
        break;
      }
      hands[s] = got;
    }
    if (ok) return hands;
  }
  const matched = matchDeal(pool, order, need, voids);
  for (const s of order) hands[s] = matched[s] ?? [];
  return hands;
}

/**
 * An exact deal by augmenting paths (Kuhn's matching of tiles to seats' places), for the
 * rare view whose voids leave few deals. A place may take any tile if none fits at all.
 */
function matchDeal(
  pool: readonly Tile[],
  order: readonly number[],
  need: (s: number) => number,
  voids: readonly number[],
): Tile[][] {
  const places = order.flatMap((s) => new Array<number>(need(s)).fill(s));
  const holder = new Array<number>(pool.length).fill(-1);
  const fits = (p: number, i: number): boolean => can(voids[places[p] ?? 0] ?? 0, pool[i] as Tile);
  const augment = (p: number, seen: Uint8Array): boolean => {
    for (let i = 0; i < pool.length; i++) {
      if (seen[i] === 1 || !fits(p, i)) continue;
      seen[i] = 1;
      const h = holder[i] ?? -1;
      if (h < 0 || augment(h, seen)) {
        holder[i] = p;
        return true;
      }
    }
    return false;
  };
  const unplaced: number[] = [];
  places.forEach((_, p) => {
    if (!augment(p, new Uint8Array(pool.length))) unplaced.push(p);
  });
  for (const p of unplaced) {
    const i = holder.indexOf(-1);
    if (i >= 0) holder[i] = p;
  }
  const out: Tile[][] = Array.from({ length: TRICKS_SEATS }, () => []);
  holder.forEach((p, i) => {
    if (p >= 0) out[places[p] ?? 0]?.push(pool[i] as Tile);
  });
  return out;
}

/** A full engine state for one world: the view's public hand with the dealt hidden tiles. */
export function tricksWorld(view: TricksView, g: Generator): TricksState {
  const hand = view.hand;
  const base: TricksState = {
    options: view.options,
    scores: view.scores,
    over: view.over,
    winner: view.winner,
    handCount: hand ? 1 : 0,
    hand: null,
  };
  if (!hand) return base;
  const hands = dealUnseen(view, g);
  const played = playedTiles(hand);
  const deal = hands.map((h, s) => [
    ...played.filter((p) => p.seat === s).map((p) => p.tile),
    ...h,
  ]);
  // The view's public hand as it is; the hidden tiles from this world.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the seat's own part of the view, dealt above
  const { own, counts, ...shared } = hand;
  const decidedAt = hand.result === null ? null : hand.tricks.length - 1;
  return { ...base, hand: { ...shared, deal, hands, decidedAt } };
}
