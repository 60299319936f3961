/**
 * The computer actor for any family: its input is the family's seat view and legal moves,
 * the one chooser (each family's own AI, in the worker in the browser) answers, and only
 * one of the legal moves goes on. A whole Texas 42 game is played this way.
 */
import { lineState } from '../../src/machine/lineState';
import { describe, expect, test } from 'vitest';
import { informationSet, type InformationSet } from '../../src/ai/line/infoSet';
import { createWorkerChooser } from '../../src/workers/aiClient';
import {
  toMove,
  tricksFamily,
  type Move,
  type TricksMove,
  type TricksState,
  type TricksView,
} from '../../src/engine/index';
import {
  canApply,
  choose,
  computerInput,
  dealHand,
  startContext,
  type Chooser,
  type GameContext,
  type GameSettings,
} from '../../src/machine/index';
import { computers, settingsOf } from './helpers';

/** A 42 game's context as the machine keeps it, built by hand (settings do not offer 42 yet). */
function tricksContext(level: 'random' | 'easy' | 'medium' | 'hard'): GameContext {
  const base = settingsOf({ players: 4, seed: 'TEX42A', seats: computers(4, level) });
  const settings = { ...base, preset: 'texas-42' } as unknown as GameSettings;
  const created = tricksFamily.newGame({ preset: 'texas-42', players: 4 });
  if (!created.ok) throw new Error(created.error.message);
  return {
    settings,
    game: created.value,
    hands: [],
    log: [],
    refusal: null,
    autoContinue: true,
    practice: null,
  };
}

/** Deals the next hand through the family, as the machine's dealHand does. */
function deal(context: GameContext, k: number): GameContext {
  const state = context.game as unknown as TricksState;
  const dealt = tricksFamily.dealNext(state, { s: [k + 1, 2, 3, 4] });
  if (!dealt.ok) throw new Error(dealt.error.message);
  const started = tricksFamily.startHand(state, dealt.value.deal);
  if (!started.ok) throw new Error(started.error.message);
  const log = {
    deal: dealt.value.deal,
    moves: [],
    events: [],
  } as unknown as GameContext['hands'][number];
  return {
    ...context,
    game: started.value,
    hands: [...context.hands, log],
  };
}

/** Applies a move through the family, keeping the hand's moves and events as the machine does. */
function apply(context: GameContext, move: Move): GameContext {
  const applied = tricksFamily.apply(
    context.game as unknown as TricksState,
    move as unknown as TricksMove,
  );
  if (!applied.ok) throw new Error(applied.error.message);
  const hands = context.hands.slice();
  const last = hands[hands.length - 1];
  if (!last) throw new Error('no hand');
  hands[hands.length - 1] = {
    ...last,
    moves: [...last.moves, move],
    events: [...last.events, ...(applied.value.events as unknown as typeof last.events)],
  };
  return { ...context, game: applied.value.state, hands };
}

describe('a computer seat of Texas 42', () => {
  test('is given its own seat view and the legal moves, never another hand', () => {
    const context = deal(tricksContext('medium'), 0);
    const input = computerInput(context);
    const state = context.game as unknown as TricksState;
    expect(input.turn?.family).toBe('tricks');
    expect(input.turn?.legal).toEqual(tricksFamily.legalMoves(state));
    const view = input.turn?.view as TricksView;
    const seat = view.seat;
    expect(view.hand?.own).toEqual(state.hand?.hands[seat]);
    expect(JSON.stringify(view)).not.toContain('"hands"');
  });

  test.each(['medium', 'hard'] as const)(
    "plays a whole game at %s through the one chooser (the family's AI, in-thread here)",
    async (level) => {
      const chooser = createWorkerChooser();
      let context = tricksContext(level);
      let moves = 0;
      for (let k = 0; k < 60 && !(context.game as unknown as TricksState).over; k++) {
        context = deal(context, k);
        while (tricksFamily.phase(context.game as unknown as TricksState).kind === 'turn') {
          const move = await choose(chooser, computerInput(context));
          context = apply(context, move);
          moves++;
        }
      }
      const state = context.game as unknown as TricksState;
      expect(state.over).toBe(true);
      expect(moves).toBeGreaterThan(20);
    },
  );

  test('a chooser answering with no move is refused, and an illegal one by the family', async () => {
    const context = deal(tricksContext('easy'), 0);
    const input = computerInput(context);
    const none: Chooser = (_level, _turn, rng) => ({ move: 'pass' as never, rng });
    await expect(choose(none, input)).rejects.toThrow('no move');
    const bad: Chooser = (_level, turn, rng) => ({ move: { ...turn.legal[0], seat: 9 }, rng });
    // Its shape goes on; the machine's guard asks the family, which refuses it.
    expect(canApply(context, await choose(bad, input))).toBe(false);
    const good: Chooser = (_level, turn, rng) => ({ move: turn.legal[0]!, rng });
    await expect(choose(good, input)).resolves.toEqual(input.turn?.legal[0]);
    expect(canApply(context, await choose(good, input))).toBe(true);
  });

  test('a line-of-play seat gets its information set through the same turn', () => {
    const settings = settingsOf({ players: 2, seed: 'LINE01', seats: computers(2, 'easy') });
    const context = dealHand(startContext(settings));
    const input = computerInput(context);
    expect(input.turn?.family).toBe('line');
    const view = input.turn?.view as InformationSet;
    expect(view.legal.length).toBeGreaterThan(0);
    expect(view).toEqual(informationSet(lineState(context), view.seat, []));
    expect(input.turn?.legal).toEqual(view.legal.map(toMove));
  });
});
