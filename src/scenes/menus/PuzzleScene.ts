/**
 * The daily puzzle: the day's position (src/puzzle/daily.ts, searched in the advisor's
 * worker) on the shared table, driven by the tutorial's lesson driver; the person plays a
 * whole turn (every tile a double or a score owes), then the turn is judged
 * (src/puzzle/verdict.ts: the later choices searched in the worker too) and the result is
 * kept (the day's first answer), with the streak and a line to share. Then "Show best
 * line" plays the search's line on the board a tile at a time, and "Try again" resets the
 * position for practice, which never touches the record. The panel's words come from
 * src/view/puzzleView.ts; it sits beside the board on a wide screen, above it (in the room of
 * its tallest words) on a phone, so the board never moves or shrinks as the words change.
 * Past days are a tap away; Esc goes back to the menu.
 */
import * as Phaser from 'phaser';
import type { Move, MoveEvent } from '../../engine/index';
import type { BestMove } from '../../practice/best';
import {
  dailyPuzzle,
  isPuzzleDate,
  puzzleDate,
  puzzleClock,
  shiftDate,
  type AdvisePosition,
  type Puzzle,
} from '../../puzzle/daily';
import { bestLineLesson, bestLineWords, puzzleLesson } from '../../puzzle/lesson';
import { PUZZLE_KEY, readRecord, shareLine, streak, withAnswer } from '../../puzzle/streak';
import { bestLine, judgeTurn, puzzleVerdicts, type PuzzleVerdict } from '../../puzzle/verdict';
import { describeEvent } from '../../tutorial/coach';
import { startLesson, type TutorialState } from '../../tutorial/index';
import { viewSize } from '../../ui/hiDpi';
import { lessonDriver, type LessonDriver } from '../../view/lessonDriver';
import {
  oneRowHand,
  PUZZLE_BUTTONS,
  puzzlePanel,
  type PuzzleButtonId,
  type PuzzleScreen,
  type PuzzleStatus,
} from '../../view/puzzleView';
import { menuButtonScale, tableRegions, type Rect } from '../../view/tableRegions';
import { Button, drawFelt } from '../../ui/widgets';
import type { Services } from '../services';
import { Table } from '../table/tableCore';
import { tableSpots, type TableSpots } from '../table/tableHooks';
import { copyLine } from '../clipboard';
import { CoachPanel, panelTop, type PanelContent } from '../lessons/tutorialPanel';

export interface PuzzleData {
  /** The day to show (`YYYY-MM-DD`, not after today); today when absent. */
  readonly date?: string;
}

export interface PuzzleHotspots extends Partial<TableSpots> {
  readonly date: string;
  readonly today: string;
  readonly status: PuzzleStatus;
  /** The board is a try again, kept out of the record. */
  readonly practice: boolean;
  /** The verdict on the turn last played on this board (the day's, or a try's once judged). */
  readonly verdict: { readonly title: string; readonly body: string } | null;
  readonly best: boolean | null;
  readonly share: string | null;
  readonly streak: number;
  /** While the best line is shown: its tiles down so far. */
  readonly lineShown: number | null;
  /** Where the board is fitted (it stays put while the panel's words change). */
  readonly board: Rect | null;
  readonly buttons: readonly { label: string; x: number; y: number }[];
}

export class PuzzleScene extends Phaser.Scene {
  private date = '';
  private today = '';
  private status: PuzzleStatus = 'loading';
  private practice = false;
  private failure: string | null = null;
  private puzzle: Puzzle | null = null;
  private driver: LessonDriver | null = null;
  private table: Table | null = null;
  private panel!: CoachPanel;
  private verdict: PuzzleVerdict | null = null;
  private share: string | null = null;
  private menuButton!: Button;
  /** Counts the boards set up: an answer searched for an earlier one is dropped. */
  private round = 0;
  /** The panel's height for its width and the screen's size (`fixedPanel`). */
  private readonly reserve = new Map<string, number>();

  constructor(
    private readonly services: Services,
    /** The real clock, or the day a browser test sets (`?e2e=1&today=…`). */
    private readonly now: () => Date = puzzleClock(window.location.search),
  ) {
    super('Puzzle');
  }

  create(data: PuzzleData): void {
    this.today = puzzleDate(this.now());
    this.date = isPuzzleDate(data.date) && data.date <= this.today ? data.date : this.today;
    this.status = 'loading';
    this.practice = false;
    this.failure = null;
    this.puzzle = null;
    this.driver = null;
    this.table = null;
    this.verdict = null;
    this.share = null;
    this.reserve.clear();
    const view = viewSize(this);
    drawFelt(this.add.graphics(), view.width, view.height);
    this.panel = new CoachPanel(this);
    this.menuButton = new Button(this, 0, 0, 'Menu', () => this.scene.start('Menu'), {
      width: 96,
      height: 44,
    }).setDepth(400);
    this.placeLoading();
    this.input.keyboard?.on('keydown', (e: KeyboardEvent) => this.onKey(e));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.panel.destroy());
    const wanted = this.date;
    dailyPuzzle(wanted, this.advise())
      .then((p) => {
        if (!this.scene.isActive() || this.date !== wanted) return;
        if (p) this.open(p);
        else this.failed('No puzzle could be made for this day.');
      })
      .catch(() => {
        if (this.scene.isActive() && this.date === wanted)
          this.failed('The puzzle could not be worked out. Try again in a moment.');
      });
  }

  /** The search, in the advisor's worker when there is one. */
  private advise(): AdvisePosition {
    const advise =
      this.services.advise ??
      ((request) => import('../../practice/advisor').then((m) => m.advise(request)));
    return (view, seed) =>
      advise({ kind: 'best', view, seed, hand: 0, move: 0 }).then((a) =>
        a.kind === 'best' ? a.best : null,
      );
  }

  private failed(message: string): void {
    this.status = 'failed';
    this.failure = message;
    this.placeLoading();
  }

  /** Before the table: the panel at the top, the Menu button at the foot. */
  private placeLoading(): void {
    const { width, height } = viewSize(this);
    this.panel.show(this.content(), 12, 12, width - 24, Math.min(1, width / 720));
    this.menuButton.setPosition(width - 62, height - 34);
  }

  private open(p: Puzzle): void {
    this.puzzle = p;
    this.status = 'ready';
    const driver = lessonDriver(startLesson(puzzleLesson(p)), (before, after) =>
      this.acted(before, after),
    );
    this.driver = driver;
    this.panel.destroy();
    this.panel = new CoachPanel(this);
    this.table = new Table(this, this.services, driver, {
      regions: (width, height) =>
        oneRowHand(tableRegions(width, height, 2, driver.view().sideNames.length)),
      layoutArea: () => this.layoutArea(),
      resized: () => this.placeMenu(),
      deferSend: true,
    });
    this.placeMenu();
    this.table.start();
  }

  private placeMenu(): void {
    const r = this.table?.board.area;
    if (r) this.menuButton.setPosition(r.menu.x, r.menu.y).setScale(menuButtonScale(r));
  }

  /** The person's turn is over: judged (the later choices searched first), kept, told. */
  private acted(before: TutorialState, after: TutorialState): void {
    const p = this.puzzle;
    if (!p || this.status !== 'ready' || !after.done || before.done) return;
    this.status = 'judging';
    const round = this.round;
    const played: Move[] = after.events.slice(p.moves.length).map(asMove);
    const advise = this.advise();
    // The first choice is the puzzle's own position: its search is the puzzle's.
    const answers = after.decisions.map((d, i) =>
      i === 0 ? Promise.resolve<BestMove | null>(p.best) : advise(d.view, p.seed).catch(() => null),
    );
    void Promise.all(answers).then((found) => {
      if (round !== this.round || !this.scene.isActive()) return;
      this.answered(judgeTurn(p, played, after.decisions, found));
    });
    this.table?.refresh();
  }

  private answered(verdict: PuzzleVerdict): void {
    const p = this.puzzle;
    if (!p) return;
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
    this.table?.refresh();
  }

  /** The puzzle's position again, for practice: the record is not touched by what follows. */
  private tryAgain(): void {
    const p = this.puzzle;
    if (!p || !this.driver) return;
    this.round++;
    this.practice = true;
    this.status = 'ready';
    this.verdict = null;
    this.driver.reset(startLesson(puzzleLesson(p)));
  }

  /** The best line on the board from the puzzle's position, one tile at a time. */
  private showBestLine(): void {
    const p = this.puzzle;
    const driver = this.driver;
    if (!p || !driver) return;
    const round = ++this.round;
    this.status = 'showing';
    driver.reset(startLesson(bestLineLesson(p)));
    const step = (): void => {
      const table = this.table;
      if (round !== this.round || !this.scene.isActive() || !table) return;
      if (!table.idle()) {
        this.time.delayedCall(100, step);
        return;
      }
      if (driver.state().done) {
        this.status = 'answered';
        table.refresh();
        return;
      }
      driver.act({ type: 'next' });
      this.time.delayedCall(Math.max(350, table.ms(1100)), step);
    };
    this.time.delayedCall(Math.max(300, this.table?.ms(700) ?? 700), step);
  }

  private streakNow(): number {
    return streak(readRecord(this.services.storage?.getItem(PUZZLE_KEY) ?? null), this.today);
  }

  /** Copies the share line (or shows it to copy by hand). */
  private copyShare(): void {
    if (this.share) copyLine(this, this.share);
  }

  private goTo(date: string): void {
    this.scene.restart({ date } satisfies PuzzleData);
  }

  private onKey(e: KeyboardEvent): boolean {
    if (e.key === 'Escape') {
      this.scene.start('Menu');
      return true;
    }
    if (this.table?.input.key(e)) return true;
    if (e.key === 'Enter' || e.key === ' ') this.panel.buttons()[0]?.activate();
    return true;
  }

  /**
   * Where the board goes, the coach's panel beside it or above it, so that the board keeps its
   * place and scale throughout: on a wide screen the panel takes a column at the layout area's
   * left (the puzzle's few tiles need width less than height), where its tallest words fit;
   * else it sits at the top, and the layout takes what is left under the room kept for them.
   */
  private layoutArea(): Rect {
    const table = this.table;
    if (!table) return { x: 0, y: 0, w: viewSize(this).width, h: viewSize(this).height };
    const r = table.board.area;
    const gap = 12 * r.scale;
    const column = Math.min(440 * r.scale, r.layout.w * 0.42);
    if (!r.portrait && this.fixedPanel(column) <= r.layout.h) {
      this.panel.show(this.content(), r.layout.x, r.layout.y, column, r.scale);
      return {
        x: r.layout.x + column + gap,
        y: r.layout.y,
        w: r.layout.w - column - gap,
        h: r.layout.h,
      };
    }
    const reserve = this.fixedPanel(r.layout.w);
    const top = panelTop(r);
    const h = this.panel.show(this.content(), r.layout.x, top, r.layout.w, r.scale);
    // The reserve is the tallest of the samples, measured once; the panel shown is one of them,
    // so it moves the board only when really taller, never by a rounding's 1e-13 px.
    const room = h > reserve + 0.5 ? h : reserve;
    const y = top + room + 8 * r.scale;
    return { x: r.layout.x, y, w: r.layout.w, h: Math.max(60, r.layout.y + r.layout.h - y) };
  }

  /**
   * The room the panel needs, `w` wide, on this screen: the tallest of what it will say (the
   * prompt, what a move did, the verdicts, the best line shown), measured once per size.
   */
  private fixedPanel(w: number): number {
    const table = this.table;
    const p = this.puzzle;
    if (!table || !p) return 0;
    const r = table.board.area;
    const key = `${w}x${r.layout.h}@${r.scale}`;
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
    for (const s of samples)
      h = Math.max(h, this.panel.show(this.panelContent(s), r.layout.x, r.layout.y, w, r.scale));
    this.reserve.set(key, h);
    return h;
  }

  private screen(): PuzzleScreen {
    const s = this.driver?.state();
    // The moves made on this board since the puzzle's position (the person's, or the line's).
    const moved = s && this.puzzle ? s.events.length - this.puzzle.moves.length : 0;
    const last = moved > 0 ? s?.events[s.events.length - 1] : undefined;
    const said =
      s?.feedback?.tone === 'wrong'
        ? { text: s.feedback.text, refused: true }
        : s && last
          ? { text: describeEvent(last, s.game), refused: false }
          : null;
    return {
      date: this.date,
      today: this.today,
      status: this.status,
      practice: this.practice,
      streak: this.streakNow(),
      verdict: this.verdict,
      said,
      line: this.puzzle ? { shown: moved, of: bestLine(this.puzzle).length } : null,
      failure: this.failure,
    };
  }

  private content(): PanelContent {
    return this.panelContent(this.screen());
  }

  private panelContent(screen: PuzzleScreen): PanelContent {
    const panel = puzzlePanel(screen);
    const act: Record<PuzzleButtonId, () => void> = {
      'best-line': () => this.showBestLine(),
      'try-again': () => this.tryAgain(),
      share: () => this.copyShare(),
      earlier: () => this.goTo(shiftDate(this.date, -1)),
      later: () => this.goTo(shiftDate(this.date, 1)),
    };
    return {
      header: panel.header,
      title: panel.title,
      text: panel.text,
      feedback: panel.refusal ? { tone: 'wrong', text: panel.refusal } : null,
      buttons: panel.buttons.map((b) => ({
        label: PUZZLE_BUTTONS[b.id],
        primary: b.primary,
        onClick: act[b.id],
      })),
    };
  }

  hotspots(): PuzzleHotspots {
    const buttons = [...this.panel.buttons(), this.menuButton].map((b) => ({
      label: b.label,
      x: b.x,
      y: b.y,
    }));
    const area = this.table ? this.layoutArea() : null;
    return {
      ...(this.table ? tableSpots(this.table) : {}),
      date: this.date,
      today: this.today,
      status: this.status,
      practice: this.practice,
      verdict: this.verdict && { title: this.verdict.title, body: this.verdict.body },
      best: this.verdict?.best ?? null,
      share: this.share,
      streak: this.streakNow(),
      lineShown: this.status === 'showing' ? (this.screen().line?.shown ?? 0) : null,
      board: area,
      buttons,
    };
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
