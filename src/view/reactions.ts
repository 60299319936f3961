/**
 * Quick reactions at an online table ("Nice!", "Well played"…), as data (pure; Node-tested):
 * which reactions show now and for which seat, their words, when each fades and goes, where
 * each bubble sits beside its seat (clear of what the table shows and of each other), and
 * the reactions' chips: where they open and their pause after a send. The scenes draw this
 * (`src/scenes/online/reactionsLayer.ts`) and send the person's choice; nothing here knows Phaser.
 */
import { REACTIONS, type Reaction } from '../net/protocol';
import type { HeardReaction } from '../net/session';
import type { FamilyTableView } from './familyTable';
import { seatChipRects, type FamilyRegions } from './familyRegions';
import type { Rect, SeatSpot } from './tableRegions';

/** How long a reaction shows (ms), the last part of it fading. */
export const SHOW_MS = 2500;
export const FADE_MS = 400;
/** After a send, the chips rest this long (ms): nobody floods the table with reactions. */
export const PAUSE_MS = 1000;

/** The chips, in the protocol's order: what each sends and says. */
export const REACTION_CHOICES: readonly { readonly id: Reaction; readonly words: string }[] = (
  Object.keys(REACTIONS) as Reaction[]
).map((id) => ({ id, words: REACTIONS[id] }));

/** A reaction on show, heard at `at` (ms, the page's clock). */
export interface ShownReaction extends HeardReaction {
  readonly at: number;
}

export interface ReactionsState {
  /** The newest reaction id taken in (those up to it are shown or were). */
  readonly last: number;
  /** Oldest first; one a seat (a seat's newer reaction replaces its older). */
  readonly shown: readonly ShownReaction[];
}

/** Following from now: what was heard before (in the lobby, another table) is not shown. */
export function startReactions(heard: readonly HeardReaction[]): ReactionsState {
  return { last: Math.max(0, ...heard.map((h) => h.id)), shown: [] };
}

/** Takes in the reactions heard since the last look (shown from `now`) and lets go of those over. */
export function hearReactions(
  state: ReactionsState,
  heard: readonly HeardReaction[],
  now: number,
): ReactionsState {
  let shown = state.shown.filter((r) => now < r.at + SHOW_MS);
  let last = state.last;
  for (const h of heard) {
    if (h.id <= last) continue;
    last = h.id;
    shown = [...shown.filter((r) => r.seat !== h.seat), { ...h, at: now }];
  }
  return last === state.last && shown.length === state.shown.length ? state : { last, shown };
}

/** How opaque a reaction is at `now`: 1, then fading to 0 over the last FADE_MS. */
export function opacity(r: ShownReaction, now: number): number {
  const left = r.at + SHOW_MS - now;
  return Math.max(0, Math.min(1, left / FADE_MS));
}

/** When the picture next changes (a fade starts, a bubble goes), or null when nothing shows. */
export function nextChange(state: ReactionsState, now: number): number | null {
  const times = state.shown
    .flatMap((r) => [r.at + SHOW_MS - FADE_MS, r.at + SHOW_MS])
    .filter((t) => t > now);
  return times.length > 0 ? Math.min(...times) : null;
}

/** "North: Nice!": what the screen reader says, and a bubble far from its seat. */
export function reactionCaption(name: string, reaction: Reaction): string {
  return `${name}: ${REACTIONS[reaction]}`;
}

/** Which side of a seat's label a bubble may go, in order of preference. */
export type Side = 'above' | 'below' | 'left' | 'right';

/** A seat's name or label on the table, where its reactions show (`side`: its colour's index). */
export interface SeatAnchor {
  readonly seat: number;
  readonly name: string;
  readonly side: number;
  readonly rect: Rect;
  readonly sides: readonly Side[];
}

/** Where a badge at each edge of the table looks for room: along the felt, then toward the middle. */
const SIDES_BY_EDGE: Readonly<Record<SeatSpot['edge'], readonly Side[]>> = {
  top: ['right', 'left', 'below'],
  left: ['below', 'above', 'right'],
  right: ['below', 'above', 'left'],
  bottom: ['above', 'right', 'left'],
};

/** The family table's labels: the seats' badges (room below them), and the reader's hand. */
export function familyAnchors(
  view: Pick<FamilyTableView, 'seats' | 'viewer' | 'names'>,
  r: Pick<FamilyRegions, 'seatRects' | 'hand' | 'avatar'>,
): SeatAnchor[] {
  const sideOf = (seat: number): number => view.seats.find((s) => s.seat === seat)?.side ?? 0;
  const out: SeatAnchor[] = seatChipRects(view.seats, view.viewer, r).map(({ seat, rect }) => ({
    seat,
    name: view.names[seat] ?? '',
    side: sideOf(seat),
    rect,
    // The strip's badges have room below them; those at the board's sides, as the line's.
    sides: rect.edge === 'top' ? ['below', 'right', 'left'] : SIDES_BY_EDGE[rect.edge],
  }));
  const you = view.viewer;
  if (you === null) return out;
  // The person's avatar with its name under it (a wide screen), else their hand.
  const a = r.avatar;
  const rect = a ? { x: a.x - a.w / 2, y: a.y - a.r * 1.2, w: a.w, h: a.r * 2.4 + 18 } : r.hand;
  const sides: readonly Side[] = a ? ['above', 'right'] : ['above'];
  out.push({ seat: you, name: view.names[you] ?? '', side: sideOf(you), rect, sides });
  return out;
}

/** Something drawn that a bubble should not cover: a text or tile matters more than a bare panel. */
export interface Obstacle {
  readonly rect: Rect;
  readonly weight: number;
}

/** Weights of what a bubble covers: never a button, rather a panel's bare part than a word or tile. */
export const WEIGHT = { panel: 1, text: 20, button: 1000 } as const;

/** The hand's tiles (HandView's spots: upright, `half` wide, centred at x, y): none is to be covered. */
export function handObstacles(
  spots: readonly { readonly x: number; readonly y: number; readonly half: number }[],
): Obstacle[] {
  return spots.map((s) => ({
    rect: { x: s.x - s.half / 2, y: s.y - s.half, w: s.half, h: 2 * s.half },
    weight: WEIGHT.text,
  }));
}

export interface Room {
  /** The screen (less a margin): bubbles stay inside it. */
  readonly bounds: Rect;
  readonly obstacles: readonly Obstacle[];
}

/** A bubble as drawn: its words, box, and the side of the box its tail is on (null: none). */
export interface Bubble {
  readonly id: number;
  readonly seat: number;
  readonly reaction: Reaction;
  /** What the bubble says: the reaction, or with the seat's name when it sits apart from it. */
  readonly text: string;
  readonly caption: string;
  readonly rect: Rect;
  readonly tail: Side | null;
  readonly alpha: number;
}

export const BUBBLE_H = 30;
/** Padding each side of the words, and the gap to the label when the bubble sits beside it. */
const PAD = 10;
const NEAR = 8;
/** How far from its label a bubble may go looking for a free place: steps a bubble's height apart. */
const REACH = [NEAR, 40, 76, 112, 148];

/** Pixels of `a` that `b` covers. */
export function overlapArea(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

function inside(r: Rect, bounds: Rect): boolean {
  return (
    r.x >= bounds.x &&
    r.y >= bounds.y &&
    r.x + r.w <= bounds.x + bounds.w &&
    r.y + r.h <= bounds.y + bounds.h
  );
}

/** A box `w` by `h` on `side` of `a`, `gap` away, centred on it or lined up with either end. */
function beside(a: Rect, side: Side, gap: number, w: number, h: number, align: number): Rect {
  if (side === 'above' || side === 'below') {
    const x = [a.x + (a.w - w) / 2, a.x, a.x + a.w - w][align] ?? a.x;
    return { x, y: side === 'above' ? a.y - gap - h : a.y + a.h + gap, w, h };
  }
  const y = [a.y + (a.h - h) / 2, a.y, a.y + a.h - h][align] ?? a.y;
  return { x: side === 'left' ? a.x - gap - w : a.x + a.w + gap, y, w, h };
}

const OPPOSITE: Readonly<Record<Side, Side>> = {
  above: 'below',
  below: 'above',
  left: 'right',
  right: 'left',
};

/**
 * Where the reactions showing at `now` go: each beside its seat's label (on the first of its
 * sides with room), clear of the room's obstacles and of the bubbles placed before it; where
 * no place is clear, the one that covers least. Further from the label than a tail's reach,
 * a bubble names its seat. Reactions of seats with no label are left out.
 */
export function placeBubbles(
  state: ReactionsState,
  now: number,
  anchors: readonly SeatAnchor[],
  room: Room,
  measure: (text: string) => number,
): Bubble[] {
  const out: Bubble[] = [];
  for (const r of state.shown) {
    const alpha = opacity(r, now);
    const anchor = anchors.find((a) => a.seat === r.seat);
    if (alpha <= 0 || !anchor) continue;
    const words = REACTIONS[r.reaction];
    const caption = reactionCaption(anchor.name, r.reaction);
    let best: { rect: Rect; cost: number; near: boolean; side: Side } | null = null;
    search: for (const gap of REACH) {
      const near = gap === NEAR;
      const w = Math.ceil(measure(near ? words : caption)) + 2 * PAD;
      for (const side of anchor.sides)
        for (let align = 0; align < 3; align++) {
          const rect = beside(anchor.rect, side, gap, w, BUBBLE_H, align);
          if (!inside(rect, room.bounds)) continue;
          let cost = 0;
          for (const o of room.obstacles) cost += overlapArea(rect, o.rect) * o.weight;
          for (const b of out) cost += overlapArea(rect, b.rect) * WEIGHT.button * 10;
          if (!best || cost < best.cost) best = { rect, cost, near, side };
          if (cost === 0) break search;
        }
    }
    // No side inside the screen (a tiny one): over the label's lower part.
    const a = anchor.rect;
    const w = Math.min(room.bounds.w, Math.ceil(measure(words)) + 2 * PAD);
    const place = best ?? {
      rect: { x: a.x + (a.w - w) / 2, y: a.y + a.h - BUBBLE_H, w, h: BUBBLE_H },
      near: true,
      side: null,
    };
    out.push({
      id: r.id,
      seat: r.seat,
      reaction: r.reaction,
      text: place.near ? words : caption,
      caption,
      rect: place.rect,
      tail: place.near && place.side ? OPPOSITE[place.side] : null,
      alpha,
    });
  }
  return out;
}

/** Whether the chips take a tap now: a seat at the table, and not within the pause after a send. */
export function chipsReady(sentAt: number | null, now: number): boolean {
  return sentAt === null || now >= sentAt + PAUSE_MS;
}

export const CHIP_W = 132;
export const CHIP_H = 44;
const CHIP_GAP = 6;

/**
 * Where the chips go when the reactions button at `button` opens them: a column under it (over
 * it where the screen ends first), centred on it as far as the screen lets; more columns on a
 * screen too short for one. The panel holds them with `CHIP_GAP` round.
 */
export function chipsPlace(button: Rect, bounds: Rect, n: number): { panel: Rect; chips: Rect[] } {
  const step = CHIP_H + CHIP_GAP;
  const below = bounds.y + bounds.h - (button.y + button.h + CHIP_GAP);
  const above = button.y - CHIP_GAP - bounds.y;
  const down = below >= n * step + CHIP_GAP || below >= above;
  const rows = Math.max(1, Math.min(n, Math.floor((Math.max(below, above) - CHIP_GAP) / step)));
  const cols = Math.ceil(n / rows);
  const w = cols * (CHIP_W + CHIP_GAP) + CHIP_GAP;
  const h = Math.min(n, rows) * step + CHIP_GAP;
  const centred = button.x + button.w / 2 - w / 2;
  const panel: Rect = {
    x: Math.max(bounds.x, Math.min(bounds.x + bounds.w - w, centred)),
    y: down ? button.y + button.h + CHIP_GAP : button.y - CHIP_GAP - h,
    w,
    h,
  };
  const chips = Array.from({ length: n }, (_, i) => ({
    x: panel.x + CHIP_GAP + Math.floor(i / rows) * (CHIP_W + CHIP_GAP),
    y: panel.y + CHIP_GAP + (i % rows) * step,
    w: CHIP_W,
    h: CHIP_H,
  }));
  return { panel, chips };
}

/** The reactions button: a square thumb's target. */
export const BUTTON_SIZE = 44;

/** What the family table's title gives up in its top bar for the reactions button. */
export const TITLE_ROOM = BUTTON_SIZE + 4;

/**
 * The reactions button at the family table: the top bar's right end, or just left of Scores
 * (96 px wide at the bar's right) where the screen is too narrow for the score sheet's column.
 */
export function familyButtonSpot(top: Rect, sheet: boolean): { x: number; y: number } {
  const right = top.x + top.w - (sheet ? 0 : 98 + 4);
  return { x: right - BUTTON_SIZE / 2, y: top.y + top.h / 2 };
}
