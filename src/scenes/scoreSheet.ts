/**
 * The family table's score sheet: each side's total, Mexican Train's last rounds or Texas
 * 42's marks (the strokes of ALL), the leader in gold. A column on a wide screen, a panel
 * behind Scores on a narrow one (familyPanels.ts).
 */
import type * as Phaser from 'phaser';
import type { ScoreSheet } from '../view/familyTable';
import type { Rect } from '../view/tableRegions';
import { fitWidth } from '../view/hudView';
import { colours, css, textStyle } from '../view/theme';

/** The score sheet: each side's total, its marks or its last rounds, the leader in gold. */
export function drawScoreSheet(
  scene: Phaser.Scene,
  sheet: ScoreSheet,
  r: Rect,
): Phaser.GameObjects.Container {
  const c = scene.add.container(0, 0).setDepth(800);
  const g = scene.add.graphics();
  g.fillStyle(colours.panel, 0.7).fillRoundedRect(r.x, r.y, r.w, r.h, 10);
  c.add(g);
  c.add(
    scene.add.text(r.x + 10, r.y + 8, sheet.title, textStyle(16, { bold: true, colour: css.gold })),
  );
  c.add(scene.add.text(r.x + 10, r.y + 30, sheet.goal, textStyle(12, { colour: css.dim })));
  const totals = sheet.rows.map((row) => row.total);
  const best = sheet.lowerWins ? Math.min(...totals) : Math.max(...totals);
  const rounds = Math.max(0, ...sheet.rows.map((row) => row.entries.length));
  const shownRounds = Math.min(rounds, Math.max(0, Math.floor((r.w - 150) / 30)));
  const rowH = Math.min(28, (r.h - 60) / Math.max(1, sheet.rows.length + 1));
  const y0 = r.y + 52;
  for (let k = 0; k < shownRounds; k++) {
    const round = rounds - shownRounds + k;
    c.add(
      scene.add.text(r.x + 96 + k * 30, y0, `R${round + 1}`, textStyle(11, { colour: css.dim })),
    );
  }
  sheet.rows.forEach((row, i) => {
    const y = y0 + (i + 1) * rowH;
    const lead = row.total === best && totals.some((t) => t !== best);
    const nameW = shownRounds > 0 ? 84 : r.w - 128;
    const name = scene.add.text(
      r.x + 10,
      y,
      row.name,
      textStyle(14, { bold: true, colour: css.sides[row.side] ?? css.text }),
    );
    // A long name ("South-west") takes smaller type before the rounds' column.
    fitWidth(name, nameW, 9);
    c.add(name.setFixedSize(nameW, 0));
    for (let k = 0; k < shownRounds; k++) {
      const v = row.entries[rounds - shownRounds + k] ?? 0;
      c.add(scene.add.text(r.x + 96 + k * 30, y, String(v), textStyle(12, { colour: css.soft })));
    }
    if (row.marks !== null) drawMarks(g, r.x + r.w - 120, y, row.marks);
    c.add(
      scene.add
        .text(
          r.x + r.w - 10,
          y,
          row.marks !== null ? String(row.marks) : row.shown,
          textStyle(15, { bold: true, colour: lead ? css.gold : css.text }),
        )
        .setOrigin(1, 0),
    );
  });
  return c;
}

/**
 * Marks as 42 players keep them: the strokes of the word ALL, one stroke a mark (A's two
 * sides and bar, then each L's upright and foot), a new word after seven.
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
  g.lineStyle(2.5, colours.ivory, 1);
  for (let m = 0; m < marks; m++) {
    const word = Math.floor(m / 7);
    const s = strokes[m % 7];
    if (!s || word > 1) continue;
    const dx = x + word * 48 - 48 * (marks > 7 ? 1 : 0);
    g.lineBetween(dx + s[0], y + s[1], dx + s[2], y + s[3]);
  }
}
