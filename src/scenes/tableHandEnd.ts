/**
 * The opening of the hand-end moment, shared by the game's table and the online
 * table: the moment (`handEndMoment.ts`) under the corner button (Menu, Leave), which hides
 * while a panel over the table needs its room (Esc still works), the last step's banner
 * cleared, and the counting lines revealed.
 */
import type * as Phaser from 'phaser';
import { viewSize } from '../view/hiDpi';
import type { Button } from '../view/ui';
import { HandEndMoment } from './handEndMoment';
import type { Table } from './tableCore';
import { cornerBottom } from './tableMenuButton';
import type { OverlayActions } from './tableOverlays';

/** Under the corner button (1200) and the pass cover (1100). */
const MOMENT_DEPTH = 1000;

/**
 * Opens the moment of the hand just ended. `changed` runs after the panel and its bar trade
 * places (the corner button already shown or hidden): the scene's focus and picture follow.
 */
export function openHandEndMoment(
  scene: Phaser.Scene,
  table: Table,
  corner: Button,
  actions: OverlayActions,
  opts: { readonly immediate: boolean; readonly changed: () => void },
): HandEndMoment {
  const moment: HandEndMoment = new HandEndMoment(
    scene,
    table,
    actions,
    viewSize(scene),
    { top: cornerBottom(table, corner) + 8, menu: corner.getBounds() },
    () => {
      corner.setVisible(!moment.coversTop);
      opts.changed();
    },
  );
  moment.container.setDepth(MOMENT_DEPTH);
  // A banner of the last step ("North passes") goes: the panel has the table now.
  table.board.hud.clearBanner();
  // A panel over the table on a short screen may need the corner button's room.
  corner.setVisible(!moment.coversTop);
  moment.reveal(opts.immediate ? 0 : table.ms(500));
  return moment;
}
