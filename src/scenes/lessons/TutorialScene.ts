/**
 * A tutorial lesson: the shared table (tableCore.ts) driven by the tutorial
 * runner, plus the coach's panel with the step and glows on what the step
 * points at. The learner's moves go through the table's own input to the
 * runner, which asks the engine; this scene decides no rule. Esc goes back to
 * the list of lessons.
 */
import * as Phaser from 'phaser';
import { parseTile } from '../../engine/tiles';
import {
  currentStep,
  lessonById,
  LESSONS,
  lessonStars,
  listName,
  placeOf,
  recordLessonEnd,
  starsLine,
  nextLesson,
  startLesson,
  type Lesson,
  type ProgressStore,
  type TutorialAction,
  type TutorialState,
} from '../../tutorial/index';
import { trialSeed, type Trial } from '../../tutorial/trials';
import { debrief } from '../../tutorial/debrief';
import { lessonDriver, type LessonDriver } from '../../view/lessonDriver';
import type { Rect } from '../../view/tableRegions';
import { tableRegions } from '../../view/tableRegions';
import { Button } from '../../ui/widgets';
import type { Services } from '../services';
import { Table } from '../table/tableCore';
import { tableSpots, type TableSpots } from '../table/tableHooks';
import {
  CoachPanel,
  Glow,
  panelOverLayout,
  type PanelButton,
  type PanelContent,
} from './tutorialPanel';

export interface TutorialData {
  readonly lessonId?: string;
}

export interface TutorialHotspots extends TableSpots {
  /**
   * The coach's word on a move of the guided hand is still being worked out (by a worker):
   * when it lands, the panel may grow and move the board under a finger.
   */
  readonly judging: boolean;
  readonly lesson: string;
  readonly step: number;
  readonly kind: string | null;
  readonly done: boolean;
  readonly feedback: string | null;
  readonly buttons: readonly { label: string; x: number; y: number }[];
  /** The guided hand's debrief once worked out (null before, or in a lesson without one). */
  readonly debrief: string | null;
  /** The stars the finished lesson earned (null before the end, or while its hand is judged). */
  readonly stars: number | null;
  /** The layout tiles glowing from behind (their boxes on screen). */
  readonly halos: readonly Rect[];
  /** The glows drawn over everything (round hand tiles, the count, the boneyard, the board). */
  readonly glows: readonly Rect[];
}

export class TutorialScene extends Phaser.Scene {
  private lesson!: Lesson;
  private driver!: LessonDriver;
  private table!: Table;
  private panel!: CoachPanel;
  private glow!: Glow;
  private lessonsButton!: Button;
  private skipButton!: Button;

  constructor(
    private readonly services: Services,
    private readonly progress: ProgressStore,
  ) {
    super('Tutorial');
  }

  create(data: TutorialData): void {
    this.lesson = lessonById(data.lessonId ?? '') ?? (LESSONS[0] as Lesson);
    this.driver = lessonDriver(startLesson(this.lesson), (before, after) =>
      this.acted(before, after),
    );
    const players = this.lesson.players;
    this.table = new Table(this, this.services, this.driver, {
      regions: (width, height) =>
        tableRegions(width, height, players, this.driver.view().sideNames.length),
      layoutArea: () => this.layoutArea(),
      drawn: () => this.drawGlow(),
      key: (e) => this.onKey(e),
      resized: () => this.placeButtons(),
      // The coach's panel is rebuilt by what its own buttons do.
      deferSend: true,
    });
    this.panel = new CoachPanel(this);
    this.glow = new Glow(this);
    const bs = this.table.board.scale;
    // A thumb's height on a phone held upright, where they sit side by side in the info row
    // between the count and the boneyard.
    const size = this.table.board.area.portrait
      ? { width: 88, height: 44 }
      : { width: Math.round(Math.max(84, 100 * bs)), height: Math.round(Math.max(30, 34 * bs)) };
    this.lessonsButton = new Button(this, 0, 0, 'Lessons', () => this.toLessons(), size);
    this.skipButton = new Button(this, 0, 0, 'Skip', () => this.skip(), size);
    this.placeButtons();
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.glow.destroy();
      this.panel.destroy();
    });
    this.table.start();
  }

  private state(): TutorialState {
    return this.driver.state();
  }

  /** Sounds for what the lesson said (the moves make their own as they land). */
  private acted(before: TutorialState, after: TutorialState): void {
    const sound = this.services.sound;
    const judged = after.answers !== before.answers || after.trialAnswers !== before.trialAnswers;
    // A refusal: against the rules, or a move the step does not name (judged, not counted).
    const refused = !judged && after.feedback !== before.feedback;
    if (refused && after.feedback?.tone === 'wrong') sound.play('tick');
    else if (after.events.length === before.events.length && after !== before && !judged)
      sound.play('click');
    this.askJudge(before, after);
    const ended = recordLessonEnd(this.progress, before, after);
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
    const driver = this.driver;
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
          if (this.driver !== driver || !this.scene.isActive()) return;
          driver.act(report(answer));
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
  private debriefText(): string | null {
    const s = this.state();
    const at = this.gameStep();
    if (at < 0 || s.step <= at || s.decisions.length === 0) return null;
    if (s.decisions.some((_, i) => s.answers[i] === undefined)) return '';
    return debrief(s.decisions, s.answers).text || 'The debrief could not be worked out this time.';
  }

  /** The debrief's words for the panel, after the guided hand ('' when there is none). */
  private debriefLine(): string {
    const text = this.debriefText();
    if (text === null) return '';
    return text === '' ? '\n\nWorking out your debrief…' : `\n\n${text}`;
  }

  private skip(): void {
    this.progress.skip(this.lesson.id);
    this.goNext();
  }

  private goNext(): void {
    const next = nextLesson(this.lesson.id);
    if (next) this.scene.start('Tutorial', { lessonId: next.id } satisfies TutorialData);
    else this.toLessons();
  }

  private toLessons(): void {
    this.scene.start('Lessons');
  }

  /** Esc leaves; the number keys answer a quiz; Enter presses the panel's first button. */
  private onKey(e: KeyboardEvent): boolean {
    if (e.key === 'Escape') {
      this.toLessons();
      return true;
    }
    const buttons = this.panel.buttons();
    const quiz = currentStep(this.state())?.kind === 'quiz' && !this.state().done;
    const n = Number(e.key);
    if (quiz && Number.isInteger(n) && n >= 1) {
      buttons[n - 1]?.activate();
      return true;
    }
    if (this.table.input.key(e)) return true;
    if (!quiz && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      buttons[0]?.activate();
    }
    return true;
  }

  // ---- The coach's panel over the table ----------------------------------------------

  /** The coach's panel sits at the top of the layout area; the layout takes the rest. */
  private layoutArea(): Rect {
    const tiles = this.state().game.hand?.layout.nodes.length ?? 0;
    return panelOverLayout(this.panel, this.panelContent(), this.table.board.area, tiles > 0);
  }

  private panelContent(): PanelContent {
    const s = this.state();
    // Where the lesson sits in its part of the course ("First steps 2/7"), not in the whole.
    const place = placeOf(this.lesson.id);
    const where = place ? `${place.title} ${place.index + 1}/${place.size} · ` : '';
    const header = `${where}${listName(this.lesson)}`;
    const send = this.table.send.bind(this.table);
    if (s.done) {
      const last = !nextLesson(this.lesson.id);
      const buttons: PanelButton[] = [
        last
          ? { label: 'Lessons', primary: true, onClick: () => this.toLessons() }
          : { label: 'Next lesson', primary: true, onClick: () => this.goNext() },
        {
          label: 'Replay',
          onClick: () => this.scene.restart({ lessonId: this.lesson.id } satisfies TutorialData),
        },
      ];
      return {
        header: `${header} · done`,
        text:
          (s.passed
            ? `Lesson complete: ${this.lesson.goal}${last ? ' That was the last lesson.' : ''}${starsLine(s)}`
            : 'Not quite: try the lesson again.') + this.debriefLine(),
        feedback: s.feedback,
        buttons,
      };
    }
    const step = currentStep(s);
    if (!step) return { header, text: '', feedback: null, buttons: [] };
    const buttons: PanelButton[] = [];
    if (step.kind === 'say' || step.kind === 'auto')
      buttons.push({ label: 'Continue', primary: true, onClick: () => send({ type: 'next' }) });
    if (step.kind === 'quiz')
      step.choices.forEach((c, i) =>
        buttons.push({
          label: step.labels?.[i] ?? String(c),
          onClick: () => send({ type: 'answer', value: c }),
        }),
      );
    if (step.kind === 'pass' || (step.kind === 'game' && this.driver.view().moves?.canPass))
      buttons.push({ label: 'Pass', primary: true, onClick: () => send({ type: 'pass' }) });
    return {
      header: `${header} · step ${s.step + 1} of ${this.lesson.steps.length}`,
      text: step.text + this.debriefLine(),
      feedback: s.feedback,
      buttons,
    };
  }

  private placeButtons(): void {
    const r = this.table.board.area;
    const w = this.lessonsButton.width;
    const h = this.lessonsButton.height;
    if (r.portrait) {
      this.lessonsButton.setPosition(r.menu.x - w / 2 - 4, r.menu.y);
      this.skipButton.setPosition(r.menu.x + w / 2 + 4, r.menu.y);
    } else {
      this.lessonsButton.setPosition(r.menu.x, r.menu.y);
      this.skipButton.setPosition(r.menu.x, r.menu.y + h + 10);
    }
  }

  /** Glows on what the step points at: tiles in hand or on the table, the count, the boneyard, the board. */
  private drawGlow(): void {
    const glow = this.glow;
    glow.clear();
    const state = this.state();
    const step = currentStep(state);
    const { board } = this.table;
    if (state.done || !step) {
      board.layout.setHalos([]);
      return;
    }
    const hl = step.highlight ?? {};
    const r = board.area;
    const s = r.scale;
    for (const text of hl.hand ?? []) {
      const tile = parseTile(text, state.lesson.maxPip ?? 6);
      const slot = tile === null ? null : board.hand.slotOf(tile);
      if (slot)
        glow.rect(
          slot.x - slot.half / 2 - 6,
          slot.y - slot.half - 6,
          slot.half + 12,
          slot.half * 2 + 12,
          8,
        );
    }
    // Tiles on the table glow from behind (a ring over them hid the pips a quiz asks about).
    const nodes = state.game.hand?.layout.nodes ?? [];
    board.layout.setHalos(
      (hl.table ?? []).flatMap((text) => {
        const tile = parseTile(text, state.lesson.maxPip ?? 6);
        const index = nodes.findIndex((n) => n.tile === tile);
        return index < 0 ? [] : [index];
      }),
    );
    if (hl.count) glow.rect(r.total.x - 52 * s, r.total.y - 43 * s, 104 * s, 86 * s, 14 * s);
    if (hl.boneyard || step.kind === 'draw')
      glow.rect(r.boneyard.x - 52 * s, r.boneyard.y - 46 * s, 104 * s, 104 * s, 14 * s);
    if (hl.board) glow.rect(r.board.x, r.board.y, r.board.w, r.board.h, 12);
  }

  // ---- For browser tests --------------------------------------------------------------

  hotspots(): TutorialHotspots {
    const s = this.state();
    const buttons = [...this.panel.buttons(), this.lessonsButton, this.skipButton].map((b) => ({
      label: b.label,
      x: b.x,
      y: b.y,
    }));
    return {
      ...tableSpots(this.table),
      judging:
        s.decisions.some((_, i) => s.answers[i] === undefined) ||
        s.trials.some((_, i) => s.trialAnswers[i] === undefined),
      lesson: this.lesson.id,
      step: s.step,
      kind: s.done ? null : (currentStep(s)?.kind ?? null),
      done: s.done,
      feedback: s.feedback?.text ?? null,
      buttons,
      debrief: this.debriefText() || null,
      stars: s.done ? lessonStars(s) : null,
      halos: this.table.board.layout.haloBoxes(),
      glows: [...this.glow.drawn],
    };
  }
}
