/**
 * The family table's other seats as the line table draws its own (`SeatView`): a badge with
 * the seat's avatar and name in its side's colour, its tiles face down and their count with
 * the family's note (a total, an open train, a bid), the seat on turn ringed. In the strip over
 * the board, or around it where the family seats them so (familyRegions.ts).
 */
import type * as Phaser from 'phaser';
import type { FamilyTableView } from '../view/familyTable';
import { seatChipRects, type FamilyRegions } from '../view/familyRegions';
import { seatAvatar } from '../view/avatars';
import { SeatView } from '../view/seatView';
import { AvatarDisc, HALO } from '../view/avatarView';
import { fitWidth } from '../view/hudView';
import { colours, css, textStyle } from '../view/theme';

export class FamilySeatBadges {
  private readonly badges = new Map<number, SeatView>();
  /** The person's own avatar at the hand's left, its name under it (a wide screen). */
  private readonly you: AvatarDisc;
  private readonly youName: Phaser.GameObjects.Text;

  constructor(private readonly scene: Phaser.Scene) {
    this.you = new AvatarDisc(scene);
    this.youName = scene.add.text(0, 0, '', textStyle(13, { bold: true })).setOrigin(0.5, 0);
  }

  /** The other seats' badges, and the person's avatar while their hand is shown. */
  draw(view: Pick<FamilyTableView, 'seats' | 'viewer'>, r: FamilyRegions, hand: boolean): void {
    this.drawYou(view, r, hand);
    const rects = seatChipRects(view.seats, view.viewer, r);
    const s = r.seatScale;
    for (const [seat, badge] of this.badges)
      if (!rects.some((c) => c.seat === seat)) {
        badge.destroy();
        this.badges.delete(seat);
      }
    // Drawn twice: then every name in the type the longest one fits, the row alike.
    this.render(view, rects, s, undefined);
    const sizes = rects.map(({ seat }) => this.badges.get(seat)?.nameSize ?? Infinity);
    this.render(view, rects, s, Math.min(...sizes));
  }

  private render(
    view: Pick<FamilyTableView, 'seats' | 'viewer'>,
    rects: ReturnType<typeof seatChipRects>,
    s: number,
    nameSize: number | undefined,
  ): void {
    for (const { seat, rect } of rects) {
      const info = view.seats.find((x) => x.seat === seat);
      if (!info) continue;
      const spot = { x: rect.x + rect.w / 2, y: rect.y + rect.h / 2, w: rect.w, h: rect.h };
      const at = { ...spot, edge: rect.edge };
      let badge = this.badges.get(seat);
      if (badge) badge.move(at, s);
      else this.badges.set(seat, (badge = new SeatView(this.scene, at, s)));
      const points = info.points === null ? [] : [`${info.points} pts`];
      badge.render({
        name: info.name,
        detail: info.detail,
        note: [...points, ...(info.note ? [info.note] : [])].join(' · '),
        tiles: info.tiles,
        onTurn: info.onTurn,
        thinking: info.thinking,
        colour: colours.sides[info.side] ?? colours.gold,
        avatar: seatAvatar(seat, info.name, info.side, info.onTurn),
        ...(nameSize === undefined ? {} : { nameSize }),
        // Narrow badges (eight seats on a phone) all go without their avatar.
        discWidth: 110 * s,
      });
    }
  }

  private drawYou(
    view: Pick<FamilyTableView, 'seats' | 'viewer'>,
    r: FamilyRegions,
    hand: boolean,
  ): void {
    const me = view.seats.find((x) => x.seat === view.viewer);
    const a = r.avatar;
    const shown = hand && me !== undefined && a !== null;
    this.you.setVisible(shown);
    this.youName.setVisible(shown);
    if (!shown) return;
    const avatar = seatAvatar(me.seat, me.name, me.side, me.onTurn);
    this.you.draw(a.x, a.y, a.r, avatar, colours.sides[me.side] ?? colours.gold);
    const name = this.youName
      .setText(me.name)
      .setFontSize(13)
      .setColor(me.onTurn ? css.gold : css.text);
    fitWidth(name, a.w - 4, 10);
    name.setPosition(a.x, a.y + a.r * (1 + HALO) + 2);
  }

  destroy(): void {
    this.you.destroy();
    this.youName.destroy();
    for (const badge of this.badges.values()) badge.destroy();
    this.badges.clear();
  }
}
