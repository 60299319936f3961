/**
 * Draws a seat's avatar (`avatars.ts` says which): a disc in the seat's colour with its
 * initial, ringed in its side's colour; while it is the seat's turn, a pale gold disc with a
 * dark letter and a gold ring (and a halo where there is room). Shapes and text only (the Canvas renderer has no filters), so it is sharp at any
 * pixel ratio. Listed by `boxes()` as one badge, `avatar:<name>`.
 */
import type * as Phaser from 'phaser';
import type { Avatar } from '../view/avatars';
import { tagBox } from './boxes';
import { colours, css, textStyle } from './theme';
import { fitWidth } from './hudView';

/** How far a turn's halo reaches beyond the disc, as a share of its radius. */
export const HALO = 0.3;

export class AvatarDisc {
  readonly graphics: Phaser.GameObjects.Graphics;
  readonly letter: Phaser.GameObjects.Text;

  constructor(scene: Phaser.Scene) {
    this.graphics = scene.add.graphics();
    this.letter = scene.add
      .text(0, 0, '', textStyle(14, { bold: true, colour: '#fff7e0' }))
      .setOrigin(0.5);
  }

  /**
   * Draws `avatar` centred at (x, y) with radius `r`; `ring` is its side's colour. `halo`:
   * whether the turn's halo has room around the disc (it does not in a seat's name row).
   */
  draw(x: number, y: number, r: number, avatar: Avatar, ring: number, halo = true): void {
    const g = this.graphics;
    g.clear();
    const reach = avatar.onTurn && halo ? r * (1 + HALO) : r + 1.5;
    if (avatar.onTurn && halo) {
      g.fillStyle(colours.highlight, 0.28);
      g.fillCircle(x, y, reach);
    }
    // On turn the disc lights up (pale gold, dark letter, gold ring): clear beside the dark
    // discs of the others, whatever the side's own colour.
    g.fillStyle(avatar.onTurn ? colours.highlight : avatar.fill, 1);
    g.fillCircle(x, y, r);
    g.lineStyle(
      avatar.onTurn ? Math.max(2.5, r * 0.16) : 2,
      avatar.onTurn ? colours.gold : ring,
      1,
    );
    g.strokeCircle(x, y, r - 1);
    // The letter stands for the whole disc in `boxes()` (one badge, not a text over a badge).
    tagBox(this.letter, 'badge', `avatar:${avatar.name}`, {
      x: -reach,
      y: -reach,
      w: reach * 2,
      h: reach * 2,
    });
    this.letter
      .setText(avatar.initial)
      .setFontSize(Math.max(9, Math.round(r * 1.05)))
      .setColor(avatar.onTurn ? css.ink : '#fff7e0')
      .setPosition(x, y);
  }

  setVisible(visible: boolean): this {
    this.graphics.setVisible(visible);
    this.letter.setVisible(visible);
    return this;
  }

  destroy(): void {
    this.graphics.destroy();
    this.letter.destroy();
  }
}

/**
 * The avatar of the person whose hand is shown, at the hand's left, with its name under it
 * fitted to the avatar's column (the line table's and the family table's alike).
 */
export class HandAvatar {
  private readonly disc: AvatarDisc;
  private readonly name: Phaser.GameObjects.Text;

  constructor(scene: Phaser.Scene) {
    this.disc = new AvatarDisc(scene);
    this.name = scene.add.text(0, 0, '', textStyle(13, { bold: true })).setOrigin(0.5, 0);
  }

  /** Draws `avatar` in its column `a`, its name at `size` px at most; hidden when either is null. */
  draw(
    avatar: Avatar | null,
    a: { readonly x: number; readonly y: number; readonly r: number; readonly w: number } | null,
    size: number,
  ): void {
    this.disc.setVisible(avatar !== null && a !== null);
    this.name.setVisible(avatar !== null && a !== null);
    if (!avatar || !a) return;
    this.disc.draw(a.x, a.y, a.r, avatar, colours.sides[avatar.side] ?? colours.gold);
    this.name
      .setText(avatar.name)
      .setFontSize(size)
      .setColor(avatar.onTurn ? css.gold : css.text);
    fitWidth(this.name, a.w - 4, 10);
    this.name.setPosition(a.x, a.y + a.r * (1 + HALO) + 2);
  }

  destroy(): void {
    this.disc.destroy();
    this.name.destroy();
  }
}
