/**
 * The table's still picture: felt, layout with its lit targets, the person's
 * hand, the count and the boneyard, the other seats and the pegging board,
 * drawn from a table view, the step being shown (`Shown`) and the person's
 * choice. It draws and reports where things are; it decides nothing.
 */
import type * as Phaser from 'phaser';
import type { Tile } from '../engine/tiles';
import { HandView, type HandCallbacks } from '../view/handView';
import { fitWidth, HudView } from '../view/hudView';
import { LayoutView, leadGhost, type Target } from '../view/layoutView';
import { PegBoard } from '../view/pegboard';
import { ScorePad } from '../view/scorePad';
import { SeatView } from '../view/seatView';
import { AvatarDisc, HALO } from '../view/avatarView';
import { bottomAvatar, seatAvatar } from '../view/avatars';
import type { Selection } from '../view/selection';
import type { Shown } from '../view/tableModel';
import type { Rect, Regions } from '../view/tableRegions';
import { tableRules, type TableTarget, type TableView } from '../view/tableView';
import { colours, css, textStyle } from '../view/theme';
import { drawFelt } from '../view/ui';
import { viewSize } from '../view/hiDpi';

export interface BoardCallbacks extends HandCallbacks {
  readonly boneyard: () => void;
  /** A lit target was picked (tap, drop or click). */
  readonly pick: (tile: Tile, target: TableTarget) => void;
}

/** What the still picture needs beyond the view. */
export interface Still {
  readonly shown: Shown;
  readonly selection: Selection;
  /** Every step has been shown: the person may act (no panel open either). */
  readonly live: boolean;
  readonly idle: boolean;
  /** Where the layout goes (the table's area, less what a scene puts on top). */
  readonly layoutArea: Rect;
  /** The name the person gave in Settings ("" for none): their avatar goes by it. */
  readonly playerName: string;
}

export class TableBoard {
  readonly felt: Phaser.GameObjects.Graphics;
  readonly layout: LayoutView;
  readonly hand: HandView;
  readonly hud: HudView;
  readonly seats: SeatView[];
  /** The avatar of the seat whose hand is shown, left of the hand, with its name under it. */
  private readonly you: AvatarDisc;
  private readonly youName: Phaser.GameObjects.Text;
  /** The pegging board, or the Block family's score pad. */
  pegs: PegBoard | ScorePad | null = null;
  /** The targets lit now, in the order the layout view has them. */
  private lit: TableTarget[] = [];
  private fitted: Rect | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private regions: Regions,
    view: TableView,
    scores: readonly number[],
    private readonly callbacks: BoardCallbacks,
  ) {
    const { width, height } = viewSize(scene);
    this.felt = scene.add.graphics();
    drawFelt(this.felt, width, height);
    this.layout = new LayoutView(scene, regions.layout);
    this.hand = new HandView(scene, regions.handTiles, regions.handTile, callbacks);
    this.hud = new HudView(scene, regions, callbacks.boneyard);
    this.seats = regions.seats.map((spot) => new SeatView(scene, spot, regions.scale));
    this.you = new AvatarDisc(scene);
    this.youName = scene.add.text(0, 0, '', textStyle(13, { bold: true })).setOrigin(0.5, 0);
    this.makePegs(view, scores);
  }

  get scale(): number {
    return this.regions.scale;
  }

  get area(): Regions {
    return this.regions;
  }

  /** Where the layout is fitted now: the regions' area less what a scene puts over it. */
  get layoutArea(): Rect {
    return this.fitted ?? this.regions.layout;
  }

  /** The targets lit now, in the order drawn. */
  get targets(): readonly TableTarget[] {
    return this.lit;
  }

  relayout(regions: Regions, view: TableView, scores: readonly number[]): void {
    this.regions = regions;
    this.fitted = null;
    const size = viewSize(this.scene);
    drawFelt(this.felt, size.width, size.height);
    this.layout.setRegion(regions.layout);
    this.hand.setRegion(regions.handTiles, regions.handTile);
    this.hud.layout(regions);
    this.seats.forEach((s, i) => {
      const spot = regions.seats[i];
      if (spot) s.move(spot, regions.scale);
    });
    this.makePegs(view, scores);
  }

  private makePegs(view: TableView, scores: readonly number[]): void {
    this.pegs?.destroy();
    const r = this.regions.board;
    const sides = view.sideNames.length;
    const board = {
      x: r.x + r.w / 2,
      y: r.y + r.h / 2,
      width: r.w,
      height: r.h,
      sides,
      target: view.config.options.target,
      colours: colours.sides.slice(0, sides),
      labels: view.sideNames.slice(),
      // A phone held upright: names over the lanes, so every hole still counts one point.
      ...(this.regions.portrait ? { labelsAbove: true, minPitch: 4 } : {}),
    };
    this.pegs = tableRules(view.config).inPlay
      ? new PegBoard(this.scene, board)
      : new ScorePad(this.scene, board);
    this.scene.add.existing(this.pegs);
    scores.forEach((s, side) => this.pegs?.setScore(side, s, { animate: false }));
  }

  peg(scores: readonly number[], ms: number): void {
    scores.forEach((score, side) =>
      this.pegs?.setScore(side, score, { animate: ms > 0, durationMs: Math.max(1, ms) }),
    );
  }

  /**
   * Where a seat sits: around the table from the seat whose hand is shown at the bottom (seat
   * 0 unless a pass-and-play game shows another person's), going to the left.
   */
  seatView(seat: number, view: TableView): SeatView | undefined {
    const n = view.config.players;
    return this.seats[(seat - (view.viewer ?? 0) + n) % n];
  }

  /** Draws the still picture; `ms` eases the hand into place. */
  draw(view: TableView, still: Still, ms: number): void {
    const { shown, idle } = still;
    const rules = tableRules(view.config);
    const seated = new Set(view.seats.map((seat) => this.seatView(seat.seat, view)));
    for (const spot of this.seats) if (!seated.has(spot)) spot.setVisible(false);
    for (const seat of view.seats) {
      const onTurn = idle ? seat.onTurn : shown.lastSeat === seat.seat;
      this.seatView(seat.seat, view)?.render({
        name: seat.name,
        detail: seat.detail,
        tiles: shown.handSizes[seat.seat] ?? seat.tiles,
        onTurn,
        thinking: idle && seat.thinking,
        colour: colours.sides[seat.side] ?? colours.gold,
        avatar: seatAvatar(seat.seat, seat.name, seat.side, onTurn),
      });
    }
    // Whose hand is shown is on turn when it has a move to make (or, mid-animation, made the last).
    this.drawYou(
      bottomAvatar(
        view,
        still.playerName,
        idle ? view.moves !== null : shown.lastSeat !== null && shown.lastSeat === view.viewer,
      ),
    );
    const moves = still.live ? view.moves : null;
    const playable = moves ? new Set(moves.tiles.map((t) => t.tile)) : null;
    const selected = moves ? still.selection.tile : null;
    this.hand.render({ tiles: view.hand, playable, selected }, ms);
    const total = view.countHidden ? null : shown.total;
    this.hud.setTotal(total, total !== null && rules.scores(total));
    this.hud.showCount(rules.inPlay);
    const drawOnly = !!moves && moves.tiles.length === 0 && moves.canDraw;
    this.hud.setBoneyard(shown.boneyard, drawOnly, view.boneyard.exists);
    // The lanes' names (the person may have renamed themselves in Settings).
    view.sideNames.forEach((name, side) => this.pegs?.setLabel(side, name));
    // While a question about the last play is open, the pegs stay where they were.
    this.peg(view.held ? view.scores : shown.scores, 400);
    this.fitted = still.layoutArea;
    this.hud.setLayoutArea(still.layoutArea);
    this.layout.setRegion(still.layoutArea);
    this.drawTargets(view, selected, still.selection.target);
    // The camera settles at once (setTargets eases it), so taps land where the ghosts are.
    this.layout.setRegion(still.layoutArea);
  }

  /** The bottom seat's avatar, its name under it fitted to the avatar's column. */
  private drawYou(avatar: ReturnType<typeof bottomAvatar>): void {
    this.you.setVisible(avatar !== null);
    this.youName.setVisible(avatar !== null);
    if (!avatar) return;
    const a = this.regions.avatar;
    const s = this.regions.scale;
    this.you.draw(a.x, a.y, a.r, avatar, colours.sides[avatar.side] ?? colours.gold);
    const name = this.youName
      .setText(avatar.name)
      .setFontSize(Math.round(13 * Math.max(0.8, s)))
      .setColor(avatar.onTurn ? css.gold : css.text);
    fitWidth(name, a.w - 4, 10);
    name.setPosition(a.x, a.y + a.r * (1 + HALO) + 2);
  }

  /** Lights the chosen tile's places (none when no tile is chosen). */
  drawTargets(view: TableView, tile: Tile | null, selectedIndex = -1): void {
    const choice = view.moves?.tiles.find((t) => t.tile === tile);
    const layout = view.layout;
    this.lit = [];
    if (!choice) {
      this.layout.setTargets([]);
      return;
    }
    const ghosts = this.layout.ghosts();
    const targets: Target[] = [];
    choice.targets.forEach((target, i) => {
      const point = target.point;
      const index = point
        ? (layout?.open.findIndex((p) => p.node === point.node && p.edge === point.edge) ?? -1)
        : -1;
      const ghost = point === null ? leadGhost(choice.tile) : (ghosts[index] ?? null);
      if (!ghost) return;
      this.lit.push(target);
      targets.push({
        ghost,
        tile: choice.tile,
        badge: target.badge,
        scores: target.points > 0 && target.badge !== null,
        selected: i === selectedIndex,
        onPick: () => this.callbacks.pick(choice.tile, target),
      });
    });
    if (targets.length > 0) this.hud.clearBanner();
    this.layout.setTargets(targets);
  }

  destroy(): void {
    this.you.destroy();
    this.youName.destroy();
    this.hand.destroy();
    this.seats.forEach((s) => s.destroy());
  }
}
