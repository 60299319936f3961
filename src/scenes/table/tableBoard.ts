/**
 * The table's still picture: felt, the family's board (the line's layout with its lit
 * targets, count and boneyard: a drawer picked by `view.board.family`), the person's hand,
 * the other seats and the score display (picked by `view.scoreDisplay.kind`), drawn from a
 * table view, the step being shown (`Shown`) and the person's choice. It draws and reports
 * where things are; it decides nothing, and never asks which game it shows.
 */
import type * as Phaser from 'phaser';
import { HandView } from '../../ui/handView';
import { HudView } from '../../ui/hudView';
import type { LayoutView } from '../../ui/layoutView';
import { SeatView } from '../../ui/seatView';
import { HandAvatar } from '../../ui/avatarView';
import { bottomAvatar, seatAvatar } from '../../view/avatars';
import type { Rect, Regions } from '../../view/tableRegions';
import type { TableView } from '../../view/tableView';
import { colours } from '../../ui/theme';
import { drawFelt } from '../../ui/widgets';
import { numeralsForSet } from '../../ui/tileArt';
import { viewSize } from '../../ui/hiDpi';
import type { BoardCallbacks, Still } from '../drawers/boardDrawer';
import { boardDrawerFor, type DrawerOf } from '../drawers/boardDrawers';
import { scoreWidgetFor, type ScoreWidget } from './scoreDisplays';

export class TableBoard {
  readonly felt: Phaser.GameObjects.Graphics;
  /** The family's board, by `view.board.family` (boardDrawers.ts). */
  readonly drawer: DrawerOf<TableView['board']['family']>;
  readonly hand: HandView;
  readonly hud: HudView;
  readonly seats: SeatView[];
  /** The avatar of the seat whose hand is shown, left of the hand, with its name under it. */
  private readonly you: HandAvatar;
  /** The score display, by `view.scoreDisplay.kind` (scoreDisplays.ts). */
  pegs: ScoreWidget | null = null;
  private fitted: Rect | null = null;
  /** The seats lit as on turn in the last picture drawn (for browser tests). */
  lit: readonly number[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    private regions: Regions,
    view: TableView,
    scores: readonly number[],
    callbacks: BoardCallbacks,
  ) {
    const { width, height } = viewSize(scene);
    this.felt = scene.add.graphics();
    drawFelt(this.felt, width, height);
    this.drawer = boardDrawerFor(view.board, scene, regions.layout, callbacks);
    this.drawer.setRegion(regions.layout, regions.layoutHalfMax);
    this.hand = new HandView(scene, regions.handTiles, regions.handTile, callbacks);
    this.hud = new HudView(scene, regions, callbacks.boneyard);
    this.seats = regions.seats.map((spot) => new SeatView(scene, spot, regions.scale));
    this.you = new HandAvatar(scene);
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
  get targets(): DrawerOf<TableView['board']['family']>['targets'] {
    return this.drawer.targets;
  }

  /**
   * The line's layout view, for what animates the line's steps (tile flights, the lesson's
   * glows). Typed by the drawer: a second family makes this a type error where it is read,
   * which is where that family's animation goes.
   */
  get layout(): LayoutView {
    return this.drawer.layout;
  }

  relayout(regions: Regions, view: TableView, scores: readonly number[]): void {
    this.regions = regions;
    this.fitted = null;
    const size = viewSize(this.scene);
    drawFelt(this.felt, size.width, size.height);
    this.drawer.setRegion(regions.layout, regions.layoutHalfMax);
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
    this.pegs = scoreWidgetFor(view.scoreDisplay, this.scene, {
      x: r.x + r.w / 2,
      y: r.y + r.h / 2,
      width: r.w,
      height: r.h,
      sides,
      colours: colours.sides.slice(0, sides),
      labels: view.sideNames.slice(),
      // A phone held upright: names over the lanes, so every hole still counts one point.
      ...(this.regions.portrait ? { labelsAbove: true, minPitch: 4 } : {}),
    });
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
    const n = view.facts.players;
    return this.seats[(seat - (view.viewer ?? 0) + n) % n];
  }

  /** Draws the still picture; `ms` eases the hand into place. */
  draw(view: TableView, still: Still, ms: number): void {
    const { shown, idle } = still;
    const seated = new Set(view.seats.map((seat) => this.seatView(seat.seat, view)));
    const lit: number[] = [];
    for (const spot of this.seats) if (!seated.has(spot)) spot.setVisible(false);
    for (const seat of view.seats) {
      const onTurn = idle ? seat.onTurn : shown.lastSeat === seat.seat;
      if (onTurn) lit.push(seat.seat);
      this.seatView(seat.seat, view)?.render({
        name: seat.name,
        detail: seat.detail,
        tiles: shown.handSizes[seat.seat] ?? seat.tiles,
        onTurn,
        thinking: idle && seat.thinking,
        ...(seat.hand ? { hand: seat.hand } : {}),
        colour: colours.sides[seat.side] ?? colours.gold,
        avatar: seatAvatar(seat.seat, seat.name, seat.side, onTurn),
      });
    }
    // Whose hand is shown is on turn when it has a move to make (or, mid-animation, made the last).
    const bottom = still.handAway
      ? null
      : bottomAvatar(
          view,
          still.playerName,
          idle ? view.moves !== null : shown.lastSeat !== null && shown.lastSeat === view.viewer,
        );
    if (bottom?.onTurn && view.viewer !== null) lit.push(view.viewer);
    this.lit = lit;
    this.drawYou(bottom);
    const moves = still.live ? view.moves : null;
    const playable = moves ? new Set(moves.tiles.map((t) => t.tile)) : null;
    const selected = moves ? still.selection.tile : null;
    // A big set's tiles show numerals (Settings' tile faces), in hand as on the table.
    const numerals = numeralsForSet(view.facts.maxPip);
    this.hand.render({ tiles: still.handAway ? [] : view.hand, playable, selected, numerals }, ms);
    // The lanes' names (the person may have renamed themselves in Settings).
    view.sideNames.forEach((name, side) => this.pegs?.setLabel(side, name));
    // While a question about the last play is open, the pegs stay where they were.
    this.peg(view.held ? view.scores : shown.scores, 400);
    this.fitted = still.layoutArea;
    this.drawer.draw(view.board, view, still, moves, this.hud);
  }

  /** The bottom seat's avatar, its name under it fitted to the avatar's column. */
  private drawYou(avatar: ReturnType<typeof bottomAvatar>): void {
    const size = Math.round(13 * Math.max(0.8, this.regions.scale));
    this.you.draw(avatar, this.regions.avatar, size);
  }

  destroy(): void {
    this.you.destroy();
    this.hand.destroy();
    this.seats.forEach((s) => s.destroy());
  }
}
