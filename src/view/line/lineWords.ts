/**
 * The line of play's steps in words at the family table, from its events as the viewer saw
 * them (a local game's `MoveEvent`s, an online seat's `PublicEvent`s: another seat's drawn
 * tile is never named): "West played 6-4 on the 6: count 15, +3", "You drew 5-2", "North
 * passed". Past tense, as the other families' words are. Pure; no Phaser.
 */
import { formatTile, hasPip, hi, isDouble, lo, type Tile } from '../../engine/core/tiles';
import type { PublicEvent } from '../../engine/line/lineView';
import type { FamilyStep } from '../familyTable';
import type { LinePlace } from './lineBoard';

/** A line event as the viewer saw it: the public face, a draw's tile only for its drawer. */
export type LineSeen =
  | Exclude<PublicEvent, { readonly type: 'draw' }>
  | { readonly type: 'draw'; readonly seat: number; readonly tile?: Tile | null }
  /** A hand's start, as a replay logs it (the machine's log keeps its own deal entry). */
  | { readonly type: 'deal' };

/** The open end a tile went on: the pip it shares with the tile it touches. */
export function endValue(tile: Tile, on: Tile): number {
  if (isDouble(on)) return hi(on);
  return hasPip(tile, hi(on)) ? hi(on) : lo(on);
}

/** A double's edges (engine/line/layout.ts SLOTS: the long sides first, then the ends). */
const SLOT_WORDS: Readonly<Record<string, string>> = {
  S1: 'first side',
  S2: 'second side',
  E1: 'first end',
  E2: 'second end',
};

/** The number of the open end a tile goes on (the open point's; else the pip it shares). */
function placeValue(tile: Tile, place: LinePlace, on: Tile): number {
  return place.point ? place.point.value : endValue(tile, on);
}

/**
 * The places of one tile, in words that tell them apart: "the 6"; where two places show the
 * same number, the tile played on too ("the 6 of 6-2"); where that is the same tile (a
 * spinner's edges), which edge ("the 6 of 6-6, first side"); "" for the lead.
 */
export function placeWords(tile: Tile, places: readonly (LinePlace | null)[]): string[] {
  // A lead has no tile to go on (`on` null; 0 is the 0-0, a tile like any other).
  const on = (p: LinePlace | null): p is LinePlace & { on: Tile } => p !== null && p.on !== null;
  const plain = places.map((p) => (on(p) ? `the ${placeValue(tile, p, p.on)}` : ''));
  const withTile = places.map((p, i) => (on(p) ? `${plain[i] ?? ''} of ${formatTile(p.on)}` : ''));
  const withSlot = places.map((p, i) =>
    p?.slot ? `${withTile[i] ?? ''}, ${SLOT_WORDS[p.slot] ?? p.slot}` : (withTile[i] ?? ''),
  );
  const unique = (words: string[], i: number): boolean =>
    words.filter((w) => w === words[i]).length === 1;
  return places.map((_, i) => {
    if (unique(plain, i)) return plain[i] ?? '';
    if (unique(withTile, i)) return withTile[i] ?? '';
    if (unique(withSlot, i)) return withSlot[i] ?? '';
    // Nothing tells them apart in words: they are numbered.
    return `${withSlot[i] ?? ''}, place ${i + 1}`.replace(/^, /, '');
  });
}

/**
 * Whether the table calls a seat "You" (the verb then agrees: "You lead"); several people at
 * one device, or an online table, call every seat by its name.
 */
export function calledYou(names: readonly string[], seat: number | undefined): boolean {
  return seat !== undefined && names[seat] === 'You';
}

/**
 * One event in words; `inPlay`: plays score during the hand (the count is said); `leader`:
 * who leads the hand a deal starts ("Dealt: North leads").
 */
export function lineSay(
  event: LineSeen,
  names: readonly string[],
  viewer: number | null,
  inPlay: boolean,
  leader: number | null = null,
): string {
  if (event.type === 'deal')
    return leader === null
      ? ''
      : `Dealt: ${names[leader] ?? ''} ${calledYou(names, leader) ? 'lead' : 'leads'}`;
  const who = names[event.seat] ?? '';
  switch (event.type) {
    case 'play': {
      const what = formatTile(event.tile);
      const where = event.on === null ? `${who} led ${what}` : `${who} played ${what}`;
      const end = event.on === null ? '' : ` on the ${endValue(event.tile, event.on)}`;
      if (!inPlay) return `${where}${end}`;
      const scored = event.points > 0 ? `, +${event.points}` : '';
      return `${where}${end}: count ${event.total}${scored}`;
    }
    case 'draw':
      return event.seat === viewer && event.tile !== undefined && event.tile !== null
        ? `${who} drew ${formatTile(event.tile)}`
        : `${who} drew a tile`;
    case 'pass':
      return `${who} passed`;
  }
}

/** The current hand's steps in words as every seat was told them (no drawn tile named). */
export function lineSteps(
  history: readonly { readonly hand: number; readonly event: unknown }[],
  names: readonly string[],
  inPlay: boolean,
): FamilyStep[] {
  const hand = history[history.length - 1]?.hand ?? 0;
  return history.flatMap((h) => {
    const event = h.event as LineSeen;
    if (h.hand !== hand || event.type === 'deal') return [];
    return [{ seat: event.seat, words: lineSay(event, names, null, inPlay) }];
  });
}
