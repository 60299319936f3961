/**
 * The line of play's board on the family table: the layout (the line table's `LayoutView`,
 * its geometry and camera) with the chosen tile's places lit as ghosts, the count of the open
 * ends over it (gold when it scores) and the boneyard's size beside it. Where a target lies
 * comes from `board.places` by its id, as on the line table (`lineBoardDrawer.ts`).
 */
import type * as Phaser from 'phaser';
import { hi, lo, type Tile } from '../../engine/core/tiles';
import { LayoutView, type Target } from '../../ui/layoutView';
import { numeralsForSet } from '../../ui/tileArt';
import { colours, css } from '../../ui/theme';
import type { Button } from '../../ui/widgets';
import { tileKey } from '../../view/familyTable';
import type { LineBoardView } from '../../view/line/lineBoard';
import type { Rect as LayoutRect } from '../../view/line/layout';
import { leadGhost, litPlaces } from '../../view/line/litPlaces';
import type { Rect } from '../../view/tableRegions';
import { BoardPieces } from './boardPieces';
import type { BoardPiece, DrawExtra, FamilyBoardDrawer } from './familyDrawer';

/** The strip over the layout for the count and the boneyard. */
const STRIP = 26;

export class LineFamilyDrawer extends BoardPieces implements FamilyBoardDrawer<LineBoardView> {
  private readonly layout: LayoutView;
  /** The lit places' pick functions, by the target id each stands for. */
  private lit = new Map<() => void, string>();
  private drawnLayout: LineBoardView['layout'] = null;

  constructor(scene: Phaser.Scene) {
    super(scene);
    this.layout = new LayoutView(scene, { x: 0, y: 0, w: 1, h: 1 });
  }

  draw(
    board: LineBoardView,
    area: Rect,
    lit: ReadonlySet<string>,
    highlight: string | null,
    extra?: DrawExtra,
  ): void {
    this.clearPieces();
    const strip = area.h > 140 ? STRIP : 0;
    const room: Rect = { x: area.x, y: area.y + strip, w: area.w, h: area.h - strip };
    const nodes = board.layout?.nodes.length ?? 0;
    this.layout.showNumerals(numeralsForSet(extra?.maxPip ?? 6));
    this.layout.setRegion(room, extra?.handHalf ?? Infinity);
    this.layout.show(board.layout, nodes, 0);
    this.drawnLayout = board.layout;
    // The tiles a lesson's step points at glow from behind (a ring over them hid their pips).
    const halos = new Set(board.halos ?? []);
    const placed = board.layout?.nodes ?? [];
    this.layout.setHalos(placed.flatMap((n, i) => (halos.has(n.tile) ? [i] : [])));
    this.light(board, lit, highlight, extra?.chosen ?? null, extra?.badges);
    // The camera settles at once, so taps land where the ghosts are.
    this.layout.setRegion(room);
    if (strip > 0) this.strip(board, area);
    this.keyTiles(board);
  }

  /** The count (when plays score) at the left of the strip, the boneyard at its right. */
  private strip(board: LineBoardView, area: Rect): void {
    const y = area.y + 3;
    if (board.inPlay) {
      const count = board.countHidden ? '?' : String(board.total);
      const gold = !board.countHidden && board.totalScores;
      this.g.fillStyle(colours.panel, 0.7).fillRoundedRect(area.x, area.y, 104, STRIP - 4, 8);
      this.text(area.x + 8, y, 'COUNT', 12, css.soft, true);
      this.text(area.x + 62, y - 1, count, 15, gold ? css.gold : css.text, true);
      const size = { w: 104, h: STRIP - 4 };
      this.place('count', { x: area.x + size.w / 2, y: area.y + size.h / 2, size });
    }
    if (board.boneyard.exists) {
      const t = this.text(area.x + area.w - 8, y, `Boneyard ${board.boneyard.count}`, 13, css.soft);
      t.setOrigin(1, 0);
      const size = { w: t.width, h: t.height };
      this.place('boneyard', { x: t.x - t.width / 2, y: y + t.height / 2, size });
    }
  }

  /** The chosen tile's places (its targets lit now) as ghosts on the layout. */
  private light(
    board: LineBoardView,
    lit: ReadonlySet<string>,
    highlight: string | null,
    tile: Tile | null,
    badges: DrawExtra['badges'],
  ): void {
    this.lit.clear();
    if (tile === null || lit.size === 0) {
      this.layout.setTargets([]);
      return;
    }
    const chosen = { tiles: [{ tile, targets: [...lit].map((id) => ({ id })) }] };
    const targets: Target[] = [];
    for (const { ghost, rect, target } of litPlaces(board, this.layout.ghosts(), chosen, tile)) {
      const id = target.id;
      const onPick = (): void => undefined;
      this.lit.set(onPick, id);
      targets.push({
        ghost,
        rect,
        tile,
        badge: badges?.get(id)?.text ?? null,
        scores: badges?.get(id)?.scores ?? false,
        selected: id === highlight,
        onPick,
      });
    }
    this.layout.setTargets(targets, this.reserved(board, tile), true);
  }

  /**
   * Every place a playable tile may go (`board.places`): the camera keeps them in sight
   * whichever tile is chosen, so choosing one never moves the board (as the line table's).
   */
  private reserved(board: LineBoardView, tile: Tile): LayoutRect[] {
    const open = board.layout?.open ?? [];
    const ghosts = this.layout.ghosts();
    return Object.values(board.places).flatMap((place): LayoutRect[] => {
      const point = place.point;
      if (point === null) return [leadGhost(tile)];
      const ghost = ghosts[open.findIndex((p) => p.node === point.node && p.edge === point.edge)];
      // A double goes crosswise there: its place is kept in sight too.
      return ghost ? [ghost, ...(ghost.double ? [ghost.double] : [])] : [];
    });
  }

  /** The layout's tiles as the picture's pieces (moves land on them). */
  private keyTiles(board: LineBoardView): void {
    (board.layout?.nodes ?? []).forEach((node, i) => {
      const at = this.layout.nodeOnScreen(i);
      const sprite = this.layout.spriteOf(i);
      if (!at || !sprite) return;
      const piece: BoardPiece = {
        x: at.x,
        y: at.y,
        tile: {
          ends: [hi(node.tile), lo(node.tile)],
          half: at.half,
          angle: at.angle,
          numerals: sprite.showsNumerals,
        },
        object: sprite,
      };
      this.place(tileKey(node.tile), piece);
    });
  }

  targetAt(x: number, y: number): string | null {
    const pick = this.layout.targetAt(x, y);
    return pick ? (this.lit.get(pick) ?? null) : null;
  }

  buttons(): readonly Button[] {
    return [];
  }

  hintBoxes(): { readonly ghosts: readonly Rect[]; readonly badges: readonly Rect[] } {
    return { ghosts: this.layout.targetBoxes(), badges: this.layout.badgeBoxes() };
  }

  haloBoxes(): readonly Rect[] {
    return this.layout.haloBoxes();
  }

  spots(): { id: string; x: number; y: number }[] {
    const ids = [...this.lit.values()];
    return this.layout.targetSpots().map((p, i) => ({ id: ids[i] ?? '', ...p }));
  }

  clear(): void {
    this.clearPieces();
    this.lit.clear();
    if (this.drawnLayout !== null) this.layout.clear();
    this.drawnLayout = null;
  }

  destroy(): void {
    this.clear();
    this.destroyPieces();
    this.layout.destroy();
  }
}
