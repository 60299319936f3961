/** The family table's tile plays as DOM buttons for screen readers (main.ts mirrors `Mirrored` objects). */
import * as Phaser from 'phaser';
import type { MirrorControl, Mirrored } from '../../ui/widgets';
import { moveHighlight } from '../../view/familyKeys';

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

/**
 * A key on the choices: the arrows (and Tab) move the highlight through `order`, always onto
 * a legal choice; Enter or Space takes the highlighted one (the first when none is). Null:
 * not a choice's key.
 */
export function choiceKey(
  e: KeyboardEvent,
  order: readonly string[],
  highlight: string | null,
): { readonly highlight: string | null } | { readonly take: string } | null {
  if (e.key === 'ArrowRight' || e.key === 'ArrowDown' || e.key === 'Tab') {
    e.preventDefault();
    return { highlight: moveHighlight(order, highlight, 1) };
  }
  if (e.key === 'ArrowLeft' || e.key === 'ArrowUp')
    return { highlight: moveHighlight(order, highlight, -1) };
  if (e.key !== 'Enter' && e.key !== ' ') return null;
  e.preventDefault();
  const id = highlight ?? order[0];
  return id ? { take: id } : null;
}
