/**
 * The words that name the app and its games outside a game's own table (issue 36, item 12):
 * the document's title (the browser's tab) while at a game's table, and the menu's line under
 * the app's name presenting the house's games. Each game's screens carry its own name.
 */
/** The app's own title, as index.html gives it. */
export const APP_TITLE = 'Horse Race — dominoes';

/** The games of the house besides Horse Race, as the menu presents them under its name. */
export const HOUSE_LINE = 'Dominoes · with Mexican Train, Texas 42 and the parlour games';

/** The document's title at a game's table ("Texas 42 — dominoes", its view's `game`). */
export function pageTitle(game: string): string {
  return `${game} — dominoes`;
}
