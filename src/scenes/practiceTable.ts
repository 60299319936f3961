/**
 * Practice mode at the game table: what the view model needs of it (hint
 * badges, the best move, an open claim), the strip's HUD kept in step with the
 * table, the review, undo, and what the browser tests read of it.
 */
import type * as Phaser from 'phaser';
import { formatTile } from '../engine/tiles';
import type { PracticeApi } from '../practice/session';
import type { PracticeView } from '../view/gameDriver';
import type { Regions } from '../view/tableRegions';
import type { Button } from '../view/ui';
import type { PracticeHud } from './practiceHud';
import type { ReviewData } from './practiceReview';
import type { Services } from './services';
import type { Table } from './tableCore';
import type { OverlayResult } from './tableOverlays';
import { showToast } from './toast';

/** One badge drawn on a ghost target, with the engine's numbers behind it. */
export interface BadgeSpot {
  readonly tile: string;
  readonly on: string | null;
  readonly slot: string | null;
  readonly total: number;
  readonly points: number;
  readonly again: boolean;
  /** Marked as the Hard evaluator's choice. */
  readonly best: boolean;
  /** The text drawn, or null with hints off. */
  readonly text: string | null;
  /** Where the target is on screen now. */
  readonly x: number;
  readonly y: number;
}

/** Practice mode on screen, for browser tests: the badges drawn, the marked best move, the panels. */
export interface PracticeHotspots {
  readonly badges: readonly BadgeSpot[];
  readonly best: { tile: string; on: string | null; reason: string } | null;
  readonly line: string;
  readonly tracker: { unseen: string[]; voids: { seat: number; values: number[] }[] } | null;
  readonly claim: { points: number; hand: number; move: number } | null;
  readonly claimButtons: readonly { label: string; x: number; y: number }[];
  readonly claims: readonly { hand: number; move: number; points: number; outcome: string }[];
  readonly scores: readonly number[];
  readonly canUndo: boolean;
}

export class PracticeTable {
  /** The position whose best move was last chosen for the person (once per position). */
  private bestChosenFor: unknown = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly services: Services,
    private readonly api: PracticeApi,
    private readonly hud: PracticeHud,
    private readonly table: Table,
  ) {}

  /** What the table's view takes from practice. */
  view(): PracticeView {
    const best = this.hud.best()?.best.legal;
    const hints = this.api.options().hints;
    return {
      hints: hints === 'off' ? 'off' : 'totals',
      targets: this.api.targets(),
      best: best?.type === 'play' ? { tile: best.tile, on: best.on } : null,
      claimOpen: this.api.pending() !== null,
    };
  }

  /** After each still picture: the HUD follows the table; a best move asked for is chosen once. */
  drawn(): void {
    const view = this.table.view();
    const moves = this.table.input.moves();
    const spots = this.table.board.hand.spots();
    const most = new Map(
      (moves?.tiles ?? []).map((c) => [c.tile, Math.max(0, ...c.targets.map((t) => t.points))]),
    );
    const snap = this.services.session.table()?.snapshot();
    this.hud.render({
      players: view.config.players,
      partners: view.config.partners,
      onTurn: moves !== null,
      handOver: view.handEnd !== null,
      hands: snap?.context.game.hand?.hands ?? [],
      seatSpots: this.table.board.area.seats,
      tags: spots.map((s) => ({ x: s.x, y: s.y, points: most.get(s.tile) ?? 0 })),
    });
    const best = moves?.tiles.flatMap((c) => c.targets.filter((t) => t.best).map(() => c)) ?? [];
    const chosen = best[0];
    const position = snap?.context.game;
    if (chosen && this.bestChosenFor !== position) {
      this.bestChosenFor = position;
      const target = chosen.targets.find((t) => t.best);
      this.table.input.select(chosen.tile, target?.on);
    }
  }

  key(e: KeyboardEvent): boolean {
    return this.hud.key(e);
  }

  /** A claim judged: said out loud; points claimed right now pop and peg (held back till now). */
  judged(text: string, outcome: 'right' | 'wrong' | 'muggins', points: number): void {
    if (outcome === 'muggins') {
      this.services.sound.play('lose');
      showToast(this.scene, text, { tone: 'error', at: 0.45 });
    } else if (outcome === 'right' && points > 0) {
      this.services.sound.play('score');
      const ms = this.table.ms(500);
      if (ms > 0) this.table.board.hud.popScore(points, this.table.view().total, ms);
    }
  }

  canUndo(): boolean {
    return this.api.canUndo();
  }

  undo(): boolean {
    return this.api.undo();
  }

  layout(regions: Regions): void {
    this.hud.layout(regions);
  }

  buttons(): Button[] {
    return this.hud.allButtons;
  }

  /** The review of the hand just played; waits for the advisor when it is still loading. */
  openReview(panel: OverlayResult | null, retry = true): void {
    const api = this.api;
    const snap = this.services.session.table()?.snapshot();
    if (!snap) return;
    const hand = snap.context.hands.length - 1;
    const review = api.review(hand);
    if (!review && retry) {
      // Open it as soon as it is in, unless the table has moved on meanwhile (the next hand, an undo).
      showToast(this.scene, 'Preparing the review…', { duration: 1200 });
      api.ready().then(
        () => {
          const now = this.services.session.table()?.snapshot();
          const same = this.scene.scene.isActive() && now?.context.hands.length === hand + 1;
          if (same && (panel === null || panel.container.active)) this.openReview(panel, false);
        },
        () =>
          showToast(this.scene, 'The review could not be loaded. Please try again.', {
            tone: 'error',
          }),
      );
      return;
    }
    if (!review) return;
    const data: ReviewData = {
      review,
      frames: api.frames(hand),
      players: snap.context.settings.players,
      seat: api.seat(),
    };
    this.scene.scene.launch('PracticeReview', data);
    this.scene.scene.pause();
  }

  /** What the browser tests read; badges sit where the lit targets are now. */
  hotspots(): PracticeHotspots {
    const api = this.api;
    const best = this.hud.best();
    const tracker = api.tracker();
    const open = api.pending();
    const bl = best?.best.legal;
    const spots = this.table.spots().targets;
    const tile = this.table.input.selection.tile;
    return {
      badges: this.table.board.targets.map((t, i) => ({
        tile: tile === null ? '' : formatTile(tile),
        on: t.on === null ? null : formatTile(t.on),
        slot: t.slot,
        total: t.total ?? 0,
        points: t.points,
        again: t.again,
        best: t.best,
        text: t.badge,
        x: spots[i]?.x ?? 0,
        y: spots[i]?.y ?? 0,
      })),
      best:
        best && bl?.type === 'play'
          ? {
              tile: formatTile(bl.tile),
              on: bl.on === null ? null : formatTile(bl.on),
              reason: best.reason,
            }
          : null,
      line: this.hud.lineText,
      tracker: tracker
        ? {
            unseen: tracker.unseen.map(formatTile),
            voids: tracker.voids.map((v) => ({ seat: v.seat, values: v.values.slice() })),
          }
        : null,
      claim: open ? { points: open.points, hand: open.hand, move: open.move } : null,
      claimButtons: this.hud.claimButtons(),
      claims: api.claims().map((c) => ({
        hand: c.hand,
        move: c.move,
        points: c.points,
        outcome: c.outcome,
      })),
      scores: api.scores(),
      canUndo: api.canUndo(),
    };
  }
}
