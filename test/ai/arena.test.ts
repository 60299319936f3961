/**
 * A small arena run: whole games on seeded deals with seats rotated, the
 * statistics well formed and the same seed giving the same games.
 */
import { describe, expect, test } from 'vitest';
import {
  easyPlayer,
  hardPlayer,
  mediumPlayer,
  percentiles,
  playerFor,
  runArena,
  wilson,
  type ArenaResult,
  type InformationSet,
} from '../../src/ai/index';
import { seedRng, toMove } from '../../src/engine/index';
import type { ComputerTurn } from '../../src/machine/computer';
import type { AiRequest } from '../../src/workers/ai.worker';
import type { WorkerCall } from '../../src/workers/rpc';
import { createWorkerChooser } from '../../src/workers/aiClient';
import { randomPositions, viewOf } from './positions';

/** A line-of-play seat's turn as the machine gives it to the chooser. */
function turnOf(view: InformationSet): ComputerTurn {
  return { family: 'line', view, legal: view.legal.map(toMove) };
}

/** A clock that ticks 1 ms per reading, so results do not depend on the machine. */
function fakeClock(): () => number {
  let now = 0;
  return () => now++;
}

function withoutTimes(r: ArenaResult): Record<string, unknown> {
  const timed = new Set(['msPerMoveA', 'msPerMoveB', 'msPerDecisionA', 'msPerDecisionB']);
  return Object.fromEntries(Object.entries(r).filter(([key]) => !timed.has(key)));
}

describe('arena', () => {
  test('Wilson interval and percentiles', () => {
    const [lo, hi] = wilson(75, 100);
    expect(lo).toBeCloseTo(0.6569, 3);
    expect(hi).toBeCloseTo(0.8245, 3);
    expect(wilson(0, 0)).toEqual([0, 1]);
    expect(percentiles([5, 1, 4, 2, 3])).toEqual({ p50: 3, p95: 5 });
  });

  test('plays every deal in every seat rotation and reports well-formed statistics', () => {
    const settings = {
      a: mediumPlayer,
      b: easyPlayer,
      games: 5,
      players: 3,
      preset: 'horse-race' as const,
      seed: 'smoke',
      clock: fakeClock(),
    };
    const r = runArena(settings);
    expect(r.games).toBe(6);
    expect(r.a).toBe('medium');
    expect(r.b).toBe('easy');
    expect(r.winsA + r.winsB).toBeLessThanOrEqual(r.games);
    expect(r.winRateA).toBeCloseTo(r.winsA / r.games);
    expect(r.ci95A[0]).toBeLessThanOrEqual(r.winRateA);
    expect(r.ci95A[1]).toBeGreaterThanOrEqual(r.winRateA);
    expect(r.fairShareA).toBeCloseTo(1 / 3);
    expect(r.hands).toBeGreaterThanOrEqual(r.games);
    expect(r.msPerMoveA.p50).toBeGreaterThan(0);
    const again = runArena({ ...settings, clock: fakeClock() });
    expect(withoutTimes(again)).toEqual(withoutTimes(r));
  });

  test('a quick Hard plays whole 2-player games', () => {
    const r = runArena({
      a: hardPlayer({ budget: 300, minWorlds: 2 }),
      b: mediumPlayer,
      games: 2,
      players: 2,
      preset: 'horse-race',
      seed: 'smoke-hard',
      clock: fakeClock(),
    });
    expect(r.games).toBe(2);
    expect(r.winsA + r.winsB).toBe(2);
  });
});

describe('worker client', () => {
  test('without Web Workers it answers in-thread, exactly as the player would', async () => {
    const choose = createWorkerChooser();
    for (const p of randomPositions({ preset: 'horse-race', players: 2 }, 30, 'client')) {
      const view = viewOf(p);
      const rng = seedRng(view.history.length);
      await expect(choose('medium', turnOf(view), rng)).resolves.toEqual(
        playerFor('medium').choose(view, rng),
      );
    }
  });

  test('through a worker, replies are matched to requests by id', async () => {
    // A stand-in worker that answers out of order, as a real one may not but could.
    const handler: { onmessage: ((e: MessageEvent) => void) | null } = { onmessage: null };
    const queue: WorkerCall<AiRequest>[] = [];
    const fake = {
      set onmessage(f: (e: MessageEvent) => void) {
        handler.onmessage = f;
      },
      onerror: null,
      postMessage(call: WorkerCall<AiRequest>) {
        queue.push(call);
        if (queue.length === 3) {
          for (const { id, request: r } of queue.reverse()) {
            const choice = playerFor(r.level).choose(r.turn.view as InformationSet, r.rng);
            handler.onmessage?.({ data: { id, result: choice } } as MessageEvent);
          }
        }
      },
      terminate() {},
    };
    const choose = createWorkerChooser(() => fake as unknown as Worker);
    const views = randomPositions({ preset: 'horse-race', players: 3 }, 3, 'ids').map(viewOf);
    const replies = await Promise.all(views.map((v, i) => choose('easy', turnOf(v), seedRng(i))));
    replies.forEach((reply, i) =>
      expect(reply).toEqual(playerFor('easy').choose(views[i]!, seedRng(i))),
    );
  });
});
