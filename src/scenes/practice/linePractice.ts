/**
 * The line of play's practice at the family table: the running game's driver with practice's
 * parts (issue 33). Its view is shaped by practice's part of the game (the badges at the hint
 * level asked for, the best move starred, the count hidden while a claim waits, the others'
 * hands face up with Open hands, Undo and Review on a hand's end), its controls drawn by
 * `PracticeHud` where `practicePlace` puts them, and practice's actions sent to the practice
 * API. The table imports none of it: `practiceParts.ts` adds it to the game's driver.
 */
import type * as Phaser from 'phaser';
import type { Tile } from '../../engine/core/tiles';
import type { PracticeApi } from '../../practice/session';
import type { FamilyRegions } from '../../view/familyRegions';
import type { FamilyTableView } from '../../view/familyTable';
import { tileChoiceId } from '../../view/familyTable';
import {
  practicePart,
  type JudgedClaim,
  type PracticeAction,
  type PracticeTableView,
} from '../../view/line/gameDriverPractice';
import { lineTargetId, type LineBoardView } from '../../view/line/lineBoard';
import { bestHint, practiceView } from '../../view/line/practiceView';
import { LINE_PRACTICE_ROOM, practicePlace } from '../../view/line/practicePlace';
import type { Rect } from '../../view/tableRegions';
import type { ReviewData } from '../../view/line/reviewDriver';
import { viewSize } from '../../ui/hiDpi';
import type { FamilyTableDriver, TableHold } from '../family/familyDriver';
import type { Services } from '../services';
import { hideToast, showToast } from '../toast';
import { PracticeHud } from './practiceHud';
import { practiceSpots, type PracticeHotspots } from './practiceSpots';

type LineView = FamilyTableView<LineBoardView>;

/** The game's driver `base` with the line's practice over `api`. */
export function linePractice(
  scene: Phaser.Scene,
  services: Services,
  base: FamilyTableDriver,
  api: PracticeApi,
): FamilyTableDriver {
  return new LinePractice(scene, services, base, api).driver();
}

class LinePractice {
  private readonly listeners = new Set<() => void>();
  private readonly part;
  private practice: PracticeTableView | null = null;
  private hud: PracticeHud | null = null;
  private table: TableHold | null = null;
  /** The tray, while open: its panel's release. */
  private trayOpen: (() => void) | null = null;
  /** The position whose best move the table was last asked to highlight. */
  private preferredFor: unknown = null;
  /** The last review request told about ("Preparing…", failed) and the last one opened. */
  private reviewTold = 0;
  private reviewOpened = 0;
  /** The scale and orientation the tracker is drawn at (the last picture's). */
  private frame = { scale: 1, portrait: false };
  /** The table still shows this game (false once it has closed). */
  private alive = true;
  /** A hand's end (or the game's) is on the table: the controls step aside. */
  private ended = false;
  private readonly stopAnswers: () => void;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly services: Services,
    private readonly base: FamilyTableDriver,
    api: PracticeApi,
  ) {
    this.part = practicePart(api, () => this.changed());
    this.stopAnswers = api.onChange(() => this.changed());
  }

  private changed(): void {
    this.listeners.forEach((l) => l());
  }

  driver(): FamilyTableDriver {
    const base = this.base;
    return {
      ...base,
      practiceRoom: LINE_PRACTICE_ROOM,
      subscribe: (listener) => {
        const stop = base.subscribe(listener);
        this.listeners.add(listener);
        return () => {
          stop();
          this.listeners.delete(listener);
        };
      },
      shape: (view) => this.shape(view as LineView),
      place: (board) => this.place(board),
      drawn: (r) => this.drawn(r),
      key: (e, panels) => !panels.open && (this.hud?.key(e) ?? false),
      // (Worked out from the regions: the title is placed before the controls are.)
      titleRoom: (r) =>
        this.practice ? practicePlace(r, this.practice.options.count).titleRoom : 0,
      buttons: () => (this.hud?.allButtons ?? []).map((b) => ({ label: b.label, x: b.x, y: b.y })),
      attach: (table) => (this.table = table),
      undo: () => this.send({ type: 'undo' }),
      review: () => this.send({ type: 'review' }),
      prefer: () => this.prefer(),
      practiceSpots: (chosen, targets) => this.spots(chosen, targets),
      destroy: () => {
        this.alive = false;
        this.stopAnswers();
        this.hud?.destroy();
        this.hud = null;
        base.destroy();
      },
    };
  }

  private send(action: PracticeAction): void {
    const game = this.base.game?.();
    if (!game) return;
    const refused = this.part.send(action, game);
    if (refused) showToast(this.scene, refused, { tone: 'error' });
  }

  /** The view with practice's part (view/line/practiceView.ts). */
  private shape(view: LineView): LineView {
    const game = this.base.game?.();
    if (!game) return view;
    const p = this.part.view(
      game,
      view.seats.map((s) => s.name),
      view.live,
    );
    this.practice = p;
    const shaped = practiceView(view, p);
    this.ended = shaped.handEnd !== null || shaped.gameOver !== null;
    return shaped;
  }

  /** The board's area, beside the tracker while it is open. */
  private place(board: Rect): Rect {
    const p = this.practice;
    return p && this.hud ? this.hud.trackerArea(board, p, this.frame, this.ended) : board;
  }

  /** After each picture: the controls where they go. */
  private drawn(r: FamilyRegions): void {
    const p = this.practice;
    if (!p) return;
    const place = practicePlace(r, p.options.count);
    this.frame = place;
    this.hud ??= new PracticeHud(this.scene, p, {
      send: (action) => this.send(action),
      judged: (text, outcome, points) => this.judged(text, outcome, points),
      openTray: () => this.openTray(),
      redraw: () => this.table?.redraw(),
    });
    this.hud.render(p, place, !this.ended);
    this.reviewNow(p);
  }

  /** The best move, once per position it is shown in: the table highlights its tile there. */
  private prefer(): string | null {
    const p = this.practice;
    const hint = p ? bestHint(p) : null;
    if (!p || !hint || this.preferredFor === p.best) return null;
    this.preferredFor = p.best;
    return tileChoiceId(hint.tile, lineTargetId(hint.target));
  }

  /** A claim judged, said out loud: a banner and a sound. */
  private judged(text: string, outcome: JudgedClaim['outcome'], points: number): void {
    const sound = this.services.sound;
    this.services.say?.(text);
    if (outcome === 'called') {
      sound.play('again');
      showToast(this.scene, text, { at: 0.45 });
    } else if (outcome === 'muggins') {
      sound.play('lose');
      showToast(this.scene, text, { tone: 'error', at: 0.45 });
    } else if (outcome === 'right' && points > 0) sound.play('score');
  }

  /** Practice's button: the tray over the board, as one of the table's panels. */
  private openTray(): void {
    const hud = this.hud;
    const table = this.table;
    if (!hud || !table || this.trayOpen) return;
    // Closed once, however (its Close, Esc, a tap beside it, a new arrangement), even while
    // the table is still taking it as its panel.
    const held: { release: (() => void) | null; closed: boolean } = {
      release: null,
      closed: false,
    };
    const close = (): void => {
      if (held.closed) return;
      held.closed = true;
      this.trayOpen = null;
      hud.closeTray();
      held.release?.();
    };
    this.trayOpen = close;
    const tray = hud.openTray(viewSize(this.scene), close);
    if (!tray) {
      this.trayOpen = null;
      return;
    }
    held.release = table.hold(tray.result, close);
    if (held.closed) held.release();
  }

  /** The review asked for (Review): a word while it is prepared, its scene once in. */
  private reviewNow(p: PracticeTableView): void {
    const r = p.review;
    if (!r || r.ask === this.reviewOpened) return;
    if (r.status === 'ready' && r.review) {
      this.reviewOpened = r.ask;
      this.reviewTold = r.ask;
      const data: ReviewData = { review: r.review, game: r.game, frames: r.frames };
      // Opened after this picture is drawn (the table pauses below the review), once its
      // code is in: the review is a chunk of its own.
      const load = this.services.loadReview?.() ?? Promise.resolve();
      const scene = this.scene;
      load.then(
        () =>
          scene.time.delayedCall(0, () => {
            // (Not over another game: the table may have closed and opened again meanwhile.)
            if (!this.alive || !scene.scene.isActive()) return;
            // ("Preparing…" would wait out the review: the table's time stands still under it.)
            hideToast(scene);
            scene.scene.launch('PracticeReview', data);
            scene.scene.pause();
          }),
        () =>
          showToast(scene, 'The review could not be loaded. Please try again.', { tone: 'error' }),
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

  /** Practice as drawn, for browser tests. */
  private spots(
    chosen: Tile | null,
    targets: readonly { id: string; x: number; y: number }[],
  ): PracticeHotspots | null {
    const p = this.practice;
    const hud = this.hud;
    return p && hud
      ? practiceSpots(p, { line: hud.lineText, claimButtons: hud.claimButtons() }, chosen, targets)
      : null;
  }
}
