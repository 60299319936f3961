/**
 * The pegging board's art, drawn once per board with the Canvas 2D API: the wooden board
 * with its lanes, holes and printed numbers, and the pegs' textures (pegboard.ts places them).
 */
import type * as Phaser from 'phaser';
import { holePosition, scaleMarks, type PegLayout } from '../view/pegMath';
import { roundRectPath } from './tileArt';

/** Texture pixels per board pixel, so the board stays crisp when the canvas is scaled up. */
export const RES = 3;

/** Peg texture: head radius, and the size of the canvas with room for the shadow. */
export const PEG_R = 18;
export const PEG_SIZE = 52;
export const PEG_CENTRE = 22;

export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
export const CREAM = '#f6ead0';

function css(colour: number, alpha = 1): string {
  const r = (colour >> 16) & 0xff;
  const g = (colour >> 8) & 0xff;
  const b = colour & 0xff;
  return `rgba(${String(r)}, ${String(g)}, ${String(b)}, ${String(alpha)})`;
}

/** Mixes a colour toward white (t > 0) or black (t < 0). */
function shade(colour: number, t: number): number {
  const towards = t > 0 ? 255 : 0;
  const k = Math.abs(t);
  const mix = (c: number): number => Math.round(c + (towards - c) * k);
  return (mix((colour >> 16) & 0xff) << 16) | (mix((colour >> 8) & 0xff) << 8) | mix(colour & 0xff);
}

/** A small deterministic generator for the wood grain, so every board looks the same. */
function grainRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** The rounded strip behind a lane's holes, in board coordinates. */
export function laneStrip(layout: PegLayout): { x0: number; x1: number; height: number } {
  const pad = Math.min(layout.pitch * 0.7, layout.pegRadius * 1.6);
  return {
    x0: (layout.holeXs[0] ?? 0) - pad,
    x1: (layout.holeXs[layout.holeXs.length - 1] ?? 0) + pad,
    height: Math.min(layout.trackHeight * 0.78, layout.pegRadius * 2.6),
  };
}

export function drawBoard(
  ctx: CanvasRenderingContext2D,
  layout: PegLayout,
  colours: readonly number[],
) {
  const { width: w, height: h } = layout;
  const corner = Math.min(14, h * 0.14);

  // Drop shadow under the board.
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.45)';
  ctx.shadowBlur = 8;
  ctx.shadowOffsetY = 3;
  roundRectPath(ctx, 2, 1, w - 4, h - 5, corner);
  ctx.fillStyle = '#5a3518';
  ctx.fill();
  ctx.restore();

  // Walnut: a warm gradient with faint grain.
  roundRectPath(ctx, 2, 1, w - 4, h - 5, corner);
  const wood = ctx.createLinearGradient(0, 0, 0, h);
  wood.addColorStop(0, '#8d5a2e');
  wood.addColorStop(0.5, '#7a4a22');
  wood.addColorStop(1, '#633a19');
  ctx.fillStyle = wood;
  ctx.fill();
  ctx.save();
  ctx.clip();
  const random = grainRandom(Math.round(w * 31 + h));
  for (let i = 0; i < Math.max(8, h / 3); i++) {
    const y0 = random() * h;
    const amp = 1 + random() * 3;
    const freq = 0.004 + random() * 0.01;
    const phase = random() * 6;
    ctx.beginPath();
    for (let x = 0; x <= w; x += 8) {
      const y = y0 + Math.sin(x * freq + phase) * amp;
      if (x === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.strokeStyle = random() < 0.5 ? 'rgba(40, 20, 5, 0.16)' : 'rgba(255, 210, 150, 0.07)';
    ctx.lineWidth = 0.6 + random() * 1.4;
    ctx.stroke();
  }
  ctx.restore();

  // Bevel: a lit top edge and a dark rim.
  roundRectPath(ctx, 3, 2, w - 6, h - 7, corner - 1);
  const rim = ctx.createLinearGradient(0, 0, 0, h);
  rim.addColorStop(0, 'rgba(255, 225, 180, 0.45)');
  rim.addColorStop(0.3, 'rgba(255, 225, 180, 0)');
  rim.addColorStop(1, 'rgba(0, 0, 0, 0.35)');
  ctx.strokeStyle = rim;
  ctx.lineWidth = 2;
  ctx.stroke();
  roundRectPath(ctx, 2, 1, w - 4, h - 5, corner);
  ctx.strokeStyle = 'rgba(30, 15, 5, 0.8)';
  ctx.lineWidth = 1;
  ctx.stroke();

  // Lanes: a faint strip of each side's colour behind its holes.
  const { x0, x1, height: stripH } = laneStrip(layout);
  layout.laneYs.forEach((y, side) => {
    roundRectPath(ctx, x0, y - stripH / 2, x1 - x0, stripH, stripH / 2);
    ctx.fillStyle = css(colours[side] ?? 0xffffff, 0.26);
    ctx.fill();
    ctx.strokeStyle = css(colours[side] ?? 0xffffff, 0.35);
    ctx.lineWidth = 1;
    ctx.stroke();
  });

  // Holes: drilled, dark inside with a lit lower lip.
  const r = layout.holeRadius;
  for (let side = 0; side < layout.sides; side++) {
    for (let hole = -1; hole <= layout.holes; hole++) {
      const { x, y } = holePosition(layout, side, hole);
      const big = hole === layout.holes ? 1.35 : 1;
      ctx.beginPath();
      ctx.arc(x, y + 0.6, r * big + 0.6, 0, 2 * Math.PI);
      ctx.fillStyle = 'rgba(255, 220, 170, 0.28)';
      ctx.fill();
      ctx.beginPath();
      ctx.arc(x, y, r * big, 0, 2 * Math.PI);
      ctx.fillStyle = '#1c0f06';
      ctx.fill();
    }
  }

  // Printed numbers under the track, and a small brass plate for the target.
  if (layout.scaleHeight > 0) {
    const size = Math.max(8, Math.min(11, layout.scaleHeight * 0.8));
    ctx.font = `600 ${String(size)}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (const mark of scaleMarks(layout)) {
      const { x } = holePosition(layout, 0, mark.hole);
      ctx.fillStyle = mark.hole === layout.holes ? '#f1d58a' : 'rgba(246, 234, 208, 0.62)';
      ctx.fillText(mark.label, x, layout.scaleY);
    }
  }
}

/** A peg head: a glossy coloured ball with a soft shadow, drawn once per colour. */
export function pegTexture(scene: Phaser.Scene, colour: number): string {
  const key = `peg:${colour.toString(16).padStart(6, '0')}`;
  if (scene.textures.exists(key)) return key;
  const texture = scene.textures.createCanvas(key, PEG_SIZE, PEG_SIZE);
  if (texture === null) return key;
  const ctx = texture.getContext();
  const c = PEG_CENTRE;
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.55)';
  ctx.shadowBlur = 5;
  ctx.shadowOffsetX = 2.5;
  ctx.shadowOffsetY = 3.5;
  ctx.beginPath();
  ctx.arc(c, c, PEG_R, 0, 2 * Math.PI);
  ctx.fillStyle = css(shade(colour, -0.45));
  ctx.fill();
  ctx.restore();
  const g = ctx.createRadialGradient(c - PEG_R * 0.4, c - PEG_R * 0.45, PEG_R * 0.05, c, c, PEG_R);
  g.addColorStop(0, css(shade(colour, 0.75)));
  g.addColorStop(0.35, css(shade(colour, 0.1)));
  g.addColorStop(0.85, css(colour));
  g.addColorStop(1, css(shade(colour, -0.45)));
  ctx.beginPath();
  ctx.arc(c, c, PEG_R, 0, 2 * Math.PI);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = css(shade(colour, -0.6), 0.9);
  ctx.stroke();
  texture.refresh();
  return key;
}
