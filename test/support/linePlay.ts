/** A play on the line as the table sends it: the tile and the id of the lit place it goes to. */
import type { Slot } from '../../src/engine/layout';
import type { Tile } from '../../src/engine/tiles';
import type { TargetId } from '../../src/view/lineBoard';
import type { TableAction } from '../../src/view/tableDriver';
import type { TableView } from '../../src/view/tableView';
import type { TutorialAction } from '../../src/tutorial/runner';

/**
 * The table's action for playing `tile` on `on` (at a double's `slot`, when given): a play to
 * the lit place's id, or a tap on the tile when no lit place is there (as the table would).
 */
export function playAt(view: TableView, tile: Tile, on: Tile | null, slot?: Slot): TableAction {
  const ids = view.moves?.tiles.find((c) => c.tile === tile)?.targets.map((t) => t.id) ?? [];
  const id = ids.find((i: TargetId) => {
    const place = view.board.places[i];
    return place?.on === on && (slot === undefined || place.slot === slot);
  });
  return id === undefined ? { type: 'tap', tile } : { type: 'play', tile, target: id };
}

/** A lesson runner's action (its scripted solution's) as the table would send it. */
export function lessonTableAction(view: TableView, a: TutorialAction): TableAction {
  if (a.type === 'judged' || a.type === 'judgedTrial')
    throw new Error('the search’s answer is not a table action');
  if (a.type !== 'play') return a;
  return a.on === undefined ? { type: 'tap', tile: a.tile } : playAt(view, a.tile, a.on, a.slot);
}
