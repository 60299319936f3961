/**
 * Practice's hand review, as data and a driver (pure, Node-tested; no Phaser): the hand is
 * stepped by the replay driver (src/view/replayDriver.ts) over the game's positions
 * (src/archive/replay.ts), so its cursor and its captions are the game library's viewer's.
 * What the review adds is practice's own: the person's decisions beside Hard's, and the
 * replay kept to the hand reviewed.
 */
import type { GameFrames, ReplayGame } from '../archive/replay';
import type { HandReview } from '../practice/review';
import { replayDriver, type ReplayDriver } from './replayDriver';

/** What the review is opened with. */
export interface ReviewData {
  readonly review: HandReview;
  /** Who sat where, named as the replay viewer names them. */
  readonly game: ReplayGame;
  /** The game's positions up to the hand reviewed, its last (`framesSoFar`). */
  readonly frames: GameFrames;
}

export interface ReviewDriver {
  /** The replay viewer's driver: the cursor, and the view drawn (its layout and caption). */
  readonly replay: ReplayDriver;
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

/** The review over the replay driver, at the hand's last move. */
export function reviewDriver(data: ReviewData): ReviewDriver {
  const replay = replayDriver(data.game, data.frames);
  replay.toEnd();
  return {
    replay,
    lines: reviewLines(data.review),
    forward: () => replay.forward(false),
    back: () => {
      if (replay.at().count > 0) replay.back();
    },
  };
}
