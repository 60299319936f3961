/**
 * The game's sound player on Howler (Web Audio, `html5: false`): short effects loaded as
 * buffers once the menu is up or at the first gesture (not while the page starts), mute and volume that persist, nothing before the first user gesture, and
 * silence instead of errors where audio is unavailable (a headless browser, a blocked
 * context, a file that fails to load).
 *
 *   const sound = createSoundPlayer({ urls: SOUND_URLS, storage });
 *   sound.play('click');
 */
import { Howl, Howler } from 'howler';
import { createPlayer, type SoundBackend, type SoundPlayer } from './player';
import type { SettingsStorage, SoundName } from './settings';

export type { SoundPlayer } from './player';

export interface SoundPlayerOptions<N extends string> {
  /** One URL per sound (WAV files; see soundUrls.ts). */
  readonly urls: Readonly<Record<N, string>>;
  /** Where mute and volume persist; null keeps them for this page only. */
  readonly storage: SettingsStorage | null;
}

/**
 * Events that grant the page user activation (the HTML "activation-triggering input
 * events"), so the AudioContext may start. Touchstart and pointerdown from a finger
 * do not count, which is why they are not here.
 */
const GESTURES = ['keydown', 'mousedown', 'pointerup', 'touchend', 'click'] as const;

/** True when the browser says the page has had a user gesture (where it can tell). */
function hasBeenActive(): boolean {
  const nav = globalThis.navigator as Partial<Navigator> | undefined;
  return nav?.userActivation?.hasBeenActive === true;
}

function createHowlerBackend<N extends string>(urls: Readonly<Record<N, string>>): SoundBackend<N> {
  // Howler resumes its AudioContext on the first touch, click or key press.
  Howler.autoUnlock = true;

  const howls = new Map<N, Howl>();
  const failed = new Set<N>();
  // Nothing is fetched, decoded or set up while the page starts: the sounds load when asked
  // (the menu does, once it is up) or at the first gesture, which is the first moment a
  // sound could be heard. Until then mute and volume are only remembered, and a sound
  // asked for is dropped as one still loading is.
  let loaded = false;
  let muted: boolean | null = null;
  let volume: number | null = null;
  const load = (): void => {
    if (loaded) return;
    loaded = true;
    if (muted !== null) Howler.mute(muted);
    if (volume !== null) Howler.volume(volume);
    for (const name of Object.keys(urls) as N[]) {
      howls.set(
        name,
        new Howl({
          src: [urls[name]],
          // Explicit, because Vite may inline a small file as a data: URL without an extension.
          format: ['wav'],
          html5: false,
          preload: true,
          onloaderror: () => failed.add(name),
          // A refused start is a dropped sound, nothing more.
          onplayerror: () => undefined,
        }),
      );
    }
  };

  let gestureSeen = hasBeenActive();
  const onGesture = (): void => {
    gestureSeen = true;
    removeListeners();
    try {
      load();
    } catch {
      // No sound then; the gesture still resumes the context below.
    }
    // Resuming inside the gesture is what unlocks audio on Chrome and Safari.
    const ctx = (Howler as { ctx?: AudioContext | null }).ctx;
    ctx?.resume().catch(() => undefined);
  };
  const removeListeners = (): void => {
    if (typeof document === 'undefined') return;
    for (const type of GESTURES) document.removeEventListener(type, onGesture, true);
  };
  // A page that already had a gesture (so no listener waits for one) loads once it has started.
  if (gestureSeen)
    globalThis.setTimeout(() => {
      try {
        load();
      } catch {
        // Silent then.
      }
    }, 1500);
  if (!gestureSeen && typeof document !== 'undefined') {
    for (const type of GESTURES) document.addEventListener(type, onGesture, true);
  }

  return {
    play(name) {
      const howl = howls.get(name);
      // A sound still loading is dropped too: Howler would queue it and play it late.
      if (howl === undefined || failed.has(name) || howl.state() !== 'loaded') return;
      howl.play();
    },
    setMuted(m) {
      muted = m;
      if (loaded) Howler.mute(m);
    },
    setVolume(v) {
      volume = v;
      if (loaded) Howler.volume(v);
    },
    load,
    isUnlocked() {
      if (Howler.noAudio) return false;
      const ctx = (Howler as { ctx?: AudioContext | null }).ctx;
      return ctx?.state === 'running' || gestureSeen || hasBeenActive();
    },
    dispose() {
      removeListeners();
      loaded = true;
      for (const howl of howls.values()) howl.unload();
      howls.clear();
    },
  };
}

/**
 * A Howler sound player. It never throws: if Howler cannot start at all, the player is
 * silent and still keeps the settings.
 */
export function createSoundPlayer<N extends string = SoundName>(
  options: SoundPlayerOptions<N>,
): SoundPlayer<N> {
  let backend: SoundBackend<N> | null;
  try {
    backend = createHowlerBackend(options.urls);
  } catch {
    backend = null;
  }
  return createPlayer(backend, options.storage);
}
