/**
 * A tile turned up in a panel (a hand revealed at a hand's end), `height` tall and upright:
 * numerals on a big set's (Settings' tile faces, `numeralsForSet`), so 10, 11 and 12 read at
 * a glance; tagged `face:` for `boxes()`. Words in its place if its picture is missing.
 */
import type * as Phaser from 'phaser';
import { formatTile, hi, lo, type Tile } from '../engine/core/tiles';
import { NUMERAL_HALF } from '../view/pips';
import { tagBox } from './boxes';
import { pixelRatio } from './hiDpi';
import { numeralTexture, tileTexture } from './tileArt';
import { css, textStyle } from './theme';

export function faceImage(
  scene: Phaser.Scene,
  tile: Tile,
  at: { readonly x: number; readonly y: number; readonly height: number },
  numerals: boolean,
): Phaser.GameObjects.GameObject {
  const { x, y, height } = at;
  const ends = [hi(tile), lo(tile)] as const;
  const sharp = (height / 2) * pixelRatio() > NUMERAL_HALF;
  const key = numerals
    ? numeralTexture(scene.textures, ends, 0, sharp)
    : tileTexture(scene.textures, ends);
  const id = `face:${formatTile(tile)}${numerals ? ' numerals' : ''}`;
  if (scene.textures.exists(key)) {
    const img = scene.add.image(x, y, key);
    img.setDisplaySize(height / 2, height);
    return tagBox(img, 'face', id);
  }
  return scene.add
    .text(x, y, formatTile(tile), textStyle(height * 0.3, { colour: css.text }))
    .setOrigin(0.5);
}
