/**
 * Play online's choices as pure functions: the table a host opens is New game's rules (the
 * same wishes, `resolve` and `startChoice` of machine/newGameChoices.ts, so every preset New
 * game offers is offered here, with its set and target) plus a plan per seat (a friend, or a
 * computer at a level) and what happens while a person is away. Seat 0 is the host's.
 */
import { startChoice, type Screen, type Wishes } from '../machine/newGameChoices';
import { engineSettings, makeSettings, parseSeed } from '../machine/settings';
import {
  COMPUTER_LEVELS,
  type AwayPolicy,
  type ComputerLevel,
  type SeatPlan,
  type TableOptions,
} from '../net/protocol';

/** What a seat other than the host's may be: a friend's, or a computer's at a level. */
export type SeatChoice = 'person' | ComputerLevel;

export const SEAT_CHOICES: readonly { readonly value: SeatChoice; readonly label: string }[] = [
  { value: 'person', label: 'A friend' },
  { value: 'easy', label: 'Computer, easy' },
  { value: 'medium', label: 'Computer, medium' },
  { value: 'hard', label: 'Computer, hard' },
];

export const AWAY_CHOICES: readonly { readonly value: AwayPolicy; readonly label: string }[] = [
  { value: 'wait', label: 'Wait' },
  { value: 'computer', label: 'Computer plays' },
];

export function seatPlan(choice: SeatChoice): SeatPlan {
  return choice === 'person' ? { kind: 'person' } : { kind: 'computer', level: choice };
}

/** The seat choice a plan stands for (the lobby's seats). */
export function seatChoiceOf(plan: SeatPlan): SeatChoice {
  return plan.kind === 'person' ? 'person' : plan.level;
}

export function isComputerLevel(v: string): v is ComputerLevel {
  return (COMPUTER_LEVELS as readonly string[]).includes(v);
}

/**
 * The other seats' choices for `players` seats: the ones chosen so far kept, a friend in each
 * new one (seat 0, the host's, is not listed).
 */
export function seatChoices(chosen: readonly SeatChoice[], players: number): SeatChoice[] {
  return Array.from({ length: Math.max(0, players - 1) }, (_, i) => chosen[i] ?? 'person');
}

/** Rule options as the wire takes them: plain values only (the record's options are). */
function wireOptions(
  options: Readonly<Record<string, unknown>>,
): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(options))
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out[key] = value;
  return out;
}

/** A seed code for checking settings only: an online table's deals come from the server's seed. */
const CHECK_SEED = parseSeed('000000');

/**
 * The table to open: New game's rules for `wishes`, the host in seat 0 and `others` in the
 * rest; or why the rules are refused (the message the screen shows).
 */
export function onlineTableOptions(
  wishes: Wishes,
  others: readonly SeatChoice[],
  away: AwayPolicy,
  screen?: Screen,
):
  | { readonly ok: true; readonly options: TableOptions }
  | { readonly ok: false; readonly message: string } {
  const choice = startChoice(
    { ...wishes, seed: null },
    { practice: false, ...(screen ? { screen } : {}) },
  );
  const made = makeSettings(
    {
      preset: choice.preset,
      ...(choice.set === undefined ? {} : { maxPip: choice.set }),
      players: choice.players,
      partners: choice.partners,
      ...(Number.isFinite(choice.target) ? { target: choice.target } : {}),
      ...(choice.options ? { options: choice.options } : {}),
    },
    CHECK_SEED ?? undefined,
  );
  if (!made.ok) return { ok: false, message: made.message };
  const rules = engineSettings(made.settings);
  const seats = [{ kind: 'person' } as const, ...seatChoices(others, rules.players).map(seatPlan)];
  return {
    ok: true,
    options: {
      preset: rules.preset,
      players: rules.players,
      partners: rules.partners ?? false,
      options: wireOptions(rules.options ?? {}),
      seats,
      away,
    },
  };
}
