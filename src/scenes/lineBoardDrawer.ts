/**
 * The line of play's board drawer (the 'line' family): the layout with its lit targets as
 * ghost tiles, the count of the open ends and the boneyard. It draws `view.board` when that
 * is a `LineBoardView`; where a target lies comes from `board.places` by the target's id.
 */
import type * as Phaser from 'phaser';
import type { Tile } from '../engine/tiles';
import type { HudView } from '../view/hudView';
import { LayoutView, leadGhost, type Target } from '../view/layoutView';
import type { LineBoardView, LinePlace } from '../view/lineBoard';
import type { Shown } from '../view/tableModel';
import type { Rect } from '../view/tableRegions';
import { tableRules, type TableTarget, type TableView } from '../view/tableView';
import type { BoardCallbacks, BoardDrawer, Still } from './boardDrawer';

/** A lit target with where it lies (for the browser tests' hotspots). */
export type LitTarget = TableTarget & LinePlace;

export class LineBoardDrawer implements BoardDrawer<LineBoardView> {
  readonly family = 'line';
  readonly layout: LayoutView;
  /** The targets lit now, in the order the layout view has them. */
  private lit: LitTarget[] = [];

  constructor(
    scene: Phaser.Scene,
    area: Rect,
    private readonly callbacks: Pick<BoardCallbacks, 'pick'>,
  ) {
    this.layout = new LayoutView(scene, area);
  }

  get targets(): readonly LitTarget[] {
    return this.lit;
  }

  settle(board: LineBoardView, shown: Shown): void {
    this.layout.show(board.layout, shown.placed, 0);
  }

  setRegion(area: Rect): void {
    this.layout.setRegion(area);
  }

  targetAt(x: number, y: number): (() => void) | null {
    return this.layout.targetAt(x, y);
  }

  clearTargets(): void {
    this.layout.setTargets([]);
  }

  draw(
    board: LineBoardView,
    view: TableView,
    still: Still,
    moves: TableView['moves'],
    hud: HudView,
  ): void {
    const { shown, layoutArea } = still;
    const total = board.countHidden ? null : shown.total;
    hud.setTotal(total, total !== null && tableRules(view.config).scores(total));
    hud.showCount(board.inPlay);
    const drawOnly = !!moves && moves.tiles.length === 0 && moves.canDraw;
    hud.setBoneyard(shown.boneyard, drawOnly, board.boneyard.exists);
    this.layout.setRegion(layoutArea);
    const selected = moves ? still.selection.tile : null;
    this.light(board, moves, selected, still.selection.target, hud);
    // The camera settles at once (setTargets eases it), so taps land where the ghosts are.
    this.layout.setRegion(layoutArea);
  }

  private light(
    board: LineBoardView,
    moves: TableView['moves'],
    tile: Tile | null,
    selectedIndex: number,
    hud: HudView,
  ): void {
    const choice = moves?.tiles.find((t) => t.tile === tile);
    const layout = board.layout;
    this.lit = [];
    if (!choice) {
      this.layout.setTargets([]);
      return;
    }
    const ghosts = this.layout.ghosts();
    const targets: Target[] = [];
    choice.targets.forEach((target, i) => {
      const place = board.places[target.id];
      if (!place) return;
      const point = place.point;
      const index = point
        ? (layout?.open.findIndex((p) => p.node === point.node && p.edge === point.edge) ?? -1)
        : -1;
      const ghost = point === null ? leadGhost(choice.tile) : (ghosts[index] ?? null);
      if (!ghost) return;
      this.lit.push({ ...target, ...place });
      targets.push({
        ghost,
        tile: choice.tile,
        badge: target.badge,
        scores: target.points > 0 && target.badge !== null,
        selected: i === selectedIndex,
        onPick: () => this.callbacks.pick(choice.tile, target),
      });
    });
    if (targets.length > 0) hud.clearBanner();
    this.layout.setTargets(targets);
  }
}
