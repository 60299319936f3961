/**
 * Seat avatars (pure, Node-tested): each seat at the table gets a coloured disc with the
 * initial of the name it goes by, ringed in its side's colour, gold while it is that seat's
 * turn. The person's disc follows the name they gave in Settings. The scene draws them
 * (`seatView.ts`, `avatarView.ts`); this only says which disc for which seat.
 */

/** The discs' fills, one per seat (deep tones, so a light initial reads on every one). */
export const AVATAR_FILLS: readonly number[] = [0xa8432c, 0x2d5f9e, 0x74479e, 0x8a6414];

export interface Avatar {
  readonly seat: number;
  /** The name shown beside (or under) the disc. */
  readonly name: string;
  /** One capital letter or digit, "?" for a name without one. */
  readonly initial: string;
  readonly fill: number;
  /** The seat's side, for the ring's colour. */
  readonly side: number;
  /** Marked: it is this seat's turn. */
  readonly onTurn: boolean;
}

/** The first letter or digit of a name, as a capital ("ada" → "A", "’Bo" → "B"); "?" if none. */
export function initialOf(name: string): string {
  const first = /[\p{L}\p{N}]/u.exec(name)?.[0];
  return first === undefined ? '?' : first.toLocaleUpperCase();
}

export function seatAvatar(seat: number, name: string, side: number, onTurn: boolean): Avatar {
  const fill = AVATAR_FILLS[seat % AVATAR_FILLS.length] ?? AVATAR_FILLS[0] ?? 0;
  return { seat, name, initial: initialOf(name), fill, side, onTurn };
}
