/** A game of the person against an easy computer, played through the table's game driver. */
import { gameDriver, type GameDriver } from '../../src/view/gameDriver';
import type { TableAction } from '../../src/view/tableDriver';
import type { TableView } from '../../src/view/tableView';
import { memoryStorage, testSession } from './session';

export const flush = () => new Promise((r) => setTimeout(r, 0));

/** Two players, the person and an easy computer; casual or practice, hints on or off. */
export function practiceGame(
  seed: string,
  practice = true,
  hints = true,
  preset: 'horse-race' | 'block' = 'horse-race',
) {
  const s = testSession(memoryStorage());
  const choice = { preset, players: 2, partners: false, level: 'easy' } as const;
  s.start({ ...choice, target: NaN, seed, practice });
  const table = s.table();
  if (!table) throw new Error('no game');
  const driver = gameDriver(table, { hints: () => hints, practice: s.practice() });
  return { s, table, driver };
}

/** One move of the person's, as the table would send it (the first lit place, else draw/pass). */
export function move(view: TableView): TableAction | null {
  const moves = view.moves;
  if (!moves) return null;
  const c = moves.tiles[0];
  const t = c?.targets[0];
  if (c && t) return { type: 'play', tile: c.tile, target: t.id };
  return { type: moves.canDraw ? 'draw' : 'pass' };
}

/** Plays on until `done` says so (claims answered right, the next hand dealt). */
export async function playUntil(
  driver: GameDriver,
  done: (view: TableView) => boolean,
): Promise<void> {
  for (let step = 0; step < 400; step++) {
    await flush();
    const view = driver.view();
    if (done(view)) return;
    // A claim not wanted: answered right, so the computer players go on.
    const claim = view.practice?.claim;
    if (claim) driver.send({ type: 'claim', value: claim.points });
    if (view.handEnd && !view.gameOver) driver.send({ type: 'next-hand' });
    const action = move(view);
    if (action) driver.send(action);
  }
  throw new Error('never got there');
}
