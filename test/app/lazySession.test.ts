/**
 * The menu before the session's chunk has loaded (src/lazySession.ts): Continue reads the
 * summary the save carries (src/machine/savePeek.ts), the same one the session would give;
 * a save only the session can read asks for it to load; nothing starts until it has.
 */
import { describe, expect, test } from 'vitest';
import { lazySession } from '../../src/lazySession';
import { SAVE_KEY } from '../../src/machine/index';
import { isSaveSummary, peekSave, type SaveSummary } from '../../src/machine/savePeek';
import type { Session } from '../../src/session';
import { memoryStorage, testSession } from '../support/session';

const choice = (preset: string, players: number, partners = false) =>
  ({ preset, players, partners, level: 'easy', target: NaN }) as const;

const SUMMARY: SaveSummary = {
  preset: 'horse-race',
  players: 2,
  partners: false,
  watching: false,
  practice: false,
  hand: 3,
  scores: [12, 40],
  winner: null,
};

const save = (summary: unknown): string =>
  JSON.stringify({ version: 1, settings: {}, record: {}, savedAt: 'x', summary });

describe('a glance at the save', () => {
  test.each([
    ['mexican-train', 4, false],
    ['texas-42', 4, true],
    ['horse-race', 3, false],
  ])('%s: the save carries the summary the session gives', (preset, players, partners) => {
    const storage = memoryStorage();
    const s = testSession(storage);
    expect(s.start({ ...choice(preset, players, partners), seed: 'PEEK01' }).ok).toBe(true);
    const glance = peekSave(storage.map.get(SAVE_KEY) ?? null);
    expect(glance).toEqual(s.saveStatus());
    expect(glance).toMatchObject({ kind: 'ok', summary: { preset, players, hand: 1 } });
    // A new page: the session reading the save in full says the same.
    expect(testSession(storage).saveStatus()).toEqual(glance);
  });

  test('no save, a finished game, and what only a full reading can tell', () => {
    expect(peekSave(null)).toEqual({ kind: 'none' });
    expect(peekSave(save(SUMMARY))).toEqual({ kind: 'ok', summary: SUMMARY });
    const won = { ...SUMMARY, winner: [1] };
    expect(peekSave(save(won))).toEqual({ kind: 'finished', summary: won });
    for (const text of [
      'not json',
      'null',
      '[]',
      JSON.stringify({ version: 1, settings: {}, record: {} }),
      JSON.stringify({ version: 2, summary: SUMMARY }),
      save({ ...SUMMARY, players: 1 }),
      save({ ...SUMMARY, scores: [1, 2, 3] }),
      save({ ...SUMMARY, scores: ['1', 2] }),
      save({ ...SUMMARY, winner: [2] }),
      save({ ...SUMMARY, hand: -1 }),
      save({ ...SUMMARY, preset: 'x'.repeat(41) }),
      save({ ...SUMMARY, practice: undefined }),
    ])
      expect(peekSave(text), text).toEqual({ kind: 'unknown' });
    expect(isSaveSummary(SUMMARY)).toBe(true);
  });
});

describe('the session loaded on demand', () => {
  test('before it loads: Continue from the summary, nothing running, nothing started', async () => {
    const storage = memoryStorage();
    storage.setItem(SAVE_KEY, save(SUMMARY));
    let created = 0;
    const lazy = lazySession({
      storage,
      create: () => {
        created++;
        return Promise.resolve(testSession(storage));
      },
    });
    expect(lazy.needsLoad()).toBe(false);
    expect(lazy.saveStatus()).toEqual({ kind: 'ok', summary: SUMMARY });
    expect(lazy.active()).toBe(false);
    expect(lazy.table()).toBeNull();
    expect(lazy.practice()).toBeNull();
    const early = lazy.resume();
    expect(early.ok).toBe(false);
    expect(early.ok ? '' : early.message).toMatch(/loading/);
    expect(lazy.start(choice('horse-race', 2))).toMatchObject({ ok: false });
    expect(created).toBe(0);
    // The menu hears when it has loaded, whoever asked for it.
    let heard = false;
    const loaded = lazy.whenLoaded().then(() => (heard = true));
    await Promise.resolve();
    expect(heard).toBe(false);
    // Loaded once, however often asked; from then on the session answers.
    const [a, b] = await Promise.all([lazy.load(), lazy.load()]);
    await loaded;
    expect(heard).toBe(true);
    expect(a).toBe(b);
    expect(created).toBe(1);
    expect(lazy.loaded()).toBe(a);
    // The save here is the summary's alone: the session's full reading finds it damaged.
    expect(lazy.saveStatus().kind).toBe('unreadable');
    expect(lazy.start(choice('horse-race', 2)).ok).toBe(true);
    expect(lazy.active()).toBe(true);
    expect(lazy.table()).not.toBeNull();
  });

  test('a save without a summary, or damaged, waits for the session', async () => {
    const storage = memoryStorage();
    storage.setItem(SAVE_KEY, '{"version": 1, "record": [oops');
    const lazy = lazySession({ storage, create: () => Promise.resolve(testSession(storage)) });
    expect(lazy.needsLoad()).toBe(true);
    expect(lazy.saveStatus()).toEqual({ kind: 'none' });
    await lazy.load();
    expect(lazy.needsLoad()).toBe(false);
    expect(lazy.saveStatus()).toMatchObject({ kind: 'unreadable', kept: true });
  });

  test('no save and saving off: the menu says so before the session loads', () => {
    const lazy = lazySession({
      storage: memoryStorage(),
      storageProblem: () => 'full',
      create: () => Promise.reject(new Error('not asked')),
    });
    expect(lazy.saveStatus()).toEqual({ kind: 'off' });
  });

  test('a load that fails may be asked for again', async () => {
    let tries = 0;
    const storage = memoryStorage();
    const lazy = lazySession({
      storage,
      create: () =>
        ++tries === 1
          ? Promise.reject(new Error('offline'))
          : Promise.resolve(testSession(storage)),
    });
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(lazy.loaded()).toBeNull();
    const s: Session = await lazy.load();
    expect(lazy.loaded()).toBe(s);
    expect(tries).toBe(2);
  });
});
