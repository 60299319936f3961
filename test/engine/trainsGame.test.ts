/**
 * Mexican Train's setup and scoring (RULES.md §16, D16.x) through the family's own API: the
 * engine search, the set-aside engine, hand sizes, the double-blank, rounds, the game's end
 * and ties, and the record codec.
 */
import { describe, expect, test } from 'vitest';
import { SPECTATOR, type GameSettings } from '../../src/engine/core/family';
import { seedRng } from '../../src/engine/core/rng';
import {
  handPoints,
  trainsFamily as F,
  trainsHandSize,
  type TrainsDeal,
  type TrainsMove,
} from '../../src/engine/trains/trainsFamily';
import { checkRandomTrainsGame, trainsSettings } from '../support/trainsInvariants';
import { deal, game, play, round, t } from '../support/trainsTest';

describe('the engine (§16.4, D16.4, D16.20)', () => {
  test('nobody holds it: seats draw in turn from seat k mod n; the finder starts (TV16-02)', () => {
    const hands = [
      ['12-3', '12-5', '5-1'],
      ['12-7', '4-4'],
      ['6-2', '11-0'],
    ];
    const s = deal(game(3), hands, ['8-1', '9-9', '12-12', '7-7', '3-2', '10-10'], 2);
    expect(F.phase(s)).toEqual({ kind: 'turn', seat: 0, name: 'search' });
    const after = play(s, '0 draw', '1 draw', '2 draw');
    expect(F.phase(after)).toEqual({ kind: 'turn', seat: 2, name: 'engine' });
    const wrong = F.startHand(game(3), {
      hands: hands.map((h) => h.map((x) => t(x))),
      boneyard: ['8-1', '9-9', '12-12'].map((x) => t(x)),
      leader: 0,
    });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'wrong-leader' } });
  });

  test('the deal from the generator names its starter, and the rounds run the engines down', () => {
    for (const setAside of [false, true]) {
      let s = game(3, { max_pip: 9, rounds: 3, engine_set_aside: setAside });
      let rng = seedRng('engine');
      for (let k = 0; k < 3; k++) {
        const dealt = F.dealNext(s, rng);
        if (!dealt.ok) throw new Error(dealt.error.message);
        rng = dealt.value.rng;
        const d = dealt.value.deal;
        const engine = t(`${9 - k}-${9 - k}`, 9);
        expect(d.engine).toBe(engine);
        expect(d.hands.map((h) => h.length)).toEqual([9, 9, 9]);
        expect(d.hands.flat().length + d.boneyard.length).toBe(setAside ? 54 : 55);
        const inDeal = d.hands.some((h) => h.includes(engine)) || d.boneyard.includes(engine);
        expect(inDeal).toBe(!setAside);
        if (setAside) expect(d.leader).toBe(k % 3);
        const started = F.startHand(s, d);
        if (!started.ok) throw new Error(started.error.message);
        s = started.value;
        expect(round(s).index).toBe(k);
        if (setAside) expect(F.legalMoves(s).some((m) => m.type === 'engine')).toBe(false);
        // Finish the round by random legal play.
        let i = 0;
        while (!round(s).result) {
          const moves = F.legalMoves(s);
          const applied = F.apply(s, moves[i++ % moves.length] as TrainsMove);
          if (!applied.ok) throw new Error(applied.error.message);
          s = applied.value.state;
        }
      }
      expect(s.over).toBe(true);
      expect(F.dealNext(s, rng)).toMatchObject({ ok: false, error: { code: 'game-over' } });
    }
  });

  test('a drawn tile shows its face to its drawer only (seatEvents); the rest is public', () => {
    const hands = [['12-3', '5-1'], ['12-7', '4-4'], ['6-2']];
    const s = deal(game(3), hands, ['8-1', '9-9', '12-12'], 2);
    const drew = F.apply(s, { type: 'draw', seat: 0 });
    if (!drew.ok) throw new Error(drew.error.message);
    const events = drew.value.events;
    expect(events).toEqual([{ type: 'draw', seat: 0, tile: t('8-1') }]);
    expect(F.seatEvents(events, 0)).toEqual(events);
    for (const seat of [1, 2, SPECTATOR])
      expect(F.seatEvents(events, seat)).toEqual([{ type: 'draw', seat: 0, tile: null }]);
    const after = play(drew.value.state, '1 draw', '2 draw');
    const placed = F.apply(after, { type: 'engine', seat: 2, tile: t('12-12') });
    if (!placed.ok) throw new Error(placed.error.message);
    expect(F.seatEvents(placed.value.events, SPECTATOR)).toEqual(placed.value.events);
  });

  test('hand sizes follow §16.2', () => {
    expect([2, 3, 4, 5, 6, 7, 8].map((n) => trainsHandSize(12, n))).toEqual([
      15, 15, 15, 12, 12, 10, 10,
    ]);
    expect([2, 3, 4, 5, 6, 7, 8].map((n) => trainsHandSize(9, n))).toEqual([9, 9, 9, 7, 7, 7, 6]);
  });
});

describe('scoring and the game (§16.10, D16.17, D16.18)', () => {
  test('the double-blank counts double_blank points, every other tile its pips', () => {
    expect(handPoints([t('0-0'), t('12-3')], 0)).toBe(15);
    expect(handPoints([t('0-0'), t('12-3')], 25)).toBe(40);
    expect(handPoints([t('0-0'), t('12-3')], 50)).toBe(65);
  });

  test('ties for the lowest total share the win (TV16-11b)', () => {
    let s = game(2, { max_pip: 9, rounds: 2 }, [14, 0]);
    s = play(
      deal(
        s,
        [
          ['9-9', '9-1'],
          ['9-2', '4-4'],
        ],
        [],
        0,
      ),
      '0 engine 9-9',
      '0 play 9-1 0',
      '1 play 9-2 1',
    );
    expect(s.totals).toEqual([14, 8]);
    expect(F.phase(s)).toEqual({ kind: 'hand-over' });
    s = deal(
      s,
      [
        ['8-5', '3-3'],
        ['2-1', '8-0'],
      ],
      ['6-6', '8-8', '5-2'],
      0,
    );
    s = play(
      s,
      '1 draw',
      '0 draw',
      '0 engine 8-8',
      '0 play 8-5 0',
      '1 play 8-0 1',
      '0 draw',
      '0 play 5-2 0',
    );
    s = play(s, '1 pass', '0 pass', '1 play 2-1 0');
    expect(F.outcome(s)).toEqual({ scores: [20, 20], lowerWins: true, over: true, winner: [0, 1] });
    // Every seat's view (a spectator's too) keeps the rounds scored: the whole score sheet.
    for (const seat of [0, 1, SPECTATOR])
      expect(F.seatView(s, seat).scored.map((r) => r.points)).toEqual([
        [0, 8],
        [6, 12],
      ]);
    expect(
      F.startHand(s, { hands: [[t('1-1')], [t('2-2')]], boneyard: [], leader: 0 }),
    ).toMatchObject({
      ok: false,
      error: { code: 'game-over' },
    });
  });

  test('a written record reads back to the same game', () => {
    const settings: GameSettings = { preset: 'mexican-train', players: 2, options: { max_pip: 9 } };
    const d: TrainsDeal = {
      hands: [
        [t('9-9', 9), t('9-1', 9)],
        [t('9-2', 9), t('4-4', 9)],
      ],
      boneyard: [],
      leader: 0,
    };
    const moves: TrainsMove[] = [
      { type: 'engine', seat: 0, tile: t('9-9', 9) },
      { type: 'play', seat: 0, tile: t('9-1', 9), train: 0 },
      { type: 'play', seat: 1, tile: t('9-2', 9), train: 1 },
    ];
    const written = F.record.write({ settings, hands: [{ deal: d, moves }] });
    const read = F.record.read(JSON.parse(JSON.stringify(written)) as unknown);
    expect(read.ok && read.value.hands[0]).toEqual({ deal: d, moves });
    expect(F.record.replay(written)).toMatchObject({ status: 0, output: { scores: [0, 8] } });
  });
});

describe('random play (test/support/trainsInvariants.ts)', () => {
  test('every setting keeps every invariant for a few rounds, and its record replays', () => {
    const failures: string[] = [];
    let rounds = 0;
    for (const [i, settings] of trainsSettings().entries()) {
      const run = checkRandomTrainsGame(settings, `unit/${i}`, {
        maxRounds: 1,
        illegalEvery: 3,
        allLegalEvery: 5,
      });
      failures.push(...run.failures);
      rounds += run.rounds;
    }
    expect(failures).toEqual([]);
    expect(rounds).toBe(224);
  });
});
