/**
 * The family table as a lesson (Mexican Train, Texas 42), one of its drivers
 * (familyDriver.ts): the lesson's runner (view/familyLessonDriver.ts) as the table's
 * source, its branch of the view, the
 * coach's words over the top of the board, and what the lesson does besides: a tile tapped
 * that cannot go anywhere is explained, the number keys answer a quiz, Esc goes back to the
 * list, the end is saved (done only when passed) with a sound. It decides no rule.
 */
import type * as Phaser from 'phaser';
import type { Tile } from '../../engine/core/tiles';
import { recordFamilyLessonEnd } from '../../tutorial/familyEnd';
import { nextFamilyLesson } from '../../tutorial/familyLessons';
import { currentFamilyStep, type FamilyTutorialState } from '../../tutorial/familyRunner';
import type { ProgressStore } from '../../tutorial/progress';
import type { FamilyTableView } from '../../view/familyTable';
import type { FamilyBoard, FamilySource } from '../../view/familyTables';
import {
  familyCoachWords,
  familyLessonDriver,
  familyLessonView,
  type FamilyLessonDriver,
  type LessonExit,
} from '../../view/familyLessonDriver';
import type { Rect } from '../../view/tableRegions';
import type { FamilyLessonHotspots, FamilyTableDriver, PanelsOpen } from '../family/familyDriver';
import type { Services } from '../services';
import { CoachPanel, coachOverBoard } from './tutorialPanel';
import { LessonKeys } from './lessonKeys';

export class FamilyLessonMode implements FamilyTableDriver {
  readonly menuLabel = 'Lessons';
  /** The corner button: back to the list of lessons. */
  readonly menu = (): void => this.exit('lessons');
  readonly panels = true;
  readonly arrangeable = false;
  private readonly driver: FamilyLessonDriver;
  private readonly panel: CoachPanel;
  private readonly keys = new LessonKeys();

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly services: Services,
    private readonly progress: ProgressStore | undefined,
    lessonId: string,
  ) {
    this.driver = familyLessonDriver(
      lessonId,
      (before, after) => this.acted(before, after),
      (to) => this.exit(to),
    );
    this.panel = new CoachPanel(scene);
  }

  source(): FamilySource {
    return this.driver.source();
  }

  subscribe(listener: () => void): () => void {
    return this.driver.subscribe(listener);
  }

  move(move: unknown): void {
    this.driver.send({ type: 'MOVE', move });
  }

  next(): void {
    this.driver.send({ type: 'NEXT_HAND' });
  }

  readonly rematch = (): void => this.driver.send({ type: 'REMATCH' });

  private state(): FamilyTutorialState {
    return this.driver.state();
  }

  /** The lesson's branch of the table's view. */
  shape(base: FamilyTableView<FamilyBoard>): FamilyTableView<FamilyBoard> {
    return familyLessonView(base, this.state());
  }

  /**
   * Draws the coach's words at the top of the board's region, leaving the board its least
   * height (longer words a page at a time); returns the part left to the board.
   */
  place(board: Rect): Rect {
    const words = { ...familyCoachWords(this.state()), buttons: [] };
    return coachOverBoard(this.panel, words, board);
  }

  /**
   * A tile tapped: the lesson explains one that cannot go anywhere now (or a move while a
   * quiz waits). False when the table plays it as usual.
   */
  tap(tile: Tile, view: FamilyTableView): boolean {
    const h = view.hand.find((x) => x.tile === tile);
    if (view.live && h && h.targets.length > 0) return false;
    if (!this.state().done) this.driver.act({ type: 'tap', tile });
    return true;
  }

  /** Esc goes back to the list; the number keys answer a quiz (`LessonKeys`). */
  key(e: KeyboardEvent, panels: PanelsOpen): boolean {
    const s = this.state();
    const step = currentFamilyStep(s);
    const quiz = step?.kind === 'quiz' ? { step: s.step, choices: step.choices } : null;
    const answer = (value: number): void => this.driver.act({ type: 'answer', value });
    return this.keys.key(e, panels, quiz, () => this.exit('lessons'), answer);
  }

  /** Main menu (the pause menu's, the end panel's). */
  leave(): void {
    this.scene.scene.start('Menu');
  }

  private exit(to: LessonExit): void {
    const id = this.state().lesson.id;
    const next = to === 'next' ? nextFamilyLesson(id) : undefined;
    if (to === 'lessons' || (to === 'next' && !next)) this.scene.scene.start('Lessons');
    else this.scene.scene.start('FamilyTable', { lesson: next?.id ?? id });
  }

  /**
   * Sounds and the screen reader's words for what the lesson said (the coach's answer, then
   * the next step), and the end saved: done (with its stars) only when passed.
   */
  private acted(before: FamilyTutorialState, after: FamilyTutorialState): void {
    const sound = this.services.sound;
    // A refusal, or a move the search found gives something away.
    if (after.feedback !== before.feedback && after.feedback?.tone === 'wrong') sound.play('tick');
    const words = familyCoachWords(after);
    const next = after.step !== before.step || after.done !== before.done ? words.text : '';
    const said = [after.feedback?.text ?? '', next].filter(Boolean).join(' ');
    if (said) this.services.say?.(said);
    const ended = this.progress ? recordFamilyLessonEnd(this.progress, before, after) : null;
    if (ended) sound.play(ended === 'passed' ? 'win' : 'lose');
  }

  lessonSpots(): FamilyLessonHotspots {
    const s = this.state();
    return {
      lesson: s.lesson.id,
      step: s.step,
      kind: currentFamilyStep(s)?.kind ?? null,
      done: s.done,
      passed: s.passed,
      stars: s.done ? this.driver.stars() : null,
      feedback: s.feedback?.text ?? null,
      mistakes: s.mistakes,
    };
  }

  destroy(): void {
    this.panel.destroy();
  }
}
