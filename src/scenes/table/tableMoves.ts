/**
 * The person's legal moves as DOM buttons for assistive technology: an empty, invisible
 * container on the table's display list that says how it is mirrored (main.ts walks the
 * scenes for `Mirrored` objects), one button a move (`moveControls`: "Play 5-3 on the 5 for
 * 1 point", "Draw from the boneyard", "Pass"). Nothing while the table is busy or a panel
 * is open, as the canvas then takes no move either.
 */
import * as Phaser from 'phaser';
import { moveControls } from '../../view/moveControls';
import type { MoveAction } from '../../view/tableDriver';
import type { TableView } from '../../view/tableView';
import type { MirrorControl, Mirrored } from '../../ui/widgets';

export interface MovesHost {
  /** The view drawn now, or null while the person may not move (busy, a panel open). */
  live(): TableView | null;
  /** Makes the move as a tap on its lit place would. */
  act(action: MoveAction): void;
}

export class TableMoves extends Phaser.GameObjects.Container implements Mirrored {
  constructor(
    scene: Phaser.Scene,
    private readonly host: MovesHost,
  ) {
    super(scene, 0, 0);
    scene.add.existing(this);
  }

  mirror(): readonly MirrorControl[] {
    const view = this.host.live();
    if (!view) return [];
    return moveControls(view).map((c) => ({
      label: c.label,
      enabled: true,
      press: () => {
        // Pressed a moment after the list was made: only if the move is still offered.
        const now = this.host.live();
        if (now && moveControls(now).some((m) => m.label === c.label)) this.host.act(c.action);
      },
    }));
  }
}
