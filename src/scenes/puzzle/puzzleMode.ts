/**
 * The daily puzzle at the family table, one of its drivers (familyDriver.ts): the day's
 * position (src/puzzle/daily.ts, found by the puzzle's scene before the table opens) as a
 * one-step lesson whose step lasts the person's whole turn (view/line/lineLessonDriver.ts), then
 * the turn judged (src/puzzle/verdict.ts: the later choices searched in the worker too) and
 * the result kept (the day's first answer), with the streak and a line to share. Then "Show
 * best line" plays the search's line a tile at a time, and "Try again" resets the position
 * for practice, which never touches the record. The panel's words come from
 * src/view/puzzleView.ts; it sits beside the board on a wide screen, above it (in the room of
 * its tallest words) on a phone, so the board never moves or shrinks as the words change.
 * Earlier and later days go back through the puzzle's scene; Esc goes back to the menu.
 */
import type * as Phaser from 'phaser';
import type { Move, MoveEvent } from '../../engine/index';
import type { Tile } from '../../engine/core/tiles';
import type { BestMove } from '../../practice/best';
import { shiftDate, type AdvisePosition, type Puzzle } from '../../puzzle/daily';
import { bestLineLesson, bestLineWords, puzzleLesson } from '../../puzzle/lesson';
import { PUZZLE_KEY, readRecord, shareLine, streak, withAnswer } from '../../puzzle/streak';
import { bestLine, judgeTurn, puzzleVerdicts, type PuzzleVerdict } from '../../puzzle/verdict';
import { describeEvent } from '../../tutorial/coach';
import { startLesson, type TutorialState } from '../../tutorial/index';
import { HINTS, type FamilyTableView } from '../../view/familyTable';
import type { FamilyBoard, FamilySource } from '../../view/familyTables';
import { lineLessonDriver, type LineLessonDriver } from '../../view/line/lineLessonDriver';
import { lineLessonView, placesOn } from '../../view/line/lineLessonView';
import {
  PUZZLE_BUTTONS,
  puzzlePanel,
  type PuzzleButtonId,
  type PuzzleModeSpots,
  type PuzzleScreen,
  type PuzzleStatus,
} from '../../view/puzzleView';
import type { Rect } from '../../view/tableRegions';
import { copyLine } from '../clipboard';
import type { FamilyTableDriver, PanelsOpen } from '../family/familyDriver';
import { CoachPanel, type PanelContent } from '../lessons/tutorialPanel';
import type { Services } from '../services';
import { paced } from '../table/flights';

/** The puzzle's buttons among the table's actions: this and the button's id. */
const PUZZLE_ACTION = 'puzzle:';

export class PuzzleMode implements FamilyTableDriver {
  readonly menuLabel = 'Menu';
  readonly menu = (): void => void this.scene.scene.start('Menu');
  readonly panels = false;
  readonly arrangeable = false;
  private readonly driver: LineLessonDriver;
  private readonly panel: CoachPanel;
  private readonly listeners = new Set<() => void>();
  private status: PuzzleStatus = 'ready';
  private practice = false;
  private verdict: PuzzleVerdict | null = null;
  private share: string | null = null;
  /** Counts the boards set up: an answer searched for an earlier one is dropped. */
  private round = 0;
  private closed = false;
  /** The panel's height for its width and the screen's size (`fixedPanel`). */
  private readonly reserve = new Map<string, number>();
  /** The board's place as last fitted. */
  private fitted: Rect | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly services: Services,
    private readonly puzzle: Puzzle,
    private readonly today: string,
    private readonly advise: AdvisePosition,
  ) {
    const pace = (next: () => void): void =>
      void scene.time.delayedCall(paced(services.prefs.get(), 600), next);
    this.driver = lineLessonDriver(
      startLesson(puzzleLesson(puzzle)),
      (before, after) => this.acted(before, after),
      () => undefined,
      pace,
    );
    this.panel = new CoachPanel(scene);
  }

  source(): FamilySource {
    return this.driver.source();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    const stop = this.driver.subscribe(listener);
    return () => {
      stop();
      this.listeners.delete(listener);
    };
  }

  stepped(): boolean {
    return this.driver.stepped();
  }

  move(move: unknown): void {
    if (this.status === 'ready') this.driver.move(move);
  }

  next(): void {}

  /** The puzzle's branch of the view: the count ringed, no lesson buttons, nothing called out. */
  shape(base: FamilyTableView<FamilyBoard>): FamilyTableView<FamilyBoard> {
    const view = lineLessonView(base, this.driver.state());
    return {
      ...view,
      title: `Daily puzzle · ${this.puzzle.date}`,
      // The puzzle's own buttons (Show best line, Try again, Share, the days) with the turn's.
      actions: [
        ...base.actions.filter((a) => a.id !== HINTS),
        ...puzzlePanel(this.screen()).buttons.map((b) => ({
          id: `${PUZZLE_ACTION}${b.id}`,
          label: PUZZLE_BUTTONS[b.id],
          group: 'puzzle',
          primary: b.primary,
        })),
      ],
      status: base.status,
      live: base.live && this.status === 'ready',
      buttonsLive: this.status !== 'ready',
      glows: this.status === 'ready' ? view.glows : null,
    };
  }

  /**
   * The panel beside the board on a wide screen (the puzzle's few tiles need width less than
   * height), where its tallest words fit; else over it, the board under the room kept for
   * them, so the board keeps its place and scale throughout.
   */
  place(board: Rect): Rect {
    const s = board.w < 500 ? 0.85 : 1;
    const gap = 12 * s;
    const column = Math.min(440 * s, board.w * 0.42);
    // A wide board: the column, its words a page at a time where the board is short (a phone
    // on its side), so the panel never reaches past the board's region.
    if (board.w > board.h) {
      // Short (a small phone on its side): smaller, and without the header the top bar
      // already shows (the puzzle's date), so the words keep a page of their own.
      const short = board.h < 200;
      const content = short ? { ...this.content(), header: '' } : this.content();
      const cs = short ? Math.min(s, 0.8) : s;
      const w = short ? board.w * 0.46 : column;
      this.panel.show(content, board.x, board.y, w, cs, board.h, short ? 1 : 2);
      this.fitted = {
        x: board.x + w + gap,
        y: board.y,
        w: board.w - w - gap,
        h: board.h,
      };
      return this.fitted;
    }
    const reserve = this.fixedPanel(board.w, board, s);
    const h = this.panel.show(this.content(), board.x, board.y, board.w, s);
    // The reserve is the tallest of the samples, measured once; the panel shown is one of
    // them, so it moves the board only when really taller, never by a rounding's 1e-13 px.
    const y = board.y + (h > reserve + 0.5 ? h : reserve) + 8 * s;
    this.fitted = { x: board.x, y, w: board.w, h: Math.max(60, board.y + board.h - y) };
    return this.fitted;
  }

  /** One of the puzzle's buttons. */
  press(id: string): boolean {
    if (!id.startsWith(PUZZLE_ACTION)) return false;
    const act: Record<PuzzleButtonId, () => void> = {
      'best-line': () => this.showBestLine(),
      'try-again': () => this.tryAgain(),
      share: () => void (this.share && copyLine(this.scene, this.share)),
      earlier: () => this.goTo(shiftDate(this.puzzle.date, -1)),
      later: () => this.goTo(shiftDate(this.puzzle.date, 1)),
    };
    const button = puzzlePanel(this.screen()).buttons.find((b) => `${PUZZLE_ACTION}${b.id}` === id);
    if (button) act[button.id]();
    return true;
  }

  /** A tile with no lit place tapped while the turn is the person's: the puzzle says why. */
  tap(tile: Tile, view: FamilyTableView): boolean {
    const h = view.hand.find((x) => x.tile === tile);
    if (h && h.targets.length > 0) return false;
    if (this.status === 'ready' && !this.driver.state().done) this.driver.tap(tile);
    return true;
  }

  /**
   * Esc leaves. Once the turn is over the table's buttons keep the keyboard (`buttonsLive`):
   * the arrows move among the puzzle's buttons and Enter takes one (the first unless moved).
   */
  key(e: KeyboardEvent, panels: PanelsOpen): boolean {
    if (panels.open || e.key !== 'Escape') return false;
    this.menu();
    return true;
  }

  leave(): void {
    this.menu();
  }

  buttons(): { label: string; x: number; y: number }[] {
    return this.panel.buttons().map((b) => ({ label: b.label, x: b.x, y: b.y }));
  }

  private changed(): void {
    this.listeners.forEach((l) => l());
  }

  /** The person's turn is over: judged (the later choices searched first), kept, told. */
  private acted(before: TutorialState, after: TutorialState): void {
    const p = this.puzzle;
    if (this.status !== 'ready' || !after.done || before.done) return;
    this.status = 'judging';
    const round = this.round;
    const played: Move[] = after.events.slice(p.moves.length).map(asMove);
    // The first choice is the puzzle's own position: its search is the puzzle's.
    const answers = after.decisions.map((d, i) =>
      i === 0
        ? Promise.resolve<BestMove | null>(p.best)
        : this.advise(d.view, p.seed).catch(() => null),
    );
    void Promise.all(answers).then((found) => {
      if (round !== this.round || this.closed) return;
      this.answered(judgeTurn(p, played, after.decisions, found));
    });
  }

  private answered(verdict: PuzzleVerdict): void {
    const p = this.puzzle;
    this.verdict = verdict;
    this.status = 'answered';
    const storage = this.services.storage;
    let record = readRecord(storage?.getItem(PUZZLE_KEY) ?? null);
    const mine = { best: verdict.best, lost: verdict.lost, onTheDay: p.date === this.today };
    if (!this.practice) {
      record = withAnswer(record, p.date, mine);
      storage?.setItem(PUZZLE_KEY, JSON.stringify(record));
    }
    const kept = record.days[p.date];
    this.share = kept ? shareLine(p.date, kept, streak(record, this.today)) : null;
    this.services.sound.play(verdict.best ? 'win' : 'lose');
    this.changed();
  }

  /** The puzzle's position again, for practice: the record is not touched by what follows. */
  private tryAgain(): void {
    this.round++;
    this.practice = true;
    this.status = 'ready';
    this.verdict = null;
    this.driver.reset(startLesson(puzzleLesson(this.puzzle)));
  }

  /** The best line on the board from the puzzle's position, one tile at a time. */
  private showBestLine(): void {
    const round = ++this.round;
    this.status = 'showing';
    this.driver.reset(startLesson(bestLineLesson(this.puzzle)));
    const ms = (base: number): number => Math.max(300, paced(this.services.prefs.get(), base));
    const step = (): void => {
      if (round !== this.round || this.closed) return;
      if (this.driver.state().done) {
        this.status = 'answered';
        this.changed();
        return;
      }
      this.driver.act({ type: 'next' });
      this.scene.time.delayedCall(ms(1100), step);
    };
    this.scene.time.delayedCall(ms(700), step);
  }

  private streakNow(): number {
    return streak(readRecord(this.services.storage?.getItem(PUZZLE_KEY) ?? null), this.today);
  }

  private goTo(date: string): void {
    this.scene.scene.start('Puzzle', { date });
  }

  /**
   * The room the panel needs, `w` wide, on this screen: the tallest of what it will say (the
   * prompt, what a move did, the verdicts, the best line shown), measured once per size.
   */
  private fixedPanel(w: number, board: Rect, s: number): number {
    const p = this.puzzle;
    const key = `${w}x${board.h}@${s}`;
    const kept = this.reserve.get(key);
    if (kept !== undefined) return kept;
    // What the table says of a move: the longest the best line says stands for any.
    const words = bestLineWords(p).reduce((a, b) => (b.length > a.length ? b : a), '');
    const base = { ...this.screen(), said: { text: words, refused: false } };
    const samples: PuzzleScreen[] = [
      { ...base, status: 'ready', said: null },
      { ...base, status: 'ready' },
      { ...base, status: 'judging' },
      // The line shown once answered: its Share button too.
      {
        ...base,
        status: 'showing',
        line: { shown: 1, of: bestLine(p).length },
        verdict: puzzleVerdicts(p)[0] ?? null,
      },
      ...puzzleVerdicts(p).flatMap((v) =>
        [false, true].map((practice) => ({
          ...base,
          status: 'answered' as const,
          verdict: v,
          practice,
        })),
      ),
    ];
    let h = 0;
    for (const sample of samples)
      h = Math.max(h, this.panel.show(this.panelContent(sample), board.x, board.y, w, s));
    this.reserve.set(key, h);
    return h;
  }

  private screen(): PuzzleScreen {
    const s = this.driver.state();
    // The moves made on this board since the puzzle's position (the person's, or the line's).
    const moved = s.events.length - this.puzzle.moves.length;
    const last = moved > 0 ? s.events[s.events.length - 1] : undefined;
    const said =
      s.feedback?.tone === 'wrong'
        ? { text: s.feedback.text, refused: true }
        : last
          ? { text: describeEvent(last, s.game), refused: false }
          : null;
    return {
      date: this.puzzle.date,
      today: this.today,
      status: this.status,
      practice: this.practice,
      streak: this.streakNow(),
      verdict: this.verdict,
      said,
      line: { shown: moved, of: bestLine(this.puzzle).length },
      failure: null,
    };
  }

  private content(): PanelContent {
    return this.panelContent(this.screen());
  }

  /** The panel's words (its buttons are the table's: `shape`). */
  private panelContent(screen: PuzzleScreen): PanelContent {
    const panel = puzzlePanel(screen);
    return {
      header: panel.header,
      title: panel.title,
      text: panel.text,
      feedback: panel.refusal ? { tone: 'wrong', text: panel.refusal } : null,
      buttons: [],
    };
  }

  puzzleSpots(): PuzzleModeSpots {
    return {
      date: this.puzzle.date,
      today: this.today,
      status: this.status,
      practice: this.practice,
      verdict: this.verdict && { title: this.verdict.title, body: this.verdict.body },
      best: this.verdict?.best ?? null,
      share: this.share,
      streak: this.streakNow(),
      lineShown: this.status === 'showing' ? (this.screen().line?.shown ?? 0) : null,
      board: this.fitted,
      on: placesOn(this.driver.state()),
    };
  }

  destroy(): void {
    this.closed = true;
    this.panel.destroy();
  }
}

/** A move event as the move that made it. */
function asMove(e: MoveEvent): Move {
  if (e.type !== 'play') return { type: e.type, seat: e.seat };
  return {
    type: 'play',
    seat: e.seat,
    tile: e.tile,
    on: e.on,
    ...(e.slot ? { slot: e.slot } : {}),
  };
}
