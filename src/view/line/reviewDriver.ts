/**
 * Practice's hand review, as data and a driver (pure, Node-tested; no Phaser): a cursor over
 * the game's positions (src/archive/replay.ts, the positions the game library's kept games
 * are rebuilt into), kept to the hand reviewed, with each position's board and caption
 * (src/view/line/replayWords.ts), and practice's own list: the person's decisions beside Hard's.
 */
import {
  frameAt,
  stepBack,
  stepForward,
  type Cursor,
  type GameFrames,
  type ReplayGame,
} from '../../archive/replay';
import { EMPTY_LAYOUT, type Layout } from '../../engine/line/layout';
import type { HandReview } from '../../practice/review';
import { replayCaption } from './replayWords';

/** What the review is opened with. */
export interface ReviewData {
  readonly review: HandReview;
  /** Who sat where, named as the replay viewer names them. */
  readonly game: ReplayGame;
  /** The game's positions up to the hand reviewed, its last (`framesSoFar`). */
  readonly frames: GameFrames;
}

export interface ReviewDriver {
  /** Where the review stands: the hand reviewed, and how many of its moves are made. */
  at(): Cursor;
  /** The board there. */
  layout(): Layout;
  /** Where it is in the game and what its move did ("Hand 2 of 2 · move 3 of 9: …"). */
  caption(): string;
  /** Calls `listener` after every step; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** One move forward (no further than the hand's last move, where the review opens). */
  forward(): void;
  /** One move back, no further than the hand's deal. */
  back(): void;
  /** Practice's own: the person's decisions beside Hard's, a line each under two heads. */
  readonly lines: readonly string[];
}

/** The review's list, in words. */
export function reviewLines(review: HandReview): string[] {
  return [
    `Hand ${review.hand + 1}: your moves beside Hard's`,
    review.items.length === 0
      ? 'You had no choice to make in this hand.'
      : `Points given away, by Hard's reckoning: ${review.givenAway.toFixed(1)}`,
    ...review.items.map((i) =>
      i.same
        ? `Move ${i.move + 1}: ${i.yours}: Hard's choice too.`
        : `Move ${i.move + 1}: ${i.yours}; Hard: ${i.best} (gave away ${i.givenAway.toFixed(1)}). ${i.reason}`,
    ),
  ];
}

/** The review of the frames' last hand, opened at its last move. */
export function reviewDriver(data: ReviewData): ReviewDriver {
  const { frames, game } = data;
  const hand = Math.max(0, frames.length - 1);
  let at: Cursor = { hand, count: Math.max(0, (frames[hand]?.length ?? 1) - 1) };
  const listeners = new Set<() => void>();
  const go = (next: Cursor): void => {
    // Kept to the hand reviewed: not past its deal into the hand before.
    if (next.hand !== hand || next.count === at.count) return;
    at = next;
    listeners.forEach((l) => l());
  };
  return {
    at: () => at,
    layout: () => frameAt(frames, at)?.layout ?? EMPTY_LAYOUT,
    caption: () => replayCaption(game, frames, at),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    forward: () => go(stepForward(frames, at)),
    back: () => go(stepBack(frames, at)),
    lines: reviewLines(data.review),
  };
}
