/**
 * Model-based tests (xstate/graph): every state reached and every transition
 * taken by live actors on a simulated clock, which agree with the machine's
 * model at every step, while invariants about phases, refusals and the log hold.
 */
import { lineState } from '../../src/machine/lineState';
import type { AnyEventObject } from 'xstate';
import { describe, expect, test } from 'vitest';
import type { InformationSet } from '../../src/ai/index';
import { legalMoves, type Tile } from '../../src/engine/index';
import {
  gameMachine,
  openClaim,
  randomChooser,
  selectPhase,
  type Chooser,
  type GameSnapshot,
} from '../../src/machine/index';
import {
  coveringPaths,
  explore,
  kindOf,
  machineParts,
  runPath,
  type Edge,
  type ModelConfig,
  type Seen,
} from './graph';
import { computers, settingsOf } from './helpers';

/** A computer player that always goes wrong: it fails, or it plays a tile it does not hold. */
const wayward: Chooser = (_level, turn) => {
  const view = turn.view as InformationSet;
  if (view.history.length % 2 === 0) throw new Error('lost its train of thought');
  let tile = 0;
  while (view.hand.includes(tile as Tile)) tile++;
  return {
    move: { type: 'play', seat: view.seat, tile: tile as Tile, on: null },
    rng: { s: [1, 2, 3, 4] },
  };
};

const configs: ModelConfig[] = [
  {
    // A person against a computer: the person leads, chains, draws, places a drawn tile and
    // passes (domino-play ends a chain with a pass); two hands, then the game ends.
    name: 'person and computer',
    chooser: randomChooser,
    input: {
      settings: settingsOf({
        preset: 'horse-race-domino-play',
        players: 2,
        target: 30,
        seed: 'AAAAAA',
        seats: [{ kind: 'human' }, { kind: 'computer', level: 'random' }],
      }),
    },
    extras: true,
  },
  {
    // Practice with the counting drill: the computer player is held until the person
    // claims; undo takes turns back; the drill turned off lets the computer go on.
    name: 'practice, counting',
    chooser: randomChooser,
    input: {
      settings: settingsOf({
        players: 2,
        target: 12,
        seed: 'PRAC71',
        seats: [{ kind: 'human' }, { kind: 'computer', level: 'random' }],
      }),
      practice: { counting: true, answers: [] },
    },
    extras: false,
  },
  {
    name: 'computers at instant speed, going on by themselves',
    chooser: randomChooser,
    input: {
      settings: settingsOf({
        players: 3,
        target: 25,
        seed: 'B0B0B0',
        speed: 'instant',
        seats: computers(3),
      }),
      autoContinue: true,
    },
    extras: false,
  },
  {
    name: 'computers at fast speed, going on by themselves',
    chooser: randomChooser,
    input: {
      settings: settingsOf({
        preset: 'seven-toed-pete',
        target: 40,
        seed: 'C0FFEE',
        speed: 'fast',
        seats: computers(4),
      }),
      autoContinue: true,
    },
    extras: false,
  },
  {
    name: 'a failing computer player',
    chooser: wayward,
    input: {
      settings: settingsOf({ target: 10, seed: 'BADBAD', seats: computers(2), speed: 'slow' }),
      autoContinue: true,
    },
    extras: false,
  },
];

function ensure(ok: boolean, what: string): void {
  if (!ok) throw new Error(`invariant broken: ${what}`);
}

/** Invariants at every step of every path (plain checks: they run tens of thousands of times). */
function check(before: GameSnapshot, event: AnyEventObject, after: GameSnapshot): void {
  ensure(after.status === 'active', 'the actor keeps running');
  const c = after.context;
  const b = before.context;
  const hand = lineState(c).hand;
  if (after.matches('turn')) {
    ensure(hand !== null && hand.result === null && !c.game.over, 'a turn is in a hand in play');
    if (!hand) return;
    ensure(
      (selectPhase(after) === 'lead') === (hand.layout.nodes.length === 0),
      'lead is the phase of an empty table',
    );
    const legal = legalMoves(lineState(c));
    const drawing =
      hand.layout.nodes.length > 0 &&
      (hand.drawn !== null || (legal.length === 1 && legal[0]?.type === 'draw'));
    ensure(
      (selectPhase(after) === 'draw') === drawing,
      'draw is the phase where drawing is all there is, or a drawn tile must be placed',
    );
    ensure(
      after.matches({ turn: 'human' }) === (c.settings.seats[hand.turn]?.kind === 'human'),
      'the machine waits for a person exactly when a person is on turn',
    );
    ensure(
      after.matches({ turn: 'held' }) ===
        (c.settings.seats[hand.turn]?.kind === 'computer' && openClaim(c) !== null),
      'a computer player is held exactly while a claim is open',
    );
  }
  if (after.matches('hand-end'))
    ensure(
      !!hand?.result && !c.game.over && c.log.at(-1)?.kind === 'hand-end',
      'hand-end follows a finished hand',
    );
  if (after.matches('game-over'))
    ensure(c.game.over && c.log.at(-1)?.kind === 'game-over', 'game-over follows the end');
  const refused = c.refusal !== null && c.refusal !== b.refusal;
  if (refused && c.refusal.code !== 'computer-error') {
    ensure(
      JSON.stringify(after.value) === JSON.stringify(before.value) &&
        c.game === b.game &&
        c.log === b.log &&
        c.hands === b.hands &&
        c.settings === b.settings &&
        c.practice === b.practice,
      `a refusal (${c.refusal.code}) changes nothing else`,
    );
    ensure(c.refusal.at === c.log.length - 1 && c.refusal.message !== '', 'a refusal says why');
  }
  const person = !event.type.startsWith('xstate.');
  const unchanged =
    c.game === b.game &&
    c.settings === b.settings &&
    c.autoDraw === b.autoDraw &&
    c.skipping === b.skipping &&
    c.practice === b.practice &&
    JSON.stringify(after.value) === JSON.stringify(before.value);
  if (person && unchanged)
    ensure(c.refusal !== null && c.refusal !== b.refusal, `${event.type} is taken or refused`);
  if (c.game !== b.game && c.refusal?.code !== 'computer-error')
    ensure(c.refusal === null, 'an accepted event clears the refusal');
  if (event.type === 'UNDO' && c.game !== b.game) {
    const moves = (h: typeof c.hands) => h.reduce((n, x) => n + x.moves.length, 0);
    ensure(moves(c.hands) < moves(b.hands), 'undo takes moves back');
    ensure(
      c.log.every((e, i) => JSON.stringify(e) === JSON.stringify(b.log[i])),
      'after undo the log is the start of the one before',
    );
    ensure(
      (c.practice?.answers ?? []).every((a) => (c.hands[a.hand]?.events.length ?? 0) > a.move),
      'undo drops the answers to moves taken back',
    );
  } else if (c.settings.seed === b.settings.seed) {
    ensure(
      c.log.length >= b.log.length && b.log.every((e, i) => c.log[i] === e),
      'within a game the log only grows',
    );
    ensure(
      c.log.every((e, i) => e.id === i),
      "each log entry's id is its place",
    );
    if (event.type === 'MOVE' && c.game !== b.game) {
      const moves = (h: typeof c.hands) => h.reduce((n, x) => n + x.moves.length, 0);
      ensure(moves(c.hands) === moves(b.hands) + 1, "a person's move is one move");
      ensure(c.hands.at(-1)?.moves.at(-1)?.seat === lineState(b).hand?.turn, 'by the seat on turn');
    }
  } else {
    ensure(
      c.log[0]?.kind === 'deal' && lineState(c).handsPlayed === 1,
      'a new game starts with a deal',
    );
  }
}

const seen: Seen = { states: new Set(), transitions: new Set() };

describe.each(configs)('model: $name', (config) => {
  const model = explore(config);
  const paths = coveringPaths(model);

  test('the model reaches the end of the game and a new one', () => {
    const states = Object.values(model.adjacency).map((v) => v.state);
    expect(states.some((s) => s.matches('game-over'))).toBe(true);
    expect(states.some((s) => s.context.settings.seed !== states[0]?.context.settings.seed)).toBe(
      true,
    );
  });

  test(`paths covering ${paths.length} kinds of edge run live, in step with the model`, async () => {
    const taken = new Set<string>();
    let run = 0;
    for (const path of paths) {
      if (taken.has(kindOf(model, path[path.length - 1] as Edge))) continue;
      for (const kind of await runPath(model, path, seen, check)) taken.add(kind);
      run++;
    }
    expect(run).toBeGreaterThan(0);
    expect(taken.size).toBe(paths.length);
  });
});

describe('model coverage', () => {
  const parts = machineParts(gameMachine);

  test(`every one of the ${parts.states.size} states of the machine is entered`, () => {
    const missing = [...parts.states].filter((s) => !seen.states.has(s));
    expect(missing).toEqual([]);
  });

  test(`every one of the ${parts.transitions.size} transitions of the machine is taken`, () => {
    const names = new Set(parts.transitions.values());
    const missing = [...names].filter((t) => !seen.transitions.has(t));
    expect(missing).toEqual([]);
    expect([...seen.transitions].filter((t) => !names.has(t))).toEqual([]);
  });
});
