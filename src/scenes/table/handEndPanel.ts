/**
 * The hand-end and game-over panel (issue 26, item 6): every hand revealed with its pips, the
 * engine's arithmetic line by line, and the buttons to go on, placed so the final board stays
 * in view where the screen has room (below it upright, beside it on a wide screen:
 * `view/handEndPlace.ts`), else over the table. A game's end is the person's win, their loss
 * or neutral (`gameOverTone`), each with its own header; every button of the panel is the same
 * size with one label size. The words and numbers come from the table view (handEndView, the
 * engine's bonus steps); this file only lays them out.
 */
import * as Phaser from 'phaser';
import type { GameOverEntry, HandEndEntry } from '../../machine/selectors';
import { handEndFit, handEndNeeded, type HandEndFit } from '../../view/handEndFit';
import { handEndOptions, type HandEndPlace } from '../../view/handEndPlace';
import { fitWidth } from '../../ui/hudView';
import type { HandEndPanelKind } from '../../view/scoreDisplay';
import type { Regions } from '../../view/tableRegions';
import { gameOverTitle, gameOverTone, handEndView, type TableView } from '../../view/tableView';
import { faceImage } from '../../ui/faceImage';
import { numeralsForSet } from '../../ui/tileArt';
import { colours, css, textStyle } from '../../ui/theme';
import { star } from './celebrate';
import { Button, drawPanel, evenLabels } from '../../ui/widgets';
import { overlayFrame, type OverlayActions, type OverlayResult } from './tableOverlays';

export interface HandEndActions extends OverlayActions {
  /** Hides the panel to look at the board (the table puts a small bar in its place). */
  readonly peek?: () => void;
}

export interface HandEndResult extends OverlayResult {
  /** Where the panel went, and where the final board is fitted meanwhile. */
  readonly place: HandEndPlace;
}

/** The header of a game's end, by tone: its band's colour and the title's. */
const TONES = {
  win: { band: 0x5a4512, title: css.gold, stars: true },
  loss: { band: 0x22364a, title: '#dfe9f3', stars: false },
  watch: { band: null, title: css.gold, stars: false },
} as const;

/** The end-of-hand panels by kind (`view.handEndPanel`): a family's own joins here. */
const HAND_END_PANELS: Readonly<Record<HandEndPanelKind, typeof pipsPanel>> = {
  pips: pipsPanel,
};

/** The end-of-hand panel the view asks for. */
export function handEndPanel(...args: Parameters<typeof pipsPanel>): HandEndResult {
  return HAND_END_PANELS[args[1].handEndPanel](...args);
}

/** The panel's buttons in order, the first the primary one: the same for a win and a loss. */
function panelButtons(over: boolean, a: HandEndActions): [string, () => void, boolean][] {
  const all: [string, (() => void) | undefined, boolean][] = over
    ? [
        ['Rematch', a.rematch, true],
        ['New game', a.newGame, false],
        ['Main menu', a.menu, false],
        ['See board', a.peek, false],
        ['Review', a.review, false],
      ]
    : [
        ['Next hand', a.next, true],
        ['See board', a.peek, false],
        ['Review', a.review, false],
        ['Undo', a.undo, false],
      ];
  return all.flatMap(([label, fn, primary]) => (fn ? [[label, fn, primary]] : []));
}

/** The panel alone, opaque and taking the taps on it (the table beside it stays in view). */
function panelFrame(
  scene: Phaser.Scene,
  p: { x: number; y: number; w: number; h: number },
): Phaser.GameObjects.Container {
  const g = scene.add.graphics();
  drawPanel(g, p.x, p.y, p.w, p.h, 1, 'hand-end');
  const hit = new Phaser.Geom.Rectangle(p.x, p.y, p.w, p.h);
  g.setInteractive(hit, (area: Phaser.Geom.Rectangle, x: number, y: number) => area.contains(x, y));
  return scene.add.container(0, 0, [g]);
}

interface Chosen {
  readonly fit: HandEndFit;
  readonly place: HandEndPlace;
  readonly perRow: number;
  readonly rows: number;
  readonly score: boolean;
}

/** Every hand revealed with its pips, then the engine's arithmetic line by line. */
function pipsPanel(
  scene: Phaser.Scene,
  view: TableView,
  entry: HandEndEntry,
  gameOver: GameOverEntry | null,
  actions: HandEndActions,
  regions: Regions,
  width: number,
  height: number,
  /** The highest a panel over the table starts: below the Menu button, which stays above it. */
  top = 12,
): HandEndResult {
  const end = handEndView(view, entry);
  const players = end.rows.length;
  const lines = view.handEndLines;
  const buttons = panelButtons(gameOver !== null, actions);
  // The counting lines wrap on a narrow panel: measured first, so the panel holds them.
  const lineTexts = lines.map((line) =>
    scene.add.text(0, 0, line, textStyle(15, { colour: css.text, wrap: 100 })).setAlpha(0),
  );
  let chosen: Chosen | null = null;
  for (const option of handEndOptions(regions, width, height, top)) {
    const perRow = Math.min(buttons.length, option.w < 560 ? 3 : 4);
    const rows = Math.ceil(buttons.length / perRow);
    // Over the table the score line says the scores the shade dims; beside the board the
    // score display is in view.
    const score = option.mode === 'over';
    const fits =
      option.mode === 'over' ? (['roomy', 'compact', 'tight'] as const) : ['roomy' as const];
    for (const name of fits) {
      const fit = handEndFit(option.w, players, name, gameOver !== null);
      for (const t of lineTexts) t.setFontSize(fit.lineFont).setWordWrapWidth(option.w - 48, true);
      const needed = handEndNeeded(
        fit,
        lineTexts.map((t) => t.height),
        rows,
        score,
      );
      const place = option.place(needed);
      if (!place) break;
      if (place.panel.h >= needed || name === 'tight') {
        chosen = { fit, place, perRow, rows, score };
        break;
      }
    }
    if (chosen) break;
  }
  if (!chosen) throw new Error('the hand-end panel found no place');
  const { fit, place, perRow, rows, score } = chosen;
  const { x: x0, y: y0, w, h } = place.panel;
  const cx = x0 + w / 2;
  const c =
    place.mode === 'over'
      ? overlayFrame(scene, width, height, place.panel, 0.45)
      : panelFrame(scene, place.panel);
  // The header: a game's end by its tone (a band of its own for a win and a loss).
  const tone = gameOver ? TONES[gameOverTone(view, gameOver)] : TONES.watch;
  if (gameOver && tone.band !== null) {
    const band = scene.add.graphics();
    band.fillStyle(tone.band, 1).fillRoundedRect(x0 + 6, y0 + 6, w - 12, fit.subY + 12, 12);
    c.add(band);
  }
  const title = scene.add
    .text(
      cx,
      y0 + fit.titleY,
      gameOver ? gameOverTitle(view, gameOver) : end.title,
      textStyle(fit.titleFont, { bold: true, serif: true, colour: tone.title }),
    )
    .setOrigin(0.5);
  // A win's title between two gold stars.
  const starR = tone.stars ? fit.titleFont * 0.42 : 0;
  fitWidth(title, w - 36 - 6 * starR, 14);
  c.add(title);
  if (gameOver && tone.stars)
    for (const side of [-1, 1]) {
      const g = scene.add.graphics().fillStyle(colours.gold, 1);
      star(g, starR);
      g.setPosition(cx + side * (title.displayWidth / 2 + starR * 1.8), y0 + fit.titleY);
      c.add(g);
    }
  if (gameOver) {
    const sub = scene.add
      .text(cx, y0 + fit.subY, end.title, textStyle(16, { colour: css.soft }))
      .setOrigin(0.5);
    fitWidth(sub, w - 36, 11);
    c.add(sub);
  }
  const { tileH, rowH } = fit;
  const numerals = numeralsForSet(view.facts.maxPip);
  const colW = (w - 40) / fit.cols;
  end.rows.forEach(({ name, tiles, pips, star: won }, i) => {
    const x = x0 + 20 + (i % fit.cols) * colW;
    const y = y0 + fit.head + Math.floor(i / fit.cols) * rowH;
    const label = scene.add
      .text(
        x,
        y + tileH / 2,
        `${name}${won ? ' ★' : ''}`,
        textStyle(fit.nameFont, { bold: won, colour: won ? css.gold : css.text }),
      )
      .setOrigin(0, 0.5);
    fitWidth(label, fit.nameW - 6, 11);
    c.add(label);
    // A long hand (double-twelve: up to a dozen tiles, more after drawing) shrinks to the
    // room between the name and the pips.
    const step = Math.min(
      tileH / 2 + 6,
      (colW - fit.nameW - fit.pipsW) / Math.max(1, tiles.length),
    );
    const th = Math.min(tileH, (step - 2) * 2);
    tiles.forEach((t, j) => {
      const at = { x: x + fit.nameW + j * step + th / 4, y: y + tileH / 2, height: th };
      c.add(faceImage(scene, t, at, numerals));
    });
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
  const buttonsTop = y0 + h - 10 - rows * fit.buttonRowH;
  if (score) {
    const scoreText = scene.add
      .text(
        cx,
        buttonsTop - fit.scoreH / 2,
        end.scoreLine,
        textStyle(fit.nameFont, { bold: true, colour: css.gold }),
      )
      .setOrigin(0.5);
    // Four sides on a phone: the line shrinks to the panel rather than run off it.
    fitWidth(scoreText, w - 24, 10);
    c.add(scoreText);
  }
  // Every button the same size, in rows of three (four on a wide panel), one label size.
  const gap = 12;
  const bw = Math.min(180, (w - 40 - (perRow - 1) * gap) / perRow);
  const focusables = buttons.map(([label, fn, primary], i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, buttons.length - row * perRow);
    const col = i % perRow;
    const bx = cx + (col - (inRow - 1) / 2) * (bw + gap);
    const by = buttonsTop + (row + 0.5) * fit.buttonRowH;
    const b = new Button(scene, bx, by, label, fn, { width: bw, height: 44, primary });
    c.add(b);
    return b;
  });
  evenLabels(focusables);
  return {
    container: c,
    place,
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
