/**
 * The person's legal moves as words and actions (pure, tested in Node): what the table's DOM
 * mirror offers a screen-reader user, one button a move ("Play 5-3 on the 5 for 1 point",
 * "Lead 6-6", "Draw from the boneyard", "Pass"). Pressing one sends the same table action a
 * tap on the lit place would. It reads the table view, so it says only what the table shows:
 * what a play scores only where a hint badge is drawn on its place.
 */
import { formatTile, hi, isDouble, lo, type Tile } from '../engine/tiles';
import type { LinePlace } from './lineBoard';
import type { MoveAction } from './tableDriver';
import type { TableTarget, TableView } from './tableView';

export interface MoveControl {
  /** What a screen reader says; unique among the controls of one view. */
  readonly label: string;
  readonly action: MoveAction;
}

/** A double's edges (engine/layout.ts SLOTS: the long sides first, then the ends). */
const SLOT_WORDS: Readonly<Record<string, string>> = {
  S1: 'first side',
  S2: 'second side',
  E1: 'first end',
  E2: 'second end',
};

/** The number of the open end a tile goes on (the open point's; else the pip it shares). */
function endValue(tile: Tile, place: LinePlace, on: Tile): number {
  if (place.point) return place.point.value;
  if (isDouble(on)) return hi(on);
  return hi(tile) === hi(on) || lo(tile) === hi(on) ? hi(on) : lo(on);
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

/**
 * The places of one tile, in words that tell them apart: "on the 6"; where two places show
 * the same number, the tile played on too ("on the 6 of 6-2"); where that is the same tile
 * (a spinner's edges), which edge ("on the 6 of 6-6, first side").
 */
function placeWords(view: TableView, tile: Tile, targets: readonly TableTarget[]): string[] {
  const places = targets.map((t) => view.board.places[t.id] ?? null);
  // A lead has no tile to go on (`on` null; 0 is the 0-0, a tile like any other).
  const on = (p: LinePlace | null): p is LinePlace & { on: Tile } => p !== null && p.on !== null;
  const plain = places.map((p) => (on(p) ? `on the ${endValue(tile, p, p.on)}` : ''));
  const withTile = places.map((p, i) => (on(p) ? `${plain[i] ?? ''} of ${formatTile(p.on)}` : ''));
  const withSlot = places.map((p, i) =>
    p?.slot ? `${withTile[i] ?? ''}, ${SLOT_WORDS[p.slot] ?? p.slot}` : (withTile[i] ?? ''),
  );
  const unique = (words: string[], i: number): boolean =>
    words.filter((w) => w === words[i]).length === 1;
  return targets.map((_, i) => {
    if (unique(plain, i)) return plain[i] ?? '';
    if (unique(withTile, i)) return withTile[i] ?? '';
    if (unique(withSlot, i)) return withSlot[i] ?? '';
    // Nothing tells them apart in words: they are numbered.
    return `${withSlot[i] ?? ''}, place ${i + 1}`.replace(/^, /, '');
  });
}

/** Every move the person may make now, plays first (hand order), then draw or pass; [] when none. */
export function moveControls(view: TableView): MoveControl[] {
  const moves = view.moves;
  if (!moves) return [];
  const out: MoveControl[] = [];
  for (const choice of moves.tiles) {
    const words = placeWords(view, choice.tile, choice.targets);
    choice.targets.forEach((target, i) => {
      const where = words[i] ?? '';
      const verb = where === '' ? 'Lead' : 'Play';
      const label = `${verb} ${formatTile(choice.tile)}${where ? ` ${where}` : ''}${scoreText(target)}`;
      out.push({ label, action: { type: 'play', tile: choice.tile, target: target.id } });
    });
  }
  if (moves.canDraw) out.push({ label: 'Draw from the boneyard', action: { type: 'draw' } });
  if (moves.canPass) out.push({ label: 'Pass', action: { type: 'pass' } });
  return out;
}
