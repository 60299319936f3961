/**
 * The family table's panels: the end of a hand or round and of the game (over the hand and
 * buttons, so the final board stays in view), the score sheet (a column on a wide screen, a
 * panel behind a Scores button on a narrow one) and the pause menu. The keyboard moves
 * through an open panel's buttons; Enter takes the focused one.
 */
import type * as Phaser from 'phaser';
import type { FamilyPanel, FamilyTableView } from '../../view/familyTable';
import type { FamilyRegions, SeatRect } from '../../view/familyRegions';
import type { Rect } from '../../view/tableRegions';
import { familyEndRect } from '../../view/familyEndFit';
import { numeralsForSet } from '../../ui/tileArt';
import { drawEndBar, drawEndPanel, endBarRect } from './endPanel';
import { tagPanel } from '../../ui/boxes';
import { viewSize } from '../../ui/hiDpi';
import { colours, css, textStyle } from '../../ui/theme';
import { Button } from '../../ui/widgets';
import { passCover } from '../table/passCover';
import type { CoverRecap } from '../../view/passRecap';
import { displayHeight, drawnOnce, ScoreSheets } from './scoreSheets';
import { pauseMenu, type OverlayResult } from '../table/tableOverlays';
import { infoPanel } from './familyInfo';

export interface PanelActions {
  readonly next: () => void;
  /** The same players again (none online: a new table is opened from Play online). */
  readonly rematch?: () => void;
  readonly newGame: () => void;
  readonly menu: () => void;
  /** Settings and How to play, opened over the table from the pause menu. */
  readonly settings: () => void;
  readonly help: () => void;
  /** A review of the hand just ended (the end panel's Review button). */
  readonly review?: () => void;
  /** Practice: the person's last turn taken back (the end panel's Undo, where the view offers it). */
  readonly undo?: () => void;
  /** Something opened or closed: the table draws again. */
  readonly changed: () => void;
}

interface Open {
  readonly container: Phaser.GameObjects.Container;
  readonly buttons: Button[];
  focus: number;
  readonly kind: 'end' | 'bar' | 'pause' | 'sheet' | 'cover' | 'tray';
  /** A driver's panel closes this way (Esc). */
  readonly close?: () => void;
  /** The words it shows (browser tests read them). */
  readonly texts?: readonly string[];
}

export class FamilyPanels {
  private stack: Open[] = [];
  private endKey: string | null = null;
  private sheetButton: Button | null = null;
  /** What a spectator's table says in the hand's place (`view.watching`). */
  private watching: Phaser.GameObjects.Text | null = null;
  private view: FamilyTableView | null = null;
  /** The screen size the panels were laid out for. */
  private size: string | null = null;
  /** The board's top: an end panel reaching within 120 px of it hides the board. */
  private boardTop = 0;
  /** The other seats' badges: an end panel keeps between those at the sides. */
  private seatRects: readonly SeatRect[] = [];
  /** The end panel has given way to a bar (See board) so that the board is seen. */
  private peeking = false;

  /** The score display on the table (a wide screen's column). */
  private readonly sheets: ScoreSheets;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly actions: PanelActions,
  ) {
    this.sheets = new ScoreSheets(scene);
  }

  open(): boolean {
    return this.stack.length > 0;
  }

  /** The end of a hand or of the game is open over the lower part of the table. */
  endOpen(): boolean {
    return this.stack.some((p) => p.kind === 'end');
  }

  /** The words of the panel on top (browser tests). */
  texts(): readonly string[] {
    return this.stack[this.stack.length - 1]?.texts ?? [];
  }

  /** The open panel's buttons, and the Scores button (browser tests). */
  buttons(): Button[] {
    const top = this.stack[this.stack.length - 1];
    return [...(top?.buttons ?? []), ...(this.sheetButton ? [this.sheetButton] : [])];
  }

  /** A new view: the end panel opens when a hand or the game has just ended, and closes after. */
  update(view: FamilyTableView): void {
    this.view = view;
    const panel = view.gameOver ?? view.handEnd;
    const key = panel ? `${view.step}:${panel.title}` : null;
    if (key === this.endKey) return;
    this.peeking = false;
    this.close('bar');
    this.close('end');
    this.endKey = key;
    if (panel) this.openEnd(panel, view.gameOver !== null);
  }

  /**
   * Lays out what stays on the table: the score sheet's column, or its button; a spectator's
   * words in the hand's place (not under an end panel).
   */
  layout(r: FamilyRegions, view: FamilyTableView, pegMs = 0): void {
    this.view = view;
    this.boardTop = r.board.y;
    this.seatRects = r.seatRects;
    this.sheetButton?.destroy();
    this.sheetButton = null;
    this.watching?.destroy();
    this.watching = null;
    const ended = view.handEnd !== null || view.gameOver !== null || this.endOpen();
    if (view.watching && !ended)
      this.watching = this.scene.add
        .text(
          r.hand.x + r.hand.w / 2,
          r.hand.y + r.hand.h / 2,
          view.watching,
          textStyle(16, { colour: css.soft, align: 'center', wrap: r.hand.w - 16 }),
        )
        .setOrigin(0.5);
    const shown = r.sheet ?? r.scoreStrip;
    if (shown) {
      this.sheets.show(view.scores, shown, pegMs);
    } else {
      this.sheets.clear();
      this.sheetButton = new Button(
        this.scene,
        r.top.x + r.top.w - 50,
        r.top.y + r.top.h / 2,
        'Scores',
        () => this.openSheet(),
        { width: 96, height: 44 },
      );
      this.sheetButton.setDepth(900);
      this.scene.add.existing(this.sheetButton);
    }
    // An open end panel is laid out for the old size: open it again (not on a redraw).
    const size = `${r.width}x${r.height}`;
    const resized = this.size !== null && this.size !== size;
    this.size = size;
    const end = this.stack.find((p) => p.kind === 'end');
    if (resized && end) {
      const panel = view.gameOver ?? view.handEnd;
      this.peeking = false;
      this.stack = this.stack.filter((p) => p !== end && p.kind !== 'bar');
      end.container.destroy();
      if (panel) this.openEnd(panel, view.gameOver !== null, false);
    }
  }

  pause(): void {
    if (this.stack.some((p) => p.kind === 'pause')) {
      this.close('pause');
      return;
    }
    const { width, height } = viewSize(this.scene);
    const result: OverlayResult = pauseMenu(this.scene, width, height, {
      resume: () => this.close('pause'),
      settings: () => {
        this.close('pause');
        this.actions.settings();
      },
      help: () => {
        this.close('pause');
        this.actions.help();
      },
      menu: () => this.actions.menu(),
    });
    result.container.setDepth(1500);
    const buttons = result.focusables.filter((f): f is Button => f instanceof Button);
    this.push({
      container: result.container,
      buttons,
      focus: 0,
      kind: 'pause',
    });
  }

  private push(open: Open, redraw = true): void {
    this.stack.push(open);
    this.focus(0);
    if (redraw) this.actions.changed();
  }

  private close(kind: Open['kind']): void {
    const before = this.stack.length;
    this.stack = this.stack.filter((p) => {
      if (p.kind !== kind) return true;
      p.container.destroy();
      return false;
    });
    if (this.stack.length !== before) this.actions.changed();
  }

  private frame(rect: Rect, depth: number): Phaser.GameObjects.Container {
    const c = this.scene.add.container(0, 0).setDepth(depth);
    const g = this.scene.add.graphics();
    // A panel for the layout checks: what the container holds sits in it.
    tagPanel(g, rect, 'panel:family');
    g.fillStyle(colours.panel, 1).fillRoundedRect(rect.x, rect.y, rect.w, rect.h, 14);
    g.lineStyle(2, colours.panelEdge, 1).strokeRoundedRect(rect.x, rect.y, rect.w, rect.h, 14);
    c.add(g);
    return c;
  }

  /** Where the end panel of this view goes: over the lower part of the table (null: none). */
  endRect(view: FamilyTableView, width: number, height: number): Rect | null {
    if (this.peeking) return endBarRect(width, height);
    return familyEndRect(view, width, height, this.seatRects);
  }

  /**
   * The end panel put away for a bar at the foot of the screen (`on`: See board), so that a
   * board it hid is seen; or brought back (See scores).
   */
  private peek(on: boolean, over: boolean, title: string): void {
    const end = this.stack.find((p) => p.kind === 'end');
    if (!end || on === this.peeking) return;
    this.peeking = on;
    end.container.setVisible(!on);
    this.close('bar');
    if (!on) return this.actions.changed();
    const { width, height } = viewSize(this.scene);
    const rect = endBarRect(width, height);
    const c = this.frame(rect, 1000);
    const onward = over ? this.actions.rematch : this.actions.next;
    const labels: [string, () => void][] = [
      ['See scores', () => this.peek(false, over, title)],
      ...(onward ? [[over ? 'Rematch' : 'Next', onward] as [string, () => void]] : []),
    ];
    const buttons = drawEndBar(this.scene, c, title, rect, labels);
    // The way on first for Enter, as in the panel.
    this.push({ container: c, buttons: buttons.slice().reverse(), focus: 0, kind: 'bar' });
  }

  /** The end of a hand or of the game, over the lower part of the table: the board stays in view. */
  private openEnd(panel: FamilyPanel, over: boolean, redraw = true): void {
    const { width, height } = viewSize(this.scene);
    const view = this.view;
    const rect = view ? this.endRect(view, width, height) : null;
    if (!rect) return;
    const c = this.frame(rect, 1000);
    const review = this.actions.review;
    const labels: [string, () => void][] = [
      ...((over
        ? [
            ...(this.actions.rematch ? [['Rematch', this.actions.rematch]] : []),
            ['New game', this.actions.newGame],
            ['Main menu', this.actions.menu],
          ]
        : panel.watched
          ? []
          : [['Next', this.actions.next]]) as [string, () => void][]),
      ...(panel.review && review ? [['Review', review] as [string, () => void]] : []),
      ...(panel.undo && this.actions.undo
        ? [['Undo', this.actions.undo] as [string, () => void]]
        : []),
      // The panel hides the board (a short screen): See board puts it away for a bar.
      ...(rect.y - 8 - this.boardTop < 120
        ? [['See board', () => this.peek(true, over, panel.title)] as [string, () => void]]
        : []),
    ];
    const numerals = numeralsForSet(view?.maxPip ?? 6);
    const buttons = drawEndPanel(this.scene, c, panel, { rect, height, over, numerals }, labels);
    this.push({ container: c, buttons, focus: 0, kind: 'end' }, redraw);
  }

  /**
   * A panel of words over the table (the hints, a hand's review): each line's title and its
   * text ('' for none); Close or Esc. It may open over the end panel.
   */
  info(heading: string, lines: readonly { title: string; text: string }[]): void {
    if (this.stack.some((p) => p.kind !== 'end')) return;
    const { frame, rect, texts } = infoPanel(this.scene, heading, lines, (r) =>
      this.frame(r, 1200),
    );
    this.pushClosable(frame, rect, texts);
  }

  /**
   * A panel of the driver's own over the table (practice's tray) until `close` (its Close, a
   * tap beside it, Esc); returns its release, for when it closes itself.
   */
  hold(result: OverlayResult, close: () => void): () => void {
    const buttons = result.focusables.filter((f): f is Button => f instanceof Button);
    const open: Open = { container: result.container, buttons, focus: 0, kind: 'tray', close };
    this.push(open);
    return () => {
      this.stack = this.stack.filter((p) => p !== open);
      this.actions.changed();
    };
  }

  /** A panel closed by its Close button (or Esc): the hints, the score sheet. */
  private pushClosable(
    c: Phaser.GameObjects.Container,
    rect: Rect,
    texts: readonly string[] = [],
  ): void {
    const close = new Button(
      this.scene,
      rect.x + rect.w / 2,
      rect.y + rect.h - 32,
      'Close',
      () => this.close('sheet'),
      { width: 140, height: 44, primary: true },
    );
    c.add(close);
    // Over everything (the board, an end panel): a shade that takes the taps around it and
    // closes it, so nothing beneath is pressed by mistake.
    const { width, height } = viewSize(this.scene);
    const shade = this.scene.add.rectangle(0, 0, width, height, 0x000000, 0.45);
    shade.setOrigin(0, 0).setInteractive();
    // Closed by a tap begun on it (not by the release of the tap that opened it).
    let pressed = false;
    shade.on('pointerdown', () => (pressed = true));
    shade.on('pointerup', () => {
      if (pressed) this.close('sheet');
    });
    c.addAt(shade, 0);
    this.push({ container: c, buttons: [close], focus: 0, kind: 'sheet', texts });
  }

  /**
   * Pass-and-play: the cover between people (the line table's own), until `to` shows their
   * tiles; nothing of theirs is drawn meanwhile. `ask`: the light hints' question first
   * (once a game: everyone agrees, or they stay off), its answer handed to it.
   */
  cover(
    to: string,
    reveal: () => void,
    recap: CoverRecap | null = null,
    ask: ((on: boolean) => void) | null = null,
  ): void {
    if (this.stack.some((p) => p.kind === 'cover')) return;
    const { width, height } = viewSize(this.scene);
    const result = passCover(
      this.scene,
      width,
      height,
      to,
      ask !== null,
      {
        reveal: () => {
          this.close('cover');
          reveal();
        },
        hints: (on) => {
          this.close('cover');
          ask?.(on);
        },
      },
      recap,
    );
    result.container.setDepth(1300);
    const buttons = result.focusables.filter((f): f is Button => f instanceof Button);
    this.push({ container: result.container, buttons, focus: 0, kind: 'cover' });
  }

  covered(): boolean {
    return this.stack.some((p) => p.kind === 'cover');
  }

  /** The score sheet over the table, or over the end of a round or hand (not over a menu). */
  private openSheet(): void {
    if (this.stack.some((p) => p.kind !== 'end') || !this.view) return;
    const { width, height } = viewSize(this.scene);
    const w = Math.min(420, width - 16);
    // As tall as the display (its own height) over Close.
    const h = displayHeight(this.view.scores, height - 16 - 78) + 78;
    const rect: Rect = { x: (width - w) / 2, y: (height - h) / 2, w, h };
    const c = this.frame(rect, 1200);
    const sheet = drawnOnce(this.scene, this.view.scores, {
      x: rect.x + 8,
      y: rect.y + 8,
      w: rect.w - 16,
      h: rect.h - 70,
    });
    c.add(sheet);
    this.pushClosable(c, rect);
  }

  key(e: KeyboardEvent): boolean {
    if (e.key === 'Escape') {
      const top = this.stack[this.stack.length - 1];
      if (top?.close) top.close();
      else if (this.stack.some((p) => p.kind === 'sheet')) this.close('sheet');
      else this.pause();
      return true;
    }
    const top = this.stack[this.stack.length - 1];
    if (!top) return false;
    if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') this.focus(-1);
    else if (e.key === 'ArrowRight' || e.key === 'ArrowDown' || e.key === 'Tab') {
      e.preventDefault();
      this.focus(1);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      top.buttons[top.focus]?.activate();
    }
    return true;
  }

  private focus(delta: number): void {
    const top = this.stack[this.stack.length - 1];
    if (!top || top.buttons.length === 0) return;
    top.buttons[top.focus]?.setFocused(false);
    top.focus = (top.focus + delta + top.buttons.length) % top.buttons.length;
    top.buttons[top.focus]?.setFocused(true);
  }
}
