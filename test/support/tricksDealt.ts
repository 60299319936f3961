/** Texas 42 hands dealt to order in tests: seat 0 holding the tiles named, bidding first. */
import {
  fullSet,
  parseTile,
  tricksFamily,
  type Tile,
  type TricksState,
} from '../../src/engine/index';

/** "6-6 5-5" as tiles; throws on a name that is not a double-six tile. */
export function tiles(text: string): Tile[] {
  return text.split(' ').map((t) => {
    const tile = parseTile(t, 6);
    if (tile === null) throw new Error(t);
    return tile;
  });
}

/** A hand dealt by seat 3, seat 0 (bidding first) holding `own`, the rest in order. */
export function dealt(
  own: string | readonly Tile[],
  options: Record<string, unknown>,
): TricksState {
  const created = tricksFamily.newGame({ preset: 'texas-42', players: 4, options });
  if (!created.ok) throw new Error(created.error.message);
  const mine = typeof own === 'string' ? tiles(own) : [...own];
  const rest = fullSet(6).filter((t) => !mine.includes(t));
  const hands = [mine, rest.slice(0, 7), rest.slice(7, 14), rest.slice(14, 21)];
  const started = tricksFamily.startHand(created.value, { dealer: 3, hands });
  if (!started.ok) throw new Error(started.error.message);
  return started.value;
}
