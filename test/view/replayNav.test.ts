/** The replay viewer's controls (issue 26, item 11): 44 px on a phone, clear of the HUD, Back beside Forward. */
import { describe, expect, test } from 'vitest';
import {
  replayNavSpots,
  replayScrubSpot,
  replayStrip,
  REPLAY_NAV,
  type NavSpot,
} from '../../src/view/replayNav';
import { hudBlocks, overlaps, tableRegions, type Rect } from '../../src/view/tableRegions';

const box = (s: NavSpot): Rect => ({ x: s.x - s.w / 2, y: s.y - s.h / 2, w: s.w, h: s.h });

const SIZES: readonly [number, number][] = [
  [390, 844],
  [360, 640],
  [430, 932],
  [1280, 720],
  [1920, 1080],
  [1024, 768],
  [800, 600],
];

describe('the replay controls', () => {
  for (const [W, H] of SIZES)
    test(`${W}x${H}`, () => {
      const r = tableRegions(W, H, 2, 2);
      const spots = replayNavSpots(r, W);
      // The buttons and the scrubber's track.
      const boxes = [...REPLAY_NAV.map((n) => box(spots[n])), box(replayScrubSpot(r))];
      const { count, boneyard } = hudBlocks(r);
      // The Your games button where the menu goes (124x44 on a phone held upright, else
      // 124x36 at the table's scale).
      const k = r.portrait ? 1 : Math.max(0.75, r.scale);
      const lh = r.portrait ? 44 : 36 * k;
      const leave = { x: r.menu.x - 62 * k, y: r.menu.y - lh / 2, w: 124 * k, h: lh };
      boxes.forEach((b, i) => {
        expect(b.h).toBeGreaterThanOrEqual(44);
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.x + b.w).toBeLessThanOrEqual(W);
        expect(b.y).toBeGreaterThanOrEqual(0);
        // Clear of the other seats' boxes too.
        for (const seat of r.seats.slice(1))
          expect(
            overlaps(b, { x: seat.x - seat.w / 2, y: seat.y - seat.h / 2, w: seat.w, h: seat.h }),
          ).toBe(false);
        // Clear of the count, the boneyard (and its label), Your games and each other.
        for (const other of [count, boneyard, leave]) expect(overlaps(b, other)).toBe(false);
        boxes.forEach((o, j) => i === j || expect(overlaps(b, o)).toBe(false));
      });
      // Back, Play and Forward together: side by side upright, one under another sideways,
      // on the same side of the count.
      const [back, play, forward] = [spots.Back, spots.Play, spots.Forward];
      if (r.portrait) {
        expect(back.y).toBe(forward.y);
        expect(back.x < play.x && play.x < forward.x).toBe(true);
        // All in the strip taken from the layout's top.
        const strip = replayStrip(r);
        for (const b of boxes) expect(b.y + b.h).toBeLessThanOrEqual(r.layout.y + strip);
      } else {
        expect(back.x).toBe(forward.x);
        expect(back.y < play.y && play.y < forward.y).toBe(true);
        expect(forward.y < count.y).toBe(true);
        // The scrubber's row alone is taken from the layout's top, the track within it.
        const strip = replayStrip(r);
        const track = box(replayScrubSpot(r));
        expect(track.y).toBeGreaterThanOrEqual(r.layout.y);
        expect(track.y + track.h).toBeLessThanOrEqual(r.layout.y + strip);
        expect(track.w).toBeGreaterThan(r.layout.w * 0.9);
      }
    });
});
