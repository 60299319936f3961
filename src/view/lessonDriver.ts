/**
 * The tutorial runner as a table driver: a lesson's position is drawn by the
 * same table as a game. The view is a function of the tutorial state; the moves
 * each action made (the learner's and the opponents' answers) are logged as the
 * machine logs a game's, so the table animates them the same way.
 */
import type { LogEntry } from '../machine/history';
import {
  currentStep,
  learnerChoices,
  LEARNER,
  type TutorialAction,
  type TutorialState,
} from '../tutorial/runner';
import { lessonFeed } from './lineLessonDriver';
import { seatName, sideName } from './names';
import { isPracticeAction, type TableAction, type TableDriver } from './tableDriver';
import { lineBoard, linePlay, lineScoreDisplay, lineTargetId } from './lineBoard';
import { lineRuleFacts } from './handEndWords';
import { tableRules, type TableMoves, type TableView } from './tableView';

/** Quizzes about the last play's count: the count is covered until answered. */
const COUNT_QUIZZES = new Set(['count', 'points', 'countAfter']);

/** The table view of a lesson as it stands. */
export function lessonTableView(s: TutorialState, log: readonly LogEntry[], epoch = 0): TableView {
  const game = s.game;
  const hand = game.hand;
  const players = game.config.players;
  const step = currentStep(s);
  const quiz = !s.done && step?.kind === 'quiz' ? step : null;
  const choices = learnerChoices(s);
  const names = Array.from({ length: players }, (_, seat) => seatName(seat, players));
  const rules = tableRules(game.config);
  // A side is named as the game's table names it ("You & North" with partners).
  const sideNames = Array.from({ length: rules.sides }, (_, side) =>
    sideName(side, players, game.config.partners),
  );
  const moves: TableMoves | null = choices && {
    canDraw: choices.canDraw,
    canPass: choices.canPass,
    tiles: choices.tiles.map((c) => ({
      tile: c.tile,
      targets: c.targets.map((t) => ({
        id: lineTargetId(t),
        total: null,
        points: 0,
        again: false,
        badge: null,
        best: false,
      })),
    })),
  };
  return {
    ...lineRuleFacts(game.config, null, [], names, sideNames),
    names,
    sideNames,
    you: LEARNER,
    viewer: LEARNER,
    hand: hand?.hands[LEARNER] ?? [],
    board: lineBoard({
      config: game.config,
      hand,
      countHidden: quiz !== null && COUNT_QUIZZES.has(quiz.ask.of),
      bonusSteps: [],
      tiles: choices?.tiles,
    }),
    scoreDisplay: lineScoreDisplay(game.config),
    handEndPanel: 'pips',
    moves,
    preselect: false,
    seats: names.flatMap((name, seat) =>
      seat === LEARNER
        ? []
        : [
            {
              seat,
              name,
              detail: step?.kind === 'game' ? 'Easy' : '',
              tiles: hand?.hands[seat]?.length ?? 0,
              onTurn: !s.done && hand?.turn === seat && !hand.result,
              thinking: false,
              side: rules.sideOf(seat),
            },
          ],
    ),
    held: quiz !== null,
    scores: quiz ? s.scoresBefore : game.scores,
    status: { text: '', tone: 'info' },
    autoPass: false,
    log,
    epoch,
    handEnd: null,
    gameOver: null,
    refusal: null,
    practice: null,
  };
}

export interface LessonDriver extends TableDriver {
  state(): TutorialState;
  /** A tutorial action the table does not send (the search's answer for a decision, `judged`). */
  act(action: TutorialAction): void;
  /**
   * Another lesson on the same table (the daily puzzle tried again, or its best line shown):
   * drawn afresh, nothing animated; `onAct` does not hear it.
   */
  reset(start: TutorialState): void;
}

/** Drives the table with a lesson; `onAct` hears each action with the states before and after. */
export function lessonDriver(
  start: TutorialState,
  onAct?: (before: TutorialState, after: TutorialState) => void,
): LessonDriver {
  const feed = lessonFeed(start, onAct);
  let view = lessonTableView(start, []);
  feed.subscribe(() => (view = lessonTableView(feed.state(), feed.log(), feed.epoch())));
  const run = (action: TutorialAction): null => {
    feed.act(action);
    return null;
  };
  return {
    state: feed.state,
    act: (action) => void run(action),
    reset: feed.reset,
    view: () => view,
    subscribe: feed.subscribe,
    send(action: TableAction) {
      // Practice's controls are not in a lesson: nothing to do.
      if (isPracticeAction(action)) return null;
      switch (action.type) {
        case 'play': {
          const play = linePlay(view.board, action.tile, action.target);
          return run({ type: 'play', ...(play ?? { tile: action.tile }) });
        }
        // A tile with no lit place: the lesson says why (or places it where it must go).
        case 'tap':
          return run({ type: 'play', tile: action.tile });
        case 'draw':
        case 'pass':
        case 'next':
          return run({ type: action.type });
        case 'answer':
          return run({ type: 'answer', value: action.value });
        // A game's panels are not in a lesson either.
        case 'next-hand':
        case 'rematch':
          return null;
      }
    },
  };
}
