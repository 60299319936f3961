/**
 * A tutorial lesson at the table: the lesson's position drawn with the table's
 * own views (layout and ghost targets, hand, count and boneyard, the other
 * seats, the pegging board), the coach's panel with the step, and glows on
 * what the step points at. The learner's actions go to the tutorial runner,
 * which asks the engine; this scene decides no rule. Esc goes back to the list.
 */
import * as Phaser from 'phaser';
import type { Layout } from '../engine/layout';
import { formatTile, hi, lo, parseTile, type Tile } from '../engine/tiles';
import {
  act,
  currentStep,
  learnerChoices,
  lessonById,
  LESSONS,
  nextLesson,
  seatLabel,
  startLesson,
  type ChoiceTarget,
  type LearnerChoices,
  type Lesson,
  type ProgressStore,
  type TutorialAction,
  type TutorialState,
} from '../tutorial/index';
import { HandView } from '../view/handView';
import { HudView } from '../view/hudView';
import { LayoutView, leadGhost, type Target } from '../view/layoutView';
import { PegBoard } from '../view/pegboard';
import { SeatView } from '../view/seatView';
import { tableRegions, type Regions } from '../view/tableRegions';
import { TileSprite } from '../view/tileArt';
import { colours, css, SERIF, textStyle } from '../view/theme';
import { Button, drawFelt, listenKeys } from '../view/ui';
import type { Services } from './services';
import { CoachPanel, Glow, type PanelButton } from './tutorialPanel';

export interface TutorialData {
  readonly lessonId?: string;
}

export interface TutorialHotspots {
  readonly lesson: string;
  readonly step: number;
  readonly kind: string | null;
  readonly done: boolean;
  readonly feedback: string | null;
  readonly hand: readonly { tile: string; x: number; y: number; playable: boolean }[];
  readonly selected: string | null;
  /** The selected tile's lit targets, with the table tile each goes on ('' for the lead). */
  readonly targets: readonly { x: number; y: number; on: string }[];
  readonly boneyard: { x: number; y: number };
  readonly buttons: readonly { label: string; x: number; y: number }[];
}

const QUIZ_HIDES = new Set(['count', 'points', 'countAfter']);

export class TutorialScene extends Phaser.Scene {
  private lesson!: Lesson;
  private state!: TutorialState;
  private selected: Tile | null = null;
  /** The tile the current press chose (through the hand's drag start). */
  private justChosen: Tile | null = null;
  /** Which of the chosen tile's places Up/Down has picked (Enter plays there). */
  private targetIndex = 0;
  private regions!: Regions;
  private felt!: Phaser.GameObjects.Graphics;
  private layoutView!: LayoutView;
  private hand!: HandView;
  private hud!: HudView;
  private seats: SeatView[] = [];
  private board: PegBoard | null = null;
  private panel!: CoachPanel;
  private glow!: Glow;
  private cover!: Phaser.GameObjects.Container;
  private lessonsButton!: Button;
  private skipButton!: Button;
  /** The lit targets' table tiles, in the order given to the layout view. */
  private targets: { on: Tile | null }[] = [];
  /** The chosen tile's places as drawn, in the order Up/Down steps through them. */
  private places: ChoiceTarget[] = [];

  constructor(
    private readonly services: Services,
    private readonly progress: ProgressStore,
  ) {
    super('Tutorial');
  }

  create(data: TutorialData): void {
    this.lesson = lessonById(data.lessonId ?? '') ?? (LESSONS[0] as Lesson);
    this.state = startLesson(this.lesson);
    this.selected = null;
    const { width, height } = this.scale;
    this.regions = this.computeRegions(width, height);
    this.felt = this.add.graphics();
    drawFelt(this.felt, width, height);
    this.layoutView = new LayoutView(this, this.regions.layout);
    this.hand = new HandView(this, this.regions.hand, this.regions.handTile, {
      onTap: (tile) => this.tapTile(tile),
      onDrop: (tile, x, y) => this.dropTile(tile, x, y),
      onDragStart: (tile) => {
        // A press starts a drag: it chooses the tile, and the tap that ends it must not also play it.
        if (this.selected !== tile) this.justChosen = tile;
        this.choose(tile);
      },
    });
    this.hud = new HudView(this, this.regions, () => this.send({ type: 'draw' }));
    this.seats = this.regions.seats.map((spot) => new SeatView(this, spot, this.regions.scale));
    this.panel = new CoachPanel(this);
    this.glow = new Glow(this);
    this.cover = this.add.container(0, 0).setDepth(450);
    const bs = this.regions.scale;
    const size = {
      width: Math.round(Math.max(84, 100 * bs)),
      height: Math.round(Math.max(30, 34 * bs)),
    };
    this.lessonsButton = new Button(this, 0, 0, 'Lessons', () => this.toLessons(), size);
    this.skipButton = new Button(this, 0, 0, 'Skip', () => this.skip(), size);
    this.makeBoard();
    this.placeButtons();

    const onTap = (pointer: Phaser.Input.Pointer): void => {
      if (pointer.getDistance() > 12) return;
      this.layoutView.targetAt(pointer.x, pointer.y)?.();
    };
    this.input.on(Phaser.Input.Events.POINTER_UP, onTap);
    const stopKeys = listenKeys(this, (e) => this.onKey(e));
    const onResize = (size: Phaser.Structs.Size): void => this.relayout(size.width, size.height);
    this.scale.on('resize', onResize);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      stopKeys();
      this.input.off(Phaser.Input.Events.POINTER_UP, onTap);
      this.scale.off('resize', onResize);
      this.hand.destroy();
      this.seats.forEach((s) => s.destroy());
      this.glow.destroy();
      this.panel.destroy();
    });
    this.render();
  }

  // ---- Actions ------------------------------------------------------------------------

  /** Acts after the input event that asked for it (the widgets it came from may be rebuilt). */
  private send(action: TutorialAction): void {
    this.time.delayedCall(0, () => this.apply(action));
  }

  private apply(action: TutorialAction): void {
    const before = this.state;
    // Where the learner's tiles sit now: a tile played from the hand flies from there.
    const handSpots = new Map(this.hand.spots().map((spot) => [spot.tile, spot]));
    this.state = act(this.state, action);
    const fb = this.state.feedback;
    if (fb?.tone === 'wrong' && this.state.mistakes > before.mistakes)
      this.services.sound.play('tick');
    else if (this.state.game.scores[0] !== before.game.scores[0]) this.services.sound.play('score');
    else if (this.state !== before) this.services.sound.play('click');
    if (this.state.done && !before.done) {
      this.progress.markDone(this.lesson.id);
      this.services.sound.play(this.state.passed ? 'win' : 'lose');
    }
    this.selected = null;
    this.targetIndex = 0;
    this.render();
    this.flyNewTiles(before, handSpots);
  }

  /**
   * The tiles this action put on the table (the learner's, then any the other seats
   * answered with) slide and turn into place one after another, from the learner's hand
   * or the seat that played them, as at the table. The instant pace skips it; reduced
   * motion keeps it short.
   */
  private flyNewTiles(
    before: TutorialState,
    handSpots: ReadonlyMap<Tile, { x: number; y: number }>,
  ): void {
    const was = before.game.hand;
    const now = this.state.game.hand;
    if (!was || !now || (was.layout.nodes.length === 0 && now.layout.nodes.length === 0)) return;
    const from = was.layout.nodes.length;
    const sameHand = from === 0 || now.layout.nodes[0]?.tile === was.layout.nodes[0]?.tile;
    const prefs = this.services.prefs.get();
    if (!sameHand || now.layout.nodes.length <= from || prefs.speed === 'instant') return;
    const duration = prefs.reducedMotion ? 160 : 340;
    for (let node = from; node < now.layout.nodes.length; node++) {
      const tile = now.layout.nodes[node]?.tile;
      const dest = this.layoutView.nodeOnScreen(node);
      const placed = this.layoutView.spriteOf(node);
      if (tile === undefined || !dest || !placed) continue;
      const seat = was.hands.findIndex((h) => h.includes(tile));
      const origin = (seat === 0 ? handSpots.get(tile) : this.seats[seat]?.centre) ?? {
        x: dest.x,
        y: dest.y,
      };
      placed.setVisible(false);
      const flying = new TileSprite(this, origin.x, origin.y, {
        ends: [hi(tile), lo(tile)],
        half: dest.half,
        angle: 0,
      });
      this.add.existing(flying.setDepth(300).setVisible(node === from));
      this.tweens.add({
        targets: flying,
        x: dest.x,
        y: dest.y,
        tileAngle: dest.angle,
        delay: (node - from) * (duration * 0.8),
        duration,
        ease: 'Cubic.easeOut',
        // A tile waiting its turn is not shown until it moves.
        onStart: () => flying.setVisible(true),
        onComplete: () => {
          flying.destroy();
          placed.setVisible(true);
        },
      });
    }
  }

  private choices(): LearnerChoices | null {
    return learnerChoices(this.state);
  }

  private choose(tile: Tile): void {
    if (!this.choices()?.tiles.some((t) => t.tile === tile)) return;
    this.selected = tile;
    this.targetIndex = 0;
    this.render();
  }

  private tapTile(tile: Tile): void {
    const chosenNow = this.justChosen === tile;
    this.justChosen = null;
    const choices = this.choices();
    if (!choices) {
      const kind = currentStep(this.state)?.kind;
      if (kind === 'say' || kind === 'auto' || kind === 'quiz') this.send({ type: 'play', tile });
      return;
    }
    const entry = choices.tiles.find((t) => t.tile === tile);
    if (!entry) {
      this.send({ type: 'play', tile });
      return;
    }
    if (!chosenNow && this.selected === tile && entry.targets.length === 1) {
      this.playAt(tile, entry.targets[0] as ChoiceTarget);
      return;
    }
    this.choose(tile);
  }

  private dropTile(tile: Tile, x: number, y: number): boolean {
    if (this.selected !== tile) return false;
    const pick = this.layoutView.targetAt(x, y);
    if (!pick) return false;
    pick();
    return true;
  }

  private playAt(tile: Tile, target: ChoiceTarget): void {
    this.send({ type: 'play', tile, on: target.on });
  }

  private skip(): void {
    this.progress.markDone(this.lesson.id);
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

  private onKey(e: KeyboardEvent): void {
    if (!this.scene.isActive()) return;
    if (e.key === 'Escape') {
      this.toLessons();
      return;
    }
    const buttons = this.panel.buttons();
    const quiz = currentStep(this.state)?.kind === 'quiz' && !this.state.done;
    if (this.moveKey(e)) {
      e.preventDefault();
      return;
    }
    if (!quiz && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      buttons[0]?.activate();
      return;
    }
    const n = Number(e.key);
    if (quiz && Number.isInteger(n) && n >= 1) buttons[n - 1]?.activate();
  }

  /**
   * The table's keys in a lesson that asks for a move: Left/Right choose a playable tile
   * (in hand order), Up/Down one of its places, Enter plays it there (choosing the first
   * playable tile if none is), or draws when drawing is all there is. True when handled.
   */
  private moveKey(e: KeyboardEvent): boolean {
    const choices = this.choices();
    if (!choices) return false;
    const inHand = this.state.game.hand?.hands[0] ?? [];
    const playable = inHand.filter((t) => choices.tiles.some((c) => c.tile === t));
    const step = (delta: number): void => {
      if (playable.length === 0) return;
      const at = this.selected === null ? -1 : playable.indexOf(this.selected);
      const next =
        at < 0
          ? delta > 0
            ? 0
            : playable.length - 1
          : (at + delta + playable.length) % playable.length;
      this.selected = playable[next] ?? null;
      this.targetIndex = 0;
      this.render();
    };
    if (e.key === 'ArrowRight') step(1);
    else if (e.key === 'ArrowLeft') step(-1);
    else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      const n = this.places.length;
      if (n < 2) return this.selected !== null;
      this.targetIndex = (this.targetIndex + (e.key === 'ArrowDown' ? 1 : -1) + n) % n;
      this.render();
    } else if (e.key === 'Enter') {
      if (playable.length === 0) {
        if (!choices.canDraw) return false;
        this.send({ type: 'draw' });
        return true;
      }
      if (this.selected === null) {
        step(1);
        return true;
      }
      const target = this.places[this.targetIndex] ?? this.places[0];
      if (target) this.playAt(this.selected, target);
    } else return false;
    return true;
  }

  // ---- Drawing ------------------------------------------------------------------------

  private computeRegions(width: number, height: number): Regions {
    return tableRegions(width, height, this.lesson.players, this.lesson.players);
  }

  private makeBoard(): void {
    this.board?.destroy();
    const r = this.regions.board;
    const players = this.lesson.players;
    this.board = new PegBoard(this, {
      x: r.x + r.w / 2,
      y: r.y + r.h / 2,
      width: r.w,
      height: r.h,
      sides: players,
      target: this.state.game.config.options.target,
      colours: colours.sides.slice(0, players),
      labels: Array.from({ length: players }, (_, i) => seatLabel(i, players)),
    });
    this.add.existing(this.board);
  }

  private placeButtons(): void {
    const r = this.regions;
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

  private relayout(width: number, height: number): void {
    this.regions = this.computeRegions(width, height);
    drawFelt(this.felt, width, height);
    this.hand.setRegion(this.regions.hand, this.regions.handTile);
    this.hud.layout(this.regions);
    this.seats.forEach((v, i) => {
      const spot = this.regions.seats[i];
      if (spot) v.move(spot, this.regions.scale);
    });
    this.makeBoard();
    this.placeButtons();
    this.render();
  }

  private quizHides(): boolean {
    const step = currentStep(this.state);
    return !this.state.done && step?.kind === 'quiz' && QUIZ_HIDES.has(step.ask.of);
  }

  private render(): void {
    const s = this.state;
    const game = s.game;
    const hand = game.hand;
    const players = this.lesson.players;
    const step = currentStep(s);
    const choices = this.choices();
    if (this.selected !== null && !choices?.tiles.some((t) => t.tile === this.selected))
      this.selected = null;

    // The coach's panel sits at the top of the layout area; the layout takes the rest.
    const base = this.regions.layout;
    const sc = this.regions.scale;
    // On a phone the boneyard's caption hangs below the info row: start under it.
    const panelY = this.regions.portrait
      ? Math.max(base.y, this.regions.boneyard.y + 56 * sc)
      : base.y + 4;
    const panelH = this.panel.show(this.panelContent(choices), base.x, panelY, base.w, sc);
    const top = panelY + panelH + 8 * sc;
    const bottom = base.y + base.h;
    const region = { x: base.x, y: top, w: base.w, h: Math.max(60, bottom - top) };
    this.layoutView.setRegion(region);
    const layout = hand?.layout ?? null;
    this.layoutView.show(layout, layout?.nodes.length ?? 0, 0);

    this.seats.forEach((view, seat) => {
      if (seat === 0) return;
      view.render({
        name: seatLabel(seat, players),
        detail: step?.kind === 'game' ? 'Easy' : '',
        tiles: hand?.hands[seat]?.length ?? 0,
        onTurn: !s.done && hand?.turn === seat && !hand.result,
        thinking: false,
        colour: colours.sides[seat] ?? colours.gold,
      });
    });
    const playable = choices ? new Set(choices.tiles.map((t) => t.tile)) : null;
    this.hand.render({ tiles: hand?.hands[0] ?? [], playable, selected: this.selected }, 0);
    this.hud.setTotal(layout?.total ?? 0);
    this.hud.setStatus('');
    const canDrawOnly = !!choices && choices.tiles.length === 0 && choices.canDraw;
    this.hud.setBoneyard(hand?.boneyard.length ?? 0, canDrawOnly, game.config.options.boneyard);
    const scores = step?.kind === 'quiz' && !s.done ? s.scoresBefore : game.scores;
    scores.forEach((v, side) => this.board?.setScore(side, v, { animate: true }));
    this.renderTargets(choices, layout);
    // The camera settles at once (setTargets eases it), so taps land where the ghosts are drawn.
    this.layoutView.setRegion(region);
    this.renderCover();
    this.renderGlow();
  }

  private panelContent(choices: LearnerChoices | null): Parameters<CoachPanel['show']>[0] {
    const s = this.state;
    const index = LESSONS.findIndex((l) => l.id === this.lesson.id);
    const n = this.lesson.steps.length;
    const header = `Lesson ${index + 1} of ${LESSONS.length} · ${this.lesson.title}`;
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
        text: s.passed
          ? `Lesson complete: ${this.lesson.goal}${last ? ' That was the last lesson.' : ''}`
          : 'Not quite: try the lesson again.',
        feedback: s.feedback,
        buttons,
      };
    }
    const step = currentStep(s);
    if (!step) return { header, text: '', feedback: null, buttons: [] };
    const buttons: PanelButton[] = [];
    if (step.kind === 'say' || step.kind === 'auto')
      buttons.push({
        label: 'Continue',
        primary: true,
        onClick: () => this.send({ type: 'next' }),
      });
    if (step.kind === 'quiz')
      for (const c of step.choices)
        buttons.push({ label: String(c), onClick: () => this.send({ type: 'answer', value: c }) });
    if (step.kind === 'pass' || (step.kind === 'game' && choices?.canPass))
      buttons.push({ label: 'Pass', primary: true, onClick: () => this.send({ type: 'pass' }) });
    return {
      header: `${header} · step ${s.step + 1} of ${n}`,
      text: step.text,
      feedback: s.feedback,
      buttons,
    };
  }

  private renderTargets(choices: LearnerChoices | null, layout: Layout | null): void {
    this.targets = [];
    const entry = choices?.tiles.find((t) => t.tile === this.selected);
    if (!entry || this.selected === null) {
      this.layoutView.setTargets([]);
      this.places = [];
      return;
    }
    if (this.targetIndex >= entry.targets.length) this.targetIndex = 0;
    const tile = this.selected;
    const ghosts = this.layoutView.ghosts();
    const targets: Target[] = [];
    const kept: ChoiceTarget[] = [];
    for (const t of entry.targets) {
      const point = t.point;
      const index = point
        ? (layout?.open.findIndex((p) => p.node === point.node && p.edge === point.edge) ?? -1)
        : -1;
      const ghost = point === null ? leadGhost(tile) : (ghosts[index] ?? null);
      if (!ghost) continue;
      kept.push(t);
      targets.push({
        ghost,
        tile,
        badge: null,
        scores: false,
        selected: kept.length - 1 === this.targetIndex,
        onPick: () => this.playAt(tile, t),
      });
    }
    this.layoutView.setTargets(targets);
    this.places = kept;
    this.targets = kept.map((t) => ({ on: t.on }));
  }

  private renderCover(): void {
    this.cover.removeAll(true);
    if (!this.quizHides()) return;
    const { x, y } = this.regions.total;
    const s = this.regions.scale;
    const w = 96 * s;
    const h = 78 * s;
    const g = this.add.graphics();
    g.fillStyle(colours.panel, 1).fillRoundedRect(x - w / 2, y - h / 2, w, h, 12 * s);
    g.lineStyle(2, colours.gold, 1).strokeRoundedRect(x - w / 2, y - h / 2, w, h, 12 * s);
    const q = this.add
      .text(x, y + 6 * s, '?', {
        ...textStyle(40 * s, { bold: true, colour: css.gold }),
        fontFamily: SERIF,
      })
      .setOrigin(0.5);
    const label = this.add
      .text(x, y - h / 2 + 12 * s, 'COUNT', textStyle(12 * s, { colour: css.soft, bold: true }))
      .setOrigin(0.5);
    this.cover.add([g, q, label]);
  }

  private renderGlow(): void {
    this.glow.clear();
    const step = currentStep(this.state);
    if (this.state.done || !step) return;
    const hl = step.highlight ?? {};
    const s = this.regions.scale;
    for (const text of hl.hand ?? []) {
      const tile = parseTile(text, 6);
      const slot = tile === null ? null : this.hand.slotOf(tile);
      if (slot)
        this.glow.rect(
          slot.x - slot.half / 2 - 6,
          slot.y - slot.half - 6,
          slot.half + 12,
          slot.half * 2 + 12,
          8,
        );
    }
    const nodes = this.state.game.hand?.layout.nodes ?? [];
    for (const text of hl.table ?? []) {
      const tile = parseTile(text, 6);
      const index = nodes.findIndex((n) => n.tile === tile);
      const at = index < 0 ? null : this.layoutView.nodeOnScreen(index);
      if (at) this.glow.circle(at.x, at.y, at.half * 1.2);
    }
    if (hl.count) {
      const { x, y } = this.regions.total;
      this.glow.rect(x - 52 * s, y - 43 * s, 104 * s, 86 * s, 14 * s);
    }
    if (hl.boneyard || step.kind === 'draw') {
      const { x, y } = this.regions.boneyard;
      this.glow.rect(x - 52 * s, y - 46 * s, 104 * s, 104 * s, 14 * s);
    }
    if (hl.board) {
      const b = this.regions.board;
      this.glow.rect(b.x, b.y, b.w, b.h, 12);
    }
  }

  // ---- For browser tests --------------------------------------------------------------

  hotspots(): TutorialHotspots {
    const choices = this.choices();
    const playable = new Set(choices?.tiles.map((t) => t.tile) ?? []);
    const buttons = [...this.panel.buttons(), this.lessonsButton, this.skipButton].map((b) => ({
      label: b.label,
      x: b.x,
      y: b.y,
    }));
    return {
      lesson: this.lesson.id,
      step: this.state.step,
      kind: this.state.done ? null : (currentStep(this.state)?.kind ?? null),
      done: this.state.done,
      feedback: this.state.feedback?.text ?? null,
      hand: this.hand.spots().map((p) => ({
        tile: formatTile(p.tile),
        x: p.x,
        y: p.y,
        playable: playable.has(p.tile),
      })),
      selected: this.selected === null ? null : formatTile(this.selected),
      targets: this.layoutView.targetSpots().flatMap((at, i) => {
        const t = this.targets[i];
        return t ? [{ x: at.x, y: at.y, on: t.on === null ? '' : formatTile(t.on) }] : [];
      }),
      boneyard: this.hud.boneyardAt,
      buttons,
    };
  }
}
