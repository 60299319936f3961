/**
 * Statistics of the games in the library (src/archive/stats.ts): games and wins per rule
 * set and opponent level, points per hand, best turn, longest chain, streaks, Texas 42's
 * bids and marks and Mexican Train's rounds, and a chart of the recent results drawn like
 * the table (felt, ivory and gold). Reset asks first.
 */
import type * as Phaser from 'phaser';
import { statsLines } from '../archive/describe';
import { computeStats, type Stats } from '../archive/stats';
import { colours, css, textStyle } from '../view/theme';
import { Button, showDialog } from '../view/ui';
import { drawPanelFrame } from './libraryPanel';
import { MenuScreen } from './screen';
import type { Services } from './services';
import { showToast } from './toast';

export class StatsScene extends MenuScreen {
  private stats: Stats | null = null;

  constructor(private readonly services: Services) {
    super({ key: 'Stats' });
  }

  create(): void {
    this.stats = null;
    this.openScreen();
    this.reload();
  }

  private reload(): void {
    const library = this.services.library;
    if (!library) return;
    Promise.all([library.games(), library.statsFrom()]).then(
      ([games, from]) => {
        this.stats = computeStats(games, from);
        if (this.root) this.layout();
      },
      () => undefined,
    );
  }

  protected back(): void {
    this.services.sound.play('click');
    this.scene.start('History');
  }

  protected layout(): void {
    const focus = this.ring?.focusIndex ?? 0;
    this.root?.destroy();
    const { root, H, s, px, pad, inner, top, rowH, gap } = drawPanelFrame(this, 'Statistics');
    this.root = root;
    let y = top;
    const bottom = H - 8 - pad - rowH;
    const st = this.stats;
    const size = Math.max(13, Math.min(18, 17 * s));
    const two = inner >= 600;
    const colW = two ? (inner - 24) / 2 : inner;
    const { lines, tallies, families } = st
      ? statsLines(st)
      : { lines: ['Reading your games…'], tallies: [], families: [] };
    // Texas 42's and Mexican Train's own figures under the headline ones.
    const left = this.add
      .text(px + pad, y, [...lines, ...families].join('\n'), textStyle(size, { wrap: colW }))
      .setLineSpacing(size * 0.35);
    const right = this.add
      .text(
        two ? px + pad + colW + 24 : px + pad,
        two ? y : y + left.height + size,
        tallies.join('\n'),
        textStyle(size, { colour: css.soft, wrap: colW }),
      )
      .setLineSpacing(size * 0.35);
    root.add([left, right]);
    y = Math.max(y + left.height, right.y + right.height) + size * 1.2;

    // The recent results: one bar a game, up for a win, down for a loss, by the margin.
    const chartH = Math.min(180, bottom - gap * 2 - y - size * 1.6);
    if (st && chartH >= 60) {
      root.add(
        this.add.text(
          px + pad,
          y,
          `Last ${st.recent.length} games`,
          textStyle(size * 0.9, { colour: css.dim }),
        ),
      );
      y += size * 1.5;
      root.add(this.chart(px + pad, y, inner, chartH, st));
    }

    const bw = (inner - gap) / 2;
    const reset = new Button(
      this,
      px + pad + bw / 2,
      bottom + rowH / 2,
      'Reset statistics',
      () => this.confirmReset(),
      { width: bw, height: rowH },
    );
    reset.setEnabled((st?.games ?? 0) > 0);
    const back = new Button(
      this,
      px + pad + bw * 1.5 + gap,
      bottom + rowH / 2,
      'Back',
      () => this.back(),
      { width: bw, height: rowH, primary: true },
    );
    root.add([reset, back]);
    this.ring?.set([reset, back], Math.min(focus, 1));
  }

  private chart(
    x: number,
    y: number,
    w: number,
    h: number,
    st: Stats,
  ): Phaser.GameObjects.Graphics {
    const g = this.add.graphics();
    g.fillStyle(colours.feltDark, 0.9).fillRoundedRect(x, y, w, h, 10);
    g.lineStyle(1.5, colours.panelEdge, 1).strokeRoundedRect(x, y, w, h, 10);
    const mid = y + h / 2;
    g.lineStyle(1, colours.ivoryShade, 0.35).lineBetween(x + 8, mid, x + w - 8, mid);
    const n = Math.max(st.recent.length, 10);
    const slot = (w - 16) / n;
    const most = Math.max(10, ...st.recent.map((r) => Math.abs(r.margin)));
    st.recent.forEach((r, i) => {
      const bh = Math.max(3, (Math.abs(r.margin) / most) * (h / 2 - 8));
      const bx = x + 8 + i * slot + slot * 0.18;
      const bwid = slot * 0.64;
      g.fillStyle(r.won ? colours.gold : colours.danger, 1);
      if (r.won) g.fillRoundedRect(bx, mid - bh, bwid, bh, Math.min(4, bwid / 3));
      else g.fillRoundedRect(bx, mid, bwid, bh, Math.min(4, bwid / 3));
    });
    return g;
  }

  private confirmReset(): void {
    this.services.sound.play('click');
    showDialog(this, {
      title: 'Reset statistics?',
      message: 'The statistics start again from zero. Your games stay in the library.',
      ring: this.ring,
      buttons: [
        {
          label: 'Reset',
          onClick: () =>
            void this.services.library?.resetStats().then(() => {
              showToast(this, 'Statistics reset');
              this.reload();
            }),
        },
        { label: 'Cancel', primary: true, cancel: true },
      ],
    });
  }
}
