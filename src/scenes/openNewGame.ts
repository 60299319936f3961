/** Opens the New Game form, which loads on demand (a chunk of its own, fetched while the menu idles). */
import type * as Phaser from 'phaser';
import type { Services } from './services';
import { showToast } from './toast';

export function openNewGame(
  scene: Phaser.Scene,
  services: Services,
  data?: { readonly practice: boolean },
): void {
  const load = services.loadNewGame?.() ?? Promise.resolve();
  load.then(
    () => scene.scene.start('NewGame', data),
    () =>
      showToast(
        scene,
        'The new-game form could not be loaded. Check the connection and try again.',
        {
          tone: 'error',
        },
      ),
  );
}
