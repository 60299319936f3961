/**
 * The first scene: nothing heavy, just the few settings every later scene relies
 * on, then the start-up tasks in Preload.
 */
import * as Phaser from 'phaser';

export class BootScene extends Phaser.Scene {
  constructor() {
    super({ key: 'Boot' });
  }

  create(): void {
    // A long press on a phone, or a right click, must not open the browser's menu over the table.
    this.input.mouse?.disableContextMenu();
    this.scene.start('Preload');
  }
}
