/**
 * A cribbage-style pegging board for 2-4 sides: a wooden board with a lane of holes per
 * side, two leapfrogging pegs per lane and the score beside it. The geometry is in
 * pegMath.ts; this file only draws and animates. Add it with `scene.add.existing(board)`,
 * then `board.setScore(side, score, { animate: true })`.
 */
import * as Phaser from 'phaser';
import {
  holePosition,
  pegHop,
  pegLayout,
  scoreLane,
  START_LANE,
  type LaneState,
  type PegLayout,
} from '../view/pegMath';
import {
  CREAM,
  drawBoard,
  FONT,
  laneStrip,
  PEG_CENTRE,
  PEG_R,
  PEG_SIZE,
  pegTexture,
  RES,
} from './pegboardArt';
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
  /** One short name per side, drawn left of its lane (over it with `labelsAbove`). */
  readonly labels?: readonly string[];
  readonly labelsAbove?: boolean;
  /** The closest two holes may sit; see pegMath.ts. */
  readonly minPitch?: number;
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
      ...(options.minPitch === undefined ? {} : { minPitch: options.minPitch }),
      labelsAbove: options.labelsAbove === true,
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
    const textSize = Math.max(9, Math.min(18, layout.trackHeight * 0.62));
    const labelSize = Math.max(9, Math.min(14, (layout.laneHeight - layout.trackHeight) * 0.8));
    const pegScale = layout.pegRadius / PEG_R;
    for (let side = 0; side < layout.sides; side++) {
      const colour = options.colours[side] ?? 0xffffff;
      const key = pegTexture(scene, colour);
      // Each peg is a badge in `boxes()`, its head's square: the layout tests see where it goes.
      const makePeg = (): Phaser.GameObjects.Image =>
        tagBox(
          new Phaser.GameObjects.Image(scene, 0, 0, key)
            .setOrigin(PEG_CENTRE / PEG_SIZE)
            .setScale(pegScale),
          'badge',
          `peg:${String(side)}`,
          { x: -PEG_R, y: -PEG_R, w: 2 * PEG_R, h: 2 * PEG_R },
        );
      const y = top + (layout.laneYs[side] ?? 0);
      const labelText = options.labels?.[side];
      const label =
        labelText === undefined
          ? null
          : layout.labelYs.length > 0
            ? new Phaser.GameObjects.Text(
                scene,
                left + (layout.holeXs[0] ?? 0),
                top + (layout.labelYs[side] ?? 0),
                labelText,
                { fontFamily: FONT, fontSize: `${String(labelSize)}px`, color: CREAM },
              ).setOrigin(0, 0.5)
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

  /** The board and its canvas texture (made for this board alone) go. */
  override destroy(fromScene?: boolean): void {
    // (A board destroyed once already has no scene.)
    const textures = (this.scene as Phaser.Scene | undefined)?.sys.textures;
    super.destroy(fromScene);
    if (textures?.exists(this.textureKey)) textures.remove(this.textureKey);
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
    // Lifted along its own lane's track, never out of it (pegMath.ts, `pegHop`).
    const hop = pegHop(this.layout, end.x - start.x);
    this.bringToTop(peg);
    run(
      'Sine.easeInOut',
      (t) => {
        const lift = Math.sin(Math.PI * t);
        peg.setPosition(
          start.x + (end.x - start.x) * t,
          start.y + (end.y - start.y) * t - hop.rise * lift,
        );
        peg.setScale(base * (1 + (hop.grow - 1) * lift));
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
