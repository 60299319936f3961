/**
 * The running game's way in ('Table', where the menus and the new-game form start a game):
 * every game is played at the family table (`FamilyTableScene`), so this scene hands over to
 * it, or goes back to the menu when no game is running.
 */
import * as Phaser from 'phaser';
import type { Services } from '../services';

export class TableScene extends Phaser.Scene {
  constructor(private readonly services: Services) {
    super('Table');
  }

  create(): void {
    // With data of its own: Phaser would otherwise hand it the last start's (a replay).
    if (this.services.session.table()) this.scene.start('FamilyTable', {});
    else this.scene.start('Menu');
  }
}
