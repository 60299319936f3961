/**
 * Hostile values under every key the app writes (issue 16): names from Object.prototype at
 * every level, deep nesting and very long strings never throw; the session starts with a
 * short, plain status; a full storage keeps the save readable; two tabs are told apart.
 */
import { describe, expect, test } from 'vitest';
import { loadSoundSettings, SOUND_SETTINGS_KEY } from '../../src/audio/settings';
import { SAVE_KEY } from '../../src/machine/index';
import { createPractice, PRACTICE_KEY, PRACTICE_OPTIONS_KEY } from '../../src/practice/session';
import { createPrefs } from '../../src/prefs';
import { OTHER_TAB } from '../../src/session';
import { createAppStorage, SAVING_OFF, type KeyValueStorage } from '../../src/storage';
import { PROGRESS_KEY, readProgress } from '../../src/tutorial/progress';
import { fakeBrowser } from '../support/fakeBrowser';
import { testSession } from '../support/session';

const PROTO = Object.getOwnPropertyNames(Object.prototype);
const deep = (n: number): string => `${'['.repeat(n)}1${']'.repeat(n)}`;
const long = (n: number): string => JSON.stringify('x'.repeat(n));

/** Hostile JSON texts: each prototype name as a key at the top and one level down, deep, long. */
function hostileValues(fields: readonly string[]): string[] {
  const out: string[] = [deep(50_000), long(5_000_000), 'not json', 'null', '[]', '"x"', '1e999'];
  for (const name of PROTO) {
    out.push(`{"${name}": 1}`, `{"${name}": {"a": 1}}`);
    for (const f of fields) out.push(`{"${f}": {"${name}": 1}}`, `{"${f}": "${name}"}`);
  }
  for (const f of fields) out.push(`{"${f}": ${deep(50_000)}}`, `{"${f}": ${long(5_000_000)}}`);
  return out;
}

const session = testSession;

const CHOICE = {
  preset: 'horse-race',
  players: 2,
  partners: false,
  level: 'easy',
  target: NaN,
} as const;

/** A real save, as the game writes it. */
function goodSave(): string {
  const browser = fakeBrowser();
  session(browser).start({ ...CHOICE, seed: 'GOOD01' });
  return browser.map.get(SAVE_KEY) ?? '';
}

describe('hostile saves', () => {
  const good = JSON.parse(goodSave()) as Record<string, Record<string, unknown>>;
  const variants: [string, string][] = [];
  for (const name of PROTO) {
    const withKey = (at: Record<string, unknown>, key: string) => ({ ...at, [key]: { x: 1 } });
    variants.push([
      `${name} in settings`,
      JSON.stringify({ ...good, settings: withKey(good.settings!, name) }),
    ]);
    variants.push([
      `${name} in record.options`,
      JSON.stringify({ ...good, record: { ...good.record, options: { [name]: 1 } } }),
    ]);
    variants.push([
      `${name} as the preset`,
      JSON.stringify({ ...good, settings: { ...good.settings, preset: name } }),
    ]);
    variants.push([`${name} at the top`, JSON.stringify(withKey(good, name))]);
  }
  variants.push([
    'a 12,000-character seed',
    JSON.stringify({ ...good, settings: { ...good.settings, seed: 'Q'.repeat(12_000) } }),
  ]);
  variants.push([
    'a 50,000-deep preset',
    JSON.stringify(good).replace('"preset":"horse-race"', `"preset":${deep(50_000)}`),
  ]);
  variants.push([
    'a 5 MB tile',
    JSON.stringify(good).replace(/"deal":\[\["[^"]+"/, `"deal":[[${long(5_000_000)}`),
  ]);
  variants.push([
    'scores of 1e300',
    JSON.stringify({ ...good, record: { ...good.record, scores: [1e300, 0] } }),
  ]);
  for (const text of hostileValues(['settings', 'record', 'version']))
    variants.push([text.slice(0, 30), text]);

  test.each(variants)('%s: the session starts, with a short status', (_, text) => {
    const browser = fakeBrowser();
    browser.map.set(SAVE_KEY, text);
    const s = session(browser);
    const status = s.saveStatus();
    expect(['ok', 'unreadable']).toContain(status.kind);
    if (status.kind === 'unreadable') {
      expect(status.message.length).toBeLessThanOrEqual(200);
      expect(status.kept).toBe(true);
    }
    expect(s.start({ ...CHOICE, seed: 'NEW001' }).ok).toBe(true);
  });
});

describe('hostile values under the other keys', () => {
  const cases: [string, readonly string[], (b: KeyValueStorage) => void][] = [
    ['prefs', ['speed', 'hints'], (b) => void createPrefs(b, () => undefined).get()],
    [SOUND_SETTINGS_KEY, ['muted', 'volume'], (b) => void loadSoundSettings(b)],
    [PROGRESS_KEY, ['done'], (b) => void readProgress(b, ['a', 'b'])],
    [PRACTICE_OPTIONS_KEY, ['hints', 'count'], (b) => void practiceOf(b).options()],
    [PRACTICE_KEY, ['seed', 'answers'], (b) => void practiceOf(b).stored('AAAAAA')],
  ];
  test.each(cases)('%s never throws on a hostile value', (key, fields, read) => {
    const fullKey = key === 'prefs' ? 'horseRace.settings.prefs' : key;
    for (const text of hostileValues(fields)) {
      const browser = fakeBrowser();
      browser.map.set(fullKey, text);
      expect(() => read(browser), text.slice(0, 40)).not.toThrow();
    }
  });
});

function practiceOf(storage: KeyValueStorage) {
  return createPractice({ storage, snapshot: () => null, send: () => undefined });
}

describe('a full storage', () => {
  test('the save is still offered, play goes on, and the person is told once', () => {
    const browser = fakeBrowser();
    browser.map.set(SAVE_KEY, goodSave());
    browser.full = true;
    const told: string[] = [];
    const storage = createAppStorage({ backend: browser });
    storage.onProblem((m) => told.push(m));
    const s = session(storage, { storageProblem: () => storage.problem() });
    expect(s.saveStatus().kind).toBe('ok');
    expect(s.resume().ok).toBe(true);
    expect(told).toEqual([SAVING_OFF]);
    // Back at the menu with nothing to offer: the caption says saving is off, not "no save".
    const fresh = session(createAppStorage({ backend: null }), {
      storageProblem: () => 'off',
    });
    expect(fresh.saveStatus()).toEqual({ kind: 'off' });
  });
});

describe('an unreadable save in a full storage', () => {
  test('it is not taken from its place when its copy cannot be kept', () => {
    const browser = fakeBrowser();
    browser.map.set(SAVE_KEY, 'junk');
    browser.full = true;
    const storage = createAppStorage({ backend: browser });
    const s = testSession(storage);
    expect(s.saveStatus()).toMatchObject({ kind: 'unreadable', kept: false });
    expect(browser.map.get(SAVE_KEY)).toBe('junk');
    // With room, it is copied aside before it is removed.
    browser.full = false;
    const roomy = testSession(createAppStorage({ backend: browser }));
    expect(roomy.saveStatus()).toMatchObject({ kind: 'unreadable', kept: true });
    expect(browser.map.has(SAVE_KEY)).toBe(false);
    expect([...browser.map.values()]).toContain('junk');
  });
});

describe('two tabs', () => {
  test("when another tab saves, this one stops saving, says so, and offers the other's save", () => {
    const browser = fakeBrowser();
    let fire: (key: string | null) => void = () => undefined;
    const storage = createAppStorage({ backend: browser, listen: (h) => void (fire = h) });
    const told: string[] = [];
    const s = session(storage, {
      watchOutside: (l) => void storage.onOutsideChange(l),
      notify: (m) => told.push(m),
    });
    s.start({ ...CHOICE, seed: 'TAB001' });
    // The other tab writes its game.
    const theirs = goodSave();
    browser.map.set(SAVE_KEY, theirs);
    fire(SAVE_KEY);
    fire(SAVE_KEY);
    expect(told).toEqual([OTHER_TAB]);
    expect(s.saveStatus().kind).toBe('ok');
    // This tab plays on without overwriting the other tab's save.
    s.table()?.send({ type: 'SET_SPEED', speed: 'slow' });
    expect(browser.map.get(SAVE_KEY)).toBe(theirs);
    // A new game here saves again (the person chose it).
    s.start({ ...CHOICE, seed: 'TAB002' });
    expect(browser.map.get(SAVE_KEY)).not.toBe(theirs);
  });
});
