/**
 * Practice mode at the game table: the strip's HUD kept in step with the
 * table's view (its practice part), a best move asked for chosen once, a claim
 * judged said out loud, the review opened once it is in, and what the browser
 * tests read of it. It asks practice nothing: the view brings the data and the
 * controls send table actions through the driver.
 */
import type * as Phaser from 'phaser';
import type { JudgedClaim, PracticeTableView } from '../../view/gameDriverPractice';
import type { Rect, Regions } from '../../view/tableRegions';
import type { Button } from '../../ui/widgets';
import type { PracticeHud } from './practiceHud';
import type { PracticeTray } from './practiceTray';
import type { PracticeStrip } from '../../view/practiceStrip';
import type { ReviewData } from '../../view/reviewDriver';
import type { Services } from '../services';
import type { Table } from '../table/tableCore';
import { practiceHotspots, type PracticeHotspots } from '../table/tableHooks';
import { showToast } from '../toast';

export class PracticeTable {
  /** The position whose best move was last chosen for the person (once per position). */
  private bestChosenFor: unknown = null;
  /** The last review request told about ("Preparing…", failed) and the last one opened. */
  private reviewTold = 0;
  private reviewOpened = 0;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly services: Services,
    private readonly hud: PracticeHud,
    private readonly table: Table,
  ) {}

  private practice(): PracticeTableView | null {
    return this.table.view().practice;
  }

  /** After each still picture: the HUD follows the table; a best move asked for is chosen once. */
  drawn(): void {
    const view = this.table.view();
    const practice = view.practice;
    if (!practice) return;
    const moves = this.table.input.moves();
    const spots = this.table.board.hand.spots();
    const most = new Map(
      (moves?.tiles ?? []).map((c) => [c.tile, Math.max(0, ...c.targets.map((t) => t.points))]),
    );
    this.hud.render({
      practice,
      players: view.facts.players,
      seatSpots: this.table.board.area.seats,
      tags: spots.map((s) => ({ x: s.x, top: s.y - s.half, points: most.get(s.tile) ?? 0 })),
    });
    const best = moves?.tiles.flatMap((c) => c.targets.filter((t) => t.best).map(() => c)) ?? [];
    const chosen = best[0];
    if (chosen && this.bestChosenFor !== view.log) {
      this.bestChosenFor = view.log;
      const target = chosen.targets.find((t) => t.best);
      this.table.input.select(chosen.tile, target?.id);
    }
    this.review(practice);
  }

  key(e: KeyboardEvent): boolean {
    return this.hud.key(e);
  }

  /** A claim judged: said out loud; points claimed right now pop and peg (held back till now). */
  judged(text: string, outcome: JudgedClaim['outcome'], points: number): void {
    if (outcome === 'called') {
      // The person's own Muggins on a computer: a banner and a chime, no points moved.
      this.services.sound.play('again');
      showToast(this.scene, text, { at: 0.45 });
    } else if (outcome === 'muggins') {
      this.services.sound.play('lose');
      showToast(this.scene, text, { tone: 'error', at: 0.45 });
    } else if (outcome === 'right' && points > 0) {
      this.services.sound.play('score');
      const ms = this.table.ms(500);
      if (ms > 0) this.table.board.hud.popScore(points, this.table.view().board.total, ms);
    }
  }

  canUndo(): boolean {
    return this.practice()?.canUndo ?? false;
  }

  /** The layout's area beside the tile tracker while it is open (`area` otherwise). */
  layoutArea(area: Rect): Rect {
    const practice = this.practice();
    return practice ? this.hud.trackerArea(area, practice) : area;
  }

  layout(regions: Regions, strip: PracticeStrip): void {
    this.hud.layout(regions, strip);
  }

  openTray(screen: { width: number; height: number }, close: () => void): PracticeTray {
    return this.hud.openTray(screen, close);
  }

  closeTray(): void {
    this.hud.closeTray();
  }

  /** The compact strip's place lent to a one-time tip, or given back. */
  setCovered(covered: boolean): void {
    this.hud.setCovered(covered);
  }

  buttons(): Button[] {
    return this.hud.allButtons;
  }

  /** The review asked for (the `review` action): a word while it is prepared, the panel once in. */
  private review(practice: PracticeTableView): void {
    const r = practice.review;
    if (!r || r.ask === this.reviewOpened) return;
    if (r.status === 'ready' && r.review) {
      this.reviewOpened = r.ask;
      this.reviewTold = r.ask;
      const data: ReviewData = { review: r.review, game: r.game, frames: r.frames };
      // Opened after this picture is drawn (the scene pauses below the review), once its
      // code is in: the review is a chunk of its own.
      const load = this.services.loadReview?.() ?? Promise.resolve();
      load.then(
        () =>
          this.scene.time.delayedCall(0, () => {
            if (!this.scene.scene.isActive()) return;
            this.scene.scene.launch('PracticeReview', data);
            this.scene.scene.pause();
          }),
        () =>
          showToast(this.scene, 'The review could not be loaded. Please try again.', {
            tone: 'error',
          }),
      );
      return;
    }
    if (r.ask === this.reviewTold) return;
    this.reviewTold = r.ask;
    if (r.status === 'failed') {
      this.reviewOpened = r.ask;
      showToast(this.scene, 'The review could not be loaded. Please try again.', {
        tone: 'error',
      });
    } else showToast(this.scene, 'Preparing the review…', { duration: 1200 });
  }

  /** Practice mode as drawn, for browser tests. */
  hotspots(): PracticeHotspots | null {
    const practice = this.practice();
    return practice ? practiceHotspots(practice, this.hud, this.table) : null;
  }
}
