/** Whole games played in Node through the machine's pure steps, for the library's tests. */
import { lineState } from '../../src/machine/lineState';
import { Generator, legalMoves, seedRng } from '../../src/engine/index';
import {
  advance,
  dealHand,
  handOver,
  legalNow,
  startContext,
  type GameContext,
} from '../../src/machine/context';
import { makeSettings, type GameSettings, type SeatSetting } from '../../src/machine/settings';

/**
 * A finished game: each seat makes a legal move chosen by `pick` (by default the first).
 * The person sits at seat 0 unless `seats` says otherwise.
 */
export function playedGame(
  seed: string,
  opts: {
    preset?: string;
    players?: number;
    target?: number;
    seats?: readonly SeatSetting[];
    pick?: (count: number, turn: number) => number;
  } = {},
): GameContext {
  const players = opts.players ?? 2;
  const made = makeSettings({
    preset: opts.preset ?? 'horse-race',
    players,
    partners: false,
    seed,
    speed: 'instant',
    ...(opts.target ? { target: opts.target } : {}),
    seats:
      opts.seats ??
      Array.from({ length: players }, (_, s) =>
        s === 0 ? { kind: 'human' } : { kind: 'computer', level: 'medium' },
      ),
  });
  if (!made.ok) throw new Error(made.message);
  let ctx = dealHand(startContext(made.settings));
  for (let turn = 0; turn < 100_000 && !ctx.game.over; turn++) {
    if (lineState(ctx).hand?.result) {
      ctx = dealHand(ctx);
      continue;
    }
    const legal = legalMoves(lineState(ctx));
    const i = opts.pick ? opts.pick(legal.length, turn) % legal.length : 0;
    ctx = advance(ctx, legal[i] ?? null);
  }
  if (!ctx.game.over) throw new Error('the game did not finish');
  return ctx;
}

/**
 * A game of any family by seeded random legal moves through the machine's steps (the
 * family's `legalMoves`), until it is over or `hands` hands have been played: the contexts
 * just after each deal, and the last.
 */
export function familyGame(
  settings: GameSettings,
  seed: string,
  hands = Infinity,
): { dealt: GameContext[]; last: GameContext } {
  const g = new Generator(seedRng(seed));
  let ctx = startContext(settings);
  const dealt: GameContext[] = [];
  while (dealt.length < hands && !ctx.game.over) {
    ctx = dealHand(ctx);
    dealt.push(ctx);
    for (let i = 0; i < 10_000 && !handOver(ctx) && !ctx.game.over; i++) {
      const legal = legalNow(ctx);
      ctx = advance(ctx, legal[g.int(legal.length)] ?? null);
      if (ctx.refusal) throw new Error(ctx.refusal.message);
    }
  }
  return { dealt, last: ctx };
}
