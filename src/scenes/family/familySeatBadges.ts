/**
 * The family table's other seats as the line table draws its own (`SeatView`): a badge with
 * the seat's avatar and name in its side's colour, its tiles face down and their count with
 * the family's note (a total, an open train, a bid), the seat on turn ringed. In the strip over
 * the board, or around it where the family seats them so (familyRegions.ts).
 */
import type * as Phaser from 'phaser';
import type { FamilyTableView } from '../../view/familyTable';
import { seatChipRects, type FamilyRegions } from '../../view/familyRegions';
import { seatAvatar } from '../../view/avatars';
import { SeatView } from '../../ui/seatView';
import { HandAvatar } from '../../ui/avatarView';
import { colours } from '../../ui/theme';

export class FamilySeatBadges {
  private readonly badges = new Map<number, SeatView>();
  /** The person's own avatar at the hand's left, its name under it (a wide screen). */
  private readonly you: HandAvatar;

  constructor(private readonly scene: Phaser.Scene) {
    this.you = new HandAvatar(scene);
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
        ...(info.hand ? { hand: info.hand } : {}),
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
    const avatar = hand && me ? seatAvatar(me.seat, me.name, me.side, me.onTurn) : null;
    this.you.draw(avatar, r.avatar, 13);
  }

  destroy(): void {
    this.you.destroy();
    for (const badge of this.badges.values()) badge.destroy();
    this.badges.clear();
  }
}
