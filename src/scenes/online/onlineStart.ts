/**
 * Whether the page opens Play online at start (main.ts's start-up task): an online table's
 * link (`?table=CODE`), or a reload at a table this page's session is still at (the session's
 * token in session storage). Small and apart from the Online scene, which loads on demand.
 */
import { readTableLink } from '../../linkParams';
import { RESUME_KEY } from '../../net/codes';

export function onlineAtStart(search: string): boolean {
  if (readTableLink(search) !== null) return true;
  try {
    return window.sessionStorage.getItem(RESUME_KEY) !== null;
  } catch {
    return false;
  }
}

/** What the scene shows: the first choice, the form, the lobby, or a wait (connecting, coming back). */
export type OnlineMode = 'choose' | 'create' | 'lobby' | 'wait';

/** Scene data: the mode to open in; none at start-up (a link or a reload decides). */
export interface OnlineData {
  readonly mode?: OnlineMode;
}
