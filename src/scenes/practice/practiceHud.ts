/**
 * The practice controls on the table: hint level, best move, undo, the tile
 * tracker, open hands and the counting drill; the count broken down arm by arm;
 * the claim panel of the drill. Everything shown comes from the table view's
 * practice part (view/gameDriverPractice.ts) as data, and every control sends a
 * table action through the driver; this file only lays it out.
 */
import type * as Phaser from 'phaser';
import { formatTile } from '../../engine/tiles';
import type { JudgedClaim, PracticeTableView } from '../../view/gameDriverPractice';
import type { TableAction } from '../../view/tableDriver';
import type { Rect, Regions } from '../../view/tableRegions';
import { css, textStyle } from '../../ui/theme';
import { viewSize } from '../../ui/hiDpi';
import { statusBottom } from '../../ui/hudView';
import {
  PRACTICE_ROW,
  practiceColumn,
  trayLegend,
  type PracticeStrip,
} from '../../view/practiceStrip';
import { Button } from '../../ui/widgets';
import { ClaimPanel, claimSize } from './practiceClaim';
import { PracticeTips } from './practiceTips';
import { PracticeTray } from './practiceTray';
import { drawTracker } from './practiceTracker';

const LEVEL_LABEL = { off: 'Hints: off', totals: 'Hints: totals', best: 'Hints: best' } as const;
const NEXT_LEVEL = { off: 'totals', totals: 'best', best: 'off' } as const;

export interface PracticeHudActions {
  /** A practice control used: sent to the table's driver. */
  readonly send: (action: TableAction) => void;
  /** Undo goes through the scene (not while the pause menu is open). */
  readonly undo: () => void;
  /**
   * A claim judged: the table says it out loud (a banner, and a sound: a chime for points
   * claimed, the losing sound for Muggins).
   */
  readonly judged?: (text: string, outcome: JudgedClaim['outcome'], points: number) => void;
  /** The compact strip's Practice button: the scene opens the tray as one of its panels. */
  readonly openTray: () => void;
  /** The table drawn again: the tracker opened or closed, the layout is fitted beside it. */
  readonly redraw: () => void;
}

/** What the table tells the HUD each time it draws. */
export interface PracticeHudState {
  /** Practice's part of the table view. */
  readonly practice: PracticeTableView;
  readonly players: number;
  readonly seatSpots: readonly { x: number; y: number }[];
  /** Every playable tile at once: the most it can score now, over the tile in hand. */
  /** One per hand tile: its centre's x, its top edge as drawn (raised when chosen), its best points. */
  readonly tags: readonly { x: number; top: number; points: number }[];
}

export class PracticeHud {
  private readonly buttons: Record<'hints' | 'best' | 'undo' | 'tiles' | 'open' | 'count', Button>;
  private readonly line: Phaser.GameObjects.Text;
  private readonly reason: Phaser.GameObjects.Text;
  private readonly tracker: Phaser.GameObjects.Container;
  private readonly claim: ClaimPanel;
  private readonly openHands: Phaser.GameObjects.Container;
  private readonly tags: Phaser.GameObjects.Container;
  private regions: Regions;
  private showTracker = false;
  private state: PracticeHudState | null = null;
  /** The practice view as last drawn. */
  private practice: PracticeTableView;
  /** The judgement said last (one already in the view when the table opened is not said again). */
  private judgedKey: string | null;
  /** The Muggins call said last. */
  private callKey: string | null;
  /** "Muggins!" on a computer's missed count (the drill on only). */
  private readonly muggins: Button;
  /** The compact strip's button that opens the tray. */
  private readonly trayButton: Button;
  private strip: PracticeStrip;
  /** The tray, while open (the compact strip only). */
  private tray: PracticeTray | null = null;
  private readonly tips: PracticeTips;
  /** The compact strip's place is lent to a one-time tip: its row and band are hidden. */
  private covered = false;

  constructor(
    private readonly scene: Phaser.Scene,
    practice: PracticeTableView,
    regions: Regions,
    strip: PracticeStrip,
    private readonly actions: PracticeHudActions,
  ) {
    this.regions = regions;
    this.practice = practice;
    this.judgedKey = practice.judged?.key ?? null;
    this.callKey = practice.call?.key ?? null;
    const make = (label: string, fn: () => void): Button =>
      new Button(scene, 0, 0, label, fn, { width: 130, height: 30, fontSize: 14 });
    const options = (patch: Partial<PracticeTableView['options']>): void =>
      actions.send({ type: 'practice-options', patch });
    this.buttons = {
      hints: make(LEVEL_LABEL[practice.options.hints], () =>
        options({ hints: NEXT_LEVEL[this.practice.options.hints] }),
      ),
      best: make('Best move', () =>
        actions.send({ type: 'show-best', on: !this.practice.bestShown }),
      ),
      undo: make('Undo', () => this.actions.undo()),
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
      {
        width: 130,
        height: 30,
        fontSize: 14,
        primary: true,
      },
    );
    this.trayButton = new Button(scene, 0, 0, 'Practice', () => actions.openTray(), {
      width: 130,
      height: 44,
      fontSize: 14,
      name: 'Practice: hints, best move, tiles, open hands, counting',
    });
    this.strip = strip;
    this.line = scene.add
      .text(0, 0, '', textStyle(16, { bold: true, align: 'center' }))
      .setOrigin(0.5, 0);
    this.reason = scene.add
      .text(0, 0, '', textStyle(14, { colour: css.gold, align: 'center' }))
      .setOrigin(0.5, 0);
    this.tracker = scene.add.container(0, 0).setDepth(900);
    this.claim = new ClaimPanel(scene, (value) => actions.send({ type: 'claim', value }));
    this.openHands = scene.add.container(0, 0).setDepth(50);
    this.tags = scene.add.container(0, 0).setDepth(60);
    this.layout(regions, strip);
  }

  /** The practice line as shown (the count broken down, the practice scores). */
  get lineText(): string {
    // The compact strip's band has the count alone: the whole line is in its tray.
    return this.strip.compact ? this.practice.line : this.line.text;
  }

  /** The practice buttons on the table (the tray's are its panel's, while it is open). */
  get allButtons(): Button[] {
    const muggins = this.muggins.visible ? [this.muggins] : [];
    if (!this.strip.tray) return [...Object.values(this.buttons), ...muggins];
    if (this.tray || (this.strip.compact && this.covered)) return [];
    return [this.trayButton, this.buttons.undo, ...muggins];
  }

  /** The controls that live in the tray (when the strip has one), in the tray's order. */
  private trayControls(): Button[] {
    const b = this.buttons;
    return [b.hints, b.best, b.tiles, b.open, b.count];
  }

  /** Lays the HUD out in `regions` (the layout's area already below the strip) for `strip`. */
  layout(regions: Regions, strip: PracticeStrip): void {
    this.regions = regions;
    this.closeTray();
    const s = regions.scale;
    const L = regions.layout;
    this.strip = strip;
    const top = L.y - strip.height + strip.gap;
    if (strip.compact) {
      // One row: the tray's button, Undo and (while counting) Muggins!; the rest in the tray.
      const w = Math.min(124, (L.w - 16) / 3);
      for (const b of [this.trayButton, this.buttons.undo, this.muggins]) {
        b.setScale(1)
          .resize(w, 44)
          .setY(top + 22);
      }
      this.line.setPosition(L.x + L.w / 2, top + PRACTICE_ROW + 2 * s);
    } else if (regions.portrait) {
      // Two rows of three 44 px buttons, clear of the boneyard's box above them; Muggins!
      // in the third row, so it never sits over the layout.
      const w = Math.min(124, (L.w - 16) / 3);
      Object.values(this.buttons).forEach((b, i) => {
        b.setScale(1).resize(w, 44);
        b.setPosition(
          L.x + L.w / 2 + ((i % 3) - 1) * (w + 6),
          top + 22 + Math.floor(i / 3) * PRACTICE_ROW,
        );
      });
      this.muggins.setScale(1).resize(w, 44);
      this.muggins.setPosition(L.x + L.w / 2, top + 22 + 2 * PRACTICE_ROW);
      this.line.setPosition(L.x + L.w / 2, top + 3 * PRACTICE_ROW + 2 * s);
    } else {
      // The right-hand column: three buttons above the count, three below it and Muggins!
      // under those; too short for that (a phone on its side), Practice and Undo above the
      // count and Muggins! below it, the rest in the tray.
      const x = regions.total.x;
      const col = practiceColumn(regions);
      const above = strip.tray
        ? [this.trayButton, this.buttons.undo]
        : [this.buttons.hints, this.buttons.best, this.buttons.undo];
      const below = strip.tray ? [] : [this.buttons.tiles, this.buttons.open, this.buttons.count];
      const place = (b: Button, y: number | undefined): void => {
        b.resize(130, 30)
          .setScale(col.scale)
          .setPosition(x, y ?? 0);
      };
      above.forEach((b, i) => place(b, col.above[i]));
      below.forEach((b, i) => place(b, col.below[i]));
      place(this.muggins, col.muggins);
      this.line.setPosition(L.x + L.w / 2, L.y - strip.height + 4 * s);
    }
    // The compact band's two short lines at one size; the full strip's reason a little smaller.
    const small = regions.portrait ? 0.85 : 1;
    const [line, reason] = strip.compact ? [15 * s, 15 * s] : [16 * s * small, 14 * s * small];
    this.line.setFontSize(Math.round(line)).setWordWrapWidth(L.w - 8);
    this.reason.setFontSize(Math.round(reason)).setWordWrapWidth(L.w - 8);
    this.refresh();
  }

  /**
   * Opens the tray (the compact strip's Practice button, through the scene, which keeps it as
   * one of its panels): its panel over the layout, under the strip's row.
   */
  openTray(screen: { width: number; height: number }, close: () => void): PracticeTray {
    this.closeTray();
    const L = this.regions.layout;
    // Upright, under the strip's row; sideways, at the layout's top.
    const y = this.strip.compact ? L.y - this.strip.band + 4 : L.y;
    const area = { x: L.x, y, w: L.w, h: L.h };
    this.tray = new PracticeTray(this.scene, screen, area, this.trayControls(), close);
    this.refresh();
    return this.tray;
  }

  /** Closes the tray: its controls go back out of sight (the scene drops its panel). */
  closeTray(): void {
    if (!this.tray) return;
    this.tray.destroy();
    this.tray = null;
    for (const b of this.trayControls()) b.setDepth(0).setFocused(false);
    this.refresh();
  }

  /** The compact strip's place lent to a one-time tip (true), or given back. */
  setCovered(covered: boolean): void {
    if (this.covered === covered) return;
    this.covered = covered;
    this.refresh();
  }

  render(state: PracticeHudState): void {
    this.state = state;
    this.practice = state.practice;
    this.refresh();
    const judged = state.practice.judged;
    if (judged && judged.key !== this.judgedKey) {
      this.judgedKey = judged.key;
      this.flash(judged.text, judged.outcome === 'muggins' ? css.danger : css.gold);
      this.actions.judged?.(judged.text, judged.outcome, judged.points);
    }
    const call = state.practice.call;
    if (call && call.key !== this.callKey) {
      this.callKey = call.key;
      this.actions.judged?.(call.text, call.outcome, call.points);
    }
  }

  /** Digits, Backspace and Enter go to an open claim; true when the key was used. */
  key(e: KeyboardEvent): boolean {
    return this.practice.claim !== null && this.claim.key(e);
  }

  /** For browser tests: the open claim's value as typed. */
  get claimTyped(): number {
    return this.claim.typed;
  }

  /** The claim panel's buttons, for browser tests. */
  claimButtons(): { label: string; x: number; y: number }[] {
    return this.claim.buttons();
  }

  private flash(text: string, colour: string): void {
    this.reason.setText(text).setColor(colour);
    this.scene.time.delayedCall(1800, () => this.refresh());
  }

  private refresh(): void {
    const p = this.practice;
    const opts = p.options;
    this.buttons.hints.setLabel(LEVEL_LABEL[opts.hints]);
    this.buttons.best
      .setLabel(p.bestShown ? 'Hide best' : 'Best move')
      .setEnabled(opts.hints === 'best');
    this.buttons.undo.setEnabled(p.canUndo);
    this.buttons.tiles.setLabel(this.showTracker ? 'Hide tiles' : 'Tiles');
    this.buttons.open.setLabel(opts.openHands ? 'Hide hands' : 'Open hands');
    // Where nothing scores during play (the Block family) the drill has nothing to count:
    // it cannot be turned on (one left on from Settings can still be turned off).
    this.buttons.count
      .setLabel(opts.count ? 'Count: on' : 'Count: off')
      .setEnabled(p.inPlay || opts.count);
    const compact = this.strip.compact;
    // The compact strip: its row and band hidden while a tip has their place. With a tray,
    // its controls are shown only in it.
    const shown = !(compact && this.covered);
    this.muggins.setVisible(opts.count && shown);
    this.trayButton.setVisible(this.strip.tray && shown);
    this.buttons.undo.setVisible(shown);
    for (const b of this.trayControls()) b.setVisible(!this.strip.tray || this.tray !== null);
    if (compact) {
      // The row centred on what it shows (Muggins! only while counting).
      const row = [this.trayButton, this.buttons.undo, ...(opts.count ? [this.muggins] : [])];
      const L = this.regions.layout;
      row.forEach((b, i) => b.setX(L.x + L.w / 2 + (i - (row.length - 1) / 2) * (b.width + 6)));
    }
    // The compact band: the count and the best move's name; the tallies and reason in the tray.
    this.line.setVisible(shown).setText(compact ? p.countLine : p.line);
    this.reason
      .setVisible(shown)
      .setColor(css.gold)
      .setText(compact ? p.bestMove : p.bestLine);
    // The reason goes under the count line, however many lines that takes.
    this.reason.setPosition(this.line.x, this.line.y + (this.line.text ? this.line.height : 0) + 2);
    if (compact) this.fitBand();
    else [this.line, this.reason].forEach((t) => t.setScale(1));
    this.tray?.update(p.line, p.bestLine, trayLegend(p.inPlay), viewSize(this.scene).height);
    this.claim.draw(this.state ? this.practice.claim : null, this.regions);
    this.drawOpenHands();
    this.drawTags();
  }

  /** The compact strip's band holds both lines: shrunk together when they would run over. */
  private fitBand(): void {
    const used = (this.line.text ? this.line.height + 2 : 0) + this.reason.height;
    const k = Math.min(1, this.strip.band / Math.max(1, used));
    this.line.setScale(k);
    this.reason.setScale(k);
    this.reason.setY(this.line.y + (this.line.text ? this.line.height * k + 2 : 0));
  }

  private drawTags(): void {
    this.tags.removeAll(true);
    const st = this.state;
    if (!st || this.practice.options.hints === 'off') return;
    const s = this.regions.scale;
    // Under the status line: on a phone's two rows a raised tile's top is at the hand's
    // top, so its tag comes down over the tile's upper edge instead of into the line.
    const floor = statusBottom(this.regions) + 2 * s;
    for (const t of st.tags) {
      if (t.points <= 0) continue;
      const label = this.scene.add
        .text(t.x, 0, `+${t.points}`, {
          ...textStyle(Math.round(13 * s), { bold: true, colour: css.ink }),
          backgroundColor: '#e8c15a',
          padding: { x: 4, y: 1 },
        })
        .setOrigin(0.5, 1);
      label.setY(Math.max(t.top - 2 * s, floor + label.height));
      this.tags.add(label);
    }
  }

  /**
   * The tile tracker, while open, in a panel of its own at the side of the layout's `area`
   * (a band across its top on a phone; `splitTracker`), opaque; the layout's area beside it
   * is returned, for the table to fit the layout into. Closed, `area` as it is.
   */
  trackerArea(area: Rect, practice: PracticeTableView): Rect {
    this.tracker.removeAll(true);
    if (!this.showTracker || practice.trackerLines.length === 0) return area;
    const claim = practice.claim ? claimSize(this.regions).h + 8 : 0;
    return drawTracker(this.scene, this.tracker, { area, regions: this.regions, claim }, practice);
  }

  private drawOpenHands(): void {
    this.openHands.removeAll(true);
    const st = this.state;
    const hands = this.practice.hands;
    if (!st || !hands) return;
    const s = this.regions.scale;
    hands.forEach((tiles, seat) => {
      const spot = st.seatSpots[seat];
      if (!spot || tiles.length === 0) return;
      const portraitOrTop =
        this.regions.portrait || (seat === Math.floor(st.players / 2) && st.players !== 3);
      const text = this.scene.add
        .text(spot.x, spot.y + (portraitOrTop ? 20 : 60) * s, tiles.map(formatTile).join(' '), {
          ...textStyle(Math.round(13 * s), {
            bold: true,
            colour: css.ink,
            align: 'center',
            wrap: 150 * s,
          }),
          backgroundColor: '#f7f2e2',
          padding: { x: 4, y: 2 },
        })
        .setOrigin(0.5, 0);
      this.openHands.add(text);
    });
  }
}
