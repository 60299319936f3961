/**
 * The end of a hand or of the game, once its beat is over (issue 26, item 6): the panel
 * (`handEndPanel.ts`) beside or below the final board, which is fitted into the room left
 * (its last tile ringed in gold), or over the table on a short screen. "See board" puts the
 * panel away for a small bar at the foot of the table, "See scores" and the bar's primary
 * button (Next hand, Rematch), so the whole board can be looked at. While either shows, the
 * person's hand is not drawn: its tiles are in the panel.
 */
import type * as Phaser from 'phaser';
import { fitWidth } from '../../ui/hudView';
import { overlaps, type Rect } from '../../view/tableRegions';
import { gameOverTitle, handEndView } from '../../view/tableView';
import { css, textStyle } from '../../ui/theme';
import { Button, drawPanel, evenLabels, type Focusable } from '../../ui/widgets';
import { handEndPanel, type HandEndResult } from './handEndPanel';
import type { Table } from './tableCore';
import type { OverlayActions, OverlayResult } from './tableOverlays';

/** The bar shown instead of the panel while the board is looked at. */
interface Bar {
  readonly container: Phaser.GameObjects.Container;
  readonly focusables: Focusable[];
  readonly rect: Rect;
}

export class HandEndMoment implements OverlayResult {
  /** The panel and the bar, destroyed together. */
  readonly container: Phaser.GameObjects.Container;
  private readonly panel: HandEndResult;
  private bar: Bar | null = null;
  private readonly hidesMenu: boolean;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly table: Table,
    private readonly actions: OverlayActions,
    size: { width: number; height: number },
    /** The highest a panel over the table starts, and the Menu button's bounds. */
    room: { top: number; menu: { x: number; y: number; width: number; height: number } },
    /** The panel or the bar took the other's place: the focus and the picture follow. */
    private readonly changed: () => void,
  ) {
    const view = table.view();
    const entry = view.handEnd;
    if (!entry) throw new Error('no hand has ended');
    this.container = scene.add.container(0, 0);
    // The beat's callout has had its time: the panel takes over.
    table.celebrator.quiet();
    this.panel = handEndPanel(
      scene,
      view,
      entry,
      view.gameOver,
      { ...actions, peek: () => this.peek(true) },
      table.board.area,
      size.width,
      size.height,
      room.top,
    );
    const m = room.menu;
    this.hidesMenu = overlaps(this.panel.place.panel, { x: m.x, y: m.y, w: m.width, h: m.height });
    this.container.add(this.panel.container);
    // The hand's last play, ringed on the board in view.
    const nodes = view.board.layout?.nodes.length ?? 0;
    table.board.layout.mark(nodes > 0 ? nodes - 1 : null);
  }

  get focusables(): Focusable[] {
    return this.bar?.focusables ?? this.panel.focusables;
  }

  /** The panel lies over the Menu button (over the table, on a short screen): it hides. */
  get coversTop(): boolean {
    return !this.bar && this.hidesMenu;
  }

  reveal(delayMs: number): void {
    this.panel.reveal(delayMs);
  }

  /** Where the board is fitted now: beside or above the panel, above the bar; null: covered. */
  boardArea(): Rect | null {
    if (this.bar) {
      const L = this.table.board.area.layout;
      return { ...L, h: Math.max(L.h, this.bar.rect.y - 8 - L.y) };
    }
    return this.panel.place.board;
  }

  /** Puts the panel away for the bar (`on`), or brings it back. */
  peek(on: boolean): void {
    if (on === (this.bar !== null)) return;
    this.panel.container.setVisible(!on);
    if (on) {
      this.bar = this.makeBar();
      this.container.add(this.bar.container);
    } else {
      this.bar?.container.destroy();
      this.bar = null;
    }
    this.changed();
  }

  /** The bar at the foot of the table: what ended, See scores and the way on. */
  private makeBar(): Bar {
    const scene = this.scene;
    const view = this.table.view();
    const r = this.table.board.area;
    const over = view.gameOver;
    const entry = view.handEnd;
    const words = over ? gameOverTitle(view, over) : entry ? handEndView(view, entry).title : '';
    const h = 104;
    const y = r.hand.y + r.hand.h - h;
    // Between the seats at the sides that reach down beside it (a short screen sideways).
    const beside = r.seats.filter((s) => s.edge !== 'bottom' && s.y + s.h / 2 > y);
    const left = Math.max(r.hand.x, ...beside.filter((s) => s.edge === 'left').map(seatEnd(1)));
    const right = Math.min(
      r.hand.x + r.hand.w,
      ...beside.filter((s) => s.edge === 'right').map(seatEnd(-1)),
    );
    const w = Math.min(right - left, 460);
    const rect = { x: (left + right - w) / 2, y, w, h };
    const g = scene.add.graphics();
    drawPanel(g, rect.x, rect.y, w, h, 1, 'hand-end-bar');
    const c = scene.add.container(0, 0, [g]);
    const cx = rect.x + w / 2;
    const title = scene.add
      .text(cx, rect.y + 22, words, textStyle(17, { bold: true, serif: true, colour: css.gold }))
      .setOrigin(0.5);
    fitWidth(title, w - 24, 11);
    c.add(title);
    const primary = over
      ? { label: 'Rematch', fn: this.actions.rematch }
      : { label: 'Next hand', fn: this.actions.next };
    const bw = Math.min(180, (w - 52) / 2);
    const buttons = [
      new Button(scene, cx - (bw + 12) / 2, rect.y + h - 34, 'See scores', () => this.peek(false), {
        width: bw,
        height: 44,
      }),
      ...(primary.fn
        ? [
            new Button(scene, cx + (bw + 12) / 2, rect.y + h - 34, primary.label, primary.fn, {
              width: bw,
              height: 44,
              primary: true,
            }),
          ]
        : []),
    ];
    evenLabels(buttons);
    c.add(buttons);
    // The primary button first for Enter, as in the panel.
    return { container: c, focusables: buttons.slice().reverse(), rect };
  }
}

/** The inner edge of a seat at a side, and 8 px of room: `1` for the left's right edge. */
function seatEnd(dir: 1 | -1): (s: { x: number; w: number }) => number {
  return (s) => s.x + dir * (s.w / 2 + 8);
}
