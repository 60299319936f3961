/**
 * What Mexican Train's last step moved, from its events as the viewer saw them: a tile
 * played from a seat onto a train (or the engine into the hub), a tile drawn from the
 * boneyard (face down but to its drawer), a marker set by a pass or lifted by its owner's
 * play. Pure; the family table animates these (`FamilyMotion`).
 */
import type { TrainsSeenEvent } from '../../engine/trains/trainsState';
import { tileKey, type FamilyMotion } from '../familyTable';

/** The last step's motions: from the newest event that is a move's (a round's end moves nothing). */
export function trainsMotions(
  history: readonly { readonly hand: number; readonly event: unknown }[],
  viewer: number | null,
): FamilyMotion[] {
  const events = history.map((h) => h.event as TrainsSeenEvent | { readonly type: 'deal' });
  let at = events.length - 1;
  while (at >= 0 && (events[at]?.type === 'round-end' || events[at]?.type === 'game-over')) at--;
  const event = events[at];
  if (!event) return [];
  const seat = (s: number) => ({ kind: 'seat', seat: s }) as const;
  const piece = (key: string) => ({ kind: 'piece', key }) as const;
  switch (event.type) {
    case 'engine':
      return [
        { kind: 'tile', tile: event.tile, from: seat(event.seat), to: piece(tileKey(event.tile)) },
      ];
    case 'play': {
      const moves: FamilyMotion[] = [
        { kind: 'tile', tile: event.tile, from: seat(event.seat), to: piece(tileKey(event.tile)) },
      ];
      // A play on one's own train lifts its marker, if one lay there.
      if (event.train === event.seat)
        moves.push({ kind: 'pop', key: `marker:train:${event.seat}`, gone: true });
      return moves;
    }
    case 'draw':
      return [
        {
          kind: 'tile',
          tile: event.seat === viewer ? event.tile : null,
          from: piece('boneyard'),
          to: seat(event.seat),
        },
      ];
    case 'pass':
      return [{ kind: 'pop', key: `marker:train:${event.seat}`, gone: false }];
    default:
      return [];
  }
}
