/**
 * Preload's task loop: quick tasks run back to back with nothing drawn and the outcome
 * comes back at once (the menu opens in the same frame); slow work gets the bar drawn
 * and a frame shown before the next task; failures and hangs are noted and start-up
 * goes on; a task may choose the scene that follows.
 */
import { describe, expect, test, vi } from 'vitest';
import {
  runStartupTasks,
  type StartupHost,
  type StartupOutcome,
  type StartupProgress,
  type StartupTask,
} from '../../src/scenes/startupTasks';

interface FakeHost extends StartupHost {
  clock: number;
  shown: StartupProgress[];
  frames: number;
}

function fakeHost(): FakeHost {
  const host: FakeHost = {
    clock: 0,
    shown: [],
    frames: 0,
    now: () => host.clock,
    show: (p) => void host.shown.push(p),
    nextFrame: () => {
      host.frames++;
      host.clock += 16;
      return Promise.resolve();
    },
    paintAfterMs: 50,
    timeoutMs: 1000,
  };
  return host;
}

/** A task that takes `ms` of the fake clock and records that it ran. */
function work(host: FakeHost, label: string, ms: number, ran: string[]): StartupTask<null> {
  return {
    label,
    run: () => {
      ran.push(label);
      host.clock += ms;
    },
  };
}

describe('runStartupTasks', () => {
  test('quick tasks run in order, nothing is drawn and the outcome is not a promise', () => {
    const host = fakeHost();
    const ran: string[] = [];
    const outcome = runStartupTasks(
      null,
      [work(host, 'a', 10, ran), work(host, 'b', 10, ran), work(host, 'c', 10, ran)],
      host,
    );
    expect(outcome).toEqual({ next: 'Menu', failures: [] });
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(host.shown).toEqual([]);
    expect(host.frames).toBe(0);
  });

  test('after slow work the bar is drawn, with the next task and the share done, before going on', async () => {
    const host = fakeHost();
    const ran: string[] = [];
    const outcome = runStartupTasks(
      null,
      [work(host, 'slow', 80, ran), work(host, 'quick', 5, ran), work(host, 'last', 5, ran)],
      host,
    );
    expect(outcome).toBeInstanceOf(Promise);
    expect(await outcome).toEqual({ next: 'Menu', failures: [] });
    expect(ran).toEqual(['slow', 'quick', 'last']);
    expect(host.shown).toEqual([{ label: 'quick', done: 1, total: 3, failures: [] }]);
    expect(host.frames).toBe(1);
  });

  test('a task that throws or rejects is reported and the others still run', async () => {
    const host = fakeHost();
    const ran: string[] = [];
    const tasks: StartupTask<null>[] = [
      {
        label: 'Carving',
        run: () => {
          throw new Error('no canvas');
        },
      },
      { label: 'Fetching', run: () => Promise.reject(new Error('offline')) },
      work(host, 'after', 1, ran),
    ];
    const outcome = await runStartupTasks(null, tasks, host);
    expect(outcome.failures).toEqual(['Carving — no canvas', 'Fetching — offline']);
    expect(ran).toEqual(['after']);
    // A task that waits shows the bar while it does.
    expect(host.shown.map((p) => p.label)).toEqual(['Fetching']);
  });

  test('a task that never answers is left behind after the time limit', async () => {
    vi.useFakeTimers();
    try {
      const host = fakeHost();
      const ran: string[] = [];
      const outcome = runStartupTasks(
        null,
        [
          { label: 'Hanging', run: () => new Promise<void>(() => undefined) },
          work(host, 'next', 1, ran),
        ],
        host,
      ) as Promise<StartupOutcome>;
      await vi.advanceTimersByTimeAsync(1001);
      expect(await outcome).toEqual({ next: 'Menu', failures: ['Hanging — took longer than 1 s'] });
      expect(ran).toEqual(['next']);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a task can name the scene that follows start-up (a linked game opens the table)', () => {
    const host = fakeHost();
    const outcome = runStartupTasks(
      null,
      [{ label: 'Setting up the shared deal', run: (_s, goTo) => goTo('FamilyTable') }],
      host,
    );
    expect(outcome).toEqual({ next: 'FamilyTable', failures: [] });
  });
});
