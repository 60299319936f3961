/**
 * The words every layer shares, each defined once: the speeds of play (the
 * computer players' pace, the table's animations, links and menus all read
 * `SPEED`) and the rule sets' names (menus, summaries, saved-game lines read
 * `PRESET_NAMES`). Plain data, `as const`, so a new speed or preset is one entry
 * here and the type checker finds every place that must handle it.
 */
import type { PlayablePreset } from './settings';

/** Each speed: its label, the computer player's pause before a move, the table's animation factor. */
export const SPEED = {
  slow: { label: 'Slow', paceMs: 1400, animation: 1.4 },
  normal: { label: 'Normal', paceMs: 800, animation: 1 },
  fast: { label: 'Fast', paceMs: 300, animation: 0.5 },
  instant: { label: 'Instant', paceMs: 0, animation: 0 },
} as const;

/** The speeds, slowest first (the order menus list them). */
export const SPEEDS = [
  'slow',
  'normal',
  'fast',
  'instant',
] as const satisfies readonly (keyof typeof SPEED)[];
export type Speed = (typeof SPEEDS)[number];

/** How long a computer player waits before it moves, so that people can follow the play. */
export const PACE_MS: Readonly<Record<Speed, number>> = {
  slow: SPEED.slow.paceMs,
  normal: SPEED.normal.paceMs,
  fast: SPEED.fast.paceMs,
  instant: SPEED.instant.paceMs,
};

export function isSpeed(v: unknown): v is Speed {
  return typeof v === 'string' && (SPEEDS as readonly string[]).includes(v);
}

/** A speed from a link, a stored preference or a command line: null when it is not one. */
export function parseSpeed(v: unknown): Speed | null {
  return isSpeed(v) ? v : null;
}

/** A rule set's names: in sentences (`name`), in a roomy picker (`label`), on a phone (`short`). */
export interface PresetName {
  readonly name: string;
  readonly label: string;
  readonly short: string;
}

/** The names of every rule set a game can be played with (the Horse Race family and §15's parlour games). */
export const PRESET_NAMES = {
  'horse-race': { name: 'Horse Race', label: 'Horse Race (pagat)', short: 'Horse Race (pagat)' },
  'horse-race-celko': {
    name: 'Horse Race (Celko’s scoring)',
    label: 'Horse Race — Celko’s scoring',
    short: 'Celko’s scoring',
  },
  'horse-race-domino-play': {
    name: 'Horse Race (domino-play scoring)',
    label: 'Horse Race — domino-play scoring',
    short: 'domino-play scoring',
  },
  'seven-toed-pete': {
    name: 'Seven-Toed Pete',
    label: 'Seven-Toed Pete',
    short: 'Seven-Toed Pete',
  },
  block: { name: 'Block', label: 'Block', short: 'Block' },
  draw: { name: 'Draw', label: 'Draw', short: 'Draw' },
  cross: { name: 'Cross', label: 'Cross', short: 'Cross' },
  'cross-all-doubles': {
    name: 'Cross with every double',
    label: 'Cross — every double opens two lines',
    short: 'Cross, every double',
  },
  muggins: { name: 'Muggins', label: 'Muggins (All Fives)', short: 'Muggins' },
} as const satisfies Readonly<Record<PlayablePreset, PresetName>>;

/** The name of a preset in a sentence; an unknown one is shown as it is written. */
export function presetName(preset: string): string {
  return (PRESET_NAMES as Readonly<Record<string, PresetName>>)[preset]?.name ?? preset;
}
