import * as Phaser from 'phaser';
import { palette } from '../config';

/** Pip centres of one half of an upright tile, in units of the pip spacing. */
const PIPS: readonly (readonly (readonly [number, number])[])[] = [
  [],
  [[0, 0]],
  [
    [-1, -1],
    [1, 1],
  ],
  [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  [
    [-1, -1],
    [-1, 0],
    [-1, 1],
    [1, -1],
    [1, 0],
    [1, 1],
  ],
];

interface TileSpec {
  /** Centre of the tile on the table. */
  readonly x: number;
  readonly y: number;
  /** Pips on the first half (left, or top when upright) and the second half. */
  readonly ends: readonly [number, number];
  readonly upright: boolean;
}

/** Side of one square half of a tile, in table pixels. */
const HALF = 76;

/**
 * Draws one domino: an ivory rounded tile with a divider and black pips.
 * Pure drawing; it does not know what the tile means in a game.
 */
function drawTile(g: Phaser.GameObjects.Graphics, tile: TileSpec): void {
  const w = tile.upright ? HALF : HALF * 2;
  const h = tile.upright ? HALF * 2 : HALF;
  const left = tile.x - w / 2;
  const top = tile.y - h / 2;
  const radius = HALF * 0.14;

  g.fillStyle(palette.shadow, 0.35);
  g.fillRoundedRect(left + 5, top + 7, w, h, radius);
  g.fillStyle(palette.ivory, 1);
  g.fillRoundedRect(left, top, w, h, radius);
  g.lineStyle(2, palette.ivoryEdge, 1);
  g.strokeRoundedRect(left, top, w, h, radius);

  g.lineStyle(3, palette.ivoryEdge, 1);
  if (tile.upright) {
    g.lineBetween(left + HALF * 0.15, tile.y, left + w - HALF * 0.15, tile.y);
  } else {
    g.lineBetween(tile.x, top + HALF * 0.15, tile.x, top + h - HALF * 0.15);
  }

  const spacing = HALF * 0.26;
  g.fillStyle(palette.pip, 1);
  tile.ends.forEach((count, half) => {
    const offset = (half === 0 ? -1 : 1) * (HALF / 2);
    const cx = tile.upright ? tile.x : tile.x + offset;
    const cy = tile.upright ? tile.y + offset : tile.y;
    for (const [px, py] of PIPS[count] ?? []) {
      // Lying tiles turn their pip pattern a quarter turn, as a real tile does.
      const [dx, dy] = tile.upright ? [px, py] : [py, px];
      g.fillCircle(cx + dx * spacing, cy + dy * spacing, HALF * 0.085);
    }
  });
}

/** The opening screen, until the table exists. */
export class TitleScene extends Phaser.Scene {
  constructor() {
    super({ key: 'Title' });
  }

  create(): void {
    const { width, height } = this.scale;
    const cx = width / 2;

    this.add
      .text(cx, height * 0.2, 'Horse Race', {
        fontFamily: 'Georgia, "Times New Roman", serif',
        fontSize: '96px',
        fontStyle: 'bold',
        color: palette.text,
        shadow: { offsetX: 0, offsetY: 4, color: '#00000080', blur: 6, fill: true },
      })
      .setOrigin(0.5);

    this.add
      .text(cx, height * 0.2 + 78, 'Dominoes · Fives family', {
        fontFamily: 'Georgia, "Times New Roman", serif',
        fontSize: '34px',
        fontStyle: 'italic',
        color: palette.textSoft,
      })
      .setOrigin(0.5);

    // A short line of play around a double-five spinner.
    const g = this.add.graphics();
    const rowY = height * 0.56;
    const tiles: readonly TileSpec[] = [
      { x: cx - HALF * 1.5 - 6, y: rowY, ends: [2, 5], upright: false },
      { x: cx, y: rowY, ends: [5, 5], upright: true },
      { x: cx + HALF * 1.5 + 6, y: rowY, ends: [5, 6], upright: false },
    ];
    for (const tile of tiles) {
      drawTile(g, tile);
    }

    this.add
      .text(cx, height * 0.86, 'The table is being built — coming soon.', {
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        fontSize: '28px',
        color: palette.textSoft,
      })
      .setOrigin(0.5);
  }
}
