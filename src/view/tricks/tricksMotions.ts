/**
 * What Texas 42's last step moved, from its events: a bid appearing in front of its bidder,
 * the contract named, a domino played from its seat to the trick, and, when a play leads a
 * new trick, the finished trick gathered to the seat that took it first. Pure; the family
 * table animates these (`FamilyMotion`).
 */
import type { TricksEvent } from '../../engine/tricks/tricksFamily';

type TricksSeen = TricksEvent | { readonly type: 'deal' };
import { tileKey, type FamilyMotion } from '../familyTable';

const ENDS: ReadonlySet<string> = new Set(['decided', 'hand-end', 'game-over']);

/** The last step's motions: from the newest event that is a move's (a hand's end moves nothing). */
export function tricksMotions(
  history: readonly { readonly hand: number; readonly event: unknown }[],
): FamilyMotion[] {
  const events = history.map((h) => h.event as TricksSeen);
  let at = events.length - 1;
  while (at >= 0 && ENDS.has(events[at]?.type ?? '')) at--;
  const event = events[at];
  if (!event) return [];
  switch (event.type) {
    case 'bid':
      return [{ kind: 'pop', key: `bid:${event.seat}`, gone: false }];
    case 'trump':
      // The contract is on the board from the last bid ("… · North names trumps"): said anew.
      return [{ kind: 'pop', key: 'contract', gone: false, anew: true }];
    case 'play': {
      const moves: FamilyMotion[] = [];
      // The play before took a trick (and this one leads the next): that trick goes to its taker.
      const before = events[at - 1];
      if (before?.type === 'play' && before.winner !== undefined) {
        // (Three plays when a partner sits out a nello.)
        const hand = history[at]?.hand;
        const trick = history.slice(0, at).flatMap((h) => {
          const e = h.event as TricksSeen;
          return h.hand === hand && e.type === 'play' && e.trick === before.trick
            ? [tileKey(e.tile)]
            : [];
        });
        moves.push({ kind: 'gather', keys: trick, to: { kind: 'seat', seat: before.winner } });
      }
      moves.push({
        kind: 'tile',
        tile: event.tile,
        from: { kind: 'seat', seat: event.seat },
        to: { kind: 'piece', key: tileKey(event.tile) },
      });
      return moves;
    }
    default:
      return [];
  }
}
