/**
 * The family table driven by an online table (any family's game), one of its drivers
 * (familyDriver.ts): the scene is started with `{ online: session }` (an `OnlineSession`
 * whose game has started) and this is its source in place of the machine. Each new session state is followed
 * (`followOnline`) and the table drawn again from the seat's view (`onlineFamilyView`); the
 * person's choices go to the server as the seat's moves (`session.move`), a hand's Next as
 * `session.next()`. A refusal comes back as the view's refusal (the scene's toast) and play
 * goes on; a closed table returns to the menu with a message; at the end the session keeps
 * the record. No rule is decided here.
 */
import * as Phaser from 'phaser';
import type { SeatMove } from '../../engine/core/family';
import type { OnlineSession, OnlineState } from '../../net/session';
import { scoresButton, type FamilyRegions } from '../../view/familyRegions';
import type { FamilyTableView } from '../../view/familyTable';
import type { FamilyBoard } from '../../view/familySeatTable';
import type { HandView } from '../../ui/handView';
import {
  FOLLOW_START,
  followOnline,
  onlineFamilyView,
  type OnlineFollow,
} from '../../view/onlineFamily';
import { TITLE_ROOM, familyAnchors, familyButtonSpot } from '../../view/reactions';
import type { FamilyTableDriver, PanelsOpen } from '../family/familyDriver';
import { ReactionsLayer } from './reactionsLayer';
import type { Services } from '../services';
import { showToast } from '../toast';

export class FamilyOnline implements FamilyTableDriver {
  readonly menuLabel = 'Menu';
  readonly menu = null;
  readonly panels = true;
  readonly arrangeable = true;
  private follow: OnlineFollow;
  private readonly stop: () => void;
  private readonly listeners = new Set<() => void>();
  private gone = false;
  private readonly prefs: Services['prefs'];
  /** Quick reactions: the seat's button and chips, and the bubbles by the seats' chips. */
  private readonly reactions: ReactionsLayer;
  /** The table as last drawn: where the seats' labels are. */
  private laid: {
    r: FamilyRegions;
    view: FamilyTableView<FamilyBoard>;
    hand: Pick<HandView, 'spots'>;
  } | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly session: OnlineSession,
    services: Pick<Services, 'sound' | 'say' | 'prefs'>,
  ) {
    this.prefs = services.prefs;
    this.reactions = new ReactionsLayer(scene, session, services, {
      anchors: () => (this.laid ? familyAnchors(this.laid.view, this.laid.r) : []),
      hand: () => this.laid?.hand.spots() ?? [],
    });
    this.follow = followOnline(FOLLOW_START, session.state);
    let reconnecting = false;
    this.stop = session.subscribe((state) => {
      this.follow = followOnline(this.follow, state);
      // A drop: the session comes back to the seat by itself; say so once.
      if (state.phase === 'reconnecting' && !reconnecting)
        showToast(scene, 'Reconnecting… (your seat is kept for a minute)');
      reconnecting = state.phase === 'reconnecting';
      if (state.phase === 'closed' || state.phase === 'idle') this.closed(state);
      else this.listeners.forEach((l) => l());
    });
  }

  /** No source here: the server holds the game, and the view is the seat's. */
  source(): null {
    return null;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The table as the seat sees it now; null before the first view. */
  view(arranged: boolean): FamilyTableView<FamilyBoard> | null {
    return onlineFamilyView(this.session.state, this.follow, arranged, this.prefs.get().hints);
  }

  /** What the title gives up in the top bar for the reactions button (none for a spectator). */
  titleRoom(): number {
    return this.reactions.button ? TITLE_ROOM : 0;
  }

  /** After the table is drawn: the reactions button in the top bar, the bubbles by the seats. */
  drawn(r: FamilyRegions, view: FamilyTableView<FamilyBoard>, hand: Pick<HandView, 'spots'>): void {
    this.laid = { r, view, hand };
    // Moved (a new size): open chips close. A redraw in place leaves them open.
    const at = familyButtonSpot(r.top, !scoresButton(r));
    const button = this.reactions.button;
    if (button && (!button.visible || button.x !== at.x || button.y !== at.y))
      this.reactions.place(at);
    this.reactions.draw();
  }

  /** The reactions' keys (R opens the chips; not under the pause menu); true when theirs. */
  key(e: KeyboardEvent, panels: PanelsOpen): boolean {
    return !(panels.open && !panels.endOpen) && this.reactions.key(e);
  }

  /** The reactions' button and open chips, for browser tests. */
  buttons(): { label: string; x: number; y: number }[] {
    return this.reactions.spots().buttons;
  }

  /** One of the view's moves, as the view gave it (the server judges it). */
  move(move: unknown): void {
    this.session.move(move as SeatMove);
  }

  /** Ready for the next hand: dealt once every person at the table has said so. */
  next(): void {
    // The server dealt the next hand (its pause ran out) while this one's end was still on
    // screen: nothing to ask for, and no refusal to show.
    if (this.session.state.view?.phase.kind !== 'hand-over') return;
    this.session.next();
    const { table } = this.session.state;
    const others = table?.seats.some(
      (s, i) => i !== table.you && s.kind === 'person' && s.taken && s.connected,
    );
    if (others) showToast(this.scene, 'Waiting for the others to be ready…');
  }

  /** Leaves the table for good (a started game's seat goes to a computer), for the menu. */
  leave(): void {
    this.gone = true;
    void this.session.leave();
    this.scene.scene.start('Menu');
  }

  destroy(): void {
    this.stop();
  }

  /** The connection ended: back to the menu, which says why. */
  private closed(state: OnlineState): void {
    // A finished game stays on the table (its end panel) whatever the connection does.
    if (this.gone || this.follow.last?.over) return;
    this.gone = true;
    const message = state.problem ?? 'The online table has closed.';
    const menu = this.scene.scene.get('Menu');
    menu.events.once(Phaser.Scenes.Events.CREATE, () =>
      showToast(menu, message, { tone: 'error', duration: 7000 }),
    );
    this.scene.scene.start('Menu');
  }
}

/**
 * Waits for the seat's first view (the game's start may reach the page before its deal),
 * then calls `go`; false when the view is there already.
 */
export function waitForView(scene: Phaser.Scene, session: OnlineSession, go: () => void): boolean {
  if (session.state.view) return false;
  const stop = session.subscribe((s) => {
    if (!s.view) return;
    stop();
    go();
  });
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, stop);
  return true;
}
