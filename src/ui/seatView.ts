/**
 * Another seat at the table: its name, face-down tiles with their count (face up in the replay
 * of a finished game), and whose turn it is.
 */
import type * as Phaser from 'phaser';
import type { SeatSpot } from '../view/tableRegions';
import { BackFan, type FanShape } from './backFan';
import { hi, lo, type Tile } from '../engine/core/tiles';
import { numeralsAt } from '../view/pips';
import { TileSprite } from './tileSprite';
import { pixelRatio } from './hiDpi';
import { colours, css, textStyle } from './theme';
import { tagBox } from './boxes';
import { AvatarDisc } from './avatarView';
import type { Avatar } from '../view/avatars';
import { roundedBox } from './panel';
import { fitWidth } from './hudView';
import { countLines } from '../view/seatLines';

/** What a seat's badge shows: the table's seat, in its side's colour. */
export interface SeatState {
  readonly name: string;
  /** What sits there: a computer player's level ("Hard"), "Player" for a person, or "". */
  readonly detail: string;
  /** How many tiles it holds. */
  readonly tiles: number;
  readonly onTurn: boolean;
  /** A computer player is choosing its move. */
  readonly thinking: boolean;
  /** Its tiles face up (the replay of a finished game shows every hand); absent: face down. */
  readonly hand?: readonly Tile[];
  readonly colour: number;
  /** The disc beside the name. */
  readonly avatar: Avatar;
  /**
   * What the seat shows besides its tiles, most telling first (a bid, "0 pts · open"): kept
   * on the count's line however narrow the badge, where the level may go.
   */
  readonly note?: string;
  /** The name's type at most this size (a row of badges alike: the size the longest name fits). */
  readonly nameSize?: number;
  /** The avatar is left out of a badge narrower than this (a row of badges alike). */
  readonly discWidth?: number;
}

export class SeatView {
  private readonly container: Phaser.GameObjects.Container;
  private readonly badge: Phaser.GameObjects.Graphics;
  private readonly label: Phaser.GameObjects.Text;
  private readonly count: Phaser.GameObjects.Text;
  private readonly avatar: AvatarDisc;
  private readonly backs: BackFan;
  /** The tiles face up, when the seat's hand is shown (a replay), and what they show. */
  private readonly faces: Phaser.GameObjects.Container;
  private facesShown = '';
  private dots: Phaser.Time.TimerEvent | null = null;
  private spot: SeatSpot;
  private scale = 1;

  constructor(
    private readonly scene: Phaser.Scene,
    spot: SeatSpot,
    scale: number,
  ) {
    this.spot = spot;
    this.scale = scale;
    this.container = scene.add.container(spot.x, spot.y);
    this.badge = scene.add.graphics();
    this.label = scene.add.text(0, 0, '', textStyle(17 * scale, { bold: true })).setOrigin(0.5);
    this.count = scene.add
      .text(0, 0, '', textStyle(14 * scale, { colour: css.soft }))
      .setOrigin(0.5);
    this.avatar = new AvatarDisc(scene);
    this.backs = new BackFan(scene);
    this.faces = scene.add.container(0, 0);
    this.container.add([
      this.badge,
      this.backs.image,
      this.faces,
      this.label,
      this.count,
      this.avatar.graphics,
      this.avatar.letter,
    ]);
  }

  /** The name's type size as last drawn (fitted to the badge). */
  get nameSize(): number {
    return parseFloat(String(this.label.style.fontSize));
  }

  /** Where tiles leave from and arrive at, in screen pixels. */
  get centre(): { x: number; y: number } {
    return { x: this.spot.x, y: this.spot.y };
  }

  move(spot: SeatSpot, scale: number): void {
    this.spot = spot;
    this.scale = scale;
    this.container.setPosition(spot.x, spot.y);
  }

  /** Shown or not: a pass-and-play table turns, and the bottom spot is then the hand's. */
  setVisible(visible: boolean): void {
    this.container.setVisible(visible);
  }

  render(state: SeatState): void {
    this.container.setVisible(true);
    const s = this.scale;
    const vertical = this.spot.edge === 'left' || this.spot.edge === 'right';
    const w = this.spot.w;
    const h = this.spot.h;
    // Face-down tiles in a row (a column at the sides), shrunk to fit the badge.
    const room = vertical ? h - 62 * s : w - 20 * s;
    // Face up (a replay), every tile is shown, closer together; face down, twelve at most.
    const faces = state.hand ?? null;
    const n = faces ? faces.length : Math.min(state.tiles, 12);
    // (Face up, larger where the badge is taller for them: a replay's strip.)
    const most = (faces ? 15 : 12) * s;
    const half = Math.max(5, Math.min(most, vertical ? (h - 62 * s) / 2.2 : (h - 40 * s) / 2));
    const step = n > 1 ? Math.min(half * 1.08, (room - half) / (n - 1)) : 0;
    const fan = { count: faces ? 0 : n, half, step, vertical, drop: vertical ? 0 : 2 * s };
    this.backs.show(fan, pixelRatio(), this.spot);
    this.showFaces(faces, { ...fan, count: n });
    const g = this.badge;
    g.clear();
    roundedBox(
      g,
      { cx: 0, cy: 0, w, h, r: 12 * s },
      [colours.panel, 0.55],
      state.onTurn ? [3, colours.highlight, 1] : [1.5, state.colour, 0.7],
    );
    tagBox(g, 'panel', `seat:${state.name}`, { x: -w / 2, y: -h / 2, w, h });
    // The name with its avatar before it, the pair centred in the name row.
    const nameY = -h / 2 + 12 * s;
    const r = 11 * s;
    const gap = 5 * s;
    this.label.setText(state.name).setColor(state.onTurn ? css.gold : css.text);
    // A name too long for the badge takes smaller type; too long still, the name alone.
    const size = Math.min(Math.round(17 * s), state.nameSize ?? Infinity);
    fitWidth(this.label.setFontSize(size), w - 2 * r - gap - 10 * s, 10);
    const disc = w >= (state.discWidth ?? 0) && 2 * r + gap + this.label.width <= w - 8 * s;
    if (!disc) fitWidth(this.label.setFontSize(size), w - 8 * s, 9);
    const left = disc ? -(2 * r + gap + this.label.width) / 2 : -this.label.width / 2;
    this.label.setPosition(left + (disc ? 2 * r + gap : 0) + this.label.width / 2, nameY);
    this.avatar.setVisible(disc);
    if (disc) this.avatar.draw(left + r, nameY, r, state.avatar, state.colour, false);
    this.count
      .setPosition(0, h / 2 - (this.spot.w < 150 * s && this.spot.h >= 80 * s ? 18 : 11) * s)
      .setAlign('center');
    this.dots?.remove();
    this.dots = null;
    // Narrow badges put the level on a line of its own, or leave it out when short too.
    const narrow = this.spot.w < 150 * s;
    const short = this.spot.h < 80 * s;
    const wrap = narrow ? (short ? 'none' : 'break') : 'line';
    const lineRoom = w - 8 * s;
    for (const line of countLines(state.tiles, state.detail, state.note ?? '', wrap)) {
      this.count.setFontSize(Math.round(14 * s)).setText(line);
      fitWidth(this.count, lineRoom, 9);
      if (this.count.width <= lineRoom) break;
    }
    if (state.thinking) {
      let k = 0;
      this.dots = this.scene.time.addEvent({
        delay: 280,
        loop: true,
        callback: () => {
          k = (k + 1) % 4;
          this.count.setText(`thinking${'.'.repeat(k)}`);
        },
      });
      this.count.setText('thinking');
    }
  }

  /** The seat's tiles face up where its backs would be (numerals when too small for pips). */
  private showFaces(tiles: readonly Tile[] | null, fan: FanShape): void {
    const key = tiles ? JSON.stringify([tiles, fan]) : '';
    if (key === this.facesShown) return;
    this.facesShown = key;
    this.faces.removeAll(true);
    if (!tiles) return;
    const shown = tiles.slice(0, fan.count);
    const numerals = numeralsAt(fan.half, Math.max(0, ...shown.map(hi)));
    shown.forEach((t, i) => {
      const off = (i - (shown.length - 1) / 2) * fan.step;
      const sprite = new TileSprite(
        this.scene,
        fan.vertical ? 0 : off,
        fan.vertical ? off : fan.drop,
        { ends: [hi(t), lo(t)], half: fan.half, angle: fan.vertical ? 90 : 0, shadowAlpha: 0.25 },
      );
      this.faces.add(sprite.setNumerals(numerals));
    });
  }

  destroy(): void {
    this.dots?.remove();
    this.backs.destroy();
    this.container.destroy();
  }
}
