/**
 * A game at the table: the shared table (tableCore.ts) driven by the game
 * machine, plus what only a game has: the Menu button and pause menu, the
 * hand-end and game-over panels, and practice mode's strip. It draws the
 * driver's view and sends table actions; it decides no rule.
 */
import * as Phaser from 'phaser';
import type { PracticeApi } from '../../practice/session';
import { gameDriver, type GameDriver } from '../../view/gameDriver';
import { tableRegions, type Rect, type Regions } from '../../view/tableRegions';
import { Button, type Focusable } from '../../ui/widgets';
import type { Services } from '../services';
import { openNewGame, openOverlayLoaded } from '../overlay';
import { PracticeHud } from '../practice/practiceHud';
import { practiceStrip, type PracticeStrip } from '../../view/practiceStrip';
import { PracticeTable } from '../practice/practiceTable';
import { PassAndPlay } from './passCover';
import { Table } from './tableCore';
import { TipNote } from './tipNote';
import { BADGE_TIP, takeTip } from '../../view/tips';
import { tableSpots, type PracticeHotspots, type TableSpots } from './tableHooks';
import { buttonCorner, openHandEndMoment } from './tableHandEnd';
import { panelKey, placeCornerButton } from './tableMenuButton';
import { pauseMenu, type OverlayResult } from './tableOverlays';
import type { HandEndMoment } from './handEndMoment';
import { viewSize } from '../../ui/hiDpi';
import { drawnByFamilyTable } from '../../view/familyTables';
import { familyFor } from '../../machine/settings';

export type { PracticeHotspots } from './tableHooks';

export interface TableHotspots extends TableSpots {
  readonly buttons: readonly { label: string; x: number; y: number }[];
  /** The scores the pegging board shows. */
  readonly scores: readonly number[];
}

/** An open panel over the table, with its keyboard focus. */
interface Panel {
  readonly result: OverlayResult;
  focus: number;
  /** The pause menu closes this way (Esc again, Resume). */
  readonly close?: () => void;
}

export class TableScene extends Phaser.Scene {
  private table!: Table;
  private driver!: GameDriver;
  private menuButton!: Button;
  /** Open panels, the top one last: a hand-end panel, and the pause menu over it. */
  private panels: Panel[] = [];
  private practice: PracticeTable | null = null;
  /** Several people at this device: whose hand is shown, the cover between their turns. */
  private pass: PassAndPlay | null = null;
  /** Pass-and-play games' hint answers by deal code: asked once a game. */
  private readonly agreed = new Map<string, boolean>();
  /** The one-time tip showing, in its band at the top of the layout's area. */
  private tip: TipNote | null = null;
  /** Practice's strip over the layout, as planned for the screen's size (null: no practice). */
  private strip: PracticeStrip | null = null;
  /** The hand's or the game's end, open (its panel or its bar). */
  private moment: HandEndMoment | null = null;

  constructor(private readonly services: Services) {
    super('Table');
  }

  create(): void {
    const api = this.services.session.table();
    if (!api) {
      this.scene.start('Menu');
      return;
    }
    // Every game but the line of play's practice is drawn by the family table.
    const practiceApi: PracticeApi | null = this.services.session.practice?.() ?? null;
    if (drawnByFamilyTable(familyFor(api.snapshot().context.settings).id, practiceApi !== null)) {
      // With data of its own: Phaser would otherwise hand it the last start's (a replay).
      this.scene.start('FamilyTable', {});
      return;
    }
    this.panels = [];
    this.tip = null;
    this.moment = null;
    this.practice = null;
    const first = api.snapshot();
    const seed = first.context.settings.seed;
    const pass = PassAndPlay.of(first);
    if (pass) pass.hints = this.agreed.get(seed) ?? null;
    this.pass = pass;
    this.driver = gameDriver(api, {
      // Pass-and-play: hints only when everyone agreed.
      hints: () => this.services.prefs.get().hints && (!pass || pass.hints === true),
      ...(pass ? { shown: () => pass.revealed } : {}),
      playerName: () => this.services.prefs.get().playerName,
      practice: practiceApi,
    });
    const driver = this.driver;
    // The screen-reader voice hears the view this table draws, so it says no more than it shows.
    const speak = this.services.speak;
    const stopVoice = speak ? driver.subscribe(() => speak(driver.view())) : null;
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      stopVoice?.();
      driver.stop();
    });
    const view = this.driver.view();
    const sides = view.sideNames.length;
    const regions = (width: number, height: number): Regions => {
      const r = tableRegions(width, height, view.facts.players, sides);
      // Set for every game: the scene object is reused, and a casual game has no strip.
      this.strip = practiceApi ? practiceStrip(r) : null;
      if (!this.strip) return r;
      // Practice takes a strip at the top of the table for its lines (and, upright, its buttons).
      const h = this.strip.height;
      return { ...r, layout: { ...r.layout, y: r.layout.y + h, h: r.layout.h - h } };
    };
    this.table = new Table(this, this.services, this.driver, {
      regions,
      layoutArea: () => this.layoutArea(),
      blocked: () => this.panels.length > 0,
      handAway: () => this.moment !== null,
      drawn: () => {
        this.practice?.drawn();
        this.badgeTip();
        // A compact practice strip lends its place to the tip while it shows.
        this.practice?.setCovered((this.tip?.bottom ?? 0) > 0);
      },
      settled: (first) => {
        this.openHandEnd(first);
        this.coverIfPassing();
      },
      dealing: () => this.closeHandEnd(),
      key: (e) => this.onKey(e),
      resized: () => this.resized(),
    });
    // The regions hook planned the strip as the table laid itself out.
    const strip = this.strip;
    if (view.practice && strip) {
      const hud = new PracticeHud(this, view.practice, this.table.board.area, strip, {
        send: (action) => this.table.send(action),
        undo: () => this.undoTurn(),
        judged: (text, outcome, points) => this.practice?.judged(text, outcome, points),
        openTray: () => this.openPracticeTray(),
        redraw: () => this.table.draw(0),
      });
      this.practice = new PracticeTable(this, this.services, hud, this.table);
    }
    this.menuButton = new Button(this, 0, 0, 'Menu', () => this.togglePause(), {
      width: 96,
      height: 44,
    });
    // Above a hand-end panel's shade: the menu stays within reach.
    this.menuButton.setDepth(1200);
    this.placeMenuButton();
    this.driver.invalidate();
    this.table.start();
    speak?.(this.driver.view());
    // Back from Settings or Help: the preferences (hints, speed) may have changed.
    this.events.on(Phaser.Scenes.Events.RESUME, () => this.refresh());
    this.events.on(Phaser.Scenes.Events.WAKE, () => this.refresh());
  }

  /**
   * The first time hint badges are drawn, what they mean (once per browser): a note with a
   * close button in a band of its own above the layout, which is fitted below it meanwhile,
   * until closed or the hand ends. On a phone in practice it has the compact strip's place
   * (Undo, Muggins!): it waits while the counting drill is on (Muggins! must stay within
   * reach), and goes once the person's turn is over.
   */
  private badgeTip(): void {
    const view = this.table.view();
    const compact = this.strip?.compact ?? false;
    if (this.tip) {
      // It goes with its hand (the celebrations and the hand's panel have the table then),
      // and makes way for a question about the last play (practice's claim panel).
      if (view.handEnd || (compact && view.moves === null && !view.held)) this.tip.dismiss();
      else if (this.tip.setShown(!view.held)) this.table.draw(0);
      return;
    }
    const storage = this.services.storage;
    if (view.handEnd || !storage || !this.table.board.targets.some((t) => t.badge !== null)) return;
    if (compact && view.practice?.options.count) return;
    if (!takeTip(storage, 'badges')) return;
    const tip = new TipNote(this, BADGE_TIP, () => this.table.draw(0));
    this.tip = tip;
    this.placeTip();
    this.table.draw(0);
  }

  /**
   * The tip's note across the layout's area, below the count and boneyard where they reach in;
   * on a short phone in practice, in the compact strip's place instead (its row hidden meanwhile).
   */
  private placeTip(): void {
    const board = this.table.board;
    const area = board.area.layout;
    const strip = this.strip;
    if (strip?.compact) {
      // TipNote keeps a 6 px gap above its note: the note's top is the strip row's.
      const y = area.y - strip.height + strip.gap - 6;
      this.tip?.layout({ ...area, y, h: area.h + (area.y - y) }, board.scale);
      return;
    }
    const top = board.hud.blocks
      .filter((b) => b.x < area.x + area.w && area.x < b.x + b.w && b.y < area.y)
      .reduce((y, b) => Math.max(y, b.y + b.h), area.y);
    this.tip?.layout({ ...area, y: top, h: area.h - (top - area.y) }, board.scale);
  }

  /**
   * The layout's area: beside or above the hand's end panel while it is open (the final board
   * in view), else the regions' one, less the tip's band while it shows, beside the tracker.
   */
  private layoutArea(): Rect {
    const board = this.moment?.boardArea();
    if (board) return board;
    const area = this.table.board.area.layout;
    const bottom = this.tip?.bottom ?? area.y;
    const free = bottom > area.y ? { ...area, y: bottom, h: area.h - (bottom - area.y) } : area;
    return this.practice?.layoutArea(free) ?? free;
  }

  /** Something the view reads besides the game changed (hints, the best move shown). */
  private refresh(): void {
    this.driver.invalidate();
    this.table.refresh();
  }

  // ---- Panels -------------------------------------------------------------------------

  private openHandEnd(immediate: boolean): void {
    if (!this.table.idle() || this.panels.length > 0 || !this.table.view().handEnd) return;
    const practice = this.practice;
    const over = this.table.view().gameOver !== null;
    const moment = openHandEndMoment(
      this,
      this.table,
      buttonCorner(this.table, this.menuButton),
      {
        next: () => this.table.send({ type: 'next-hand' }),
        rematch: () => this.table.send({ type: 'rematch' }),
        newGame: () => openNewGame(this, this.services),
        menu: () => this.scene.start('Menu'),
        ...(practice ? { review: () => this.table.send({ type: 'review' }) } : {}),
        ...(practice && !over && practice.canUndo() ? { undo: () => this.undoTurn() } : {}),
      },
      {
        immediate,
        changed: () => {
          // The panel and its bar trade places: the focus starts again on the new buttons.
          const panel = this.panels[0];
          if (panel && panel.result === this.moment) panel.focus = 0;
          this.focus(0);
          this.table.draw(0);
        },
      },
    );
    this.moment = moment;
    this.panels = [{ result: moment, focus: 0 }];
    this.focus(0);
    this.table.draw(0);
  }

  /** Pass-and-play: covers the table when the next person to play is not the one shown. */
  private coverIfPassing(): void {
    const pass = this.pass;
    const api = this.services.session.table();
    if (!pass || !api || this.panels.length > 0 || !this.table.idle()) return;
    const seed = api.snapshot().context.settings.seed;
    const result = pass.cover(this, api.snapshot(), this.table.view(), (hints) => {
      result?.container.destroy();
      this.panels = this.panels.filter((p) => p !== panel);
      if (hints !== null) this.agreed.set(seed, hints);
      // The hints answered, the cover to pass comes next; a reveal shows the tiles.
      if (hints === null) this.refresh();
      else this.coverIfPassing();
    });
    if (!result) return;
    result.container.setDepth(1100);
    const panel: Panel = { result, focus: 0 };
    this.panels.push(panel);
    this.focus(0);
    this.table.draw(0);
  }

  private closeHandEnd(): void {
    const handEnd = this.panels[0];
    if (handEnd && !handEnd.close) {
      handEnd.result.container.destroy();
      this.panels.shift();
      this.menuButton.setVisible(true);
    }
    this.moment = null;
  }

  /** Esc or the Menu button: the pause menu opens, or closes when it is open. */
  private togglePause(): void {
    const top = this.panels[this.panels.length - 1];
    if (top?.close) {
      top.close();
      return;
    }
    const { width, height } = viewSize(this);
    const close = (): void => {
      result.container.destroy();
      this.panels = this.panels.filter((p) => p !== panel);
      this.focus(0);
      this.table.draw(0);
    };
    const result = pauseMenu(this, width, height, {
      resume: close,
      settings: () => {
        close();
        openOverlayLoaded(this, this.services, 'Settings');
      },
      help: () => {
        close();
        openOverlayLoaded(this, this.services, 'Help');
      },
      menu: () => this.scene.start('Menu'),
    });
    result.container.setDepth(1500);
    const panel: Panel = { result, focus: 0, close };
    this.panels.push(panel);
    this.focus(0);
    this.table.draw(0);
  }

  /** The compact practice strip's tray, as a panel: Close, Esc or a tap beside it closes it. */
  private openPracticeTray(): void {
    const practice = this.practice;
    if (!practice || this.panels.length > 0) return;
    const close = (): void => {
      practice.closeTray();
      this.panels = this.panels.filter((p) => p !== panel);
      this.table.draw(0);
      // The hand may have ended while the tray was open.
      this.openHandEnd(true);
    };
    const tray = practice.openTray(viewSize(this), close);
    const panel: Panel = { result: tray.result, focus: 0, close };
    this.panels.push(panel);
    this.focus(0);
    this.table.draw(0);
  }

  private focus(delta: number): void {
    const top = this.panels[this.panels.length - 1];
    const items: Focusable[] = top?.result.focusables ?? [];
    if (!top || items.length === 0) return;
    items[top.focus]?.setFocused(false);
    top.focus = (top.focus + delta + items.length) % items.length;
    items[top.focus]?.setFocused(true);
  }

  private onKey(e: KeyboardEvent): boolean {
    if (e.key === 'Escape') {
      this.togglePause();
      return true;
    }
    const top = this.panels[this.panels.length - 1];
    // An open claim takes digits and Enter, unless the pause menu or the tray is over it.
    if (!top?.close && this.practice?.key(e)) return true;
    if (!top) return false;
    panelKey(
      e,
      (d) => this.focus(d),
      () => top.result.focusables[top.focus]?.activate(),
    );
    return true;
  }

  /**
   * Practice: the person's last turn taken back (also from the hand-end panel). The log
   * grows shorter, so the table starts again there (tableCore's `onChange`).
   */
  private undoTurn(): void {
    const top = this.panels[this.panels.length - 1];
    if (top?.close) return;
    this.table.send({ type: 'undo' });
  }

  private placeMenuButton(): void {
    placeCornerButton(this.table, this.menuButton);
  }

  private resized(): void {
    this.placeMenuButton();
    this.placeTip();
    if (this.strip) this.practice?.layout(this.table.board.area, this.strip);
    // Panels are laid out for the old size: open them again (the pause menu closes).
    this.panels.forEach((p) => p.result.container.destroy());
    this.menuButton.setVisible(true);
    this.panels = [];
    this.moment = null;
    this.openHandEnd(true);
  }

  // ---- For browser tests ------------------------------------------------------------

  /** Where to click, in canvas pixels: the hand, the lit targets, the boneyard and the buttons. */
  hotspots(): TableHotspots {
    const top = this.panels[this.panels.length - 1];
    const below = top ? [] : (this.practice?.buttons() ?? []);
    const buttons = [...(top?.result.focusables ?? []), this.menuButton, ...below].flatMap((f) =>
      f instanceof Button ? [{ label: f.label, x: f.x, y: f.y }] : [],
    );
    const pegs = this.table.board.pegs;
    return {
      ...tableSpots(this.table),
      buttons,
      scores: this.table.view().sideNames.map((_, side) => pegs?.score(side) ?? 0),
    };
  }

  /** Practice mode as drawn, for browser tests; null in a casual game. */
  practiceHotspots(): PracticeHotspots | null {
    return this.practice?.hotspots() ?? null;
  }
}
