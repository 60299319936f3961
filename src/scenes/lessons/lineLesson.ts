/**
 * A lesson of the line of play (Horse Race and the parlour games) at the family table, one of
 * its drivers (familyDriver.ts): the tutorial runner (view/line/lineLessonDriver.ts) as the table's
 * source, the lesson's branch of the view (view/line/lineLessonView.ts: Continue and a quiz's
 * answers as the table's buttons, what a quiz asks kept back, the step's glows), the coach's
 * words over the top of the board with Skip, and what the lesson does besides: the search
 * asked about each choice of the guided hand and each legal move a step does not name (its
 * answer is the coach's word, the debrief and the stars), a tile tapped that cannot go
 * anywhere explained, the number keys answering a quiz, Esc back to the list, the end saved
 * with a sound. It decides no rule.
 */
import type * as Phaser from 'phaser';
import type { Tile } from '../../engine/core/tiles';
import { debrief } from '../../tutorial/debrief';
import {
  currentStep,
  lessonStars,
  nextLesson,
  recordLessonEnd,
  startLesson,
  type Lesson,
  type ProgressStore,
  type TutorialAction,
  type TutorialState,
} from '../../tutorial/index';
import { trialSeed, type Trial } from '../../tutorial/trials';
import type { FamilyTableView } from '../../view/familyTable';
import type { FamilyBoard, FamilySource } from '../../view/familyTables';
import { lineLessonDriver, type LineLessonDriver } from '../../view/line/lineLessonDriver';
import {
  lineCoachWords,
  lineLessonView,
  placesOn,
  type LineLessonExit,
} from '../../view/line/lineLessonView';
import type { Rect } from '../../view/tableRegions';
import type { FamilyLessonHotspots, FamilyTableDriver, PanelsOpen } from '../family/familyDriver';
import type { Services } from '../services';
import { CoachPanel, coachOverBoard } from './tutorialPanel';
import { LessonKeys } from './lessonKeys';
import { paced } from '../table/flights';

/** What a browser test reads of a line lesson besides the family lesson's. */
export interface LineLessonHotspots extends FamilyLessonHotspots {
  /**
   * The search's word on a move of the guided hand (or a move a step does not name) is still
   * being worked out (by a worker): when it lands, the panel may grow and move the board.
   */
  readonly judging: boolean;
  /** The guided hand's debrief once worked out (null before, or in a lesson without one). */
  readonly debrief: string | null;
  /** Where each lit place's tile goes on, by the place's id ('' for the lead). */
  readonly on: Readonly<Record<string, string>>;
}

export class LineLessonMode implements FamilyTableDriver {
  readonly menuLabel = 'Lessons';
  /** The corner button: back to the list of lessons. */
  readonly menu = (): void => this.exit('lessons');
  readonly panels = true;
  readonly arrangeable = false;
  private readonly driver: LineLessonDriver;
  private readonly panel: CoachPanel;
  private closed = false;
  private readonly keys = new LessonKeys();

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly services: Services,
    private readonly progress: ProgressStore | undefined,
    private readonly lesson: Lesson,
  ) {
    // An action's moves land one at a time, at the player's pace (the replies as a game's).
    const pace = (next: () => void): void =>
      void scene.time.delayedCall(paced(services.prefs.get(), 600), next);
    this.driver = lineLessonDriver(
      startLesson(lesson),
      (before, after) => this.acted(before, after),
      (to) => this.exit(to),
      pace,
    );
    this.panel = new CoachPanel(scene);
    // The first step's words, said as the lesson opens (later ones as they come).
    const opening = lineCoachWords(this.state(), null);
    services.say?.(`${opening.header}. ${opening.text}`);
  }

  source(): FamilySource {
    return this.driver.source();
  }

  subscribe(listener: () => void): () => void {
    return this.driver.subscribe(listener);
  }

  stepped(): boolean {
    return this.driver.stepped();
  }

  move(move: unknown): void {
    this.driver.move(move);
  }

  /** No hand's end panel opens in a lesson: nothing to go on to. */
  next(): void {}

  private state(): TutorialState {
    return this.driver.state();
  }

  shape(base: FamilyTableView<FamilyBoard>): FamilyTableView<FamilyBoard> {
    return lineLessonView(base, this.state());
  }

  /**
   * Draws the coach's words (and Skip) at the top of the board's region, leaving the board
   * its least height (longer words a page at a time); returns the part left to the board.
   */
  place(board: Rect): Rect {
    const s = this.state();
    const skip = { label: 'Skip', onClick: () => this.skipLesson() };
    const words = { ...lineCoachWords(s, this.debriefText()), buttons: s.done ? [] : [skip] };
    // (Room under the panel for a ring round the count.)
    return coachOverBoard(this.panel, words, board, 0, 12);
  }

  /** A tile tapped with no lit place (or while a note or a quiz waits): the lesson says why. */
  tap(tile: Tile, view: FamilyTableView): boolean {
    const h = view.hand.find((x) => x.tile === tile);
    if (h && h.targets.length > 0) return false;
    if (!this.state().done) this.driver.tap(tile);
    return true;
  }

  /** Esc goes back to the list; the number keys answer a quiz (`LessonKeys`). */
  key(e: KeyboardEvent, panels: PanelsOpen): boolean {
    const s = this.state();
    const step = currentStep(s);
    const quiz = !s.done && step?.kind === 'quiz' ? { step: s.step, choices: step.choices } : null;
    const answer = (value: number): void => this.driver.act({ type: 'answer', value });
    return this.keys.key(e, panels, quiz, () => this.exit('lessons'), answer);
  }

  leave(): void {
    this.scene.scene.start('Menu');
  }

  buttons(): { label: string; x: number; y: number }[] {
    return this.panel.buttons().map((b) => ({ label: b.label, x: b.x, y: b.y }));
  }

  private skipLesson(): void {
    this.progress?.skip(this.lesson.id);
    this.exit('next');
  }

  private exit(to: LineLessonExit): void {
    const next = to === 'next' ? nextLesson(this.lesson.id) : undefined;
    if (to === 'lessons' || (to === 'next' && !next)) this.scene.scene.start('Lessons');
    else this.scene.scene.start('FamilyTable', { lesson: next?.id ?? this.lesson.id });
  }

  /**
   * Sounds and the screen reader's words for what the lesson said (the coach's answer, then
   * the next step), the search asked, and the end saved.
   */
  private acted(before: TutorialState, after: TutorialState): void {
    const sound = this.services.sound;
    const judged = after.answers !== before.answers || after.trialAnswers !== before.trialAnswers;
    // A refusal: against the rules, or a move the step does not name (judged, not counted).
    const refused = !judged && after.feedback !== before.feedback;
    if (refused && after.feedback?.tone === 'wrong') sound.play('tick');
    // Continue, a right answer (a move sounds as it lands).
    else if (after.events.length === before.events.length && after !== before && !judged)
      sound.play('click');
    const words = lineCoachWords(after, null);
    const next = after.step !== before.step || after.done !== before.done ? words.text : '';
    // The guided hand's debrief, said once its last choice is judged.
    const debrief = this.debriefText(before) === '' ? this.debriefText(after) : null;
    const said = [
      after.feedback !== before.feedback ? (after.feedback?.text ?? '') : '',
      next,
      debrief ?? '',
    ]
      .filter(Boolean)
      .join(' ');
    if (said) this.services.say?.(said);
    this.askJudge(before, after);
    const ended = this.progress ? recordLessonEnd(this.progress, before, after) : null;
    if (ended) sound.play(ended === 'passed' ? 'win' : 'lose');
  }

  /** The index of the lesson's game step, or -1. */
  private gameStep(): number {
    return this.lesson.steps.findIndex((step) => step.kind === 'game');
  }

  /**
   * Asks the advisor (a worker) for the search's answer at each decision the learner has just
   * made in the guided hand (`judged`), and at each scripted step where the learner has just
   * tried a move the step does not name (`judgedTrial`), and hands it to the runner: the
   * coach's word on the move, the debrief and the stars all come from it (src/practice/judge.ts).
   */
  private askJudge(before: TutorialState, after: TutorialState): void {
    const advise =
      this.services.advise ??
      ((request) => import('../../practice/advisor').then((m) => m.advise(request)));
    const ask = (
      view: Trial['view'],
      seed: string,
      move: number,
      report: (answer: Extract<TutorialAction, { type: 'judged' }>['answer']) => TutorialAction,
    ): void => {
      void advise({ kind: 'best', view, seed, hand: 0, move })
        .then((a) => (a.kind === 'best' ? a.best : null))
        .catch(() => null)
        .then((answer) => {
          if (!this.closed) this.driver.act(report(answer));
        });
    };
    const step = this.lesson.steps[this.gameStep()];
    if (step?.kind === 'game')
      after.decisions.slice(before.decisions.length).forEach((d, k) => {
        const decision = before.decisions.length + k;
        ask(d.view, step.seed, decision, (answer) => ({ type: 'judged', decision, answer }));
      });
    after.trials.slice(before.trials.length).forEach((t, k) => {
      const trial = before.trials.length + k;
      const seed = trialSeed(this.lesson.id);
      ask(t.view, seed, trial, (answer) => ({ type: 'judgedTrial', trial, answer }));
    });
  }

  /** The guided hand's debrief once its game step is over: '' while worked out, null when there is none. */
  private debriefText(s: TutorialState = this.state()): string | null {
    const at = this.gameStep();
    if (at < 0 || s.step <= at || s.decisions.length === 0) return null;
    if (s.decisions.some((_, i) => s.answers[i] === undefined)) return '';
    return debrief(s.decisions, s.answers).text || 'The debrief could not be worked out this time.';
  }

  lessonSpots(): LineLessonHotspots {
    const s = this.state();
    return {
      lesson: s.lesson.id,
      step: s.step,
      kind: s.done ? null : (currentStep(s)?.kind ?? null),
      done: s.done,
      passed: s.passed,
      stars: s.done ? lessonStars(s) : null,
      feedback: s.feedback?.text ?? null,
      mistakes: s.mistakes,
      judging:
        s.decisions.some((_, i) => s.answers[i] === undefined) ||
        s.trials.some((_, i) => s.trialAnswers[i] === undefined),
      debrief: this.debriefText() || null,
      on: placesOn(s),
    };
  }

  destroy(): void {
    this.closed = true;
    this.panel.destroy();
  }
}
