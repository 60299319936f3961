/** The one storage route (src/storage.ts): reads what it can, keeps refused writes, tells once. */
import { describe, expect, test } from 'vitest';
import { createAppStorage, NO_STORAGE, SAVING_OFF } from '../../src/storage';
import { fakeBrowser } from '../support/fakeBrowser';

describe('app storage', () => {
  test('reads and writes go to the browser while it accepts them', () => {
    const browser = fakeBrowser();
    const s = createAppStorage({ backend: browser });
    s.setItem('a', '1');
    expect(browser.map.get('a')).toBe('1');
    expect(s.getItem('a')).toBe('1');
    s.removeItem('a');
    expect(s.getItem('a')).toBeNull();
    expect(s.saving()).toBe(true);
    expect(s.problem()).toBeNull();
  });

  test('a full storage is still read; refused writes are kept for this visit; told once', () => {
    const browser = fakeBrowser();
    browser.map.set('save', 'old');
    browser.full = true;
    const s = createAppStorage({ backend: browser });
    expect(s.getItem('save')).toBe('old');
    const told: string[] = [];
    s.onProblem((m) => told.push(m));
    s.setItem('save', 'new');
    s.setItem('save', 'newer');
    s.removeItem('other');
    expect(s.getItem('save')).toBe('newer');
    expect(browser.map.get('save')).toBe('old');
    expect(told).toEqual([SAVING_OFF]);
    expect(s.saving()).toBe(false);
    // A listener added later hears it at once.
    s.onProblem((m) => told.push(m));
    expect(told).toEqual([SAVING_OFF, SAVING_OFF]);
    // Room again: the write lands and the browser's value is read again.
    browser.full = false;
    s.setItem('save', 'landed');
    expect(browser.map.get('save')).toBe('landed');
    expect(s.getItem('save')).toBe('landed');
  });

  test('no storage at all: play goes on in memory, and the problem is known from the start', () => {
    const s = createAppStorage({ backend: null });
    expect(s.problem()).toBe(NO_STORAGE);
    s.setItem('k', 'v');
    expect(s.getItem('k')).toBe('v');
    expect(s.saving()).toBe(false);
  });

  test('a storage that throws on every call never throws here', () => {
    const browser = fakeBrowser();
    browser.blocked = true;
    const s = createAppStorage({ backend: browser });
    expect(s.getItem('k')).toBeNull();
    expect(() => s.setItem('k', 'v')).not.toThrow();
    expect(s.getItem('k')).toBe('v');
    expect(() => s.removeItem('k')).not.toThrow();
    expect(s.getItem('k')).toBeNull();
  });

  test("another tab's change is passed on, and drops what this visit held for that key", () => {
    const browser = fakeBrowser();
    let fire: (key: string | null) => void = () => undefined;
    const s = createAppStorage({ backend: browser, listen: (h) => void (fire = h) });
    const heard: (string | null)[] = [];
    const stop = s.onOutsideChange((k) => heard.push(k));
    browser.full = true;
    s.setItem('save', 'mine');
    browser.map.set('save', 'theirs');
    fire('save');
    expect(s.getItem('save')).toBe('theirs');
    fire(null);
    stop();
    fire('x');
    expect(heard).toEqual(['save', null]);
  });
});
