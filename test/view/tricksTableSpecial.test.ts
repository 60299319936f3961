/**
 * Texas 42's table with the special contracts on (RULES.md §17.10): a splash of 84 and an
 * ordinary 84 are two buttons, each sending its own move; a plunge says what it is; the
 * partner who names the contract is told so.
 */
import { describe, expect, test } from 'vitest';
import {
  parseTile,
  tricksFamily,
  tricksSeatView,
  type Tile,
  type TricksState,
} from '../../src/engine/index';
import { tricksTable } from '../../src/view/tricks/tricksTable';
import { runMoves } from '../support/tricksMoves';

const t = (text: string): Tile => parseTile(text, 6) ?? (-1 as Tile);
/** TV17-16's deal: seat 1 holds four doubles. */
const DEAL = [
  '5-2 5-1 4-2 3-2 2-2 1-1 0-0',
  '6-6 5-5 4-4 3-3 5-4 5-3 4-3',
  '5-0 4-1 4-0 3-1 3-0 2-0 1-0',
  '6-5 6-4 6-3 6-2 6-1 6-0 2-1',
].map((h) => h.split(' ').map(t));

function dealt(): TricksState {
  const made = tricksFamily.newGame({
    preset: 'texas-42',
    players: 4,
    options: { plunge: true, splash: true },
  });
  if (!made.ok) throw new Error(made.error.message);
  const s = tricksFamily.startHand(made.value, { dealer: 0, hands: DEAL });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

function table(state: TricksState, seat: number) {
  return tricksTable({
    view: tricksSeatView(state, seat),
    viewer: seat,
    names: ['You', 'West', 'Partner', 'East'],
    legal: tricksFamily.legalMoves(state),
    history: [],
    arranged: false,
  });
}

describe('the Texas 42 table with plunge and splash on', () => {
  test('a splash of 84 and an ordinary 84 are two buttons sending two moves', () => {
    const part = table(dealt(), 1);
    const labels = part.actions.map((a) => a.label);
    expect(labels).toEqual(
      expect.arrayContaining(['2 marks', 'Splash (2 marks)', 'Plunge (4 marks)']),
    );
    const ids = part.actions.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    const moves = part.moves as Record<string, { special?: string }>;
    expect(moves['bid:84']?.special).toBeUndefined();
    expect(moves['bid:84:splash']?.special).toBe('splash');
  });

  test('after a plunge the partner is told to name trumps', () => {
    const s = runMoves(dealt(), [
      { type: 'bid', seat: 1, bid: 168, special: 'plunge' },
      { type: 'bid', seat: 2, bid: 'pass' },
      { type: 'bid', seat: 3, bid: 'pass' },
      { type: 'bid', seat: 0, bid: 'pass' },
    ]);
    expect(table(s, 3).status).toMatch(/partner's Plunge \(4 marks\) won the bid: name trumps/);
  });
});
