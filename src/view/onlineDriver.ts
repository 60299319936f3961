/**
 * An online game of the line of play as a table driver: the same table view the game machine's
 * driver gives (`gameTableView`), made from what the server sends one seat (docs/server.md):
 * its information set (`TableView.view`, src/engine/lineView.ts), its legal moves, the scores.
 * The page never holds the whole game: no other hand, no boneyard. Table actions become the
 * session's `move` and `next`; the reader sits at the bottom, and every seat is named as on
 * every other page (`onlineNames.ts`; a spectator watches with no hand).
 */
import type { InformationSet } from '../engine/lineView';
import type { Move } from '../engine/state';
import { seatLegalView } from '../machine/legalView';
import type { Phase } from '../machine/selectors';
import type { OnlineSession, OnlineState } from '../net/session';
import type { TableView as SeatTableView } from '../net/protocol';
import { LEVEL_NAMES, movesOf, statusOf, tapMessage } from './gameDriver';
import { lineBoard, linePlay, lineScoreDisplay } from './lineBoard';
import { lineRuleFacts } from './handEndWords';
import { yourLabel } from './names';
import { EMPTY_LOG, nextLog, type OnlineLog } from './onlineLog';
import { pageNames, pageSideNames } from './onlineNames';
import type { TableAction, TableDriver } from './tableDriver';
import { tableRules, type TableView } from './tableView';

/** The session's table as the driver reads it (a real `OnlineSession`, or a test's). */
export type OnlineSource = Pick<OnlineSession, 'state' | 'subscribe' | 'move' | 'next'>;

export interface OnlineDriverOptions {
  /** The person's name for their own seat; "You" when empty. */
  readonly playerName?: () => string;
  /** Light hints: each lit place shows the count a play there would leave. */
  readonly hints?: () => boolean;
}

/** The phase as the table's status reads it: the line's kind of turn, or between hands. */
function phaseOf(view: SeatTableView): Phase {
  if (view.phase.kind === 'turn') return view.phase.name;
  return view.phase.kind === 'game-over' ? 'game-over' : 'hand-end';
}

/** The table view of the reader's seat view, with the log so far and the last refusal. */
/** The status line for a spectator: it watches, and what the table waits for. */
function watching(text: string): string {
  return text ? `Watching · ${text}` : 'Watching';
}

export function onlineTableView(
  state: OnlineState,
  log: OnlineLog,
  refusal: TableView['refusal'],
  opts: { readonly playerName: string; readonly hints: boolean },
): TableView | null {
  const tv = state.view;
  const table = state.table;
  const info = tv?.view as InformationSet | null | undefined;
  if (!tv || !table || !info) return null;
  const config = info.config;
  const players = config.players;
  const you = table.you >= 0 && table.you < players ? table.you : null;
  // Each person by the name they chose, the same on every page ("You" only on their own,
  // where the table shows their own name from Settings, or "You"); a spectator sees them all.
  const names = pageNames(table, you, yourLabel(opts.playerName));
  const rules = tableRules(config);
  const sideNames = pageSideNames(table, names, you);
  const legal = you !== null && tv.legal.length > 0 ? seatLegalView(info) : null;
  const onTurn = tv.phase.kind === 'turn' ? tv.phase.seat : null;
  const status = statusOf(
    {
      phase: phaseOf(tv),
      turn: onTurn === null ? null : { seat: onTurn, chained: info.chained, named: onTurn !== you },
      autoDraw: false,
    },
    legal,
    names,
  );
  const last = <K extends 'hand-end' | 'game-over'>(kind: K) => {
    for (let i = log.log.length - 1; i >= 0; i--) {
      const e = log.log[i];
      if (e?.kind === kind) return e as Extract<(typeof log.log)[number], { kind: K }>;
    }
    return null;
  };
  const between = tv.phase.kind === 'hand-over' || tv.phase.kind === 'game-over';
  const handEnd = between ? last('hand-end') : null;
  return {
    ...lineRuleFacts(config, handEnd, [], names, sideNames),
    names,
    sideNames,
    you,
    viewer: you,
    hand: you === null ? [] : info.hand,
    board: lineBoard({
      config,
      hand: { layout: info.layout, boneyard: Array.from({ length: info.boneyardSize }) },
      countHidden: false,
      bonusSteps: [],
      tiles: legal?.tiles,
    }),
    scoreDisplay: lineScoreDisplay(config),
    handEndPanel: 'pips',
    moves: movesOf(legal, opts.hints, null, rules.inPlay),
    preselect: true,
    seats: table.seats.flatMap((s, seat) =>
      seat === you
        ? []
        : [
            {
              seat,
              name: names[seat] ?? '',
              detail:
                s.kind === 'computer' || s.standIn
                  ? (LEVEL_NAMES[s.level ?? 'medium'] ?? 'Computer')
                  : s.connected
                    ? 'Player'
                    : 'Away',
              tiles: info.handSizes[seat] ?? 0,
              onTurn: onTurn === seat,
              thinking: false,
              side: rules.sideOf(seat),
            },
          ],
    ),
    held: false,
    scores: tv.scores,
    // A spectator is told it is watching, in the status line every table has.
    status: { text: you === null ? watching(status.text) : status.text, tone: status.tone },
    autoPass: status.autoPass,
    log: log.log,
    epoch: 0,
    handEnd,
    gameOver: tv.over ? last('game-over') : null,
    refusal,
    practice: null,
  };
}

/** A line-of-play move, as the server reads it (the family's `readMove`). */
const lineMove = (move: Move): Move => move;

/** The online session as a table driver. */
export function onlineDriver(source: OnlineSource, opts: OnlineDriverOptions = {}): TableDriver {
  let log: OnlineLog = EMPTY_LOG;
  let seen: SeatTableView | null = null;
  let refusal: TableView['refusal'] = null;
  let refusals = 0;
  let lastProblem: string | null = null;
  let cache: { state: OnlineState; view: TableView } | null = null;
  /** Brings the log and the refusal up to the session's state (each view and problem once). */
  const take = (state: OnlineState): void => {
    if (state.view && state.view !== seen) {
      seen = state.view;
      log = nextLog(log, state.view);
    }
    if (state.problem !== lastProblem) {
      lastProblem = state.problem;
      if (state.problem) refusal = { key: `online:${++refusals}`, message: state.problem };
    }
  };
  let fallback: TableView | null = null;
  const view = (): TableView => {
    const state = source.state;
    if (cache?.state === state) return cache.view;
    take(state);
    const made =
      onlineTableView(state, log, refusal, {
        playerName: opts.playerName?.() ?? '',
        hints: opts.hints?.() ?? false,
      }) ?? fallback;
    if (!made) throw new Error('the online table has no view yet');
    fallback = made;
    cache = { state, view: made };
    return made;
  };
  const seat = (): number => source.state.table?.you ?? -1;
  return {
    view,
    subscribe: (listener) => source.subscribe(() => listener()),
    send(action: TableAction) {
      const now = view();
      switch (action.type) {
        case 'play': {
          const play = linePlay(now.board, action.tile, action.target);
          if (!play || !now.moves) return tapMessage(now, action.tile);
          source.move(lineMove({ type: 'play', seat: seat(), ...play }));
          return null;
        }
        case 'draw':
          if (now.moves && now.moves.tiles.length > 0)
            return 'You hold a tile that fits: you must play it rather than draw.';
          if (now.moves?.canDraw) source.move(lineMove({ type: 'draw', seat: seat() }));
          return null;
        case 'pass':
          if (now.moves?.canPass) source.move(lineMove({ type: 'pass', seat: seat() }));
          return null;
        case 'next-hand':
          source.next();
          return null;
        case 'tap':
          return tapMessage(now, action.tile);
        default:
          // No rematch, lesson or practice at an online table.
          return null;
      }
    },
  };
}
