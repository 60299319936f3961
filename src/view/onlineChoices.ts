/**
 * Play online's choices as pure functions: the table a host opens is New game's rules (the
 * same wishes, `resolve` and `startChoice` of machine/newGameChoices.ts, so every preset New
 * game offers is offered here, with its set and target) plus a plan per seat (a friend, or a
 * computer at a level) and what happens while a person is away. Seat 0 is the host's.
 */
import { resolve, startChoice, type Screen, type Wishes } from '../machine/newGameChoices';
import { engineSettings, makeSettings, parseSeed } from '../machine/settings';
import {
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

/** How Play online's form for a new table is laid out to fit its screen (`formFit`). */
export interface FormFit {
  readonly rowH: number;
  readonly gap: number;
  /** The other seats' rows go two to a line (a wide panel), else one. */
  readonly seatColumns: 1 | 2;
}

/**
 * The form's rows fitted to `room` px (issue 36, item 13: a desktop's 1280x720 ran past the
 * bottom): `units` rows besides the seats' (the game's row counting 1.6, the buttons one), and
 * `seats` other seats. A wide screen puts the seats two to a line once there are more than
 * two; rows then shrink towards `minRowH` (44 px on a touch screen, which scrolls instead).
 */
export function formFit(o: {
  readonly rowH: number;
  readonly room: number;
  readonly units: number;
  readonly seats: number;
  readonly wide: boolean;
  readonly minRowH: number;
}): FormFit {
  const per = (rowH: number): number => rowH * 1.22;
  const fits = (cols: number, rowH: number): boolean =>
    (o.units + Math.ceil(o.seats / cols)) * per(rowH) <= o.room;
  const seatColumns = o.wide && o.seats > 2 && !fits(1, o.rowH) ? 2 : 1;
  const lines = o.units + Math.ceil(o.seats / seatColumns);
  const rowH = Math.max(o.minRowH, Math.min(o.rowH, Math.floor(o.room / lines / 1.22)));
  return { rowH, gap: Math.round(rowH * 0.22), seatColumns };
}

/** The form's rows besides the seats', in rows' heights: the game (1.6), the others, the buttons. */
export function formUnits(wishes: Wishes, screen: Screen): number {
  const r = resolve(wishes, screen);
  const rows = [
    r.setOptions.length > 1,
    r.playersOpen,
    r.partnersAllowed,
    true,
    r.rules.length > 0,
  ];
  // The game's row, the rows above (Target always), If away and the buttons' row.
  return 1.6 + rows.filter((x) => x).length + 2;
}
