/**
 * Mexican Train's words (RULES.md §16): each step as the table says it ("West played 6-4 on
 * the Mexican train, satisfying the 4-4"), a train's name from where the viewer sits, and
 * the round's steps for pass-and-play's recap. Pure; no Phaser.
 */
import type { TrainRef, TrainsSeenEvent } from '../../engine/trains/trainsState';
import { formatTile, hi, lo } from '../../engine/core/tiles';
import type { FamilyStep, FamilyTableInput } from '../familyTable';

type History = FamilyTableInput<unknown>['history'];

/** A train's name as the viewer reads it ("Your train", "West’s train", "Mexican train"). */
export function laneName(ref: TrainRef, names: readonly string[], viewer: number | null): string {
  if (ref === 'mexican') return 'Mexican train';
  if (ref === viewer) return 'Your train';
  return `${names[ref] ?? ''}’s train`;
}

/**
 * A step as a seat saw it: the family's event (locally the whole event, online its
 * `seatEvents`, where another seat's draw comes with `tile: null`), or a hand's deal.
 */
export type TrainsSeen = TrainsSeenEvent | { readonly type: 'deal' };

/**
 * The double a play satisfied, as "d-d", or null: the train it went on ended in an unsatisfied
 * double after the round's play before it (`before`) and no longer does.
 */
function satisfiedBy(event: TrainsSeen, before: TrainsSeen | undefined): string | null {
  if (event.type !== 'play' || before?.type !== 'play') return null;
  if (!before.unsatisfied.includes(event.train) || event.unsatisfied.includes(event.train))
    return null;
  // The tile's half that met the double: the other half is the train's new open end.
  const pip = hi(event.tile) === event.open ? lo(event.tile) : hi(event.tile);
  return `${pip}-${pip}`;
}

/** The double the last step satisfied (a play), or null. */
export function satisfied(history: History): string | null {
  const last = history[history.length - 1];
  if (!last || (last.event as TrainsSeen).type !== 'play') return null;
  for (let i = history.length - 2; i >= 0; i--) {
    const h = history[i];
    const before = h?.event as TrainsSeen | undefined;
    if (!h || h.hand !== last.hand || before?.type === 'deal') return null;
    if (before?.type === 'play') return satisfiedBy(last.event as TrainsSeen, before);
  }
  return null;
}

/**
 * The current round's steps in words, as anyone at the table was told them (another seat's
 * drawn tile unnamed, every train by its owner's name): pass-and-play's recap reads them.
 */
export function trainsSteps(history: History, names: readonly string[]): FamilyStep[] {
  const hand = history[history.length - 1]?.hand;
  const out: FamilyStep[] = [];
  let lastPlay: TrainsSeen | undefined;
  for (const h of history) {
    if (h.hand !== hand) continue;
    const event = h.event as TrainsSeen;
    const words = say(event, names, null, satisfiedBy(event, lastPlay));
    if (event.type === 'play') lastPlay = event;
    if (words) out.push({ seat: 'seat' in event ? event.seat : null, words });
  }
  return out;
}

/** What one event says ("West plays 6-4 on the Mexican train"), and the double it satisfied. */
export function say(
  event: TrainsSeen,
  names: readonly string[],
  viewer: number | null,
  double: string | null = null,
): string {
  const who = (seat: number): string => names[seat] ?? '';
  switch (event.type) {
    case 'draw':
      return event.seat === viewer && event.tile !== null
        ? `${who(event.seat)} drew ${formatTile(event.tile)}`
        : `${who(event.seat)} drew a tile`;
    case 'engine':
      return `${who(event.seat)} set the engine ${formatTile(event.tile)} in the hub`;
    case 'play': {
      const played = `${who(event.seat)} played ${formatTile(event.tile)} on ${laneName(event.train, names, viewer).replace('Your', 'your')}`;
      return double ? `${played}, satisfying the ${double}` : played;
    }
    case 'stop':
      return `${who(event.seat)} ended the turn`;
    case 'pass':
      return `${who(event.seat)} passed: a marker goes on the train`;
    case 'round-end':
      return event.result.end === 'domino'
        ? 'Domino! The round is over'
        : 'Blocked: nobody can play';
    case 'game-over':
      return 'The game is over';
    case 'deal':
      return '';
  }
}
