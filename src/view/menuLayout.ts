/**
 * Where the main menu's title, buttons and decoration go for a screen size (pure, so it is
 * tested in Node). Four shapes:
 * - `wide`: the buttons in a column, tiles either side of them (a desktop);
 * - `tall`: the title, a row of tiles, then the column (a phone held upright);
 * - `side`: the title left, the column right (a short landscape screen with room for it);
 * - `grid`: a screen too short for a column of 44 px buttons (a phone held sideways, a small
 *   one upright): the title across the top and the buttons three (or two) to a row under
 *   it, the captions (Continue's save, Tutorial's progress) in a band under their row.
 */
import type { Rect } from './tableRegions';

export type MenuShape = 'wide' | 'tall' | 'side' | 'grid';

export interface MenuPlan {
  readonly shape: MenuShape;
  readonly title: { readonly x: number; readonly y: number; readonly size: number };
  /** The subtitle's centre, size, and the widest it may be drawn. */
  readonly sub: { readonly x: number; readonly y: number; readonly size: number; room: number };
  /** The buttons, in the menu's order (New game first), as rectangles. */
  readonly buttons: readonly Rect[];
  /** The captions' size, and where Continue's caption hangs (its top centre, its width). */
  readonly capSize: number;
  readonly continueCaption: { readonly x: number; readonly y: number; readonly w: number };
  /** Tutorial's progress as a caption under it (`grid`), or null: a badge on the button. */
  readonly tutorialCaption: { readonly x: number; readonly y: number; readonly w: number } | null;
  /** The row of three tiles under the title (`tall`, `side`): its centre and tile half. */
  readonly row: { readonly x: number; readonly y: number; readonly half: number } | null;
  /** The tiles either side of the buttons (`wide`): their centres' x, the middle's y, the half. */
  readonly clusters: {
    readonly left: number;
    readonly right: number;
    readonly y: number;
    readonly half: number;
  } | null;
  /** Whether the keyboard's footnote shows at the foot. */
  readonly foot: boolean;
}

/** The least height of a button: a thumb's. */
export const MENU_BUTTON_MIN = 44;

/**
 * The plan for `count` buttons (Continue second, Tutorial third) at W x H CSS px, with `s`
 * the screen's type scale (`uiScale`): a column where one of 44 px buttons fits (a short
 * upright screen drops its row of tiles first), else the grid. Buttons `pair` and `pair + 1`
 * (Your games and Statistics) share one place, side by side, in a column (a grid's places are
 * too narrow to share).
 */
export function menuLayout(
  W: number,
  H: number,
  count: number,
  s: number,
  pair: number | null = null,
): MenuPlan {
  const plan = menuSlots(W, H, pair === null ? count : count - 1, s);
  if (pair === null) return plan;
  if (plan.shape === 'grid') return menuSlots(W, H, count, s);
  const slot = plan.buttons[pair];
  if (!slot) return plan;
  const w = (slot.w - PAIR_GAP) / 2;
  const buttons = [...plan.buttons];
  buttons.splice(pair, 1, { ...slot, w }, { ...slot, x: slot.x + w + PAIR_GAP, w });
  return { ...plan, buttons };
}

/** The room between the two buttons of a shared place. */
const PAIR_GAP = 10;

/** The plan for `count` places, one button each. */
function menuSlots(W: number, H: number, count: number, s: number): MenuPlan {
  const wide = W >= 900 && H >= 560;
  const side = !wide && H < 560 && W > H * 1.3;
  const capSize = Math.max(13, Math.round(15 * s));
  const shape = wide ? 'wide' : side ? 'side' : 'tall';
  const fits = (p: MenuPlan): boolean => {
    const last = p.buttons[p.buttons.length - 1];
    return !last || (last.h >= MENU_BUTTON_MIN && last.y + last.h <= H - (p.foot ? 34 : 12));
  };
  const column = columnLayout(W, H, count, capSize, shape, shape !== 'wide');
  if (fits(column)) return column;
  if (column.row) {
    const bare = columnLayout(W, H, count, capSize, shape, false);
    if (fits(bare)) return bare;
  }
  return gridLayout(W, H, count, capSize, W >= 560 ? 3 : 2);
}

/** The buttons one under another: `wide`, `tall` or `side`, with or without the row of tiles. */
function columnLayout(
  W: number,
  H: number,
  count: number,
  capSize: number,
  shape: Exclude<MenuShape, 'grid'>,
  tiles: boolean,
): MenuPlan {
  const wide = shape === 'wide';
  const side = shape === 'side';
  const capH = capSize + 8;
  const btnH = side
    ? Math.round(Math.min(50, (H - 24 - capH) / (count * 1.18)))
    : Math.round(Math.max(MENU_BUTTON_MIN, Math.min(54, H * 0.062)));
  const btnW = side ? Math.min(320, W * 0.42) : Math.min(340, W - 48);
  const gap = Math.round(btnH * (side ? 0.18 : 0.26));
  const half = Math.round(Math.min(32, W * 0.085, side ? H * 0.07 : 99));
  const row = tiles && (side ? H >= 340 : !wide && H >= 640);
  const rowH = row ? half * 2 + 28 : 0;
  const footH = W >= 600 && !side ? 34 : 12;
  const blockH = count * btnH + (count - 1) * gap + capH;
  const spacer = H > 900 ? 40 : 26;
  // The title takes what the buttons leave (its head is about 1.61 title sizes tall).
  const headRoom = (H - 28 - footH - rowH - spacer - blockH) / 1.61;
  const titleSize = side
    ? Math.min(72, W * 0.08, H * 0.18)
    : Math.max(40, Math.min(96, W * 0.15, H * 0.13, headRoom));
  const subSize = Math.max(side ? 14 : 16, Math.round(titleSize * 0.33));
  const headH = titleSize * 1.05 + subSize * 1.7;
  const titleX = side ? W * 0.28 : W / 2;
  const buttonsX = side ? W * 0.7 : W / 2;
  const top = side
    ? Math.max(8, (H - headH - rowH) / 2)
    : Math.max(14, (H - footH - (headH + rowH + spacer + blockH)) / 2);
  const blockTop = side ? Math.max(12, (H - blockH) / 2) : top + headH + rowH + spacer;
  const buttons: Rect[] = [];
  let y = blockTop;
  for (let i = 0; i < count; i++) {
    buttons.push({ x: buttonsX - btnW / 2, y, w: btnW, h: btnH });
    y += btnH + gap + (i === 1 ? capH : 0);
  }
  const cont = buttons[1] ?? buttons[0];
  return {
    shape,
    title: { x: titleX, y: top + titleSize * 0.52, size: titleSize },
    sub: {
      x: titleX,
      y: top + titleSize * 1.1 + subSize * 0.6,
      size: subSize,
      room: side ? W * 0.5 : W - 24,
    },
    buttons,
    capSize,
    continueCaption: { x: buttonsX, y: (cont?.y ?? blockTop) + btnH + 5, w: btnW },
    tutorialCaption: null,
    row: row ? { x: titleX, y: top + headH + rowH / 2 + 4, half } : null,
    clusters: wide
      ? {
          left: (W / 2 - btnW / 2) / 2,
          right: W - (W / 2 - btnW / 2) / 2,
          y: blockTop + blockH / 2,
          half: Math.round(Math.min(40, H * 0.055)),
        }
      : null,
    foot: footH > 12,
  };
}

/**
 * The title across the top and the buttons `cols` to a row under it (three on a phone held
 * sideways, two on a small one upright); a band for the captions under each row that has
 * Continue or Tutorial.
 */
function gridLayout(W: number, H: number, count: number, capSize: number, cols: number): MenuPlan {
  const rows = Math.ceil(count / cols);
  const capH = capSize + 8;
  const captioned = (r: number): boolean => [1, 2].some((i) => Math.floor(i / cols) === r);
  const bands = Array.from({ length: rows }, (_, r) => (captioned(r) ? capH : 0));
  const btnH = Math.round(Math.max(MENU_BUTTON_MIN, Math.min(52, H * 0.125)));
  const gap = Math.round(btnH * 0.22);
  const colGap = 12;
  const gridW = Math.min(W - 48, cols * 240 + (cols - 1) * colGap);
  const btnW = (gridW - (cols - 1) * colGap) / cols;
  const blockH = rows * btnH + (rows - 1) * gap + bands.reduce((a, b) => a + b, 0);
  const spacer = 16;
  const headRoom = (H - 32 - spacer - blockH) / 1.61;
  const titleSize = Math.max(32, Math.min(72, W * (cols === 3 ? 0.08 : 0.15), headRoom));
  const subSize = Math.max(14, Math.round(titleSize * 0.33));
  const headH = titleSize * 1.05 + subSize * 1.7;
  const top = Math.max(10, (H - (headH + spacer + blockH)) / 2);
  const blockTop = top + headH + spacer;
  const left = (W - gridW) / 2;
  const rowTops: number[] = [];
  for (let r = 0, y = blockTop; r < rows; r++) {
    rowTops.push(y);
    y += btnH + gap + (bands[r] ?? 0);
  }
  const buttons: Rect[] = [];
  for (let i = 0; i < count; i++) {
    const r = Math.floor(i / cols);
    // A last row short of buttons is centred.
    const inRow = Math.min(cols, count - r * cols);
    const x = left + ((cols - inRow) * (btnW + colGap)) / 2 + (i % cols) * (btnW + colGap);
    buttons.push({ x, y: rowTops[r] ?? blockTop, w: btnW, h: btnH });
  }
  const under = (i: number): { x: number; y: number; w: number } => {
    const b = buttons[i] ?? { x: left, y: blockTop, w: btnW, h: btnH };
    return { x: b.x + b.w / 2, y: b.y + b.h + 5, w: b.w };
  };
  return {
    shape: 'grid',
    title: { x: W / 2, y: top + titleSize * 0.52, size: titleSize },
    sub: { x: W / 2, y: top + titleSize * 1.1 + subSize * 0.6, size: subSize, room: W - 24 },
    buttons,
    capSize,
    continueCaption: under(1),
    tutorialCaption: under(2),
    row: null,
    clusters: null,
    // The keyboard's footnote where the screen has room under the buttons (a small desktop).
    foot: W >= 600 && blockTop + blockH + 46 <= H,
  };
}
