/**
 * The short, light part of the online protocol (src/net/protocol.ts) that the page needs at
 * start: a table code's letters and how a typed one is read, and a person's name. Nothing
 * here imports the engine, so the menu and the start-up links can use it.
 */
/** The longest string a client payload may hold (option names, a preset). */
export const MAX_STRING = 40;

/** A table code's letters: no 0/O, no 1/I, 32 of them, so that each letter is 5 random bits. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Letters in a code: 8 × 5 = 40 random bits (hard to guess: the issue asks for 30 at least). */
export const CODE_LENGTH = 8;

/** A code as someone typed it: upper case, spaces and dashes dropped; null when it cannot be one. */
export function readCode(text: unknown): string | null {
  if (typeof text !== 'string' || text.length > 32) return null;
  const code = text.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CODE_LENGTH) return null;
  return [...code].every((c) => CODE_ALPHABET.includes(c)) ? code : null;
}

/** The longest name a person may give themselves (it fits a seat label and a pegboard lane). */
export const NAME_MAX = 12;

/**
 * A name the person typed, tidied (spaces squeezed, trimmed): letters of any script, digits,
 * spaces, apostrophes, hyphens and full stops, at most `NAME_MAX` characters. "" means none
 * ("You" on one's own screen). Null when it is not a name.
 */
export function cleanPlayerName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const name = raw.replace(/\s+/g, ' ').trim();
  if ([...name].length > NAME_MAX) return null;
  return /^[\p{L}\p{N} '’.-]*$/u.test(name) ? name : null;
}

/**
 * A name from untrusted data (a join's options): control and format characters (bidi
 * overrides, zero-width joiners) dropped, spaces squeezed, cut to `NAME_MAX` characters;
 * "" when what is left is not a name (`cleanPlayerName`) or there was none.
 */
export function readPlayerName(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > MAX_STRING) return '';
  const bare = raw.replace(/\p{C}/gu, '').replace(/\s+/g, ' ').trim();
  return cleanPlayerName([...bare].slice(0, NAME_MAX).join('')) ?? '';
}

/** The online session's own key in the page's session storage (a table to come back to). */
export const RESUME_KEY = 'horse-race.online';
