/**
 * The game-flow statechart: a whole game, seat by seat and hand by hand.
 *
 *   route ─► deal ─► turn ─────────────────► hand-end ──NEXT_HAND──► deal
 *                    human | held | pacing ─after─► thinking   └──► game-over ──REMATCH/NEW_GAME──► deal
 *
 * One machine for every family of game: where the game stands (a deal, a seat's turn, a
 * hand over, the game over) is the family's `phase`, and what kind of turn it is (a lead,
 * a draw, a bid, a trick) is data in it, not a state here. Thin by design: every guard
 * and action is one call into the pure helpers of ./context, which ask the family. Scenes watch snapshots (./selectors) and
 * send the events below; a refused event sets `context.refusal` and changes
 * nothing else. See docs/machine.md.
 */
import { and, assign, or, setup } from 'xstate';
import type { Move } from '../engine/index';
import { computerActor, computerInput, randomChooser, type Chooser } from './computer';
import {
  advance,
  autoDraw,
  autoDraws,
  canApply,
  computerFallback,
  computerOnTurn,
  movesAgain,
  contextFrom,
  dealHand,
  handOver,
  humanMayMove,
  humanMove,
  newGameSettings,
  phaseOf,
  refuseHuman,
  refuse,
  refuseNotNow,
  refuseSettings,
  skipMakesSense,
  rematchSettings,
  restart,
  withAutoDraw,
  withSpeed,
  type GameContext,
  type GameInput,
} from './context';
import {
  claim,
  claimOpen,
  mayClaim,
  mayCount,
  mayUndo,
  refuseClaim,
  refuseUndo,
  setCounting,
  undo,
} from './practice';
import { callMuggins, mayCallMuggins, refuseMuggins } from './muggins';
import type { SettingsResult } from './settings';
import { paceFor, SPEED } from './vocabulary';

/** What a person (or the app) does. */
export type GameEvent =
  /**
   * Any family's move as data, the family's own shape (a line's `{ type: 'play', tile, on,
   * slot? }`, a draw, a pass; a train's; a bid): the family reads and checks it. Without a
   * seat, the seat on turn's.
   */
  | { readonly type: 'MOVE'; readonly move: unknown }
  | { readonly type: 'NEXT_HAND' }
  /** Settings as for `makeSettings`; a missing seed follows from this game's. */
  | { readonly type: 'NEW_GAME'; readonly settings: unknown }
  /** The same settings again, with this seed or the next one. */
  | { readonly type: 'REMATCH'; readonly seed?: string }
  | { readonly type: 'SET_SPEED'; readonly speed: unknown }
  /** The person's auto-draw preference: the machine draws for them when that is all they can do. */
  | { readonly type: 'SET_AUTO_DRAW'; readonly on: unknown }
  /** Practice: take back the person's last turn of this hand (and the computer turns after it). */
  | { readonly type: 'UNDO' }
  /** Practice, counting on: what the person says their last placement scored. */
  | { readonly type: 'CLAIM'; readonly value: unknown }
  /** Practice: the count-it-yourself drill on or off. */
  | { readonly type: 'SET_COUNTING'; readonly on: unknown }
  /** Practice, counting on: the person calls "Muggins!" on a computer's missed count. */
  | { readonly type: 'CALL_MUGGINS' }
  /** The computers play on without pauses (and the table without animations) until a person is on turn. */
  | { readonly type: 'SKIP_TO_TURN' };

/** Auto-draw's pause before each tile, as a share of the computer players' pace. */
export const AUTO_DRAW_PACE = 0.6;

/** Parameters computed from the event, shared by a guard and the action it lets through. */
type Args = { readonly context: GameContext; readonly event: GameEvent };

const moveParams = ({ context, event }: Args) => ({ move: humanMove(context, event) });
const newGameParams = ({ context, event }: Args) => ({
  result: newGameSettings(context, event.type === 'NEW_GAME' ? event.settings : undefined),
});
const claimParams = ({ event }: Args) => ({
  value: event.type === 'CLAIM' ? event.value : undefined,
});
const rematchParams = ({ context, event }: Args) => ({
  result: rematchSettings(context, event.type === 'REMATCH' ? event.seed : undefined),
});

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A person's move: made when the engine accepts it, refused (with the reason) when not. */
const personMoves = [
  {
    guard: { type: 'humanMayMove', params: moveParams },
    actions: { type: 'move', params: moveParams },
    target: '#game.route',
  },
  { actions: { type: 'refuseMove', params: moveParams } },
] as const;

export const gameMachine = setup({
  types: {
    context: {} as GameContext,
    events: {} as GameEvent,
    input: {} as GameInput,
  },
  actors: { computer: computerActor(randomChooser) },
  delays: {
    pace: ({ context }) =>
      paceFor(context.settings.speed, context.settings.players, movesAgain(context)),
    // Auto-draw's tiles come a little quicker than a computer's moves, each still shown.
    drawPace: ({ context }) => SPEED[context.settings.speed].paceMs * AUTO_DRAW_PACE,
  },
  guards: {
    gameOver: ({ context }) => phaseOf(context).kind === 'game-over',
    toDeal: ({ context }) => phaseOf(context).kind === 'deal',
    handOver: ({ context }) => handOver(context),
    computerOnTurn: ({ context }) => computerOnTurn(context),
    instant: ({ context }) => context.settings.speed === 'instant',
    skipping: ({ context }) => context.skipping === true,
    maySkip: ({ context }) => skipMakesSense(context),
    autoContinue: ({ context }) => context.autoContinue,
    autoDraws: ({ context }) => autoDraws(context),
    humanMayMove: ({ context }, p: { move: Move | null }) => humanMayMove(context, p.move),
    computerMayMove: ({ context }, p: { move: Move }) => canApply(context, p.move),
    settingsOk: (_, p: { result: SettingsResult }) => p.result.ok,
    claimOpen: ({ context }) => claimOpen(context),
    mayClaim: ({ context }, p: { value: unknown }) => mayClaim(context, p.value),
    mayUndo: ({ context }) => mayUndo(context),
    mayCallMuggins: ({ context }) => mayCallMuggins(context),
    mayCount: ({ context, event }) =>
      mayCount(context, event.type === 'SET_COUNTING' ? event.on : undefined),
  },
  actions: {
    deal: assign(({ context }) => dealHand(context)),
    move: assign(({ context }, p: { move: Move | null }) => advance(context, p.move)),
    refuseMove: assign(({ context }, p: { move: Move | null }) => refuseHuman(context, p.move)),
    refuseNotNow: assign(({ context, event }) => refuseNotNow(context, event)),
    computerFallback: assign(({ context }, p: { why: string }) => computerFallback(context, p.why)),
    startGame: assign(({ context }, p: { result: SettingsResult }) => restart(context, p.result)),
    refuseSettings: assign(({ context }, p: { result: SettingsResult }) =>
      refuseSettings(context, p.result),
    ),
    setSpeed: assign(({ context, event }) =>
      withSpeed(context, event.type === 'SET_SPEED' ? event.speed : undefined),
    ),
    setAutoDraw: assign(({ context, event }) =>
      withAutoDraw(context, event.type === 'SET_AUTO_DRAW' ? event.on : undefined),
    ),
    autoDraw: assign(({ context }) => autoDraw(context)),
    startSkip: assign(({ context }) => ({ skipping: true, skips: (context.skips ?? 0) + 1 })),
    refuseSkip: assign(({ context }) =>
      refuse(context, 'not-now', 'Skip to my turn is for while a computer player is on turn.'),
    ),
    endSkip: assign(({ context }) => (context.skipping ? { skipping: false } : {})),
    claim: assign(({ context }, p: { value: unknown }) => claim(context, p.value)),
    refuseClaim: assign(({ context }, p: { value: unknown }) => refuseClaim(context, p.value)),
    undo: assign(({ context }) => undo(context)),
    callMuggins: assign(({ context }) => callMuggins(context)),
    refuseMuggins: assign(({ context }) => refuseMuggins(context)),
    refuseUndo: assign(({ context }) => refuseUndo(context)),
    setCounting: assign(({ context, event }) =>
      setCounting(context, event.type === 'SET_COUNTING' ? event.on : undefined),
    ),
  },
}).createMachine({
  id: 'game',
  description: 'A whole game of Horse Race (or a variant), hand by hand.',
  context: ({ input }) => contextFrom(input),
  initial: 'route',
  on: {
    NEW_GAME: [
      {
        guard: { type: 'settingsOk', params: newGameParams },
        actions: { type: 'startGame', params: newGameParams },
        target: '.route',
      },
      { actions: { type: 'refuseSettings', params: newGameParams } },
    ],
    SET_SPEED: { actions: 'setSpeed' },
    SET_AUTO_DRAW: { actions: 'setAutoDraw' },
    // Practice's events, in any phase; each accepted one goes through route again, so a
    // computer player held for a claim goes on once it is made (or counting is turned off).
    UNDO: [{ guard: 'mayUndo', actions: 'undo', target: '.route' }, { actions: 'refuseUndo' }],
    CALL_MUGGINS: [
      { guard: 'mayCallMuggins', actions: 'callMuggins' },
      { actions: 'refuseMuggins' },
    ],
    CLAIM: [
      {
        guard: { type: 'mayClaim', params: claimParams },
        actions: { type: 'claim', params: claimParams },
        target: '.route',
      },
      { actions: { type: 'refuseClaim', params: claimParams } },
    ],
    SET_COUNTING: [
      { guard: 'mayCount', actions: 'setCounting', target: '.route' },
      { actions: 'setCounting' },
    ],
    // Anything a phase does not take is refused, visibly.
    MOVE: { actions: 'refuseNotNow' },
    NEXT_HAND: { actions: 'refuseNotNow' },
    REMATCH: { actions: 'refuseNotNow' },
    SKIP_TO_TURN: { actions: 'refuseSkip' },
  },
  states: {
    route: {
      description:
        'Goes to the phase the engine state is in (a new game, a move made, a resumed save).',
      always: [
        { guard: 'gameOver', target: 'game-over' },
        { guard: 'toDeal', target: 'deal' },
        { guard: 'handOver', target: 'hand-end' },
        { target: 'turn' },
      ],
    },
    deal: {
      description:
        'Shuffles and deals from the seed; draws the lot for the lead where the rules call for it.',
      entry: 'deal',
      always: 'route',
    },
    turn: {
      description: 'A hand in play: what the seat on turn may do, and who decides it.',
      on: { MOVE: personMoves },
      initial: 'route',
      states: {
        route: {
          always: [
            { guard: and(['computerOnTurn', 'claimOpen']), target: 'held' },
            { guard: and(['computerOnTurn', or(['instant', 'skipping'])]), target: 'thinking' },
            { guard: 'computerOnTurn', target: 'pacing' },
            { target: 'human' },
          ],
        },
        human: {
          description:
            'A person is on turn: the machine waits for a MOVE (with auto-draw on, it draws for them while drawing is all they can do).',
          entry: 'endSkip',
          after: {
            drawPace: { guard: 'autoDraws', actions: 'autoDraw', target: '#game.route' },
          },
          // Turned on while the person waits: the wait starts again, so the draw comes.
          on: { SET_AUTO_DRAW: { actions: 'setAutoDraw', target: '#game.route' } },
        },
        held: {
          description:
            'Practice: a computer player is on turn but waits until the person has claimed the points of their last placement (CLAIM).',
        },
        pacing: {
          description:
            'A computer player is on turn: a pause from the speed setting and the number of players, so people can follow; Skip to my turn ends it.',
          after: { pace: 'thinking' },
          on: {
            SKIP_TO_TURN: [
              { guard: 'maySkip', actions: 'startSkip', target: 'thinking' },
              { actions: 'refuseSkip' },
            ],
          },
        },
        thinking: {
          description: 'The injected computer actor chooses a move from what its seat may know.',
          on: {
            SKIP_TO_TURN: [{ guard: 'maySkip', actions: 'startSkip' }, { actions: 'refuseSkip' }],
          },
          invoke: {
            id: 'computer',
            src: 'computer',
            input: ({ context }) => computerInput(context),
            onDone: [
              {
                guard: {
                  type: 'computerMayMove',
                  params: ({ event }) => ({ move: event.output }),
                },
                actions: { type: 'move', params: ({ event }) => ({ move: event.output }) },
                target: '#game.route',
              },
              {
                actions: { type: 'computerFallback', params: { why: 'chose an illegal move' } },
                target: '#game.route',
              },
            ],
            onError: {
              actions: {
                type: 'computerFallback',
                params: ({ event }) => ({ why: `failed (${describeError(event.error)})` }),
              },
              target: '#game.route',
            },
          },
        },
      },
    },
    'hand-end': {
      description:
        'The hands are revealed, the pips counted and the bonus pegged; waits for NEXT_HAND.',
      entry: 'endSkip',
      // Going on by itself waits on the clock even at instant speed (0 ms), so that a game of
      // computers hands the event loop back between hands instead of running in one go.
      after: { pace: { guard: 'autoContinue', target: 'deal' } },
      on: { NEXT_HAND: 'deal' },
    },
    'game-over': {
      description:
        'The winner and the final scores; a rematch with the same settings, or a new game.',
      entry: 'endSkip',
      on: {
        REMATCH: [
          {
            guard: { type: 'settingsOk', params: rematchParams },
            actions: { type: 'startGame', params: rematchParams },
            target: 'route',
          },
          { actions: { type: 'refuseSettings', params: rematchParams } },
        ],
      },
    },
  },
});

export type GameMachine = typeof gameMachine;

/** The machine with another chooser for the computer seats: the one line to swap players in. */
export function withChooser(chooser: Chooser): GameMachine {
  return gameMachine.provide({ actors: { computer: computerActor(chooser) } });
}
