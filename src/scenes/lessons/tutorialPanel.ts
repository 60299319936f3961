/**
 * The coach's panel in the tutorial: the lesson and step, what to do, the
 * answer to the last action (praise, or why a move was refused), and a row of
 * buttons (Continue, the quiz's numbers, Pass). It sizes itself to its text.
 */
import type * as Phaser from 'phaser';
import type { Rect } from '../../view/tableRegions';
import { colours, css, textStyle } from '../../ui/theme';
import { COACH_MIN_BOARD, coachPages } from '../../view/coachFit';
import { Button, drawPanel } from '../../ui/widgets';

export interface PanelButton {
  readonly label: string;
  readonly primary?: boolean;
  readonly onClick: () => void;
}

export interface PanelContent {
  readonly header: string;
  /** A bold title over the text; with one, the text is in plain type (the puzzle's result). */
  readonly title?: string;
  readonly text: string;
  readonly feedback: { readonly tone: 'good' | 'wrong' | 'info'; readonly text: string } | null;
  readonly buttons: readonly PanelButton[];
}

const TONE: Readonly<Record<'good' | 'wrong' | 'info', string>> = {
  good: css.gold,
  wrong: css.danger,
  info: css.soft,
};

export class CoachPanel {
  readonly container: Phaser.GameObjects.Container;
  private made: Button[] = [];

  constructor(private readonly scene: Phaser.Scene) {
    this.container = scene.add.container(0, 0).setDepth(400);
  }

  /** What is drawn now, and its height: the same content at the same place is kept as it is. */
  private drawn: { key: string; height: number } | null = null;
  /** The page of the words shown, when they take more than one (`coachPages`). */
  private page = 0;
  /** The words the page counts in: a new text starts again at its first page. */
  private paged = '';

  /**
   * Draws the content at (x, y), `w` wide, at most `maxH` tall; returns the height used. When
   * nothing changed the panel is left alone, so a button pressed while the scene re-renders
   * (a computer's move landing between the press and the release) still gets its release.
   * Words too long for `maxH` are shown a page at a time, with a "More" button after the
   * content's own (each page as tall as the tallest, so the panel keeps its height).
   */
  show(
    content: PanelContent,
    x: number,
    y: number,
    w: number,
    s: number,
    maxH = Number.POSITIVE_INFINITY,
    /** The fewest lines a page may hold (a small phone on its side: one, rather than spill). */
    leastPage = 2,
  ): number {
    if (content.text !== this.paged) [this.page, this.paged] = [0, content.text];
    const key = JSON.stringify([
      content.header,
      content.title,
      content.text,
      content.feedback,
      content.buttons.map((b) => [b.label, b.primary ?? false]),
      [x, y, w, s, maxH, leastPage, this.page],
    ]);
    if (this.drawn?.key === key) return this.drawn.height;
    let whole = this.draw(content, x, y, w, s, null);
    // Too tall: the coach's answer joins the words (after them), and they are paged together.
    const words =
      whole.h > maxH && content.feedback
        ? { ...content, text: `${content.text}\n\n${content.feedback.text}`, feedback: null }
        : content;
    if (words !== content) whole = this.draw(words, x, y, w, s, null);
    let h = whole.h;
    const wrapped = whole.text.getWrappedText();
    if (h > maxH && wrapped.length > 1) {
      // The room the words have beside the rest, and a row more where More starts one.
      const lineH = whole.text.height / wrapped.length;
      const rowH = this.moreRoom(content, w, s);
      const perPage = (maxH - (h - whole.text.height) - rowH) / lineH;
      const starts = new Set<number>();
      // Where a paragraph or a point ("• ") begins: a page had better end before one.
      wrapped.forEach((line, i) => {
        if (i > 0 && line !== '' && (wrapped[i - 1] === '' || line.startsWith('•'))) starts.add(i);
      });
      // (Paged only where a page holds a couple of lines: else the words are not the trouble.)
      const pages = perPage >= leastPage ? coachPages(wrapped.length, perPage, starts) : [];
      if (pages.length > 1) {
        const at = pages[Math.min(this.page, pages.length - 1)] ?? { start: 0, end: 1 };
        const height = Math.max(...pages.map((p) => p.end - p.start)) * lineH;
        const n = this.page + 1;
        const more: PanelButton = {
          label: `More ${n}/${pages.length}`,
          onClick: () => {
            this.page = n % pages.length;
            this.drawn = null;
            this.show(content, x, y, w, s, maxH, leastPage);
          },
        };
        const lines = wrapped.slice(at.start, at.end).join('\n').trim().split('\n');
        h = this.draw(words, x, y, w, s, { lines, height, more }).h;
      } else if (words !== content) h = this.draw(content, x, y, w, s, null).h;
    }
    this.drawn = { key, height: h };
    return h;
  }

  /** The panel drawn afresh: the content, or one page of its words with its More button. */
  private draw(
    content: PanelContent,
    x: number,
    y: number,
    w: number,
    s: number,
    page: { lines: readonly string[]; height: number; more: PanelButton } | null,
  ): { h: number; text: Phaser.GameObjects.Text } {
    this.container.removeAll(true);
    this.made = [];
    const pad = Math.round(12 * s);
    const wrap = w - pad * 2;
    const bg = this.scene.add.graphics();
    this.container.add(bg);
    const header = this.scene.add.text(
      x + pad,
      y + pad * 0.8,
      content.header,
      textStyle(Math.max(12, 13 * s), { colour: css.dim, bold: true, wrap }),
    );
    // (No header: the title starts the panel.)
    let cy = content.header === '' ? header.y : header.y + header.height + 4 * s;
    this.container.add(header);
    const fontSize = Math.round(Math.max(14, 17 * s));
    const gap = 8 * s;
    // A thumb's height on every screen.
    const bh = Math.round(Math.max(44, 38 * s));
    // A panel with no buttons of its own pages its words with More beside its title.
    const beside = page && content.buttons.length === 0 && content.title !== undefined;
    if (content.title !== undefined) {
      const moreW = beside ? moreWidth(wrap, fontSize) + gap : 0;
      const title = this.scene.add.text(
        x + pad,
        cy,
        content.title,
        textStyle(Math.max(16, 20 * s), { bold: true, wrap: wrap - moreW }),
      );
      this.container.add(title);
      if (beside) {
        const rowH = Math.max(title.height, bh);
        title.setY(cy + (rowH - title.height) / 2);
        const mw = moreW - gap;
        this.addButton(page.more, x + w - pad - mw / 2, cy + rowH / 2, mw, bh, fontSize);
        cy += rowH + 4 * s;
      } else cy += title.height + 4 * s;
    }
    const text = this.scene.add.text(
      x + pad,
      cy,
      page ? page.lines.join('\n') : content.text,
      content.title === undefined
        ? textStyle(Math.max(14, 18 * s), { bold: true, wrap })
        : textStyle(Math.max(15, 17 * s), { wrap }),
    );
    // Every page of the words is as tall as the tallest, so the panel keeps its height.
    const textH = page ? page.height : text.height;
    cy += textH + 6 * s;
    this.container.add(text);
    if (content.feedback) {
      const fb = this.scene.add.text(
        x + pad,
        cy,
        content.feedback.text,
        textStyle(Math.max(13, 16 * s), { colour: TONE[content.feedback.tone], wrap }),
      );
      this.container.add(fb);
      cy += fb.height + 6 * s;
    }
    const all = page?.more && !beside ? [...content.buttons, page.more] : content.buttons;
    const rows = buttonRows(
      all.map((b) => b.label.length),
      wrap,
      gap,
      fontSize,
    );
    const rowsH = rows.length * (bh + gap);
    let by = cy + 2 * s + bh / 2;
    let at = 0;
    for (const row of rows) {
      let bx = x + w - pad - row.width + row.size / 2;
      for (let i = 0; i < row.count; i++) {
        const b = all[at++];
        if (!b) break;
        this.addButton(b, bx, by, row.size, bh, fontSize);
        bx += row.size + gap;
      }
      by += bh + gap;
    }
    const h = cy + rowsH - y + pad * 0.6;
    drawPanel(bg, x, y, w, h, 0.9, 'coach');
    bg.lineStyle(2, colours.gold, 0.35).strokeRoundedRect(x, y, w, h, Math.min(18, h * 0.1));
    return { h, text };
  }

  private addButton(b: PanelButton, x: number, y: number, w: number, h: number, fontSize: number) {
    const button = new Button(this.scene, x, y, b.label, b.onClick, {
      width: w,
      height: h,
      primary: b.primary ?? false,
      fontSize,
    });
    this.container.add(button);
    this.made.push(button);
  }

  /**
   * The height More adds to the content's own: its rows of buttons, or beside the title (no
   * buttons of its own) what a button's height adds to the title's line.
   */
  private moreRoom(content: PanelContent, w: number, s: number): number {
    const wrap = w - Math.round(12 * s) * 2;
    const fontSize = Math.round(Math.max(14, 17 * s));
    const bh = Math.round(Math.max(44, 38 * s));
    if (content.buttons.length === 0 && content.title !== undefined)
      return Math.max(0, bh - Math.max(16, 20 * s) * 1.2);
    const labels = content.buttons.map((b) => b.label.length);
    const rows = (n: readonly number[]): number => buttonRows(n, wrap, 8 * s, fontSize).length;
    return (rows([...labels, 'More 10/10'.length]) - rows(labels)) * (bh + 8 * s);
  }

  buttons(): readonly Button[] {
    return this.made;
  }

  destroy(): void {
    this.container.destroy();
  }
}

/** A row of the panel's buttons: how many, each one's width, and the row's with the gaps. */
export interface ButtonRow {
  readonly count: number;
  readonly size: number;
  readonly width: number;
}

/**
 * The panel's buttons in rows (`labels`: each label's length in characters), all of a row
 * alike: a row takes buttons while their longest label fits each (at least 64 px, a thumb's
 * width), the rest go on to the next, so no label is squeezed; then they widen to share the
 * row, up to 96 px (or the longest label's need, never over 204).
 */
export function buttonRows(
  labels: readonly number[],
  room: number,
  gap: number,
  fontSize: number,
): ButtonRow[] {
  const need = (n: number): number => Math.min(room, Math.max(64, n * fontSize * 0.62 + 24));
  const rows: ButtonRow[] = [];
  let i = 0;
  while (i < labels.length) {
    let count = 1;
    let widest = need(labels[i] ?? 0);
    while (i + count < labels.length) {
      const wider = Math.max(widest, need(labels[i + count] ?? 0));
      if ((count + 1) * wider + count * gap > room) break;
      widest = wider;
      count++;
    }
    const share = (room - (count - 1) * gap) / count;
    const size = Math.min(204, Math.max(widest, Math.min(96, share)));
    rows.push({ count, size, width: count * size + (count - 1) * gap });
    i += count;
  }
  return rows;
}

/**
 * The coach's words at the top of a lesson's board region (`content`), leaving the board its
 * least height and `keep` px more (longer words a page at a time); the part left to the board,
 * `gap` px under the panel.
 */
export function coachOverBoard(
  panel: CoachPanel,
  content: PanelContent,
  board: Rect,
  keep = 0,
  gap = 6,
): Rect {
  const scale = board.w < 500 ? 0.85 : 1;
  const room = Math.max(0, board.h - 6 - COACH_MIN_BOARD * scale - keep);
  const h = panel.show(content, board.x, board.y, board.w, scale, room);
  return { ...board, y: board.y + h + gap, h: Math.max(0, board.h - h - gap) };
}

/** More's width, as a row of buttons would size it (its longest label, "More 10/10"). */
function moreWidth(room: number, fontSize: number): number {
  return buttonRows(['More 10/10'.length], room, 0, fontSize)[0]?.size ?? 96;
}
