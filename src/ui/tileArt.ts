/**
 * Domino textures, drawn once each (when first shown) with the Canvas 2D API (gradients and soft
 * shadows, which Phaser's Canvas renderer cannot do per frame): every face-up tile of the
 * set, a face-down back and a soft shadow. Then scenes simply
 *
 *   this.add.image(x, y, tileTexture(this.textures, [5, 2])).setScale(tileScale(40));
 *
 * or use `TileSprite`, which keeps a shadow under the tile. Textures are upright, higher
 * end on top (see pips.ts), at `TILE_HALF` pixels per half: about twice the largest size
 * on screen, so they stay crisp when scaled.
 */
import type * as Phaser from 'phaser';
import {
  NUMERAL_HALF,
  PIP_COLOURS,
  pipLayout,
  pipRadius,
  setShowsNumerals,
  TILE_BACK_KEY,
  TILE_SHADOW_KEY,
  tileKey,
  type TileFaces,
} from '../view/pips';
import { FONT } from './theme';

/** Texture pixels along one side of a square half. */
export const TILE_HALF = 160;

/** Transparent margin around a tile, so its rounded edge is anti-aliased on every side. */
const PAD = 4;

/** Where a tile's shadow falls from it, in halves (down and to the right, whatever its turn). */
export const SHADOW_OFFSET = { x: 0.06, y: 0.1 } as const;

/** Extra margin of the shadow texture, for its blur. */
const SHADOW_PAD = 28;
const SHADOW_BLUR = 16;

export const TILE_TEXTURE_WIDTH = TILE_HALF + 2 * PAD;
export const TILE_TEXTURE_HEIGHT = 2 * TILE_HALF + 2 * PAD;

/** The scale that shows a tile texture with halves of `halfPx` screen pixels. */
export function tileScale(halfPx: number): number {
  return halfPx / TILE_HALF;
}

/** Colours of the tiles, as CSS colours for the 2D context. */
const INK = {
  /** The tile's thickness, seen along the lower and right edges. */
  ivorySide: '#cbbd98',
  ivoryLight: '#fffdf5',
  ivoryDark: '#eee5c9',
  outline: 'rgba(80, 64, 36, 0.6)',
  groove: 'rgba(70, 58, 36, 0.55)',
  grooveLight: 'rgba(255, 255, 255, 0.85)',
  pip: '#111111',
  pipLit: '#3c3c3c',
  /** A blank half's 0 on a numeral face: lighter than a number with pips. */
  blankNumeral: '#9a8f78',
  backSide: '#2e0a10',
  backLight: '#7a2432',
  backDark: '#4d121c',
  backLine: 'rgba(236, 200, 120, 0.85)',
  backLattice: 'rgba(255, 225, 200, 0.09)',
  brassLight: '#fff0b5',
  brass: '#d2a33a',
  brassDark: '#7d5512',
} as const;

/** Traces a rounded rectangle (the 2D context's own `roundRect` is missing in older Safari). */
export function roundRectPath(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
): void {
  const radius = Math.min(r, w / 2, h / 2);
  ctx.beginPath();
  ctx.moveTo(x + radius, y);
  ctx.arcTo(x + w, y, x + w, y + h, radius);
  ctx.arcTo(x + w, y + h, x, y + h, radius);
  ctx.arcTo(x, y + h, x, y, radius);
  ctx.arcTo(x, y, x + w, y, radius);
  ctx.closePath();
}

const W = TILE_HALF;
const L = 2 * TILE_HALF;
const CORNER = W * 0.13;
/** Width of the chamfered edge round the face. */
const CHAMFER = W * 0.025;

/**
 * The block of the tile: a narrow chamfer of `side` all round, then the face. Lighting is
 * the same from every side, so a tile looks alike at every quarter turn (the shadow,
 * drawn separately, gives the light its direction).
 */
function drawBody(ctx: CanvasRenderingContext2D, side: string, light: string, dark: string): void {
  roundRectPath(ctx, 0, 0, W, L, CORNER);
  ctx.fillStyle = side;
  ctx.fill();

  const face = ctx.createRadialGradient(W / 2, L / 2, W * 0.2, W / 2, L / 2, L * 0.62);
  face.addColorStop(0, light);
  face.addColorStop(1, dark);
  roundRectPath(ctx, CHAMFER, CHAMFER, W - 2 * CHAMFER, L - 2 * CHAMFER, CORNER - CHAMFER);
  ctx.fillStyle = face;
  ctx.fill();

  // A soft lit edge round the face, and a crisp outline round the tile.
  roundRectPath(
    ctx,
    CHAMFER + 1.5,
    CHAMFER + 1.5,
    W - 2 * CHAMFER - 3,
    L - 2 * CHAMFER - 3,
    CORNER - CHAMFER - 1,
  );
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.55)';
  ctx.lineWidth = 2;
  ctx.stroke();
  roundRectPath(ctx, 0.75, 0.75, W - 1.5, L - 1.5, CORNER);
  ctx.strokeStyle = INK.outline;
  ctx.lineWidth = 1.5;
  ctx.stroke();
}

/** The face's centre. */
const FACE_CX = W / 2;
const FACE_CY = L / 2;

/** The brass pin in the middle of the dividing line: a little dome. */
function drawPin(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  const g = ctx.createRadialGradient(x, y, r * 0.1, x, y, r);
  g.addColorStop(0, INK.brassLight);
  g.addColorStop(0.5, INK.brass);
  g.addColorStop(1, INK.brassDark);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.strokeStyle = 'rgba(70, 45, 10, 0.75)';
  ctx.lineWidth = 1;
  ctx.stroke();
}

/** How faces show their numbers (Settings); faces drawn from now on follow it. */
let faces: TileFaces = 'auto';
/** Pips (and numerals) coloured by number. */
let colouredPips = false;

/** The tile faces chosen in Settings: tiles drawn from now on show them. */
export function setTileFaces(chosen: TileFaces): void {
  faces = chosen;
  colouredPips = chosen === 'coloured';
}

/** Whether tiles of a double-`maxPip` set show numerals at any size, as Settings has it. */
export function numeralsForSet(maxPip: number): boolean {
  return setShowsNumerals(faces, maxPip);
}

/** One pip: a dark, slightly dished hole with a faint shaded rim; `colour` for coloured pips. */
function drawPip(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  r: number,
  colour: string | null = null,
): void {
  ctx.beginPath();
  ctx.arc(x, y, r + 1.2, 0, 2 * Math.PI);
  ctx.fillStyle = 'rgba(90, 70, 35, 0.22)';
  ctx.fill();
  const g = ctx.createRadialGradient(x, y, r * 0.05, x, y, r);
  g.addColorStop(0, colour ?? INK.pipLit);
  g.addColorStop(0.75, colour ?? INK.pip);
  g.addColorStop(1, '#050505');
  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
  ctx.fillStyle = g;
  ctx.fill();
}

/** The ivory body, the dividing groove and the pin: a face without its numbers. */
function drawBlankFace(ctx: CanvasRenderingContext2D): void {
  drawBody(ctx, INK.ivorySide, INK.ivoryLight, INK.ivoryDark);

  // The dividing groove, with a faint light line on either side.
  const x0 = FACE_CX - W * 0.36;
  const x1 = FACE_CX + W * 0.36;
  ctx.lineCap = 'round';
  for (const [dy, colour, width] of [
    [-2.2, INK.grooveLight, 1.5],
    [2.2, INK.grooveLight, 1.5],
    [0, INK.groove, 2.5],
  ] as const) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.beginPath();
    ctx.moveTo(x0, FACE_CY + dy);
    ctx.lineTo(x1, FACE_CY + dy);
    ctx.stroke();
  }
  drawPin(ctx, FACE_CX, FACE_CY, W * 0.06);
}

function drawFace(
  ctx: CanvasRenderingContext2D,
  top: number,
  bottom: number,
  coloured: boolean,
): void {
  drawBlankFace(ctx);
  const halves: readonly [number, number][] = [
    [top, FACE_CY - W / 2],
    [bottom, FACE_CY + W / 2],
  ];
  for (const [value, cy] of halves) {
    // Ten to twelve stand in four rows: smaller pips, so they stay apart at phone size.
    const r = pipRadius(value) * W;
    for (const p of pipLayout(value)) {
      const colour = coloured ? (PIP_COLOURS[value] ?? null) : null;
      drawPip(ctx, FACE_CX + (p.x - 0.5) * W, cy + (p.y - 0.5) * W, r, colour);
    }
  }
}

/**
 * A face whose halves show their numbers as numerals (a blank stays blank), for halves
 * too small for pips (`numeralsAt` in pips.ts). The numerals are turned by `-angle`, so
 * they read upright on a tile drawn at `angle` (a multiple of 90), and bold and dark on
 * the ivory (in their pip colour when pips are coloured by number).
 */
function drawNumeralFace(
  ctx: CanvasRenderingContext2D,
  top: number,
  bottom: number,
  angle: number,
  coloured: boolean,
): void {
  drawBlankFace(ctx);
  for (const [value, cy] of [
    [top, FACE_CY - W / 2],
    [bottom, FACE_CY + W / 2],
  ] as const) {
    // A blank half shows a light 0: read as zero, never as a half left unprinted.
    const text = String(value);
    ctx.save();
    ctx.translate(FACE_CX, cy);
    ctx.rotate((-angle * Math.PI) / 180);
    ctx.font = `bold ${Math.round(W * (text.length > 1 ? 0.6 : 0.66))}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle =
      value === 0 ? INK.blankNumeral : coloured ? (PIP_COLOURS[value] ?? INK.pip) : INK.pip;
    // Middle baselines sit a little high in most fonts: nudge down to the optical centre.
    ctx.fillText(text, 0, W * 0.04);
    ctx.restore();
  }
}

function drawBack(ctx: CanvasRenderingContext2D): void {
  drawBody(ctx, INK.backSide, INK.backLight, INK.backDark);

  // A fine lattice inside a thin gold border.
  const inset = W * 0.13;
  const bx = FACE_CX - W / 2 + inset;
  const by = FACE_CY - L / 2 + inset;
  const bw = W - 2 * inset;
  const bh = L - 2 * inset;
  ctx.save();
  roundRectPath(ctx, bx, by, bw, bh, CORNER * 0.5);
  ctx.clip();
  ctx.strokeStyle = INK.backLattice;
  ctx.lineWidth = 2;
  const step = W * 0.14;
  for (let d = -bh; d < bw + bh; d += step) {
    ctx.beginPath();
    ctx.moveTo(bx + d, by);
    ctx.lineTo(bx + d + bh, by + bh);
    ctx.moveTo(bx + d, by);
    ctx.lineTo(bx + d - bh, by + bh);
    ctx.stroke();
  }
  ctx.restore();
  roundRectPath(ctx, bx, by, bw, bh, CORNER * 0.5);
  ctx.strokeStyle = INK.backLine;
  ctx.lineWidth = 2.5;
  ctx.stroke();

  // A small gold diamond round the pin.
  const d = W * 0.17;
  ctx.beginPath();
  ctx.moveTo(FACE_CX, FACE_CY - d * 1.4);
  ctx.lineTo(FACE_CX + d, FACE_CY);
  ctx.lineTo(FACE_CX, FACE_CY + d * 1.4);
  ctx.lineTo(FACE_CX - d, FACE_CY);
  ctx.closePath();
  ctx.stroke();
  drawPin(ctx, FACE_CX, FACE_CY, W * 0.06);
}

function drawShadow(ctx: CanvasRenderingContext2D): void {
  // Only the blurred shadow is wanted: draw the shape far off the canvas and throw its
  // shadow back on (shadowBlur works everywhere; ctx.filter does not).
  const away = 10000;
  ctx.shadowColor = 'rgba(0, 0, 0, 1)';
  ctx.shadowBlur = SHADOW_BLUR;
  ctx.shadowOffsetX = away;
  roundRectPath(ctx, SHADOW_PAD - away, SHADOW_PAD, W, L, CORNER);
  ctx.fillStyle = '#000';
  ctx.fill();
}

function makeTexture(
  textures: Phaser.Textures.TextureManager,
  key: string,
  width: number,
  height: number,
  offset: number,
  draw: (ctx: CanvasRenderingContext2D) => void,
): void {
  if (textures.exists(key)) return;
  const texture = textures.createCanvas(key, width, height);
  if (texture === null) return;
  const ctx = texture.getContext();
  ctx.save();
  ctx.translate(offset, offset);
  draw(ctx);
  ctx.restore();
  texture.refresh();
}

/** Draws the face of the tile with these ends (higher on top), unless it is there already. */
function ensureFace(textures: Phaser.Textures.TextureManager, a: number, b: number): string {
  const coloured = colouredPips;
  const key = coloured ? `${tileKey(a, b)}:coloured` : tileKey(a, b);
  makeTexture(textures, key, TILE_TEXTURE_WIDTH, TILE_TEXTURE_HEIGHT, PAD, (ctx) =>
    drawFace(ctx, Math.max(a, b), Math.min(a, b), coloured),
  );
  return key;
}

/**
 * The texture of a tile whose halves show numerals upright at `angle` (degrees, turned to
 * the nearest quarter): drawn at NUMERAL_HALF pixels per half for a tile shown small, at
 * TILE_HALF (`sharp`) for one shown large (the hand, a big layout tile).
 */
export function numeralTexture(
  textures: Phaser.Textures.TextureManager,
  ends: readonly [number, number],
  angle: number,
  sharp = false,
): string {
  const quarter = (((Math.round(angle / 90) * 90) % 360) + 360) % 360;
  const coloured = colouredPips;
  const [a, b] = ends;
  const key = `${tileKey(a, b)}:n${quarter}${sharp ? ':sharp' : ''}${coloured ? ':coloured' : ''}`;
  const s = (sharp ? TILE_HALF : NUMERAL_HALF) / TILE_HALF;
  const pad = PAD * s;
  const w = Math.ceil(TILE_TEXTURE_WIDTH * s);
  const h = Math.ceil(TILE_TEXTURE_HEIGHT * s);
  makeTexture(textures, key, w, h, pad, (ctx) => {
    ctx.scale(s, s);
    drawNumeralFace(ctx, Math.max(a, b), Math.min(a, b), quarter, coloured);
  });
  return key;
}

/** The back and the shadow, which nearly every scene shows. */
export function createCommonTileTextures(textures: Phaser.Textures.TextureManager): void {
  makeTexture(textures, TILE_BACK_KEY, TILE_TEXTURE_WIDTH, TILE_TEXTURE_HEIGHT, PAD, drawBack);
  makeTexture(textures, TILE_SHADOW_KEY, W + 2 * SHADOW_PAD, L + 2 * SHADOW_PAD, 0, drawShadow);
}

/**
 * The texture key of a tile (null: the back), drawn now if it was not yet. Faces are
 * drawn when first shown, so start-up does not wait for all 28.
 */
export function tileTexture(
  textures: Phaser.Textures.TextureManager,
  ends: readonly [number, number] | null,
): string {
  createCommonTileTextures(textures);
  return ends === null ? TILE_BACK_KEY : ensureFace(textures, ends[0], ends[1]);
}
