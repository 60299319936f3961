/**
 * The table: it watches the game's snapshots, animates every logged step in
 * order (so nothing is skipped on screen), then lets the person play with the
 * mouse, touch or keyboard. Legal moves and hint numbers arrive from the
 * machine's selectors; this scene decides no rule.
 */
import * as Phaser from 'phaser';
import { bonusSteps } from '../engine/scoring';
import { formatTile, hi, lo, type Tile } from '../engine/tiles';
import type { LogEntry } from '../machine/history';
import {
  selectGameOver,
  selectHand,
  selectHandEnd,
  selectLayout,
  selectLegal,
  selectPhase,
  selectRefusal,
  selectScores,
  selectSeats,
  selectTurn,
  selectViewer,
  type GameSnapshot,
  type LegalView,
  type PlayTarget,
} from '../machine/selectors';
import { HandView } from '../view/handView';
import { HudView } from '../view/hudView';
import { LayoutView, leadGhost, type Target } from '../view/layoutView';
import { isYou, seatName, sideName } from '../view/names';
import { PegBoard } from '../view/pegboard';
import { SeatView } from '../view/seatView';
import {
  defaultAction,
  normalize,
  NO_SELECTION,
  stepTarget,
  stepTile,
  type Selection,
} from '../view/selection';
import { applyEntry, replayLog, type Shown } from '../view/tableModel';
import { tableRegions, type Regions } from '../view/tableRegions';
import { colours } from '../view/theme';
import { TileSprite } from '../view/tileArt';
import { Button, drawFelt, listenKeys, type Focusable } from '../view/ui';
import type { Services, TableApi } from './services';
import { openOverlay } from './SettingsScene';
import { handEndPanel, pauseMenu, type OverlayResult } from './tableOverlays';
import { PracticeHud, practiceStrip } from './practiceHud';
import { badgeText, type TargetHint } from '../practice/targets';
import type { PracticeApi } from '../practice/session';
import type { ReviewData } from './practiceReview';
import { practiceHotspotsOf, type BadgeSpot, type PracticeHotspots } from './practiceTable';

export type { PracticeHotspots } from './practiceTable';
import { showToast } from './toast';

export interface TableHotspots {
  /** Every logged step has been shown. */
  readonly idle: boolean;
  readonly hand: readonly { tile: string; x: number; y: number; playable: boolean }[];
  readonly selected: string | null;
  readonly targets: readonly { x: number; y: number; total: number; points: number }[];
  readonly canDraw: boolean;
  readonly boneyard: { x: number; y: number };
  readonly buttons: readonly { label: string; x: number; y: number }[];
  /** The scores the pegging board shows. */
  readonly scores: readonly number[];
}

const SPEED_FACTOR = { slow: 1.4, normal: 1, fast: 0.5, instant: 0 } as const;
const LEVEL_NAMES: Readonly<Record<string, string>> = {
  random: 'Random',
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

export class TableScene extends Phaser.Scene {
  private api: TableApi | null = null;
  private unsubscribe: (() => void) | null = null;
  private snap!: GameSnapshot;
  private shown!: Shown;
  private lastId = -1;
  private queue: LogEntry[] = [];
  private busy = false;
  private selection: Selection = NO_SELECTION;
  private regions!: Regions;
  private felt!: Phaser.GameObjects.Graphics;
  private layoutView!: LayoutView;
  private hand!: HandView;
  private hud!: HudView;
  private seats: SeatView[] = [];
  private board: PegBoard | null = null;
  private menuButton!: Button;
  private overlay: OverlayResult | null = null;
  private overlayFocus = 0;
  private refusalAt: string | null = null;
  private passTimer: Phaser.Time.TimerEvent | null = null;
  private practice: PracticeHud | null = null;
  private practiceBadges: readonly BadgeSpot[] = [];
  private bestSelectedFor: unknown = null;
  private pressChose: Tile | null = null;

  constructor(private readonly services: Services) {
    super('Table');
  }

  create(): void {
    const api = this.services.session.table();
    if (!api) {
      this.scene.start('Menu');
      return;
    }
    this.api = api;
    this.snap = api.snapshot();
    this.queue = [];
    this.busy = false;
    this.overlay = null;
    this.selection = NO_SELECTION;
    const { width, height } = this.scale;
    this.regions = this.computeRegions(width, height);
    this.felt = this.add.graphics();
    drawFelt(this.felt, width, height);
    this.layoutView = new LayoutView(this, this.regions.layout);
    this.hand = new HandView(this, this.regions.hand, this.regions.handTile, {
      onTap: (tile) => this.tapTile(tile),
      onDrop: (tile, x, y) => this.dropTile(tile, x, y),
      onDragStart: (tile) => {
        // Phaser starts a drag on the press itself: a tile chosen by this press is not yet to be played by its release.
        this.pressChose = this.selection.tile === tile ? null : tile;
        this.chooseTile(tile);
      },
    });
    this.hud = new HudView(this, this.regions, () => this.clickBoneyard());
    this.seats = this.regions.seats.map((spot) => new SeatView(this, spot, this.regions.scale));
    this.menuButton = new Button(this, 0, 0, 'Menu', () => this.openPause(), {
      width: 96,
      height: 36,
    });
    this.placeMenuButton();
    const practice = this.practiceApi();
    this.practice = practice
      ? new PracticeHud(this, practice, this.regions, {
          undo: () => this.undoTurn(),
          review: () => this.openReview(),
          redraw: () => this.renderStatic(0),
          judged: (text, outcome) => {
            if (outcome === 'muggins') {
              this.services.sound.play('lose');
              showToast(this, text, { tone: 'error', at: 0.45 });
            } else if (outcome === 'right') this.services.sound.play('score');
          },
        })
      : null;
    // Show the game as it stands (a resumed game included) without replaying old steps.
    const log = this.snap.context.log;
    this.shown = replayLog(this.zeroScores(), log);
    this.lastId = log.length - 1;
    this.makeBoard();
    this.layoutView.show(selectLayout(this.snap), this.shown.placed, 0);
    this.renderStatic(0);
    this.maybeOverlay(true);

    // A tap on a lit target plays there (drags are handled by the hand view's drop).
    const onTap = (
      pointer: Phaser.Input.Pointer,
      over: readonly Phaser.GameObjects.GameObject[] = [],
    ): void => {
      // A tap on a tile in hand or a button is theirs, not a target's underneath.
      if (over.length > 0 || pointer.getDistance() > 12 || !this.legal()) return;
      this.layoutView.targetAt(pointer.x, pointer.y)?.();
    };
    this.input.on(Phaser.Input.Events.POINTER_UP, onTap);
    this.unsubscribe = api.subscribe((s) => this.onSnapshot(s));
    // listenKeys passes each key event on once (Phaser 4 can hand a scene the same event again).
    const stopKeys = listenKeys(this, (e) => this.onKey(e));
    const onResize = (size: Phaser.Structs.Size): void => this.relayout(size.width, size.height);
    this.scale.on('resize', onResize);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.unsubscribe?.();
      this.unsubscribe = null;
      stopKeys();
      this.input.off(Phaser.Input.Events.POINTER_UP, onTap);
      this.scale.off('resize', onResize);
      this.passTimer?.remove();
      this.hand.destroy();
      this.seats.forEach((s) => s.destroy());
      this.practice?.destroy();
      this.practice = null;
    });
    // Back from Settings or Help: the preferences (hints, speed) may have changed.
    this.events.on(Phaser.Scenes.Events.RESUME, () => this.renderStatic(0));
    this.events.on(Phaser.Scenes.Events.WAKE, () => this.renderStatic(0));
  }

  // ---- Snapshots and the step queue -------------------------------------------------

  private onSnapshot(s: GameSnapshot): void {
    this.snap = s;
    const log = s.context.log;
    if (log.length - 1 < this.lastId) {
      // A new game (rematch): start the table again.
      this.scene.restart();
      return;
    }
    for (let id = this.lastId + 1; id < log.length; id++) {
      const entry = log[id];
      if (entry) this.queue.push(this.forViewer(entry));
    }
    this.lastId = log.length - 1;
    this.showRefusal();
    void this.runQueue();
  }

  /** Another seat's drawn tile stays hidden. */
  private forViewer(entry: LogEntry): LogEntry {
    const viewer = selectViewer(this.snap);
    return entry.kind === 'draw' && entry.seat !== viewer ? { ...entry, tile: null } : entry;
  }

  private async runQueue(): Promise<void> {
    if (this.busy) {
      return;
    }
    this.busy = true;
    this.renderStatic(0);
    while (this.queue.length > 0) {
      const entry = this.queue.shift() as LogEntry;
      try {
        await this.animate(entry);
      } catch {
        // An animation problem must never stop the game: show the state as it is.
      }
      this.shown = applyEntry(this.shown, entry);
      this.renderStatic(0);
    }
    this.busy = false;
    this.renderStatic(0);
    this.maybeOverlay(false);
  }

  private ms(base: number): number {
    const prefs = this.services.prefs.get();
    const f = SPEED_FACTOR[prefs.speed];
    const t = base * f;
    return prefs.reducedMotion ? Math.min(t, 160) : t;
  }

  private wait(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => this.time.delayedCall(ms, resolve));
  }

  private tween(config: Phaser.Types.Tweens.TweenBuilderConfig): Promise<void> {
    if ((config.duration ?? 0) <= 0) {
      const targets = Array.isArray(config.targets) ? config.targets : [config.targets];
      for (const t of targets) {
        for (const [k, v] of Object.entries(config)) {
          if (['targets', 'duration', 'ease', 'delay', 'onComplete'].includes(k)) continue;
          if (typeof v === 'number') (t as Record<string, number>)[k] = v;
        }
      }
      return Promise.resolve();
    }
    return new Promise((resolve) => this.tweens.add({ ...config, onComplete: () => resolve() }));
  }

  private async animate(entry: LogEntry): Promise<void> {
    switch (entry.kind) {
      case 'deal': {
        this.layoutView.clear();
        this.overlay?.container.destroy();
        this.overlay = null;
        this.hud.setTotal(0);
        if (entry.lot) await this.showLot(entry);
        this.hud.setStatus(
          `Hand ${entry.hand + 1}: ${this.seatName(entry.leader)} ${this.isYou(entry.leader) ? 'lead' : 'leads'}`,
        );
        await this.animateDeal(entry);
        return;
      }
      case 'play':
        return this.animatePlay(entry);
      case 'draw': {
        this.services.sound.play('draw');
        const from = this.hud.boneyardAt;
        const to =
          entry.seat === 0
            ? { x: this.regions.hand.x + this.regions.hand.w - 40, y: this.regions.hand.y + 30 }
            : (this.seats[entry.seat]?.centre ?? from);
        const d = this.ms(320);
        if (d > 0) {
          const t = new TileSprite(this, from.x, from.y, {
            ends: null,
            half: 18 * this.regions.scale,
            angle: 90,
          });
          this.add.existing(t);
          await this.tween({ targets: t, x: to.x, y: to.y, duration: d, ease: 'Cubic.easeInOut' });
          t.destroy();
        }
        if (entry.seat === 0 && entry.tile !== null) {
          this.hud.setStatus(
            entry.playable
              ? `You drew ${hi(entry.tile)}-${lo(entry.tile)}: it fits, play it now`
              : `You drew ${hi(entry.tile)}-${lo(entry.tile)}: no fit, draw again`,
          );
        }
        return;
      }
      case 'pass': {
        const at =
          entry.seat === 0
            ? { x: this.regions.hand.x + this.regions.hand.w / 2, y: this.regions.hand.y - 40 }
            : (this.seats[entry.seat]?.centre ?? { x: 0, y: 0 });
        this.hud.banner(
          `${this.seatName(entry.seat)} ${this.isYou(entry.seat) ? 'pass' : 'passes'}`,
          at.x,
          at.y,
          this.ms(700),
          'plain',
        );
        await this.wait(this.ms(500));
        return;
      }
      case 'hand-end': {
        const mine = entry.winners.includes(selectViewer(this.snap) ?? 0);
        this.services.sound.play(mine ? 'win' : 'lose');
        // Peg the end-of-hand points.
        entry.scores.forEach((score, side) =>
          this.board?.setScore(side, score, {
            animate: this.ms(400) > 0,
            durationMs: Math.max(1, this.ms(700)),
          }),
        );
        return;
      }
      case 'game-over':
        return;
    }
  }

  private async animatePlay(entry: Extract<LogEntry, { kind: 'play' }>): Promise<void> {
    const node = this.shown.placed;
    const d = this.ms(380);
    this.layoutView.show(selectLayout(this.snap), node + 1, this.ms(300));
    const dest = this.layoutView.nodeOnScreen(node);
    const placed = this.layoutView.spriteOf(node);
    const fromHand = entry.seat === selectViewer(this.snap) ? this.hand.take(entry.tile) : null;
    if (dest && placed && d > 0) {
      placed.setVisible(false);
      const origin = fromHand
        ? { x: fromHand.x, y: fromHand.y }
        : (this.seats[entry.seat]?.centre ?? { x: dest.x, y: dest.y });
      fromHand?.destroy();
      const flying = new TileSprite(this, origin.x, origin.y, {
        ends: [hi(entry.tile), lo(entry.tile)],
        half: dest.half,
        angle: 0,
      });
      this.add.existing(flying);
      await this.tween({
        targets: flying,
        x: dest.x,
        y: dest.y,
        tileAngle: dest.angle,
        duration: d,
        ease: 'Cubic.easeOut',
      });
      flying.destroy();
      placed.setVisible(true);
    } else fromHand?.destroy();
    this.services.sound.play('click');
    this.hud.setTotal(entry.total);
    if (entry.points > 0) {
      this.services.sound.play('score');
      if (this.ms(500) > 0) this.hud.popScore(entry.points, entry.total, this.ms(500));
      this.board?.setScore(this.sideOf(entry.seat), entry.scores[this.sideOf(entry.seat)] ?? 0, {
        animate: this.ms(400) > 0,
        durationMs: Math.max(1, this.ms(550)),
      });
    }
    if (entry.again && this.ms(600) > 0) {
      const at = dest ?? {
        x: this.regions.layout.x + this.regions.layout.w / 2,
        y: this.regions.layout.y + 30,
      };
      this.services.sound.play('again');
      this.hud.banner(
        this.isYou(entry.seat) ? 'Play again!' : `${this.seatName(entry.seat)} plays again`,
        at.x,
        at.y - 40 * this.regions.scale,
        this.ms(600),
      );
    }
    await this.wait(this.ms(entry.points > 0 || entry.again ? 450 : 120));
  }

  /** Face-down tiles fly from the middle of the table to each seat in turn, as dealt. */
  private async animateDeal(entry: Extract<LogEntry, { kind: 'deal' }>): Promise<void> {
    const d = this.ms(260);
    this.services.sound.play('draw');
    if (d <= 0) return;
    const viewer = selectViewer(this.snap);
    this.hand.render({ tiles: [], playable: null, selected: null }, 0);
    const r = this.regions;
    const from = { x: r.layout.x + r.layout.w / 2, y: r.layout.y + r.layout.h / 2 };
    const half = 14 * r.scale;
    const flights: Promise<void>[] = [];
    const most = Math.max(...entry.handSizes);
    let k = 0;
    for (let round = 0; round < most; round++) {
      entry.handSizes.forEach((size, seat) => {
        if (round >= size) return;
        const to =
          seat === viewer
            ? { x: r.hand.x + r.hand.w / 2, y: r.hand.y + r.hand.h / 2 }
            : (this.seats[seat]?.centre ?? from);
        const t = new TileSprite(this, from.x, from.y, {
          ends: null,
          half,
          angle: 0,
          shadowAlpha: 0.2,
        });
        this.add.existing(t);
        flights.push(
          this.tween({
            targets: t,
            x: to.x,
            y: to.y,
            delay: k * this.ms(28),
            duration: d,
            ease: 'Cubic.easeOut',
          }).then(() => t.destroy()),
        );
        k++;
      });
    }
    await Promise.all(flights);
  }

  private async showLot(entry: Extract<LogEntry, { kind: 'deal' }>): Promise<void> {
    const lot = entry.lot;
    if (!lot) return;
    const lines = lot.rounds.map(
      (round, i) =>
        `${i === 0 ? 'Drawing for the lead' : 'Tie: drawing again'}: ${round.map((d) => `${this.seatName(d.seat)} ${hi(d.tile)}-${lo(d.tile)}`).join(', ')}`,
    );
    lines.push(
      `${this.seatName(lot.leader)} ${this.isYou(lot.leader) ? 'have' : 'has'} the heaviest tile and ${this.isYou(lot.leader) ? 'lead' : 'leads'}.`,
    );
    showToast(this, lines.join('\n'), { duration: Math.max(900, this.ms(2200)), at: 0.45 });
    await this.wait(this.ms(1800));
  }

  // ---- Drawing the still picture ----------------------------------------------------

  /** The person only watches computers play (a `watch=1` link): seat 0 is one of them. */
  private watching(): boolean {
    return this.snap.context.settings.seats[0]?.kind !== 'human';
  }

  private seatName(seat: number): string {
    return seatName(seat, this.players(), this.watching());
  }

  private isYou(seat: number): boolean {
    return isYou(seat, this.watching());
  }

  private players(): number {
    return this.snap.context.settings.players;
  }

  private sideOf(seat: number): number {
    return this.snap.context.settings.partners ? seat % 2 : seat;
  }

  private zeroScores(): number[] {
    return selectScores(this.snap).scores.map(() => 0);
  }

  private computeRegions(width: number, height: number): Regions {
    const sides = selectScores(this.snap).scores.length;
    const r = tableRegions(width, height, this.players(), sides);
    if (!this.practiceApi()) return r;
    // Practice takes a strip at the top of the table for its lines (and, upright, its buttons).
    const strip = practiceStrip(r);
    return { ...r, layout: { ...r.layout, y: r.layout.y + strip, h: r.layout.h - strip } };
  }

  private practiceApi(): PracticeApi | null {
    return this.services.session.practice?.() ?? null;
  }

  private makeBoard(): void {
    this.board?.destroy();
    const r = this.regions.board;
    const { scores, target } = selectScores(this.snap);
    const { partners } = this.snap.context.settings;
    const labels = scores.map((_, side) =>
      sideName(side, this.players(), partners, this.watching()),
    );
    this.board = new PegBoard(this, {
      x: r.x + r.w / 2,
      y: r.y + r.h / 2,
      width: r.w,
      height: r.h,
      sides: scores.length,
      target,
      colours: colours.sides.slice(0, scores.length),
      labels,
    });
    this.add.existing(this.board);
    this.shown.scores.forEach((s, side) => this.board?.setScore(side, s, { animate: false }));
  }

  private legal(): LegalView | null {
    if (this.busy || this.queue.length > 0 || this.overlay) return null;
    return selectLegal(this.snap);
  }

  private renderStatic(ms: number): void {
    const snap = this.snap;
    const legal = this.legal();
    const turn = selectTurn(snap);
    const idle = !this.busy && this.queue.length === 0;
    const seatViews = selectSeats(snap);
    this.seats.forEach((view, seat) => {
      const info = seatViews[seat];
      // The person's own seat is their hand; a computer in seat 0 (watching) gets a badge.
      if (!info || (seat === 0 && info.kind === 'human')) return;
      view.render({
        name: this.seatName(seat),
        detail: info.level ? (LEVEL_NAMES[info.level] ?? info.level) : 'Player',
        tiles: this.shown.handSizes[seat] ?? info.tiles,
        onTurn: idle ? info.onTurn : this.shown.lastSeat === seat,
        thinking: idle && turn?.seat === seat && turn.thinking,
        colour: colours.sides[this.sideOf(seat)] ?? colours.gold,
      });
    });
    const handTiles = selectHand(snap);
    this.selection = normalize(this.selection, legal, handTiles);
    this.selectBest(legal, handTiles);
    const playable = legal ? new Set(legal.tiles.map((t) => t.tile)) : null;
    this.hand.render(
      { tiles: handTiles, playable, selected: legal ? this.selection.tile : null },
      ms,
    );
    this.hud.setTotal(this.shown.total);
    const canDrawOnly = !!legal && legal.tiles.length === 0 && legal.canDraw;
    this.hud.setBoneyard(
      this.shown.boneyard,
      canDrawOnly,
      snap.context.game.config.options.boneyard,
    );
    this.renderTargets(legal);
    if (idle) this.updateStatus(legal);
    this.renderPractice(legal, idle);
  }

  private renderPractice(legal: LegalView | null, idle: boolean): void {
    const hud = this.practice;
    if (!hud) return;
    const hints = legal ? (this.practiceApi()?.targets() ?? []) : [];
    const best = new Map<Tile, number>();
    for (const h of hints) best.set(h.tile, Math.max(best.get(h.tile) ?? 0, h.points));
    const game = this.snap.context.game;
    hud.render({
      players: this.players(),
      partners: this.snap.context.settings.partners,
      onTurn: legal !== null && idle,
      handOver: selectHandEnd(this.snap) !== null,
      hands: game.hand?.hands ?? [],
      seatSpots: this.regions.seats,
      tags: this.hand.spots().map((s) => ({ x: s.x, y: s.y, points: best.get(s.tile) ?? 0 })),
    });
  }

  /** When the best move is asked for, its tile is chosen once per position, its spot marked. */
  private selectBest(legal: LegalView | null, handTiles: readonly Tile[]): void {
    const best = legal && this.practice?.bestShown ? this.practice.best() : null;
    const game = this.snap.context.game;
    if (!best || best.best.legal.type !== 'play' || this.bestSelectedFor === game) return;
    this.bestSelectedFor = game;
    const { tile, on } = best.best.legal;
    const choice = legal?.tiles.find((t) => t.tile === tile);
    const target = Math.max(0, choice?.targets.findIndex((t) => t.on === on) ?? 0);
    this.selection = normalize({ tile, target }, legal, handTiles);
  }

  private renderTargets(legal: LegalView | null): void {
    const layout = selectLayout(this.snap);
    const choice = legal?.tiles.find((t) => t.tile === this.selection.tile);
    if (!legal || !choice || !layout) {
      this.layoutView.setTargets([]);
      this.practiceBadges = [];
      return;
    }
    const practice = this.practiceApi();
    const hints = practice ? practice.options().hints !== 'off' : this.services.prefs.get().hints;
    const practiceHints: readonly TargetHint[] = practice ? practice.targets() : [];
    const best = this.practice?.best() ?? null;
    const bestLegal = best?.best.legal.type === 'play' ? best.best.legal : null;
    const targets: Target[] = [];
    const badges: BadgeSpot[] = [];
    let marked = false;
    choice.targets.forEach((target, i) => {
      const ghost = target.point === null ? leadGhost(choice.tile) : this.ghostFor(target);
      if (!ghost) return;
      const hint = practiceHints.find((h) => h.tile === choice.tile && h.target === target);
      const isBest =
        !marked &&
        bestLegal !== null &&
        bestLegal.tile === choice.tile &&
        bestLegal.on === target.on;
      if (isBest) marked = true;
      const badge = !hints
        ? null
        : hint
          ? `${isBest ? '★ ' : ''}${badgeText(hint)}`
          : `${target.total}${target.points > 0 ? ` → +${target.points}` : ''}`;
      targets.push({
        ghost,
        tile: choice.tile,
        badge,
        scores: target.points > 0,
        selected: i === this.selection.target,
        onPick: () => this.play(choice.tile, target),
      });
      badges.push({
        tile: formatTile(choice.tile),
        on: target.on === null ? null : formatTile(target.on),
        slot: target.slot,
        total: hint?.total ?? target.total,
        points: hint?.points ?? target.points,
        again: hint?.again ?? false,
        best: isBest,
        text: badge,
        x: 0,
        y: 0,
      });
    });
    this.layoutView.setTargets(targets);
    this.practiceBadges = badges;
  }

  private ghostFor(target: PlayTarget): Target['ghost'] | null {
    const layout = selectLayout(this.snap);
    if (!layout || !target.point) return null;
    const index = layout.open.findIndex(
      (p) => p.node === target.point?.node && p.edge === target.point.edge,
    );
    return index < 0 ? null : (this.layoutGhosts()[index] ?? null);
  }

  private layoutGhosts(): readonly Target['ghost'][] {
    return this.layoutView.ghosts();
  }

  private updateStatus(legal: LegalView | null): void {
    this.passTimer?.remove();
    this.passTimer = null;
    const phase = selectPhase(this.snap);
    const turn = selectTurn(this.snap);
    if (this.overlay || phase === 'hand-end' || phase === 'game-over') {
      this.hud.setStatus('');
      return;
    }
    if (legal) {
      if (legal.tiles.length > 0) {
        const chained = turn?.chained ?? false;
        const first = phase === 'lead';
        this.hud.setStatus(
          first
            ? 'Your lead: choose any tile to start'
            : chained
              ? 'Play again! Choose another tile'
              : 'Your turn: choose a tile, then a lit spot',
          'turn',
        );
        return;
      }
      if (legal.canDraw) {
        this.hud.setStatus('No tile fits: draw from the boneyard', 'turn');
        return;
      }
      if (legal.canPass) {
        this.hud.setStatus(
          turn?.chained
            ? 'No further play: your turn ends'
            : 'No play and nothing to draw: you pass',
          'warn',
        );
        this.passTimer = this.time.delayedCall(Math.max(400, this.ms(1100)), () =>
          this.api?.send({ type: 'PASS' }),
        );
      }
      return;
    }
    if (turn && turn.kind === 'computer') this.hud.setStatus(`${this.seatName(turn.seat)} to play`);
    else this.hud.setStatus('');
  }

  private maybeOverlay(immediate: boolean): void {
    if (this.busy || this.queue.length > 0 || this.overlay) return;
    const handEnd = selectHandEnd(this.snap);
    if (!handEnd) return;
    const gameOver = selectGameOver(this.snap);
    const { config } = this.snap.context.game;
    const result = {
      end: handEnd.end,
      winners: handEnd.winners,
      pips: handEnd.pips,
      bonus: handEnd.bonus,
    };
    const steps = bonusSteps(config, result);
    const { width, height } = this.scale;
    this.overlay = handEndPanel(
      this,
      config,
      handEnd,
      steps,
      gameOver,
      {
        next: () => this.api?.send({ type: 'NEXT_HAND' }),
        rematch: () => this.api?.send({ type: 'REMATCH' }),
        newGame: () => this.scene.start('NewGame'),
        menu: () => this.scene.start('Menu'),
        ...(this.practice ? { review: () => this.openReview() } : {}),
        ...(this.practice && !gameOver && this.practiceApi()?.canUndo()
          ? { undo: () => this.undoTurn() }
          : {}),
      },
      width,
      height,
      this.watching(),
    );
    this.overlay.container.setDepth(1000);
    this.overlay.reveal(immediate ? 0 : this.ms(500));
    this.overlayFocus = 0;
    this.focusOverlay(0);
    this.renderStatic(0);
  }

  private focusOverlay(delta: number): void {
    const items: Focusable[] = this.overlay?.focusables ?? [];
    if (items.length === 0) return;
    items[this.overlayFocus]?.setFocused(false);
    this.overlayFocus = (this.overlayFocus + delta + items.length) % items.length;
    items[this.overlayFocus]?.setFocused(true);
  }

  private showRefusal(): void {
    const refusal = selectRefusal(this.snap);
    const key = refusal ? `${refusal.at}:${refusal.code}:${refusal.message}` : null;
    if (refusal && key !== this.refusalAt && refusal.code !== 'computer-error') {
      showToast(this, refusal.message, { tone: 'error' });
      this.services.sound.play('tick');
    }
    this.refusalAt = key;
  }

  // ---- For browser tests ------------------------------------------------------------

  /** Where to click, in canvas pixels: the hand, the lit targets, the boneyard and the buttons. */
  hotspots(): TableHotspots {
    const legal = this.legal();
    const playable = new Set(legal?.tiles.map((t) => t.tile) ?? []);
    const choice = legal?.tiles.find((t) => t.tile === this.selection.tile);
    const spots = this.layoutView.targetSpots();
    const practiceButtons = this.overlay ? [] : (this.practice?.allButtons ?? []);
    const buttons = [
      ...(this.overlay?.focusables ?? []),
      this.menuButton,
      ...practiceButtons,
    ].flatMap((f) => (f instanceof Button ? [{ label: f.label, x: f.x, y: f.y }] : []));
    return {
      idle: !this.busy && this.queue.length === 0,
      hand: this.hand
        .spots()
        .map((s) => ({ tile: formatTile(s.tile), x: s.x, y: s.y, playable: playable.has(s.tile) })),
      selected: this.selection.tile === null ? null : formatTile(this.selection.tile),
      targets: (choice?.targets ?? []).flatMap((t, i) => {
        const at = spots[i];
        return at ? [{ x: at.x, y: at.y, total: t.total, points: t.points }] : [];
      }),
      canDraw: !!legal && legal.tiles.length === 0 && legal.canDraw,
      boneyard: this.hud.boneyardAt,
      buttons,
      scores: this.board ? this.shown.scores.map((_, side) => this.board?.score(side) ?? 0) : [],
    };
  }

  /** Practice mode as drawn, for browser tests; null in a casual game. */
  practiceHotspots(): PracticeHotspots | null {
    const api = this.practiceApi();
    if (!api || !this.practice) return null;
    return practiceHotspotsOf(
      api,
      this.practice,
      this.practiceBadges,
      this.layoutView.targetSpots(),
    );
  }

  /** Practice: the person's last turn taken back (also from the hand-end panel); the table starts again there. */
  private undoTurn(): void {
    if (this.overlay && !selectHandEnd(this.snap)) return;
    if (this.practiceApi()?.undo()) this.scene.restart();
  }

  private openReview(retry = true): void {
    const api = this.practiceApi();
    const hand = this.snap.context.hands.length - 1;
    const review = api?.review(hand);
    if (api && !review && retry) {
      // The advisor is still loading: open the review as soon as it is in, unless the
      // table has moved on meanwhile (the next hand, an undo).
      const overlay = this.overlay;
      showToast(this, 'Preparing the review…', { duration: 1200 });
      api.ready().then(
        () => {
          const same =
            this.scene.isActive() &&
            this.overlay === overlay &&
            this.snap.context.hands.length - 1 === hand;
          if (same) this.openReview(false);
        },
        () =>
          showToast(this, 'The review could not be loaded. Please try again.', { tone: 'error' }),
      );
      return;
    }
    if (!api || !review) return;
    const data: ReviewData = {
      review,
      frames: api.frames(hand),
      players: this.players(),
      seat: api.seat(),
    };
    this.scene.launch('PracticeReview', data);
    this.scene.pause();
  }

  // ---- What the person does ---------------------------------------------------------

  private chooseTile(tile: Tile): void {
    const legal = this.legal();
    if (!legal) return;
    const choice = legal.tiles.find((t) => t.tile === tile);
    if (!choice) return;
    if (this.selection.tile !== tile)
      this.selection = normalize({ tile, target: 0 }, legal, selectHand(this.snap));
    this.renderStatic(120);
  }

  private tapTile(tile: Tile): void {
    const legal = this.legal();
    if (!legal) {
      if (this.busy) return;
      const turn = selectTurn(this.snap);
      if (turn && turn.seat !== selectViewer(this.snap))
        showToast(this, `It is ${this.seatName(turn.seat)}'s turn.`);
      return;
    }
    const choice = legal.tiles.find((t) => t.tile === tile);
    if (!choice) {
      showToast(
        this,
        legal.tiles.length === 0
          ? 'None of your tiles fits an open end.'
          : `${hi(tile)}-${lo(tile)} fits no open end now.`,
        { tone: 'error' },
      );
      return;
    }
    const justChosen = this.pressChose === tile;
    this.pressChose = null;
    if (this.selection.tile === tile && !justChosen) {
      const target = choice.targets[this.selection.target];
      if (target) {
        this.play(tile, target);
        return;
      }
    }
    this.chooseTile(tile);
  }

  private dropTile(tile: Tile, x: number, y: number): boolean {
    const legal = this.legal();
    if (!legal || this.selection.tile !== tile) return false;
    const pick = this.layoutView.targetAt(x, y);
    if (!pick) return false;
    pick();
    return true;
  }

  private play(tile: Tile, target: PlayTarget): void {
    const event =
      target.slot === null
        ? { type: 'PLAY' as const, tile, on: target.on }
        : { type: 'PLAY' as const, tile, on: target.on, slot: target.slot };
    this.layoutView.setTargets([]);
    this.api?.send(event);
  }

  private clickBoneyard(): void {
    const legal = this.legal();
    if (legal && legal.tiles.length === 0 && legal.canDraw) this.api?.send({ type: 'DRAW' });
    else if (legal && legal.tiles.length > 0)
      showToast(this, 'You hold a tile that fits: you must play it rather than draw.', {
        tone: 'error',
      });
  }

  private onKey(e: KeyboardEvent): void {
    if (!this.scene.isActive()) return;
    if (e.key === 'm' || e.key === 'M') {
      const muted = !this.services.sound.isMuted();
      this.services.sound.setMuted(muted);
      showToast(this, muted ? 'Sound off' : 'Sound on');
      return;
    }
    if (e.key === 'Escape') {
      this.openPause();
      return;
    }
    if (this.practice?.key(e)) return;
    if (this.overlay) {
      if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') this.focusOverlay(-1);
      else if (e.key === 'ArrowRight' || e.key === 'ArrowDown' || e.key === 'Tab') {
        e.preventDefault();
        this.focusOverlay(1);
      } else if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        this.overlay.focusables[this.overlayFocus]?.activate();
      }
      return;
    }
    const legal = this.legal();
    const hand = selectHand(this.snap);
    switch (e.key) {
      case 'ArrowLeft':
      case 'ArrowRight':
        this.selection = stepTile(this.selection, e.key === 'ArrowLeft' ? -1 : 1, legal, hand);
        this.renderStatic(100);
        break;
      case 'ArrowUp':
      case 'ArrowDown':
        e.preventDefault();
        this.selection = stepTarget(this.selection, e.key === 'ArrowUp' ? -1 : 1, legal);
        this.renderTargets(legal);
        break;
      case 'Enter': {
        e.preventDefault();
        const action = defaultAction(this.selection, legal);
        if (action.kind === 'play') this.play(action.tile, action.target);
        else if (action.kind === 'draw') this.api?.send({ type: 'DRAW' });
        else if (action.kind === 'pass') {
          this.passTimer?.remove();
          this.api?.send({ type: 'PASS' });
        }
        break;
      }
    }
  }

  private openPause(): void {
    // Over a hand-end or game-over panel too: that panel comes back when this one closes.
    const { width, height } = this.scale;
    const panel = pauseMenu(this, width, height, {
      resume: () => close(),
      settings: () => {
        close();
        openOverlay(this, 'Settings');
      },
      help: () => {
        close();
        openOverlay(this, 'Help');
      },
      menu: () => this.scene.start('Menu'),
    });
    panel.container.setDepth(1500);
    const previous = this.overlay;
    const previousFocus = this.overlayFocus;
    this.overlay = panel;
    this.overlayFocus = 0;
    this.focusOverlay(0);
    const close = (): void => {
      panel.container.destroy();
      this.overlay = previous;
      this.overlayFocus = previousFocus;
      this.renderStatic(0);
    };
  }

  private placeMenuButton(): void {
    const m = this.regions.menu;
    const s = this.regions.scale;
    this.menuButton.setPosition(m.x, m.y).setScale(Math.max(0.75, s));
  }

  private relayout(width: number, height: number): void {
    this.regions = this.computeRegions(width, height);
    drawFelt(this.felt, width, height);
    this.layoutView.setRegion(this.regions.layout);
    this.hand.setRegion(this.regions.hand, this.regions.handTile);
    this.hud.layout(this.regions);
    this.seats.forEach((s, i) => {
      const spot = this.regions.seats[i];
      if (spot) s.move(spot, this.regions.scale);
    });
    this.makeBoard();
    this.placeMenuButton();
    this.practice?.layout(this.regions);
    if (this.overlay) {
      this.overlay.container.destroy();
      this.overlay = null;
      this.maybeOverlay(true);
    }
    this.renderStatic(0);
  }
}
