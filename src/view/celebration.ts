/**
 * The moments the table celebrates, as data (pure, Node-tested): a big chain (three plays in
 * one turn, or four points or more in it), a "domino!" (a seat went out) or a blocked hand,
 * called out over the final board, and the end of the game, loud for the person's win and
 * quiet for a loss. Which moment when is the family's (`familyMoments.ts`);
 * `src/scenes/table/celebrate.ts` draws them; how much motion follows the pace and the
 * reduced-motion setting (`celebrationMotion`).
 */

export type Celebration =
  | {
      readonly kind: 'chain';
      readonly seat: number;
      readonly plays: number;
      readonly points: number;
      readonly text: string;
    }
  | { readonly kind: 'domino'; readonly seat: number; readonly text: string }
  | { readonly kind: 'blocked'; readonly text: string }
  | { readonly kind: 'win'; readonly sides: readonly number[]; readonly text: string }
  | { readonly kind: 'loss'; readonly sides: readonly number[]; readonly text: string };

/** How a celebration moves: not at all (instant pace), still (reduced motion: alpha only), or fully. */
export type CelebrationMotion = 'none' | 'still' | 'full';

export function celebrationMotion(prefs: {
  readonly speed: string;
  readonly reducedMotion: boolean;
}): CelebrationMotion {
  if (prefs.speed === 'instant') return 'none';
  return prefs.reducedMotion ? 'still' : 'full';
}
