/**
 * The sound player's behaviour, apart from Howler: settings that persist, sounds dropped
 * while audio is locked or muted, and no error ever reaching the game. The audio itself
 * comes from a `SoundBackend` (Howler in the app, see sound.ts; a fake in the tests).
 */
import {
  clampVolume,
  loadSoundSettings,
  saveSoundSettings,
  type SettingsStorage,
  type SoundName,
  type SoundSettings,
} from './settings';

/** What the player needs from an audio library. Any method may throw; the player catches. */
export interface SoundBackend<N extends string> {
  /** Starts one sound now. */
  play(name: N): void;
  /** Master mute. */
  setMuted(muted: boolean): void;
  /** Master volume from 0 to 1. */
  setVolume(volume: number): void;
  /**
   * Whether a sound started now is heard now: a user gesture has unlocked audio, or the
   * browser allows autoplay. Until then requests are dropped, not queued into a burst.
   */
  isUnlocked(): boolean;
  /** Starts fetching and decoding the sounds, if that has not begun (it also begins at the first gesture). */
  load(): void;
  /** Releases the sounds and any listeners. */
  dispose(): void;
}

export interface SoundPlayer<N extends string = SoundName> {
  /** Plays a sound once, unless muted, locked or unavailable; never throws. */
  play(name: N): void;
  setMuted(muted: boolean): void;
  isMuted(): boolean;
  /** Master volume from 0 to 1 (clamped). */
  setVolume(volume: number): void;
  volume(): number;
  /** Loads the sounds ahead of the first gesture (which loads them too). */
  load(): void;
  /** Stops listening and frees the audio; later calls do nothing. */
  destroy(): void;
}

function attempt(action: () => void): boolean {
  try {
    action();
    return true;
  } catch {
    return false;
  }
}

/**
 * A player over a backend, or a silent one when `backend` is null (no audio at all).
 * Settings load from `storage` once and are saved on every change.
 */
export function createPlayer<N extends string>(
  backend: SoundBackend<N> | null,
  storage: SettingsStorage | null,
): SoundPlayer<N> {
  let settings: SoundSettings = loadSoundSettings(storage);
  let audio = backend;

  /** After a backend failure the game goes on silently rather than failing again and again. */
  const use = (action: (b: SoundBackend<N>) => void): void => {
    const b = audio;
    if (b === null) return;
    if (!attempt(() => action(b))) audio = null;
  };

  const update = (next: SoundSettings): void => {
    settings = next;
    saveSoundSettings(storage, settings);
    use((b) => {
      b.setMuted(settings.muted);
      b.setVolume(settings.volume);
    });
  };

  use((b) => {
    b.setMuted(settings.muted);
    b.setVolume(settings.volume);
  });

  return {
    play(name) {
      if (settings.muted || settings.volume === 0) return;
      use((b) => {
        if (b.isUnlocked()) b.play(name);
      });
    },
    setMuted(muted) {
      if (muted !== settings.muted) update({ ...settings, muted });
    },
    isMuted: () => settings.muted,
    setVolume(volume) {
      const v = clampVolume(volume);
      if (v !== settings.volume) update({ ...settings, volume: v });
    },
    volume: () => settings.volume,
    load: () => use((b) => b.load()),
    destroy() {
      const b = audio;
      audio = null;
      if (b !== null) attempt(() => b.dispose());
    },
  };
}
