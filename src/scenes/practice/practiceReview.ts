/**
 * The review of a hand, over the paused table: each of the person's decisions
 * beside the Hard evaluator's choice with the points it reckons were given
 * away, and a replay of the hand move by move (Prev / Next, arrow keys): the review
 * driver's cursor and captions (src/view/line/reviewDriver.ts); this scene draws its layout
 * and caption beside practice's list.
 */
import * as Phaser from 'phaser';
import { LayoutView } from '../../ui/layoutView';
import { reviewDriver, type ReviewData, type ReviewDriver } from '../../view/line/reviewDriver';
import { css, textStyle } from '../../ui/theme';
import { Button, drawFelt, drawPanel, listenKeys } from '../../ui/widgets';
import { viewSize } from '../../ui/hiDpi';

export class PracticeReviewScene extends Phaser.Scene {
  private review: ReviewDriver | null = null;
  private layoutView: LayoutView | null = null;
  private caption: Phaser.GameObjects.Text | null = null;

  constructor() {
    super('PracticeReview');
  }

  init(data: ReviewData): void {
    this.review = reviewDriver(data);
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
      if (e.key === 'ArrowLeft') this.review?.back();
      else if (e.key === 'ArrowRight') this.review?.forward();
      else if (e.key === 'Escape' || e.key === 'Enter') this.close();
    });
    const stopDriver = this.review?.subscribe(() => this.show());
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.scale.off('resize', onResize);
      stopKeys();
      stopDriver?.();
    });
  }

  private build(): void {
    const r = this.review;
    if (!r) return;
    const { width: W, height: H } = viewSize(this);
    const felt = this.add.graphics();
    drawFelt(felt, W, H);
    const portrait = H > W * 1.05;
    const pad = 12;
    const listW = portrait ? W - pad * 2 : Math.min(520, W * 0.42);
    const listH = portrait ? H * 0.42 : H - pad * 2;
    const g = this.add.graphics();
    drawPanel(g, pad, pad, listW, listH);
    const list = this.add.text(pad + 14, pad + 12, r.lines.join('\n'), {
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
    new Button(this, cx - 130, by, '◀ Prev', () => r.back(), { width: 110, height: 40 });
    new Button(this, cx, by, 'Next ▶', () => r.forward(), { width: 110, height: 40 });
    new Button(this, cx + 130, by, 'Close', () => this.close(), {
      width: 110,
      height: 40,
      primary: true,
    });
    this.show();
  }

  /** The position at the replay driver's cursor: its layout, and its caption under it. */
  private show(): void {
    const r = this.review;
    if (!r || !this.layoutView) return;
    const layout = r.layout();
    this.layoutView.clear();
    this.layoutView.show(layout, layout.nodes.length, 0);
    this.caption?.setText(r.caption()).setColor(css.text);
  }

  private close(): void {
    this.scene.resume('FamilyTable');
    this.scene.stop();
  }
}
