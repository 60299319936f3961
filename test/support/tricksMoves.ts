/** Applying a list of Texas 42 moves in tests: the state after them, or a throw naming the refusal. */
import { tricksFamily, type TricksMove, type TricksState } from '../../src/engine/index';

export function runMoves(state: TricksState, moves: readonly TricksMove[]): TricksState {
  let s = state;
  for (const m of moves) {
    const r = tricksFamily.apply(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return s;
}
