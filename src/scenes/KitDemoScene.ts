/**
 * A look at the drawing kit (tiles, backs, shadows, pegboards), for checking the art by
 * eye or in a screenshot. Not part of the game: register it in main.ts temporarily.
 */
import * as Phaser from 'phaser';
import { palette } from '../config';
import { PegBoard } from '../view/pegboard';
import { setEnds, TILE_BACK_KEY, tileAngle, tileKey } from '../view/pips';
import { createTileTextures, TileSprite, tileScale } from '../view/tileArt';

export class KitDemoScene extends Phaser.Scene {
  constructor() {
    super({ key: 'KitDemo' });
  }

  create(): void {
    createTileTextures(this.textures);
    if (window.location.hash === '#2') {
      this.secondPage();
      return;
    }
    const ends = setEnds(6);

    // All 28 face up, upright, at a hand size.
    ends.forEach(([a, b], i) => {
      this.add.image(40 + i * 43, 60, tileKey(a, b)).setScale(tileScale(30));
    });
    // And small, as in an opponent's row or a record.
    ends.forEach(([a, b], i) => {
      this.add
        .image(36 + i * 27, 140, tileKey(a, b))
        .setScale(tileScale(12))
        .setAngle(i % 2 === 0 ? 0 : 90);
    });
    for (let i = 0; i < 6; i++) {
      this.add.image(820 + i * 28, 140, TILE_BACK_KEY).setScale(tileScale(12));
    }

    // Large, with shadows, in every quarter turn: a short line of play.
    const big = 62;
    const y = 290;
    const line: readonly { ends: [number, number]; toward: 'left' | 'up'; dx: number }[] = [
      { ends: [2, 3], toward: 'left', dx: 0 },
      { ends: [3, 5], toward: 'left', dx: 2 * big + 4 },
      { ends: [5, 5], toward: 'up', dx: 3.5 * big + 8 },
      { ends: [5, 6], toward: 'left', dx: 5 * big + 12 },
      { ends: [6, 1], toward: 'left', dx: 7 * big + 16 },
    ];
    for (const t of line) {
      this.add.existing(
        new TileSprite(this, 120 + t.dx, y, {
          ends: t.ends,
          half: big,
          angle: tileAngle(t.ends[0], t.ends[1], t.toward),
        }),
      );
    }
    this.add.existing(new TileSprite(this, 820, y, { ends: [4, 0], half: big, angle: 0 }));
    this.add.existing(new TileSprite(this, 930, y, { ends: null, half: big, angle: 0 }));
    this.add.existing(new TileSprite(this, 1110, y, { ends: null, half: big, angle: 90 }));
    this.add.existing(new TileSprite(this, 1110, y + 110, { ends: [6, 2], half: 40, angle: 90 }));

    // Boards: Horse Race to 61 for two, and 250 for four (five points a hole).
    const two = new PegBoard(this, {
      x: 640,
      y: 500,
      width: 1000,
      height: 92,
      sides: 2,
      target: 61,
      colours: [0xd8433a, 0x2f7fd0],
      labels: ['You', 'Computer'],
    });
    const four = new PegBoard(this, {
      x: 640,
      y: 640,
      width: 760,
      height: 120,
      sides: 4,
      target: 250,
      colours: [0xd8433a, 0x2f7fd0, 0xe0b92c, 0x3aa655],
      labels: ['North', 'East', 'South', 'West'],
    });
    this.add.existing(two);
    this.add.existing(four);
    two.setActiveSide(0);

    this.add
      .text(20, 700, 'kit demo', { fontFamily: 'system-ui', fontSize: '14px', color: palette.text })
      .setOrigin(0, 0.5);

    // A scripted game: scores every 900 ms, including a Celko-style negative.
    const script: readonly (readonly [PegBoard, number, number])[] = [
      [two, 0, 4],
      [two, 1, 7],
      [four, 0, 35],
      [four, 1, -10],
      [two, 0, 13],
      [four, 2, 120],
      [two, 1, 22],
      [four, 3, 250],
      [two, 0, 40],
      [two, 1, 58],
      [two, 0, 61],
    ];
    script.forEach(([board, side, score], i) => {
      this.time.delayedCall(300 + i * 450, () => board.setScore(side, score, { durationMs: 400 }));
    });
  }

  /** Close-ups and other board shapes. */
  private secondPage(): void {
    this.add.existing(new TileSprite(this, 110, 200, { ends: [2, 5], half: 90, angle: 0 }));
    this.add.existing(new TileSprite(this, 400, 200, { ends: [6, 6], half: 90, angle: 90 }));
    this.add.existing(new TileSprite(this, 690, 200, { ends: [3, 4], half: 90, angle: -90 }));
    this.add.existing(new TileSprite(this, 900, 200, { ends: null, half: 90, angle: 0 }));
    [20, 16, 10, 8].forEach((half, i) => {
      setEnds(6)
        .slice(20)
        .forEach(([a, b], j) => {
          this.add
            .image(1000 + j * (half * 1.3 + 4), 60 + i * 70, tileKey(a, b))
            .setScale(tileScale(half));
        });
    });
    const three = new PegBoard(this, {
      x: 290,
      y: 470,
      width: 540,
      height: 96,
      sides: 3,
      target: 101,
      colours: [0xd8433a, 0x2f7fd0, 0xe0b92c],
      labels: ['Ann', 'Bob', 'Cy'],
    });
    const slim = new PegBoard(this, {
      x: 860,
      y: 470,
      width: 520,
      height: 54,
      sides: 2,
      target: 61,
      colours: [0xd8433a, 0x2f7fd0],
      labels: ['Us', 'Them'],
    });
    const bare = new PegBoard(this, {
      x: 640,
      y: 620,
      width: 1100,
      height: 70,
      sides: 2,
      target: 150,
      colours: [0xf2f2f2, 0x222222],
    });
    for (const board of [three, slim, bare]) this.add.existing(board);
    three.setScore(0, 27, { animate: false }).setScore(0, 49, { animate: false });
    three.setScore(1, 101, { animate: false }).setScore(2, -15, { animate: false });
    slim.setScore(0, 33, { animate: false }).setScore(1, 12, { animate: false }).setActiveSide(1);
    bare.setScore(0, 75, { animate: false }).setScore(1, 149, { animate: false });
  }
}
