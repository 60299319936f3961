/**
 * The family table's strip of the other seats: a chip each with the seat's name in its side's
 * colour, its tiles in hand and the family's note (a total, an open train, a bid), the seat
 * on turn ringed. Returns the texts drawn, for the next picture to take away.
 */
import type * as Phaser from 'phaser';
import type { FamilyTableView } from '../view/familyTable';
import { seatChipRects, type FamilyRegions } from '../view/familyRegions';
import { colours, css, textStyle } from '../view/theme';
import { plural } from '../engine/words';

export function drawSeatChips(
  scene: Phaser.Scene,
  g: Phaser.GameObjects.Graphics,
  view: Pick<FamilyTableView, 'seats' | 'viewer'>,
  r: FamilyRegions,
): Phaser.GameObjects.Text[] {
  const texts: Phaser.GameObjects.Text[] = [];
  const chips = seatChipRects(view.seats, view.viewer, r);
  view.seats.forEach((seat) => {
    const rect = chips.find((c) => c.seat === seat.seat)?.rect;
    if (!rect) return;
    const { x, y, w, h } = rect;
    const colour = colours.sides[seat.side] ?? colours.gold;
    g.fillStyle(colours.panel, 0.85).fillRoundedRect(x, y, w, h, 8);
    g.lineStyle(
      seat.onTurn ? 3 : 1.5,
      seat.onTurn ? colours.highlight : colour,
      1,
    ).strokeRoundedRect(x, y, w, h, 8);
    g.fillStyle(colour, 1).fillCircle(x + 10, y + 12, 5);
    const size = h < 44 ? 12 : 14;
    const name = scene.add.text(
      x + 18,
      y + 3,
      seat.name,
      textStyle(size, { bold: true, colour: css.sides[seat.side] ?? css.text }),
    );
    // A long name ("North-west") takes smaller type before it is cut.
    if (name.width > w - 22)
      name.setFontSize(Math.max(10, Math.floor((size * (w - 22)) / name.width)));
    name.setFixedSize(w - 22, 0);
    const dots = seat.thinking ? ' …' : '';
    const line = [plural(seat.tiles, 'tile'), seat.note].filter((s) => s).join(' · ') + dots;
    const info = scene.add.text(
      x + 6,
      y + h - size - 6,
      line,
      textStyle(size - 1, { colour: css.soft }),
    );
    info.setFixedSize(w - 10, 0);
    texts.push(name, info);
  });
  return texts;
}
