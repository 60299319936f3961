/**
 * What the person does at the table, with the mouse, touch or the keyboard:
 * one selection model for games and lessons. A tap chooses a tile and a second
 * tap plays it where lit; a drag drops it on a lit place; a tap on a lit place
 * plays there; Left/Right choose a tile, Up/Down its place, Enter plays (or
 * draws, or passes, when that is all there is). Everything becomes a table
 * action sent to the driver; nothing here decides a rule.
 */
import type * as Phaser from 'phaser';
import type { Tile } from '../../engine/tiles';
import {
  defaultAction,
  normalize,
  NO_SELECTION,
  stepTarget,
  stepTile,
  type Selection,
} from '../../view/selection';
import type { TargetId } from '../../view/lineBoard';
import type { MoveAction, TableAction } from '../../view/tableDriver';
import type { TableMoves, TableTarget, TableView } from '../../view/tableView';
import type { TableBoard } from './tableBoard';
import { cssPointer, pixelRatio } from '../../ui/hiDpi';

export interface InputHost {
  board(): TableBoard;
  view(): TableView;
  /** Every step is shown and no panel is open: the person may act. */
  live(): boolean;
  /** Steps are still being shown. */
  busy(): boolean;
  send(action: TableAction): void;
  /** Draws the still picture again (`ms` eases the hand). */
  redraw(ms: number): void;
}

export class TableInput {
  private sel: Selection = NO_SELECTION;
  /** The tile the current press chose (through the hand's drag start): its release does not play it. */
  private pressChose: Tile | null = null;

  constructor(private readonly host: InputHost) {}

  get selection(): Selection {
    return this.sel;
  }

  /** The moves the person may make now, or null. */
  moves(): TableMoves | null {
    return this.host.live() ? this.host.view().moves : null;
  }

  /**
   * Keeps the choice legal as the table changes (a game preselects; a lesson waits), and
   * returns what to show. While the person may not act (steps being shown, a panel open) the
   * choice is shown as none but kept: an answer landing meanwhile (a coach's word on the last
   * move, from a worker) redraws the table, and must not drop the tile just chosen, whose lit
   * place the person is about to tap (issue 25). An action sent forgets it (`forget`).
   */
  normalize(): Selection {
    const moves = this.moves();
    if (!moves) return NO_SELECTION;
    const view = this.host.view();
    this.sel = normalize(this.sel, moves, view.hand, view.preselect);
    return this.sel;
  }

  /**
   * Forgets the choice: an action reached the driver (a move made, or refused and explained),
   * or the table moved on (others' moves, a new deal).
   */
  forget(): void {
    this.sel = NO_SELECTION;
    this.pressChose = null;
  }

  /** Marks a tile as chosen, with a place of its (the best move's, in practice). */
  select(tile: Tile, target?: TargetId): void {
    const choice = this.moves()?.tiles.find((t) => t.tile === tile);
    if (!choice) return;
    const index = target === undefined ? -1 : choice.targets.findIndex((t) => t.id === target);
    if (this.sel.tile !== tile || index >= 0) this.sel = { tile, target: Math.max(0, index) };
    this.host.redraw(120);
  }

  readonly dragStart = (tile: Tile): void => {
    // Phaser starts a drag on the press itself: a tile chosen by this press is not yet to be played by its release.
    this.pressChose = this.sel.tile === tile ? null : tile;
    this.select(tile);
  };

  readonly tap = (tile: Tile): void => {
    const moves = this.moves();
    const choice = moves?.tiles.find((t) => t.tile === tile);
    const justChosen = this.pressChose === tile;
    this.pressChose = null;
    if (!choice) {
      if (!this.host.busy()) this.host.send({ type: 'tap', tile });
      return;
    }
    const target = choice.targets[this.sel.target];
    if (this.sel.tile === tile && !justChosen && target) {
      this.pick(tile, target);
      return;
    }
    this.select(tile);
  };

  readonly drop = (tile: Tile, x: number, y: number): boolean => {
    if (!this.moves() || this.sel.tile !== tile) return false;
    const pick = this.host.board().drawer.targetAt(x, y);
    if (!pick) return false;
    pick();
    return true;
  };

  readonly pick = (tile: Tile, target: TableTarget): void => {
    this.host.board().drawer.clearTargets();
    this.host.send({ type: 'play', tile, target: target.id });
  };

  /** A move made by name (the DOM's move buttons): as a tap on its lit place, the boneyard or Enter. */
  readonly act = (action: MoveAction): void => {
    if (!this.host.live()) return;
    if (action.type === 'play' || action.type === 'tap') this.host.board().drawer.clearTargets();
    this.host.send(action);
  };

  readonly boneyard = (): void => {
    if (this.host.live()) this.host.send({ type: 'draw' });
  };

  /** A tap on the table: on a lit place, it plays there (a tile in hand or a button is theirs). */
  readonly pointerUp = (
    pointer: Phaser.Input.Pointer,
    over: readonly Phaser.GameObjects.GameObject[] = [],
  ): void => {
    if (over.length > 0 || pointer.getDistance() > 12 * pixelRatio() || !this.moves()) return;
    const at = cssPointer(pointer);
    this.host.board().drawer.targetAt(at.x, at.y)?.();
  };

  /** The table's keys; true when the key was used. */
  key(e: KeyboardEvent): boolean {
    const moves = this.moves();
    if (!moves) return false;
    const hand = this.host.view().hand;
    switch (e.key) {
      case 'ArrowLeft':
      case 'ArrowRight':
        this.sel = stepTile(this.sel, e.key === 'ArrowLeft' ? -1 : 1, moves, hand);
        this.host.redraw(100);
        return true;
      case 'ArrowUp':
      case 'ArrowDown':
        e.preventDefault();
        if (this.sel.tile === null) return false;
        this.sel = stepTarget(this.sel, e.key === 'ArrowUp' ? -1 : 1, moves);
        this.host.redraw(0);
        return true;
      case 'Enter': {
        const action = defaultAction(this.sel, moves);
        if (action.kind === 'play') this.pick(action.tile, action.target);
        else if (action.kind === 'draw') this.host.send({ type: 'draw' });
        else if (action.kind === 'pass') this.host.send({ type: 'pass' });
        else if (moves.tiles.length > 0) {
          // Nothing chosen yet (a lesson): Enter chooses the first playable tile.
          this.sel = stepTile(this.sel, 1, moves, hand);
          this.host.redraw(100);
        } else return false;
        e.preventDefault();
        return true;
      }
      default:
        return false;
    }
  }
}
