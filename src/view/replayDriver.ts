/**
 * A kept game stepped through move by move, as a table driver: the third driver beside the
 * game machine and the lesson runner, so a replay is drawn by the one table. Its view is a
 * function of the game's positions (src/archive/replay.ts) and a cursor; a step forward adds
 * the move's log entries, which the table animates as in a game; a step back or a jump is
 * drawn afresh (a new epoch). Pure and Node-tested; no Phaser.
 */
import type { ArchivedGame } from '../archive/game';
import {
  frameAt,
  jumpToHand,
  stepBack,
  stepForward,
  type Cursor,
  type GameFrame,
  type GameFrames,
  type ReplayGame,
} from '../archive/replay';
import type { MoveEvent } from '../engine/index';
import { handEndSteps } from '../engine/reckoning';
import { formatTile } from '../engine/tiles';
import type { LogEntry } from '../machine/history';
import { LEVEL_NAMES } from './levelNames';
import { lineBoard, lineScoreDisplay } from './lineBoard';
import { lineRuleFacts } from './handEndWords';
import { isYou, seatName, sideName } from './names';
import type { TableAction, TableDriver } from './tableDriver';
import { tableRules, type TableRules, type TableView } from './tableView';

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

function lastEntry<K extends LogEntry['kind']>(
  frame: GameFrame,
  kind: K,
): Extract<LogEntry, { kind: K }> | null {
  for (let i = frame.log.length - 1; i >= 0; i--) {
    const e = frame.log[i];
    if (e?.kind === 'deal') return null;
    if (e?.kind === kind) return e as Extract<LogEntry, { kind: K }>;
  }
  return null;
}

/**
 * The table view of a kept hand at the cursor (practice's hand review): seat 0's tiles face
 * up, the others' face down, nothing to play.
 */
export function replayTableView(
  game: ReplayGame,
  frames: GameFrames,
  at: Cursor,
  epoch: number,
): TableView {
  const frame = frameAt(frames, at) ?? frames[0]?.[0];
  if (!frame) throw new Error('a kept game with no positions');
  const state = frame.game;
  const config = state.config;
  const rules = tableRules(config);
  const seats = seating(game);
  const hand = state.hand;
  const onTurn = hand && !hand.result ? hand.turn : null;
  const sideNames = Array.from({ length: rules.sides }, (_, side) =>
    sideName(side, game.players, game.partners, seats.watching),
  );
  const board = lineBoard({
    config,
    hand,
    countHidden: false,
    bonusSteps: handEndSteps(state),
    tiles: null,
  });
  const handEnd = lastEntry(frame, 'hand-end');
  return {
    ...lineRuleFacts(config, handEnd, board.bonusSteps, seats.names, sideNames),
    names: seats.names,
    sideNames,
    you: isYou(0, seats.watching) ? 0 : null,
    viewer: 0,
    hand: hand?.hands[0] ?? [],
    board,
    scoreDisplay: lineScoreDisplay(config),
    handEndPanel: 'pips',
    moves: null,
    preselect: false,
    seats: seats.names.flatMap((name, seat) => {
      if (seat === 0) return [];
      const info = game.seats[seat];
      return [
        {
          seat,
          name,
          detail: info?.kind === 'computer' ? (LEVEL_NAMES[info.level] ?? info.level) : 'Player',
          tiles: hand?.hands[seat]?.length ?? 0,
          onTurn: onTurn === seat,
          thinking: false,
          side: rules.sideOf(seat),
        },
      ];
    }),
    held: false,
    scores: frame.scores,
    status: { text: replayCaption(game, frames, at), tone: 'info' },
    autoPass: false,
    log: frame.log,
    epoch,
    handEnd,
    gameOver: lastEntry(frame, 'game-over'),
    refusal: null,
    practice: null,
  };
}

export interface ReplayDriver extends TableDriver {
  /** Where the viewer is. */
  at(): Cursor;
  /** One move forward; `animate` false draws it afresh (the table is still busy, say). */
  forward(animate?: boolean): void;
  back(): void;
  /** To the deal of a hand (clamped to the game's hands). */
  toHand(hand: number): void;
  /** To the game's last move. */
  toEnd(): void;
  /** To any position (the scrubber), clamped to the game's; drawn afresh. */
  to(cursor: Cursor): void;
  /** Nothing is left to step forward to (autoplay stops here). */
  atEnd(): boolean;
  readonly hands: number;
}

/** Drives the table with a kept hand's positions (practice's hand review, reviewDriver.ts). */
export function replayDriver(game: ReplayGame, frames: GameFrames): ReplayDriver {
  let at: Cursor = { hand: 0, count: 0 };
  let epoch = 0;
  let view = replayTableView(game, frames, at, epoch);
  const listeners = new Set<() => void>();
  const go = (next: Cursor, animate: boolean): void => {
    if (next.hand === at.hand && next.count === at.count) return;
    // A step forward grows the log and is animated; anything else is drawn afresh.
    const onward = stepForward(frames, at);
    if (!(animate && onward.hand === next.hand && onward.count === next.count)) epoch++;
    at = next;
    view = replayTableView(game, frames, at, epoch);
    listeners.forEach((l) => l());
  };
  const last = (): Cursor => {
    const hand = Math.max(0, frames.length - 1);
    return { hand, count: Math.max(0, (frames[hand]?.length ?? 1) - 1) };
  };
  return {
    hands: frames.length,
    at: () => at,
    view: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    forward: (animate = true) => go(stepForward(frames, at), animate),
    back: () => go(stepBack(frames, at), false),
    toHand: (hand) => go(jumpToHand(frames, hand), false),
    toEnd: () => go(last(), false),
    to: (cursor) => {
      const hand = Math.max(0, Math.min(frames.length - 1, cursor.hand));
      const most = Math.max(0, (frames[hand]?.length ?? 1) - 1);
      go({ hand, count: Math.max(0, Math.min(most, cursor.count)) }, false);
    },
    atEnd: () => {
      const next = stepForward(frames, at);
      return next.hand === at.hand && next.count === at.count;
    },
    send(action: TableAction) {
      return action.type === 'tap' || action.type === 'play' || action.type === 'draw'
        ? 'This is a replay: step through it with Back and Forward.'
        : null;
    },
  };
}
