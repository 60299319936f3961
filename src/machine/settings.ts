/**
 * A new game's settings: the rule preset, the seats, the target, the seed code
 * and the pace of the computer players. Checked once at the boundary (a menu,
 * a save, the command line), then plain readonly data.
 */
import { LEVELS, type Level } from '../ai/line/player';
import { isSpeed, SPEEDS, type Speed } from './vocabulary';
import {
  Generator,
  HORSE_RACE_PRESETS,
  PARLOUR_PRESETS,
  PRESET_OPTIONS,
  resolveOptions,
  seedRng,
  isPreset,
  FAMILIES,
  familyOf,
  lineFamily,
  type AnyFamily,
  type FamilyId,
  type GameConfig,
  type GameSettings as EngineSettings,
  type Preset,
} from '../engine/index';
import { quote } from '../engine/core/quote';

/**
 * The Horse Race rule sets a person can choose: the engine's family (its two All Fives
 * oracles are left out).
 */
export const GAME_PRESETS = HORSE_RACE_PRESETS;
export type GamePreset = (typeof GAME_PRESETS)[number];

/** Every rule set a game can be played with: the Horse Race family and the §15 parlour games. */
export const PLAYABLE_PRESETS = [
  ...GAME_PRESETS,
  ...PARLOUR_PRESETS,
] as const satisfies readonly Preset[];
export type PlayablePreset = (typeof PLAYABLE_PRESETS)[number];

export type SeatKind = 'human' | 'computer';

/** Who sits in a seat: a person, or a computer player of some level. */
export type SeatSetting =
  { readonly kind: 'human' } | { readonly kind: 'computer'; readonly level: Level };

/** A short, case-insensitive code from which every deal of a game follows. */
export type SeedCode = string & { readonly __brand: 'SeedCode' };

/**
 * The presets of a family a game may be played with: the line of play's playable ones (its
 * engine also reads the All Fives oracles); every other family's all.
 */
const OFFERED: Readonly<Record<FamilyId, (presets: readonly string[]) => readonly string[]>> = {
  line: () => PLAYABLE_PRESETS,
  trains: (presets) => presets,
  tricks: (presets) => presets,
};

/**
 * Every preset settings take: the line of play's playable ones and every other family's
 * (Mexican Train, Texas 42). Screens and links offer only those with a table to draw them.
 */
export const SETTINGS_PRESETS: readonly string[] = FAMILIES.flatMap((f) =>
  OFFERED[f.id](f.presets),
);

export interface GameSettings {
  /** One of `SETTINGS_PRESETS`: a line-of-play preset, or another family's. */
  readonly preset: PlayablePreset | (string & {});
  /**
   * The set's highest pip: 6 (double-six), or 9 or 12 for the parlour games
   * (`setsFor(preset)` lists what a preset takes). A link's `?set=12` lands here.
   */
  readonly maxPip: number;
  /** 2, 3 or 4 (Seven-Toed Pete: 4). */
  readonly players: number;
  /** Seats 0+2 against 1+3 (4 players, where the preset allows it). */
  readonly partners: boolean;
  /** One per seat. */
  readonly seats: readonly SeatSetting[];
  /** The score that wins; the preset's own target unless changed; null where no score ends the game (Mexican Train's rounds). */
  readonly target: number | null;
  /** Further options in the record's terms, where the family takes them (Mexican Train's `rounds`). */
  readonly options?: Readonly<Record<string, unknown>>;
  readonly seed: SeedCode;
  /** The pace of the computer players; it may change during a game. */
  readonly speed: Speed;
}

export { isSpeed, PACE_MS, parseSpeed, SPEEDS, type Speed } from './vocabulary';

// ---- Seed codes -------------------------------------------------------------------

/** Crockford's base 32: digits and capitals without I, L, O and U, so a code reads back unambiguously. */
export const SEED_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SEED_LENGTH = 6;

/**
 * Reads a seed code as a person might type it: any case, spaces and hyphens
 * ignored, O read as 0 and I or L as 1. Null when it is not a code.
 */
export function parseSeed(text: unknown): SeedCode | null {
  if (typeof text !== 'string') return null;
  const code = text.replace(/[\s-]/g, '').toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== SEED_LENGTH) return null;
  for (const c of code) if (!SEED_ALPHABET.includes(c)) return null;
  return code as SeedCode;
}

/** A seed code from random bytes (e.g. `crypto.getRandomValues(new Uint8Array(6))`); 32 divides 256, so no bias. */
export function seedFromBytes(bytes: ArrayLike<number>): SeedCode {
  if (bytes.length < SEED_LENGTH) throw new RangeError(`need ${SEED_LENGTH} random bytes`);
  let code = '';
  for (let i = 0; i < SEED_LENGTH; i++) code += SEED_ALPHABET[(bytes[i] ?? 0) % 32];
  return code as SeedCode;
}

/** The seed a rematch uses: a fixed successor, so a shared game's rematch is shared too. */
export function nextSeed(seed: SeedCode): SeedCode {
  const g = new Generator(seedRng(`${seed}/next`));
  let code = '';
  for (let i = 0; i < SEED_LENGTH; i++) code += SEED_ALPHABET[g.int(32)];
  return code as SeedCode;
}

// ---- Settings ----------------------------------------------------------------------

/** What a menu, a save or the command line hands in; missing fields take their defaults. */
export interface SettingsInput {
  readonly preset?: unknown;
  /** 6, 9 or 12; 6 when missing. */
  readonly maxPip?: unknown;
  readonly players?: unknown;
  readonly partners?: unknown;
  readonly seats?: unknown;
  readonly target?: unknown;
  readonly seed?: unknown;
  readonly speed?: unknown;
  readonly options?: unknown;
}

export type SettingsResult =
  | { readonly ok: true; readonly settings: GameSettings }
  | { readonly ok: false; readonly message: string };

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isPresetName(v: unknown): v is string {
  return typeof v === 'string' && SETTINGS_PRESETS.includes(v);
}

function readSeat(raw: unknown): SeatSetting | null {
  if (!isObject(raw)) return null;
  if (raw.kind === 'human') return { kind: 'human' };
  if (raw.kind !== 'computer') return null;
  const level = raw.level;
  if (typeof level !== 'string' || !(LEVELS as readonly string[]).includes(level)) return null;
  return { kind: 'computer', level: level as Level };
}

/** The seats a new game gets when none are given: a person in seat 0, computers elsewhere. */
export function defaultSeats(players: number, level: Level = 'random'): SeatSetting[] {
  return Array.from({ length: players }, (_, s) =>
    s === 0 ? { kind: 'human' } : { kind: 'computer', level },
  );
}

/**
 * Checks settings and fills the defaults (horse-race, double-six, 2 players or the preset's
 * fixed count, no partners, a person against computers, the preset's target,
 * normal speed). The seed has no default: pass `fallbackSeed` to allow one.
 */
const SET_NAMES: Readonly<Record<number, string>> = {
  6: 'double-six',
  9: 'double-nine',
  12: 'double-twelve',
};

export function makeSettings(input: unknown, fallbackSeed?: SeedCode): SettingsResult {
  const bad = (message: string): SettingsResult => ({ ok: false, message });
  if (!isObject(input)) return bad('settings must be an object');
  const s = input as SettingsInput;
  const preset = s.preset === undefined ? 'horse-race' : s.preset;
  if (!isPresetName(preset)) return bad(`unknown preset ${quote(preset)}`);
  const info = (familyOf(preset) ?? lineFamily).presetInfo(preset);
  const players = s.players ?? info.defaultPlayers;
  if (typeof players !== 'number' || !Number.isInteger(players))
    return bad(`players must be ${info.players.join(', ')}`);
  const partners = s.partners ?? info.partners === 'always';
  if (typeof partners !== 'boolean') return bad('partners must be true or false');
  const maxPip = s.maxPip ?? info.defaultSet;
  if (typeof maxPip !== 'number' || !info.sets.includes(maxPip)) {
    return bad(
      info.sets.length === 1
        ? `${preset} is played with a ${SET_NAMES[info.defaultSet] ?? `double-${info.defaultSet}`} set only`
        : `the set must be one of ${info.sets.map((p) => `double-${p}`).join(', ')} (maxPip ${info.sets.join(', ')})`,
    );
  }
  const target = s.target ?? info.target;
  if (target !== null && (typeof target !== 'number' || !Number.isInteger(target)))
    return bad('the target must be a whole number');
  const extra = s.options ?? {};
  if (!isObject(extra)) return bad('options must be an object');
  const rawSeats = s.seats ?? defaultSeats(players);
  if (!Array.isArray(rawSeats) || rawSeats.length !== players)
    return bad(`seats must list ${players} seats`);
  const seats: SeatSetting[] = [];
  for (const raw of rawSeats) {
    const seat = readSeat(raw);
    if (!seat)
      return bad(
        `each seat is {"kind": "human"} or {"kind": "computer", "level": one of ${LEVELS.join(', ')}}`,
      );
    seats.push(seat);
  }
  const seed = s.seed === undefined ? (fallbackSeed ?? null) : parseSeed(s.seed);
  if (seed === null)
    return bad(
      `the seed code must be ${SEED_LENGTH} characters from ${SEED_ALPHABET} (not ${quote(s.seed)})`,
    );
  const speed = s.speed ?? 'normal';
  if (!isSpeed(speed)) return bad(`speed must be one of ${SPEEDS.join(', ')}`);
  const settings: GameSettings = {
    preset,
    maxPip,
    players,
    partners,
    seats,
    target,
    seed,
    speed,
    ...(Object.keys(extra).length > 0 ? { options: extra } : {}),
  };
  // The family has the last word: the players, partnership, set and options its rules allow.
  const created = familyFor(settings).newGame(engineSettings(settings));
  if (!created.ok) return bad(created.error.message);
  return { ok: true, settings };
}

/** The options a record lists for these settings: only what differs from the preset. */
export function recordOptions(settings: GameSettings): Readonly<Record<string, unknown>> {
  const info = familyFor(settings).presetInfo(settings.preset);
  const out: Record<string, unknown> = { ...settings.options };
  if (settings.target !== null && settings.target !== info.target) out.target = settings.target;
  if (settings.maxPip !== info.defaultSet) out.max_pip = settings.maxPip;
  return out;
}

/** The family that plays these settings' game (the line of play for every preset today's settings take). */
export function familyFor(settings: Pick<GameSettings, 'preset'>): AnyFamily {
  return familyOf(settings.preset) ?? lineFamily;
}

/** These settings as the engine's families take them (RECORD.md's terms): a new game starts from them. */
export function engineSettings(settings: GameSettings): EngineSettings {
  return {
    preset: settings.preset,
    players: settings.players,
    partners: settings.partners,
    options: recordOptions(settings),
  };
}

/** The engine's configuration for settings that `makeSettings` has checked. */
export function configFor(settings: GameSettings): GameConfig {
  const preset: Preset = isPreset(settings.preset) ? settings.preset : 'horse-race';
  const resolved = resolveOptions(preset, recordOptions(settings));
  const options = resolved.ok ? resolved.options : PRESET_OPTIONS[preset];
  return {
    preset,
    players: settings.players,
    partners: settings.partners,
    options,
  };
}

/** Whether every seat is a computer player (nobody needs to press "next hand"). */
export function allComputers(settings: GameSettings): boolean {
  return settings.seats.every((s) => s.kind === 'computer');
}
