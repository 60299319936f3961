/**
 * The tile tracker: from one seat's information set, the tiles it has not seen
 * (neither in its hand nor on the table), grouped by number, and what the
 * draws and passes revealed about the other hands ("North has no 4s"). The
 * inference is the computer players' own (`deadValues`).
 */
import { unseenTiles } from '../ai/line/determinize';
import { deadValues } from '../ai/line/inference';
import type { InformationSet } from '../ai/line/infoSet';
import { hasPip, type Tile } from '../engine/core/tiles';

export interface TrackerGroup {
  /** The number (pip value). */
  readonly value: number;
  /** Unseen tiles showing it. */
  readonly tiles: readonly Tile[];
}

export interface TrackerVoid {
  readonly seat: number;
  /** Values the seat surely does not hold, ascending. */
  readonly values: readonly number[];
}

export interface Tracker {
  readonly unseen: readonly Tile[];
  /** One group per number, highest first; a tile appears under both its numbers. */
  readonly groups: readonly TrackerGroup[];
  /** Only seats about which something was revealed. */
  readonly voids: readonly TrackerVoid[];
}

export function track(view: InformationSet): Tracker {
  const unseen = unseenTiles(view);
  const max = view.config.options.maxPip;
  const groups: TrackerGroup[] = [];
  for (let v = max; v >= 0; v--)
    groups.push({ value: v, tiles: unseen.filter((t) => hasPip(t, v)) });
  const voids: TrackerVoid[] = [];
  view.handSizes.forEach((_, seat) => {
    if (seat === view.seat) return;
    const mask = deadValues(view, seat);
    const values: number[] = [];
    for (let v = 0; v <= max; v++) if ((mask >> v) & 1) values.push(v);
    if (values.length > 0) voids.push({ seat, values });
  });
  return { unseen, groups, voids };
}

/** "no 4s", "no 4s or 6s", "no 1s, 4s or 6s". */
export function voidText(values: readonly number[]): string {
  const names = values.map((v) => `${v}s`);
  if (names.length <= 1) return `no ${names.join('')}`;
  return `no ${names.slice(0, -1).join(', ')} or ${names[names.length - 1] ?? ''}`;
}
