/**
 * Seeded random play of any family, through the family contract alone: a stand-in player
 * for benchmarks, the fuzz and tests. It only ever chooses among `legalMoves`, so it plays
 * by the rules, and it keeps the game as its family records it.
 */
import type { AnyFamily, GameSettings, RecordedHand, SeatMove } from './family';
import { Generator, seedRng } from './rng';

export interface PlayedGame {
  /** The state at the end (the game over, or where `maxMoves` stopped it). */
  readonly state: unknown;
  /** Each hand as dealt and played, ready for `family.record.write`. */
  readonly hands: readonly RecordedHand<unknown, SeatMove>[];
  readonly moves: number;
}

/**
 * Plays a whole game of `settings` from `seed`: deals from the seeded generator, then a
 * uniformly random legal move at every turn. Throws only where the family breaks its own
 * contract (a deal or a legal move refused), which is a bug worth stopping for.
 */
export function playRandomGame(
  family: AnyFamily,
  settings: GameSettings,
  seed: string,
  maxMoves = 100_000,
): PlayedGame {
  const created = family.newGame(settings);
  if (!created.ok) throw new Error(`${settings.preset}: ${created.error.message}`);
  let state: unknown = created.value;
  let rng = seedRng(seed);
  const g = new Generator(seedRng(`${seed}/choices`));
  const hands: { deal: unknown; moves: SeatMove[] }[] = [];
  let moves = 0;
  while (moves < maxMoves) {
    const phase = family.phase(state);
    if (phase.kind === 'game-over') break;
    if (phase.kind !== 'turn') {
      const dealt = family.dealNext(state, rng);
      if (!dealt.ok) throw new Error(`${settings.preset}: ${dealt.error.message}`);
      rng = dealt.value.rng;
      const started = family.startHand(state, dealt.value.deal);
      if (!started.ok) throw new Error(`${settings.preset}: ${started.error.message}`);
      state = started.value;
      hands.push({ deal: dealt.value.deal, moves: [] });
      continue;
    }
    const legal = family.legalMoves(state);
    if (legal.length === 0) throw new Error(`${settings.preset}: a turn with no legal move`);
    const move = legal[g.int(legal.length)] as SeatMove;
    const applied = family.apply(state, move);
    if (!applied.ok) throw new Error(`${settings.preset}: ${applied.error.message}`);
    state = applied.value.state;
    hands[hands.length - 1]?.moves.push(move);
    moves++;
  }
  return { state, hands, moves };
}
