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
import { fitWidth } from '../view/hudView';

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
    fitWidth(name, w - 22, 9);
    name.setFixedSize(w - 22, 0);
    const dots = seat.thinking ? ' …' : '';
    // The note's parts, most telling first ("0 pts · open"): the last go when nothing else fits.
    const points = seat.points === null ? '' : `${seat.points} pts`;
    let note = [points, ...seat.note.split(' · ')].filter((s) => s);
    const join = (count: string): string => [count, ...note].join(' · ') + dots;
    const info = scene.add.text(
      x + 6,
      y + h - size - 6,
      join(plural(seat.tiles, 'tile')),
      textStyle(size - 1, { colour: css.soft }),
    );
    // Too long for the chip (eight seats on a phone): smaller type, then the tile count as a
    // tile's back and its number ("▯ 12 · 0 pts"), never cut.
    let room = w - 10;
    fitWidth(info, room, 10);
    if (info.width > room) {
      const ih = Math.round(info.height * 0.7);
      const iw = Math.round(ih / 2);
      g.fillStyle(colours.ivory, 0.9).fillRoundedRect(
        x + 6,
        info.y + (info.height - ih) / 2,
        iw,
        ih,
        1.5,
      );
      info.setX(x + 9 + iw).setText(join(String(seat.tiles)));
      room -= 3 + iw;
      fitWidth(info, room, 9);
      // (An open train shows its marker on its lane too.)
      while (info.width > room && note.length > 1) {
        note = note.slice(0, -1);
        info.setText(join(String(seat.tiles)));
      }
    }
    info.setFixedSize(room, 0);
    texts.push(name, info);
  });
  return texts;
}
