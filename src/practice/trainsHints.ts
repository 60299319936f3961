/**
 * Mexican Train's hints, from the person's information set alone (`TrainsView`): their
 * longest train from their open end, which doubles they can follow, where each tile can go
 * now and the points they would pay were the round to end now. Words for the hints panel.
 */
import { longestChain } from '../ai/trains/trainsAi';
import {
  handPoints,
  trainName,
  type TrainRef,
  type TrainsMove,
  type TrainsView,
} from '../engine/trains/trainsFamily';
import { formatTile, hasPip, hi, isDouble, type Tile } from '../engine/core/tiles';

export interface HintLine {
  readonly title: string;
  readonly text: string;
}

function trainWords(ref: TrainRef, seat: number, names: readonly string[]): string {
  if (ref === 'mexican') return 'the Mexican train';
  if (ref === seat) return 'your train';
  return `${names[ref] ?? trainName(ref)}’s train`;
}

export function trainsHints(
  view: TrainsView,
  legal: readonly TrainsMove[],
  names: readonly string[],
): HintLine[] {
  const round = view.round;
  if (!round) return [];
  const hand = round.hand;
  const out: HintLine[] = [];
  const open = round.open[view.seat] ?? hi(round.engine);
  const chain = longestChain(hand, open).tiles;
  out.push({
    title: 'Your longest train',
    text:
      chain.length === 0
        ? `Nothing in your hand meets your train’s ${open}.`
        : `${chain.length} tile${chain.length > 1 ? 's' : ''} from your ${open}: ${chain.map(formatTile).join(', ')}. Keep them for your own train (Plan my train lays them out).`,
  });
  const doubles = hand.filter(isDouble);
  if (doubles.length > 0)
    out.push({
      title: 'Doubles',
      text: doubles
        .map((d) => {
          const follow = hand.filter((t) => t !== d && hasPip(t, hi(d)));
          return follow.length > 0
            ? `${formatTile(d)} can be followed with ${follow.map(formatTile).join(' or ')}`
            : `${formatTile(d)} has nothing of yours to follow it: lay it and you draw one tile, played on it if it fits; if not, you pass, a marker goes on your train and everyone owes the double`;
        })
        .join('; ')
        .concat('.'),
    });
  const where = new Map<Tile, string[]>();
  for (const m of legal)
    if (m.type === 'play')
      where.set(m.tile, [...(where.get(m.tile) ?? []), trainWords(m.train, view.seat, names)]);
  if (where.size > 0)
    out.push({
      title: 'Where your tiles go now',
      text:
        [...where].map(([t, trains]) => `${formatTile(t)}: ${trains.join(', ')}`).join('; ') + '.',
    });
  if (round.markers[view.seat])
    out.push({
      title: 'Your train is open',
      text: 'Anyone may play on it until you play there again.',
    });
  const owe = handPoints(hand, view.config.doubleBlank);
  out.push({
    title: 'If the round ended now',
    text: `You would add ${owe} point${owe === 1 ? '' : 's'} (the pips left in your hand${view.config.doubleBlank > 0 ? `; 0-0 counts ${view.config.doubleBlank}` : ''}). Lowest total wins.`,
  });
  return out;
}
