/**
 * The table, shared by every scene that shows one (a game, a lesson): it hears
 * its driver, animates each new logged step in order, draws the still picture
 * from the driver's view, and sends the person's actions back. A scene adds
 * only what is its own (practice's strip, the coach's panel, the pause and
 * hand-end panels) through the hooks.
 */
import * as Phaser from 'phaser';
import type { Tile } from '../../engine/tiles';
import type { LogEntry } from '../../machine/history';
import type { TableAction, TableDriver } from '../../view/tableDriver';
import { applyEntry, settledShown, whileShowing, type Shown } from '../../view/tableModel';
import { bannerBand, type Rect, type Regions } from '../../view/tableRegions';
import { entryForViewer, type TableView } from '../../view/tableView';
import { listenKeys, onResize } from '../../ui/widgets';
import { Celebrator, type CelebrationStage } from './celebrate';
import type { Services } from '../services';
import { TableAnimator, paced } from './tableAnimator';
import { TableBoard } from './tableBoard';
import { TableInput } from './tableInput';
import { TableMoves } from './tableMoves';
import { showToast } from '../toast';
import { viewSize } from '../../ui/hiDpi';

export interface TableHooks {
  regions(width: number, height: number): Regions;
  /** Where the layout goes now (default: the regions' layout area). */
  layoutArea?(): Rect;
  /** A panel is open over the table: no moves meanwhile. */
  blocked?(): boolean;
  /** The person's hand is shown elsewhere (the hand-end panel lists it): not drawn meanwhile. */
  handAway?(): boolean;
  /** After each still picture. */
  drawn?(): void;
  /** Every step has been shown (panels may open now; `first` on opening). */
  settled?(first: boolean): void;
  /** A new hand is dealt (the last hand's panel closes). */
  dealing?(): void;
  /** Sees each key first; true when it was used. */
  key?(e: KeyboardEvent): boolean;
  /** After a re-layout to a new size. */
  resized?(): void;
  /** Actions wait for the input event that asked for them to end. */
  readonly deferSend?: boolean;
}

export class Table {
  readonly board: TableBoard;
  readonly input: TableInput;
  /** Big turns, dominoes and the game's end, celebrated. */
  readonly celebrator: Celebrator;
  private readonly animator: TableAnimator;
  private current: TableView;
  private shown: Shown;
  private lastId: number;
  private queue: LogEntry[] = [];
  /** The entry being animated now, if any. */
  private showing: LogEntry | null = null;
  private busy = false;
  private handSpots = new Map<Tile, { x: number; y: number }>();
  private passTimer: Phaser.Time.TimerEvent | null = null;
  private refusalKey: string | null;
  private epoch: number;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly services: Services,
    private readonly driver: TableDriver,
    private readonly hooks: TableHooks,
  ) {
    this.current = driver.view();
    // The table as it stands (a resumed game included), without replaying old steps.
    this.shown = settledShown(this.current);
    this.lastId = this.current.log.length - 1;
    this.refusalKey = this.current.refusal?.key ?? null;
    this.epoch = this.current.epoch;
    const { width, height } = viewSize(scene);
    this.input = new TableInput({
      board: () => this.board,
      view: () => this.current,
      live: () => this.live(),
      busy: () => !this.idle(),
      send: (action) => this.send(action),
      redraw: (ms) => this.draw(ms),
    });
    const input = this.input;
    this.board = new TableBoard(
      scene,
      hooks.regions(width, height),
      this.current,
      this.shown.scores,
      {
        onTap: input.tap,
        onDrop: input.drop,
        onDragStart: input.dragStart,
        boneyard: input.boneyard,
        pick: input.pick,
      },
    );
    this.celebrator = new Celebrator(scene, celebrationStage(this.board), services.sound, () =>
      Math.max(1, this.current.sideNames.length),
    );
    this.animator = new TableAnimator({
      celebrator: this.celebrator,
      prefs: () => services.prefs.get(),
      scene,
      board: this.board,
      sound: services.sound,
      view: () => this.current,
      shown: () => this.shown,
      handSpot: (tile) => this.handSpots.get(tile) ?? null,
      ms: (base) => this.ms(base),
    });
    this.board.drawer.settle(this.current.board, this.shown);
    // The legal moves as DOM buttons for screen readers (while the person may move).
    new TableMoves(scene, { live: () => (this.live() ? this.current : null), act: input.act });
    scene.input.on(Phaser.Input.Events.POINTER_UP, input.pointerUp);
    const stop = driver.subscribe(() => this.onChange());
    listenKeys(scene, (e) => this.onKey(e));
    onResize(scene, () => this.relayout());
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      stop();
      scene.input.off(Phaser.Input.Events.POINTER_UP, input.pointerUp);
      this.passTimer?.remove();
      this.board.destroy();
    });
  }

  view(): TableView {
    return this.current;
  }

  ms(base: number): number {
    return paced(this.services.prefs.get(), base);
  }

  idle(): boolean {
    return !this.busy && this.queue.length === 0;
  }

  /** The person may act: every step shown, no panel open. */
  live(): boolean {
    return this.idle() && !(this.hooks.blocked?.() ?? false);
  }

  /**
   * Sends an action to the driver: at once (a game's move is made before the input event
   * returns), or with `hooks.deferSend` after it (a lesson rebuilds the widget it came from).
   * The person's choice is forgotten as it goes, whatever the answer.
   */
  send(action: TableAction): void {
    const go = (): void => {
      this.input.forget();
      const message = this.driver.send(action);
      if (message) showToast(this.scene, message, { tone: 'error' });
    };
    if (this.hooks.deferSend) this.scene.time.delayedCall(0, go);
    else go();
  }

  /** Takes the driver's view again (something it reads besides its source changed) and draws it. */
  refresh(): void {
    this.current = this.driver.view();
    this.draw(0);
  }

  /** Opens the table: the still picture, then whatever the settled table shows (a panel). */
  start(): void {
    this.current = this.driver.view();
    this.draw(0);
    this.hooks.settled?.(true);
  }

  /** The driver's view changed: new steps are queued and shown in order. */
  private onChange(): void {
    const view = this.driver.view();
    this.current = view;
    if (view.epoch === this.epoch && view.log.length - 1 < this.lastId) {
      // A new game (rematch) under the same driver: start the table again.
      this.scene.scene.restart();
      return;
    }
    const fresh = view.epoch !== this.epoch;
    if (fresh) {
      // Drawn afresh (a lesson's next hand, a replay's step back): nothing to animate,
      // nothing left to show, whatever the log holds now.
      this.epoch = view.epoch;
      this.queue = [];
      this.shown = settledShown(view);
      this.lastId = view.log.length - 1;
      this.board.drawer.settle(view.board, this.shown);
    }
    for (const spot of this.board.hand.spots()) this.handSpots.set(spot.tile, spot);
    const steps = view.log.length - 1 - this.lastId;
    for (let id = this.lastId + 1; id < view.log.length; id++) {
      const entry = view.log[id];
      if (entry) this.queue.push(entryForViewer(entry, view.viewer));
    }
    this.lastId = view.log.length - 1;
    // Moves landed or a new deal: the person's choice is of a table that has moved on. An
    // answer with no steps (a coach's word, a hint) keeps it (TableInput.normalize).
    if (steps > 0 || fresh) this.input.forget();
    const refusal = view.refusal;
    if (refusal && refusal.key !== this.refusalKey) {
      showToast(this.scene, refusal.message, { tone: 'error' });
      this.services.sound.play('tick');
    }
    this.refusalKey = refusal?.key ?? null;
    void this.run();
  }

  private async run(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.draw(0);
    while (this.queue.length > 0) {
      const entry = this.queue.shift() as LogEntry;
      if (entry.kind === 'deal') {
        this.hooks.dealing?.();
        this.handSpots.clear();
      }
      const epoch = this.epoch;
      this.showing = entry;
      try {
        await this.animator.animate(entry);
      } catch {
        // An animation problem must never stop the game: show the state as it is.
      }
      this.showing = null;
      // Drawn afresh meanwhile: the step is already in the new still picture.
      if (epoch === this.epoch) this.shown = applyEntry(this.shown, entry);
      this.draw(0);
    }
    this.busy = false;
    this.draw(0);
    this.hooks.settled?.(false);
  }

  /** Draws the still picture: seats, hand, count, boneyard, lit places; the status when idle. */
  draw(ms: number): void {
    const view = this.current;
    const selection = this.input.normalize();
    const idle = this.idle();
    this.board.draw(
      view,
      {
        // Mid-animation, the seat of the step being shown (or about to be) is lit as moving.
        shown: idle ? this.shown : whileShowing(this.shown, this.showing ?? this.queue[0]),
        selection,
        live: this.live(),
        idle,
        layoutArea: this.hooks.layoutArea?.() ?? this.board.area.layout,
        handAway: this.hooks.handAway?.() ?? false,
        playerName: this.services.prefs.get().playerName,
      },
      ms,
    );
    if (idle) this.status();
    this.hooks.drawn?.();
  }

  private status(): void {
    this.passTimer?.remove();
    this.passTimer = null;
    const view = this.current;
    const hud = this.board.hud;
    if (this.hooks.blocked?.()) {
      hud.setStatus('');
      return;
    }
    hud.setStatus(view.status.text, view.status.tone);
    if (view.autoPass)
      this.passTimer = this.scene.time.delayedCall(Math.max(400, this.ms(1100)), () =>
        this.send({ type: 'pass' }),
      );
  }

  private onKey(e: KeyboardEvent): void {
    if (!this.scene.scene.isActive()) return;
    if (e.key === 'm' || e.key === 'M') {
      const muted = !this.services.sound.isMuted();
      this.services.sound.setMuted(muted);
      showToast(this.scene, muted ? 'Sound off' : 'Sound on');
      return;
    }
    if (this.hooks.key?.(e)) return;
    if (e.key === 'Enter') this.passTimer?.remove();
    this.input.key(e);
  }

  private relayout(): void {
    const { width, height } = viewSize(this.scene);
    this.board.relayout(this.hooks.regions(width, height), this.current, this.shown.scores);
    this.hooks.resized?.();
    this.draw(0);
  }
}

/** Where the line table celebrates: its layout's tiles, the banners' band, the pegging board. */
function celebrationStage(board: TableBoard): CelebrationStage {
  return {
    get scale() {
      return board.scale;
    },
    get calloutArea() {
      return board.layoutArea;
    },
    tileBoxes: () => board.layout.tileBoxes(),
    band: () => ({ rect: bannerBand(board.area), standIn: (t) => board.hud.standIn(t) }),
    lanes: () => board.area.board,
  };
}
