/**
 * The sound settings a person chooses (mute and volume) and how they persist: pure
 * functions over an injected Storage-like object, so they are tested in Node and never
 * throw when storage is missing, full or forbidden (private browsing, blocked cookies).
 */

export { SOUND_NAMES, type SoundName } from '../view/soundNames';

/** The part of the Web Storage API the settings need; `localStorage` in the app. */
export interface SettingsStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Where the sound settings live in storage, as JSON `{"muted":false,"volume":0.8}`. */
export const SOUND_SETTINGS_KEY = 'horseRace.settings.sound';

export interface SoundSettings {
  /** Silences every sound. Independent of reduced motion: people choose each on its own. */
  readonly muted: boolean;
  /** Master volume from 0 to 1. */
  readonly volume: number;
}

export const DEFAULT_SOUND_SETTINGS: SoundSettings = { muted: false, volume: 0.8 };

/** A volume in [0, 1]; anything that is not a finite number gives the default. */
export function clampVolume(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULT_SOUND_SETTINGS.volume;
  return Math.min(1, Math.max(0, value));
}

/**
 * Reads stored settings. Each field falls back to its default on its own, so a damaged
 * or older entry keeps whatever is still good in it.
 */
export function parseSoundSettings(text: string | null): SoundSettings {
  if (text === null) return DEFAULT_SOUND_SETTINGS;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return DEFAULT_SOUND_SETTINGS;
  }
  if (typeof data !== 'object' || data === null) return DEFAULT_SOUND_SETTINGS;
  const { muted, volume } = data as { muted?: unknown; volume?: unknown };
  return {
    muted: typeof muted === 'boolean' ? muted : DEFAULT_SOUND_SETTINGS.muted,
    volume: volume === undefined ? DEFAULT_SOUND_SETTINGS.volume : clampVolume(volume),
  };
}

export function formatSoundSettings(settings: SoundSettings): string {
  return JSON.stringify({ muted: settings.muted, volume: clampVolume(settings.volume) });
}

/** The stored settings, or the defaults when there are none or storage cannot be read. */
export function loadSoundSettings(storage: SettingsStorage | null): SoundSettings {
  if (storage === null) return DEFAULT_SOUND_SETTINGS;
  try {
    return parseSoundSettings(storage.getItem(SOUND_SETTINGS_KEY));
  } catch {
    return DEFAULT_SOUND_SETTINGS;
  }
}

/** Stores the settings; false when storage is missing or refuses (the game carries on). */
export function saveSoundSettings(
  storage: SettingsStorage | null,
  settings: SoundSettings,
): boolean {
  if (storage === null) return false;
  try {
    storage.setItem(SOUND_SETTINGS_KEY, formatSoundSettings(settings));
    return true;
  } catch {
    return false;
  }
}
