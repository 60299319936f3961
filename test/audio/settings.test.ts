// Sound settings and the player's behaviour, with an in-memory storage and a fake audio
// backend: Howler needs a browser, so it never loads here.
import { describe, expect, test } from 'vitest';
import { createPlayer, type SoundBackend } from '../../src/audio/player';
import {
  clampVolume,
  DEFAULT_SOUND_SETTINGS,
  loadSoundSettings,
  parseSoundSettings,
  saveSoundSettings,
  SOUND_SETTINGS_KEY,
  type SettingsStorage,
  type SoundName,
} from '../../src/audio/settings';

function memoryStorage(initial: Record<string, string> = {}): SettingsStorage & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const brokenStorage: SettingsStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

interface FakeBackend extends SoundBackend<SoundName> {
  played: SoundName[];
  muted: boolean | undefined;
  volume: number | undefined;
  unlocked: boolean;
  disposed: number;
  loads: number;
}

function fakeBackend(unlocked = true): FakeBackend {
  const b: FakeBackend = {
    played: [],
    muted: undefined,
    volume: undefined,
    unlocked,
    disposed: 0,
    loads: 0,
    play: (name) => void b.played.push(name),
    setMuted: (muted) => void (b.muted = muted),
    setVolume: (volume) => void (b.volume = volume),
    isUnlocked: () => b.unlocked,
    load: () => void (b.loads += 1),
    dispose: () => void (b.disposed += 1),
  };
  return b;
}

describe('parseSoundSettings', () => {
  test.each([
    ['nothing stored', null, DEFAULT_SOUND_SETTINGS],
    ['a full entry', '{"muted":true,"volume":0.25}', { muted: true, volume: 0.25 }],
    ['not JSON', '{muted', DEFAULT_SOUND_SETTINGS],
    ['not an object', '42', DEFAULT_SOUND_SETTINGS],
    ['null', 'null', DEFAULT_SOUND_SETTINGS],
    ['only muted', '{"muted":true}', { muted: true, volume: DEFAULT_SOUND_SETTINGS.volume }],
    ['only volume', '{"volume":0.5}', { muted: false, volume: 0.5 }],
    ['a loud volume', '{"muted":false,"volume":7}', { muted: false, volume: 1 }],
    ['a negative volume', '{"muted":false,"volume":-1}', { muted: false, volume: 0 }],
    ['wrong types', '{"muted":"yes","volume":"loud"}', DEFAULT_SOUND_SETTINGS],
    ['extra fields', '{"muted":true,"volume":0,"theme":"x"}', { muted: true, volume: 0 }],
  ])('%s', (_, text, expected) => {
    expect(parseSoundSettings(text)).toEqual(expected);
  });
});

describe('clampVolume', () => {
  test.each([
    [0.3, 0.3],
    [-0.1, 0],
    [1.5, 1],
    [Number.NaN, DEFAULT_SOUND_SETTINGS.volume],
    [Number.POSITIVE_INFINITY, DEFAULT_SOUND_SETTINGS.volume],
    ['0.3', DEFAULT_SOUND_SETTINGS.volume],
  ])('%s -> %s', (input, expected) => {
    expect(clampVolume(input)).toBe(expected);
  });
});

describe('load and save', () => {
  test('round-trip under the documented key', () => {
    const storage = memoryStorage();
    expect(saveSoundSettings(storage, { muted: true, volume: 0.4 })).toBe(true);
    expect(JSON.parse(storage.data.get(SOUND_SETTINGS_KEY)!)).toEqual({
      muted: true,
      volume: 0.4,
    });
    expect(loadSoundSettings(storage)).toEqual({ muted: true, volume: 0.4 });
  });

  test('no storage or a storage that throws gives the defaults and never throws', () => {
    expect(loadSoundSettings(null)).toEqual(DEFAULT_SOUND_SETTINGS);
    expect(loadSoundSettings(brokenStorage)).toEqual(DEFAULT_SOUND_SETTINGS);
    expect(saveSoundSettings(null, DEFAULT_SOUND_SETTINGS)).toBe(false);
    expect(saveSoundSettings(brokenStorage, DEFAULT_SOUND_SETTINGS)).toBe(false);
  });

  test('leaves other keys alone', () => {
    const storage = memoryStorage({ 'horseRace.settings.game': '{"speed":"fast"}' });
    saveSoundSettings(storage, DEFAULT_SOUND_SETTINGS);
    expect(storage.data.get('horseRace.settings.game')).toBe('{"speed":"fast"}');
  });
});

describe('createPlayer', () => {
  test('starts from the stored settings and hands them to the backend', () => {
    const backend = fakeBackend();
    const player = createPlayer(
      backend,
      memoryStorage({ [SOUND_SETTINGS_KEY]: '{"muted":true,"volume":0.3}' }),
    );
    expect(player.isMuted()).toBe(true);
    expect(player.volume()).toBe(0.3);
    expect(backend.muted).toBe(true);
    expect(backend.volume).toBe(0.3);
  });

  test('persists mute and volume, and a new player reads them back', () => {
    const storage = memoryStorage();
    const first = createPlayer(fakeBackend(), storage);
    first.setMuted(true);
    first.setVolume(0.55);
    const second = createPlayer(fakeBackend(), storage);
    expect(second.isMuted()).toBe(true);
    expect(second.volume()).toBe(0.55);
  });

  test('clamps the volume', () => {
    const backend = fakeBackend();
    const player = createPlayer(backend, null);
    player.setVolume(3);
    expect(player.volume()).toBe(1);
    expect(backend.volume).toBe(1);
    player.setVolume(-2);
    expect(player.volume()).toBe(0);
  });

  test('plays only when unmuted, audible and unlocked', () => {
    const backend = fakeBackend();
    const player = createPlayer(backend, null);
    player.play('click');
    player.setMuted(true);
    player.play('draw');
    player.setMuted(false);
    player.setVolume(0);
    player.play('score');
    player.setVolume(0.5);
    player.play('win');
    expect(backend.played).toEqual(['click', 'win']);
  });

  test('drops requests before the first gesture instead of queueing them', () => {
    const backend = fakeBackend(false);
    const player = createPlayer(backend, null);
    player.play('click');
    player.play('click');
    player.play('score');
    backend.unlocked = true;
    expect(backend.played).toEqual([]);
    player.play('tick');
    expect(backend.played).toEqual(['tick']);
  });

  test('without a backend it is silent but keeps the settings', () => {
    const storage = memoryStorage();
    const player = createPlayer<SoundName>(null, storage);
    player.play('click');
    player.setMuted(true);
    expect(player.isMuted()).toBe(true);
    expect(loadSoundSettings(storage).muted).toBe(true);
  });

  test('a backend that throws never reaches the game, and is left alone afterwards', () => {
    let calls = 0;
    const backend: SoundBackend<SoundName> = {
      ...fakeBackend(),
      play: () => {
        calls += 1;
        throw new Error('AudioContext closed');
      },
    };
    const player = createPlayer(backend, null);
    expect(() => player.play('click')).not.toThrow();
    expect(() => player.play('click')).not.toThrow();
    expect(calls).toBe(1);
    expect(() => player.setVolume(0.2)).not.toThrow();
    expect(player.volume()).toBe(0.2);
  });

  test('a backend that throws while being set up still gives a working player', () => {
    const backend: SoundBackend<SoundName> = {
      ...fakeBackend(),
      setMuted: () => {
        throw new Error('no audio');
      },
    };
    expect(() => createPlayer(backend, brokenStorage)).not.toThrow();
  });

  test('load is passed on to the backend, and nothing loads before it is asked', () => {
    const backend = fakeBackend();
    const player = createPlayer(backend, null);
    expect(backend.loads).toBe(0);
    player.load();
    expect(backend.loads).toBe(1);
  });

  test('destroy releases the backend once and silences the player', () => {
    const backend = fakeBackend();
    const player = createPlayer(backend, null);
    player.destroy();
    player.destroy();
    player.play('click');
    expect(backend.disposed).toBe(1);
    expect(backend.played).toEqual([]);
  });
});
