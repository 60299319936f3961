/**
 * What the family table's keyboard steps through (pure, Node-tested): the choices in order,
 * and the highlight's move among them.
 */
import { ARRANGE, HINTS, SKIP, tileChoiceId, type FamilyTableView } from './familyTable';

/** Actions that are not moves: the keyboard's highlight never rests on them. */
const NOT_MOVES: ReadonlySet<string> = new Set([ARRANGE, HINTS, SKIP]);

/** Every choice the keyboard steps through, in order: each playable tile's targets, then the moves' buttons. */
export function choiceOrder(view: Pick<FamilyTableView, 'hand' | 'actions'>): string[] {
  const tiles = view.hand.flatMap((h) => h.targets.map((t) => tileChoiceId(h.tile, t.id)));
  return [...tiles, ...view.actions.filter((a) => !NOT_MOVES.has(a.id)).map((a) => a.id)];
}

/**
 * What the keyboard steps through now: every choice while the person may act, the buttons
 * alone while only they take it (`buttonsLive`), else nothing.
 */
export function keyOrder(
  view: Pick<FamilyTableView, 'hand' | 'actions' | 'live' | 'buttonsLive'>,
): string[] {
  if (view.live) return choiceOrder(view);
  return view.buttonsLive === true ? choiceOrder({ hand: [], actions: view.actions }) : [];
}

/**
 * The highlighted choice after a key: it always rests on a legal one (the first, when the
 * last highlighted is gone); `step` moves it along the order, wrapping.
 */
export function moveHighlight(
  order: readonly string[],
  current: string | null,
  step: number,
): string | null {
  if (order.length === 0) return null;
  const at = current === null ? -1 : order.indexOf(current);
  if (at < 0) return order[0] ?? null;
  return order[(at + step + order.length) % order.length] ?? null;
}
