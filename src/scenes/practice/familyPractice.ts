/**
 * What the family table asks of practice's advisor (a worker in the browser, asked once per
 * position and kept): the hints (the Hints button; in a practice game a standing strip on
 * the person's turn) and Texas 42's review of a hand with every hand open (the end panel's
 * Review; in a practice game it opens by itself when each hand ends). It decides no rule:
 * the hints and the review come from src/practice, their words from src/view.
 */
import type * as Phaser from 'phaser';
import type { GameSnapshot } from '../../machine/selectors';
import type { HintLine } from '../../practice/familyHints';
import { adviseInThread, type Advise } from '../../practice/session';
import type { TricksReview } from '../../practice/tricksReview';
import { tagPanel } from '../../ui/boxes';
import type { FamilyTableView } from '../../view/familyTable';
import { hintRequest } from '../../view/familyTables';
import type { Rect } from '../../view/tableRegions';
import { tricksReviewWords } from '../../view/tricks/tricksReviewWords';
import { colours, css, textStyle } from '../../ui/theme';
import type { FamilyPanels } from '../family/familyPanels';
import { hideToast, showToast } from '../toast';

/** Positions whose hints are kept (the last few steps). */
const KEPT = 8;

export class FamilyPractice {
  private snap: GameSnapshot | null = null;
  private view: FamilyTableView | null = null;
  private readonly hints = new Map<string, HintLine[]>();
  private readonly asked = new Set<string>();
  private readonly reviews = new Map<string, TricksReview>();
  /** The hands whose review a practice game has opened by itself. */
  private readonly opened = new Set<string>();
  private strip: Phaser.GameObjects.Container | null = null;
  private stripTexts: string[] = [];
  private alive = true;
  private readonly advise: Advise;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly panels: FamilyPanels,
    advise: Advise | undefined,
    /** The table draws again (hints arrived for the strip). */
    private readonly redraw: () => void,
  ) {
    this.advise = advise ?? adviseInThread;
  }

  /** A practice game with the person's hand shown: the hints stand on the table. */
  on(): boolean {
    return (this.snap?.context.practice ?? null) !== null && (this.view?.viewer ?? null) !== null;
  }

  /** A new snapshot and its view: hints asked for on the person's turn, a hand's review opened. */
  update(snap: GameSnapshot, view: FamilyTableView): void {
    this.snap = snap;
    this.view = view;
    if (!this.on()) return;
    if (view.live) this.hintsNow();
    const ended = view.gameOver ?? view.handEnd;
    const key = this.handKey();
    if (ended?.review && key && !this.opened.has(key)) {
      this.opened.add(key);
      this.openReview();
    }
  }

  destroy(): void {
    this.alive = false;
    this.strip?.destroy();
    this.strip = null;
  }

  /** The key of the current position's hints, and its request (null: nobody's hand shown). */
  private request(): { key: string; request: NonNullable<ReturnType<typeof hintRequest>> } | null {
    const snap = this.snap;
    const view = this.view;
    const request = snap && view ? hintRequest(snap.context, view) : null;
    // The seed is the hand's: the log's length tells this position from the hand's others.
    const at = snap?.context.log.length ?? 0;
    return request ? { key: `${request.seed}:${at}:${request.seat}:${view?.live}`, request } : null;
  }

  /** The hints of this position: kept, or asked for (null until they come; then `then`). */
  private hintsNow(then?: (lines: HintLine[]) => void): HintLine[] | null {
    const r = this.request();
    if (!r) return [];
    const kept = this.hints.get(r.key);
    if (kept || this.asked.has(r.key)) return kept ?? null;
    this.asked.add(r.key);
    this.advise({ kind: 'hints', request: r.request }).then(
      (answer) => {
        this.asked.delete(r.key);
        if (!this.alive || answer.kind !== 'hints') return;
        if (this.hints.size >= KEPT) this.hints.delete(this.hints.keys().next().value ?? '');
        this.hints.set(r.key, answer.lines);
        if (then) then(answer.lines);
        else this.redraw();
      },
      () => this.asked.delete(r.key),
    );
    return null;
  }

  /** The Hints button: the panel of every hint for this position (once worked out). */
  openHints(): void {
    const lines = this.hintsNow((l) => this.panels.info('Hints', l));
    if (lines) this.panels.info('Hints', lines);
  }

  /** The hand just ended, as a key ("seed/hand"), or null. */
  private handKey(): string | null {
    const ctx = this.snap?.context;
    return ctx && ctx.hands.length > 0 ? `${ctx.settings.seed}/${ctx.hands.length - 1}` : null;
  }

  /** Texas 42's review of the hand just ended, with every hand open (worked out once). */
  openReview(): void {
    const snap = this.snap;
    const seat = this.view?.viewer;
    const key = this.handKey();
    if (!snap || seat === null || seat === undefined || !key) return;
    const kept = this.reviews.get(key);
    if (kept) {
      this.showReview(kept, key);
      return;
    }
    // Said only if the answer is slow to come (the solver at the first lead, a slow phone),
    // and taken away when it comes.
    let said = false;
    const slow = this.scene.time.delayedCall(400, () => {
      said = true;
      showToast(this.scene, 'Working out the best plays with every hand open…');
    });
    const hand = snap.context.hands.length - 1;
    this.advise({ kind: 'tricks-review', context: snap.context, hand, seat }).then(
      (answer) => {
        slow.remove(false);
        if (said && this.alive) hideToast(this.scene);
        if (!this.alive || answer.kind !== 'tricks-review') return;
        this.reviews.set(key, answer.review);
        this.showReview(answer.review, key);
      },
      () => {
        slow.remove(false);
        showToast(this.scene, 'The review could not be worked out.', { tone: 'error' });
      },
    );
  }

  /** Shows a review while its hand's end is still on the table. */
  private showReview(review: TricksReview, key: string): void {
    const view = this.view;
    if (!view || this.handKey() !== key || !(view.handEnd ?? view.gameOver)) return;
    const words = tricksReviewWords(review, view.names);
    this.panels.info(words.heading, words.lines);
  }

  /** The hints' words now drawn on the table (browser tests). */
  texts(): readonly string[] {
    return this.stripTexts;
  }

  /**
   * Practice's standing hints in `rect` (null: none on this screen): on the person's turn,
   * each hint's title and words while they fit (a band takes whole lines only).
   */
  drawStrip(rect: Rect | null): void {
    this.strip?.destroy();
    this.strip = null;
    this.stripTexts = [];
    const view = this.view;
    if (!rect || !view || !this.on()) return;
    const c = this.scene.add.container(0, 0).setDepth(700);
    const g = this.scene.add.graphics();
    tagPanel(g, rect, 'panel:hints');
    g.fillStyle(colours.panel, 0.7).fillRoundedRect(rect.x, rect.y, rect.w, rect.h, 10);
    c.add(g);
    const column = rect.h > 120;
    const lines: readonly HintLine[] | null = view.live ? (this.hintsNow() ?? null) : [];
    const words =
      lines === null
        ? [{ title: 'Hints', text: 'working them out…' }]
        : lines.length === 0
          ? [{ title: 'Hints', text: 'they come on your turn.' }]
          : lines;
    let y = rect.y + 6;
    /** Adds a text below the last while it fits; the first one cut to the lines that fit. */
    const add = (text: string, size: number, bold: boolean, colour: string): boolean => {
      const t = this.scene.add.text(rect.x + 10, y, text, {
        ...textStyle(size, { bold, colour, wrap: rect.w - 20 }),
      });
      const room = rect.y + rect.h - 4 - y;
      if (t.height > room) {
        const lines = t.getWrappedText(text);
        const fit = Math.floor(room / (t.height / Math.max(1, lines.length)));
        if (this.stripTexts.length > 0 || fit < 1) {
          t.destroy();
          return false;
        }
        const kept = lines.slice(0, fit);
        kept[fit - 1] = `${(kept[fit - 1] ?? '').replace(/\s*\S+$/, '')}…`;
        t.setText(kept.join('\n'));
      }
      c.add(t);
      this.stripTexts.push(t.text);
      y += t.height + (column ? 2 : 1);
      return true;
    };
    if (column) add('Hints', 15, true, css.gold);
    for (const line of words) {
      const fits = column
        ? add(line.title, 13, true, css.gold) && add(line.text, 13, false, css.text)
        : add(`${line.title}: ${line.text}`, 13, false, css.text);
      if (!fits) break;
      y += column ? 6 : 0;
    }
    this.strip = c;
  }
}
