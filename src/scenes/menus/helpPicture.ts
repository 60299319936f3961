/**
 * Draws one of How to play's pictures (src/view/helpPictures.ts): its tiles, marker, empty
 * places and words on a patch of felt, with its caption under it, `width` wide at most.
 */
import type * as Phaser from 'phaser';
import type { Picture } from '../../view/helpPictures';
import { drawMarker } from '../../ui/markerArt';
import { tileAngle } from '../../view/pips';
import { colours, css, textStyle } from '../../ui/theme';
import { TileSprite } from '../../ui/tileSprite';

/** The picture at (0, y) in `page`; returns the height it takes. */
export function drawHelpPicture(
  scene: Phaser.Scene,
  page: Phaser.GameObjects.Container,
  picture: Picture,
  y: number,
  width: number,
  body: number,
): number {
  const pad = body * 0.6;
  // A tile's short side: as large as the words beside it allow, never wider than the page.
  const unit = Math.min(body * 1.7, (width - pad * 2) / picture.width);
  const w = picture.width * unit + pad * 2;
  const h = picture.height * unit + pad * 2;
  const x0 = Math.max(0, (width - w) / 2);
  const at = (ux: number, uy: number): [number, number] => [
    x0 + pad + ux * unit,
    y + pad + uy * unit,
  ];
  const g = scene.add.graphics();
  g.fillStyle(colours.feltDark, 0.9).fillRoundedRect(x0, y, w, h, 10);
  g.lineStyle(1, colours.panelEdge, 0.8).strokeRoundedRect(x0, y, w, h, 10);
  page.add(g);
  for (const s of picture.spots) {
    const [sx, sy] = at(s.x, s.y);
    g.lineStyle(2, colours.gold, 0.7).strokeRoundedRect(
      sx,
      sy,
      s.w * unit,
      s.h * unit,
      unit * 0.15,
    );
  }
  for (const m of picture.markers) {
    const [mx, my] = at(m.x, m.y);
    drawMarker(g, mx, my, unit * 0.9, colours.sides[3] ?? colours.gold);
  }
  // A double-twelve set's tiles as numerals, as the table shows them.
  const numerals = picture.tiles.some((t) => Math.max(...t.ends) > 6);
  for (const t of picture.tiles) {
    const [tx, ty] = at(t.x, t.y);
    const [a, b] = t.ends;
    const sprite = new TileSprite(scene, tx, ty, {
      ends: [a, b],
      half: unit,
      angle: tileAngle(a, b, t.toward),
    });
    if (numerals) sprite.setNumerals(true, unit);
    scene.add.existing(sprite);
    page.add(sprite);
    if (t.ring) {
      const upright = t.toward === 'up' || t.toward === 'down';
      const rw = (upright ? 1 : 2) * unit + 6;
      const rh = (upright ? 2 : 1) * unit + 6;
      const ring = scene.add.graphics();
      ring.lineStyle(2.5, colours.gold, 1).strokeRoundedRect(tx - rw / 2, ty - rh / 2, rw, rh, 6);
      page.add(ring);
    }
  }
  const size = Math.max(13, body * 0.75);
  for (const n of picture.notes) {
    const [nx, ny] = at(n.x, n.y);
    const colour = n.tone === 'gold' ? css.gold : css.soft;
    const text = scene.add.text(nx, ny, n.text, textStyle(size, { colour }));
    text.setOrigin(n.align === 'left' ? 0 : n.align === 'right' ? 1 : 0.5, 0.5);
    page.add(text);
  }
  const caption = scene.add
    .text(
      0,
      y + h + body * 0.4,
      picture.caption,
      textStyle(body * 0.9, { colour: css.soft, wrap: width }),
    )
    .setLineSpacing(3);
  page.add(caption);
  return h + body * 0.4 + caption.height;
}
