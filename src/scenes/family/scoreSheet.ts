/**
 * The family table's score sheet as a thing on the table: Texas 42's marks chalked on a slate
 * in a wooden frame (the strokes of ALL), Mexican Train's rounds written on a ruled paper pad,
 * each side's total, the leader's ringed. A column on a wide screen, a panel behind Scores on
 * a narrow one (familyPanels.ts). Only as tall as its rows.
 */
import type * as Phaser from 'phaser';
import type { ScoreSheet } from '../../view/familyTable';
import type { Rect } from '../../view/tableRegions';
import { fitWidth } from '../../ui/hudView';
import { colours, css, textStyle } from '../../ui/theme';

/** The pad's and the slate's looks: the surface, its edge, what is written and ruled. */
interface Surface {
  readonly fill: number;
  readonly edge: number;
  readonly edgeWidth: number;
  readonly ink: string;
  readonly faint: string;
  /** The ring round the leader's total. */
  readonly lead: number;
  readonly rule: number | null;
  readonly margin: number | null;
  readonly serif: boolean;
}

const PAPER: Surface = {
  fill: colours.ivory,
  edge: 0xa8321e,
  edgeWidth: 0,
  ink: css.ink,
  faint: '#5b5b5b',
  lead: 0xa8321e,
  rule: 0x9db8d9,
  margin: 0xd9534f,
  serif: true,
};

const SLATE: Surface = {
  fill: 0x2c3436,
  edge: colours.railLight,
  edgeWidth: 6,
  ink: '#f1ede2',
  faint: '#b9c0bd',
  lead: colours.gold,
  rule: null,
  margin: null,
  serif: false,
};

/** The height the sheet takes for its rows (at most `room`). */
export function sheetHeight(sheet: ScoreSheet, room: number): number {
  return Math.min(room, 66 + (sheet.rows.length + (headed(sheet) ? 1 : 0)) * 28);
}

/** A row of round numbers heads the rows (Mexican Train's rounds, once one is scored). */
function headed(sheet: ScoreSheet): boolean {
  return sheet.rows.some((row) => row.entries.length > 0);
}

/** The score sheet: each side's total, its marks or its last rounds, the leader ringed. */
export function drawScoreSheet(
  scene: Phaser.Scene,
  sheet: ScoreSheet,
  room: Rect,
): Phaser.GameObjects.Container {
  const slate = sheet.kind === 'slate';
  const look = slate ? SLATE : PAPER;
  const r: Rect = { ...room, h: sheetHeight(sheet, room.h) };
  const c = scene.add.container(0, 0).setDepth(800);
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.28).fillRoundedRect(r.x + 3, r.y + 4, r.w, r.h, 8);
  if (look.edgeWidth > 0) {
    g.fillStyle(look.edge, 1).fillRoundedRect(r.x, r.y, r.w, r.h, 8);
    g.lineStyle(1, colours.rail, 1).strokeRoundedRect(r.x, r.y, r.w, r.h, 8);
  }
  const e = look.edgeWidth;
  g.fillStyle(look.fill, 1).fillRoundedRect(r.x + e, r.y + e, r.w - 2 * e, r.h - 2 * e, 6);
  // A pad's glued top.
  if (!slate) g.fillStyle(look.edge, 1).fillRect(r.x, r.y + 4, r.w, 6);
  c.add(g);
  const write = (x: number, y: number, words: string, size: number, bold = false, faint = false) =>
    scene.add.text(
      x,
      y,
      words,
      textStyle(size, { bold, serif: look.serif, colour: faint ? look.faint : look.ink }),
    );
  c.add(write(r.x + 12, r.y + 12, sheet.title, 16, true));
  c.add(write(r.x + 12, r.y + 33, sheet.goal, 12, false, true));
  const totals = sheet.rows.map((row) => row.total);
  const best = sheet.lowerWins ? Math.min(...totals) : Math.max(...totals);
  const rounds = Math.max(0, ...sheet.rows.map((row) => row.entries.length));
  const shownRounds = Math.min(rounds, Math.max(0, Math.floor((r.w - 160) / 30)));
  const head = headed(sheet) ? 1 : 0;
  const rowH = Math.min(28, (r.h - 66) / Math.max(1, sheet.rows.length + head));
  const y0 = r.y + 56 + (head - 1) * rowH;
  // The names' column: up to the rounds, or the marks (two words of them past seven).
  const twoWords = sheet.rows.some((row) => (row.marks ?? 0) > 7);
  const nameW = shownRounds > 0 ? 74 : r.w - (slate ? 152 + (twoWords ? 48 : 0) : 90);
  if (look.margin !== null) {
    g.lineStyle(1.5, look.margin, 0.7);
    g.lineBetween(r.x + 29 + nameW, r.y + 54, r.x + 29 + nameW, r.y + r.h - 6);
  }
  for (let k = 0; k < shownRounds; k++) {
    const round = rounds - shownRounds + k;
    c.add(write(r.x + 106 + k * 30, y0, `R${round + 1}`, 11, false, true));
  }
  sheet.rows.forEach((row, i) => {
    const y = y0 + (i + 1) * rowH;
    if (look.rule !== null) {
      g.lineStyle(1, look.rule, 0.8);
      g.lineBetween(r.x + 6, y + rowH - 5, r.x + r.w - 6, y + rowH - 5);
    }
    // The side's colour as a dot before its name (the names are written in the sheet's ink).
    g.fillStyle(colours.sides[row.side] ?? colours.gold, 1).fillCircle(r.x + 16, y + 9, 5);
    g.lineStyle(1, colours.ink, 0.5).strokeCircle(r.x + 16, y + 9, 5);
    const name = write(r.x + 26, y, row.name, 14, true);
    // A long name ("South-west") takes smaller type before the rounds' column.
    fitWidth(name, nameW, 9);
    c.add(name.setFixedSize(nameW, 0));
    for (let k = 0; k < shownRounds; k++) {
      const v = row.entries[rounds - shownRounds + k] ?? 0;
      c.add(write(r.x + 106 + k * 30, y, String(v), 12, false, true));
    }
    if (row.marks !== null) drawMarks(g, r.x + r.w - 120, y, row.marks);
    const total = write(r.x + r.w - 14, y, row.marks !== null ? String(row.marks) : row.shown, 15);
    c.add(total.setFontStyle('bold').setOrigin(1, 0));
    const lead = row.total === best && totals.some((t) => t !== best);
    if (lead) {
      const cx = total.x - total.width / 2;
      const rx = total.width / 2 + 7;
      g.lineStyle(2, look.lead, 0.9).strokeEllipse(cx, y + 9, rx * 2, 24);
    }
  });
  return c;
}

/**
 * Marks as 42 players keep them: the strokes of the word ALL in chalk, one stroke a mark (A's
 * two sides and bar, then each L's upright and foot), a new word after seven.
 */
function drawMarks(g: Phaser.GameObjects.Graphics, x: number, y: number, marks: number): void {
  const h = 16;
  const strokes: [number, number, number, number][] = [
    [0, h, 6, 0],
    [6, 0, 12, h],
    [3, h / 2 + 1, 9, h / 2 + 1],
    [18, 0, 18, h],
    [18, h, 26, h],
    [32, 0, 32, h],
    [32, h, 40, h],
  ];
  g.lineStyle(2.5, colours.ivory, 0.92);
  for (let m = 0; m < marks; m++) {
    const word = Math.floor(m / 7);
    const s = strokes[m % 7];
    if (!s || word > 1) continue;
    const dx = x + word * 48 - 48 * (marks > 7 ? 1 : 0);
    g.lineBetween(dx + s[0], y + s[1], dx + s[2], y + s[3]);
  }
}
