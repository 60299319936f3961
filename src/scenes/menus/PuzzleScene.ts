/**
 * The daily puzzle's way in: the day's position is found (src/puzzle/daily.ts, searched in
 * the advisor's worker) while a panel says so, then the puzzle is played at the family table
 * (`scenes/puzzle/puzzleMode.ts`); a day without one says why. Past days come back through
 * here (the table's Earlier and Later); Esc goes back to the menu.
 */
import * as Phaser from 'phaser';
import { dailyPuzzle, isPuzzleDate, puzzleClock, puzzleDate, shiftDate } from '../../puzzle/daily';
import { PUZZLE_KEY, readRecord, streak } from '../../puzzle/streak';
import { viewSize } from '../../ui/hiDpi';
import { Button, drawFelt } from '../../ui/widgets';
import {
  PUZZLE_BUTTONS,
  puzzlePanel,
  type PuzzleButtonId,
  type PuzzleStatus,
} from '../../view/puzzleView';
import { whenTable } from '../overlay';
import { puzzleAdvice } from '../puzzle/puzzleAdvice';
import type { Services } from '../services';
import { CoachPanel, type PanelContent } from '../lessons/tutorialPanel';

export interface PuzzleData {
  /** The day to show (`YYYY-MM-DD`, not after today); today when absent. */
  readonly date?: string;
}

/** What a browser test reads while the day's puzzle is found. */
export interface PuzzleHotspots {
  readonly date: string;
  readonly today: string;
  readonly status: PuzzleStatus;
  readonly buttons: readonly { label: string; x: number; y: number }[];
}

export class PuzzleScene extends Phaser.Scene {
  private date = '';
  private today = '';
  private status: PuzzleStatus = 'loading';
  private failure: string | null = null;
  private panel!: CoachPanel;
  private menuButton!: Button;

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
    this.failure = null;
    const view = viewSize(this);
    drawFelt(this.add.graphics(), view.width, view.height);
    this.panel = new CoachPanel(this);
    this.menuButton = new Button(this, 0, 0, 'Menu', () => this.scene.start('Menu'), {
      width: 96,
      height: 44,
    }).setDepth(400);
    this.place();
    this.input.keyboard?.on('keydown', (e: KeyboardEvent) => this.onKey(e));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.panel.destroy());
    const wanted = this.date;
    const today = this.today;
    dailyPuzzle(wanted, puzzleAdvice(this.services))
      .then((puzzle) => {
        if (!this.scene.isActive() || this.date !== wanted) return;
        if (!puzzle) return this.failed('No puzzle could be made for this day.');
        whenTable(this, this.services, () =>
          this.scene.start('FamilyTable', { puzzle: { puzzle, today } }),
        );
      })
      .catch(() => {
        if (this.scene.isActive() && this.date === wanted)
          this.failed('The puzzle could not be worked out. Try again in a moment.');
      });
  }

  private failed(message: string): void {
    this.status = 'failed';
    this.failure = message;
    this.place();
  }

  /** The panel at the top, the Menu button at the foot. */
  private place(): void {
    const { width, height } = viewSize(this);
    this.panel.show(this.content(), 12, 12, width - 24, Math.min(1, width / 720));
    this.menuButton.setPosition(width - 62, height - 34);
  }

  private content(): PanelContent {
    const record = readRecord(this.services.storage?.getItem(PUZZLE_KEY) ?? null);
    const panel = puzzlePanel({
      date: this.date,
      today: this.today,
      status: this.status,
      practice: false,
      streak: streak(record, this.today),
      verdict: null,
      said: null,
      line: null,
      failure: this.failure,
    });
    const day = (by: number) => () =>
      this.scene.restart({ date: shiftDate(this.date, by) } satisfies PuzzleData);
    const act: Partial<Record<PuzzleButtonId, () => void>> = { earlier: day(-1), later: day(1) };
    return {
      header: panel.header,
      title: panel.title,
      text: panel.text,
      feedback: null,
      buttons: panel.buttons.flatMap((b) => {
        const onClick = act[b.id];
        return onClick ? [{ label: PUZZLE_BUTTONS[b.id], primary: b.primary, onClick }] : [];
      }),
    };
  }

  private onKey(e: KeyboardEvent): void {
    if (e.key === 'Escape') this.scene.start('Menu');
    else if (e.key === 'Enter' || e.key === ' ') this.panel.buttons()[0]?.activate();
  }

  hotspots(): PuzzleHotspots {
    const buttons = [...this.panel.buttons(), this.menuButton].map((b) => ({
      label: b.label,
      x: b.x,
      y: b.y,
    }));
    return { date: this.date, today: this.today, status: this.status, buttons };
  }
}
