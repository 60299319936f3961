/**
 * The person's legal moves as words and actions (pure, tested in Node): what the table's DOM
 * mirror offers a screen-reader user, one button a move ("Play 5-3 on the 5 for 1 point",
 * "Lead 6-6", "Draw from the boneyard", "Pass"). Pressing one sends the same table action a
 * tap on the lit place would. It reads the table view, so it says only what the table shows:
 * what a play scores only where a hint badge is drawn on its place.
 */
import { formatTile, type Tile } from '../engine/tiles';
import { placeWords } from './lineWords';
import type { MoveAction } from './tableDriver';
import type { TableTarget, TableView } from './tableView';

export interface MoveControl {
  /** What a screen reader says; unique among the controls of one view. */
  readonly label: string;
  readonly action: MoveAction;
}

function pointsText(n: number): string {
  return n === 1 ? '1 point' : `${n} points`;
}

/** What a play here scores, where the table shows it (a hint badge), and the best move mark. */
function scoreText(target: TableTarget): string {
  const points =
    target.badge !== null && target.points > 0 ? ` for ${pointsText(target.points)}` : '';
  return `${points}${target.best ? ' (best move)' : ''}`;
}

/** A tile's places in words that tell them apart (`placeWords`). */
function targetWords(view: TableView, tile: Tile, targets: readonly TableTarget[]): string[] {
  return placeWords(
    tile,
    targets.map((t) => view.board.places[t.id] ?? null),
  );
}

/** Every move the person may make now, plays first (hand order), then draw or pass; [] when none. */
export function moveControls(view: TableView): MoveControl[] {
  const moves = view.moves;
  if (!moves) return [];
  const out: MoveControl[] = [];
  for (const choice of moves.tiles) {
    const words = targetWords(view, choice.tile, choice.targets);
    choice.targets.forEach((target, i) => {
      const where = words[i] ?? '';
      const verb = where === '' ? 'Lead' : 'Play';
      const label = `${verb} ${formatTile(choice.tile)}${where ? ` on ${where}` : ''}${scoreText(target)}`;
      out.push({ label, action: { type: 'play', tile: choice.tile, target: target.id } });
    });
  }
  if (moves.canDraw) out.push({ label: 'Draw from the boneyard', action: { type: 'draw' } });
  if (moves.canPass) out.push({ label: 'Pass', action: { type: 'pass' } });
  return out;
}
