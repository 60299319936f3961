/**
 * The player's preferences (pace, motion, hints, palette, name, tile faces...), kept in the
 * app storage. Light: the menu and the sound read them before any game's code has loaded.
 */
import { parseSpeed } from './machine/vocabulary';
import type { Prefs, PrefsStore } from './scenes/services';
import type { KeyValueStorage } from './storage';
import { cleanPlayerName } from './view/names';
import { isTileFaces } from './view/pips';

/** The preferences of a person who has chosen none. */
export const PREFS_DEFAULTS: Prefs = {
  speed: 'normal',
  reducedMotion: false,
  hints: true,
  palette: 'standard',
  autoDraw: false,
  playerName: '',
  faces: 'auto',
  arranged: false,
};

/** A preferences store over the app storage that tolerates anything stored under its key. */
export function createPrefs(
  storage: Pick<KeyValueStorage, 'getItem' | 'setItem'> | null,
  onChange: (p: Prefs) => void,
  /** The system's own choices, used until the person makes theirs (prefers-reduced-motion). */
  system: Partial<Prefs> = {},
): PrefsStore {
  const KEY = 'horseRace.settings.prefs';
  const defaults: Prefs = { ...PREFS_DEFAULTS, ...system };
  let prefs = defaults;
  try {
    const raw: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    if (typeof raw === 'object' && raw !== null) {
      const r = raw as Record<string, unknown>;
      prefs = {
        speed: parseSpeed(r.speed) ?? defaults.speed,
        reducedMotion:
          typeof r.reducedMotion === 'boolean' ? r.reducedMotion : defaults.reducedMotion,
        hints: typeof r.hints === 'boolean' ? r.hints : defaults.hints,
        palette:
          r.palette === 'standard' || r.palette === 'colour-blind' ? r.palette : defaults.palette,
        autoDraw: typeof r.autoDraw === 'boolean' ? r.autoDraw : defaults.autoDraw,
        playerName: cleanPlayerName(r.playerName) ?? defaults.playerName,
        // Before tile faces, a choice of coloured pips (true) or black ones (now the default).
        faces: isTileFaces(r.faces) ? r.faces : r.pipColours === true ? 'coloured' : defaults.faces,
        arranged: r.arranged === true,
      };
    }
  } catch {
    prefs = defaults;
  }
  return {
    get: () => prefs,
    set(patch) {
      prefs = { ...prefs, ...patch };
      try {
        storage?.setItem(KEY, JSON.stringify(prefs));
      } catch {
        // Storage may be full or disabled: the preference still applies for this visit.
      }
      onChange(prefs);
    },
  };
}
