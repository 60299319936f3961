/**
 * Determinization: deal the tiles a seat cannot see into the other hands (of
 * their known sizes) and the boneyard (of its known size), consistently with
 * what the public history says, and build a full engine state to search in.
 */
import {
  fitsMask,
  fullSet,
  shuffleInPlace,
  type GameState,
  type Generator,
  type HandState,
  type Tile,
} from '../../engine/index';
import type { InformationSet } from './infoSet';

/** One way the hidden tiles could lie. */
export interface World {
  /** Every seat's hand; the viewer's own hand is its real one. */
  readonly hands: readonly (readonly Tile[])[];
  /** The boneyard, next tile to draw first. */
  readonly boneyard: readonly Tile[];
}

/** Tiles the viewer has not seen: the full set less its own hand and the table. */
export function unseenTiles(view: InformationSet): Tile[] {
  const seen = new Set<number>(view.hand);
  for (const node of view.layout.nodes) seen.add(node.tile);
  return fullSet(view.config.options.maxPip).filter((t) => !seen.has(t));
}

/** Tries before a deal ignores the inferred constraints of a slot it cannot fill. */
const TRIES = 8;

/**
 * Deals the unseen tiles at random: each seat's slots (most constrained first)
 * take the first shuffled tile that shows none of the slot's dead values. If no
 * consistent deal turns up after a few shuffles, the last try lets a slot take
 * any tile, so a deal is always produced.
 */
export function sampleWorld(
  view: InformationSet,
  slots: readonly (readonly number[])[],
  g: Generator,
): World {
  const pool = unseenTiles(view);
  const order: { seat: number; mask: number }[] = [];
  slots.forEach((masks, seat) => {
    if (seat !== view.seat) for (const mask of masks) order.push({ seat, mask });
  });
  // Most constrained first; the sort is stable, so equal masks keep seat order.
  order.sort((a, b) => popcount(b.mask) - popcount(a.mask));
  const used = new Uint8Array(pool.length);
  for (let attempt = 0; attempt < TRIES; attempt++) {
    shuffleInPlace(g, pool);
    used.fill(0);
    const hands: Tile[][] = view.handSizes.map((_, s) =>
      s === view.seat ? view.hand.slice() : [],
    );
    const relaxed = attempt === TRIES - 1;
    let ok = true;
    for (const slot of order) {
      let pick = -1;
      for (let i = 0; i < pool.length; i++) {
        if (used[i] === 0 && !fitsMask(pool[i] as Tile, slot.mask)) {
          pick = i;
          break;
        }
      }
      if (pick < 0 && relaxed) pick = used.indexOf(0);
      if (pick < 0) {
        ok = false;
        break;
      }
      used[pick] = 1;
      (hands[slot.seat] as Tile[]).push(pool[pick] as Tile);
    }
    if (!ok) continue;
    const boneyard = pool.filter((_, i) => used[i] === 0).slice(0, view.boneyardSize);
    return { hands, boneyard };
  }
  // Unreachable: the relaxed try always fills every slot while tiles remain.
  return { hands: view.handSizes.map((_, s) => (s === view.seat ? view.hand : [])), boneyard: [] };
}

function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/** A full engine state for one world: the view's table and scores with the world's hidden tiles. */
export function worldState(view: InformationSet, world: World): GameState {
  const hand: HandState = {
    hands: world.hands,
    boneyard: world.boneyard,
    layout: view.layout,
    leader: view.leader,
    turn: view.turn,
    chained: view.chained,
    restricted: view.restricted,
    drawn: view.drawn,
    drew: view.drew,
    leadTile: view.leadTile,
    washedUp: view.washedUp,
    result: null,
  };
  return {
    config: view.config,
    scores: view.scores,
    handsPlayed: 1,
    hand,
    nextLeader: null,
    over: false,
    winner: null,
  };
}

/**
 * The state a seat can build from its own view alone: its own hand, the table,
 * and no tiles anywhere else. Good for searching its own chain of plays, which
 * depends on nothing hidden.
 */
export function ownState(view: InformationSet): GameState {
  return worldState(view, {
    hands: view.handSizes.map((_, s) => (s === view.seat ? view.hand : [])),
    boneyard: [],
  });
}
