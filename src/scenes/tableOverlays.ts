/**
 * The hand-end and game-over panels drawn over the table: every hand
 * revealed, the pips counted and rounded step by step, the bonus, and the
 * buttons to go on; and the pause menu. The words and numbers come from the
 * table view (handEndView, the engine's bonus steps); this file only lays them out.
 */
import type * as Phaser from 'phaser';
import type { GameOverEntry, HandEndEntry } from '../machine/selectors';
import { formatTile, hi, lo, type Tile } from '../engine/tiles';
import { handEndFit, handEndNeeded, type HandEndFit } from '../view/handEndFit';
import { handEndLines } from '../view/handEndWords';
import type { HandEndPanelKind } from '../view/scoreDisplay';
import { gameOverTitle, handEndView, type TableView } from '../view/tableView';
import { tileTexture } from '../view/tileArt';
import { css, textStyle } from '../view/theme';
import { Button, drawPanel, type Focusable } from '../view/ui';

export interface OverlayActions {
  readonly next?: () => void;
  readonly rematch?: () => void;
  readonly newGame?: () => void;
  readonly menu?: () => void;
  /** Practice: look back over the hand (a row of its own under the game-over buttons). */
  readonly review?: () => void;
  /** Practice: take back the person's last turn of the hand just ended. */
  readonly undo?: () => void;
}

export interface OverlayResult {
  readonly container: Phaser.GameObjects.Container;
  readonly focusables: Focusable[];
  /** The panel reaches above the `top` it was given (a short screen): it needs that room. */
  readonly coversTop?: boolean;
  /** Reveals the counting lines one by one (instantly when `delayMs` is 0). */
  readonly reveal: (delayMs: number) => void;
}

function tileImage(
  scene: Phaser.Scene,
  tile: Tile,
  x: number,
  y: number,
  height: number,
): Phaser.GameObjects.GameObject {
  const key = tileTexture(scene.textures, [hi(tile), lo(tile)]);
  if (scene.textures.exists(key)) {
    const img = scene.add.image(x, y, key);
    img.setDisplaySize(height / 2, height);
    return img;
  }
  return scene.add
    .text(x, y, formatTile(tile), textStyle(height * 0.3, { colour: css.text }))
    .setOrigin(0.5);
}

/** A container over the whole table: a shade that stops clicks, and the panel drawn on it. */
/** The names of an overlay frame's shade (it takes the taps beside the panel) and panel. */
export const FRAME_SHADE = 'shade';
export const FRAME_PANEL = 'panel';

export function overlayFrame(
  scene: Phaser.Scene,
  width: number,
  height: number,
  panel: { x: number; y: number; w: number; h: number },
  shadeAlpha: number,
): Phaser.GameObjects.Container {
  const c = scene.add.container(0, 0);
  const shade = scene.add
    .rectangle(0, 0, width, height, 0x000000, shadeAlpha)
    .setOrigin(0)
    .setInteractive()
    .setName(FRAME_SHADE);
  const g = scene.add.graphics().setName(FRAME_PANEL);
  // Opaque: the layout never shows through the counting.
  drawPanel(g, panel.x, panel.y, panel.w, panel.h, 1, 'hand-end');
  c.add([shade, g]);
  return c;
}

/** The end-of-hand panels by kind (`view.handEndPanel`): a family's own joins here. */
const HAND_END_PANELS: Readonly<Record<HandEndPanelKind, typeof pipsPanel>> = {
  pips: pipsPanel,
};

/** The end-of-hand panel the view asks for, over the table. */
export function handEndPanel(...args: Parameters<typeof pipsPanel>): OverlayResult {
  return HAND_END_PANELS[args[1].handEndPanel](...args);
}

/** Every hand revealed with its pips, then the engine's arithmetic line by line. */
function pipsPanel(
  scene: Phaser.Scene,
  view: TableView,
  entry: HandEndEntry,
  gameOver: GameOverEntry | null,
  actions: OverlayActions,
  width: number,
  height: number,
  /** The panel's top edge at the lowest: below the Menu button, which stays above it. */
  top = 12,
): OverlayResult {
  const end = handEndView(view, entry);
  const players = end.rows.length;
  const w = Math.min(760, width - 24);
  const lines = handEndLines(view.config, entry, end.steps, view.names, view.sideNames);
  const reviewRow = gameOver !== null && actions.review !== undefined ? 58 : 0;
  // The counting lines wrap on a narrow screen: measured first, so the panel holds them.
  const lineTexts = lines.map((line) =>
    scene.add.text(0, 0, line, textStyle(16, { colour: css.text, wrap: w - 48 })).setAlpha(0),
  );
  const roomy = handEndFit(w, players, 'roomy', !!gameOver);
  const neededFor = (f: HandEndFit): number =>
    handEndNeeded(
      f,
      lineTexts.map((t) => t.height),
    );
  let fit = roomy;
  // A short screen: the panel takes the room above `top` too rather than squeeze its lines.
  const coversTop = neededFor(roomy) + reviewRow > height - top - 12;
  if (coversTop) top = 12;
  // Still too short (a phone on its side): tighter rows, two columns of hands, smaller lines,
  // and smaller still if need be.
  for (const next of ['compact', 'tight'] as const) {
    if (neededFor(fit) + reviewRow <= height - top - 12) break;
    fit = handEndFit(w, players, next, !!gameOver);
    for (const t of lineTexts) t.setFontSize(fit.lineFont);
  }
  const needed = neededFor(fit) + reviewRow;
  const h = Math.min(height - top - 12, needed);
  const x0 = (width - w) / 2;
  const y0 = Math.max(top, (height - h) / 2);
  const c = overlayFrame(scene, width, height, { x: x0, y: y0, w, h }, 0.45);
  const title = gameOver ? gameOverTitle(view, gameOver) : end.title;
  c.add(
    scene.add
      .text(
        width / 2,
        y0 + fit.titleY,
        title,
        textStyle(Math.min(fit.titleFont, w / 22), { bold: true, serif: true, colour: css.gold }),
      )
      .setOrigin(0.5),
  );
  if (gameOver) {
    c.add(
      scene.add
        .text(width / 2, y0 + fit.subY, end.title, textStyle(16, { colour: css.soft }))
        .setOrigin(0.5),
    );
  }
  const { tileH, rowH } = fit;
  const colW = (w - 40) / fit.cols;
  end.rows.forEach(({ name, tiles, pips, star: won }, i) => {
    const label = `${name}${won ? ' ★' : ''}`;
    const x = x0 + 20 + (i % fit.cols) * colW;
    const y = y0 + fit.head + Math.floor(i / fit.cols) * rowH;
    c.add(
      scene.add
        .text(
          x,
          y + tileH / 2,
          label,
          textStyle(fit.nameFont, { bold: won, colour: won ? css.gold : css.text }),
        )
        .setOrigin(0, 0.5),
    );
    // A long hand (double-twelve: up to a dozen tiles, more after drawing) shrinks to the
    // room between the name and the pips.
    const step = Math.min(
      tileH / 2 + 6,
      (colW - fit.nameW - fit.pipsW) / Math.max(1, tiles.length),
    );
    const th = Math.min(tileH, (step - 2) * 2);
    tiles.forEach((t, j) =>
      c.add(tileImage(scene, t, x + fit.nameW + j * step + th / 4, y + tileH / 2, th)),
    );
    c.add(
      scene.add
        .text(
          x + colW - (fit.cols > 1 ? 10 : 0),
          y + tileH / 2,
          `${pips} pip${pips === 1 ? '' : 's'}`,
          textStyle(fit.nameFont, { colour: css.soft }),
        )
        .setOrigin(1, 0.5),
    );
  });
  let y = y0 + fit.head + fit.rows * rowH + 6;
  for (const t of lineTexts) {
    t.setPosition(x0 + 24, y);
    c.add(t);
    y += Math.max(fit.lineH, t.height + 4);
  }
  const scoreLine = end.scoreLine;
  const scoreText = scene.add
    .text(
      width / 2,
      y0 + h - fit.scoreY - reviewRow,
      scoreLine,
      textStyle(fit.nameFont, { bold: true, colour: css.gold }),
    )
    .setOrigin(0.5);
  // Four sides on a phone: the line shrinks to the panel rather than run off it.
  scoreText.setScale(Math.min(1, (w - 24) / Math.max(1, scoreText.width)));
  c.add(scoreText);
  const focusables: Focusable[] = [];
  const btnY = y0 + h - fit.buttonY - reviewRow;
  const buttons: [string, (() => void) | undefined, boolean][] = gameOver
    ? [
        ['Rematch', actions.rematch, true],
        ['New game', actions.newGame, false],
        ['Menu', actions.menu, false],
      ]
    : [
        ['Next hand', actions.next, true],
        ['Review', actions.review, false],
        ['Undo', actions.undo, false],
      ];
  const present = buttons.filter(([, fn]) => fn !== undefined);
  const bw = Math.min(180, (w - 40) / present.length - 12);
  present.forEach(([label, fn, primary], i) => {
    const bx = width / 2 + (i - (present.length - 1) / 2) * (bw + 14);
    const b = new Button(scene, bx, btnY, label, fn ?? (() => undefined), {
      width: bw,
      height: 44,
      primary,
    });
    c.add(b);
    focusables.push(b);
  });
  if (reviewRow > 0 && actions.review) {
    const review = new Button(
      scene,
      width / 2,
      btnY + reviewRow,
      'Review the last hand',
      actions.review,
      {
        width: Math.min(260, w - 40),
        height: 44,
      },
    );
    c.add(review);
    focusables.push(review);
  }
  return {
    container: c,
    coversTop,
    focusables,
    reveal: (delayMs: number) => {
      lineTexts.forEach((t, i) => {
        if (delayMs <= 0) t.setAlpha(1);
        else
          scene.tweens.add({
            targets: t,
            alpha: 1,
            delay: 200 + i * delayMs,
            duration: Math.min(300, delayMs),
          });
      });
    },
  };
}

/** Esc on the table: a small menu over the game (which stays saved). */
export function pauseMenu(
  scene: Phaser.Scene,
  width: number,
  height: number,
  actions: { resume: () => void; settings: () => void; help: () => void; menu: () => void },
): OverlayResult {
  const w = Math.min(340, width - 32);
  const h = 330;
  const x0 = (width - w) / 2;
  const y0 = (height - h) / 2;
  const c = overlayFrame(scene, width, height, { x: x0, y: y0, w, h }, 0.5);
  c.add(
    scene.add
      .text(
        width / 2,
        y0 + 34,
        'Paused',
        textStyle(26, { bold: true, serif: true, colour: css.gold }),
      )
      .setOrigin(0.5),
  );
  const items: [string, () => void, boolean][] = [
    ['Resume', actions.resume, true],
    ['Settings', actions.settings, false],
    ['How to play', actions.help, false],
    ['Main menu', actions.menu, false],
  ];
  const focusables: Focusable[] = [];
  items.forEach(([label, fn, primary], i) => {
    const b = new Button(scene, width / 2, y0 + 92 + i * 58, label, fn, {
      width: w - 60,
      height: 46,
      primary,
    });
    c.add(b);
    focusables.push(b);
  });
  c.add(
    scene.add
      .text(
        width / 2,
        y0 + h - 18,
        'Your game is saved as you play.',
        textStyle(13, { colour: css.dim }),
      )
      .setOrigin(0.5),
  );
  return { container: c, focusables, reveal: () => undefined };
}
