/**
 * The New Game screen's choices as pure functions over the games table
 * (`games.ts`): which sets, player counts, partners, levels and targets each
 * game allows, and what one choice changes in the others. The scene only draws
 * what `resolve` says and sends what `startChoice` builds.
 *
 * The person's choices are kept as wishes: choosing Seven-Toed Pete (four
 * players, fixed) does not forget that the person had chosen three, so
 * switching back brings three back; the same for partners, the set and each
 * game's target.
 */
import type { PresetInfo } from '../engine/core/family';
import { targetAbove } from '../engine/line/reckoning';
import {
  availableGames,
  firstTo,
  GAMES,
  infoOf,
  isOffered,
  SET_NAMES,
  setsOf,
  type DominoSet,
  type GameRow,
} from './games';
import { parseSeed, SEED_ALPHABET, SEED_LENGTH, type SeedCode } from './settings';
import {
  isChoice,
  recordRules,
  resolveRules,
  rulesSummary,
  type ResolvedRule,
  type RuleValue,
  type RuleWishes,
} from './ruleOptions';
import { plural } from '../engine/core/words';

// ---- The choices ---------------------------------------------------------------------------

export const LEVEL_CHOICES = [
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
] as const;
export type ChoiceLevel = (typeof LEVEL_CHOICES)[number]['value'];

/** Every player count a game here takes (Mexican Train seats up to eight). */
export const PLAYER_COUNTS: readonly number[] = [2, 3, 4, 5, 6, 7, 8];

/** What the person has chosen, kept even where the current game overrides it. */
export interface Wishes {
  readonly game: string;
  /** The player count last chosen freely (restored when a game with a fixed count is left). */
  readonly players: number;
  /** Partners, wherever the game and player count allow them. */
  readonly partners: boolean;
  readonly level: ChoiceLevel;
  readonly set: DominoSet;
  /** The target chosen for each game, by game id. */
  readonly targets: Readonly<Record<string, number>>;
  /** A deal code to play a shared deal again; never remembered between visits. */
  readonly seed: SeedCode | null;
  /** The rule options chosen for each game that has some, by game id (`GameRow.options`). */
  readonly rules: Readonly<Record<string, RuleWishes>>;
}

export interface Option<T> {
  readonly value: T;
  readonly label: string;
}

/** The choices as the screen shows them: every field valid together, with what each row offers. */
export interface Resolved {
  readonly game: GameRow;
  readonly players: number;
  readonly playerOptions: readonly Option<number>[];
  /** False when the game fixes the count (Seven-Toed Pete: 4). */
  readonly playersOpen: boolean;
  readonly partnersAllowed: boolean;
  /** On only where allowed. */
  readonly partners: boolean;
  readonly level: ChoiceLevel;
  readonly set: DominoSet;
  readonly setOptions: readonly Option<DominoSet>[];
  readonly target: number;
  readonly targetOptions: readonly Option<number>[];
  readonly seed: SeedCode | null;
  /** The game's rule options, each with its value now ([] for a game without any). */
  readonly rules: readonly ResolvedRule[];
  /** The options changed from the preset's, in a few words ("Plunge, Sevens"; "None"). */
  readonly rulesSummary: string;
  /** The game's line and its goal, for the note under the rows. */
  readonly description: string;
}

function offeredRow(id: string): GameRow | null {
  const row = GAMES.find((g) => g.id === id);
  return row && isOffered(row.id) ? row : null;
}

function firstGame(): GameRow {
  const row = offeredRow('horse-race') ?? offeredRow(availableGames()[0]?.id ?? '');
  if (!row) throw new Error('no game can start: the engine offers none of the known presets');
  return row;
}

/** What a game's preset takes; the line of play's Horse Race's when unknown. */
function info(row: GameRow): PresetInfo {
  const found = infoOf(row);
  if (found) return found;
  const first = infoOf(firstGame());
  if (!first) throw new Error('no game can start: the engine offers none of the known presets');
  return first;
}

/** Whether a game ends after a number of rounds (Mexican Train) rather than at a target. */
export function playsRounds(id: string): boolean {
  const row = offeredRow(id);
  return row !== null && info(row).target === null;
}

/** A game's usual target, or its usual rounds for the set (one a number, §16.3). */
function usualTarget(row: GameRow, set: number): number {
  return info(row).target ?? set + 1;
}

/** The targets (or rounds) for a game, its preset's own among them, in order. */
export function targetOptions(id: string, set = 6): Option<number>[] {
  const row = offeredRow(id) ?? firstGame();
  const rounds = info(row).target === null;
  const list = [...new Set([...row.targets, usualTarget(row, set)])]
    .filter((t) => !rounds || t <= set + 1)
    .sort((a, b) => a - b);
  if (rounds) return list.map((t) => ({ value: t, label: plural(t, 'round') }));
  // Seven-Toed Pete's goal is "above 100": its target 101 reads as "Above 100".
  const above = row.id === 'seven-toed-pete';
  return list.map((t) => ({ value: t, label: above ? `Above ${targetAbove(t)}` : String(t) }));
}

/** What the screen can show: the largest pip its tiles are drawn with. */
export interface Screen {
  readonly maxPip: number;
}

/** No limit: every set the engine plays. */
export const ANY_SCREEN: Screen = { maxPip: 12 };

/** The sets a game is offered with: those the engine plays that the screen can draw. */
export function setOptions(id: string, screen: Screen = ANY_SCREEN): Option<DominoSet>[] {
  const row = offeredRow(id) ?? firstGame();
  return setsOf(row)
    .filter((s) => s <= screen.maxPip)
    .map((s) => ({ value: s, label: SET_NAMES[s] }));
}

/** Whether any offered game can be played with more than one set (else the Set row is hidden). */
export function setsOffered(screen: Screen = ANY_SCREEN): boolean {
  return availableGames().some((g) => setOptions(g.id, screen).length > 1);
}

/** Brings the wishes to what the game allows, and says what each row offers. */
export function resolve(w: Wishes, screen: Screen = ANY_SCREEN): Resolved {
  const game = offeredRow(w.game) ?? firstGame();
  const about = info(game);
  const counts = about.players;
  const fixed = counts.length === 1;
  const players = counts.includes(w.players)
    ? w.players
    : counts.includes(about.defaultPlayers)
      ? about.defaultPlayers
      : (counts[0] ?? 2);
  const partnersAllowed = players === 4 && about.partners === 'optional';
  const partners = about.partners === 'always' || (partnersAllowed && w.partners);
  const sets = setOptions(game.id, screen);
  const usualSet = sets.some((s) => s.value === about.defaultSet)
    ? about.defaultSet
    : sets[0]?.value;
  const set =
    sets.some((s) => s.value === w.set) && sets.length > 1 ? w.set : ((usualSet ?? 6) as DominoSet);
  const targets = targetOptions(game.id, set);
  const wanted = w.targets[game.id];
  const target = targets.some((t) => t.value === wanted) ? (wanted ?? 0) : usualTarget(game, set);
  const goal = (game.goal ?? firstTo)(target);
  const sides = partners ? ' Partners sit opposite and score together.' : '';
  return {
    game,
    players,
    playerOptions: counts.map((n) => ({ value: n, label: String(n) })),
    playersOpen: !fixed,
    partnersAllowed,
    partners,
    level: w.level,
    set,
    setOptions: sets,
    target,
    targetOptions: targets,
    seed: w.seed,
    rules: resolveRules(game.options ?? [], w.rules[game.id] ?? {}),
    rulesSummary: rulesSummary(game.options ?? [], w.rules[game.id] ?? {}),
    description: `${game.blurb} ${goal}${sides}`,
  };
}

/** The wishes a change names with their new value (a target and rules are the current game's). */
type SetWish = Exclude<keyof Wishes, 'targets' | 'rules'>;

/** A change made on the screen: one wish's new value, or the current game's target or rule option. */
export type Change =
  | { readonly [K in SetWish]: { readonly kind: K } & Pick<Wishes, K> }[SetWish]
  | { readonly kind: 'target'; readonly target: number }
  | { readonly kind: 'rule'; readonly key: string; readonly value: RuleValue };

/**
 * The wishes after one change. A change the current game does not allow (players
 * while they are fixed, partners where there are none) is ignored, so that the wish
 * from before stays for when it applies again.
 */
export function choose(w: Wishes, change: Change, screen: Screen = ANY_SCREEN): Wishes {
  const now = resolve(w, screen);
  switch (change.kind) {
    case 'game':
      return offeredRow(change.game) ? { ...w, game: change.game } : w;
    case 'players':
      return now.playersOpen && now.playerOptions.some((o) => o.value === change.players)
        ? { ...w, players: change.players }
        : w;
    case 'partners':
      return now.partnersAllowed ? { ...w, partners: change.partners } : w;
    case 'level':
      return { ...w, level: change.level };
    case 'set':
      return now.setOptions.some((s) => s.value === change.set) ? { ...w, set: change.set } : w;
    case 'target':
      return now.targetOptions.some((t) => t.value === change.target)
        ? { ...w, targets: { ...w.targets, [now.game.id]: change.target } }
        : w;
    case 'seed':
      return { ...w, seed: change.seed };
    case 'rule': {
      // Only an option of this game, while it is offered, to one of its choices.
      const rule = now.rules.find((r) => r.option.key === change.key);
      if (!rule?.enabled || !isChoice(rule.option, change.value)) return w;
      const rules = { ...w.rules[now.game.id], [change.key]: change.value };
      return { ...w, rules: { ...w.rules, [now.game.id]: rules } };
    }
  }
}

export const DEFAULT_WISHES: Wishes = {
  game: 'horse-race',
  players: 2,
  partners: false,
  level: 'medium',
  set: 6,
  targets: {},
  seed: null,
  rules: {},
};

/** What the session is asked to start (the shape of `NewGameChoice`). */
export interface StartChoice {
  readonly preset: string;
  readonly players: number;
  readonly partners: boolean;
  readonly level: ChoiceLevel;
  readonly target: number;
  /** The set, only when it is not double-six. */
  readonly set?: DominoSet;
  readonly seed?: SeedCode;
  readonly practice?: true;
  /**
   * Options in the record's terms: a game played to a number of rounds takes them (Mexican
   * Train's `rounds`), a game with rule options those chosen (Texas 42's `plunge`…).
   */
  readonly options?: Readonly<Record<string, string | number | boolean>>;
}

export function startChoice(
  w: Wishes,
  opts: { readonly practice: boolean; readonly screen?: Screen },
): StartChoice {
  const r = resolve(w, opts.screen);
  const rules = recordRules(r.game.options ?? [], w.rules[r.game.id] ?? {});
  const rounds = playsRounds(r.game.id);
  const options = { ...(rounds ? { rounds: r.target } : {}), ...rules };
  return {
    preset: r.game.id,
    players: r.players,
    partners: r.partners,
    level: r.level,
    target: rounds ? NaN : r.target,
    ...(Object.keys(options).length > 0 ? { options } : {}),
    ...(r.set === 6 ? {} : { set: r.set }),
    ...(r.seed === null ? {} : { seed: r.seed }),
    ...(opts.practice ? { practice: true as const } : {}),
  };
}

// ---- Remembering them ----------------------------------------------------------------------

/** Where the last choices are kept (the deal code is not). */
export const CHOICES_KEY = 'horseRace.newGame';

/** The remembered wishes as stored text (no deal code). */
export function storeWishes(w: Wishes): string {
  const { game, players, partners, level, set, targets, rules } = w;
  // `preset` and `target` keep older versions' readers (and this one's) in step.
  return JSON.stringify({
    preset: game,
    players,
    partners,
    level,
    set,
    targets,
    rules,
    target: resolve(w).target,
  });
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Reads remembered wishes, each field checked on its own: anything unreadable or
 * unknown (a game this version does not offer, a count of 9) falls back to its default.
 */
export function readWishes(text: string | null): Wishes {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? 'null');
  } catch {
    return DEFAULT_WISHES;
  }
  if (!isRecord(raw)) return DEFAULT_WISHES;
  const game = typeof raw.preset === 'string' && offeredRow(raw.preset) ? raw.preset : 'horse-race';
  // Older versions kept one target, for the game they named.
  const stored = isRecord(raw.targets) ? raw.targets : { [game]: raw.target };
  const targets: Record<string, number> = {};
  for (const [id, t] of Object.entries(stored))
    if (offeredRow(id) && targetOptions(id, 12).some((o) => o.value === t))
      targets[id] = t as number;
  // Each game's rule options, each checked against that game's choices.
  const rules: Record<string, RuleWishes> = {};
  const storedRules = isRecord(raw.rules) ? raw.rules : {};
  for (const row of GAMES) {
    const kept = storedRules[row.id];
    if (!isRecord(kept) || !row.options || !offeredRow(row.id)) continue;
    const valid: Record<string, RuleValue> = {};
    for (const o of row.options ?? []) {
      const value = kept[o.key];
      if (isChoice(o, value)) valid[o.key] = value;
    }
    rules[row.id] = valid;
  }
  const level = LEVEL_CHOICES.find((l) => l.value === raw.level)?.value ?? DEFAULT_WISHES.level;
  const set = ([6, 9, 12] as const).find((s) => s === raw.set) ?? DEFAULT_WISHES.set;
  return {
    game,
    players:
      typeof raw.players === 'number' && PLAYER_COUNTS.includes(raw.players)
        ? raw.players
        : DEFAULT_WISHES.players,
    partners: raw.partners === true,
    level,
    set,
    targets,
    seed: null,
    rules,
  };
}

// ---- Typing a deal code --------------------------------------------------------------------

/** A deal code being typed, and what is wrong with the last key, if anything. */
export interface CodeEntry {
  readonly text: string;
  readonly error: string;
}

/** Reads one typed character as a code character (O is 0, I and L are 1), or null. */
export function codeChar(key: string): string | null {
  const c = key.toUpperCase().replace('O', '0').replace(/[IL]/, '1');
  return c.length === 1 && SEED_ALPHABET.includes(c) ? c : null;
}

/** The entry after one typed character: appended, or refused with a reason. */
export function typeCode(entry: CodeEntry, key: string): CodeEntry {
  // Spaces and hyphens are how people group a code: read past them quietly.
  if (key === ' ' || key === '-') return entry;
  const c = codeChar(key);
  if (c === null)
    return {
      text: entry.text,
      error: `“${key.toUpperCase()}” is not used in deal codes: they use 0–9 and the letters other than I, L, O and U.`,
    };
  if (entry.text.length >= SEED_LENGTH)
    return { text: entry.text, error: `A deal code has ${SEED_LENGTH} characters.` };
  return { text: entry.text + c, error: '' };
}

/** What "Use code" does with the entry: no code (a random deal), a code, or why not. */
export function finishCode(
  entry: CodeEntry,
):
  | { readonly ok: true; readonly seed: SeedCode | null }
  | { readonly ok: false; readonly error: string } {
  if (entry.text === '') return { ok: true, seed: null };
  const seed = parseSeed(entry.text);
  return seed === null
    ? {
        ok: false,
        error: `A deal code has ${SEED_LENGTH} characters; this one has ${entry.text.length}.`,
      }
    : { ok: true, seed };
}
