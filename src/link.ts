/**
 * A game asked for by the page's address, read strictly: `?preset=horse-race&players=3&
 * seed=QZ4R41&speed=fast` (also `set`, `level`, `target`, `partners`, `watch`, `practice`). Each
 * value that is not understood is named in a plain sentence and left out (a new deal for
 * a bad seed, the usual target for a bad target...); a game this version does not have
 * leads to the menu instead. Pure: tested in Node, used by main.ts.
 */
import { PRESET_OPTIONS, setsFor } from './engine/options';
import { quote } from './engine/quote';
import {
  PLAYABLE_PRESETS,
  parseSeed,
  SPEEDS,
  type PlayablePreset,
  type Speed,
} from './machine/settings';
import type { NewGameChoice } from './scenes/services';

/** The address parameters a link may set; any of them makes the address a link. */
export const LINK_PARAMS = [
  'preset',
  'players',
  'set',
  'seed',
  'speed',
  'level',
  'target',
  'partners',
  'watch',
  'practice',
] as const;

export type LinkRequest =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'game';
      readonly choice: NewGameChoice;
      /** The pace the link asks for, or null to keep the person's own. */
      readonly speed: Speed | null;
      /** One plain sentence per value left out. */
      readonly problems: readonly string[];
    }
  | { readonly kind: 'menu'; readonly problems: readonly string[] };

const LEVELS = ['easy', 'medium', 'hard'] as const;
const TARGET_MAX = 100_000;

/** A link's yes or no: 1/true or 0/false, nothing else. */
function yesNo(text: string): boolean | null {
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  return null;
}

const shown = (text: string): string => quote(text, 24);

/** Reads the address's query string (`location.search`). */
export function readLink(search: string): LinkRequest {
  const q = new URLSearchParams(search);
  if (!LINK_PARAMS.some((p) => q.has(p))) return { kind: 'none' };
  const problems: string[] = [];
  const get = (name: (typeof LINK_PARAMS)[number]): string | null => q.get(name);

  const presetText = get('preset');
  let preset: PlayablePreset = 'horse-race';
  if (presetText !== null) {
    const found = PLAYABLE_PRESETS.find((p) => p === presetText);
    if (!found) {
      problems.push(
        `The link asks for a game called ${shown(presetText)}, which this version does not have. ` +
          'Choose a game under New game.',
      );
      return { kind: 'menu', problems };
    }
    preset = found;
  }
  const options = PRESET_OPTIONS[preset];

  const flag = (name: 'partners' | 'watch' | 'practice', what: string): boolean => {
    const text = get(name);
    if (text === null) return false;
    const v = yesNo(text);
    if (v === null)
      problems.push(
        `The link's ${name}=${shown(text)} is not understood (use 1 or 0), so ${what}.`,
      );
    return v ?? false;
  };

  const fixed = options.fixedPlayers;
  let players = fixed > 0 ? fixed : 2;
  const playersText = get('players');
  if (playersText !== null) {
    if (!/^[2-4]$/.test(playersText)) {
      problems.push(
        `The link asks for ${shown(playersText)} players; a game has 2, 3 or 4, so this one has ${players}.`,
      );
    } else if (fixed > 0 && Number(playersText) !== fixed) {
      problems.push(`This game is played by exactly ${fixed} players, so it has ${fixed}.`);
    } else players = Number(playersText);
  }

  let partners = flag('partners', 'there are no partners');
  if (partners && (players !== 4 || !options.partnersAllowed)) {
    problems.push(
      options.partnersAllowed
        ? 'Partners need 4 players, so this game has none.'
        : 'This game is not played with partners, so it has none.',
    );
    partners = false;
  }

  // The set by its highest pip: 6, 9 or 12, as the game allows (the parlour games).
  const sets = setsFor(preset);
  let set: number | null = null;
  const setText = get('set');
  if (setText !== null) {
    const n = /^\d{1,2}$/.test(setText) ? Number(setText) : NaN;
    if (sets.includes(n)) set = n;
    else
      problems.push(
        sets.length > 1
          ? `The link's set ${shown(setText)} is not one this game is played with (${sets.join(', ')}), so it uses double-six.`
          : `This game is played with double-six only, so the link's set ${shown(setText)} is left out.`,
      );
  }

  const levelText = get('level');
  const level = LEVELS.find((l) => l === levelText) ?? 'medium';
  if (levelText !== null && level !== levelText)
    problems.push(
      `The link's level ${shown(levelText)} is not easy, medium or hard, so the computer players play at medium.`,
    );

  const speedText = get('speed');
  const speed = SPEEDS.find((s) => s === speedText) ?? null;
  if (speedText !== null && speed === null)
    problems.push(
      `The link's speed ${shown(speedText)} is not slow, normal, fast or instant, so the speed is as you set it.`,
    );

  const targetText = get('target');
  let target = NaN;
  if (targetText !== null) {
    const n = /^\d{1,6}$/.test(targetText) ? Number(targetText) : NaN;
    if (n >= 1 && n <= TARGET_MAX) target = n;
    else
      problems.push(
        `The link's target ${shown(targetText)} is not a whole number from 1 to ${TARGET_MAX}, ` +
          `so this game plays to its usual ${options.target}.`,
      );
  }

  const seedText = get('seed');
  const seed = seedText === null ? null : parseSeed(seedText);
  if (seedText !== null && seed === null)
    problems.push(
      `The link's deal code ${shown(seedText)} is not one (a code is 6 letters and digits, like QZ4R41), so this game has a new deal.`,
    );

  let watch = flag('watch', 'you play rather than watch');
  const practice = flag('practice', 'this is not a practice game');
  if (practice && watch) {
    problems.push('Practice needs you at the table, so this is a practice game, not one to watch.');
    watch = false;
  }

  const choice: NewGameChoice = {
    preset,
    players,
    partners,
    level,
    target,
    ...(set !== null && set !== 6 ? { set } : {}),
    ...(seed !== null ? { seed } : {}),
    ...(watch ? { watch } : {}),
    ...(practice ? { practice } : {}),
  };
  return { kind: 'game', choice, speed, problems };
}

/** The problems as one message for people. */
export function linkMessage(problems: readonly string[]): string {
  return problems.join(' ');
}

/**
 * The address with the link's parameters taken out (others, such as `e2e`, stay), so that
 * a reload after the linked game has started resumes it rather than dealing it again.
 */
export function withoutLink(href: string): string {
  const url = new URL(href);
  for (const p of LINK_PARAMS) url.searchParams.delete(p);
  return url.toString();
}
