/**
 * What the screen-reader voice says (pure, tested in Node): each step of the table's log as a
 * sentence ("West plays 6-4 on the 6: count 15, 3 points."), whose turn it is and what the
 * person can do, the hand's result and the scores. It reads the table view model, so it says
 * only what the table shows: another seat's drawn tile is never named, a count held back for
 * a question (practice's "count it yourself") is not said until the question is settled, and
 * what each tile would score is said only where the table shows hint badges.
 */
import type { LogEntry } from '../machine/history';
import { formatTile, hasPip, hi, isDouble, lo, type Tile } from '../engine/tiles';
import type { TableView } from '../view/tableView';
import { entryForViewer } from '../view/viewRules';

/**
 * Who is who at this table, as the table names them: the voice says each seat by the view
 * model's name (the seats as the person's own table shows them, online each person's chosen
 * name), and the person's own seat, wherever it is, as "You".
 */
export interface Table {
  /** Each seat's name (the view's `names`). */
  readonly names: readonly string[];
  /** The person's own seat, said as "You"; null when they only watch (or pass the device). */
  readonly you: number | null;
  readonly partners: boolean;
  /** Plays score during the hand; false in the Block family, where no count is said. */
  readonly inPlay?: boolean;
}

function name(seat: number, t: Table): string {
  return seat === t.you ? 'You' : (t.names[seat] ?? `Seat ${seat + 1}`);
}

/** "plays" or "play", agreeing with the seat's name. */
function says(seat: number, t: Table, base: string, third: string): string {
  return `${name(seat, t)} ${seat === t.you ? base : third}`;
}

/** A side's name: its seat's, or a partnership's two seats' ("You & North"), the person's first. */
function sideName(side: number, t: Table): string {
  if (!t.partners) return name(side, t);
  const seats = t.names.map((_, seat) => seat).filter((seat) => seat % 2 === side);
  const first = seats.filter((seat) => seat === t.you);
  return [...first, ...seats.filter((seat) => seat !== t.you)].map((s) => name(s, t)).join(' & ');
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
  return scores.map((s, side) => `${sideName(side, t)} ${s}`).join(', ');
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
      const one = e.winners.length === 1 && e.winners[0] !== t.you;
      const how =
        e.end === 'blocked'
          ? 'The hand is blocked.'
          : e.end === 'target'
            ? 'The target is reached.'
            : e.winners.length > 0
              ? `${winners} ${one ? 'wins' : 'win'} the hand.`
              : 'The hand is over.';
      const bonus = e.bonus
        .map((b, side) => (b === 0 ? null : `${sideName(side, t)} ${b > 0 ? '+' : ''}${b}`))
        .filter((x) => x !== null);
      const bonusText = bonus.length > 0 ? ` Bonus: ${bonus.join(', ')}.` : '';
      return `Hand ${e.hand + 1} over. ${how}${bonusText} Scores: ${scoresText(e.scores, t)}.`;
    }
    case 'event':
      // Another family's step: its own table and voice say it (not yet built for the voice).
      return null;
    case 'game-over': {
      const who = e.winner.map((w) => sideName(w, t)).join(' and ');
      const plural = e.winner.length > 1 || t.partners || e.winner[0] === t.you;
      const verb = plural ? 'win' : 'wins';
      return `Game over: ${who} ${verb}. Final scores: ${scoresText(e.scores, t)}.`;
    }
  }
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1] ?? ''}`;
}

/** Who is who at the table this view draws, by the view's own names. */
export function tableOf(view: TableView): Table {
  return {
    names: view.names,
    // Watching computers, or several people at one device (pass-and-play): `you` is null,
    // every seat is said by its name, and nobody's tiles aloud for the others to hear.
    you: view.you,
    partners: view.facts.partners,
    inPlay: view.facts.inPlay,
  };
}

/** The seat owed another play: its last step this turn (draws aside) earned one. */
function playsAgain(log: readonly LogEntry[], seat: number): boolean {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (e?.kind === 'draw' && e.seat === seat) continue;
    return e?.kind === 'play' && e.seat === seat && e.again;
  }
  return false;
}

/** Whose turn it is, and for the person what they can do (as the table shows it); null between hands. */
export function speakTurn(view: TableView, t: Table): string | null {
  if (view.gameOver) return 'Choose Rematch to play again, or Menu.';
  if (view.handEnd) return 'Choose Next hand to go on.';
  const moves = view.moves;
  const seat = moves ? view.viewer : (view.seats.find((s) => s.onTurn)?.seat ?? null);
  if (seat === null) return null;
  if (!moves || seat !== t.you) return `${name(seat, t)}'s turn.`;
  // What a tile would score is said only where the table shows it (its hint badges).
  const plays = moves.tiles.map((c) => {
    const best = Math.max(0, ...c.targets.filter((x) => x.badge !== null).map((x) => x.points));
    return `${formatTile(c.tile)}${best > 0 ? ` for ${points(best)}` : ''}`;
  });
  const also = moves.canDraw ? 'draw from the boneyard' : moves.canPass ? 'pass' : null;
  if (plays.length === 0) return `Your turn: nothing fits, ${also ?? 'wait'}.`;
  const again = playsAgain(view.log, seat) ? ', again' : '';
  return `Your turn${again}: you can play ${list(plays)}${also ? `, or ${also}` : ''}.`;
}

/**
 * What to say for a new table view: the log entries after `since` (an id; -1 for all), then
 * whose turn it is. While a question about the last play is open (`view.held`) that play is
 * said without its count and points, and nothing after it is said (`last` stops there), so
 * the hand's end waits for the answer as the pegs do.
 */
export function speakView(
  view: TableView,
  since: number,
): { readonly text: string; readonly last: number } {
  const t = tableOf(view);
  let entries = view.log.slice(since + 1).map((e) => entryForViewer(e, view.viewer));
  let held: number | null = null;
  if (view.held) {
    const play = [...view.log].reverse().find((e) => e.kind === 'play');
    if (play) {
      held = play.id;
      entries = entries.filter((e) => e.id <= play.id);
    }
  }
  const said = entries
    .map((e) =>
      speakEntry(e, e.id === held && view.board.countHidden ? { ...t, inPlay: false } : t),
    )
    .filter((x): x is string => x !== null);
  const turn = speakTurn(view, t);
  // Another seat going on after its own move ("North plays again") needs no "North's turn".
  const lastSeat = [...entries].reverse().find((e) => 'seat' in e);
  const onTurn = view.seats.find((s) => s.onTurn);
  const same =
    onTurn !== undefined &&
    lastSeat !== undefined &&
    'seat' in lastSeat &&
    lastSeat.seat === onTurn.seat;
  if (turn && !same && (said.length > 0 || since < 0)) said.push(turn);
  const last = entries.length > 0 ? (entries[entries.length - 1]?.id ?? since) : since;
  return { text: said.join(' '), last };
}
