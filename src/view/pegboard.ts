/**
 * A cribbage-style pegging board for 2-4 sides: a wooden board with a lane of holes per
 * side, two leapfrogging pegs per lane and the score beside it. The geometry is in
 * pegMath.ts; this file only draws and animates. Add it with `scene.add.existing(board)`,
 * then `board.setScore(side, score, { animate: true })`.
 */
import * as Phaser from 'phaser';
import {
  holePosition,
  pegLayout,
  scaleMarks,
  scoreLane,
  START_LANE,
  type LaneState,
  type PegLayout,
} from './pegMath';
import { roundRectPath } from './tileArt';
import { tagBox } from './boxes';

export interface PegBoardOptions {
  /** Centre of the board. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** 2 to 4. */
  readonly sides: number;
  /** The winning score (61 in Horse Race). */
  readonly target: number;
  /** One colour per side (0xRRGGBB), for its pegs and lane. */
  readonly colours: readonly number[];
  /** One short name per side, drawn left of its lane. */
  readonly labels?: readonly string[];
  /** Layout overrides; see pegMath.ts. */
  readonly labelWidth?: number;
  readonly numberWidth?: number;
}

export interface SetScoreOptions {
  /** Hop the peg over (default true). */
  readonly animate?: boolean;
  /** Length of the hop; default 550 ms. */
  readonly durationMs?: number;
  readonly delayMs?: number;
}

/** Texture pixels per board pixel, so the board stays crisp when the canvas is scaled up. */
const RES = 2;

/** Peg texture: head radius, and the size of the canvas with room for the shadow. */
const PEG_R = 18;
const PEG_SIZE = 52;
const PEG_CENTRE = 22;

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const CREAM = '#f6ead0';

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
function laneStrip(layout: PegLayout): { x0: number; x1: number; height: number } {
  const pad = Math.min(layout.pitch * 0.7, layout.pegRadius * 1.6);
  return {
    x0: (layout.holeXs[0] ?? 0) - pad,
    x1: (layout.holeXs[layout.holeXs.length - 1] ?? 0) + pad,
    height: Math.min(layout.laneHeight * 0.78, layout.pegRadius * 2.6),
  };
}

function drawBoard(ctx: CanvasRenderingContext2D, layout: PegLayout, colours: readonly number[]) {
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
function pegTexture(scene: Phaser.Scene, colour: number): string {
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

let boardCount = 0;

interface Lane {
  state: LaneState;
  readonly pegs: readonly [Phaser.GameObjects.Image, Phaser.GameObjects.Image];
  readonly score: Phaser.GameObjects.Text;
  readonly label: Phaser.GameObjects.Text | null;
  /** The score as drawn while the number counts toward `state.score`. */
  shown: number;
  tweens: Phaser.Tweens.Tween[];
}

/** The board: a container; add it with `scene.add.existing(board)`. */
export class PegBoard extends Phaser.GameObjects.Container {
  readonly layout: PegLayout;
  private readonly lanes: Lane[] = [];
  private readonly textureKey: string;
  private readonly highlight: Phaser.GameObjects.Graphics;

  constructor(scene: Phaser.Scene, options: PegBoardOptions) {
    super(scene, options.x, options.y);
    const layout = pegLayout({
      width: options.width,
      height: options.height,
      sides: options.sides,
      target: options.target,
      ...(options.labels === undefined ? { labelWidth: 0 } : {}),
      ...(options.labelWidth === undefined ? {} : { labelWidth: options.labelWidth }),
      ...(options.numberWidth === undefined ? {} : { numberWidth: options.numberWidth }),
    });
    this.layout = layout;
    this.setSize(layout.width, layout.height);
    tagBox(this, 'panel', 'pegboard', {
      x: -layout.width / 2,
      y: -layout.height / 2,
      w: layout.width,
      h: layout.height,
    });

    boardCount += 1;
    this.textureKey = `pegboard:${String(boardCount)}`;
    const texture = scene.textures.createCanvas(
      this.textureKey,
      Math.ceil(layout.width * RES),
      Math.ceil(layout.height * RES),
    );
    if (texture !== null) {
      const ctx = texture.getContext();
      ctx.scale(RES, RES);
      drawBoard(ctx, layout, options.colours);
      texture.refresh();
    }
    this.add(new Phaser.GameObjects.Image(scene, 0, 0, this.textureKey).setScale(1 / RES));

    this.highlight = new Phaser.GameObjects.Graphics(scene);
    this.add(this.highlight);

    const left = -layout.width / 2;
    const top = -layout.height / 2;
    const textSize = Math.max(9, Math.min(18, layout.laneHeight * 0.62));
    const pegScale = layout.pegRadius / PEG_R;
    for (let side = 0; side < layout.sides; side++) {
      const colour = options.colours[side] ?? 0xffffff;
      const key = pegTexture(scene, colour);
      const makePeg = (): Phaser.GameObjects.Image =>
        new Phaser.GameObjects.Image(scene, 0, 0, key)
          .setOrigin(PEG_CENTRE / PEG_SIZE)
          .setScale(pegScale);
      const y = top + (layout.laneYs[side] ?? 0);
      const labelText = options.labels?.[side];
      const label =
        labelText === undefined
          ? null
          : new Phaser.GameObjects.Text(scene, left + layout.labelRight, y, labelText, {
              fontFamily: FONT,
              fontSize: `${String(textSize)}px`,
              color: CREAM,
            }).setOrigin(1, 0.5);
      const score = new Phaser.GameObjects.Text(scene, left + layout.numberLeft, y, '0', {
        fontFamily: FONT,
        fontSize: `${String(textSize)}px`,
        fontStyle: 'bold',
        color: CREAM,
      }).setOrigin(0, 0.5);
      const lane: Lane = {
        state: START_LANE,
        pegs: [makePeg(), makePeg()],
        score,
        label,
        shown: 0,
        tweens: [],
      };
      this.lanes.push(lane);
      if (label !== null) this.add(label);
      this.add([score, ...lane.pegs]);
      this.placePegs(side);
    }

    this.once(Phaser.GameObjects.Events.DESTROY, () => {
      for (const lane of this.lanes) for (const t of lane.tweens) t.remove();
      if (scene.textures.exists(this.textureKey)) scene.textures.remove(this.textureKey);
    });
  }

  /** The score shown for a side. */
  score(side: number): number {
    return this.lanes[side]?.state.score ?? 0;
  }

  /**
   * Sets a side's score. The back peg hops to the new hole and the number counts to the
   * new score; a negative score keeps the pegs at the start and shows the number.
   */
  setScore(side: number, score: number, options: SetScoreOptions = {}): this {
    const lane = this.lanes[side];
    if (lane === undefined) return this;
    const before = lane.state;
    const after = scoreLane(this.layout, before, score);
    if (after === before) return this;
    this.finish(side);
    lane.state = after;
    const animate = (options.animate ?? true) && this.scene.sys.isActive();
    if (!animate) {
      this.placePegs(side);
      this.showScore(lane, score);
      return this;
    }

    // One 0-to-1 counter per motion, all of the same length and delay.
    const run = (ease: string, update: (t: number) => void, done: () => void): void => {
      lane.tweens.push(
        this.scene.tweens.addCounter({
          from: 0,
          to: 1,
          duration: options.durationMs ?? 550,
          delay: options.delayMs ?? 0,
          ease,
          onUpdate: (tween) => update(tween.getValue() ?? 1),
          onComplete: done,
        }),
      );
    };
    const from = lane.shown;
    run(
      'Cubic.easeOut',
      (t) => this.showScore(lane, from + (score - from) * t),
      () => this.showScore(lane, score),
    );

    const peg = lane.pegs[after.lead];
    if (after.pegs[after.lead] === before.pegs[after.lead]) return this;
    const start = { x: peg.x, y: peg.y };
    const end = this.pegPosition(side, after.pegs[after.lead]);
    const base = peg.scale;
    // A short hop for a short move; never far out of the lane.
    const hop = Math.min(this.layout.laneHeight * 0.45, 3 + Math.abs(end.x - start.x) * 0.06);
    this.bringToTop(peg);
    run(
      'Sine.easeInOut',
      (t) => {
        const lift = Math.sin(Math.PI * t);
        peg.setPosition(
          start.x + (end.x - start.x) * t,
          start.y + (end.y - start.y) * t - hop * lift,
        );
        peg.setScale(base * (1 + 0.35 * lift));
      },
      () => peg.setPosition(end.x, end.y).setScale(base),
    );
    return this;
  }

  /** Puts every peg back in the start holes and every score to 0. */
  reset(): this {
    this.lanes.forEach((lane, side) => {
      this.finish(side);
      lane.state = START_LANE;
      this.placePegs(side);
      this.showScore(lane, 0);
    });
    return this;
  }

  /** Marks whose turn it is (a bright outline round the lane), or nobody for null. */
  setActiveSide(side: number | null): this {
    const g = this.highlight;
    g.clear();
    if (side === null || side < 0 || side >= this.layout.sides) return this;
    const { layout } = this;
    const left = -layout.width / 2;
    const top = -layout.height / 2;
    const y = top + (layout.laneYs[side] ?? 0);
    const { x0, x1, height: h } = laneStrip(layout);
    g.lineStyle(1.5, 0xfff1c4, 0.9);
    g.strokeRoundedRect(left + x0, y - h / 2, x1 - x0, h, h / 2);
    return this;
  }

  /** Renames a side. */
  setLabel(side: number, text: string): this {
    this.lanes[side]?.label?.setText(text);
    return this;
  }

  private pegPosition(side: number, hole: number): { x: number; y: number } {
    const p = holePosition(this.layout, side, hole);
    return { x: p.x - this.layout.width / 2, y: p.y - this.layout.height / 2 };
  }

  /** Ends a lane's running animations at their final positions. */
  private finish(side: number): void {
    const lane = this.lanes[side];
    if (lane === undefined) return;
    for (const t of lane.tweens) t.remove();
    lane.tweens = [];
    this.placePegs(side);
    this.showScore(lane, lane.state.score);
  }

  private placePegs(side: number): void {
    const lane = this.lanes[side];
    if (lane === undefined) return;
    lane.state.pegs.forEach((hole, i) => {
      const { x, y } = this.pegPosition(side, hole);
      lane.pegs[i]?.setPosition(x, y).setScale(this.layout.pegRadius / PEG_R);
    });
  }

  private showScore(lane: Lane, value: number): void {
    lane.shown = value;
    lane.score.setText(String(Math.round(value)));
  }
}
