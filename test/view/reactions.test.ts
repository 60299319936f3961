/**
 * Quick reactions as data (src/view/reactions.ts): which show and for how long, the fade, one
 * bubble a seat; where the bubbles go beside the seats' labels of the online table at a
 * phone's and a desktop's size (clear of what the table shows and of each other, every seat
 * reacting at once); the chips' place and pause; the reactions button in the top bar.
 */
import { describe, expect, test } from 'vitest';
import type { HeardReaction } from '../../src/net/session';
import { familyRegions } from '../../src/view/familyRegions';
import {
  BUBBLE_H,
  BUTTON_SIZE,
  CHIP_H,
  FADE_MS,
  PAUSE_MS,
  REACTION_CHOICES,
  SHOW_MS,
  TITLE_ROOM,
  WEIGHT,
  chipsPlace,
  chipsReady,
  familyAnchors,
  familyButtonSpot,
  handObstacles,
  hearReactions,
  nextChange,
  opacity,
  overlapArea,
  placeBubbles,
  startReactions,
  type Obstacle,
  type ReactionsState,
  type SeatAnchor,
} from '../../src/view/reactions';
import type { Rect } from '../../src/view/tableRegions';

/** Words about 8 px a character, as the table's 15 px bold type is. */
const measure = (t: string): number => t.length * 8;
const heard = (id: number, seat: number, reaction: HeardReaction['reaction']) => ({
  id,
  seat,
  reaction,
});
const box = (x: number, y: number, w: number, h: number): Rect => ({ x, y, w, h });
const within = (r: Rect, b: Rect): boolean =>
  r.x >= b.x && r.y >= b.y && r.x + r.w <= b.x + b.w && r.y + r.h <= b.y + b.h;
/** The gap between two boxes (0 when they touch or overlap). */
const gapBetween = (a: Rect, b: Rect): number =>
  Math.max(0, a.x - (b.x + b.w), b.x - (a.x + a.w), a.y - (b.y + b.h), b.y - (a.y + a.h));

describe('which reactions show, and for how long', () => {
  test('only what is heard from now; one a seat, the newer in place of the older', () => {
    const before = [heard(1, 0, 'nice'), heard(2, 1, 'oops')];
    let s = startReactions(before);
    expect(s).toEqual({ last: 2, shown: [] });
    expect(hearReactions(s, before, 100)).toBe(s);
    s = hearReactions(s, [...before, heard(3, 1, 'thanks'), heard(4, 2, 'good-game')], 100);
    expect(s.shown.map((r) => [r.id, r.seat, r.reaction, r.at])).toEqual([
      [3, 1, 'thanks', 100],
      [4, 2, 'good-game', 100],
    ]);
    s = hearReactions(s, [heard(5, 1, 'well-played')], 900);
    expect(s.shown.map((r) => [r.id, r.seat, r.at])).toEqual([
      [4, 2, 100],
      [5, 1, 900],
    ]);
    // Gone once their time is over, each by its own clock.
    expect(hearReactions(s, [], 100 + SHOW_MS).shown.map((r) => r.id)).toEqual([5]);
    expect(hearReactions(s, [], 900 + SHOW_MS)).toEqual({ last: 5, shown: [] });
  });

  test('a reaction shows whole, then fades over its last moment; the next change is timed', () => {
    const s: ReactionsState = { last: 1, shown: [{ ...heard(1, 0, 'nice'), at: 1000 }] };
    const r = s.shown[0]!;
    expect(opacity(r, 1000)).toBe(1);
    expect(opacity(r, 1000 + SHOW_MS - FADE_MS)).toBe(1);
    expect(opacity(r, 1000 + SHOW_MS - FADE_MS / 2)).toBeCloseTo(0.5);
    expect(opacity(r, 1000 + SHOW_MS)).toBe(0);
    expect(nextChange(s, 1000)).toBe(1000 + SHOW_MS - FADE_MS);
    expect(nextChange(s, 1000 + SHOW_MS - FADE_MS)).toBe(1000 + SHOW_MS);
    expect(nextChange(s, 1000 + SHOW_MS)).toBeNull();
  });

  test('the chips rest a second after a send', () => {
    expect(chipsReady(null, 0)).toBe(true);
    expect(chipsReady(5000, 5000 + PAUSE_MS - 1)).toBe(false);
    expect(chipsReady(5000, 5000 + PAUSE_MS)).toBe(true);
    expect(REACTION_CHOICES.map((c) => c.words)).toEqual([
      'Nice!',
      'Well played',
      'Good game',
      'Oops!',
      'Thanks',
    ]);
  });
});

describe('where a bubble goes', () => {
  const bounds = box(0, 0, 800, 600);
  const anchor: SeatAnchor = {
    seat: 1,
    name: 'North',
    side: 1,
    rect: box(300, 100, 200, 60),
    sides: ['right', 'left', 'below'],
  };
  const showing = (...seats: number[]): ReactionsState => ({
    last: seats.length,
    shown: seats.map((seat, i) => ({ ...heard(i + 1, seat, 'well-played'), at: 0 })),
  });

  test('beside its label on the first free side, its tail toward it', () => {
    const [b] = placeBubbles(showing(1), 0, [anchor], { bounds, obstacles: [] }, measure);
    expect(b).toMatchObject({ seat: 1, text: 'Well played', caption: 'North: Well played' });
    expect(b!.tail).toBe('left');
    expect(b!.rect.x).toBeGreaterThan(500);
    expect(b!.rect.h).toBe(BUBBLE_H);
    expect(gapBetween(b!.rect, anchor.rect)).toBeLessThanOrEqual(8);
  });

  test('round what is drawn; further off it names its seat; never over a button', () => {
    const right: Obstacle = { rect: box(505, 0, 295, 600), weight: WEIGHT.text };
    const [left] = placeBubbles(showing(1), 0, [anchor], { bounds, obstacles: [right] }, measure);
    expect(left!.tail).toBe('right');
    expect(left!.rect.x + left!.rect.w).toBeLessThanOrEqual(300);
    // Both sides and the place just below taken: further below, with the seat's name.
    const sides: Obstacle[] = [right, { rect: box(0, 0, 295, 600), weight: WEIGHT.text }];
    const under: Obstacle = { rect: box(295, 160, 210, 30), weight: WEIGHT.button };
    const room = { bounds, obstacles: [...sides, under] };
    const [far] = placeBubbles(showing(1), 0, [anchor], room, measure);
    expect(far).toMatchObject({ text: 'North: Well played', tail: null });
    expect(far!.rect.y).toBeGreaterThanOrEqual(190);
    for (const o of room.obstacles) expect(overlapArea(far!.rect, o.rect)).toBe(0);
    // Nowhere clear: it covers a panel's bare part rather than a word, and never a button.
    const tight = {
      bounds: box(0, 0, 800, 400),
      obstacles: [
        { rect: box(0, 0, 800, 100), weight: WEIGHT.button },
        { rect: box(0, 160, 800, 240), weight: WEIGHT.panel },
        { rect: box(0, 100, 300, 60), weight: WEIGHT.text },
        { rect: box(500, 100, 300, 60), weight: WEIGHT.text },
      ],
    };
    const [covering] = placeBubbles(showing(1), 0, [anchor], tight, measure);
    expect(overlapArea(covering!.rect, tight.obstacles[0]!.rect)).toBe(0);
    expect(overlapArea(covering!.rect, tight.obstacles[2]!.rect)).toBe(0);
    expect(overlapArea(covering!.rect, tight.obstacles[3]!.rect)).toBe(0);
    expect(within(covering!.rect, tight.bounds)).toBe(true);
  });

  test('the hand’s tiles, upright round their centres, are not to be covered', () => {
    expect(handObstacles([{ x: 100, y: 200, half: 20 }])).toEqual([
      { rect: box(90, 180, 20, 40), weight: WEIGHT.text },
    ]);
  });

  test('two seats side by side: their bubbles do not meet; a seat with no label has none', () => {
    const a: SeatAnchor = { ...anchor, seat: 0, name: 'West', rect: box(100, 100, 200, 60) };
    const b: SeatAnchor = { ...anchor, seat: 2, name: 'East', rect: box(400, 100, 200, 60) };
    const sides = ['below'] as const;
    const anchors = [
      { ...a, sides },
      { ...b, sides },
    ];
    const bubbles = placeBubbles(showing(0, 2, 3), 0, anchors, { bounds, obstacles: [] }, measure);
    expect(bubbles.map((x) => x.seat)).toEqual([0, 2]);
    expect(overlapArea(bubbles[0]!.rect, bubbles[1]!.rect)).toBe(0);
    // Long words beside narrow labels would meet: the second steps aside.
    const wide = (t: string) => t.length * 28;
    const apart = placeBubbles(showing(0, 2), 0, anchors, { bounds, obstacles: [] }, wide);
    expect(overlapArea(apart[0]!.rect, apart[1]!.rect)).toBe(0);
    // Faded out: not drawn.
    expect(placeBubbles(showing(0), SHOW_MS, anchors, { bounds, obstacles: [] }, measure)).toEqual(
      [],
    );
  });
});

const SIZES = [
  ['phone', 390, 844],
  ['desktop', 1280, 720],
  ['phone on its side', 844, 390],
] as const;

/** Every bubble clear of what is drawn and of the others, on screen, near its label. */
function expectClear(
  bubbles: ReturnType<typeof placeBubbles>,
  anchors: readonly SeatAnchor[],
  obstacles: readonly Obstacle[],
  bounds: Rect,
  where: string,
): void {
  expect(bubbles).toHaveLength(anchors.length);
  for (const b of bubbles) {
    const at = `${b.caption} at ${where}`;
    expect(within(b.rect, bounds), at).toBe(true);
    for (const o of obstacles) expect(overlapArea(b.rect, o.rect), at).toBe(0);
    for (const c of bubbles) if (c !== b) expect(overlapArea(b.rect, c.rect), at).toBe(0);
    const label = anchors.find((a) => a.seat === b.seat)!.rect;
    expect(gapBetween(b.rect, label), at).toBeLessThanOrEqual(150);
  }
}

describe('the family table online', () => {
  test.each(SIZES)('%s: the button in the top bar; bubbles by the chips, clear', (_, w, h) => {
    for (const players of [2, 4]) {
      const names = ['You', 'West', 'North', 'East'].slice(0, players);
      const seats = names.map((name, seat) => ({ seat, side: seat, name }));
      const r = familyRegions(w, h, players - 1, 2, 15);
      const view = { seats, viewer: 0, names } as never;
      const anchors = familyAnchors(view, r);
      // The top bar: Menu, the title, Scores on a narrow screen, and the reactions button.
      const at = familyButtonSpot(r.top, r.sheet !== null);
      const button = box(at.x - BUTTON_SIZE / 2, at.y - BUTTON_SIZE / 2, BUTTON_SIZE, BUTTON_SIZE);
      const menu = box(r.top.x, r.top.y, 96, 44);
      const scores = r.sheet ? null : box(r.top.x + r.top.w - 98, r.top.y, 96, 44);
      const titleW = r.top.w - 108 - (r.sheet ? 0 : 108) - TITLE_ROOM;
      const title = box(r.top.x + 108, r.top.y, titleW, 44);
      for (const other of [menu, title, ...(scores ? [scores] : [])])
        expect(overlapArea(button, other)).toBe(0);
      expect(within(button, r.top)).toBe(true);
      const tilesW = Math.min(r.hand.w, 7 * 64);
      const handTiles = box(r.hand.x + (r.hand.w - tilesW) / 2, r.hand.y, tilesW, r.hand.h);
      // The board's words, trains and tiles matter; its bare felt less.
      const obstacles: Obstacle[] = [
        ...[menu, title, button, ...(scores ? [scores] : [])].map((rect) => ({
          rect,
          weight: WEIGHT.button,
        })),
        // The hand's tiles (seven, centred in the hand's row), not its bare row.
        ...[r.status, r.actions, handTiles, ...anchors.slice(0, -1).map((a) => a.rect)].map(
          (rect) => ({ rect, weight: WEIGHT.text }),
        ),
        { rect: r.board, weight: WEIGHT.panel },
      ];
      const state: ReactionsState = {
        last: players,
        shown: anchors.map((a, i) => ({ ...heard(i + 1, a.seat, 'good-game'), at: 0 })),
      };
      const bounds = box(4, 4, w - 8, h - 8);
      const bubbles = placeBubbles(state, 0, anchors, { bounds, obstacles }, measure);
      // Over the board's bare felt at most (its tiles are the drawer's): nothing else.
      const hard = obstacles.filter((o) => o.weight > WEIGHT.panel);
      expectClear(bubbles, anchors, hard, bounds, `${w}x${h}, ${players} seats`);
    }
  });
});

describe('the chips', () => {
  test.each([
    ['under the button', box(300, 60, 44, 44), 844],
    ['over it where the screen ends first', box(300, 700, 44, 44), 760],
    ['in columns on a short screen', box(700, 10, 44, 44), 200],
  ])('%s: all on screen, thumb-sized, clear of the button and each other', (_, button, h) => {
    const bounds = box(8, 8, 800 - 16, h - 16);
    const { panel, chips } = chipsPlace(button, bounds, REACTION_CHOICES.length);
    expect(chips).toHaveLength(5);
    expect(within(panel, bounds)).toBe(true);
    expect(overlapArea(panel, button)).toBe(0);
    for (const c of chips) {
      expect(c.h).toBeGreaterThanOrEqual(CHIP_H);
      expect(within(c, panel)).toBe(true);
      for (const d of chips) if (d !== c) expect(overlapArea(c, d)).toBe(0);
    }
  });
});
