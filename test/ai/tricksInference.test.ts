/**
 * Hard's worlds in Texas 42 (src/ai/tricks/tricksInference.ts): the seat that named a pip
 * suit holds as many trumps in them as naming it makes likely; every world still deals
 * each seat its count of the unseen tiles, none a seat has shown it is void in.
 */
import { describe, expect, it } from 'vitest';
import { randomPosition } from '../../src/ai/tricks/tricksDeals';
import { inferredWorld, namerWeight } from '../../src/ai/tricks/tricksInference';
import { tricksWorld, unseenTiles, voidMasks } from '../../src/ai/tricks/tricksWorld';
import {
  Generator,
  hasPip,
  seedRng,
  tileOf,
  tricksSeatView,
  type Tile,
  type TricksState,
  type TricksView,
} from '../../src/engine/index';

/** A position `extra` plays into the first or a later trick, seen by a seat other than the bidder. */
function defendersView(i: number, tricksLeft = 7): { view: TricksView; suit: number } {
  const suit = i % 7;
  const s = randomPosition(new Generator([7, 1, i, 3]), String(suit) as '0', tricksLeft, i % 3);
  const bidder = s.hand?.bidder ?? 0;
  return { view: tricksSeatView(s, (bidder + 1 + (i % 3)) % 4), suit };
}

const trumps = (tiles: readonly Tile[], suit: number) => tiles.filter((t) => hasPip(t, suit));

describe('what naming trumps tells', () => {
  it('weighs a namer’s hand by the trumps it holds and the trump double', () => {
    const hand = (...pairs: [number, number][]) => pairs.map(([a, b]) => tileOf(a, b));
    const three = hand([6, 6], [6, 5], [6, 1], [2, 0], [3, 1], [4, 4], [5, 0]);
    const threeNoDouble = hand([6, 4], [6, 5], [6, 1], [2, 0], [3, 1], [4, 4], [5, 0]);
    const one = hand([6, 5], [2, 1], [2, 0], [3, 1], [4, 4], [5, 0], [1, 0]);
    expect(namerWeight(three, 6)).toBeGreaterThan(namerWeight(threeNoDouble, 6));
    expect(namerWeight(threeNoDouble, 6)).toBeGreaterThan(10 * namerWeight(one, 6));
  });

  it('deals the namer more trumps than plain worlds do, the counts and voids kept', () => {
    let inferred = 0;
    let plain = 0;
    let worlds = 0;
    for (let i = 0; i < 14; i++) {
      const { view, suit } = defendersView(i, i % 2 === 0 ? 7 : 5);
      const hand = view.hand;
      if (!hand || hand.bidder === null) throw new Error('no hand');
      const voids = voidMasks(hand);
      const unseen = new Set(unseenTiles(view));
      const g = new Generator(seedRng(`infer${i}`));
      const h = new Generator(seedRng(`plain${i}`));
      for (let w = 0; w < 40; w++) {
        const world: TricksState = inferredWorld(view, g);
        const dealt = world.hand?.hands ?? [];
        for (let s = 0; s < 4; s++) {
          if (s === view.seat) continue;
          expect(dealt[s]?.length).toBe(hand.counts[s]);
          for (const t of dealt[s] ?? []) {
            expect(unseen.has(t)).toBe(true);
            expect(((voids[s] ?? 0) >>> t) & 1).toBe(0);
          }
        }
        inferred += trumps(world.hand?.deal[hand.bidder] ?? [], suit).length;
        plain += trumps(tricksWorld(view, h).hand?.deal[hand.bidder] ?? [], suit).length;
        worlds++;
      }
    }
    // Named: about 3.3 trumps a hand; dealt at random, about 1.8 (less what the views hold).
    expect(inferred / worlds).toBeGreaterThan(3);
    expect(plain / worlds).toBeLessThan(2.2);
  });

  it('deals plain worlds to the namer itself, and the same worlds from the same seed', () => {
    const s = randomPosition(new Generator([7, 1, 9, 3]), '4', 7, 0);
    const own = tricksSeatView(s, s.hand?.bidder ?? 0);
    const plain = tricksWorld(own, new Generator(seedRng('own')));
    expect(inferredWorld(own, new Generator(seedRng('own')))).toEqual(plain);
    const { view } = defendersView(3);
    const a = inferredWorld(view, new Generator(seedRng('same')));
    expect(inferredWorld(view, new Generator(seedRng('same')))).toEqual(a);
  });
});
