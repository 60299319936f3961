/**
 * The information set shows a seat what a person in that seat sees and nothing
 * more: another hand or the boneyard's order cannot be reached through it.
 */
import { describe, expect, expectTypeOf, test } from 'vitest';
import { informationSet, type InformationSet } from '../../src/ai/index';
import {
  Generator,
  seedRng,
  shuffleInPlace,
  type GameState,
  type HandState,
  type Tile,
} from '../../src/engine/index';
import { MIXES, randomPositions, type Position } from './positions';

/** The same position with every tile the seat cannot see dealt again at random. */
function reshuffleHidden(state: GameState, seat: number, g: Generator): GameState {
  const hand = state.hand as HandState;
  // A drawn tile waiting to be placed is in the hand of the seat on turn; leave those alone.
  if (hand.drawn !== null && hand.turn !== seat) return state;
  const hidden: Tile[] = [...hand.boneyard];
  hand.hands.forEach((h, s) => {
    if (s !== seat) hidden.push(...h);
  });
  shuffleInPlace(g, hidden);
  let i = 0;
  const take = (n: number) => {
    const out = hidden.slice(i, i + n);
    i += n;
    return out;
  };
  const hands = hand.hands.map((h, s) => (s === seat ? h : take(h.length)));
  const boneyard = take(hand.boneyard.length);
  return { ...state, hand: { ...hand, hands, boneyard } };
}

/** Every object and array reachable from a value. */
function reachable(value: unknown, seen = new Set<object>()): Set<object> {
  if (typeof value === 'object' && value !== null && !seen.has(value)) {
    seen.add(value);
    for (const v of Object.values(value)) reachable(v, seen);
  }
  return seen;
}

/** Whether a value is plain data: objects, arrays, numbers, strings, booleans and null only. */
function isPlainData(value: unknown): boolean {
  if (value === null) return true;
  if (['number', 'string', 'boolean'].includes(typeof value)) return true;
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== Array.prototype) return false;
  return Object.values(value).every(isPlainData);
}

describe('information set', () => {
  test('its type has no field for other hands or the boneyard', () => {
    expectTypeOf<InformationSet>().not.toHaveProperty('hands');
    expectTypeOf<InformationSet>().not.toHaveProperty('boneyard');
    expectTypeOf<InformationSet['hand']>().toEqualTypeOf<readonly Tile[]>();
    expectTypeOf<InformationSet['boneyardSize']>().toEqualTypeOf<number>();
  });

  const positions: Position[] = MIXES.flatMap((mix, i) => randomPositions(mix, 150, `info-${i}`));

  test('is the same whatever the hidden tiles are (every seat, every preset)', () => {
    const g = new Generator(seedRng('reshuffle'));
    let checked = 0;
    for (const p of positions) {
      for (let seat = 0; seat < p.state.config.players; seat++) {
        const other = reshuffleHidden(p.state, seat, g);
        if (other === p.state) continue;
        const a = informationSet(p.state, seat, p.history);
        const b = informationSet(other, seat, p.history);
        expect(b).toEqual(a);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(positions.length);
  });

  test('shares no array or object with another hand or the boneyard', () => {
    for (const p of positions) {
      const hand = p.state.hand as HandState;
      for (let seat = 0; seat < p.state.config.players; seat++) {
        const view = informationSet(p.state, seat, p.history) as InformationSet;
        const objects = reachable(view);
        expect(objects.has(hand.boneyard)).toBe(false);
        expect(objects.has(hand.hands)).toBe(false);
        for (const h of hand.hands) expect(objects.has(h)).toBe(false);
        // The seat's own tiles, table tiles and history tiles are all it may see.
        const visible = new Set<number>([...view.hand, ...view.layout.nodes.map((n) => n.tile)]);
        for (const m of view.legal) if (m.type === 'play') expect(visible.has(m.tile)).toBe(true);
        if (view.drawn !== null) expect(view.hand).toContain(view.drawn);
        for (const e of view.history) if (e.type === 'play') expect(visible.has(e.tile)).toBe(true);
      }
    }
  });

  test('is plain data that survives structured cloning (for a Web Worker)', () => {
    for (const p of positions.slice(0, 300)) {
      const view = informationSet(p.state, p.state.hand?.turn ?? 0, p.history);
      expect(isPlainData(view)).toBe(true);
      expect(structuredClone(view)).toEqual(view);
    }
  });
});
