/**
 * Model-based testing of the game machine with xstate/graph. The machine's own
 * transition function is the model: `getAdjacencyMap` walks it from a start,
 * with the events a person, the clock and the computer actor would produce in
 * each state, and a state key that abstracts a snapshot to its phase, position
 * and refusal. Paths through that graph are then run against a live actor on a
 * simulated clock, which must agree with the model at every step.
 */
import { lineState } from '../../src/machine/lineState';
import { createActor, SimulatedClock, type AnyEventObject, type AnyStateNode } from 'xstate';
import { getAdjacencyMap, getStateNodes } from 'xstate/graph';
import type { Tile } from '../../src/engine/index';
import { movesAgain } from '../../src/machine/context';
import { paceFor } from '../../src/machine/vocabulary';
import {
  AUTO_DRAW_PACE,
  autoDraws,
  computerInput,
  gameMachine,
  openClaim,
  PACE_MS,
  withChooser,
  seatOnTurn,
  type Chooser,
  type GameEvent,
  type GameInput,
  type GameMachine,
  type GameSnapshot,
} from '../../src/machine/index';
import { mayCallMuggins } from '../../src/machine/muggins';
import { computers, eventFor, flush, personsChoice } from './helpers';

/** One walk of the model: a machine (with its chooser), where it starts, and what may happen. */
export interface ModelConfig {
  readonly name: string;
  /** The computer players' chooser; it must answer synchronously, so the model can ask it too. */
  readonly chooser: Chooser;
  readonly input: GameInput;
  /** Also try the one-off events (malformed events, settings, speed) at the first position. */
  readonly extras: boolean;
}

/** The abstraction: phase, game, position in the game, and the refusal standing. */
export function stateKey(s: GameSnapshot): string {
  const c = s.context;
  const moves = c.hands[c.hands.length - 1]?.moves.length ?? 0;
  return [
    JSON.stringify(s.value),
    c.settings.seed,
    c.settings.speed,
    c.autoDraw === true ? 'auto-draw' : '-',
    lineState(c).handsPlayed,
    moves,
    c.refusal?.code ?? '-',
    c.practice
      ? `${c.practice.counting ? 'counting' : 'practice'}:${c.practice.answers.map((a) => a.value).join(',')}`
      : 'casual',
  ].join('|');
}

function afterEventOf(id: string): string {
  const type = [...gameMachine.getStateNodeById(id).transitions.keys()].find((k) =>
    k.startsWith('xstate.after.'),
  );
  if (!type) throw new Error(`${id} has no delayed transition`);
  return type;
}

/** What the live computer actor will send: its move, or its failure. */
function computerOutcome(chooser: Chooser, s: GameSnapshot): AnyEventObject {
  const input = computerInput(s.context);
  try {
    if (!input.turn) throw new Error('no turn');
    const choice = chooser(input.level, input.turn, input.rng);
    if (choice instanceof Promise) throw new Error('the model needs a synchronous chooser');
    return { type: 'xstate.done.actor.computer', output: choice.move, actorId: 'computer' };
  } catch (error) {
    return { type: 'xstate.error.actor.computer', error, actorId: 'computer' };
  }
}

/** A tile the seat on turn does not hold. */
function notHeld(s: GameSnapshot): Tile {
  const hand = lineState(s.context).hand;
  const held = hand?.hands[hand.turn] ?? [];
  for (let t = 0; ; t++) if (!held.includes(t as Tile)) return t as Tile;
}

/** The events tried in a state: the game's own next step, plus refusals of each kind. */
export function eventsFor(config: ModelConfig, s: GameSnapshot): AnyEventObject[] {
  const c = s.context;
  const initialSeed = 'settings' in config.input ? config.input.settings.seed : c.settings.seed;
  // A rematch or a new game is a leaf: its first position is checked, the game not replayed.
  if (c.settings.seed !== initialSeed || s.status !== 'active') return [];
  const out: AnyEventObject[] = [];
  const moves = c.hands[c.hands.length - 1]?.moves.length ?? 0;
  const first = lineState(c).handsPlayed === 1 && moves === 0;
  out.push(...practiceEvents(config, s, first));
  if (s.matches('turn')) {
    const on = seatOnTurn(c);
    if (on?.setting.kind === 'human') {
      const chosen = eventFor(personsChoice(c));
      // Auto-draw: turned on when drawing is all the person can do, then the machine draws.
      if (autoDraws(c)) out.push({ type: afterEventOf('game.turn.human') });
      else if (moveKind(chosen) === 'draw' && config.extras)
        out.push({ type: 'SET_AUTO_DRAW', on: true });
      out.push(chosen, { type: 'MOVE', move: { type: 'play', tile: notHeld(s), on: null } });
      // The family-neutral move event: the person's choice as data (a path of its own).
      if (config.extras && moves === 0) out.push({ type: 'MOVE', move: personsChoice(c) });
      if (moveKind(chosen) !== 'draw') out.push({ type: 'MOVE', move: { type: 'draw' } });
      if (moveKind(chosen) !== 'pass') out.push({ type: 'MOVE', move: { type: 'pass' } });
    } else {
      if (s.matches({ turn: 'pacing' })) out.push({ type: afterEventOf('game.turn.pacing') });
      if (s.matches({ turn: 'thinking' })) out.push(computerOutcome(config.chooser, s));
      // Skip to my turn, while the computer pauses or chooses (refused at a table of computers).
      if (!c.skipping) out.push({ type: 'SKIP_TO_TURN' });
      out.push({ type: 'MOVE', move: { type: 'draw' } });
    }
    out.push({ type: 'NEXT_HAND' }, { type: 'REMATCH' });
    if (first && config.extras) {
      out.push(
        { type: 'MOVE', move: { type: 'play' } },
        { type: 'MOVE', move: { type: 'play', tile: 0, on: 'x' } },
        // The family-neutral move event with data that is no move.
        { type: 'MOVE', move: { seat: 'x', type: 'play' } },
        { type: 'SET_SPEED', speed: c.settings.speed },
        { type: 'SET_SPEED', speed: 'warp' },
        { type: 'SET_AUTO_DRAW', on: 'maybe' },
        { type: 'SKIP_TO_TURN' },
        { type: 'NEW_GAME', settings: { players: 9 } },
        { type: 'NEW_GAME', settings: { preset: 'seven-toed-pete', seats: computers(4) } },
      );
    }
  } else if (s.matches('hand-end')) {
    out.push(
      { type: 'NEXT_HAND' },
      { type: 'SKIP_TO_TURN' },
      { type: 'MOVE', move: { type: 'play', tile: 0, on: null } },
      { type: 'MOVE', move: null },
      { type: 'MOVE', move: { type: 'draw' } },
      { type: 'REMATCH' },
    );
    if (c.autoContinue) out.push({ type: afterEventOf('game.hand-end') });
  } else if (s.matches('game-over')) {
    out.push(
      { type: 'REMATCH' },
      { type: 'REMATCH', seed: 'no!' },
      { type: 'NEW_GAME', settings: { preset: 'horse-race-celko', players: 3 } },
      { type: 'NEW_GAME', settings: { preset: 'seven-toed-pete', players: 2 } },
      { type: 'MOVE', move: { type: 'pass' } },
      { type: 'NEXT_HAND' },
    );
  }
  return out;
}

/** What kind of move an event asks for (a line's play, draw or pass); null for another event. */
function moveKind(event: GameEvent): string | null {
  if (event.type !== 'MOVE') return null;
  const move = event.move;
  return typeof move === 'object' && move !== null && 'type' in move ? String(move.type) : null;
}

/**
 * Practice's events: in a practice game, the claim (right, and once a wrong one that is
 * refused as malformed), undo wherever the person has a turn to take back, and the
 * drill turned off while a computer player is held; in a casual game, each refused once.
 */
function practiceEvents(config: ModelConfig, s: GameSnapshot, first: boolean): AnyEventObject[] {
  const c = s.context;
  if (!c.practice) {
    return first && config.extras
      ? [
          { type: 'UNDO' },
          { type: 'CLAIM', value: 0 },
          { type: 'SET_COUNTING', on: true },
          { type: 'CALL_MUGGINS' },
        ]
      : [];
  }
  const out: AnyEventObject[] = [];
  const open = openClaim(c);
  if (open) {
    out.push({ type: 'CLAIM', value: open.points }, { type: 'CLAIM', value: -1 });
    if (s.matches({ turn: 'held' }) && lineState(c).handsPlayed === 1)
      out.push({ type: 'SET_COUNTING', on: false });
  } else if (first) out.push({ type: 'CLAIM', value: 3 }, { type: 'SET_COUNTING', on: 'yes' });
  if (!s.matches({ turn: 'held' })) out.push({ type: 'UNDO' });
  // Muggins on a computer's missed count when one is open; once, a call with none open.
  if (mayCallMuggins(c) || first) out.push({ type: 'CALL_MUGGINS' });
  return out;
}

/** One way out of a state in the adjacency map. */
interface Transition {
  readonly event: AnyEventObject;
  readonly state: GameSnapshot;
}

/** The model's states by key, each with its ways out by serialized event. */
type Adjacency = Readonly<
  Record<string, { readonly state: GameSnapshot; readonly transitions: Record<string, Transition> }>
>;

function transitionsOf(model: Model, key: string): Transition[] {
  const value = model.adjacency[key];
  return value ? Object.values(value.transitions) : [];
}

export interface Model {
  readonly config: ModelConfig;
  readonly adjacency: Adjacency;
  /** The key of the start. */
  readonly start: string;
}

export function explore(config: ModelConfig): Model {
  const adjacency = getAdjacencyMap<GameSnapshot, AnyEventObject, GameInput>(gameMachine as never, {
    input: config.input,
    events: (s) => eventsFor(config, s),
    serializeState: (s) => stateKey(s),
  });
  const start = Object.keys(adjacency)[0];
  if (start === undefined) throw new Error('empty model');
  return { config, adjacency: adjacency as unknown as Adjacency, start };
}

/** An edge of the model: from a state, an event, to a state. */
export interface Edge {
  readonly from: string;
  readonly event: AnyEventObject;
  readonly to: string;
}

/** Shortest event sequences from the start to every state (breadth first). */
export function shortestPaths(model: Model): Map<string, Edge[]> {
  const paths = new Map<string, Edge[]>([[model.start, []]]);
  const queue = [model.start];
  for (let i = 0; i < queue.length; i++) {
    const from = queue[i] as string;
    const path = paths.get(from) as Edge[];
    for (const t of transitionsOf(model, from)) {
      const to = stateKey(t.state);
      if (paths.has(to)) continue;
      paths.set(to, [...path, { from, event: t.event, to }]);
      queue.push(to);
    }
  }
  return paths;
}

/**
 * The kind of an edge: the phase it leaves, the event's type, and the phase
 * and refusal it reaches. Positions in the game do not count.
 */
export function kindOf(model: Model, edge: Edge): string {
  const from = model.adjacency[edge.from]?.state;
  const to = model.adjacency[edge.to]?.state;
  return `${JSON.stringify(from?.value)} ${edge.event.type} ${JSON.stringify(to?.value)} ${to?.context.refusal?.code ?? '-'}`;
}

/**
 * Paths that together take every kind of edge: for each kind, the shortest
 * path from the start that ends with such an edge. Longest first, so that a
 * runner can skip a path whose kind an earlier path has taken on its way.
 */
export function coveringPaths(model: Model): Edge[][] {
  const paths = shortestPaths(model);
  const chosen = new Map<string, Edge[]>();
  for (const from of Object.keys(model.adjacency)) {
    const prefix = paths.get(from);
    if (!prefix) continue;
    for (const t of transitionsOf(model, from)) {
      const edge = { from, event: t.event, to: stateKey(t.state) };
      const kind = kindOf(model, edge);
      const known = chosen.get(kind);
      if (known && known.length <= prefix.length + 1) continue;
      chosen.set(kind, [...prefix, edge]);
    }
  }
  return [...chosen.values()].sort((a, b) => b.length - a.length);
}

/** Every state node's path ("turn.phase.lead") and every transition, by a stable name. */
export function machineParts(machine: GameMachine) {
  const nodes: AnyStateNode[] = [machine.root as AnyStateNode, ...getStateNodes(machine.root)];
  const states = new Set(nodes.map((n) => n.path.join('.')).filter((p) => p !== ''));
  const transitions = new Map<unknown, string>();
  for (const node of nodes) {
    for (const [type, list] of node.transitions)
      list.forEach((t, i) => transitions.set(t, `${node.id} on ${type} #${i}`));
    node.always?.forEach((t, i) => transitions.set(t, `${node.id} always #${i}`));
  }
  return { states, transitions };
}

function statePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  const out: string[] = [];
  for (const [k, v] of Object.entries(value as Record<string, unknown>))
    out.push(`${prefix}${k}`, ...statePaths(v, `${prefix}${k}.`));
  return out;
}

/** What a live run saw: states entered and transitions taken, microstep by microstep. */
export interface Seen {
  readonly states: Set<string>;
  readonly transitions: Set<string>;
}

export interface StepCheck {
  (before: GameSnapshot, event: AnyEventObject, after: GameSnapshot): void;
}

/**
 * Runs a path against a live actor on a simulated clock: people's events are
 * sent, delays are waited out on the clock (and must not fire a moment early),
 * and the computer player answers when the path says so (its chooser is held
 * at a gate, so that an instant game does not run ahead of the path). After
 * each step the live snapshot must be the model's, and `check` must hold.
 * Returns the kinds of the edges taken.
 */
export async function runPath(
  model: Model,
  path: readonly Edge[],
  seen: Seen,
  check: StepCheck,
): Promise<string[]> {
  const { chooser, input } = model.config;
  const gate: (() => void)[] = [];
  const gated: Chooser = (level, turn, rng) =>
    new Promise((resolve, reject) =>
      gate.push(() => {
        try {
          resolve(chooser(level, turn, rng));
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)));
        }
      }),
    );
  const machine = withChooser(gated);
  const names = machineParts(machine).transitions;
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input,
    clock,
    inspect: (e) => {
      if (e.type !== '@xstate.microstep' || e.actorRef.sessionId !== e.rootId) return;
      for (const t of e._transitions) seen.transitions.add(names.get(t) ?? '?');
      for (const p of statePaths((e.snapshot as GameSnapshot).value)) seen.states.add(p);
    },
  });
  actor.start();
  for (const p of statePaths(actor.getSnapshot().value)) seen.states.add(p);
  const where = (i: number) => `${model.config.name}, step ${i + 1} of ${path.length}`;
  if (stateKey(actor.getSnapshot()) !== model.start) throw new Error(`${where(-1)}: wrong start`);
  const kinds: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const edge = path[i] as Edge;
    const before = actor.getSnapshot();
    const type = edge.event.type;
    if (type.startsWith('xstate.after.')) {
      // The computers' pause: shorter at a big table and for a seat moving again.
      const { speed, players } = before.context.settings;
      const pace = type.includes('drawPace')
        ? PACE_MS[speed] * AUTO_DRAW_PACE
        : paceFor(speed, players, movesAgain(before.context));
      if (pace > 0) {
        clock.increment(pace - 1);
        if (stateKey(actor.getSnapshot()) !== edge.from)
          throw new Error(`${where(i)}: the delay fired before ${pace} ms`);
      }
      clock.increment(pace > 0 ? 1 : 0);
    } else if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
      const answer = gate.shift();
      if (!answer) throw new Error(`${where(i)}: the computer player was not asked`);
      answer();
      await flush();
    } else {
      actor.send(edge.event as GameEvent);
    }
    const after = actor.getSnapshot();
    const key = stateKey(after);
    if (key !== edge.to)
      throw new Error(`${where(i)}: after ${type} the actor is at\n  ${key}\nnot\n  ${edge.to}`);
    check(before, edge.event, after);
    kinds.push(kindOf(model, edge));
  }
  actor.stop();
  return kinds;
}
