/**
 * A game asked for by the page's address, read strictly: `?preset=horse-race&players=3&
 * seed=QZ4R41&speed=fast` (also `set`, `level`, `target`, `partners`, `watch`, `practice`),
 * and a game's rule options by their record names (Texas 42's `plunge=1`, `nello_doubles=low`:
 * `GameRow.options`). Each value that is not understood is named in a plain sentence and left
 * out (a new deal for a bad seed, the usual target for a bad target, an option off...); a game
 * this version does not have leads to the menu instead. Pure: tested in Node, used by main.ts.
 */
import { familyOf } from './engine/families';
import { quote } from './engine/core/quote';
import { SETTINGS_PRESETS, parseSeed, SPEEDS, type Speed } from './machine/settings';
import { GAMES } from './machine/games';
import {
  readRuleText,
  recordRules,
  ruleTexts,
  type RuleOption,
  type RuleValue,
} from './machine/ruleOptions';
import type { NewGameChoice } from './scenes/services';
import { isLink, RULE_PARAMS, type LINK_PARAMS } from './linkParams';

export * from './linkParams';

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

/** "2, 3 or 4". */
const orList = (items: readonly number[]): string =>
  items.length > 1
    ? `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`
    : `${items[0]}`;

/** Reads the address's query string (`location.search`). */
export function readLink(search: string): LinkRequest {
  const q = new URLSearchParams(search);
  if (!isLink(search)) return { kind: 'none' };
  const problems: string[] = [];
  const get = (name: (typeof LINK_PARAMS)[number]): string | null => q.get(name);

  const presetText = get('preset');
  let preset = 'horse-race';
  if (presetText !== null) {
    const found = SETTINGS_PRESETS.find((p) => p === presetText);
    if (!found) {
      problems.push(
        `The link asks for a game called ${shown(presetText)}, which this version does not have. ` +
          'Choose a game under New game.',
      );
      return { kind: 'menu', problems };
    }
    preset = found;
  }
  const family = familyOf(preset);
  if (!family) return { kind: 'menu', problems };
  const info = family.presetInfo(preset);

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

  const fixed = info.players.length === 1 ? (info.players[0] ?? 0) : 0;
  let players = info.defaultPlayers;
  const playersText = get('players');
  if (playersText !== null) {
    const n = /^\d$/.test(playersText) ? Number(playersText) : NaN;
    if (fixed > 0 && n !== fixed) {
      problems.push(`This game is played by exactly ${fixed} players, so it has ${fixed}.`);
    } else if (!info.players.includes(n)) {
      problems.push(
        `The link asks for ${shown(playersText)} players; a game has ${orList(info.players)}, so this one has ${players}.`,
      );
    } else players = n;
  }

  let partners = info.partners === 'always' || flag('partners', 'there are no partners');
  if (partners && info.partners !== 'always' && (players !== 4 || info.partners === 'never')) {
    problems.push(
      info.partners === 'optional'
        ? 'Partners need 4 players, so this game has none.'
        : 'This game is not played with partners, so it has none.',
    );
    partners = false;
  }

  // The set by its highest pip: 6, 9 or 12, as the game allows (the parlour games, Mexican Train).
  const sets = info.sets;
  const usual = info.defaultSet === 6 ? 'double-six' : `double-${info.defaultSet}`;
  let set: number | null = null;
  const setText = get('set');
  if (setText !== null) {
    const n = /^\d{1,2}$/.test(setText) ? Number(setText) : NaN;
    if (sets.includes(n)) set = n;
    else
      problems.push(
        sets.length > 1
          ? `The link's set ${shown(setText)} is not one this game is played with (${sets.join(', ')}), so it uses ${usual}.`
          : `This game is played with ${usual} only, so the link's set ${shown(setText)} is left out.`,
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
          `so this game plays to its usual ${info.target ?? 'end'}.`,
      );
  }

  // Mexican Train's rounds (a shorter game): 1 to the set's usual count.
  const roundsText = get('rounds');
  let rounds: number | null = null;
  if (roundsText !== null) {
    const n = /^\d{1,2}$/.test(roundsText) ? Number(roundsText) : NaN;
    const most = (set ?? info.defaultSet) + 1;
    if (info.target === null && n >= 1 && n <= most) rounds = n;
    else
      problems.push(
        info.target === null
          ? `The link's rounds ${shown(roundsText)} is not a whole number from 1 to ${most}, so the game has ${most}.`
          : "This game is played to a target, not a number of rounds, so the link's rounds are left out.",
      );
  }

  const seedText = get('seed');
  const seed = seedText === null ? null : parseSeed(seedText);
  if (seedText !== null && seed === null)
    problems.push(
      `The link's deal code ${shown(seedText)} is not one (a code is 6 letters and digits, like QZ4R41), so this game has a new deal.`,
    );

  const rules = readRules(q, GAMES.find((g) => g.id === preset)?.options ?? [], problems);

  let watch = flag('watch', 'you play rather than watch');
  const practice = flag('practice', 'this is not a practice game');
  if (practice && watch) {
    problems.push('Practice needs you at the table, so this is a practice game, not one to watch.');
    watch = false;
  }

  const options = { ...(rounds !== null ? { rounds } : {}), ...rules };
  const choice: NewGameChoice = {
    preset,
    players,
    partners,
    level,
    target,
    ...(set !== null && set !== 6 ? { set } : {}),
    ...(Object.keys(options).length > 0 ? { options } : {}),
    ...(seed !== null ? { seed } : {}),
    ...(watch ? { watch } : {}),
    ...(practice ? { practice } : {}),
  };
  return { kind: 'game', choice, speed, problems };
}

/**
 * The rule options a link sets for a game that has them, in the record's terms (only what
 * differs from the preset); each value not understood, each option the game does not have
 * and nello's doubles without nello named in `problems` and left out.
 */
function readRules(
  q: URLSearchParams,
  options: readonly RuleOption[],
  problems: string[],
): Record<string, RuleValue> {
  const wishes: Record<string, RuleValue> = {};
  for (const key of RULE_PARAMS) {
    const text = q.get(key);
    if (text === null) continue;
    const option = options.find((o) => o.key === key);
    if (!option) {
      problems.push(`The link's ${key} is not a rule of this game, so it is left out.`);
      continue;
    }
    const value = readRuleText(option, text);
    if (value === null) {
      problems.push(
        `The link's ${key}=${shown(text)} is not understood (use ${ruleTexts(option)}), so ${option.label.toLowerCase()} is as usual.`,
      );
      continue;
    }
    wishes[key] = value;
  }
  const chosen = recordRules(options, wishes);
  for (const o of options)
    if (o.needs && wishes[o.key] !== undefined && chosen[o.needs] === undefined)
      problems.push(`The link's ${o.key} needs ${o.needs}=1, so it is left out.`);
  return chosen;
}

/** The problems as one message for people. */
export function linkMessage(problems: readonly string[]): string {
  return problems.join(' ');
}
