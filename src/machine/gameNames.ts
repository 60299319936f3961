/**
 * The games a person can choose, as one table: each with its family, a name for
 * players (never a source's), a one-line description, the sets it takes and the
 * targets offered. The one vocabulary of preset display names (`presetName`).
 * Words and data only, with no engine behind them: the menu reads a saved game's
 * name from here before any game's code has loaded. `games.ts` adds what the
 * engine says of each row (its sets, whether it can start).
 */
import { targetAbove } from '../engine/line/goal';
import { plural } from '../engine/core/words';
import { TEXAS_42_OPTIONS, type RuleOption } from './ruleOptions';

export type FamilyId = 'horse-race' | 'fives' | 'block' | 'trains' | 'tricks';

export interface Family {
  readonly id: FamilyId;
  /** Shown above the game's name in the picker. */
  readonly name: string;
}

export const FAMILIES: readonly Family[] = [
  { id: 'horse-race', name: 'Horse Race family' },
  { id: 'fives', name: 'Fives' },
  { id: 'block', name: 'Block family' },
  { id: 'trains', name: 'Train games' },
  { id: 'tricks', name: 'Trick-taking' },
];

/** A domino set by its highest pip: double-six, double-nine, double-twelve. */
export type DominoSet = 6 | 9 | 12;

export const SET_NAMES: Readonly<Record<DominoSet, string>> = {
  6: 'Double-six',
  9: 'Double-nine',
  12: 'Double-twelve',
};

/** "double-nine" for 9; a set this table does not name reads "double-N". */
export function setName(maxPip: number): string {
  return (
    (SET_NAMES as Readonly<Record<number, string>>)[maxPip]?.toLowerCase() ?? `double-${maxPip}`
  );
}

export interface GameRow {
  /** The engine's preset (RULES.md §10, §15.10, §16, §17). */
  readonly id: string;
  readonly family: FamilyId;
  /** The game's name for players (never a source's name). */
  readonly name: string;
  /** One line saying what makes this game itself. */
  readonly blurb: string;
  /** Targets offered besides the preset's own (rounds, for a game played to a number of rounds). */
  readonly targets: readonly number[];
  /** How the goal reads for a target: "First to 61.", "Best score above 100.". */
  readonly goal?: (target: number) => string;
  /** Rule options offered beyond the preset (Texas 42's special contracts); none when absent. */
  readonly options?: readonly RuleOption[];
  /** What the game calls one deal of it, where not "hand" (Mexican Train's "round"). */
  readonly hand?: string;
}

export const firstTo = (target: number): string => `First to ${target}.`;
/** RULES.md §15.9: to 100, or 50 for "a shorter game". */
const PARLOUR_TARGETS: readonly number[] = [50, 100];

/**
 * Every game the screen knows, in the order it offers them. Rows whose preset the
 * engine and the settings do not have yet are kept here but never offered (`availableGames`).
 */
export const GAMES: readonly GameRow[] = [
  {
    id: 'horse-race',
    family: 'horse-race',
    name: 'Horse Race',
    blurb:
      'The classic race: every double spins, a count in fives scores count ÷ 5, and a double or a score plays again.',
    targets: [31, 61, 121],
  },
  {
    id: 'horse-race-celko',
    family: 'horse-race',
    name: 'Horse Race, full points',
    blurb:
      'A longer race: counts score in full (15 scores 15), and everyone loses their leftover pips at each hand’s end.',
    targets: [150, 200, 250],
  },
  {
    id: 'horse-race-domino-play',
    family: 'horse-race',
    name: 'Horse Race, short chains',
    blurb:
      'Counts score in full, and only another double or score keeps your turn going; no drawing to go on.',
    targets: [61, 121, 250],
  },
  {
    id: 'seven-toed-pete',
    family: 'horse-race',
    name: 'Seven-Toed Pete',
    blurb:
      'Four players, seven tiles each, no boneyard; only the first double spins and the lead must be a double or a 5 or 10.',
    targets: [101, 151],
    // The engine's target is 101: the best score *above* 100 wins.
    goal: (target) => `Best score above ${targetAbove(target)} wins.`,
  },
  {
    id: 'muggins',
    family: 'fives',
    name: 'Muggins',
    blurb:
      'All Fives: one tile a turn, and whenever the two ends add up to a multiple of five you score it in full.',
    targets: PARLOUR_TARGETS,
  },
  {
    id: 'block',
    family: 'block',
    name: 'Block',
    blurb:
      'The plain line game: play one tile a turn or pass, never draw; go out first to take the others’ pips.',
    targets: PARLOUR_TARGETS,
  },
  {
    id: 'draw',
    family: 'block',
    name: 'Draw',
    blurb:
      'Block with a boneyard: when no tile fits, draw until one does; go out first to take the others’ pips.',
    targets: PARLOUR_TARGETS,
  },
  {
    id: 'cross',
    family: 'block',
    name: 'Cross',
    blurb:
      'Draw, but the first double becomes a cross: all four of its sides are covered before the lines grow.',
    targets: PARLOUR_TARGETS,
  },
  {
    id: 'cross-all-doubles',
    family: 'block',
    name: 'Cross with every double',
    blurb:
      'Cross, and every later double opens two new lines of play as well: a busy, branching table.',
    targets: PARLOUR_TARGETS,
  },
  {
    id: 'mexican-train',
    family: 'trains',
    name: 'Mexican Train',
    blurb:
      'Build your train from the hub, or any train with a marker, or the Mexican one; cover every double. Fewest pips wins.',
    // Rounds, not a target: the game ends after them (RULES.md §16.3).
    targets: [3, 7],
    goal: (rounds) => `${plural(rounds, 'round')}; the lowest total wins.`,
    hand: 'round',
  },
  {
    id: 'texas-42',
    family: 'tricks',
    name: 'Texas 42',
    blurb:
      'Bid, name trumps and take tricks with your partner: a point a trick, and 35 more in the count dominoes.',
    targets: [3, 7],
    goal: (marks) => `First to ${plural(marks, 'mark')}.`,
    options: TEXAS_42_OPTIONS,
  },
];

/** The one table of preset display names: every offered game's, and the engine's others by id. */
export function presetName(id: string): string {
  return GAMES.find((g) => g.id === id)?.name ?? id;
}

/** What a game calls one deal of it: "hand", or Mexican Train's "round". */
export function handName(id: string): string {
  return GAMES.find((g) => g.id === id)?.hand ?? 'hand';
}

export function familyName(id: FamilyId): string {
  return FAMILIES.find((f) => f.id === id)?.name ?? id;
}
