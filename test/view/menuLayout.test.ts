/** The main menu's plan: on every screen size its buttons are thumb-sized, on screen, apart. */
import { describe, expect, test } from 'vitest';
import { MENU_BUTTON_MIN, menuLayout, type MenuShape } from '../../src/view/menuLayout';
import { overlaps, type Rect } from '../../src/view/tableRegions';
import { uiScale } from '../../src/ui/theme';

/** Screens, and the shape each takes. */
const SIZES: readonly [number, number, MenuShape][] = [
  [1280, 720, 'wide'],
  [1920, 1080, 'wide'],
  [768, 1024, 'tall'],
  [390, 844, 'tall'],
  [430, 932, 'tall'],
  [360, 640, 'tall'],
  [375, 667, 'tall'],
  [320, 568, 'grid'],
  [844, 390, 'grid'],
  [640, 360, 'grid'],
  [568, 320, 'grid'],
  [932, 430, 'grid'],
  [1024, 600, 'grid'],
  [800, 500, 'grid'],
  [1100, 540, 'side'],
];

/** The sound button's corner (MenuScene: 44 px round, 14 px from the corner). */
const sound = (W: number): Rect => ({ x: W - 14 - 44, y: 14, w: 44, h: 44 });

describe('the menu plan', () => {
  test.each(SIZES)('%ix%i: %s', (W, H, shape) => {
    const plan = menuLayout(W, H, 10, uiScale(W, H), 6);
    expect(plan.shape).toBe(shape);
    expect(plan.buttons).toHaveLength(10);
    for (const [i, b] of plan.buttons.entries()) {
      expect(b.h, `button ${i}`).toBeGreaterThanOrEqual(MENU_BUTTON_MIN);
      expect(b.w, `button ${i}`).toBeGreaterThanOrEqual(120);
      expect(b.x).toBeGreaterThanOrEqual(8);
      expect(b.y).toBeGreaterThanOrEqual(8);
      expect(b.x + b.w).toBeLessThanOrEqual(W - 8);
      expect(b.y + b.h).toBeLessThanOrEqual(H - 8);
      expect(overlaps(b, sound(W)), `button ${i} and the sound button`).toBe(false);
      for (const other of plan.buttons.slice(i + 1)) expect(overlaps(b, other)).toBe(false);
    }
    // The title's line sits above the buttons (a side layout puts it beside them).
    const head = plan.sub.y + plan.sub.size * 0.6;
    if (shape !== 'side')
      expect(head).toBeLessThanOrEqual(Math.min(...plan.buttons.map((b) => b.y)));
    // Each caption's line sits under its button and over no button.
    const captions = [plan.continueCaption, plan.tutorialCaption].flatMap((c) => (c ? [c] : []));
    for (const c of captions) {
      const line: Rect = { x: c.x - c.w / 2, y: c.y, w: c.w, h: plan.capSize + 2 };
      for (const b of plan.buttons) expect(overlaps(line, b)).toBe(false);
    }
  });

  test("a phone held sideways puts Tutorial's progress under it, not on it", () => {
    const plan = menuLayout(844, 390, 10, uiScale(844, 390));
    const tutorial = plan.buttons[2]!;
    expect(plan.tutorialCaption?.x).toBeCloseTo(tutorial.x + tutorial.w / 2);
    expect(plan.tutorialCaption!.y).toBeGreaterThan(tutorial.y + tutorial.h);
    expect(menuLayout(390, 844, 10, uiScale(390, 844)).tutorialCaption).toBeNull();
  });

  test('a last row short of buttons is centred; the footnote only where there is room', () => {
    const small = menuLayout(320, 568, 9, uiScale(320, 568));
    const last = small.buttons[8]!;
    expect(last.x + last.w / 2).toBeCloseTo(320 / 2);
    expect(menuLayout(1024, 600, 10, uiScale(1024, 600)).foot).toBe(true);
    expect(menuLayout(844, 390, 10, uiScale(844, 390)).foot).toBe(false);
  });

  test('Your games and Statistics share a place, side by side, in a column', () => {
    for (const [W, H, shape] of SIZES) {
      const plan = menuLayout(W, H, 10, uiScale(W, H), 6);
      const [games, stats] = [plan.buttons[6]!, plan.buttons[7]!];
      if (shape !== 'grid') {
        expect(games.y, `${W}x${H}`).toBe(stats.y);
        // Half of the place every other button has: the rest of the menu keeps its shape.
        expect(games.w + stats.w + 10).toBeCloseTo(plan.buttons[5]!.w);
        expect(menuLayout(W, H, 9, uiScale(W, H)).shape).toBe(shape);
      }
    }
  });
});
