/**
 * The families the engine plays, and which one plays a preset. Callers choose a family
 * here and then use only the contract of `family.ts`; a new family is one more entry.
 */
import type { AnyFamily } from './core/family';
import { lineFamily } from './line/lineFamily';
import { field } from './core/quote';
import { trainsFamily } from './trains/trainsFamily';
import { tricksFamily } from './tricks/tricksFamily';

export const FAMILIES: readonly AnyFamily[] = [lineFamily, trainsFamily, tricksFamily];

/** Every preset of every family, as RECORD.md names them. */
export const ALL_PRESETS: readonly string[] = FAMILIES.flatMap((f) => f.presets);

/** The family that plays `preset`, or null for a name no family knows. */
export function familyOf(preset: unknown): AnyFamily | null {
  return FAMILIES.find((f) => typeof preset === 'string' && f.presets.includes(preset)) ?? null;
}

/**
 * The family that reads a record: its own `preset`'s, else the line of play's, whose
 * reader then says what is wrong (a missing preset means `horse-race`, RECORD.md).
 */
export function familyOfRecord(value: unknown): AnyFamily {
  return familyOf(field(value, 'preset')) ?? lineFamily;
}
