/**
 * The line of play's board drawer (the 'line' family): the layout with its lit targets as
 * ghost tiles, the count of the open ends and the boneyard. It draws `view.board` when that
 * is a `LineBoardView`; where a target lies comes from `board.places` by the target's id.
 */
import type * as Phaser from 'phaser';
import type { Tile } from '../../engine/tiles';
import type { HudView } from '../../ui/hudView';
import { LayoutView, type Target } from '../../ui/layoutView';
import { litPlaces, placesInPlay } from '../../view/litPlaces';
import { numeralsForSet } from '../../ui/tileArt';
import type { LineBoardView, LinePlace } from '../../view/lineBoard';
import type { Shown } from '../../view/tableModel';
import type { Rect } from '../../view/tableRegions';
import type { TableTarget, TableView } from '../../view/tableView';
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

  setRegion(area: Rect, halfMax?: number): void {
    this.layout.setRegion(area, halfMax);
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
    hud.setTotal(total, total !== null && shown.scoring);
    hud.showCount(board.inPlay);
    const drawOnly = !!moves && moves.tiles.length === 0 && moves.canDraw;
    hud.setBoneyard(shown.boneyard, drawOnly, board.boneyard.exists);
    this.layout.showNumerals(numeralsForSet(view.facts.maxPip));
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
    const ghosts = this.layout.ghosts();
    const places = litPlaces(board, ghosts, moves, tile);
    this.lit = places.map(({ target, on, slot, point }) => ({ ...target, on, slot, point }));
    const targets: Target[] = places.map((p) => ({
      ghost: p.ghost,
      rect: p.rect,
      tile: p.tile,
      badge: p.target.badge,
      scores: p.target.points > 0 && p.target.badge !== null,
      selected: p.index === selectedIndex,
      onPick: () => this.callbacks.pick(p.tile, p.target),
    }));
    if (targets.length > 0) hud.clearBanner();
    // Every place a playable tile may go stays in sight, whichever is chosen.
    this.layout.setTargets(targets, placesInPlay(board, ghosts, moves));
  }
}
