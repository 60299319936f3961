/** Selectors: what a screen gets from a snapshot, checked on set positions and through whole games. */
import { lineState } from '../../src/machine/lineState';
import { matchesState, type StateValue } from 'xstate';
import { describe, expect, test } from 'vitest';
import {
  applyMove,
  legalMoves,
  newGame,
  parseTile,
  startHand,
  type Move,
  type Tile,
} from '../../src/engine/index';
import {
  advance,
  humanMayMove,
  selectGameOver,
  selectHand,
  selectHandEnd,
  selectLegal,
  selectLog,
  selectBonusSteps,
  selectCountScores,
  selectOpenTotal,
  selectPhase,
  selectScores,
  selectSeats,
  selectTurn,
  selectViewer,
  startContext,
  configFor,
  type GameContext,
  type GameSnapshot,
  type SeatSetting,
} from '../../src/machine/index';
import { randomGame, settingsFor } from '../practice/helpers';
import { clockedActor, computers, drive, flush, settingsOf } from './helpers';

const t = (text: string): Tile => parseTile(text, 6)!;
const person: SeatSetting = { kind: 'human' };

/** A snapshot-like value for a context in a given state. */
function at(context: GameContext, value: StateValue): GameSnapshot {
  return { context, matches: (v: StateValue) => matchesState(v, value) } as unknown as GameSnapshot;
}

/** A turn state; the kind of turn (`_phase`) is the family's, read from the context, not the state. */
const TURN = (_phase: string, seat = 'human'): StateValue => ({ turn: seat });

/** A fixture hand: seat 0 leads 6-6 and is owed a continuation, holding 6-1 and 6-2. */
function doubleLed(seats: SeatSetting[] = [person, computers(1)[0]!]): GameContext {
  const settings = settingsOf({ players: 2, seed: 'F1XT0R', seats });
  const created = newGame(configFor(settings));
  if (!created.ok) throw new Error('no game');
  const deal = {
    hands: [
      [t('6-6'), t('6-1'), t('6-2'), t('0-0')],
      [t('3-3'), t('4-4'), t('5-3')],
    ],
    boneyard: [t('5-5'), t('4-1')],
  };
  const started = startHand(created.value, deal, 0);
  if (!started.ok) throw new Error(started.error.message);
  const base: GameContext = {
    ...startContext(settings),
    game: started.value,
    hands: [{ deal: { ...deal, leader: 0, lot: null }, moves: [], events: [] }],
  };
  return advance(base, { type: 'play', seat: 0, tile: t('6-6'), on: null });
}

describe('phases and seats', () => {
  test.each<[StateValue, string]>([
    [TURN('play-chain', 'pacing'), 'play-chain'],
    [TURN('play-chain', 'thinking'), 'play-chain'],
    ['hand-end', 'hand-end'],
    ['game-over', 'game-over'],
    ['deal', 'deal'],
  ])('%j is the %s phase', (value, phase) => {
    expect(selectPhase(at(doubleLed(), value))).toBe(phase);
  });

  test('the viewer is the person on turn, else the first person, else nobody', () => {
    const c = doubleLed([computers(1)[0]!, person]);
    expect(selectViewer(at(c, TURN('play-chain', 'thinking')))).toBe(1);
    const both = doubleLed([person, person]);
    expect(selectViewer(at(both, TURN('play-chain')))).toBe(0);
    const hand = lineState(both).hand!;
    const seat1 = { ...both, game: { ...both.game, hand: { ...hand, turn: 1 } } };
    expect(selectViewer(at(seat1, TURN('play-chain')))).toBe(1);
    expect(selectViewer(at(doubleLed(computers(2)), TURN('play-chain', 'thinking')))).toBeNull();
  });

  test('seats: who sits where, their side, their tiles, who is on turn', () => {
    const c = doubleLed();
    expect(selectSeats(at(c, TURN('play-chain')))).toEqual([
      { seat: 0, kind: 'human', level: null, side: 0, tiles: 3, onTurn: true },
      { seat: 1, kind: 'computer', level: 'random', side: 1, tiles: 3, onTurn: false },
    ]);
  });

  test("the viewer's hand, and nobody's", () => {
    const c = doubleLed();
    expect(selectHand(at(c, TURN('play-chain')))).toEqual([t('6-1'), t('6-2'), t('0-0')]);
    expect(selectHand(at(c, TURN('play-chain')), null)).toEqual([]);
  });

  test('the open-end total and the scores, by team with partners', () => {
    expect(selectOpenTotal(at(doubleLed(), TURN('play-chain')))).toBe(12);
    // 12 does not score; the engine says so, under the game's own options.
    expect(selectCountScores(at(doubleLed(), TURN('play-chain')))).toBe(false);
    const scoring = randomGame(settingsFor('horse-race', 2, 'SC0RE5'), 'count').find(
      (c) => (lineState(c).hand?.layout.total ?? 0) === 15,
    );
    if (!scoring) throw new Error('no count of 15');
    expect(selectCountScores(at(scoring, TURN('play-chain')))).toBe(true);
  });

  test("the hand-end steps add up to the engine's bonus, the reserve included", () => {
    let ends = 0;
    for (const [preset, players] of [
      ['horse-race', 3],
      ['horse-race-celko', 2],
      ['seven-toed-pete', 4],
    ] as const) {
      for (const c of randomGame(settingsFor(preset, players, 'STEPS1'), `steps/${preset}`)) {
        const result = lineState(c).hand?.result;
        const steps = selectBonusSteps(at(c, 'hand-end'));
        if (!result || result.end === 'target') {
          expect(steps).toEqual([]);
          continue;
        }
        const bySide = result.bonus.map(() => 0);
        for (const step of steps) bySide[step.side] = (bySide[step.side] ?? 0) + step.points;
        expect(bySide).toEqual(result.bonus.map((b) => b + 0));
        ends++;
      }
    }
    expect(ends).toBeGreaterThan(3);
    const settings = settingsOf({
      players: 4,
      partners: true,
      seed: 'PARTNR',
      seats: computers(4),
    });
    const c = startContext(settings);
    expect(selectScores(at(c, 'deal'))).toEqual({
      scores: [0, 0],
      sides: [
        [0, 2],
        [1, 3],
      ],
      target: 61,
    });
  });
});

describe('legal moves, grouped by tile', () => {
  test('after a double lead, each tile may go on either side, with the count it would leave', () => {
    const c = doubleLed();
    const legal = selectLegal(at(c, TURN('play-chain')));
    expect(legal).not.toBeNull();
    expect(legal!.canDraw).toBe(false);
    expect(legal!.canPass).toBe(false);
    expect(legal!.tiles.map((x) => x.tile)).toEqual([t('6-1'), t('6-2')]);
    for (const choice of legal!.tiles) {
      expect(choice.targets.map((x) => x.slot)).toEqual(['S1', 'S2']);
      for (const target of choice.targets) {
        const move: Move = {
          type: 'play',
          seat: 0,
          tile: choice.tile,
          on: target.on,
          slot: target.slot!,
        };
        expect(humanMayMove(c, move)).toBe(true);
        const applied = applyMove(lineState(c), move);
        expect(applied.ok && applied.value.event).toMatchObject({
          total: target.total,
          points: target.points,
        });
      }
    }
    // 6-6 with one side covered by 6-1 counts 12, plus the free 1.
    expect(legal!.tiles[0]!.targets[0]).toMatchObject({ on: t('6-6'), total: 13, points: 0 });
  });

  test('none for a computer on turn, and none between turns', () => {
    const c = doubleLed([computers(1)[0]!, person]);
    expect(selectLegal(at(c, TURN('play-chain', 'pacing')))).toBeNull();
    expect(selectLegal(at(doubleLed(), 'hand-end'))).toBeNull();
  });

  test('through whole games: every target the selector offers is a move the machine takes', async () => {
    const settings = settingsOf({
      players: 2,
      seed: 'SE1ECT',
      target: 40,
      seats: [person, computers(1)[0]!],
    });
    const { actor, clock } = clockedActor({ settings });
    let turns = 0;
    let slots = 0;
    for (let i = 0; i < 400 && !actor.getSnapshot().matches('game-over'); i++) {
      const s = await drive(
        actor,
        clock,
        (x) => x.matches({ turn: 'human' }) || x.matches('game-over'),
      );
      if (s.matches('game-over')) break;
      const legal = selectLegal(s)!;
      const plays = legalMoves(lineState(s.context)).filter((m) => m.type === 'play');
      expect(
        new Set(legal.tiles.flatMap((x) => x.targets.map((y) => `${x.tile}/${y.on}`))),
      ).toEqual(new Set(plays.map((m) => `${m.tile}/${m.on}`)));
      expect(legal.canDraw).toBe(legalMoves(lineState(s.context)).some((m) => m.type === 'draw'));
      expect(legal.canPass).toBe(legalMoves(lineState(s.context)).some((m) => m.type === 'pass'));
      for (const x of legal.tiles)
        for (const y of x.targets) {
          if (y.slot) slots++;
          const move: Move = y.slot
            ? { type: 'play', seat: legal.seat, tile: x.tile, on: y.on, slot: y.slot }
            : { type: 'play', seat: legal.seat, tile: x.tile, on: y.on };
          expect(humanMayMove(s.context, move)).toBe(true);
        }
      // Play the last target offered, through the machine, as a scene would.
      const choice = legal.tiles.at(-1);
      const target = choice?.targets.at(-1);
      if (choice && target)
        actor.send({
          type: 'MOVE',
          move: {
            type: 'play',
            tile: choice.tile,
            on: target.on,
            ...(target.slot ? { slot: target.slot } : {}),
          },
        });
      else actor.send({ type: 'MOVE', move: { type: legal.canDraw ? 'draw' : 'pass' } });
      expect(actor.getSnapshot().context.refusal).toBeNull();
      turns++;
    }
    expect(actor.getSnapshot().matches('game-over')).toBe(true);
    expect(turns).toBeGreaterThan(20);
    expect(slots).toBeGreaterThan(0);
  });
});

describe('what just happened', () => {
  test("another seat's drawn tile is hidden, the viewer's own is shown", () => {
    const settings = settingsOf({ players: 2, seed: 'F1XT0R' });
    const c: GameContext = {
      ...startContext(settings),
      log: [
        { id: 0, kind: 'draw', hand: 0, seat: 0, tile: t('5-5'), playable: true },
        { id: 1, kind: 'draw', hand: 0, seat: 1, tile: t('4-1'), playable: false },
      ],
    };
    const s = at(c, 'deal');
    expect(selectLog(s, -1, 0).map((e) => e.kind === 'draw' && e.tile)).toEqual([t('5-5'), null]);
    expect(selectLog(s, -1, 1).map((e) => e.kind === 'draw' && e.tile)).toEqual([null, t('4-1')]);
    expect(selectLog(s, 0, 1)).toHaveLength(1);
    expect(c.log[1]).toMatchObject({ tile: t('4-1') });
  });

  test('turn, hand-end and game-over views from a live game', async () => {
    const settings = settingsOf({
      players: 2,
      seed: 'V1EWS0',
      target: 20,
      seats: [person, computers(1)[0]!],
    });
    const { actor, clock } = clockedActor({ settings });
    const pacing = await drive(actor, clock, (x) => x.matches({ turn: 'pacing' }));
    expect(selectTurn(pacing)).toMatchObject({ kind: 'computer', thinking: false, seat: 1 });
    clock.increment(800);
    expect(selectTurn(actor.getSnapshot())).toMatchObject({ thinking: true });
    await flush();
    const end = await drive(
      actor,
      clock,
      (x) => x.matches('hand-end') || x.matches('game-over'),
      false,
    );
    expect(selectTurn(end)).toBeNull();
    expect(selectHandEnd(end)).toMatchObject({
      kind: 'hand-end',
      pips: lineState(end.context).hand!.result!.pips,
    });
    expect(selectHandEnd(end)!.hands).toEqual(lineState(end.context).hand!.hands);
    const over = await drive(actor, clock, (x) => x.matches('game-over'));
    expect(selectGameOver(over)).toMatchObject({
      winner: lineState(over.context).winner,
      scores: lineState(over.context).scores,
    });
    expect(selectGameOver(pacing)).toBeNull();
  });
});
