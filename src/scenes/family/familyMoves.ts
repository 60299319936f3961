/** The family table's tile plays as DOM buttons for screen readers (main.ts mirrors `Mirrored` objects). */
import * as Phaser from 'phaser';
import type { MirrorControl, Mirrored } from '../../ui/widgets';

/** The person's tile plays, mirrored as DOM buttons (an empty container on the display list). */
export class FamilyMoves extends Phaser.GameObjects.Container implements Mirrored {
  constructor(
    scene: Phaser.Scene,
    private readonly controls: () => readonly { label: string; id: string }[],
    private readonly choose: (id: string) => void,
  ) {
    super(scene, 0, 0);
    scene.add.existing(this);
  }

  mirror(): readonly MirrorControl[] {
    return this.controls().map((c) => ({
      label: c.label,
      enabled: true,
      // Pressed a moment after the list was made: only if the play is still offered.
      press: () => {
        if (this.controls().some((now) => now.id === c.id)) this.choose(c.id);
      },
    }));
  }
}
