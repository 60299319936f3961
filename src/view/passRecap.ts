/**
 * Pass-and-play's recap (issue 26, item 13): what the others did since a person's last turn,
 * one line a turn ("West drew a tile, then passed: …"), read from the family table's steps,
 * in their words (pure, Node-tested). The cover between two people shows it, so the person
 * taking the device knows what happened while they looked away. Only public steps are told:
 * another seat's drawn tiles are counted, never named.
 */
import type { FamilyStep } from './familyTable';

/** The recap's heading: "Since North's last turn" or "Since the deal". */
export function recapHeading(sinceDeal: boolean, name: string): string {
  return sinceDeal ? 'Since the deal' : `Since ${name}'s last turn`;
}

/** What a pass-and-play cover says of the others' turns: a heading and a line a turn. */
export interface CoverRecap {
  readonly heading: string;
  readonly lines: readonly string[];
}

/**
 * The recap for the person at `seat` from the family table's steps (every family):
 * the others' steps since that seat's last one in the hand, or since the deal.
 */
export function familyRecap(
  steps: readonly FamilyStep[],
  seat: number,
  names: readonly string[],
): CoverRecap {
  const last = steps.map((s) => s.seat).lastIndexOf(seat);
  // A seat's steps in a row make one line, as a turn ("West drew a tile, then passed: …"),
  // so the cover's last lines hold whole turns.
  const lines: string[] = [];
  let by: number | null = null;
  for (const step of steps.slice(last + 1)) {
    const name = step.seat === null ? '' : `${names[step.seat] ?? ''} `;
    if (step.seat !== null && step.seat === by && name.trim() && step.words.startsWith(name))
      lines[lines.length - 1] += `, then ${step.words.slice(name.length)}`;
    else lines.push(step.words);
    by = step.seat;
  }
  return { heading: recapHeading(last < 0, names[seat] ?? ''), lines };
}
