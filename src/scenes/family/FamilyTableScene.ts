/**
 * The table of every family played through the contract (the line of play, Mexican Train,
 * Texas 42): the seats' strip, the family's board (its drawer, by `view.board.family`), the
 * status line, the person's buttons (draw, pass, bids, trumps), the hand and the score
 * sheet, drawn from the view its driver gives (familyDriver.ts: a game, a lesson, a replay,
 * an online seat, made by `familyModes.ts` from the scene's data; the table imports none of
 * them). A tap on a tile plays it where every playable tile has one place to go
 * (`view.tapPlays`, as the status says); otherwise its places light up and a tap on one
 * plays there (a drag works too). The arrows move a highlight that always rests on a legal
 * choice, and Enter takes it. It decides no rule.
 */
import * as Phaser from 'phaser';
import { formatTile, type Tile } from '../../engine/core/tiles';
import {
  ARRANGE,
  HINTS,
  SKIP,
  choiceTile,
  handPicture,
  handWidth,
  statusLine,
  tileControls,
  tileChoiceId,
  type FamilyTableView,
  type FamilyTarget,
} from '../../view/familyTable';
import { keyOrder } from '../../view/familyKeys';
import { familyRegions, type FamilyRegions } from '../../view/familyRegions';
import type { FamilyBoard } from '../../view/familyTables';
import { familySpeech } from '../../view/familyVoice';
import { HandView } from '../../ui/handView';
import { viewSize } from '../../ui/hiDpi';
import { numeralsForSet } from '../../ui/tileArt';
import { css, textStyle } from '../../ui/theme';
import { Button, drawFelt, listenKeys, onResize } from '../../ui/widgets';
import { choiceKey, FamilyMoves } from './familyMoves';
import { FamilySeatBadges } from './familySeatBadges';
import { APP_TITLE, pageTitle } from '../../view/pageTitle';
import type { FamilyBoardDrawer } from '../drawers/familyDrawer';
import { familyDrawerFor } from '../drawers/familyDrawers';
import type { DriverFor, FamilyTableData, FamilyTableDriver } from './familyDriver';
import { familyHotspots, type FamilyHotspots } from './familyHotspots';
import { FamilyPanels } from './familyPanels';
import { stripHeight } from './scoreSheets';
import { FamilyPractice } from '../practice/familyPractice';
import { openNewGame, openOverlayLoaded } from '../overlay';
import type { Services } from '../services';
import { showToast } from '../toast';
import type { ProgressStore } from '../../tutorial/progress';
import { FamilyAnimator, tableMotionHost, type FamilyShownNow } from './familyAnimator';
import { FamilyMoment } from './familyMoment';
import { actionButtons, arrangementSaid, placeStatus, placeTitle } from './familyButtons';
import { paced } from '../table/flights';
import { FamilyPassing } from './familyPassing';
import { FamilyTip } from './familyTip';
import { FamilyGlows } from './familyGlows';
import type { PracticeHotspots } from '../practice/practiceSpots';

export type { FamilyHotspots } from './familyHotspots';

export class FamilyTableScene extends Phaser.Scene {
  /** What feeds the table: a game, a lesson, a replay, an online seat. */
  private driver: FamilyTableDriver | null = null;
  private view!: FamilyTableView<FamilyBoard>;
  private felt!: Phaser.GameObjects.Graphics;
  private seatBadges!: FamilySeatBadges;
  private title!: Phaser.GameObjects.Text;
  private status!: Phaser.GameObjects.Text;
  private menu!: Button;
  private drawer: FamilyBoardDrawer<FamilyBoard> | null = null;
  private hand!: HandView;
  private buttons: Button[] = [];
  private panels!: FamilyPanels;
  private practice!: FamilyPractice;
  /** The tile chosen, waiting for a place; the keyboard's highlighted choice. */
  private selected: Tile | null = null;
  private highlight: string | null = null;
  /** The last press began with no panel open (a panel's button let go is no tap on the board). */
  private boardPress = false;
  private step = -1;
  /** The view drawn last showed a hand's or the game's end. */
  private over = false;
  private readonly passing = new FamilyPassing();
  /** The one-time tip about the hint badges (once per browser). */
  private tip!: FamilyTip;
  /** Plan my train (or the family's own arrangement) is on. */
  private arranged = false;
  /** The step at which the arrangement was turned on or off: the status says so until the next. */
  private toldAt = -1;
  private refusal: string | null = null;
  /** Each step's moves played out (tiles flying to their places), and the regions drawn last. */
  private animator!: FamilyAnimator;
  private moment!: FamilyMoment;
  private regions: FamilyRegions | null = null;
  private glows!: FamilyGlows;

  constructor(
    private readonly services: Services,
    private readonly progress: ProgressStore | undefined,
    /** Makes the driver the scene's data asks for (main.ts: `familyDriverFor`). */
    private readonly driverFor: DriverFor,
  ) {
    super('FamilyTable');
  }

  create(data: FamilyTableData = {}): void {
    const host = { scene: this, services: this.services, progress: this.progress };
    const driver = this.driverFor(host, data);
    this.driver = driver;
    if (!driver) return; // (An online seat's first view to come; no game: the menu, familyModes.)
    [this.selected, this.highlight] = [null, null];
    this.passing.reset();
    // Plan my train stays on from the last game (a lesson and a replay show the hand as dealt).
    this.arranged = driver.arrangeable && this.services.prefs.get().arranged === true;
    this.step = this.toldAt = -1;
    this.over = false;
    this.refusal = null;
    this.buttons = [];
    this.felt = this.add.graphics();
    this.seatBadges = new FamilySeatBadges(this);
    this.title = this.add.text(0, 0, '', textStyle(15, { bold: true, colour: css.soft }));
    this.status = this.add.text(0, 0, '', textStyle(16, { bold: true }));
    const menu = (): void => (driver.menu ? driver.menu() : this.panels.pause());
    this.menu = new Button(this, 0, 0, driver.menuLabel, menu, { width: 96, height: 44 });
    this.menu.setDepth(900);
    this.hand = new HandView(this, { x: 0, y: 0, w: 10, h: 10 }, 80, {
      onTap: (tile) => this.tapTile(tile),
      onDrop: (tile, x, y) => this.dropTile(tile, x, y),
      onDragStart: (tile) => this.choose(tile),
    });
    this.panels = new FamilyPanels(this, {
      next: () => driver.next(),
      rematch: driver.rematch,
      newGame: () => openNewGame(this, this.services),
      settings: () => openOverlayLoaded(this, this.services, 'Settings'),
      help: () => openOverlayLoaded(this, this.services, 'Help'),
      menu: () => driver.leave(),
      review: driver.review ?? (driver.game ? () => this.practice.openReview() : undefined),
      undo: driver.undo,
      changed: () => this.draw(),
    });
    driver.attach?.({ hold: (p, close) => this.panels.hold(p, close), redraw: () => this.draw() });
    this.practice = new FamilyPractice(this, this.panels, this.services.advise, () => this.draw());
    this.tip = new FamilyTip(this, this.services, () => this.draw());
    this.glows = new FamilyGlows(this);
    this.regions = null;
    const shown = (): FamilyShownNow => ({
      view: this.view,
      regions: this.regions,
      drawer: this.drawer,
      hand: this.hand,
    });
    const ms = (base: number): number =>
      this.view.skipping ? 0 : paced(this.services.prefs.get(), base);
    this.animator = new FamilyAnimator(tableMotionHost(this, shown, ms));
    this.moment = new FamilyMoment(this, this.services, shown);
    const stop = driver.subscribe(() => this.refresh());
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      document.title = APP_TITLE;
      stop();
      driver.destroy();
      this.driver = null;
      this.moment.reset();
      this.drawer?.destroy();
      this.drawer = null;
      this.seatBadges.destroy();
      this.hand.destroy();
      this.practice.destroy();
      this.glows.destroy();
    });
    // The tile plays as DOM buttons for screen readers (main.ts mirrors `Mirrored` objects).
    new FamilyMoves(
      this,
      () => (this.panels.open() ? [] : tileControls(this.view, formatTile)),
      (id) => this.sendChoice(id),
    );
    listenKeys(this, (e) => this.onKey(e));
    onResize(this, () => this.draw());
    // Back from Settings or How to play: drawn again (the palette or tile faces may be new).
    const resume = (): void => this.refresh();
    this.events.on(Phaser.Scenes.Events.RESUME, resume);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () =>
      this.events.off(Phaser.Scenes.Events.RESUME, resume),
    );
    this.input.on(Phaser.Input.Events.POINTER_DOWN, () => (this.boardPress = !this.panels.open()));
    this.input.on(Phaser.Input.Events.POINTER_UP, (p: Phaser.Input.Pointer) => this.tapBoard(p));
    this.refresh();
  }

  /** A change: the view again, sounds and words for what changed, then the picture. */
  private refresh(): void {
    const driver = this.driver;
    if (!driver) return;
    const source = driver.source();
    const { hints, playerName } = this.services.prefs.get();
    const base = source
      ? this.passing.view(source, this.arranged, hints, playerName)
      : driver.view?.(this.arranged);
    if (!base) return;
    const view = driver.shape?.(base) ?? base;
    // A new step, or a hand's end shown at last (practice held it for a claim): said, sounded.
    const over = view.handEnd !== null || view.gameOver !== null;
    const fresh = view.step !== this.step || (over && !this.over);
    this.over = over;
    // An undo: what was being celebrated is no more.
    if (view.step < this.step) this.moment.reset();
    // The picture before this step, where its moves start (a step back in a replay moves
    // nothing; a jump, by hands or the scrubber, moves and sounds nothing).
    const stepped = this.step >= 0 && (driver.stepped?.() ?? true);
    const before = stepped && view.step > this.step ? this.animator.picture() : null;
    this.view = view;
    if (fresh && stepped) this.services.sound.play(view.handEnd ? 'score' : 'click');
    // The screen-reader voice: what just happened, and what the person is asked.
    if (fresh) {
      const words = familySpeech(view);
      if (words) this.services.say?.(words);
    }
    this.step = view.step;
    if (view.refusal && view.refusal.key !== this.refusal) {
      this.refusal = view.refusal.key;
      showToast(this, view.refusal.message, { tone: 'error' });
    }
    const order = keyOrder(view);
    if (
      this.selected !== null &&
      !view.hand.some((h) => h.tile === this.selected && h.targets.length > 0)
    )
      this.selected = null;
    if (this.highlight !== null && !order.includes(this.highlight)) this.highlight = null;
    // Practice's best move, once shown, is where the highlight goes.
    const preferred = driver.prefer?.() ?? null;
    if (preferred !== null && this.selected === null && order.includes(preferred))
      [this.highlight, this.selected] = [preferred, null];
    if (view.live && this.highlight === null && view.question !== true)
      this.highlight = order[0] ?? null;
    if (!view.live && view.buttonsLive !== true) this.highlight = null;
    const game = driver.game?.() ?? null;
    // (A driver with practice's controls of its own has its own hints.)
    if (game && !driver.practiceRoom) this.practice.update(game, view);
    this.draw();
    if (before) this.animator.run(view.motions, before);
    // A replay opens no end panel (its buttons step through the game instead); a new step's
    // moment (a game won, a round's end) plays first, once its motions are over.
    const open = (): void => this.panels.update(this.view);
    if (driver.panels && before && view.celebration)
      this.moment.play(view.celebration, this.animator, open);
    else if (driver.panels && !this.moment.held) open();
    // The next person to play is not the one whose hand is shown: the cover, until they reveal theirs.
    this.passing.cover(this.panels, source, this.view, hints, () => this.refresh());
  }

  private draw(): void {
    const view = this.view;
    const driver = this.driver;
    if (!driver) return;
    const actionsOf = driver.actions?.() ?? null;
    const { width, height } = viewSize(this);
    const r = familyRegions(
      width,
      height,
      view.seats.length - (view.viewer === null ? 0 : 1),
      (actionsOf ?? view.actions).length,
      handWidth(view.hand),
      {
        hints: driver.panels && (driver.practiceRoom !== undefined || this.practice.on()),
        ...(driver.practiceRoom ? { hintsRoom: driver.practiceRoom } : {}),
        sheetRows: view.scores.rows.length,
        strip: stripHeight(view.scores),
        around: view.seating === 'around',
        faceUp: view.seats.some((s) => s.hand !== undefined),
      },
    );
    drawFelt(this.felt, width, height);
    // The browser's tab names the game at its table (issue 36, item 12).
    document.title = pageTitle(view.game);
    this.menu.setPosition(r.top.x + 48, r.top.y + r.top.h / 2);
    placeTitle(this.title, view.title, r, driver.titleRoom?.(r) ?? 0);
    // The end panel covers the status, the buttons and the hand: they step aside meanwhile.
    const ended = view.handEnd !== null || view.gameOver !== null;
    const covered = driver.panels && (this.panels.endOpen() || ended);
    this.seatBadges.draw(view, r, !covered);
    if (!this.drawer) this.drawer = familyDrawerFor(view.board, this);
    const lit = new Set<string>();
    const chosen = this.selected ?? this.highlightTile();
    const badges = new Map<string, NonNullable<FamilyTarget['badge']>>();
    for (const h of view.hand)
      if (h.tile === chosen)
        for (const t of h.targets) {
          lit.add(t.id);
          if (t.badge) badges.set(t.id, t.badge);
        }
    const target = this.highlight?.split('@')[1] ?? null;
    // The end panel takes the lower part of the table: the board is fitted above it.
    // Too little room above it (a phone on its side): the panel has the table to itself.
    // (A replay opens no end panel: its board keeps the room.)
    const end = driver.panels ? this.panels.endRect(view, width, height) : null;
    // A lesson's coach speaks over the top of the board; the badges' tip takes a band of it.
    const area = this.tip.fit(driver.place?.(r.board) ?? r.board, badges.size > 0, ended);
    const board = end ? { ...area, h: Math.min(area.h, end.y - 8 - area.y) } : area;
    const focus = target === 'trick' ? this.highlight : target;
    // (A phone on its side keeps its short board in play: only an end panel needs 120 px.)
    if (board.h < (end ? 120 : 60)) this.drawer.clear();
    else {
      const extra = { chosen, maxPip: view.maxPip, badges, handHalf: r.handTile / 2 };
      this.drawer.draw(view.board, board, lit, focus, extra);
    }
    const told = this.toldAt === view.step ? view.arrangement : null;
    const said = statusLine(view, driver.where?.() ?? null, told);
    placeStatus(this.status, said, view.status.tone === 'turn', r.status);
    this.status.setVisible(!covered);
    const actions = actionsOf ?? (covered ? [] : view.actions);
    this.buttons.forEach((b) => b.destroy());
    this.buttons = actionButtons(this, actions, r, this.highlight, (id) => this.sendChoice(id));
    this.hand.setRegion(r.hand, r.handTile);
    const numerals = numeralsForSet(view.maxPip);
    this.hand.render({ ...handPicture(view, covered), selected: chosen, numerals }, 150);
    // A new score hops its peg at the player's pace (none at the instant pace).
    this.panels.layout(r, view, view.skipping ? 0 : paced(this.services.prefs.get(), 550));
    this.practice.drawStrip(covered || driver.practiceRoom ? null : r.hints);
    const pieces = this.drawer.pieces();
    this.glows.draw(covered ? null : view.glows, view.scores, r, this.hand, pieces);
    driver.drawn?.(r, view, this.hand);
    // (The board's region as drawn: below a lesson's coach, above an end panel.)
    this.regions = { ...r, board };
    this.animator.hideWaiting();
  }

  /** The tile of the highlighted choice, when it is a tile's. */
  private highlightTile(): Tile | null {
    return choiceTile(this.highlight);
  }

  // ---- Choices ------------------------------------------------------------------------

  private sendChoice(id: string): void {
    if (this.driver?.press?.(id)) return;
    if (id === HINTS) {
      this.practice.openHints();
      return;
    }
    if (id === ARRANGE) {
      this.arranged = !this.arranged;
      this.toldAt = this.step;
      this.refresh();
      return arrangementSaid(this.services, this.arranged, this.view.arrangement);
    }
    if (id === SKIP) return void this.driver?.skip?.();
    const move = this.view.moves[id];
    if (!this.view.live || move === undefined || this.panels.open()) return;
    this.selected = null;
    this.highlight = null;
    this.driver?.move(move);
  }

  private tapTile(tile: Tile): void {
    if (this.panels.open() || this.driver?.tap?.(tile, this.view)) return;
    const view = this.view;
    const h = view.hand.find((x) => x.tile === tile);
    if (!view.live || !h) {
      const turn = view.seats.find((s) => s.onTurn);
      if (turn) showToast(this, `It is ${turn.name === 'You' ? 'your' : `${turn.name}’s`} turn.`);
      return;
    }
    if (h.targets.length === 0) {
      showToast(this, `${formatTile(tile)}: ${h.reason ?? 'not now'}.`);
      return;
    }
    // One tap plays where the view says it does (every tile has one place, and the status
    // says so); else the tile is chosen and its places lit, and a second tap on a tile with
    // one place plays it there.
    const only = h.targets.length === 1 ? h.targets[0] : undefined;
    if (only && (view.tapPlays || this.selected === tile)) {
      this.sendChoice(tileChoiceId(tile, only.id));
      return;
    }
    this.choose(tile);
  }

  private choose(tile: Tile): void {
    const h = this.view.hand.find((x) => x.tile === tile);
    if (!this.view.live || !h || h.targets.length === 0) return;
    this.selected = tile;
    this.highlight = tileChoiceId(tile, h.targets[0]?.id ?? '');
    this.draw();
  }

  private dropTile(tile: Tile, x: number, y: number): boolean {
    const id = this.drawer?.targetAt(x, y) ?? null;
    const h = this.view.hand.find((t) => t.tile === tile);
    if (!id || !h?.targets.some((t) => t.id === id)) return false;
    this.sendChoice(tileChoiceId(tile, id));
    return true;
  }

  /** A tap on a lit place plays the chosen (or highlighted) tile there. */
  private tapBoard(p: Phaser.Input.Pointer): void {
    const tile = this.selected ?? this.highlightTile();
    if (tile === null || !this.drawer || this.panels.open() || !this.boardPress) return;
    const ratio = this.scale.width / viewSize(this).width;
    const [x, y] = [p.x / ratio, p.y / ratio]; // A tap on the board's own button is that button's.
    if (this.drawer.buttons().some((b) => b.getBounds().contains(x, y))) return;
    const id = this.drawer.targetAt(x, y);
    if (id && this.view.hand.some((h) => h.tile === tile && h.targets.some((t) => t.id === id)))
      this.sendChoice(tileChoiceId(tile, id));
  }

  private onKey(e: KeyboardEvent): void {
    const panels = { open: this.panels.open(), endOpen: this.panels.endOpen() };
    if (this.driver?.key?.(e, panels) || this.panels.key(e)) return;
    const order = keyOrder(this.view);
    if (!this.view.live && order.length === 0) {
      if (e.key === 'Enter' && this.view.actions.some((a) => a.id === SKIP)) this.sendChoice(SKIP);
      return;
    }
    const key = choiceKey(e, order, this.highlight);
    if (key && 'take' in key) this.sendChoice(key.take);
    else if (key) {
      [this.highlight, this.selected] = [key.highlight, null];
      this.draw();
    }
  }

  // ---- For browser tests ----------------------------------------------------------------

  /** Practice's parts as drawn (the line's), null where the driver has none. */
  practiceHotspots(): PracticeHotspots | null {
    const chosen = this.selected ?? this.highlightTile();
    return this.driver?.practiceSpots?.(chosen, this.drawer?.spots() ?? []) ?? null;
  }

  hotspots(): FamilyHotspots {
    const drawer = this.drawer;
    const board = drawer?.buttons() ?? [];
    const reactions = this.driver?.buttons?.() ?? [];
    const buttons = [...this.panels.buttons(), ...this.buttons, ...board, this.menu, ...reactions];
    const covered = this.panels.open();
    return familyHotspots(
      { view: this.view, hand: this.hand, drawer, driver: this.driver, covered, buttons },
      {
        chosen: this.selected,
        status: this.status.text,
        highlight: this.highlight,
        panel: this.panels.texts(),
        hints: this.practice.texts(),
        celebrations: this.moment.shown.map(({ kind, text, motion }) => ({ kind, text, motion })),
        glows: this.glows.boxes(),
      },
    );
  }
}
