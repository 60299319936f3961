/** Games played through the machine's pure steps, for the practice tests: every context kept. */
import { lineState } from '../../src/machine/lineState';
import { legalMoves, toMove, Generator, seedRng, type LegalMove } from '../../src/engine/index';
import {
  advance,
  dealHand,
  makeSettings,
  startContext,
  type GameContext,
  type GameSettings,
} from '../../src/machine/index';

export function settingsFor(
  preset: string,
  players: number,
  seed: string,
  partners = false,
): GameSettings {
  const seats = Array.from({ length: players }, (_, s) =>
    s === 0 ? { kind: 'human' } : { kind: 'computer', level: 'random' },
  );
  const r = makeSettings({ preset, players, partners, seats, seed, speed: 'instant' });
  if (!r.ok) throw new Error(r.message);
  return r.settings;
}

/** A whole game by seeded random moves: the contexts after the deal and after every move. */
export function randomGame(settings: GameSettings, seed: string, maxMoves = 400): GameContext[] {
  const g = new Generator(seedRng(seed));
  let ctx = startContext(settings);
  const out: GameContext[] = [];
  for (let i = 0; i < maxMoves && !ctx.game.over; i++) {
    const hand = lineState(ctx).hand;
    if (!hand || hand.result) {
      ctx = dealHand(ctx);
      out.push(ctx);
      continue;
    }
    const legal = legalMoves(lineState(ctx));
    ctx = advance(ctx, toMove(legal[g.int(legal.length)] as LegalMove));
    if (ctx.refusal) throw new Error(ctx.refusal.message);
    out.push(ctx);
  }
  return out;
}

export const MIXES = [
  ['horse-race', 2, false],
  ['horse-race', 3, false],
  ['horse-race', 4, true],
  ['horse-race-celko', 3, false],
  ['horse-race-domino-play', 2, false],
  ['seven-toed-pete', 4, false],
] as const;
