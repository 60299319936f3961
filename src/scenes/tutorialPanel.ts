/**
 * The coach's panel in the tutorial: the lesson and step, what to do, the
 * answer to the last action (praise, or why a move was refused), and a row of
 * buttons (Continue, the quiz's numbers, Pass). It sizes itself to its text.
 */
import type * as Phaser from 'phaser';
import type { Rect, Regions } from '../view/tableRegions';
import { colours, css, textStyle } from '../view/theme';
import { Button, drawPanel } from '../view/ui';

export interface PanelButton {
  readonly label: string;
  readonly primary?: boolean;
  readonly onClick: () => void;
}

export interface PanelContent {
  readonly header: string;
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

  /**
   * Draws the content at (x, y), `w` wide; returns the height used. When nothing changed
   * the panel is left alone, so a button pressed while the scene re-renders (a computer's
   * move landing between the press and the release) still gets its release.
   */
  show(content: PanelContent, x: number, y: number, w: number, s: number): number {
    const key = JSON.stringify([
      content.header,
      content.text,
      content.feedback,
      content.buttons.map((b) => [b.label, b.primary ?? false]),
      x,
      y,
      w,
      s,
    ]);
    if (this.drawn?.key === key) return this.drawn.height;
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
      textStyle(Math.max(12, 13 * s), { colour: css.dim, bold: true }),
    );
    let cy = header.y + header.height + 4 * s;
    const text = this.scene.add.text(
      x + pad,
      cy,
      content.text,
      textStyle(Math.max(14, 18 * s), { bold: true, wrap }),
    );
    cy += text.height + 6 * s;
    this.container.add([header, text]);
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
    if (content.buttons.length > 0) {
      const n = content.buttons.length;
      const gap = 8 * s;
      const bh = Math.round(Math.max(34, 38 * s));
      const bw = Math.min(n > 2 ? 96 * s : 170 * s, (wrap - gap * (n - 1)) / n);
      const rowW = n * bw + (n - 1) * gap;
      let bx = x + w - pad - rowW + bw / 2;
      const by = cy + bh / 2 + 2 * s;
      for (const b of content.buttons) {
        const button = new Button(this.scene, bx, by, b.label, b.onClick, {
          width: bw,
          height: bh,
          primary: b.primary ?? false,
          fontSize: Math.round(Math.max(14, 17 * s)),
        });
        this.container.add(button);
        this.made.push(button);
        bx += bw + gap;
      }
      cy += bh + 6 * s;
    }
    const h = cy - y + pad * 0.6;
    drawPanel(bg, x, y, w, h, 0.9);
    bg.lineStyle(2, colours.gold, 0.35).strokeRoundedRect(x, y, w, h, Math.min(18, h * 0.1));
    this.drawn = { key, height: h };
    return h;
  }

  buttons(): readonly Button[] {
    return this.made;
  }

  destroy(): void {
    this.container.destroy();
  }
}

/**
 * The coach's panel drawn at the top of the table's layout area; the layout takes the rest
 * (the tutorial's lessons and the daily puzzle). On a phone the boneyard's caption hangs
 * below the info row, so the panel starts under it.
 */
export function panelOverLayout(panel: CoachPanel, content: PanelContent, r: Regions): Rect {
  const base = r.layout;
  const sc = r.scale;
  const panelY = r.portrait ? Math.max(base.y, r.boneyard.y + 56 * sc) : base.y + 4;
  const panelH = panel.show(content, base.x, panelY, base.w, sc);
  const top = panelY + panelH + 8 * sc;
  return { x: base.x, y: top, w: base.w, h: Math.max(60, base.y + base.h - top) };
}

/** A pulsing glow around things a step points at. */
export class Glow {
  readonly g: Phaser.GameObjects.Graphics;
  private readonly tween: Phaser.Tweens.Tween;

  constructor(scene: Phaser.Scene) {
    this.g = scene.add.graphics().setDepth(500);
    this.tween = scene.tweens.add({
      targets: this.g,
      alpha: 0.35,
      yoyo: true,
      repeat: -1,
      duration: 700,
    });
  }

  clear(): void {
    this.g.clear();
  }

  rect(x: number, y: number, w: number, h: number, radius = 10): void {
    this.g.lineStyle(6, colours.gold, 0.35).strokeRoundedRect(x - 3, y - 3, w + 6, h + 6, radius);
    this.g.lineStyle(3, colours.highlight, 1).strokeRoundedRect(x, y, w, h, radius);
  }

  circle(x: number, y: number, r: number): void {
    this.g.lineStyle(6, colours.gold, 0.35).strokeCircle(x, y, r + 3);
    this.g.lineStyle(3, colours.highlight, 1).strokeCircle(x, y, r);
  }

  destroy(): void {
    this.tween.stop();
    this.g.destroy();
  }
}
