/**
 * The line of play's practice controls at the family table: hint level, best move, undo, the
 * tile tracker, open hands and the counting drill; the count broken down arm by arm; the
 * drill's claim panel. Everything shown comes from
 * practice's part of the view (view/line/gameDriverPractice.ts) as data, and every control sends a
 * practice action; where each goes is `practicePlace` (view/line/practicePlace.ts). This file only
 * lays it out.
 */
import type * as Phaser from 'phaser';
import type {
  JudgedClaim,
  PracticeAction,
  PracticeTableView,
} from '../../view/line/gameDriverPractice';
import type { Rect } from '../../view/tableRegions';
import { trayLegend, type PracticePlace } from '../../view/line/practicePlace';
import { css, textStyle } from '../../ui/theme';
import { viewSize } from '../../ui/hiDpi';
import { Button } from '../../ui/widgets';
import { ClaimPanel, claimSize } from './practiceClaim';
import { PracticeTips } from './practiceTips';
import { PracticeTray } from './practiceTray';
import { drawTracker } from './practiceTracker';

const LEVEL_LABEL = { off: 'Hints: off', totals: 'Hints: totals', best: 'Hints: best' } as const;
const NEXT_LEVEL = { off: 'totals', totals: 'best', best: 'off' } as const;

export interface PracticeHudActions {
  /** A practice control used: sent to practice. */
  readonly send: (action: PracticeAction) => void;
  /**
   * A claim judged: the table says it out loud (a banner, and a sound: a chime for points
   * claimed, the losing sound for Muggins).
   */
  readonly judged: (text: string, outcome: JudgedClaim['outcome'], points: number) => void;
  /** Practice's button (a band or the top bar): the tray opens as one of the table's panels. */
  readonly openTray: () => void;
  /** The table drawn again: the tracker opened or closed, the board is fitted beside it. */
  readonly redraw: () => void;
}

export class PracticeHud {
  private readonly buttons: Record<'hints' | 'best' | 'undo' | 'tiles' | 'open' | 'count', Button>;
  private readonly line: Phaser.GameObjects.Text;
  private readonly reason: Phaser.GameObjects.Text;
  private readonly tracker: Phaser.GameObjects.Container;
  private readonly claim: ClaimPanel;
  private place: PracticePlace | null = null;
  private showTracker = false;
  /** The practice view as last drawn. */
  private practice: PracticeTableView;
  /** The judgement said last (one already in the view when the table opened is not said again). */
  private judgedKey: string | null;
  /** The Muggins call said last. */
  private callKey: string | null;
  /** "Muggins!" on a computer's missed count (the drill on only). */
  private readonly muggins: Button;
  /** The button that opens the tray (a band or the top bar). */
  private readonly trayButton: Button;
  /** The tray, while open, and how it closes. */
  private tray: PracticeTray | null = null;
  private trayClose: (() => void) | null = null;
  private readonly tips: PracticeTips;
  private flashing: Phaser.Time.TimerEvent | null = null;
  /** The controls and lines are shown (not while a hand's end is on the table). */
  private shown = true;

  constructor(
    private readonly scene: Phaser.Scene,
    practice: PracticeTableView,
    private readonly actions: PracticeHudActions,
  ) {
    this.practice = practice;
    this.judgedKey = practice.judged?.key ?? null;
    this.callKey = practice.call?.key ?? null;
    const make = (label: string, fn: () => void): Button =>
      new Button(scene, 0, 0, label, fn, { width: 124, height: 44, fontSize: 14 });
    const options = (patch: Partial<PracticeTableView['options']>): void =>
      actions.send({ type: 'practice-options', patch });
    this.buttons = {
      hints: make(LEVEL_LABEL[practice.options.hints], () =>
        options({ hints: NEXT_LEVEL[this.practice.options.hints] }),
      ),
      best: make('Best move', () =>
        actions.send({ type: 'show-best', on: !this.practice.bestShown }),
      ),
      undo: make('Undo', () => actions.send({ type: 'undo' })),
      tiles: make('Tiles', () => {
        this.showTracker = !this.showTracker;
        this.refresh();
        actions.redraw();
      }),
      open: make('Open hands', () => options({ openHands: !this.practice.options.openHands })),
      count: make('Count: off', () => options({ count: !this.practice.options.count })),
    };
    // What each control does, beside it while the mouse rests on it (the tray's legend's words).
    this.tips = new PracticeTips(scene);
    const legend = (i: number) => () => trayLegend(this.practice.inPlay)[i] ?? null;
    const { hints, best, tiles, open, count } = this.buttons;
    [hints, best, tiles, open, count].forEach((b, i) => this.tips.attach(b, legend(i)));
    this.muggins = new Button(
      scene,
      0,
      0,
      'Muggins!',
      () => actions.send({ type: 'call-muggins' }),
      { width: 124, height: 44, fontSize: 14, primary: true },
    );
    this.trayButton = new Button(scene, 0, 0, 'Practice', () => actions.openTray(), {
      width: 96,
      height: 44,
      fontSize: 14,
      name: 'Practice: hints, best move, tiles, open hands, counting',
    });
    for (const b of [...Object.values(this.buttons), this.muggins, this.trayButton])
      b.setDepth(900);
    this.line = scene.add.text(0, 0, '', textStyle(15, { bold: true })).setDepth(700);
    this.reason = scene.add.text(0, 0, '', textStyle(14, { colour: css.gold })).setDepth(700);
    this.tracker = scene.add.container(0, 0).setDepth(800);
    this.claim = new ClaimPanel(scene, (value) => actions.send({ type: 'claim', value }));
  }

  destroy(): void {
    this.closeTray();
    this.flashing?.remove(false);
    [...Object.values(this.buttons), this.muggins, this.trayButton].forEach((b) => b.destroy());
    [this.line, this.reason, this.tracker].forEach((o) => o.destroy());
    this.claim.destroy();
    this.tips.destroy();
  }

  /** The practice line as shown (the count broken down, the drill's tallies). */
  get lineText(): string {
    return this.place?.mode === 'column' ? this.line.text : this.practice.line;
  }

  /** Whether the tray holds the hint level, best move, tiles, open hands and counting. */
  private get trayed(): boolean {
    return this.place !== null && this.place.mode !== 'column';
  }

  /** The practice buttons on the table (the tray's are its panel's, while it is open). */
  get allButtons(): Button[] {
    const muggins = this.muggins.visible ? [this.muggins] : [];
    if (!this.trayed) return [...Object.values(this.buttons), ...muggins];
    if (this.tray) return [];
    return [this.trayButton, this.buttons.undo, ...muggins];
  }

  /** The controls that live in the tray (when there is one), in the tray's order. */
  private trayControls(): Button[] {
    const b = this.buttons;
    return [b.hints, b.best, b.tiles, b.open, b.count];
  }

  /** A new picture: practice's view, and where it goes. */
  render(practice: PracticeTableView, place: PracticePlace, shown: boolean): void {
    this.shown = shown;
    // A hand's end covers the controls (its panel has Undo and Review): an open tray closes.
    if (!shown) this.trayClose?.();
    const moved = JSON.stringify(place) !== JSON.stringify(this.place);
    this.practice = practice;
    if (moved) {
      // Another screen (another arrangement, another board): an open tray closes, through
      // the table, which holds it (Muggins! coming or going leaves it open).
      const board = (q: PracticePlace | null) => q && JSON.stringify([q.mode, q.layout]);
      if (board(this.place) !== board(place)) this.trayClose?.();
      this.place = place;
      this.layout(place);
    }
    this.refresh();
    const judged = practice.judged;
    if (judged && judged.key !== this.judgedKey) {
      this.judgedKey = judged.key;
      this.flash(judged.text, judged.outcome === 'muggins' ? css.danger : css.gold);
      this.actions.judged(judged.text, judged.outcome, judged.points);
    }
    const call = practice.call;
    if (call && call.key !== this.callKey) {
      this.callKey = call.key;
      this.actions.judged(call.text, call.outcome, call.points);
    }
  }

  private layout(place: PracticePlace): void {
    const column = place.mode === 'column';
    const row = column
      ? [...Object.values(this.buttons), this.muggins]
      : [this.trayButton, this.buttons.undo, this.muggins];
    row.forEach((b, i) => {
      const at = place.controls[i];
      if (at) b.setScale(1).resize(at.w, at.h).setPosition(at.x, at.y);
    });
    // A column's notes go left of the whole column, over none of its controls.
    this.tips.setColumn(column ? Math.min(...place.controls.map((c) => c.x - c.w / 2)) : null);
    const L = place.lines;
    if (L) {
      this.line.setPosition(L.x + 6, L.y + 2).setWordWrapWidth(L.w - 12);
      this.reason.setWordWrapWidth(L.w - 12);
    }
  }

  /**
   * Opens the tray (Practice, through the table, which keeps it as one of its panels): its
   * panel over the board.
   */
  openTray(screen: { width: number; height: number }, close: () => void): PracticeTray | null {
    this.closeTray();
    if (!this.place) return null;
    this.tray = new PracticeTray(this.scene, screen, this.place.layout, this.trayControls(), close);
    this.trayClose = close;
    this.refresh();
    return this.tray;
  }

  /** Closes the tray: its controls go back out of sight (the table drops its panel). */
  closeTray(): void {
    if (!this.tray) return;
    this.tray.destroy();
    this.tray = null;
    this.trayClose = null;
    for (const b of this.trayControls()) b.setDepth(900).setFocused(false);
    this.refresh();
  }

  /** Digits, Backspace and Enter go to an open claim; true when the key was used. */
  key(e: KeyboardEvent): boolean {
    return this.practice.claim !== null && this.claim.key(e);
  }

  /** The claim panel's buttons, for browser tests. */
  claimButtons(): { label: string; x: number; y: number }[] {
    return this.claim.buttons();
  }

  private flash(text: string, colour: string): void {
    this.reason.setText(text).setColor(colour);
    this.flashing?.remove(false);
    this.flashing = this.scene.time.delayedCall(1800, () => this.refresh());
  }

  private refresh(): void {
    const p = this.practice;
    const place = this.shown ? this.place : null;
    const opts = p.options;
    this.buttons.hints.setLabel(LEVEL_LABEL[opts.hints]);
    this.buttons.best
      .setLabel(p.bestShown ? 'Hide best' : 'Best move')
      .setEnabled(opts.hints === 'best');
    this.buttons.undo.setEnabled(p.canUndo).setVisible(place !== null);
    this.buttons.tiles.setLabel(this.showTracker ? 'Hide tiles' : 'Tiles');
    this.buttons.open.setLabel(opts.openHands ? 'Hide hands' : 'Open hands');
    // Where nothing scores during play (the Block family) the drill has nothing to count:
    // it cannot be turned on (one left on from Settings can still be turned off).
    this.buttons.count
      .setLabel(opts.count ? 'Count: on' : 'Count: off')
      .setEnabled(p.inPlay || opts.count);
    this.muggins.setVisible(place !== null && opts.count);
    this.trayButton.setVisible(place !== null && this.trayed);
    for (const b of this.trayControls())
      b.setVisible(place !== null && (!this.trayed || this.tray !== null));
    // A band has the count and the best move's name; the tallies and reason are in the tray.
    const band = place?.mode === 'band';
    const lines = place?.lines ?? null;
    this.line.setVisible(lines !== null).setText(band ? p.countLine : p.line);
    this.reason
      .setVisible(lines !== null)
      .setColor(css.gold)
      .setText(band ? p.bestMove : p.bestLine);
    if (lines) this.fitLines(lines);
    this.tray?.update(p.line, p.bestLine, trayLegend(p.inPlay), viewSize(this.scene).height);
    if (this.place) this.claim.draw(p.claim, this.place);
  }

  /** The reason under the count line; both shrunk together when they would run over. */
  private fitLines(L: Rect): void {
    this.line.setScale(1);
    this.reason.setScale(1);
    const used = (this.line.text ? this.line.height + 2 : 0) + this.reason.height;
    const k = Math.min(1, (L.h - 4) / Math.max(1, used));
    this.line.setScale(k);
    this.reason.setScale(k);
    this.reason.setPosition(
      this.line.x,
      this.line.y + (this.line.text ? this.line.height * k + 2 : 0),
    );
  }

  /**
   * The tile tracker, while open, in a panel of its own at the side of the board's `area` (a
   * band across its top upright; `splitTracker`), opaque; the board's area beside it is
   * returned. Closed, `area` as it is.
   */
  trackerArea(
    area: Rect,
    practice: PracticeTableView,
    at: { readonly scale: number; readonly portrait: boolean },
    ended: boolean,
  ): Rect {
    this.tracker.removeAll(true);
    if (!this.showTracker || ended || practice.trackerLines.length === 0) return area;
    const frame = { layout: area, scale: at.scale, portrait: at.portrait };
    const claim = practice.claim ? claimSize(frame).h + 8 : 0;
    return drawTracker(this.scene, this.tracker, { area, regions: frame, claim }, practice);
  }
}
