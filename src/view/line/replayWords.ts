/**
 * A kept line game's positions in words (pure, Node-tested): what each move did and where it
 * stands in the game, the caption of practice's hand review (src/view/line/reviewDriver.ts) over
 * the game's positions (src/archive/replay.ts).
 */
import type { ArchivedGame } from '../../archive/game';
import { frameAt, type Cursor, type GameFrames } from '../../archive/replay';
import type { MoveEvent } from '../../engine/index';
import { formatTile } from '../../engine/core/tiles';
import { isYou, seatName } from '../names';
import { tableRules, type TableRules } from '../viewRules';

/** Who sat where in the kept game, named as the table names them. */
interface Seating {
  readonly names: readonly string[];
  readonly watching: boolean;
}

function seating(game: Pick<ArchivedGame, 'seats' | 'players'>): Seating {
  const watching = game.seats[0]?.kind !== 'human';
  return {
    watching,
    names: Array.from({ length: game.players }, (_, s) => seatName(s, game.players, watching)),
  };
}

function points(n: number): string {
  return n === 1 ? '1 point' : `${n} points`;
}

/**
 * What one move did, in words: "West plays 6-4: count 15, 3 points"; where nothing scores
 * in play (the Block family, `tableRules(config).inPlay` false), no count: "West plays 6-4 on 6-2".
 */
export function moveWords(
  event: MoveEvent,
  seats: Seating,
  rules: Pick<TableRules, 'inPlay'>,
): string {
  const who = seats.names[event.seat] ?? '';
  const you = isYou(event.seat, seats.watching);
  const verb = (base: string, third: string): string => `${who} ${you ? base : third}`;
  switch (event.type) {
    case 'play': {
      const played =
        event.on === null
          ? verb('lead', 'leads')
          : `${verb('play', 'plays')} ${formatTile(event.tile)} on ${formatTile(event.on)}`;
      const what = event.on === null ? `${played} ${formatTile(event.tile)}` : played;
      if (!rules.inPlay) return what;
      const scored = event.points > 0 ? `, ${points(event.points)}` : ', no points';
      return `${what}: count ${event.total}${scored}${event.again ? ', plays again' : ''}`;
    }
    case 'draw':
      return `${verb('draw', 'draws')} ${formatTile(event.tile)}`;
    case 'pass':
      return verb('pass', 'passes');
  }
}

/** The caption of a position: where it is in the game and what its move did. */
export function replayCaption(
  game: Pick<ArchivedGame, 'seats' | 'players'>,
  frames: GameFrames,
  at: Cursor,
): string {
  const hand = frames[at.hand];
  const frame = frameAt(frames, at);
  if (!hand || !frame) return '';
  const where = `Hand ${at.hand + 1} of ${frames.length} · move ${at.count} of ${hand.length - 1}`;
  if (!frame.event) {
    const leader = frame.game.hand?.leader ?? 0;
    const seats = seating(game);
    return `${where}: dealt, ${seats.names[leader] ?? ''} ${isYou(leader, seats.watching) ? 'lead' : 'leads'}`;
  }
  return `${where}: ${moveWords(frame.event, seating(game), tableRules(frame.game.config))}`;
}
