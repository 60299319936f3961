/**
 * The game machine as a table driver: casual and practice games. Its view is a
 * function of the machine's snapshot (through the selectors), the hint setting
 * and, in practice, practice's part (gameDriverPractice.ts: badges, the best
 * move, the claim, the strip's lines, the review). Table actions become machine
 * events, practice's through the practice API.
 */
import { lineState } from '../machine/lineState';
import type { GameEvent } from '../machine/gameMachine';
import {
  selectBonusSteps,
  selectGameOver,
  selectHand,
  selectHandEnd,
  selectLegal,
  selectPeople,
  selectPhase,
  selectRefusal,
  selectSeats,
  selectTurn,
  selectViewer,
  type GameSnapshot,
  type LegalView,
  type Phase,
} from '../machine/selectors';
import type { Tile } from '../engine/tiles';
import { formatTile } from '../engine/tiles';
import type { PracticeApi } from '../practice/session';
import { practicePart, type PracticePart, type PracticeTableView } from './gameDriverPractice';
import { isPracticeAction, type TableAction, type TableDriver } from './tableDriver';
import { isYou, seatName, sideName, yourLabel } from './names';
import { lineBoard, linePlay, lineScoreDisplay, lineTargetId } from './lineBoard';
import { lineRuleFacts } from './handEndWords';
import {
  badgeText,
  scoresBeforeLastPlay,
  tableRules,
  type StatusTone,
  type TableMoves,
  type TableView,
} from './tableView';

/** What the driver needs of the running game (the session's table API). */
export interface GameSource {
  snapshot(): GameSnapshot;
  subscribe(listener: (snapshot: GameSnapshot) => void): () => void;
  send(event: GameEvent): void;
}

export interface GameDriverOptions {
  /** Casual games' light hints (the total each play would leave). */
  readonly hints: () => boolean;
  /** Practice mode of the game, or absent in a casual game. */
  readonly practice?: PracticeApi | null;
  /** The person's name for the labels (pegging board, scores); "You" when absent or empty. */
  readonly playerName?: () => string;
  /** Pass-and-play: the seat whose hand may be shown now (undefined: the person on turn). */
  readonly shown?: () => number | null | undefined;
}

/** The computer players' levels as the table names them. */
export const LEVEL_NAMES: Readonly<Record<string, string>> = {
  random: 'Random',
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

/** The person's legal moves as the table draws them: each target's id, count, badge. */
export function movesOf(
  legal: LegalView | null,
  hints: boolean,
  practice: PracticeTableView | null,
  inPlay: boolean,
): TableMoves | null {
  if (!legal) return null;
  let marked = false;
  const legalBest = practice?.best?.best.legal;
  const best = legalBest?.type === 'play' ? legalBest : null;
  return {
    canDraw: legal.canDraw,
    canPass: legal.canPass,
    tiles: legal.tiles.map((choice) => ({
      tile: choice.tile,
      targets: choice.targets.map((target) => {
        const hint = practice?.targets.find((h) => h.tile === choice.tile && h.target === target);
        const isBest =
          !marked && best !== null && best.tile === choice.tile && best.on === target.on;
        if (isBest) marked = true;
        const again = hint?.again ?? false;
        const numbers = { total: hint?.total ?? target.total, points: target.points, again };
        return {
          id: lineTargetId(target),
          total: numbers.total,
          points: numbers.points,
          again,
          // The Block family scores nothing in play: a hint marks the best move, no count.
          badge: !hints
            ? null
            : inPlay
              ? `${isBest ? '★ ' : ''}${badgeText(numbers)}`
              : isBest
                ? '★'
                : null,
          best: isBest,
        };
      }),
    })),
  };
}

/** What the status line reads of a turn besides the person's legal moves. */
export interface TurnFacts {
  readonly phase: Phase;
  /** The seat on turn; `named`: its name is said ("West to play"); `chained`: it plays again. */
  readonly turn: {
    readonly seat: number;
    readonly chained: boolean;
    readonly named: boolean;
  } | null;
  /** The table draws for the person when drawing is all they can do. */
  readonly autoDraw: boolean;
}

/** The status line, and whether the table passes for the person (a pass is all they can do). */
export function statusOf(
  facts: TurnFacts,
  legal: LegalView | null,
  names: readonly string[],
): { text: string; tone: StatusTone; autoPass: boolean } {
  const { phase, turn } = facts;
  const say = (text: string, tone: StatusTone = 'info', autoPass = false) => ({
    text,
    tone,
    autoPass,
  });
  if (phase === 'hand-end' || phase === 'game-over') return say('');
  if (legal) {
    if (legal.tiles.length > 0) {
      if (phase === 'lead') return say('Your lead: choose any tile to start', 'turn');
      return say(
        turn?.chained
          ? 'Play again! Choose another tile'
          : 'Your turn: choose a tile, then a lit spot',
        'turn',
      );
    }
    if (legal.canDraw)
      return say(
        facts.autoDraw ? 'No tile fits: drawing for you' : 'You must draw: no tile fits',
        'turn',
      );
    if (legal.canPass)
      return say(
        turn?.chained ? 'No further play: your turn ends' : 'No play and nothing to draw: you pass',
        'warn',
        true,
      );
    return say('');
  }
  if (turn?.named) return say(`${names[turn.seat] ?? ''} to play`);
  return say('');
}

/** The table view of a game snapshot, with practice's part when it is a practice game. */
export function gameTableView(
  snap: GameSnapshot,
  hints: boolean,
  practice: PracticePart | null,
  shown?: number | null,
  playerName = '',
): TableView {
  const { settings, log } = snap.context;
  const game = lineState(snap.context);
  const config = game.config;
  const rules = tableRules(config);
  // Watching computers, or several people at one device: every seat by its compass name.
  const watching = settings.seats[0]?.kind !== 'human' || selectPeople(snap).length > 1;
  const players = settings.players;
  const names = Array.from({ length: players }, (_, seat) => seatName(seat, players, watching));
  const onTurn = selectViewer(snap);
  // Pass-and-play: the hand shown is the one revealed, until the next person reveals theirs.
  const viewer = shown === undefined ? onTurn : shown;
  const legal = viewer === onTurn ? selectLegal(snap, viewer) : null;
  const turn = selectTurn(snap);
  const status = statusOf(
    {
      phase: selectPhase(snap),
      turn: turn && { seat: turn.seat, chained: turn.chained, named: turn.kind === 'computer' },
      autoDraw: snap.context.autoDraw === true,
    },
    legal,
    names,
  );
  const refusal = selectRefusal(snap);
  const extra = practice?.view(snap, names, legal !== null) ?? null;
  // While a claim is open its panel covers the layout's foot: the badges wait for the answer.
  const showHints = extra ? extra.options.hints !== 'off' && extra.claim === null : hints;
  const held = extra !== null && extra.claim !== null;
  const sideNames = Array.from({ length: rules.sides }, (_, side) =>
    sideName(side, players, settings.partners, watching, yourLabel(playerName)),
  );
  const board = lineBoard({
    config,
    hand: game.hand,
    countHidden: held,
    bonusSteps: selectBonusSteps(snap),
    tiles: legal?.tiles,
  });
  const handEnd = selectHandEnd(snap);
  return {
    ...lineRuleFacts(config, handEnd, board.bonusSteps, names, sideNames),
    names,
    sideNames,
    you: isYou(0, watching) ? 0 : null,
    viewer,
    hand: selectHand(snap, viewer),
    board,
    scoreDisplay: lineScoreDisplay(config),
    handEndPanel: 'pips',
    moves: movesOf(legal, showHints, extra, rules.inPlay),
    preselect: true,
    // The shown seat is the hand at the bottom; a computer in seat 0 (watching) gets a badge.
    seats: selectSeats(snap).flatMap((info) =>
      info.seat === viewer
        ? []
        : [
            {
              seat: info.seat,
              name: names[info.seat] ?? '',
              detail: info.level ? (LEVEL_NAMES[info.level] ?? info.level) : 'Player',
              tiles: info.tiles,
              onTurn: info.onTurn,
              thinking: turn?.seat === info.seat && turn.thinking,
              side: info.side,
            },
          ],
    ),
    held,
    scores: held ? scoresBeforeLastPlay(log, rules.sides) : game.scores,
    status: { text: status.text, tone: status.tone },
    autoPass: status.autoPass,
    log,
    epoch: 0,
    handEnd,
    gameOver: selectGameOver(snap),
    refusal:
      refusal && refusal.code !== 'computer-error'
        ? { key: `${refusal.at}:${refusal.code}:${refusal.message}`, message: refusal.message }
        : null,
    practice: extra,
  };
}

/** Why a tapped tile cannot be played now (a toast), from the legal moves alone. */
export function tapMessage(view: TableView, tile: Tile): string | null {
  const moves = view.moves;
  if (!moves) {
    const turn = view.seats.find((s) => s.onTurn);
    return turn ? `It is ${turn.name}'s turn.` : null;
  }
  if (moves.tiles.length === 0) return 'None of your tiles fits an open end.';
  return `${formatTile(tile)} fits no open end now.`;
}

export interface GameDriver extends TableDriver {
  /** Something the view reads besides the snapshot changed (hints, the best move shown). */
  invalidate(): void;
  /** Stops hearing practice's answers (the scene is closing). */
  stop(): void;
}

/** The game machine as a table driver (with practice's part in a practice game). */
export function gameDriver(source: GameSource, options: GameDriverOptions): GameDriver {
  let cache: { snap: GameSnapshot; version: number; view: TableView } | null = null;
  let version = 0;
  const listeners = new Set<() => void>();
  /** Something the view reads besides the snapshot changed: listeners draw again. */
  const changed = (): void => {
    version++;
    listeners.forEach((l) => l());
  };
  const api = options.practice ?? null;
  const practice = api ? practicePart(api, changed) : null;
  const stopPractice = api?.onChange(changed);
  const view = (): TableView => {
    const snap = source.snapshot();
    if (cache?.snap === snap && cache.version === version) return cache.view;
    const made = gameTableView(
      snap,
      options.hints(),
      practice,
      options.shown?.(),
      options.playerName?.() ?? '',
    );
    cache = { snap, version, view: made };
    return made;
  };
  const send = (event: GameEvent): null => {
    source.send(event);
    return null;
  };
  return {
    view,
    invalidate: () => void version++,
    subscribe(listener) {
      const stopGame = source.subscribe(() => listener());
      listeners.add(listener);
      return () => {
        stopGame();
        listeners.delete(listener);
      };
    },
    stop: () => stopPractice?.(),
    send(action: TableAction) {
      if (isPracticeAction(action))
        return practice ? practice.send(action, source.snapshot()) : null;
      switch (action.type) {
        case 'play': {
          const play = linePlay(view().board, action.tile, action.target);
          return play
            ? send({ type: 'MOVE', move: { type: 'play', ...play } })
            : tapMessage(view(), action.tile);
        }
        case 'draw': {
          const moves = view().moves;
          if (moves && moves.tiles.length > 0)
            return 'You hold a tile that fits: you must play it rather than draw.';
          return moves?.canDraw ? send({ type: 'MOVE', move: { type: 'draw' } }) : null;
        }
        case 'pass':
          return send({ type: 'MOVE', move: { type: 'pass' } });
        case 'next-hand':
          return send({ type: 'NEXT_HAND' });
        case 'rematch':
          return send({ type: 'REMATCH' });
        case 'tap':
          return tapMessage(view(), action.tile);
        case 'next':
        case 'answer':
          return null;
      }
    },
  };
}
