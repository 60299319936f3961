/**
 * The table of a started online game, brought up with its session: the line of play's
 * online table (`OnlineTable`, a chunk of its own, added on first use) or, for the other
 * families, the family table (loaded with the game's tables). Play online's lobby and the
 * browser tests' hook (`onlineHook.ts`) both open it so.
 */
import type * as Phaser from 'phaser';
import { familyOf } from '../../engine/families';
import type { OnlineSession } from '../../net/session';
import { importAgain } from '../onDemand';
import { whenTable } from '../overlay';
import { atFamilyTable } from '../../view/whichTable';
import type { Services } from '../services';
import { showToast } from '../toast';

/** Starts the table's scene from `from` (if `from` still runs once it is loaded). */
export async function openOnlineTable(
  from: Phaser.Scene,
  services: Services,
  session: OnlineSession,
): Promise<void> {
  const table = session.state.table;
  if (!table) return;
  const data = { online: session };
  // (A preset this build does not know goes there too: the family table says what it can.)
  const family = familyOf(table.preset)?.id;
  if (family === undefined || atFamilyTable(family)) {
    whenTable(from, services, () => from.scene.start('FamilyTable', data));
    return;
  }
  try {
    const m = await importAgain(() => import('./OnlineTableScene'));
    if (!from.scene.manager.keys['OnlineTable'])
      from.scene.add('OnlineTable', new m.OnlineTableScene(services), false);
    if (from.sys.isActive()) from.scene.start('OnlineTable', data);
  } catch {
    showToast(from, 'The table could not be loaded. Please try again.', { tone: 'error' });
  }
}
