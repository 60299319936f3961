/**
 * Texas 42's board on the family table: the contract, what it asks of the bidders and the
 * options in play at the top, the trick in the middle with each domino in front of its
 * player (the one taking it ringed), each seat's bid while bidding and the shaker (the dealer,
 * who bids last) tagged at its place, nello's sitting-out seat
 * with its tiles face down at its place, and the tricks and count dominoes each team has
 * taken at the foot. A play goes to the trick itself: its area is the one target.
 */
import type * as Phaser from 'phaser';
import { hi, lo } from '../../engine/core/tiles';
import type { Rect } from '../../view/tableRegions';
import type { TricksBoard } from '../../view/tricks/tricksTable';
import { colours, css } from '../../ui/theme';
import { Button } from '../../ui/widgets';
import { BoardPieces } from './boardPieces';
import { tileKey } from '../../view/familyTable';
import type { FamilyBoardDrawer } from './familyDrawer';

/** Each spot's direction from the middle: bottom, left, top, right. */
const SPOTS = [
  [0, 1],
  [-1, 0],
  [0, -1],
  [1, 0],
] as const;

export class TricksDrawer extends BoardPieces implements FamilyBoardDrawer<TricksBoard> {
  private trick: Rect | null = null;
  /** The last trick is shown again (the "Last trick" button), until the next picture. */
  private peek = false;
  private last: Button | null = null;
  private redraw: (() => void) | null = null;

  constructor(scene: Phaser.Scene) {
    super(scene, 'center');
  }

  clear(): void {
    this.clearPieces();
    this.trick = null;
    this.last?.destroy();
    this.last = null;
  }

  draw(board: TricksBoard, area: Rect, lit: ReadonlySet<string>, highlight: string | null): void {
    this.clear();
    this.redraw = () => this.draw(board, area, lit, highlight);
    const g = this.g;
    // A short board (a phone on its side) keeps the contract and the trick, one line each.
    const compact = area.h < 200;
    const footH = compact ? 0 : Math.min(64, area.h * 0.22);
    const cx0 = area.x + area.w / 2;
    let headH = 22;
    if (compact) {
      const tricks = board.teams.map((t) => `${t.name} ${t.tricks}`).join(' – ');
      // While bidding, the options in play follow (they matter most then).
      const head = [
        board.contract ?? (board.rules ? `Bidding · ${board.rules}` : 'Bidding'),
        board.progress ?? '',
        board.contract ? `tricks ${tricks}` : '',
      ]
        .filter((x) => x)
        .join(' · ');
      const headText = this.text(cx0, area.y + 2, head, 13, css.gold, true).setOrigin(0.5, 0);
      if (headText.width > area.w)
        headText.setFontSize(Math.max(10, Math.floor((13 * area.w) / headText.width)));
      if (board.contract) this.place('contract', { x: cx0, y: area.y + 10, object: headText });
    } else {
      // The contract, what it asks of the bidders and the options in play, a line or two each.
      let y = area.y + 2;
      const line = (words: string, size: number, colour: string, bold = false) => {
        const t = this.text(cx0, y, words, size, colour, bold).setOrigin(0.5, 0);
        t.setWordWrapWidth(area.w - 16);
        y += t.height + 2;
        return t;
      };
      const head = line(board.contract ?? 'Bidding', 16, css.gold, true);
      // The contract pops in where it is said (FamilyAnimator).
      if (board.contract)
        this.place('contract', { x: cx0, y: head.y + head.height / 2, object: head });
      if (board.progress) line(board.progress, 14, css.soft);
      if (board.rules) line(board.rules, 13, css.soft);
      headH = Math.max(44, y - area.y + 2);
    }
    const mid: Rect = { x: area.x, y: area.y + headH, w: area.w, h: area.h - headH - footH };
    // Under the trick, a line for who took it (never touching the south domino's ring).
    const sayH = compact ? 0 : 24;
    const cx = mid.x + mid.w / 2;
    const cy = mid.y + (mid.h - sayH) / 2;
    const half = Math.max(14, Math.min(40, (mid.h - sayH) / 6.5, mid.w / 9));
    g.fillStyle(colours.feltLight, 0.5).fillEllipse(
      cx,
      cy,
      Math.min(mid.w, half * 10),
      Math.min(mid.h - sayH, half * 7.2),
    );
    if (lit.has('trick')) {
      g.lineStyle(3, highlight?.endsWith('@trick') ? colours.highlight : colours.gold, 1);
      g.strokeEllipse(cx, cy, Math.min(mid.w, half * 10), Math.min(mid.h - sayH, half * 7.2));
      this.trick = mid;
    }
    const dx = half * 2.6;
    const dy = half * 1.7;
    const peek = this.peek ? board.lastTrick : null;
    this.peek = false;
    for (const p of peek ?? board.plays) {
      const [sx, sy] = SPOTS[p.at];
      const x = cx + sx * dx;
      const y = cy + sy * dy;
      this.tile(x, y, [hi(p.tile), lo(p.tile)], half, 0, {
        shadowAlpha: 0.3,
        key: peek ? undefined : tileKey(p.tile),
      });
      if (p.wins) {
        g.lineStyle(3, colours.gold, 1);
        g.strokeRoundedRect(x - half / 2 - 4, y - half - 4, half + 8, half * 2 + 8, 6);
      }
    }
    for (const b of board.bids) {
      const [sx, sy] = SPOTS[b.at];
      const x = cx + sx * dx * 1.2;
      const y = cy + sy * dy;
      const w = Math.max(54, b.text.length * 10 + 20);
      g.fillStyle(colours.panel, 0.9).fillRoundedRect(x - w / 2, y - 16, w, 32, 10);
      g.lineStyle(2, colours.panelEdge, 1).strokeRoundedRect(x - w / 2, y - 16, w, 32, 10);
      const said = this.text(x, y, b.text, 16, b.text === 'Pass' ? css.soft : css.gold, true);
      this.place(`bid:${b.seat}`, { x, y, object: said.setOrigin(0.5) });
    }
    // The shaker, who bids last: a tag under its bid's place while bidding (on a short board,
    // where the bid buttons come close, its seat chip's note alone says it).
    const shaker = compact ? null : board.shaker;
    if (shaker) {
      const [sx, sy] = SPOTS[shaker.at];
      const x = cx + sx * dx * 1.2;
      const y = cy + sy * dy + 28;
      const tag = this.text(x, y, 'Shaker', 12, css.text, true).setOrigin(0.5);
      const w = tag.width + 14;
      g.fillStyle(colours.gold, 0.35).fillRoundedRect(x - w / 2, y - 10, w, 20, 10);
      g.lineStyle(1.5, colours.gold, 1).strokeRoundedRect(x - w / 2, y - 10, w, 20, 10);
    }
    // Nello: the partner who sits out, his tiles face down where he would play.
    const out = board.out;
    if (out) {
      const [sx, sy] = SPOTS[out.at];
      const small = half * 0.45;
      const step = small * 1.15;
      const x0 = cx + sx * dx * 1.1 - ((out.tiles - 1) * step) / 2;
      const y = cy + sy * dy;
      for (let k = 0; k < out.tiles; k++) this.tile(x0 + k * step, y, null, small, 0);
      this.text(cx + sx * dx * 1.1, y + small + 4, out.text, 12, css.soft).setOrigin(0.5, 0);
    }
    const said = peek !== null ? 'The last trick' : compact ? null : board.taken;
    // (Within the board on a short one, where no line is kept.)
    const sayY = Math.min(cy + dy + half + 8, mid.y + mid.h - 18);
    if (said) this.text(cx, sayY, said, 14, css.gold, true).setOrigin(0.5, 0);
    // The teams' tricks and count dominoes (in the head line on a short board).
    const foot: Rect = { x: area.x, y: area.y + area.h - footH, w: area.w, h: footH };
    if (!compact)
      board.teams.forEach((team, i) => {
        const x = foot.x + (i === 0 ? 8 : foot.w / 2 + 8);
        const colour = i === 0 ? css.gold : css.soft;
        this.text(
          x,
          foot.y + 2,
          `${team.name}: ${team.tricks} ${team.tricks === 1 ? 'trick' : 'tricks'}`,
          14,
          colour,
          true,
        ).setOrigin(0, 0);
        const ch = Math.min(12, footH * 0.22);
        team.count.forEach((tile, k) => {
          const at = x + ch + k * (ch * 2 + 6);
          this.tile(at, foot.y + 22 + ch, [hi(tile), lo(tile)], ch, 90, { shadowAlpha: 0 });
        });
      });
    // The last trick, looked at again while the next one is played.
    if (board.lastTrick && board.plays.length > 0 && !board.taken) {
      this.last = new Button(
        this.scene,
        area.x + area.w - 62,
        area.y + headH + 26,
        'Last trick',
        () => {
          this.peek = true;
          this.redraw?.();
        },
        { width: 116, height: 44 },
      );
      this.scene.add.existing(this.last);
    }
  }

  targetAt(x: number, y: number): string | null {
    const r = this.trick;
    return r && x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h ? 'trick' : null;
  }

  buttons(): readonly Button[] {
    return this.last ? [this.last] : [];
  }

  spots(): { id: string; x: number; y: number }[] {
    const r = this.trick;
    return r ? [{ id: 'trick', x: r.x + r.w / 2, y: r.y + r.h / 2 }] : [];
  }

  destroy(): void {
    this.clear();
    this.destroyPieces();
  }
}
