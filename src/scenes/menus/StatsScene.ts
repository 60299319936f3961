/**
 * Statistics of the games in the library (src/archive/stats.ts): games and wins per rule
 * set and opponent level, points per hand, best turn, longest chain, streaks, Texas 42's
 * bids and marks and Mexican Train's rounds, and a chart of the recent results drawn like
 * the table (felt, ivory and gold). Reset asks first. Opened from the menu or Your games,
 * and Back goes there.
 */
import type * as Phaser from 'phaser';
import { statsLines } from '../../archive/describe';
import { computeStats, type Stats } from '../../archive/stats';
import { colours, css, textStyle } from '../../ui/theme';
import { Button, showDialog } from '../../ui/widgets';
import { drawPanelFrame } from './libraryPanel';
import { MenuScreen } from '../screen';
import type { Services } from '../services';
import { showToast } from '../toast';

export class StatsScene extends MenuScreen {
  private stats: Stats | null = null;
  /** Where Back goes: the menu (its Statistics button) or Your games. */
  private from: 'Menu' | 'History' = 'History';

  constructor(private readonly services: Services) {
    super({ key: 'Stats' });
  }

  init(data: unknown): void {
    this.from = (data as { from?: unknown } | undefined)?.from === 'Menu' ? 'Menu' : 'History';
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
    this.scene.start(this.from);
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
    const chartH = Math.min(180, bottom - gap * 2 - y - size * 2.8);
    if (st && chartH >= 60) {
      const small = size * 0.8;
      root.add(
        this.add.text(
          px + pad,
          y,
          `Last ${st.recent.length} games, by the final margin`,
          textStyle(size * 0.9, { colour: css.dim, wrap: inner * 0.6 }),
        ),
      );
      // The legend, right: a swatch and a word for each colour.
      const legend = this.add.graphics();
      root.add(legend);
      let lx = px + pad + inner;
      for (const [word, colour] of [
        ['lost', colours.danger],
        ['won', colours.gold],
      ] as const) {
        const t = this.add
          .text(lx, y + size * 0.5, word, textStyle(small, { colour: css.soft }))
          .setOrigin(1, 0.5);
        lx -= t.width + small * 0.4;
        legend
          .fillStyle(colour, 1)
          .fillRoundedRect(
            lx - small * 0.7,
            y + size * 0.5 - small * 0.35,
            small * 0.7,
            small * 0.7,
            2,
          );
        lx -= small * 0.7 + small;
        root.add(t);
      }
      y += size * 1.5;
      this.chart(root, px + pad, y, inner, chartH, st, small);
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

  /** One bar a game, oldest left, up for a win and down for a loss, with its scale and axis words. */
  private chart(
    root: Phaser.GameObjects.Container,
    x0: number,
    y: number,
    w0: number,
    h: number,
    st: Stats,
    small: number,
  ): void {
    const most = Math.max(10, ...st.recent.map((r) => Math.abs(r.margin)));
    // The scale on the left: the largest margin either way, and nought.
    const scale = [`+${most}`, '0', `−${most}`].map((words) =>
      this.add.text(0, 0, words, textStyle(small, { colour: css.dim })).setOrigin(1, 0.5),
    );
    const axisW = Math.max(...scale.map((t) => t.width)) + 8;
    const x = x0 + axisW;
    const w = w0 - axisW;
    const g = this.add.graphics();
    g.fillStyle(colours.feltDark, 0.9).fillRoundedRect(x, y, w, h, 10);
    g.lineStyle(1.5, colours.panelEdge, 1).strokeRoundedRect(x, y, w, h, 10);
    const mid = y + h / 2;
    g.lineStyle(1, colours.ivoryShade, 0.35).lineBetween(x + 8, mid, x + w - 8, mid);
    scale.forEach((t, i) =>
      t.setPosition(x - 6, [y + 8 + small * 0.3, mid, y + h - 8 - small * 0.3][i] ?? mid),
    );
    const n = Math.max(st.recent.length, 10);
    const slot = (w - 16) / n;
    st.recent.forEach((r, i) => {
      const bh = Math.max(3, (Math.abs(r.margin) / most) * (h / 2 - 8));
      const bx = x + 8 + i * slot + slot * 0.18;
      const bwid = slot * 0.64;
      g.fillStyle(r.won ? colours.gold : colours.danger, 1);
      if (r.won) g.fillRoundedRect(bx, mid - bh, bwid, bh, Math.min(4, bwid / 3));
      else g.fillRoundedRect(bx, mid, bwid, bh, Math.min(4, bwid / 3));
    });
    // Under it, which way time runs.
    const older = this.add.text(x + 8, y + h + 3, '← older', textStyle(small, { colour: css.dim }));
    const newer = this.add
      .text(x + w - 8, y + h + 3, 'newer →', textStyle(small, { colour: css.dim }))
      .setOrigin(1, 0);
    root.add([g, ...scale, older, newer]);
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
