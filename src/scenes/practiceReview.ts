/**
 * The review of a hand, over the paused table: each of the person's decisions
 * beside the Hard evaluator's choice with the points it reckons were given
 * away, and a replay of the hand move by move (Prev / Next, arrow keys). The
 * review and the positions arrive as data from practice (src/practice/review.ts).
 */
import * as Phaser from 'phaser';
import { formatTile } from '../engine/tiles';
import type { ReplayFrame } from '../practice/frames';
import type { HandReview } from '../practice/review';
import { LayoutView } from '../view/layoutView';
import { seatName } from '../view/names';
import { css, textStyle } from '../view/theme';
import { Button, drawFelt, drawPanel, listenKeys } from '../view/ui';
import { viewSize } from '../view/hiDpi';

export interface ReviewData {
  readonly review: HandReview;
  readonly frames: readonly ReplayFrame[];
  readonly players: number;
  readonly seat: number;
  /** Plays score during the hand (false in the Block family: no count in the captions). */
  readonly inPlay: boolean;
}

export class PracticeReviewScene extends Phaser.Scene {
  private data0: ReviewData | null = null;
  private step = 0;
  private layoutView: LayoutView | null = null;
  private caption: Phaser.GameObjects.Text | null = null;

  constructor() {
    super('PracticeReview');
  }

  init(data: ReviewData): void {
    this.data0 = data;
    this.step = data.frames.length - 1;
  }

  create(): void {
    this.scene.bringToTop();
    this.build();
    const onResize = (): void => {
      this.children.removeAll(true);
      this.build();
    };
    this.scale.on('resize', onResize);
    const stopKeys = listenKeys(this, (e) => {
      if (e.key === 'ArrowLeft') this.go(-1);
      else if (e.key === 'ArrowRight') this.go(1);
      else if (e.key === 'Escape' || e.key === 'Enter') this.close();
    });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.scale.off('resize', onResize);
      stopKeys();
    });
  }

  private build(): void {
    const d = this.data0;
    if (!d) return;
    const { width: W, height: H } = viewSize(this);
    const felt = this.add.graphics();
    drawFelt(felt, W, H);
    const portrait = H > W * 1.05;
    const pad = 12;
    const listW = portrait ? W - pad * 2 : Math.min(520, W * 0.42);
    const listH = portrait ? H * 0.42 : H - pad * 2;
    const g = this.add.graphics();
    drawPanel(g, pad, pad, listW, listH);
    const lines = [
      `Hand ${d.review.hand + 1}: your moves beside Hard's`,
      d.review.items.length === 0
        ? 'You had no choice to make in this hand.'
        : `Points given away, by Hard's reckoning: ${d.review.givenAway.toFixed(1)}`,
      ...d.review.items.map((i) =>
        i.same
          ? `Move ${i.move + 1}: ${i.yours}: Hard's choice too.`
          : `Move ${i.move + 1}: ${i.yours}; Hard: ${i.best} (gave away ${i.givenAway.toFixed(1)}). ${i.reason}`,
      ),
    ];
    const list = this.add.text(pad + 14, pad + 12, lines.join('\n'), {
      ...textStyle(portrait ? 13 : 15, { wrap: listW - 28 }),
      lineSpacing: 5,
    });
    if (list.height > listH - 24) list.setScale(Math.max(0.5, (listH - 24) / list.height));
    // The replay: the table, a caption under it, then the buttons at the bottom.
    const area = portrait
      ? { x: pad, y: listH + pad * 2, w: W - pad * 2, h: H - listH - pad * 3 - 100 }
      : { x: listW + pad * 2, y: pad + 40, w: W - listW - pad * 3, h: H - pad * 2 - 130 };
    this.layoutView = new LayoutView(this, area);
    this.caption = this.add
      .text(
        area.x + area.w / 2,
        area.y + area.h + 8,
        '',
        textStyle(15, { bold: true, align: 'center', wrap: area.w }),
      )
      .setOrigin(0.5, 0);
    const by = H - pad - 22;
    const cx = area.x + area.w / 2;
    new Button(this, cx - 130, by, '◀ Prev', () => this.go(-1), { width: 110, height: 40 });
    new Button(this, cx, by, 'Next ▶', () => this.go(1), { width: 110, height: 40 });
    new Button(this, cx + 130, by, 'Close', () => this.close(), {
      width: 110,
      height: 40,
      primary: true,
    });
    this.show();
  }

  private go(delta: number): void {
    const n = this.data0?.frames.length ?? 0;
    this.step = Math.max(0, Math.min(n - 1, this.step + delta));
    this.show();
  }

  private show(): void {
    const d = this.data0;
    const frame = d?.frames[this.step];
    if (!d || !frame || !this.layoutView) return;
    this.layoutView.clear();
    this.layoutView.show(frame.layout, frame.layout.nodes.length, 0);
    const e = frame.event;
    const who = e ? seatName(e.seat, d.players) : '';
    const what = !e
      ? 'The deal'
      : e.type === 'play'
        ? `${who} ${e.seat === 0 ? 'play' : 'plays'} ${formatTile(e.tile)}${d.inPlay ? `: count ${e.total}${e.points > 0 ? `, +${e.points}` : ''}` : ''}`
        : `${who} ${e.type === 'draw' ? (e.seat === 0 ? 'draw' : 'draws') : e.seat === 0 ? 'pass' : 'passes'}`;
    this.caption
      ?.setText(`Move ${frame.count} of ${d.frames.length - 1}: ${what}`)
      .setColor(css.text);
  }

  private close(): void {
    this.scene.resume('Table');
    this.scene.stop();
  }
}
