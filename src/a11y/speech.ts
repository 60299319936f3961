/**
 * What the screen-reader voice says (pure, tested in Node): each step of the machine's log
 * as a sentence ("West plays 6-4 on the 6: count 15, 3 points."), whose turn it is and what
 * the person can do, the hand's result and the scores. Another seat's drawn tile is never
 * named (the log is read through `selectLog`, which hides it).
 */
import type { LogEntry } from '../machine/history';
import {
  selectLegal,
  selectLog,
  selectPhase,
  selectTurn,
  type GameSnapshot,
} from '../machine/selectors';
import { scoresInPlay } from '../engine/scoring';
import { formatTile, hasPip, hi, isDouble, lo, type Tile } from '../engine/tiles';
import { isYou, seatName, sideName } from '../view/names';

/** Who is who at this table. */
export interface Table {
  readonly players: number;
  readonly partners: boolean;
  /** Nobody plays at seat 0: computers only. */
  readonly watching: boolean;
  /** Plays score during the hand; false in the Block family, where no count is said. */
  readonly inPlay?: boolean;
}

function name(seat: number, t: Table): string {
  return seatName(seat, t.players, t.watching);
}

/** "plays" or "play", agreeing with the seat's name. */
function says(seat: number, t: Table, base: string, third: string): string {
  return `${name(seat, t)} ${isYou(seat, t.watching) ? base : third}`;
}

/** The open end a tile went on: the pip it shares with the tile it touches. */
function endValue(tile: Tile, on: Tile): number {
  if (isDouble(on)) return hi(on);
  return hasPip(tile, hi(on)) ? hi(on) : lo(on);
}

function points(n: number): string {
  return n === 1 ? '1 point' : `${n} points`;
}

/** "You 23, West 31" (sides with partners). */
export function scoresText(scores: readonly number[], t: Table): string {
  return scores
    .map((s, side) => `${sideName(side, t.players, t.partners, t.watching)} ${s}`)
    .join(', ');
}

/** One log entry as a sentence; null for what is not worth saying. */
export function speakEntry(e: LogEntry, t: Table): string | null {
  switch (e.kind) {
    case 'deal':
      return `Hand ${e.hand + 1} is dealt. ${says(e.leader, t, 'lead', 'leads')}.`;
    case 'play': {
      const where = e.on === null ? '' : ` on the ${endValue(e.tile, e.on)}`;
      const verb =
        e.on === null ? says(e.seat, t, 'lead', 'leads') : says(e.seat, t, 'play', 'plays');
      const scored = e.points > 0 ? `, ${points(e.points)}` : '';
      const again = e.again ? ` ${says(e.seat, t, 'play', 'plays')} again.` : '';
      const count = t.inPlay === false ? '' : `: count ${e.total}${scored}`;
      return `${verb} ${formatTile(e.tile)}${where}${count}.${again}`;
    }
    case 'draw':
      if (e.tile === null) return `${says(e.seat, t, 'draw', 'draws')}.`;
      return `${says(e.seat, t, 'draw', 'draws')} ${formatTile(e.tile)}${e.playable ? ', which fits and must be played' : ''}.`;
    case 'pass':
      return `${says(e.seat, t, 'pass', 'passes')}.`;
    case 'hand-end': {
      const winners = e.winners.map((w) => name(w, t)).join(' and ');
      const one = e.winners.length === 1 && !isYou(e.winners[0] ?? -1, t.watching);
      const how =
        e.end === 'blocked'
          ? 'The hand is blocked.'
          : e.end === 'target'
            ? 'The target is reached.'
            : e.winners.length > 0
              ? `${winners} ${one ? 'wins' : 'win'} the hand.`
              : 'The hand is over.';
      const bonus = e.bonus
        .map((b, side) =>
          b === 0
            ? null
            : `${sideName(side, t.players, t.partners, t.watching)} ${b > 0 ? '+' : ''}${b}`,
        )
        .filter((x) => x !== null);
      const bonusText = bonus.length > 0 ? ` Bonus: ${bonus.join(', ')}.` : '';
      return `Hand ${e.hand + 1} over. ${how}${bonusText} Scores: ${scoresText(e.scores, t)}.`;
    }
    case 'game-over': {
      const who = e.winner.map((w) => sideName(w, t.players, t.partners, t.watching)).join(' and ');
      const plural = e.winner.length > 1 || t.partners || (e.winner[0] === 0 && !t.watching);
      const verb = plural ? 'win' : 'wins';
      return `Game over: ${who} ${verb}. Final scores: ${scoresText(e.scores, t)}.`;
    }
  }
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1] ?? ''}`;
}

/** Whose turn it is, and for the person what they can do; null between hands. */
export function speakTurn(s: Pick<GameSnapshot, 'context' | 'matches'>, t: Table): string | null {
  const phase = selectPhase(s);
  if (phase === 'hand-end') return 'Choose Next hand to go on.';
  if (phase === 'game-over') return 'Choose Rematch to play again, or Menu.';
  const turn = selectTurn(s);
  if (!turn) return null;
  if (turn.kind !== 'human' || !isYou(turn.seat, t.watching)) {
    return `${name(turn.seat, t)}'s turn.`;
  }
  const legal = selectLegal(s);
  if (!legal) return 'Your turn.';
  const plays = legal.tiles.map((c) => {
    const best = Math.max(...c.targets.map((x) => x.points));
    return `${formatTile(c.tile)}${best > 0 ? ` for ${points(best)}` : ''}`;
  });
  const also = legal.canDraw ? 'draw from the boneyard' : legal.canPass ? 'pass' : null;
  if (plays.length === 0) return `Your turn: nothing fits, ${also ?? 'wait'}.`;
  return `Your turn${turn.chained ? ', again' : ''}: you can play ${list(plays)}${also ? `, or ${also}` : ''}.`;
}

/** What to say for a new snapshot: the log entries after `since`, then whose turn it is. */
export function speakSnapshot(
  s: Pick<GameSnapshot, 'context' | 'matches'>,
  since: number,
): { readonly text: string; readonly last: number } {
  const { settings } = s.context;
  const t: Table = {
    players: settings.players,
    partners: settings.partners,
    // Watching computers, or several people at one device (pass-and-play): every seat by its
    // compass name, and nobody's tiles said aloud for the others to hear.
    watching: settings.seats.filter((seat) => seat.kind === 'human').length !== 1,
    inPlay: scoresInPlay(s.context.game.config.options),
  };
  const entries = selectLog(s, since);
  const said = entries.map((e) => speakEntry(e, t)).filter((x): x is string => x !== null);
  const turn = speakTurn(s, t);
  // A computer player going on after its own move ("North plays again") needs no "North's turn".
  const lastSeat = [...entries].reverse().find((e) => 'seat' in e);
  const onTurn = selectTurn(s);
  const same =
    onTurn !== null &&
    onTurn.kind === 'computer' &&
    lastSeat !== undefined &&
    'seat' in lastSeat &&
    lastSeat.seat === onTurn.seat;
  if (turn && !same && (said.length > 0 || since < 0)) said.push(turn);
  const last = entries.length > 0 ? (entries[entries.length - 1]?.id ?? since) : since;
  return { text: said.join(' '), last };
}
