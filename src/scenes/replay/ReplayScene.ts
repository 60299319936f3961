/**
 * A kept game, stepped through move by move: the one table (tableCore.ts) driven by the
 * replay driver (src/view/replayDriver.ts), plus only the viewer's own controls: Back, Play
 * (autoplay; Pause), Forward, Previous hand, Next hand (buttons, arrow keys, Space, a swipe
 * across the table; placed by src/view/replayNav.ts) and the way back to Your games. Opened from History with a kept game; loaded on demand with the tutorial's
 * scenes, which draw the same table (src/scenes/onDemandTables.ts).
 */
import * as Phaser from 'phaser';
import type { ArchivedGame } from '../../archive/game';
import { gameFrames, type GameFrames } from '../../archive/replay';
import { formatTile } from '../../engine/tiles';
import { replayDriver, type ReplayDriver } from '../../view/replayDriver';
import {
  replayNavSpots,
  replayScrubSpot,
  replayStrip,
  REPLAY_NAV,
  type ReplayNav,
} from '../../view/replayNav';
import { scrubAt, scrubFraction, scrubTicks } from '../../view/replayScrub';
import { ReplayScrubber } from './replayScrubber';
import { cssPointer } from '../../ui/hiDpi';
import { tableRegions, type Regions } from '../../view/tableRegions';
import { Button, drawFelt, showDialog } from '../../ui/widgets';
import type { Services } from '../services';
import { Table } from '../table/tableCore';
import { tableSpots, type TableSpots } from '../table/tableHooks';
import { viewSize } from '../../ui/hiDpi';

/** What History hands the viewer. */
export interface ReplayData {
  readonly game: ArchivedGame;
}

/** The viewer as drawn, for browser tests. */
export interface ReplayHotspots extends TableSpots {
  readonly buttons: readonly { label: string; x: number; y: number; enabled: boolean }[];
  readonly caption: string;
  readonly at: { readonly hand: number; readonly count: number };
  /** The other seats' tiles shown face up (and how many each holds). */
  readonly faceUp: readonly { seat: number; count: number; tiles: readonly string[] }[];
  /** The scrubber's track (its centre and size) and how far along the knob is. */
  readonly scrubber: { x: number; y: number; w: number; h: number; fraction: number };
  /** The scores the pegging board shows. */
  readonly scores: readonly number[];
}

type Nav = Exclude<ReplayNav, 'Play'>;

/** Autoplay's pace: a move this often (at the speed chosen in Settings). */
const AUTOPLAY_MS = 1200;

export class ReplayScene extends Phaser.Scene {
  private table!: Table;
  private driver!: ReplayDriver;
  private nav!: Record<ReplayNav, Button>;
  private leave!: Button;
  private scrubber!: ReplayScrubber;
  private frames: GameFrames = [];
  /** Autoplay's timer while it plays, else null. */
  private autoplay: Phaser.Time.TimerEvent | null = null;

  constructor(private readonly services: Services) {
    super('Replay');
  }

  create(data: Partial<ReplayData>): void {
    const game = data.game;
    if (!game) {
      this.scene.start('History');
      return;
    }
    const made = gameFrames(game);
    if (!made.ok || made.frames.length === 0) {
      // A game its deal code does not reproduce: say why, then back to the list.
      const { width, height } = viewSize(this);
      drawFelt(this.add.graphics(), width, height);
      showDialog(this, {
        title: 'Replay',
        message: made.ok ? 'This game has no hands to step through.' : made.message,
        buttons: [{ label: 'Back to your games', primary: true, onClick: () => this.exit() }],
      });
      return;
    }
    const frames = made.frames;
    this.frames = frames;
    // A kept game is finished: every hand is shown face up.
    this.driver = replayDriver(game, frames, true);
    const view = this.driver.view();
    this.autoplay = null;
    const regions = (width: number, height: number): Regions => {
      const r = tableRegions(width, height, view.facts.players, view.sideNames.length);
      const top = replayStrip(r);
      // Upright, the caption (a move in words) wraps upwards to three lines: room for two more.
      const foot = r.portrait ? 40 * r.scale : 0;
      return { ...r, layout: { ...r.layout, y: r.layout.y + top, h: r.layout.h - top - foot } };
    };
    const make = (label: string, fn: () => void): Button =>
      new Button(this, 0, 0, label, fn, { width: 130, height: 44, fontSize: 15 }).setDepth(1100);
    this.nav = {
      Back: make('Back', () => this.step('Back')),
      Play: make('Play', () => this.toggleAutoplay()),
      Forward: make('Forward', () => this.step('Forward')),
      'Previous hand': make('Previous hand', () => this.step('Previous hand')),
      'Next hand': make('Next hand', () => this.step('Next hand')),
    };
    this.scrubber = new ReplayScrubber(this, scrubTicks(frames), (fraction) => {
      this.stopAutoplay();
      this.driver.to(scrubAt(frames, fraction));
    });
    this.scrubber.container.setDepth(1100);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.stopAutoplay());
    this.leave = new Button(this, 0, 0, 'Your games', () => this.exit(), {
      width: 124,
      height: 36,
    }).setDepth(1200);
    this.table = new Table(this, this.services, this.driver, {
      regions,
      key: (e) => this.onKey(e),
      resized: () => this.place(),
      drawn: () => this.enable(),
    });
    this.listenSwipe();
    this.place();
    this.table.start();
    this.driver.subscribe(() => this.services.say?.(this.driver.view().status.text));
  }

  /** Play: a move forward every so often, animated, until the game's end or Pause. */
  private toggleAutoplay(): void {
    if (this.autoplay) {
      this.stopAutoplay();
      return;
    }
    if (this.driver.atEnd()) return;
    this.autoplay = this.time.addEvent({
      delay: Math.max(250, this.table.ms(AUTOPLAY_MS)),
      loop: true,
      callback: () => {
        // A move still being shown finishes first.
        if (this.table.idle()) this.driver.forward(true);
        if (this.driver.atEnd()) this.stopAutoplay();
      },
    });
    this.driver.forward(this.table.idle());
    this.enable();
  }

  private stopAutoplay(): void {
    if (!this.autoplay) return;
    this.autoplay.remove();
    this.autoplay = null;
    if (this.scene.isActive()) this.enable();
  }

  /** One control's work (autoplay pauses): forward animates when the table is idle, else is drawn at once. */
  private step(which: Nav): void {
    this.stopAutoplay();
    const d = this.driver;
    const at = d.at();
    if (which === 'Forward') d.forward(this.table.idle());
    else if (which === 'Back') d.back();
    else if (which === 'Previous hand') d.toHand(at.count > 0 ? at.hand : at.hand - 1);
    else d.toHand(at.hand + 1);
  }

  private exit(): void {
    this.services.sound.play('click');
    this.scene.start('History');
  }

  /** A swipe across the table steps: to the left is forward, to the right is back. */
  private listenSwipe(): void {
    let from: { x: number; y: number } | null = null;
    this.input.on(Phaser.Input.Events.POINTER_DOWN, (p: Phaser.Input.Pointer) => {
      const at = cssPointer(p);
      // A drag along the scrubber is the scrubber's.
      from = this.scrubber.contains(at.x, at.y) ? null : { x: p.x, y: p.y };
    });
    this.input.on(Phaser.Input.Events.POINTER_UP, (p: Phaser.Input.Pointer) => {
      if (!from) return;
      const dx = p.x - from.x;
      const dy = p.y - from.y;
      from = null;
      if (Math.abs(dx) < 60 || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      this.step(dx < 0 ? 'Forward' : 'Back');
    });
  }

  private onKey(e: KeyboardEvent): boolean {
    const keys: Readonly<Record<string, Nav>> = {
      ArrowRight: 'Forward',
      ArrowLeft: 'Back',
      ArrowUp: 'Previous hand',
      PageUp: 'Previous hand',
      ArrowDown: 'Next hand',
      PageDown: 'Next hand',
    };
    const nav = Object.hasOwn(keys, e.key) ? keys[e.key] : undefined;
    if (nav) {
      e.preventDefault();
      this.step(nav);
    } else if (e.key === ' ') {
      e.preventDefault();
      this.toggleAutoplay();
    } else if (e.key === 'Home') {
      this.stopAutoplay();
      this.driver.toHand(0);
    } else if (e.key === 'End') {
      this.stopAutoplay();
      this.driver.toEnd();
    } else if (e.key === 'Escape') this.exit();
    // Nothing is played in a replay: no other key reaches the table.
    return true;
  }

  /** Controls that would do nothing are dimmed. */
  private enable(): void {
    const at = this.driver.at();
    const first = at.hand === 0 && at.count === 0;
    const lastHand = at.hand >= this.driver.hands - 1;
    const end = lastHand && this.driver.view().gameOver !== null;
    this.nav['Previous hand'].setEnabled(!first);
    this.nav.Back.setEnabled(!first);
    this.nav.Forward.setEnabled(!end);
    this.nav['Next hand'].setEnabled(!lastHand);
    this.nav.Play.setLabel(this.autoplay ? 'Pause' : 'Play').setEnabled(
      this.autoplay !== null || !this.driver.atEnd(),
    );
    this.scrubber.show(scrubFraction(this.frames, at));
  }

  private place(): void {
    const r = this.table.board.area;
    const s = r.scale;
    // A finger's height on a phone held upright (as the table's Menu button), else the table's.
    this.leave
      .resize(124, r.portrait ? 44 : 36)
      .setPosition(r.menu.x, r.menu.y)
      .setScale(r.portrait ? 1 : Math.max(0.75, s));
    // The table's regions before the strip was taken from the layout (replayNav.ts).
    const { width, height } = viewSize(this);
    const view = this.table.view();
    const plain = tableRegions(width, height, view.facts.players, view.sideNames.length);
    const spots = replayNavSpots(plain, width);
    for (const label of REPLAY_NAV) {
      const spot = spots[label];
      this.nav[label].setScale(1).resize(spot.w, spot.h).setPosition(spot.x, spot.y);
    }
    this.scrubber.place(replayScrubSpot(plain));
    this.enable();
  }

  // ---- For browser tests ------------------------------------------------------------

  hotspots(): ReplayHotspots {
    const pegs = this.table.board.pegs;
    const view = this.table.view();
    return {
      ...tableSpots(this.table),
      buttons: [...REPLAY_NAV.map((n) => this.nav[n]), this.leave].map((b) => ({
        label: b.label,
        x: b.x,
        y: b.y,
        enabled: b.enabled,
      })),
      caption: view.status.text,
      at: this.driver.at(),
      faceUp: view.seats.map((s) => ({
        seat: s.seat,
        count: s.tiles,
        tiles: (s.hand ?? []).map(formatTile),
      })),
      scrubber: { ...this.scrubber.where, fraction: scrubFraction(this.frames, this.driver.at()) },
      scores: view.sideNames.map((_, side) => pegs?.score(side) ?? 0),
    };
  }
}
