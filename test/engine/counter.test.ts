/**
 * RULES.md §12: a second, independent counter and legality oracle, built on an
 * edge list with degrees (the closed form of §3.1), checked against the engine
 * on random legal layouts in every spinner mode.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  attach,
  EMPTY_LAYOUT,
  formatTile,
  fullSet,
  layoutOf,
  placeLead,
  PRESET_OPTIONS,
  type Layout,
  type Options,
  type Tile,
} from '../../src/engine/index';

/** One placement as the oracle sees it: the tile, and the tile and pip value it joined (none for the lead). */
interface Joint {
  readonly tile: [number, number];
  readonly parent: number;
  readonly value: number;
}

function pipsOf(t: Tile): [number, number] {
  const [a, b] = formatTile(t).split('-').map(Number);
  return [a ?? 0, b ?? 0];
}

/** §3.1's closed form: non-doubles count their uncovered halves, doubles 2p while their degree is at most 1. */
function oracleCount(joints: readonly Joint[]): number {
  const degree = joints.map(() => 0);
  const covered = joints.map(() => [] as number[]);
  joints.forEach((j, i) => {
    if (j.parent < 0) return;
    degree[i] = (degree[i] ?? 0) + 1;
    degree[j.parent] = (degree[j.parent] ?? 0) + 1;
    covered[i]?.push(j.value);
    covered[j.parent]?.push(j.value);
  });
  let total = 0;
  joints.forEach((j, i) => {
    const [a, b] = j.tile;
    if (a === b) {
      if ((degree[i] ?? 0) <= 1) total += 2 * a;
    } else {
      const cov = covered[i] ?? [];
      if (!cov.includes(a)) total += a;
      if (!cov.includes(b)) total += b;
    }
  });
  return total;
}

/** §2.1's table: how many open points each placed tile offers, keyed "tile:value". */
function oracleOpen(
  joints: readonly Joint[],
  spinnerMode: Options['spinnerMode'],
  crossStart = false,
): Map<string, number> {
  const degree = joints.map(() => 0);
  const covered = joints.map(() => [] as number[]);
  joints.forEach((j, i) => {
    if (j.parent < 0) return;
    degree[i] = (degree[i] ?? 0) + 1;
    degree[j.parent] = (degree[j.parent] ?? 0) + 1;
    covered[i]?.push(j.value);
    covered[j.parent]?.push(j.value);
  });
  const firstDouble = joints.findIndex((j) => j.tile[0] === j.tile[1]);
  const out = new Map<string, number>();
  const add = (t: [number, number], v: number, n: number): void => {
    if (n > 0) out.set(`${t[0]}-${t[1]}:${v}`, (out.get(`${t[0]}-${t[1]}:${v}`) ?? 0) + n);
  };
  // §15.4: while the first double has a free edge, only its edges are open.
  const crossOpen = crossStart && firstDouble >= 0 && (degree[firstDouble] ?? 0) < 4;
  joints.forEach((j, i) => {
    if (crossOpen && i !== firstDouble) return;
    const [a, b] = j.tile;
    const d = degree[i] ?? 0;
    if (a !== b) {
      const cov = covered[i] ?? [];
      if (!cov.includes(a)) add(j.tile, a, 1);
      if (!cov.includes(b)) add(j.tile, b, 1);
      return;
    }
    const spinner =
      spinnerMode === 'all_doubles' || (spinnerMode === 'first_double' && i === firstDouble);
    // Sides first (two of them), then, for a spinner, the two ends.
    const sidesFree = Math.max(0, 2 - d);
    const endsFree = spinner && d >= 2 ? 4 - d : 0;
    add(j.tile, a, sidesFree + endsFree);
  });
  return out;
}

function engineOpen(layout: Layout): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of layout.open) {
    const key = `${formatTile((layout.nodes[p.node] as { tile: Tile }).tile)}:${p.value}`;
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

/** Builds a random legal layout from a list of choices, returning the engine's layouts and the oracle's joints. */
function grow(
  choices: readonly number[],
  options: Options,
): { layouts: Layout[]; joints: Joint[] } {
  const bag: Tile[] = fullSet(options.maxPip);
  const first = bag.splice((choices[0] ?? 0) % bag.length, 1)[0] as Tile;
  let layout = placeLead(EMPTY_LAYOUT, first, options);
  const layouts = [layout];
  const joints: Joint[] = [{ tile: pipsOf(first), parent: -1, value: -1 }];
  for (const c of choices.slice(1)) {
    const moves: { tile: Tile; at: Layout['open'][number] }[] = [];
    for (const tile of bag) {
      const [a, b] = pipsOf(tile);
      for (const at of layout.open) if (at.value === a || at.value === b) moves.push({ tile, at });
    }
    if (moves.length === 0) break;
    const m = moves[c % moves.length] as (typeof moves)[number];
    layout = attach(layout, m.tile, m.at, options);
    layouts.push(layout);
    bag.splice(bag.indexOf(m.tile), 1);
    joints.push({ tile: pipsOf(m.tile), parent: m.at.node, value: m.at.value });
  }
  return { layouts, joints };
}

const MODES: readonly Options['spinnerMode'][] = ['all_doubles', 'first_double', 'none'];

describe('independent counter and legality oracle (RULES §12)', () => {
  for (const spinnerMode of MODES) {
    const options: Options = { ...PRESET_OPTIONS['horse-race'], spinnerMode };
    test(`count and open points agree on random layouts (${spinnerMode})`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.nat({ max: 10_000 }), { minLength: 1, maxLength: 28 }),
          (choices) => {
            const { layouts, joints } = grow(choices, options);
            layouts.forEach((layout, k) => {
              const prefix = joints.slice(0, k + 1);
              expect(layout.total).toBe(oracleCount(prefix));
              expect(engineOpen(layout)).toEqual(oracleOpen(prefix, spinnerMode));
            });
          },
        ),
        { numRuns: 400, seed: 12 + MODES.indexOf(spinnerMode) },
      );
    });
  }

  // The §15 games: the cross start, and sets up to double-twelve.
  for (const spinnerMode of MODES) {
    for (const crossStart of [false, true]) {
      const options: Options = {
        ...PRESET_OPTIONS['horse-race'],
        spinnerMode,
        crossStart,
        maxPip: 12,
      };
      test(`double-twelve layouts agree (${spinnerMode}${crossStart ? ', cross start' : ''}), and updating equals rebuilding`, () => {
        fc.assert(
          fc.property(
            fc.array(fc.nat({ max: 100_000 }), { minLength: 1, maxLength: 91 }),
            (choices) => {
              const { layouts, joints } = grow(choices, options);
              layouts.forEach((layout, k) => {
                const prefix = joints.slice(0, k + 1);
                expect(layout.total).toBe(oracleCount(prefix));
                expect(engineOpen(layout)).toEqual(oracleOpen(prefix, spinnerMode, crossStart));
                const rebuilt = layoutOf(layout.nodes, options);
                expect(layout.open).toEqual(rebuilt.open);
                expect(layout.openMask).toBe(rebuilt.openMask);
                expect(layout.total).toBe(rebuilt.total);
              });
            },
          ),
          { numRuns: 60, seed: 40 + MODES.indexOf(spinnerMode) + (crossStart ? 10 : 0) },
        );
      });
    }
  }

  test('the oracle itself is not trivial: it tells TV-04 and TV-09 apart', () => {
    // [4|4] lead, [6|4] on S1, [1|4] on S2 -> 7 (TV-04)
    const tv04: Joint[] = [
      { tile: [4, 4], parent: -1, value: -1 },
      { tile: [6, 4], parent: 0, value: 4 },
      { tile: [4, 1], parent: 0, value: 4 },
    ];
    expect(oracleCount(tv04.slice(0, 1))).toBe(8);
    expect(oracleCount(tv04.slice(0, 2))).toBe(14);
    expect(oracleCount(tv04)).toBe(7);
    expect(oracleOpen(tv04, 'all_doubles').get('4-4:4')).toBe(2);
    expect(oracleOpen(tv04, 'none').get('4-4:4')).toBeUndefined();
  });
});
