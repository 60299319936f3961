/**
 * What the page's address holds, at a glance: whether it asks for a game (any of the link's
 * parameters; `link.ts` reads them strictly, with the game's code, once there is one), and an
 * online table's code. Light, so that start-up reads it before any game's code has loaded.
 */
import { quote } from './engine/core/quote';
import { GAMES } from './machine/gameNames';
import { readCode } from './net/codes';

/** The address parameters a link may set; any of them makes the address a link. */
export const LINK_PARAMS = [
  'preset',
  'players',
  'set',
  'seed',
  'speed',
  'level',
  'target',
  'partners',
  'watch',
  'practice',
  'rounds',
] as const;

/** The rule options' parameters, every game's (`plunge`, `nello_doubles`…): links too. */
export const RULE_PARAMS: readonly string[] = [
  ...new Set(GAMES.flatMap((g) => (g.options ?? []).map((o) => o.key))),
];

/** Whether the address asks for a game (or names a game's parameter, to be read and told). */
export function isLink(search: string): boolean {
  const q = new URLSearchParams(search);
  return [...LINK_PARAMS, ...RULE_PARAMS].some((p) => q.has(p));
}

/**
 * The address with the link's parameters taken out (others, such as `e2e`, stay), so that
 * a reload after the linked game has started resumes it rather than dealing it again.
 */
export function withoutLink(href: string): string {
  const url = new URL(href);
  for (const p of [...LINK_PARAMS, ...RULE_PARAMS]) url.searchParams.delete(p);
  return url.toString();
}

/**
 * An online table's link, `?table=CODE` (src/net/session.ts `tableLink`): the code read as
 * typed codes are (`readCode`), or a sentence when the link's code cannot be one; null when
 * the address names no table. Apart from the game links above: `readLink` ignores it.
 */
export function readTableLink(
  search: string,
): { readonly code: string } | { readonly problem: string } | null {
  const text = new URLSearchParams(search).get('table');
  if (text === null) return null;
  const code = readCode(text);
  return code
    ? { code }
    : { problem: `The link's table code ${quote(text, 24)} is not a code: a code has 8 letters.` };
}

/** The address without its table link (a reload then comes back by the session, not the link). */
export function withoutTableLink(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('table');
  return url.toString();
}
