/**
 * The table of a started online game, brought up with its session: the family table, for
 * every family (a preset this build does not know goes there too: the table says what it
 * can). Play online's lobby and the browser tests' hook (`onlineHook.ts`) both open it so.
 */
import type * as Phaser from 'phaser';
import type { OnlineSession } from '../../net/session';
import { whenTable } from '../overlay';
import type { Services } from '../services';

/** Starts the family table's scene from `from` once the tables are loaded. */
export function openOnlineTable(
  from: Phaser.Scene,
  services: Services,
  session: OnlineSession,
): Promise<void> {
  if (!session.state.table) return Promise.resolve();
  whenTable(from, services, () => from.scene.start('FamilyTable', { online: session }));
  return Promise.resolve();
}
