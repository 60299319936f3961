/**
 * Practice mode at the game table: what the view model needs of it (hint
 * badges, the best move, an open claim), the strip's HUD kept in step with the
 * table, the review, undo, and what the browser tests read of it.
 */
import type * as Phaser from 'phaser';
import type { PracticeApi } from '../practice/session';
import type { PracticeView } from '../view/gameDriver';
import type { Regions } from '../view/tableRegions';
import type { Button } from '../view/ui';
import type { PracticeHud } from './practiceHud';
import type { ReviewData } from './practiceReview';
import type { Services } from './services';
import type { Table } from './tableCore';
import { practiceHotspots, type PracticeHotspots } from './tableHooks';
import type { OverlayResult } from './tableOverlays';
import type { JudgedOutcome } from './practiceHud';
import { showToast } from './toast';

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
  judged(text: string, outcome: JudgedOutcome, points: number): void {
    if (outcome === 'called' || outcome === 'refused') {
      // The person's own Muggins call on a computer: a banner either way, no points moved.
      if (outcome === 'called') this.services.sound.play('again');
      showToast(this.scene, text, { tone: outcome === 'refused' ? 'error' : 'info', at: 0.45 });
    } else if (outcome === 'muggins') {
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

  /** Practice mode as drawn, for browser tests. */
  hotspots(): PracticeHotspots {
    return practiceHotspots(this.api, this.hud, this.table);
  }
}
