/**
 * The opening of the hand-end moment, shared by the game's table and the online
 * table: the moment (`handEndMoment.ts`) under the corner button (Menu, Leave), which hides
 * while a panel over the table needs its room (Esc still works), the last step's banner
 * cleared, and the counting lines revealed.
 */
import type * as Phaser from 'phaser';
import { viewSize } from '../../ui/hiDpi';
import type { Button } from '../../ui/widgets';
import { HandEndMoment } from './handEndMoment';
import type { Table } from './tableCore';
import { cornerBottom } from './tableMenuButton';
import type { OverlayActions } from './tableOverlays';

/** Under the corner button (1200) and the pass cover (1100). */
const MOMENT_DEPTH = 1000;

/** The table's corner (its button, and whatever sits beside it): its room, shown or hidden. */
export interface HandEndCorner {
  /** Where a panel over the table may start (under the corner), and the corner's box. */
  room(): { top: number; menu: { x: number; y: number; width: number; height: number } };
  show(visible: boolean): void;
}

/** A corner of one button (the game's Menu). */
export function buttonCorner(table: Table, button: Button): HandEndCorner {
  return {
    room: () => ({ top: cornerBottom(table, button) + 8, menu: button.getBounds() }),
    show: (visible) => button.setVisible(visible),
  };
}

/**
 * Opens the moment of the hand just ended. `changed` runs after the panel and its bar trade
 * places (the corner already shown or hidden): the scene's focus and picture follow.
 */
export function openHandEndMoment(
  scene: Phaser.Scene,
  table: Table,
  corner: HandEndCorner,
  actions: OverlayActions,
  opts: { readonly immediate: boolean; readonly changed: () => void },
): HandEndMoment {
  const moment: HandEndMoment = new HandEndMoment(
    scene,
    table,
    actions,
    viewSize(scene),
    corner.room(),
    () => {
      corner.show(!moment.coversTop);
      opts.changed();
    },
  );
  moment.container.setDepth(MOMENT_DEPTH);
  // A banner of the last step ("North passes") goes: the panel has the table now.
  table.board.hud.clearBanner();
  // A panel over the table on a short screen may need the corner button's room.
  corner.show(!moment.coversTop);
  moment.reveal(opts.immediate ? 0 : table.ms(500));
  return moment;
}
