/**
 * The Howler player loads nothing while the page starts: no Howl (fetch, decode) and no
 * AudioContext until the sounds are asked for; then each sound once, with the saved mute
 * and volume applied first.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest';

const made: string[] = [];
const calls: string[] = [];

vi.mock('howler', () => {
  class Howl {
    constructor(options: { src: string[] }) {
      made.push(options.src[0] ?? '');
    }
    state(): string {
      return 'loaded';
    }
    play(): number {
      calls.push('play');
      return 1;
    }
    unload(): void {
      calls.push('unload');
    }
  }
  const Howler = {
    autoUnlock: false,
    noAudio: false,
    ctx: null,
    mute: (m: boolean) => void calls.push(`mute ${String(m)}`),
    volume: (v: number) => void calls.push(`volume ${String(v)}`),
  };
  return { Howl, Howler };
});

const { createSoundPlayer } = await import('../../src/audio/sound');

const URLS = { click: 'click.wav', draw: 'draw.wav', score: 'score.wav' } as const;

function memoryStorage(entries: Record<string, string> = {}) {
  const m = new Map(Object.entries(entries));
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

describe('the Howler sound player', () => {
  beforeEach(() => {
    made.length = 0;
    calls.length = 0;
  });

  test('creating it loads nothing and touches no audio setting', () => {
    const player = createSoundPlayer({ urls: URLS, storage: memoryStorage() });
    player.play('click');
    expect(made).toEqual([]);
    expect(calls).toEqual([]);
  });

  test('load fetches every sound once, after applying the saved mute and volume', () => {
    const storage = memoryStorage({ 'horseRace.settings.sound': '{"muted":true,"volume":0.4}' });
    const player = createSoundPlayer({ urls: URLS, storage });
    player.load();
    player.load();
    expect(made).toEqual(['click.wav', 'draw.wav', 'score.wav']);
    expect(calls).toEqual(['mute true', 'volume 0.4']);
    player.setVolume(0.7);
    expect(calls.at(-1)).toBe('volume 0.7');
    player.destroy();
    expect(calls.filter((c) => c === 'unload')).toHaveLength(3);
  });
});
