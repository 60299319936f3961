import { describe, expect, test } from 'vitest';
import { lineState } from '../../src/machine/lineState';
import type { SaveStorage } from '../../src/machine/index';
import { memoryStorage, testSession } from '../support/session';
import { adviseInThread, createPractice, PRACTICE_KEY } from '../../src/practice/session';
import type { AdvisorAnswer } from '../../src/practice/advisor';
import { informationSet } from '../../src/ai/line/infoSet';
import { publicHistory } from '../../src/machine/history';
import { selectLegal } from '../../src/machine/selectors';

const memory = memoryStorage;

const flush = () => new Promise((r) => setTimeout(r, 0));

const session = (storage: SaveStorage) => testSession(storage);

describe('practice in the session', () => {
  test('a casual game has no practice; a practice game keeps its answers with its seed', () => {
    const storage = memory();
    const s = session(storage);
    expect(
      s.start({
        preset: 'horse-race',
        players: 2,
        partners: false,
        level: 'easy',
        target: NaN,
        seed: 'P00001',
      }).ok,
    ).toBe(true);
    expect(s.practice()).toBeNull();
    s.start({
      preset: 'horse-race',
      players: 2,
      partners: false,
      level: 'easy',
      target: NaN,
      seed: 'P00002',
      practice: true,
    });
    expect(s.practice()).not.toBeNull();
    expect(JSON.parse(storage.map.get(PRACTICE_KEY) ?? 'null')).toEqual({
      seed: 'P00002',
      answers: [],
    });
    // Resuming the saved game brings practice back.
    const again = session(storage);
    expect(again.resume().ok).toBe(true);
    expect(again.practice()).not.toBeNull();
  });

  test('computer players wait for the claim; undo shortens the record', async () => {
    const storage = memory();
    const s = session(storage);
    s.start({
      preset: 'horse-race',
      players: 2,
      partners: false,
      level: 'easy',
      target: NaN,
      seed: 'P00003',
      practice: true,
    });
    const p = s.practice();
    const table = s.table();
    if (!p || !table) throw new Error('no practice');
    p.setOptions({ count: true });
    // One actor for the whole game: a subscription made now hears every change, undo included.
    let heard = 0;
    const unsubscribe = table.subscribe(() => void (heard += 1));
    let claimed = 0;
    let rightScoring = 0;
    for (let step = 0; step < 400 && claimed < 3; step++) {
      await flush();
      const snap = table.snapshot();
      if (snap.matches('hand-end')) {
        table.send({ type: 'NEXT_HAND' });
        continue;
      }
      if (snap.matches('game-over')) break;
      const pending = p.pending();
      expect(p.claimOpen()).toBe(pending !== null);
      if (pending) {
        // Nothing moves while the claim is open.
        const moves = snap.context.hands.at(-1)?.moves.length;
        await flush();
        expect(table.snapshot().context.hands.at(-1)?.moves.length).toBe(moves);
        const judged = p.claim(pending.points);
        expect(judged?.outcome).toBe(pending.points > 0 ? 'claimed' : 'none');
        if (pending.points > 0) rightScoring++;
        claimed++;
        continue;
      }
      const legal = p.targets();
      const hand = lineState(snap.context).hand;
      if (!hand || hand.turn !== 0 || !snap.matches({ turn: 'human' })) continue;
      const first = legal[0];
      if (first) {
        table.send({
          type: 'MOVE',
          move: {
            type: 'play',
            tile: first.tile,
            on: first.target.on,
            ...(first.target.slot ? { slot: first.target.slot } : {}),
          },
        });
      } else {
        const kind = lineState(snap.context).hand?.boneyard.length ? 'draw' : 'pass';
        table.send({ type: 'MOVE', move: { type: kind } });
      }
    }
    expect(claimed).toBeGreaterThan(0);
    // Every claim made was right: the drill's tally counts them; the scores are the engine's.
    expect(p.tally().claimed).toBe(rightScoring);
    expect(p.scores()).toEqual(lineState(table.snapshot().context).scores);
    await flush();
    const before = (s.recordJson() as { hands: { moves: unknown[] }[] }).hands.reduce(
      (n, h) => n + h.moves.length,
      0,
    );
    expect(p.canUndo()).toBe(true);
    const heardBefore = heard;
    expect(p.undo()).toBe(true);
    expect(heard).toBeGreaterThan(heardBefore);
    const after = (s.recordJson() as { hands: { moves: unknown[] }[] }).hands.reduce(
      (n, h) => n + h.moves.length,
      0,
    );
    expect(after).toBeLessThan(before);
    unsubscribe();
    expect(p.undo() && p.undo() && p.undo() && p.undo()).toBe(false);
    expect(table.snapshot().status).toBe('active');
  });
});

describe("practice's advisor (best move, review) loads on demand", () => {
  const choice = {
    preset: 'horse-race',
    players: 2,
    partners: false,
    level: 'easy',
    target: NaN,
    seed: 'ADV001',
    practice: true,
  } as const;

  /** A practice game brought to a position where the person has a play to make. */
  async function onTurn() {
    const s = session(memory());
    s.start(choice);
    const table = s.table();
    if (!table) throw new Error('no game');
    for (let i = 0; i < 200; i++) {
      const snap = table.snapshot();
      const legal = selectLegal(snap);
      if (legal && legal.tiles.length > 0) return { s, table };
      if (snap.matches('hand-end')) table.send({ type: 'NEXT_HAND' });
      await flush();
    }
    throw new Error('the person never had a play');
  }

  test('best move is null until the advisor answers, then listeners hear and it is there', async () => {
    const { table } = await onTurn();
    let answer: () => void = () => undefined;
    const practice = createPractice({
      storage: memory(),
      snapshot: () => table.snapshot(),
      send: () => undefined,
      advise: (request) =>
        new Promise<AdvisorAnswer>((resolve) => {
          answer = () => void adviseInThread(request).then(resolve);
        }),
    });
    let heard = 0;
    practice.onChange(() => void (heard += 1));
    expect(practice.best()).toBeNull();
    expect(practice.best()).toBeNull();
    answer();
    await practice.ready();
    expect(heard).toBe(1);
    const best = practice.best();
    expect(best).not.toBeNull();
    // The same as asking in this thread: the search is seeded from the game, hand and move.
    const ctx = table.snapshot().context;
    const view = informationSet(lineState(ctx), 0, publicHistory(ctx.hands.at(-1)));
    if (!view) throw new Error('no view');
    const direct = await adviseInThread({
      kind: 'best',
      view,
      seed: choice.seed,
      hand: ctx.hands.length - 1,
      move: ctx.hands.at(-1)?.moves.length ?? 0,
    });
    expect(direct.kind === 'best' ? direct.best?.index : null).toBe(best?.index);
  });

  test('an advisor that fails leaves hints empty and is asked again', async () => {
    const { table } = await onTurn();
    let attempts = 0;
    const practice = createPractice({
      storage: memory(),
      snapshot: () => table.snapshot(),
      send: () => undefined,
      advise: (request) => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new Error('offline')) : adviseInThread(request);
      },
    });
    expect(practice.best()).toBeNull();
    await expect(practice.ready()).rejects.toThrow('offline');
    expect(practice.best()).toBeNull();
    await practice.ready();
    expect(attempts).toBe(2);
    expect(practice.best()).not.toBeNull();
  });
});
