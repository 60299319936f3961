/** Whole games played in Node through the machine's pure steps, for the library's tests. */
import { legalMoves } from '../../src/engine/index';
import { advance, dealHand, startContext, type GameContext } from '../../src/machine/context';
import { makeSettings, type SeatSetting } from '../../src/machine/settings';

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
    if (ctx.game.hand?.result) {
      ctx = dealHand(ctx);
      continue;
    }
    const legal = legalMoves(ctx.game);
    const i = opts.pick ? opts.pick(legal.length, turn) % legal.length : 0;
    ctx = advance(ctx, legal[i] ?? null);
  }
  if (!ctx.game.over) throw new Error('the game did not finish');
  return ctx;
}
