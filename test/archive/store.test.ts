// The IndexedDB classes as globals, as a browser has them (idb checks values against them).
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { archiveEntry, type ArchivedGame } from '../../src/archive/game';
import { createLibrary, MAX_GAMES } from '../../src/archive/store';
import { playedGame } from './play';

const one = archiveEntry(playedGame('STORE1', { target: 31 }), '2026-11-23T10:00:00.000Z', false)!;
const two = archiveEntry(playedGame('STORE2', { target: 31 }), '2026-11-22T10:00:00.000Z', false)!;

/** A fresh, empty IndexedDB for each test, where `idb` finds it (the global). */
function freshDatabase(): void {
  globalThis.indexedDB = new IDBFactory();
}

describe('the library in IndexedDB', () => {
  beforeEach(freshDatabase);
  afterEach(freshDatabase);

  test('keeps games across visits, oldest first, each once', async () => {
    const problems: string[] = [];
    const first = createLibrary({ onProblem: (m) => problems.push(m) });
    await first.add(one);
    await first.add(two);
    await first.add(one);
    const again = createLibrary({ onProblem: (m) => problems.push(m) });
    expect((await again.all()).map((g) => g.id)).toEqual([two.id, one.id]);
    expect(await again.addMany([one, two, one])).toEqual({ added: 0, skipped: 3 });
    await again.remove(two.id);
    expect((await again.all()).map((g) => g.id)).toEqual([one.id]);
    await again.setStatsFrom('2026-11-23T00:00:00.000Z');
    expect(await createLibrary({ onProblem: () => undefined }).statsFrom()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(problems).toEqual([]);
  });

  test('keeps at most MAX_GAMES, dropping the oldest', async () => {
    const library = createLibrary({ onProblem: () => undefined });
    const many: ArchivedGame[] = Array.from({ length: MAX_GAMES + 3 }, (_, i) => ({
      ...one,
      id: `g${i}`,
      finishedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    }));
    expect(await library.addMany(many)).toEqual({ added: MAX_GAMES + 3, skipped: 0 });
    const ids = (await library.all()).map((g) => g.id);
    expect(ids.length).toBe(MAX_GAMES);
    expect(ids[0]).toBe('g3');
  });

  test('without IndexedDB it says so once and keeps games for the visit', async () => {
    const problems: string[] = [];
    // @ts-expect-error: a browser without IndexedDB
    delete globalThis.indexedDB;
    const library = createLibrary({ onProblem: (m) => problems.push(m) });
    await library.add(one);
    await library.add(two);
    expect((await library.all()).map((g) => g.id)).toEqual([two.id, one.id]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/cannot be kept/);
    expect(library.problem()).toBe(problems[0]);
  });

  test('storage full: says so once, and play goes on with the game kept for the visit', async () => {
    const problems: string[] = [];
    const library = createLibrary({ onProblem: (m) => problems.push(m) });
    await library.add(one);
    // From now on every write is refused as the browser does when its quota is used up.
    const { IDBObjectStore } = await import('fake-indexeddb');
    const full = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      await library.add(two);
      await library.add({ ...two, id: 'another' });
    } finally {
      full.mockRestore();
    }
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/full/);
    expect((await library.all()).map((g) => g.id).sort()).toEqual(
      [one.id, two.id, 'another'].sort(),
    );
  });
});
