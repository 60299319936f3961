/** How to play's pictures (src/view/helpPictures.ts) held to the rules and to their own room. */
import { describe, expect, test } from 'vitest';
import {
  HELP_PICTURES,
  MARKED_TRAIN,
  OWED_TRAIN,
  SEAT_NAMES,
  TRUMP_TRICK,
  trainPicture,
  trickPicture,
  trickPoints,
  trickWinnerOf,
  type Picture,
  type TrainShown,
} from '../../src/view/helpPictures';
import { helpPage } from '../../src/scenes/menus/helpPages';

interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

const overlap = (a: Box, b: Box): boolean =>
  a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** Each tile's and note's box in units, notes sized as 13 px type at 27 px a unit (a phone). */
function boxes(p: Picture): { tiles: Box[]; notes: Box[] } {
  const tiles = p.tiles.map((t) => {
    const upright = t.toward === 'up' || t.toward === 'down';
    const [hw, hh] = upright ? [0.5, 1] : [1, 0.5];
    return { x0: t.x - hw, y0: t.y - hh, x1: t.x + hw, y1: t.y + hh };
  });
  const notes = p.notes.map((n) => {
    const w = (n.text.length * 13 * 0.55) / 27;
    const h = 15 / 27;
    const x0 = n.align === 'left' ? n.x : n.align === 'right' ? n.x - w : n.x - w / 2;
    return { x0, y0: n.y - h / 2, x1: x0 + w, y1: n.y + h / 2 };
  });
  return { tiles, notes };
}

function matchesEndToEnd(train: TrainShown): boolean {
  let open = train.engine;
  for (const [inner, outer] of train.tiles) {
    if (inner !== open) return false;
    open = outer;
  }
  return true;
}

describe('How to play’s pictures', () => {
  test('each train matches end to end from its engine, and says its open end', () => {
    expect(matchesEndToEnd(MARKED_TRAIN)).toBe(true);
    expect(matchesEndToEnd(OWED_TRAIN)).toBe(true);
    expect(HELP_PICTURES['marked-train'].caption).toMatch(/open end is 10/);
    expect(HELP_PICTURES['marked-train'].notes.map((n) => n.text)).toContain('open 10');
    // The owed double: the last tile, a double, laid crosswise and ringed; a 6 asked for.
    const last = OWED_TRAIN.tiles[OWED_TRAIN.tiles.length - 1];
    expect(last?.[0]).toBe(last?.[1]);
    const owed = HELP_PICTURES['owed-double'];
    const double = owed.tiles[owed.tiles.length - 1];
    expect(double?.toward).toBe('up');
    expect(double?.ring).toBe(true);
    expect(owed.caption).toMatch(
      new RegExp(`a ${last?.[0]} goes on this ${last?.[0]}-${last?.[0]}`),
    );
    expect(owed.spots).toHaveLength(1);
    expect(HELP_PICTURES['marked-train'].markers).toHaveLength(1);
    // A train that does not match is caught.
    expect(
      matchesEndToEnd({
        ...MARKED_TRAIN,
        tiles: [
          [12, 7],
          [3, 7],
        ],
      }),
    ).toBe(false);
  });

  test('the trick’s winner and points are the engine’s, and the caption says them', () => {
    const winner = trickWinnerOf(TRUMP_TRICK);
    expect(SEAT_NAMES[winner]).toBe('East');
    expect(trickPoints(TRUMP_TRICK)).toBe(11);
    const pic = HELP_PICTURES['trump-trick'];
    expect(pic.caption).toMatch(/East’s team takes the trick/);
    expect(pic.caption).toMatch(/11 in all/);
    expect(pic.tiles.filter((t) => t.ring)).toHaveLength(1);
    // With sixes trumps instead, West's 6-4 keeps it: the picture follows the engine.
    const sixes = trickPicture({ ...TRUMP_TRICK, trump: '6' }, '');
    expect(trickWinnerOf({ ...TRUMP_TRICK, trump: '6' })).toBe(0);
    expect(sixes.tiles.find((t) => t.ring)?.ends).toEqual([6, 6]);
  });

  test('nothing in a picture is drawn over anything else, and all of it inside', () => {
    const all = [
      ...Object.values(HELP_PICTURES),
      trainPicture(
        {
          engine: 9,
          tiles: [
            [9, 4],
            [4, 4],
          ],
          marker: true,
          owed: true,
        },
        '',
      ),
    ];
    for (const pic of all) {
      const { tiles, notes } = boxes(pic);
      const every = [...tiles, ...notes];
      every.forEach((a, i) => {
        for (const b of every.slice(i + 1))
          expect([pic.caption, a, b, overlap(a, b)]).toEqual([pic.caption, a, b, false]);
        expect(a.x0).toBeGreaterThanOrEqual(-0.3);
        expect(a.x1).toBeLessThanOrEqual(pic.width + 0.3);
        expect(a.y0).toBeGreaterThanOrEqual(-0.3);
        expect(a.y1).toBeLessThanOrEqual(pic.height + 0.3);
      });
    }
  });

  test('the Mexican Train and Texas 42 pages show them', () => {
    const names = (preset: string): string[] =>
      helpPage(preset).flatMap((b) => (b.kind === 'picture' ? [b.name] : []));
    expect(names('mexican-train')).toEqual(['marked-train', 'owed-double']);
    expect(names('texas-42')).toEqual(['trump-trick']);
    expect(names('horse-race')).toEqual([]);
  });
});
