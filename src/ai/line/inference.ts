/**
 * What the public history says about the hands a seat cannot see. A player who
 * drew or passed held no tile that fitted the open points at that moment, and a
 * tile drawn but not played did not fit either. Each unknown tile of a seat is
 * tracked as a "slot" with a mask of the values it cannot show.
 */
import {
  fitsMask,
  layoutOf,
  type Layout,
  type LayoutNode,
  type Options,
  type Tile,
} from '../../engine/index';
import type { InformationSet, PublicEvent } from './infoSet';

/**
 * Bit v set: some open point showed v when only the first `k` tiles of the
 * layout were placed (the cross's restriction of §15.4 included).
 */
export function openMaskAt(layout: Layout, k: number, options: Options): number {
  if (k >= layout.nodes.length) return layout.openMask;
  // Edges used by tiles placed later were still free then.
  const then: LayoutNode[] = layout.nodes
    .slice(0, k)
    .map((node) => ({ ...node, edges: node.edges.map((e) => (e >= k ? -1 : e)) }));
  return layoutOf(then, options).openMask;
}

function bits(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/** Removes the slot a played tile came from: the most constrained slot it is consistent with. */
function removeSlotFor(slots: number[], tile: Tile): void {
  let pick = -1;
  for (let i = 0; i < slots.length; i++) {
    const m = slots[i] as number;
    if (fitsMask(tile, m)) continue;
    if (pick < 0 || bits(m) > bits(slots[pick] as number)) pick = i;
  }
  if (pick < 0) {
    // Inconsistent with what we inferred (cannot happen under the rules): drop the loosest slot.
    for (let i = 0; i < slots.length; i++)
      if (pick < 0 || bits(slots[i] as number) < bits(slots[pick] as number)) pick = i;
  }
  if (pick >= 0) slots.splice(pick, 1);
}

/**
 * Whether a pass says the seat held no fitting tile. A chained player may pass
 * holding fitting tiles when the continuation is restricted (domino-play), is
 * not drawn for, or is optional.
 */
function passIsInformative(chained: boolean, options: Options): boolean {
  if (!chained) return true;
  return (
    options.chainRule !== 'double_or_scoring_only' &&
    options.continuationDraw &&
    options.continuationMandatory
  );
}

/**
 * For every seat, one mask per unknown tile it holds: bit v set means that
 * tile cannot show v. The viewer's own seat gets no slots. Masks are nested
 * (a tile held longer has seen more constraints), so the most constrained
 * slot is the one to fill first when dealing.
 */
export function hiddenSlots(view: InformationSet): number[][] {
  const n = view.handSizes.length;
  const history: readonly PublicEvent[] = view.history;
  const options = view.config.options;
  const played = new Array<number>(n).fill(0);
  const drew = new Array<number>(n).fill(0);
  let plays = 0;
  for (const e of history) {
    if (e.type === 'play') {
      played[e.seat] = (played[e.seat] ?? 0) + 1;
      plays++;
    } else if (e.type === 'draw') drew[e.seat] = (drew[e.seat] ?? 0) + 1;
  }
  const slots: number[][] = view.handSizes.map((size, s) =>
    s === view.seat
      ? []
      : new Array<number>(Math.max(0, size + (played[s] ?? 0) - (drew[s] ?? 0))).fill(0),
  );
  // Tiles placed before the history starts (none when it covers the whole hand).
  let k = Math.max(0, view.layout.nodes.length - plays);
  let prev: PublicEvent | null = null;
  for (const e of history) {
    const own = slots[e.seat];
    if (e.type === 'play') {
      if (own && e.seat !== view.seat) {
        if (e.drawn) own.pop();
        else removeSlotFor(own, e.tile);
      }
      k++;
    } else if (own && e.seat !== view.seat) {
      const chained = prev !== null && prev.type === 'play' && prev.seat === e.seat;
      if (e.type === 'draw' || passIsInformative(chained, options)) {
        const mask = openMaskAt(view.layout, k, options);
        for (let i = 0; i < own.length; i++) own[i] = (own[i] as number) | mask;
      }
      if (e.type === 'draw') own.push(0);
    }
    prev = e;
  }
  // Keep each seat's count equal to its hand size whatever the history says.
  slots.forEach((own, s) => {
    if (s === view.seat) return;
    const size = view.handSizes[s] ?? 0;
    own.sort((a, b) => bits(b) - bits(a));
    while (own.length > size) own.pop();
    while (own.length < size) own.push(0);
  });
  return slots;
}

/** Values `seat` surely does not hold: shown by none of its tiles (0 for the viewer's own seat). */
export function deadValues(view: InformationSet, seat: number): number {
  const own = hiddenSlots(view)[seat] ?? [];
  if (own.length === 0) return 0;
  return own.reduce((acc, m) => acc & m, -1) & ((1 << (view.config.options.maxPip + 1)) - 1);
}
