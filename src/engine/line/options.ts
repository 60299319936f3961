/**
 * Rule options (RULES.md §10) and the presets built from them. Option keys in
 * records are the spec's snake_case names; here they are camelCase.
 */
import { quote } from '../core/quote';

/** Horse Race as pagat, Celko and domino-play give it, and its cousin Seven-Toed Pete. */
export const HORSE_RACE_PRESETS = [
  'horse-race',
  'horse-race-celko',
  'horse-race-domino-play',
  'seven-toed-pete',
] as const;

/** The line-of-play games of RULES.md §15: the only presets that take a double-nine or -twelve set. */
export const PARLOUR_PRESETS = ['block', 'draw', 'cross', 'cross-all-doubles', 'muggins'] as const;
export type ParlourPreset = (typeof PARLOUR_PRESETS)[number];

/** Every preset: the Horse Race family, the All Fives oracles (Five Up, All Fives), the §15 games. */
export const PRESETS = [...HORSE_RACE_PRESETS, 'five-up', 'all-fives', ...PARLOUR_PRESETS] as const;
export type Preset = (typeof PRESETS)[number];

/** The sets (highest pip) a §15 preset may be played with; every other preset is double-six. */
export const PARLOUR_SETS = [6, 9, 12] as const;

export function isParlour(preset: Preset): preset is ParlourPreset {
  return (PARLOUR_PRESETS as readonly string[]).includes(preset);
}

/** The sets a preset may be played with. */
export function setsFor(preset: Preset): readonly number[] {
  return isParlour(preset) ? PARLOUR_SETS : [6];
}

export const SPINNER_MODES = ['all_doubles', 'first_double', 'none'] as const;
export const LEAD_RESTRICTIONS = ['any', 'double_or_scoring'] as const;
export const CHAIN_RULES = ['any_tile', 'double_or_scoring_only', 'none'] as const;
export const DOMINO_RULES = ['immediate', 'washed_up'] as const;
export const HAND_SCORINGS = [
  'pagat',
  'celko',
  'domino_play',
  'stp',
  'block',
  'block_net',
  'muggins',
] as const;
export const ROUNDING_SCOPES = ['aggregate', 'per_hand'] as const;
export const BLOCK_TIES = ['both_score_losers', 'both_score_others', 'split', 'none'] as const;
export const BLOCK_COMPARES = ['team_sum', 'individual_lowest'] as const;
export const TARGET_CHECKS = ['immediate', 'end_of_hand'] as const;
export const NEXT_LEADS = ['winner_else_lot', 'rotate', 'as_first', 'winner_else_first'] as const;
export const FIRST_LEADS = ['lot', 'highest_double', 'highest_double_holder'] as const;
export const DRAW_LIMITS = ['until_playable', 'one'] as const;
export const IN_PLAY_SCORINGS = ['multiples_of_five', 'none'] as const;
export const LOT_TIEBREAKS = ['redraw', 'double_then_high_half'] as const;

/** How a record may set an option: true or false, a whole number in a range, or one of a list. */
type Spec =
  | { readonly kind: 'bool' }
  | { readonly kind: 'int'; readonly min: number; readonly max: number }
  | { readonly kind: 'enum'; readonly values: readonly (string | number)[] };

const bool = { kind: 'bool' } as const;
function int(
  min: number,
  max: number,
): { readonly kind: 'int'; readonly min: number; readonly max: number } {
  return { kind: 'int', min, max };
}
function oneOf<const V extends readonly (string | number)[]>(
  values: V,
): { readonly kind: 'enum'; readonly values: V } {
  return { kind: 'enum', values };
}
/** A preset's own choice, which a record may not override. */
function fixed<S extends Spec>(spec: S): S & { readonly fixed: true } {
  return { ...spec, fixed: true };
}

/**
 * Every rule option (RULES.md §10) and what a record may set it to, in the order a record's
 * `options` lists them; the `Options` type is read from it.
 */
const OPTION_SPECS = {
  /** Highest pip of the set: 6 for double-six. */
  maxPip: int(1, 15),
  /** §15.4: until the first double's four edges are covered, only its free edges are open. */
  crossStart: bool,
  /**
   * Who leads the first hand: by lot, or (§15.3) the seat dealt the highest
   * double (else the heaviest tile), leading that tile or any tile of its hand.
   */
  firstLead: oneOf(FIRST_LEADS),
  /** A stuck player draws until a tile fits, or draws one tile and passes if it does not fit. */
  drawLimit: oneOf(DRAW_LIMITS),
  /** Whether a placement can score during the hand at all (§15: only Muggins does). */
  inPlayScoring: oneOf(IN_PLAY_SCORINGS),
  /** Tiles dealt to each player; 0 means the preset's table (2:7, 3:6, 4:5 for Horse Race). */
  handSize: int(0, 50),
  /** Which doubles branch in four directions. */
  spinnerMode: oneOf(SPINNER_MODES),
  /** A spinner's two sides must be covered before its ends open. */
  spinnerSidesFirst: bool,
  /** Sniff (US): a covered spinner's exposed ends still count. Not Horse Race. */
  sniffUsExposedEnds: bool,
  /** Seven-Toed Pete: the lead must be a double or a 5- or 10-pip tile. */
  leadRestriction: oneOf(LEAD_RESTRICTIONS),
  /** What a continuation (after a double or a score) may be. */
  chainRule: oneOf(CHAIN_RULES),
  /** An owed continuation must be taken when a tile fits. */
  continuationMandatory: bool,
  /** An owed continuation with no fitting tile draws (else the turn ends with a pass). */
  continuationDraw: bool,
  /** Rice: a continuation must score when it can. */
  continuationMustScoreIfPossible: bool,
  /** A drawn tile that is placed continues a chain (false in every Horse Race source). */
  drawnTileContinues: bool,
  /** In-play points are total / divisor: 5 (pagat) or 1 (Celko, domino-play). End-of-hand points use it too. */
  inPlayDivisor: oneOf([1, 5]),
  /** A total of 0 counts as a (pointless) score for the chain. */
  zeroTotalScores: bool,
  /** What a last tile that is a double or scores does: end the hand, or wash the player up. */
  dominoRule: oneOf(DOMINO_RULES),
  handScoring: oneOf(HAND_SCORINGS),
  /** Seven-Toed Pete alternative: the winner pegs round5(others − own). */
  stpNet: bool,
  roundingScope: oneOf(ROUNDING_SCOPES),
  blockTie: oneOf(BLOCK_TIES),
  partnershipBlockCompare: oneOf(BLOCK_COMPARES),
  /** Tiles that can never be drawn. */
  boneyardReserve: int(0, 10),
  /** The undrawable reserve's pips go to the winner's bonus. */
  reservePipsToWinner: bool,
  /** A side wins on reaching this total or more (Seven-Toed Pete: 101, "above 100"). */
  target: int(1, 100000),
  targetCheck: oneOf(TARGET_CHECKS),
  /** Points that would overshoot the target are void. */
  exactTarget: bool,
  nextLead: oneOf(NEXT_LEADS),
  lotTiebreak: oneOf(LOT_TIEBREAKS),
  /** Whether there is a boneyard to draw from at all (false for Seven-Toed Pete). */
  boneyard: fixed(bool),
  /** Only 4 players may play as partners (seats 0+2 against 1+3). */
  partnersAllowed: fixed(bool),
  /** The only player count allowed, or 0 for 2–4. */
  fixedPlayers: fixed(int(0, 4)),
} as const;

type ValueOf<S> = S extends { kind: 'bool' }
  ? boolean
  : S extends { kind: 'int' }
    ? number
    : S extends { kind: 'enum'; values: readonly (infer V)[] }
      ? V
      : never;

/** The rule options: one value per option of `OPTION_SPECS`. */
export type Options = {
  readonly [K in keyof typeof OPTION_SPECS]: ValueOf<(typeof OPTION_SPECS)[K]>;
};

const HORSE_RACE: Options = {
  maxPip: 6,
  handSize: 0,
  spinnerMode: 'all_doubles',
  spinnerSidesFirst: true,
  sniffUsExposedEnds: false,
  leadRestriction: 'any',
  chainRule: 'any_tile',
  continuationMandatory: true,
  continuationDraw: true,
  continuationMustScoreIfPossible: false,
  drawnTileContinues: false,
  inPlayScoring: 'multiples_of_five',
  inPlayDivisor: 5,
  zeroTotalScores: false,
  dominoRule: 'immediate',
  handScoring: 'pagat',
  stpNet: false,
  roundingScope: 'aggregate',
  blockTie: 'both_score_losers',
  partnershipBlockCompare: 'team_sum',
  boneyard: true,
  boneyardReserve: 0,
  reservePipsToWinner: false,
  target: 61,
  targetCheck: 'immediate',
  exactTarget: false,
  nextLead: 'winner_else_lot',
  lotTiebreak: 'redraw',
  firstLead: 'lot',
  crossStart: false,
  drawLimit: 'until_playable',
  partnersAllowed: true,
  fixedPlayers: 0,
};

/** §15.10: the Block game; the other §15 presets differ from it as listed below. */
const BLOCK: Options = {
  ...HORSE_RACE,
  spinnerMode: 'none',
  chainRule: 'none',
  inPlayScoring: 'none',
  inPlayDivisor: 1,
  handScoring: 'block',
  blockTie: 'none',
  boneyard: false,
  target: 100,
  targetCheck: 'end_of_hand',
  nextLead: 'as_first',
  firstLead: 'highest_double',
};
const DRAW: Options = { ...BLOCK, boneyard: true };
const CROSS: Options = {
  ...DRAW,
  spinnerMode: 'first_double',
  crossStart: true,
  partnersAllowed: false,
};

export const PRESET_OPTIONS: Readonly<Record<Preset, Options>> = {
  'horse-race': HORSE_RACE,
  'horse-race-celko': {
    ...HORSE_RACE,
    inPlayDivisor: 1,
    handScoring: 'celko',
    target: 250,
    targetCheck: 'end_of_hand',
  },
  'horse-race-domino-play': {
    ...HORSE_RACE,
    chainRule: 'double_or_scoring_only',
    continuationDraw: false,
    inPlayDivisor: 1,
    handScoring: 'domino_play',
    targetCheck: 'end_of_hand',
  },
  'seven-toed-pete': {
    ...HORSE_RACE,
    handSize: 7,
    spinnerMode: 'first_double',
    leadRestriction: 'double_or_scoring',
    dominoRule: 'washed_up',
    handScoring: 'stp',
    blockTie: 'none',
    boneyard: false,
    target: 101,
    targetCheck: 'end_of_hand',
    nextLead: 'rotate',
    partnersAllowed: false,
    fixedPlayers: 4,
  },
  'five-up': { ...HORSE_RACE, handSize: 5, chainRule: 'none' },
  'all-fives': {
    ...HORSE_RACE,
    spinnerMode: 'first_double',
    chainRule: 'none',
    inPlayDivisor: 1,
    blockTie: 'none',
    target: 250,
  },
  block: BLOCK,
  draw: DRAW,
  cross: CROSS,
  'cross-all-doubles': { ...CROSS, spinnerMode: 'all_doubles' },
  muggins: {
    ...DRAW,
    firstLead: 'highest_double_holder',
    boneyardReserve: 2,
    inPlayScoring: 'multiples_of_five',
    handScoring: 'muggins',
    targetCheck: 'immediate',
  },
};

export function isPreset(name: unknown): name is Preset {
  return typeof name === 'string' && (PRESETS as readonly string[]).includes(name);
}

/** Tiles dealt to each player under these options. */
export function handSizeFor(options: Options, preset: Preset, players: number): number {
  if (options.handSize > 0) return options.handSize;
  if (preset === 'all-fives') return players === 2 ? 9 : players === 3 ? 7 : 5;
  // §15.2: block grows with the set; the drawing games keep their double-six hands.
  if (preset === 'block') {
    if (options.maxPip >= 9) return options.maxPip === 9 ? 9 : 12;
    return players === 2 ? 7 : 5;
  }
  if (preset === 'draw' || preset === 'cross') return players === 2 ? 7 : players === 3 ? 5 : 4;
  if (preset === 'cross-all-doubles') return players === 4 ? 5 : 7;
  if (preset === 'muggins') return 5;
  return players === 2 ? 7 : players === 3 ? 6 : 5;
}

/** A record's name for an option: RULES.md §10's snake_case (`maxPip`: `max_pip`). */
function specName(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Options a record may override, by their spec names, in the table's order. */
const OVERRIDABLE: ReadonlyMap<string, readonly [keyof Options, Spec]> = new Map(
  (Object.entries(OPTION_SPECS) as [keyof Options, Spec & { readonly fixed?: true }][])
    .filter(([, spec]) => spec.fixed !== true)
    .map(([key, spec]) => [specName(key), [key, spec]]),
);

/**
 * A record's `options` for these options: each one that differs from the
 * preset's, by its spec name (e.g. `{ max_pip: 12 }` for a double-twelve game).
 */
export function optionOverrides(preset: Preset, options: Options): Record<string, unknown> {
  const base = PRESET_OPTIONS[preset];
  const out: Record<string, unknown> = {};
  for (const [name, [key]] of OVERRIDABLE) {
    if (options[key] !== base[key]) out[name] = options[key];
  }
  return out;
}

/** The names a record's `options` object may use. */
export const OPTION_NAMES: readonly string[] = [...OVERRIDABLE.keys()];

/**
 * The preset's options with the overrides applied, or a message saying which
 * override is not understood. Accepts the spec's snake_case names and camelCase.
 */
export function resolveOptions(
  preset: Preset,
  overrides: unknown,
): { ok: true; options: Options } | { ok: false; message: string } {
  const base = PRESET_OPTIONS[preset];
  if (overrides === undefined || overrides === null) return { ok: true, options: base };
  if (typeof overrides !== 'object' || Array.isArray(overrides)) {
    return { ok: false, message: '"options" must be an object' };
  }
  const out: Record<string, unknown> = { ...base };
  for (const [name, value] of Object.entries(overrides as Record<string, unknown>)) {
    const entry = OVERRIDABLE.get(specName(name));
    if (!entry) return { ok: false, message: `unknown option ${quote(name)}` };
    const [key, spec] = entry;
    if (spec.kind === 'bool') {
      if (typeof value !== 'boolean')
        return { ok: false, message: `option "${name}" must be true or false` };
      out[key] = value;
    } else if (spec.kind === 'int') {
      if (
        typeof value !== 'number' ||
        !Number.isInteger(value) ||
        value < spec.min ||
        value > spec.max
      ) {
        return {
          ok: false,
          message: `option "${name}" must be an integer from ${spec.min} to ${spec.max}`,
        };
      }
      out[key] = value;
    } else {
      // A number may come as text ("5") and text as itself; the list's own value is kept.
      const found =
        typeof value === 'string' || typeof value === 'number'
          ? spec.values.find((v) => String(v) === String(value))
          : undefined;
      if (found === undefined) {
        return { ok: false, message: `option "${name}" must be one of ${spec.values.join(', ')}` };
      }
      out[key] = found;
    }
  }
  const sets = setsFor(preset);
  if (!sets.includes(out.maxPip as number)) {
    return {
      ok: false,
      message:
        sets.length === 1
          ? `option "max_pip": ${preset} is played with a double-six set only (6)`
          : `option "max_pip" must be one of ${sets.join(', ')} for ${preset}`,
    };
  }
  return { ok: true, options: out as unknown as Options };
}
