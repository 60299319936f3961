import type { Tile } from '../engine/tiles';
import type { FamilyLessonHotspots } from './familyLesson';

/** Where to click, for browser tests. */
export interface FamilyHotspots {
  readonly family: string;
  /** The person may act, and the hand's tiles are in their places (none easing there). */
  readonly live: boolean;
  /** Bumped by every step of the game (the machine's log length). */
  readonly step: number;
  /** The hand's tiles; `numerals`: the face shows numerals (a big set's, by default). */
  readonly hand: readonly {
    tile: Tile;
    x: number;
    y: number;
    playable: boolean;
    numerals: boolean;
  }[];
  readonly targets: readonly { id: string; x: number; y: number }[];
  /** The tile chosen by a tap, its places lit (null when none is). */
  readonly chosen: Tile | null;
  readonly buttons: readonly { label: string; x: number; y: number }[];
  readonly status: string;
  readonly highlight: string | null;
  readonly scores: readonly { name: string; total: number }[];
  /** The words of the panel on top (a review, the hints), and of practice's standing hints. */
  readonly panel: readonly string[];
  readonly hints: readonly string[];
  /** The lesson played at the table, if one is. */
  readonly lesson: FamilyLessonHotspots | null;
}
