/**
 * The daily puzzle: the day's position (src/puzzle/daily.ts, searched in the advisor's
 * worker) on the shared table, driven by the tutorial's lesson driver as a one-step
 * lesson; the coach's panel asks for the best turn, then tells how the answer went,
 * the streak and a line to share (copied to the clipboard, or shown to copy by hand).
 * Past days are a tap away (the day before / after); Esc goes back to the menu.
 */
import * as Phaser from 'phaser';
import type { Move } from '../engine/index';
import {
  dailyPuzzle,
  isPuzzleDate,
  judgePuzzle,
  puzzleDate,
  shiftDate,
  type AdvisePosition,
  type Puzzle,
  type PuzzleVerdict,
} from '../puzzle/daily';
import { puzzleLesson } from '../puzzle/lesson';
import { PUZZLE_KEY, readRecord, shareLine, streak, withAnswer } from '../puzzle/streak';
import { startLesson, type TutorialState } from '../tutorial/index';
import { lessonDriver, type LessonDriver } from '../view/lessonDriver';
import { tableRegions, type Rect } from '../view/tableRegions';
import { textStyle } from '../view/theme';
import { viewSize } from '../view/hiDpi';
import { Button, drawFelt } from '../view/ui';
import type { Services } from './services';
import { Table } from './tableCore';
import { tableSpots, type TableSpots } from './tableHooks';
import { showToast } from './toast';
import { CoachPanel, panelOverLayout, type PanelButton, type PanelContent } from './tutorialPanel';

export interface PuzzleData {
  /** The day to show (`YYYY-MM-DD`, not after today); today when absent. */
  readonly date?: string;
}

export interface PuzzleHotspots extends Partial<TableSpots> {
  readonly date: string;
  readonly today: string;
  readonly status: 'loading' | 'ready' | 'answered' | 'failed';
  readonly verdict: string | null;
  readonly best: boolean | null;
  readonly share: string | null;
  readonly streak: number;
  readonly buttons: readonly { label: string; x: number; y: number }[];
}

export class PuzzleScene extends Phaser.Scene {
  private date = '';
  private today = '';
  private status: PuzzleHotspots['status'] = 'loading';
  private puzzle: Puzzle | null = null;
  private driver: LessonDriver | null = null;
  private table: Table | null = null;
  private panel!: CoachPanel;
  private verdict: PuzzleVerdict | null = null;
  private share: string | null = null;
  private note: Phaser.GameObjects.Text | null = null;
  private menuButton!: Button;

  constructor(
    private readonly services: Services,
    private readonly now: () => Date = () => new Date(),
  ) {
    super('Puzzle');
  }

  create(data: PuzzleData): void {
    this.today = puzzleDate(this.now());
    this.date = isPuzzleDate(data.date) && data.date <= this.today ? data.date : this.today;
    this.status = 'loading';
    this.puzzle = null;
    this.driver = null;
    this.table = null;
    this.verdict = null;
    this.share = null;
    const view = viewSize(this);
    drawFelt(this.add.graphics(), view.width, view.height);
    this.panel = new CoachPanel(this);
    this.menuButton = new Button(this, 0, 0, 'Menu', () => this.scene.start('Menu'), {
      width: 100,
      height: 34,
    });
    const { width, height } = viewSize(this);
    this.note = this.add
      .text(width / 2, height / 2, `Finding the puzzle for ${this.date}…`, textStyle(20))
      .setOrigin(0.5);
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
      ((request) => import('../practice/advisor').then((m) => m.advise(request)));
    return (view, seed) =>
      advise({ kind: 'best', view, seed, hand: 0, move: 0 }).then((a) =>
        a.kind === 'best' ? a.best : null,
      );
  }

  private failed(message: string): void {
    this.status = 'failed';
    this.note?.setText(message);
    this.placeLoading();
  }

  /** Before the table: the note and the panel's day buttons at the top. */
  private placeLoading(): void {
    const { width } = viewSize(this);
    const s = Math.min(1, width / 720);
    this.panel.show(this.content(), 12, 12, width - 24, s);
    this.menuButton.setPosition(width - 62, viewSize(this).height - 30);
  }

  private open(p: Puzzle): void {
    this.puzzle = p;
    this.status = 'ready';
    this.note?.destroy();
    this.note = null;
    const driver = lessonDriver(startLesson(puzzleLesson(p)), (before, after) =>
      this.acted(before, after),
    );
    this.driver = driver;
    this.panel.destroy();
    this.panel = new CoachPanel(this);
    this.table = new Table(this, this.services, driver, {
      regions: (width, height) => tableRegions(width, height, 2, driver.view().sideNames.length),
      layoutArea: () => this.layoutArea(),
      resized: () => this.placeMenu(),
      deferSend: true,
    });
    this.menuButton.setDepth(400);
    this.placeMenu();
    this.table.start();
  }

  private placeMenu(): void {
    const r = this.table?.board.area;
    if (r) this.menuButton.setPosition(r.menu.x, r.menu.y);
  }

  /** The answer is in: judged against the search, kept (the first of the day), told. */
  private acted(before: TutorialState, after: TutorialState): void {
    const p = this.puzzle;
    if (!p || !after.done || before.done) return;
    const event = after.events.slice(before.events.length).find((e) => e.seat === 0);
    if (event?.type !== 'play') return;
    const move: Move = { type: 'play', seat: 0, tile: event.tile, on: event.on };
    this.verdict = judgePuzzle(p, move);
    this.status = 'answered';
    const storage = this.services.storage;
    let record = readRecord(storage?.getItem(PUZZLE_KEY) ?? null);
    const mine = { best: this.verdict.best, lost: this.verdict.lost };
    record = withAnswer(record, p.date, { ...mine, onTheDay: p.date === this.today });
    storage?.setItem(PUZZLE_KEY, JSON.stringify(record));
    const kept = record.days[p.date] ?? { ...mine, onTheDay: false };
    this.share = shareLine(p.date, kept, streak(record, this.today));
    this.services.sound.play(this.verdict.best ? 'win' : 'lose');
    this.table?.refresh();
  }

  private streakNow(): number {
    return streak(readRecord(this.services.storage?.getItem(PUZZLE_KEY) ?? null), this.today);
  }

  /** Copies the share line; where the clipboard is refused, shows it to copy by hand. */
  private copyShare(): void {
    const line = this.share;
    if (!line) return;
    const copied = (): void => showToast(this, 'Copied: paste it anywhere.');
    const byHand = (): void => {
      if (copyWithTextArea(line)) copied();
      else showToast(this, `Copy this line: ${line}`, { duration: 8000 });
    };
    const clip = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (clip) clip.writeText(line).then(copied, byHand);
    else byHand();
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

  /** The coach's panel at the top of the layout area; the layout takes the rest. */
  private layoutArea(): Rect {
    const table = this.table;
    if (!table) return { x: 0, y: 0, w: viewSize(this).width, h: viewSize(this).height };
    return panelOverLayout(this.panel, this.content(), table.board.area);
  }

  private content(): PanelContent {
    const day = this.date === this.today ? `${this.date} (today)` : this.date;
    const n = this.streakNow();
    const header = `Daily puzzle · ${day}${n > 0 ? ` · streak ${n}` : ''}`;
    const buttons: PanelButton[] = [];
    if (this.status === 'answered')
      buttons.push({ label: 'Share', primary: true, onClick: () => this.copyShare() });
    buttons.push({ label: '‹ Earlier', onClick: () => this.goTo(shiftDate(this.date, -1)) });
    if (this.date < this.today)
      buttons.push({ label: 'Later ›', onClick: () => this.goTo(shiftDate(this.date, 1)) });
    const s = this.driver?.state();
    const text =
      this.status === 'answered' && this.verdict
        ? `${this.verdict.best ? '★ ' : ''}${this.verdict.text}\n${this.share ?? ''}`
        : this.status === 'ready'
          ? 'Find the best turn: play the tile you think is best. The count, your hand and what North may hold all matter.'
          : this.status === 'failed'
            ? 'No puzzle to show.'
            : 'Setting up the position…';
    return { header, text, feedback: s?.feedback ?? null, buttons };
  }

  hotspots(): PuzzleHotspots {
    const buttons = [...this.panel.buttons(), this.menuButton].map((b) => ({
      label: b.label,
      x: b.x,
      y: b.y,
    }));
    return {
      ...(this.table ? tableSpots(this.table) : {}),
      date: this.date,
      today: this.today,
      status: this.status,
      verdict: this.verdict?.text ?? null,
      best: this.verdict?.best ?? null,
      share: this.share,
      streak: this.streakNow(),
      buttons,
    };
  }
}

/** The old way to copy, where the clipboard API is missing or refused; false if it failed too. */
function copyWithTextArea(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok: boolean;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}
