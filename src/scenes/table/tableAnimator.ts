/**
 * The table's motion: each logged step played out in order (issue 5: no step
 * is skipped on screen): the deal's face-down tiles, a tile's flight from the
 * hand or seat to its place, a draw, a pass, the score pop-up, the "plays again"
 * banner and the pegs. Pace follows the speed and reduced-motion preferences;
 * the instant pace skips the motion. Used by games and lessons alike.
 */
import type * as Phaser from 'phaser';
import { hi, lo, type Tile } from '../../engine/tiles';
import type { LogEntry } from '../../machine/history';
import { celebrationAt, celebrationMotion, celebrationNames } from '../../view/celebration';
import type { Shown } from '../../view/tableModel';
import { wentOutOf, type TableView } from '../../view/tableView';
import { TileSprite } from '../../ui/tileSprite';
import type { Celebrator } from './celebrate';
import type { Prefs, SoundApi } from '../services';
import type { TableBoard } from './tableBoard';
import { showToast } from '../toast';
import { fly } from './flights';

export { FLIGHT_DEPTH, paced } from './flights';

export interface AnimatorHost {
  readonly scene: Phaser.Scene;
  readonly board: TableBoard;
  readonly sound: SoundApi;
  /** The latest view (the settled table the steps lead to). */
  view(): TableView;
  /** The table as shown before the step being animated. */
  shown(): Shown;
  /** Where a tile of the person's sat in the hand before the still picture was redrawn. */
  handSpot(tile: Tile): { x: number; y: number } | null;
  ms(base: number): number;
  /** The player's preferences now (celebrations follow reduced motion and the pace). */
  prefs(): Prefs;
  readonly celebrator: Celebrator;
}

export class TableAnimator {
  /** The seat the banner showing speaks of ("North plays again"): another seat's step ends it. */
  private bannerSeat: number | null = null;

  constructor(private readonly host: AnimatorHost) {}

  private get board(): TableBoard {
    return this.host.board;
  }

  private ms(base: number): number {
    return this.host.ms(base);
  }

  wait(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => this.host.scene.time.delayedCall(ms, resolve));
  }

  private fly(
    sprite: TileSprite,
    to: { x: number; y: number; tileAngle?: number },
    duration: number,
    delay = 0,
    ease = 'Cubic.easeOut',
  ): Promise<void> {
    const { tileAngle, ...at } = to;
    const ends = sprite.shownEnds;
    const what = ends ? `tile:${Math.max(...ends)}-${Math.min(...ends)}` : 'back';
    const also = tileAngle === undefined ? undefined : { tileAngle };
    return fly(this.host.scene, sprite, at, duration, { what, delay, ease, also });
  }

  private name(seat: number, you: string, other: string): string {
    const view = this.host.view();
    return `${view.names[seat] ?? ''} ${seat === view.you ? you : other}`;
  }

  private seatAt(seat: number): { x: number; y: number } | null {
    return this.board.seatView(seat, this.host.view())?.centre ?? null;
  }

  async animate(entry: LogEntry): Promise<void> {
    const hud = this.board.hud;
    const r = this.board.area;
    if ('seat' in entry && entry.seat !== this.bannerSeat) hud.clearBanner();
    switch (entry.kind) {
      case 'deal': {
        this.board.layout.clear();
        hud.setTotal(0, false);
        if (entry.lot) await this.showLot(entry);
        hud.setStatus(`Hand ${entry.hand + 1}: ${this.name(entry.leader, 'lead', 'leads')}`);
        return this.animateDeal(entry);
      }
      case 'play':
        return this.animatePlay(entry);
      case 'draw': {
        this.host.sound.play('draw');
        const from = hud.boneyardAt;
        const mine = entry.seat === this.host.view().viewer;
        const to = mine
          ? { x: r.hand.x + r.hand.w - 40, y: r.hand.y + 30 }
          : (this.seatAt(entry.seat) ?? from);
        const d = this.ms(320);
        if (d > 0) {
          const t = new TileSprite(this.host.scene, from.x, from.y, {
            ends: null,
            half: 18 * r.scale,
            angle: 90,
          });
          await this.fly(t, to, d, 0, 'Cubic.easeInOut');
        }
        if (mine && entry.tile !== null) {
          const name = `${hi(entry.tile)}-${lo(entry.tile)}`;
          hud.setStatus(
            entry.playable
              ? `You drew ${name}: it fits, play it now`
              : `You drew ${name}: no fit, draw again`,
          );
        }
        return;
      }
      case 'pass': {
        hud.banner(this.name(entry.seat, 'pass', 'passes'), this.ms(700), 'plain');
        this.bannerSeat = entry.seat;
        await this.wait(this.ms(500));
        return;
      }
      case 'hand-end': {
        const viewer = this.host.view().viewer;
        this.host.sound.play(entry.winners.includes(viewer ?? 0) ? 'win' : 'lose');
        if (!this.host.view().held) this.board.peg(entry.scores, this.ms(700));
        // Nobody is to play now: the callout stands for the status line.
        hud.setStatus('');
        // The hand's last play ringed on the final board, through its beat and panel.
        const placed = this.host.shown().placed;
        this.board.layout.mark(placed > 0 ? placed - 1 : null);
        const out = wentOutOf(entry);
        const at =
          out === null || out === viewer
            ? { x: r.hand.x + r.hand.w / 2, y: r.hand.y - 30 * r.scale }
            : this.seatAt(out);
        return this.celebrate(entry, at);
      }
      case 'game-over':
        return this.celebrate(entry, null);
    }
  }

  private async animatePlay(entry: Extract<LogEntry, { kind: 'play' }>): Promise<void> {
    const view = this.host.view();
    const { layout: layoutView, hud } = this.board;
    const node = this.host.shown().placed;
    const d = this.ms(380);
    layoutView.show(view.board.layout, node + 1, this.ms(300));
    const dest = layoutView.nodeOnScreen(node);
    const placed = layoutView.spriteOf(node);
    const mine = entry.seat === view.viewer;
    const fromHand = mine ? this.board.hand.take(entry.tile) : null;
    const spot = mine ? (this.host.handSpot(entry.tile) ?? fromHand) : null;
    fromHand?.destroy();
    if (dest && placed && d > 0) {
      placed.setVisible(false);
      const origin = spot ?? this.seatAt(entry.seat) ?? dest;
      const flying = new TileSprite(this.host.scene, origin.x, origin.y, {
        ends: [hi(entry.tile), lo(entry.tile)],
        half: dest.half,
        angle: 0,
      }).setNumerals(placed.showsNumerals, dest.half);
      await this.fly(flying, { x: dest.x, y: dest.y, tileAngle: dest.angle }, d);
      placed.setVisible(true);
    }
    this.host.sound.play('click');
    // A question about this play is open: its count and points wait for the answer.
    const held = view.held;
    hud.setTotal(view.board.countHidden ? null : entry.total, entry.scoring);
    if (entry.points > 0 && !held) {
      this.host.sound.play('score');
      if (this.ms(500) > 0) hud.popScore(entry.points, entry.total, this.ms(500));
      this.board.peg(entry.scores, this.ms(550));
    }
    if (entry.again && this.ms(600) > 0) {
      this.host.sound.play('again');
      hud.banner(
        entry.seat === view.you ? 'Play again!' : `${view.names[entry.seat] ?? ''} plays again`,
        this.ms(600),
      );
      this.bannerSeat = entry.seat;
    }
    if (!held) await this.celebrate(entry, dest);
    await this.wait(this.ms(entry.points > 0 || entry.again ? 450 : 120));
  }

  /** The step's celebration, if it is one (a big turn, a domino, the game's end). */
  private celebrate(entry: LogEntry, at: { x: number; y: number } | null): Promise<void> {
    const view = this.host.view();
    const c = celebrationAt(view.log, entry.id, celebrationNames(view));
    if (!c) return Promise.resolve();
    const r = this.board.area;
    const where = at ?? { x: r.layout.x + r.layout.w / 2, y: r.layout.y + r.layout.h / 2 };
    return this.host.celebrator.play(c, where, celebrationMotion(this.host.prefs()), (b) =>
      this.ms(b),
    );
  }

  /** Face-down tiles fly from the middle of the table to each seat in turn, as dealt. */
  private async animateDeal(entry: Extract<LogEntry, { kind: 'deal' }>): Promise<void> {
    const d = this.ms(260);
    this.host.sound.play('draw');
    if (d <= 0) return;
    const viewer = this.host.view().viewer;
    this.board.hand.render({ tiles: [], playable: null, selected: null }, 0);
    const r = this.board.area;
    const from = { x: r.layout.x + r.layout.w / 2, y: r.layout.y + r.layout.h / 2 };
    const flights: Promise<void>[] = [];
    const most = Math.max(...entry.handSizes);
    let k = 0;
    for (let round = 0; round < most; round++) {
      entry.handSizes.forEach((size, seat) => {
        if (round >= size) return;
        const to =
          seat === viewer
            ? { x: r.hand.x + r.hand.w / 2, y: r.hand.y + r.hand.h / 2 }
            : (this.seatAt(seat) ?? from);
        const t = new TileSprite(this.host.scene, from.x, from.y, {
          ends: null,
          half: 14 * r.scale,
          angle: 0,
          shadowAlpha: 0.2,
        });
        flights.push(this.fly(t, to, d, k * this.ms(28)));
        k++;
      });
    }
    await Promise.all(flights);
  }

  private async showLot(entry: Extract<LogEntry, { kind: 'deal' }>): Promise<void> {
    const lot = entry.lot;
    if (!lot) return;
    const names = this.host.view().names;
    const lines = lot.rounds.map(
      (round, i) =>
        `${i === 0 ? 'Drawing for the lead' : 'Tie: drawing again'}: ${round.map((d) => `${names[d.seat] ?? ''} ${hi(d.tile)}-${lo(d.tile)}`).join(', ')}`,
    );
    lines.push(
      `${this.name(lot.leader, 'have', 'has')} the heaviest tile and ${lot.leader === this.host.view().you ? 'lead' : 'leads'}.`,
    );
    showToast(this.host.scene, lines.join('\n'), {
      duration: Math.max(900, this.ms(2200)),
      at: 0.45,
    });
    await this.wait(this.ms(1800));
  }
}
