/**
 * An online game of the line of play: the one table (tableCore.ts) driven by the server's
 * views of the reader's seat (src/view/onlineDriver.ts), plus what an online table has of its
 * own: the Leave button (the game goes on; a computer plays the seat), the hand's end panel
 * (its Next hand tells the server this seat is ready) and the game's end. Opened by Play
 * online (OnlineScene) with the session; loaded with it on first use.
 */
import * as Phaser from 'phaser';
import type { OnlineSession } from '../../net/session';
import { onlineDriver } from '../../view/onlineDriver';
import { lineAnchors, lineCornerSpots } from '../../view/reactions';
import type { TableDriver } from '../../view/tableDriver';
import { tableRegions, type Rect } from '../../view/tableRegions';
import { Button, showDialog, type Focusable } from '../../ui/widgets';
import type { HandEndMoment } from '../table/handEndMoment';
import type { OnlineData } from './onlineStart';
import { ReactionsLayer } from './reactionsLayer';
import type { Services } from '../services';
import { Table } from '../table/tableCore';
import { tableSpots } from '../table/tableHooks';
import { openHandEndMoment } from '../table/tableHandEnd';
import { cornerBottom, panelKey, placeCornerButton } from '../table/tableMenuButton';
import type { TableHotspots } from '../table/TableScene';
import { showToast } from '../toast';

/** What Play online hands the table. */
export interface OnlineTableData {
  readonly online?: OnlineSession;
}

export class OnlineTableScene extends Phaser.Scene {
  private table!: Table;
  private session: OnlineSession | null = null;
  private leaveButton!: Button;
  /** Quick reactions: the seat's button and chips, and the bubbles of what the table says. */
  private reactions: ReactionsLayer | null = null;
  /** The hand's or the game's end, open (its panel or its bar), with its keyboard focus. */
  private moment: HandEndMoment | null = null;
  private focusAt = 0;
  private asking = false;
  /** Stops hearing the session's end (the scene leaves by itself first). */
  private stopClosed: () => void = () => undefined;

  constructor(private readonly services: Services) {
    super('OnlineTable');
  }

  create(data: OnlineTableData): void {
    const session = data.online ?? null;
    this.session = session;
    this.moment = null;
    this.asking = false;
    this.reactions = null;
    if (!session?.state.view || !session.state.table) {
      this.scene.start('Online', { mode: 'choose' } satisfies OnlineData);
      return;
    }
    const driver: TableDriver = onlineDriver(session, {
      playerName: () => this.services.prefs.get().playerName,
      hints: () => this.services.prefs.get().hints,
    });
    const speak = this.services.speak;
    const stopVoice = speak ? driver.subscribe(() => speak(driver.view())) : null;
    // The table closed under us (the server went, or the reconnection failed): say so, go back.
    let reconnecting = false;
    const stopClosed = session.subscribe((s) => {
      // A drop: the session comes back to the seat by itself; say so once.
      if (s.phase === 'reconnecting' && !reconnecting)
        showToast(this, 'Reconnecting… (your seat is kept for a minute)');
      reconnecting = s.phase === 'reconnecting';
      if (s.phase !== 'closed' && s.phase !== 'idle') return;
      const why = s.phase === 'closed' ? s.problem : null;
      showToast(this, why ?? 'The connection to the table was lost.', { tone: 'error' });
      this.scene.start('Online', { mode: 'choose' } satisfies OnlineData);
    });
    this.stopClosed = stopClosed;
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      stopVoice?.();
      stopClosed();
    });
    const view = driver.view();
    this.table = new Table(this, this.services, driver, {
      regions: (width, height) =>
        tableRegions(width, height, view.facts.players, view.sideNames.length),
      layoutArea: () => this.layoutArea(),
      blocked: () => this.moment !== null || this.asking,
      handAway: () => this.moment !== null,
      settled: (first) => this.openHandEnd(first),
      dealing: () => this.closeHandEnd(),
      key: (e) => this.onKey(e),
      resized: () => this.resized(),
      drawn: () => this.reactions?.draw(),
    });
    this.leaveButton = new Button(this, 0, 0, 'Leave', () => this.askLeave(), {
      width: 96,
      height: 44,
    });
    this.leaveButton.setDepth(1200);
    this.reactions = new ReactionsLayer(this, session, this.services, {
      anchors: () => lineAnchors(this.table.view(), this.table.board.area),
      hand: () => this.table.board.hand.spots(),
    });
    this.placeCorner();
    this.table.start();
    speak?.(driver.view());
  }

  private layoutArea(): Rect {
    return this.moment?.boardArea() ?? this.table.board.area.layout;
  }

  /** Leaves the table for good: mid-game a computer plays the seat to the end. */
  private leave(to: 'Menu' | 'Online'): void {
    this.stopClosed();
    void this.session?.leave();
    this.scene.start(to, to === 'Online' ? ({ mode: 'choose' } satisfies OnlineData) : {});
  }

  private askLeave(): void {
    const over = this.session?.state.phase === 'over';
    if (over || (this.session?.state.table?.you ?? -1) < 0) {
      this.leave('Menu');
      return;
    }
    this.asking = true;
    showDialog(this, {
      title: 'Leave the table?',
      message: 'The game goes on without you: a computer plays your seat to the end.',
      buttons: [
        { label: 'Stay', cancel: true, onClick: () => void (this.asking = false) },
        { label: 'Leave', primary: true, onClick: () => this.leave('Menu') },
      ],
    });
  }

  private openHandEnd(immediate: boolean): void {
    if (!this.table.idle() || this.moment || !this.table.view().handEnd) return;
    // A spectator has no Next hand: the players deal on (the server refuses a spectator's).
    const seated = this.table.view().you !== null;
    this.moment = openHandEndMoment(
      this,
      this.table,
      { room: () => this.cornerRoom(), show: (visible) => this.showCorner(visible) },
      {
        next: !seated
          ? undefined
          : () => {
              this.table.send({ type: 'next-hand' });
              showToast(this, 'Waiting for the others to be ready…', { duration: 2500 });
            },
        newGame: () => this.leave('Online'),
        menu: () => this.leave('Menu'),
      },
      { immediate, changed: () => this.refocus() },
    );
    this.refocus();
  }

  /** The panel or its bar has just shown: the focus starts on its first button. */
  private refocus(): void {
    this.focusAt = 0;
    this.focus(0);
    this.table.draw(0);
  }

  private closeHandEnd(): void {
    this.moment?.container.destroy();
    this.moment = null;
    this.showCorner(true);
  }

  /** Leave, and the reactions button beside it (a seat's: a spectator has none). */
  private placeCorner(): void {
    placeCornerButton(this.table, this.leaveButton);
    const leave = this.leaveButton;
    if (!this.reactions?.button) return this.reactions?.place(null);
    const { w, h } = { w: leave.width * leave.scaleX, h: leave.height * leave.scaleY };
    const spots = lineCornerSpots({ x: leave.x, y: leave.y, w, h }, this.table.board.area.portrait);
    leave.setPosition(spots.leave.x, spots.leave.y);
    this.reactions.place(spots.button);
  }

  /** The corner's buttons shown (in their places), or hidden under a panel (open chips close). */
  private showCorner(visible: boolean): void {
    this.leaveButton.setVisible(visible);
    if (visible) this.placeCorner();
    else this.reactions?.place(null);
  }

  /** Where a panel over the table may start (under the corner's buttons), and their box. */
  private cornerRoom(): {
    top: number;
    menu: { x: number; y: number; width: number; height: number };
  } {
    const leave = this.leaveButton.getBounds();
    const react = this.reactions?.bounds() ?? null;
    const top = Math.max(cornerBottom(this.table, this.leaveButton), react ? react.y + react.h : 0);
    if (!react) return { top: top + 8, menu: leave };
    const x = Math.min(leave.x, react.x);
    const y = Math.min(leave.y, react.y);
    const right = Math.max(leave.right, react.x + react.w);
    const bottom = Math.max(leave.bottom, react.y + react.h);
    return { top: top + 8, menu: { x, y, width: right - x, height: bottom - y } };
  }

  private focus(delta: number): void {
    const items: Focusable[] = this.moment?.focusables ?? [];
    if (items.length === 0) return;
    items[this.focusAt]?.setFocused(false);
    this.focusAt = (this.focusAt + delta + items.length) % items.length;
    items[this.focusAt]?.setFocused(true);
  }

  private onKey(e: KeyboardEvent): boolean {
    // (Not while Leave's question is open.)
    if (!this.asking && this.reactions?.key(e)) return true;
    if (e.key === 'Escape') {
      this.askLeave();
      return true;
    }
    const moment = this.moment;
    if (!moment) return false;
    panelKey(
      e,
      (d) => this.focus(d),
      () => moment.focusables[this.focusAt]?.activate(),
    );
    return true;
  }

  private resized(): void {
    this.placeCorner();
    this.closeHandEnd();
    this.openHandEnd(true);
  }

  /** Where to click, in canvas pixels, for browser tests (as the game's table gives them). */
  hotspots(): TableHotspots {
    const buttons = [...(this.moment?.focusables ?? []), this.leaveButton].flatMap((f) =>
      f instanceof Button && f.visible ? [{ label: f.label, x: f.x, y: f.y }] : [],
    );
    buttons.push(...(this.reactions?.spots().buttons ?? []));
    const pegs = this.table.board.pegs;
    return {
      ...tableSpots(this.table),
      buttons,
      scores: this.table.view().sideNames.map((_, side) => pegs?.score(side) ?? 0),
    };
  }
}
