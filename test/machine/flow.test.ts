/** The game flow scene by scene: deals, pacing on a simulated clock, refusals, hand-end, game-over, computer players. */
import { lineState } from '../../src/machine/lineState';
import { describe, expect, test } from 'vitest';
import {
  dealNextHand,
  legalMoves,
  newGame,
  toMove,
  type GameState,
  type Tile,
} from '../../src/engine/index';
import type { InformationSet } from '../../src/ai/index';
import {
  configFor,
  handRng,
  moveRng,
  nextSeed,
  PACE_MS,
  randomChooser,
  selectGameOver,
  selectPhase,
  withChooser,
  type Chooser,
  type GameEvent,
  type GameSnapshot,
  type Speed,
} from '../../src/machine/index';
import {
  clockedActor,
  computers,
  drive,
  eventFor,
  flush,
  personsChoice,
  settingsOf,
} from './helpers';

const person = { kind: 'human' } as const;
const computer = { kind: 'computer', level: 'random' } as const;

function vsComputer(extra: Record<string, unknown> = {}) {
  return settingsOf({ players: 2, seats: [person, computer], seed: 'K7M2PQ', ...extra });
}

const humanOnTurn = (s: GameSnapshot) => s.matches({ turn: 'human' });

/** The context without the refusal: what a refusal must leave alone. */
const rest = (s: GameSnapshot) => ({ ...s.context, refusal: null });

describe('the deal', () => {
  test('the first hand is dealt from the seed, the leader drawn by lot', () => {
    const settings = vsComputer();
    const { actor } = clockedActor({ settings });
    const s = actor.getSnapshot();
    const fresh = newGame(configFor(settings));
    if (!fresh.ok) throw new Error('no game');
    const dealt = dealNextHand(fresh.value, handRng(settings.seed, 0));
    if (!dealt.ok) throw new Error('no deal');
    expect(lineState(s.context).hand?.hands).toEqual(dealt.value.state.hand?.hands);
    expect(lineState(s.context).hand?.boneyard).toEqual(dealt.value.state.hand?.boneyard);
    const entry = s.context.log[0];
    expect(entry).toMatchObject({ id: 0, kind: 'deal', hand: 0, handSizes: [7, 7], boneyard: 14 });
    expect(entry?.kind === 'deal' && entry.lot?.leader).toBe(lineState(s.context).hand?.leader);
    expect(s.matches('turn')).toBe(true);
  });

  test('the same seed code, in any case, deals the same game; another seed another', () => {
    const deal = (seed: string) =>
      lineState(clockedActor({ settings: vsComputer({ seed }) }).actor.getSnapshot().context).hand;
    expect(deal('k7m2pq')).toEqual(deal('K7M2PQ'));
    expect(deal('K7M2PR')?.hands).not.toEqual(deal('K7M2PQ')?.hands);
  });
});

describe('pacing on a simulated clock', () => {
  test('the speeds, from slow to instant', () => {
    expect(PACE_MS).toEqual({ slow: 1400, normal: 800, fast: 300, instant: 0 });
  });

  test.each(['slow', 'normal', 'fast'] as const)(
    'at %s speed a computer player waits its delay, then moves',
    async (speed: Speed) => {
      const { actor, clock } = clockedActor({ settings: vsComputer({ speed }) });
      const waiting = await drive(actor, clock, (s) => s.matches({ turn: 'pacing' }));
      const moves = waiting.context.log.length;
      clock.increment(PACE_MS[speed] - 1);
      await flush();
      expect(actor.getSnapshot().matches({ turn: 'pacing' })).toBe(true);
      expect(actor.getSnapshot().context.log.length).toBe(moves);
      clock.increment(1);
      await flush();
      expect(actor.getSnapshot().context.log.length).toBeGreaterThan(moves);
    },
  );

  test('at instant speed a computer player moves at once, with no clock', async () => {
    const { actor, clock } = clockedActor({ settings: vsComputer({ speed: 'instant' }) });
    const seen: string[] = [];
    actor.subscribe((s) => seen.push(JSON.stringify(s.value)));
    await drive(actor, clock, (s) => s.context.hands[0]!.moves.length >= 12, false);
    expect(seen.some((v) => v.includes('thinking'))).toBe(true);
    expect(seen.some((v) => v.includes('pacing'))).toBe(false);
  });

  test('a new speed paces the next computer turn', async () => {
    const { actor, clock } = clockedActor({ settings: vsComputer() });
    await drive(actor, clock, humanOnTurn);
    actor.send({ type: 'SET_SPEED', speed: 'slow' });
    expect(actor.getSnapshot().context.settings.speed).toBe('slow');
    const waiting = await drive(actor, clock, (s) => s.matches({ turn: 'pacing' }));
    clock.increment(PACE_MS.normal);
    expect(actor.getSnapshot().context.log.length).toBe(waiting.context.log.length);
    clock.increment(PACE_MS.slow - PACE_MS.normal);
    await flush();
    expect(actor.getSnapshot().context.log.length).toBeGreaterThan(waiting.context.log.length);
  });
});

describe('refusals', () => {
  /** A person about to lead (the seed gives seat 0 the lead by lot). */
  async function leading() {
    const { actor, clock } = clockedActor({ settings: vsComputer() });
    const s = await drive(actor, clock, (x) => humanOnTurn(x) && selectPhase(x) === 'lead');
    return { actor, clock, s };
  }

  test.each<[string, (s: GameSnapshot) => GameEvent, string]>([
    [
      'a tile not held',
      (s) => ({ type: 'MOVE', move: { type: 'play', tile: notHeld(s), on: null } }),
      'not-in-hand',
    ],
    [
      'a lead played on a tile',
      (s) => ({ type: 'MOVE', move: { type: 'play', tile: held(s), on: held(s) } }),
      'needs-on',
    ],
    ['a draw while holding a play', () => ({ type: 'MOVE', move: { type: 'draw' } }), 'must-play'],
    ['a pass while holding a play', () => ({ type: 'MOVE', move: { type: 'pass' } }), 'must-play'],
    [
      'a move for another seat',
      (s) => ({ type: 'MOVE', move: { type: 'play', tile: held(s), on: null, seat: 1 } }),
      'not-your-turn',
    ],
    ['next hand mid-hand', () => ({ type: 'NEXT_HAND' }), 'not-now'],
    ['a rematch mid-game', () => ({ type: 'REMATCH' }), 'not-now'],
    ['a play without a tile', () => ({ type: 'MOVE', move: { type: 'play' } }), 'bad-event'],
    [
      'a slot that is not a name',
      (s) => ({ type: 'MOVE', move: { type: 'play', tile: held(s), on: null, slot: 5 } }),
      'bad-event',
    ],
    ['an unknown speed', () => ({ type: 'SET_SPEED', speed: 'warp' }), 'bad-event'],
    ['a new game for five', () => ({ type: 'NEW_GAME', settings: { players: 5 } }), 'bad-settings'],
  ])('%s is refused visibly, and nothing else changes', async (_name, make, code) => {
    const { actor, s } = await leading();
    actor.send(make(s));
    const after = actor.getSnapshot();
    expect(after.status).toBe('active');
    expect(after.context.refusal).toMatchObject({ code, at: s.context.log.length - 1 });
    expect(after.context.refusal?.message).toMatch(/\w/);
    expect(after.value).toEqual(s.value);
    expect(rest(after)).toEqual(rest(s));
    expect(after.context.game).toBe(s.context.game);
    // The next accepted event clears it.
    actor.send(eventFor(personsChoice(after.context)));
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(actor.getSnapshot().context.game).not.toBe(s.context.game);
  });

  test('a person acting in a computer turn is refused, and the computer keeps its time', async () => {
    const { actor, clock } = clockedActor({ settings: vsComputer() });
    await drive(actor, clock, (s) => s.matches({ turn: 'pacing' }));
    clock.increment(PACE_MS.normal - 10);
    const before = actor.getSnapshot();
    actor.send({ type: 'MOVE', move: { type: 'draw' } });
    expect(actor.getSnapshot().context.refusal?.code).toBe('computer-seat');
    expect(rest(actor.getSnapshot())).toEqual(rest(before));
    clock.increment(10);
    await flush();
    expect(actor.getSnapshot().context.log.length).toBeGreaterThan(before.context.log.length);
  });

  test('moves at hand-end and after the game are refused as not now', async () => {
    const { actor, clock } = clockedActor({ settings: vsComputer() });
    await drive(actor, clock, (s) => s.matches('hand-end'), false);
    const events: GameEvent[] = [
      { type: 'MOVE', move: { type: 'draw' } },
      { type: 'MOVE', move: { type: 'pass' } },
      { type: 'REMATCH' },
    ];
    for (const event of events) {
      actor.send(event);
      expect(actor.getSnapshot().context.refusal?.code).toBe('not-now');
      expect(actor.getSnapshot().matches('hand-end')).toBe(true);
    }
  });
});

function held(s: GameSnapshot): Tile {
  const hand = lineState(s.context).hand!;
  return hand.hands[hand.turn]![0]!;
}

function notHeld(s: GameSnapshot): Tile {
  const hand = lineState(s.context).hand!;
  return ([0, 1, 2, 3, 4, 5, 6] as Tile[]).find((t) => !hand.hands[hand.turn]!.includes(t))!;
}

describe('hand-end and game-over', () => {
  test('hand-end waits for the person, however long, then deals the next hand', async () => {
    const { actor, clock } = clockedActor({ settings: vsComputer() });
    const end = await drive(actor, clock, (s) => s.matches('hand-end'), false);
    clock.increment(3_600_000);
    await flush();
    expect(actor.getSnapshot().matches('hand-end')).toBe(true);
    const result = lineState(end.context).hand!.result!;
    expect(end.context.log.at(-1)).toMatchObject({
      kind: 'hand-end',
      end: result.end,
      pips: result.pips,
      bonus: result.bonus,
      scores: lineState(end.context).scores,
    });
    actor.send({ type: 'NEXT_HAND' });
    const next = actor.getSnapshot();
    expect(next.matches('turn')).toBe(true);
    expect(lineState(next.context).handsPlayed).toBe(2);
    const deal = next.context.log.at(-1);
    expect(deal).toMatchObject({ kind: 'deal', hand: 1 });
    if (result.end === 'domino') {
      expect(deal?.kind === 'deal' && deal.lot).toBeNull();
      expect(lineState(next.context).hand?.leader).toBe(result.winners[0]);
    } else {
      expect(deal?.kind === 'deal' && deal.lot).not.toBeNull();
    }
  });

  test('with no person at the table, hands go on by themselves after the pause', async () => {
    const settings = settingsOf({ players: 3, seats: computers(3), seed: 'H4ND5X' });
    const { actor, clock } = clockedActor({ settings, autoContinue: true });
    await drive(actor, clock, (s) => s.matches('hand-end'), false);
    clock.increment(PACE_MS.normal - 1);
    expect(actor.getSnapshot().matches('hand-end')).toBe(true);
    clock.increment(1);
    expect(lineState(actor.getSnapshot().context).handsPlayed).toBe(2);
  });

  async function finished() {
    const settings = vsComputer({ target: 15 });
    const { actor, clock } = clockedActor({ settings });
    const over = await drive(actor, clock, (s) => s.matches('game-over'));
    return { actor, clock, settings, over };
  }

  test('game-over shows the winner and the final scores', async () => {
    const { over } = await finished();
    const scores = lineState(over.context).scores;
    expect(selectGameOver(over)).toMatchObject({
      kind: 'game-over',
      scores,
      winner: lineState(over.context).winner,
    });
    expect(Math.max(...scores)).toBeGreaterThanOrEqual(15);
  });

  test('a rematch keeps the settings and takes the next seed code', async () => {
    const { actor, settings } = await finished();
    actor.send({ type: 'REMATCH' });
    const s = actor.getSnapshot();
    expect(s.context.settings).toEqual({ ...settings, seed: nextSeed(settings.seed) });
    expect(lineState(s.context).handsPlayed).toBe(1);
    // A new log: the new game's deal first, nothing of the old game.
    expect(s.context.log[0]).toMatchObject({ id: 0, kind: 'deal', hand: 0 });
    expect(s.context.log.some((e) => e.kind === 'game-over' || e.hand > 0)).toBe(false);
    expect(lineState(s.context).scores).toEqual([0, 0]);
  });

  test('a rematch may name its seed code', async () => {
    const { actor } = await finished();
    actor.send({ type: 'REMATCH', seed: 'abcdef' });
    expect(actor.getSnapshot().context.settings.seed).toBe('ABCDEF');
  });

  test('a new game takes new settings, at game-over or mid-game', async () => {
    const { actor } = await finished();
    actor.send({
      type: 'NEW_GAME',
      settings: { preset: 'seven-toed-pete', seats: computers(4), seed: 'PETE77' },
    });
    const s = actor.getSnapshot();
    expect(s.context.settings).toMatchObject({
      preset: 'seven-toed-pete',
      players: 4,
      target: 101,
      seed: 'PETE77',
    });
    expect(lineState(s.context).hand?.hands.map((h) => h.length)).toEqual([7, 7, 7, 7]);
    actor.send({ type: 'NEW_GAME', settings: { players: 3 } });
    expect(actor.getSnapshot().context.settings).toMatchObject({
      preset: 'horse-race',
      players: 3,
      seed: nextSeed('PETE77' as never),
    });
  });
});

const VIEW_FIELDS = [
  'boneyardSize',
  'chained',
  'config',
  'drawn',
  'drew',
  'hand',
  'handSizes',
  'history',
  'layout',
  'leadTile',
  'leader',
  'legal',
  'restricted',
  'scores',
  'seat',
  'turn',
  'washedUp',
];

describe('computer players', () => {
  test('the chooser is injected, sees only its seat, and is seeded by game, hand and move', async () => {
    const calls: { level: string; view: InformationSet; game: GameState; rng: unknown }[] = [];
    let live: () => GameSnapshot = () => {
      throw new Error('not started');
    };
    const spy: Chooser = async (level, turn, rng) => {
      calls.push({
        level,
        view: turn.view as InformationSet,
        game: lineState(live().context),
        rng,
      });
      expect(turn.family).toBe('line');
      expect(turn.legal).toEqual(legalMoves(lineState(live().context)).map(toMove));
      return randomChooser(level, turn, rng);
    };
    const settings = settingsOf({
      players: 3,
      seed: 'SPY123',
      speed: 'instant',
      seats: [person, { kind: 'computer', level: 'hard' }, { kind: 'computer', level: 'easy' }],
    });
    const { actor, clock } = clockedActor({ settings }, withChooser(spy));
    live = () => actor.getSnapshot();
    await drive(actor, clock, (s) => s.matches('hand-end'), false);
    expect(calls.length).toBeGreaterThan(3);
    for (const { level, view, game, rng } of calls) {
      const hand = game.hand!;
      expect(view.seat).toBe(hand.turn);
      expect(level).toBe(view.seat === 1 ? 'hard' : 'easy');
      expect(view.hand).toEqual(hand.hands[view.seat]);
      expect(view.legal).toEqual(legalMoves(game));
      // An information set, nothing more: no other hand, no boneyard order.
      expect(Object.keys(view).sort()).toEqual(VIEW_FIELDS);
      const moves = view.history.length;
      expect(rng).toEqual(moveRng(settings.seed, game.handsPlayed - 1, moves));
    }
  });

  test.each<[string, Chooser]>([
    [
      'throws',
      () => {
        throw new Error('no idea');
      },
    ],
    ['rejects', () => Promise.reject(new Error('no idea'))],
    ['answers with no move', () => ({}) as never],
    [
      'plays a tile it does not hold',
      (_l, turn) => ({
        move: {
          type: 'play',
          seat: (turn.view as InformationSet).seat,
          tile: 99 as Tile,
          on: null,
        },
        rng: { s: [0, 0, 0, 1] },
      }),
    ],
  ])(
    'a computer player that %s: the first legal move is made, and the refusal says so',
    async (_name, bad) => {
      const settings = settingsOf({
        players: 2,
        seats: computers(2),
        seed: 'W0B8LY',
        speed: 'instant',
      });
      const { actor } = clockedActor({ settings }, withChooser(bad));
      const start = actor.getSnapshot();
      const expected = toMove(legalMoves(lineState(start.context))[0]!);
      await flush();
      const after = actor.getSnapshot();
      expect(after.status).toBe('active');
      expect(after.context.hands[0]!.moves[0]).toEqual(expected);
      expect(after.context.refusal?.code).toBe('computer-error');
    },
  );
});
