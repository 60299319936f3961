/**
 * Seeded random play: a stand-in player for fuzzing, benchmarks and tests.
 * It only ever chooses among `legalMoves`, so it plays by the rules.
 */
import { dealNextHand, type Deal, type Lot } from './game';
import { legalMoves, type LegalMove } from './legal';
import { applyMove } from './moves';
import { Generator, type Rng } from '../core/rng';
import type { GameState, Move, MoveEvent, Result } from './state';

/** The move a legal-move entry stands for, in the engine's move notation. */
export function toMove(legal: LegalMove): Move {
  if (legal.type === 'play')
    return { type: 'play', seat: legal.seat, tile: legal.tile, on: legal.on };
  return legal;
}

/** One step of a played hand: the move and what it did. */
export interface Step {
  readonly move: Move;
  readonly event: MoveEvent;
}

export interface PlayedHand {
  readonly deal: Deal;
  readonly leader: number;
  readonly lot: Lot | null;
  readonly steps: readonly Step[];
}

/** Deals the next hand and plays it out with uniformly random legal moves. */
export function playRandomHand(
  state: GameState,
  rng: Rng,
  maxMoves = 1000,
): Result<{ state: GameState; rng: Rng; hand: PlayedHand }> {
  const dealt = dealNextHand(state, rng);
  if (!dealt.ok) return dealt;
  let s = dealt.value.state;
  const hand = s.hand;
  if (!hand) return { ok: false, error: { code: 'no-hand', message: 'no hand was dealt' } };
  const g = new Generator(dealt.value.rng);
  const steps: Step[] = [];
  for (let i = 0; i < maxMoves && s.hand && !s.hand.result && !s.over; i++) {
    const legal = legalMoves(s);
    const choice = legal[g.int(legal.length)] as LegalMove;
    const move = toMove(choice);
    const applied = applyMove(s, move);
    if (!applied.ok) return applied;
    s = applied.value.state;
    steps.push({ move, event: applied.value.event });
  }
  const deal: Deal = { hands: hand.hands, boneyard: hand.boneyard };
  return {
    ok: true,
    value: {
      state: s,
      rng: g.state(),
      hand: { deal, leader: hand.leader, lot: dealt.value.lot, steps },
    },
  };
}
