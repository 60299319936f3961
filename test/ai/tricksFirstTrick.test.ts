/**
 * Hard's first trick in Texas 42 (src/ai/tricks/tricksAi.ts): before the exact solver
 * values every world, each world is solved for made or set only (tricksLeaf.ts,
 * `madeCounts`), and the tile that makes the bid (or sets it) in the most worlds is played,
 * the rollouts' values breaking ties.
 */
import { describe, expect, it } from 'vitest';
import { determinizedSearch } from '../../src/ai/core/familyAi';
import { TRICKS_HARD_DEFAULTS, tricksAi, tricksHard } from '../../src/ai/tricks/tricksAi';
import { randomPosition } from '../../src/ai/tricks/tricksDeals';
import { madeCounts } from '../../src/ai/tricks/tricksLeaf';
import {
  Generator,
  seedRng,
  tricksLegalMoves,
  tricksSeatView,
  type Tile,
  type TrumpName,
} from '../../src/engine/index';

const options = { ...TRICKS_HARD_DEFAULTS, search: { worlds: 8, rolloutsPerMove: 1 } };
const TRUMPS: TrumpName[] = ['6', 'doubles', '3', 'none', '0', 'nello'];

function firstTrick(i: number) {
  const g = new Generator([4, 2, 4, 2 + i]);
  const s = randomPosition(g, TRUMPS[i % TRUMPS.length] ?? '6', 7, i % 3);
  const legal = tricksLegalMoves(s);
  const view = tricksSeatView(s, legal[0]?.seat ?? 0);
  const tiles = legal.flatMap((m) => (m.type === 'play' ? [m.tile] : []));
  return { legal, view, tiles };
}

describe("Texas 42 Hard's first trick", () => {
  it('plays the tile that makes (or sets) the bid in the most worlds, the rollouts breaking ties', () => {
    let decided = 0;
    for (let i = 0; i < 12; i++) {
      const { legal, view, tiles } = firstTrick(i);
      if (tiles.length < 2) continue;
      const choice = tricksHard(view, legal, seedRng(`first${i}`), options);
      expect(legal).toContainEqual(choice.move);
      // The same steps: the rollouts, then the made-or-set solves on the generator they leave.
      const rollouts = determinizedSearch(tricksAi, view, seedRng(`first${i}`), options.search);
      const g = new Generator(rollouts.rng);
      const counts = madeCounts(view, tiles, g, 8, options.madeBudget) ?? [];
      expect(choice.rng).toEqual(g.state());
      const top = Math.max(...counts);
      if (choice.move.type !== 'play') throw new Error('not a play');
      const tile = choice.move.tile;
      expect(counts[tiles.indexOf(tile)], `position ${i}`).toBe(top);
      const value = (t: Tile) =>
        rollouts.values[rollouts.moves.findIndex((m) => m.type === 'play' && m.tile === t)] ?? 0;
      for (const t of tiles.filter((_, k) => counts[k] === top))
        expect(value(tile)).toBeGreaterThanOrEqual(value(t));
      if (rollouts.best?.type === 'play' && rollouts.best.tile !== tile) decided++;
    }
    // The made-or-set counts, not the rollouts alone, chose some of these tiles.
    expect(decided).toBeGreaterThan(0);
  });

  it('plays the rollouts’ best with no budget for the made-or-set solves', () => {
    for (let i = 0; i < 4; i++) {
      const { legal, view, tiles } = firstTrick(i);
      if (tiles.length < 2) continue;
      const alone = { ...options, madeBudget: 0 };
      const choice = tricksHard(view, legal, seedRng(`alone${i}`), alone);
      const rollouts = determinizedSearch(tricksAi, view, seedRng(`alone${i}`), options.search);
      expect(choice.move).toEqual(rollouts.best);
    }
  });
});
