/** Saves: round trips at random points of random games, resuming, corrupted saves, storage and autosave. */
import { lineState } from '../../src/machine/lineState';
import fc from 'fast-check';
import { createActor, waitFor } from 'xstate';
import { describe, expect, test } from 'vitest';
import {
  autosave,
  gameMachine,
  loadSave,
  readSave,
  SAVE_KEY,
  SAVE_VERSION,
  serializeSave,
  toGameRecord,
  UNREADABLE_PREFIX,
  type GameContext,
  type GameInput,
  type RestoreReason,
} from '../../src/machine/index';
import {
  clockedActor,
  computers,
  drive,
  eventFor,
  MemoryStorage,
  personsChoice,
  settingsOf,
} from './helpers';

/** Every context a game of computers passes through, from the first deal to the end. */
async function contextsOf(input: Record<string, unknown>): Promise<GameContext[]> {
  const players = typeof input.players === 'number' ? input.players : 2;
  const settings = settingsOf({ speed: 'instant', seats: computers(players), ...input });
  const actor = createActor(gameMachine, { input: { settings, autoContinue: true } });
  const out: GameContext[] = [];
  actor.subscribe((s) => {
    if (s.context.game !== out.at(-1)?.game) out.push(s.context);
  });
  actor.start();
  out.unshift(actor.getSnapshot().context);
  await waitFor(actor, (s) => s.matches('game-over'), { timeout: 10_000 });
  actor.stop();
  return out.filter((c, i) => i === 0 || c.game !== out[i - 1]?.game);
}

/** What a resumed game's context is: the live one, with no refusal and no auto-continue. */
const asResumed = (c: GameContext): GameContext => ({ ...c, refusal: null, autoContinue: false });

const GAMES = [
  { preset: 'horse-race', players: 2, seed: 'SAVE20' },
  { preset: 'horse-race', players: 4, partners: true, seed: 'SAVE4P' },
  { preset: 'horse-race-domino-play', players: 3, seed: 'SAVE30' },
  { preset: 'seven-toed-pete', players: 4, seed: 'SAVE7P', target: 60 },
] as const;

const played = new Map<number, Promise<GameContext[]>>();
function game(i: number): Promise<GameContext[]> {
  let p = played.get(i);
  if (!p) {
    p = contextsOf({ ...GAMES[i] });
    played.set(i, p);
  }
  return p;
}

describe('round trips', () => {
  test('a save made at any point restores the exact context (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: GAMES.length - 1 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        async (g, at) => {
          const contexts = await game(g);
          const c = contexts[Math.min(contexts.length - 1, Math.floor(at * contexts.length))]!;
          const restored = readSave(serializeSave(c, '2026-01-01T00:00:00.000Z'));
          if (!restored.ok) throw new Error(restored.message);
          expect(restored.context).toEqual(asResumed(c));
          expect(restored.savedAt).toBe('2026-01-01T00:00:00.000Z');
        },
      ),
      { numRuns: 40, seed: 42 },
    );
  });

  test.each<[string, (c: GameContext) => boolean]>([
    ['mid-chain', (c) => lineState(c).hand?.chained === true && lineState(c).hand?.result === null],
    [
      'mid-draw, a drawn tile to place',
      (c) => lineState(c).hand?.drawn !== null && lineState(c).hand?.drawn !== undefined,
    ],
    [
      'mid-draw, drawing on',
      (c) =>
        c.hands.at(-1)?.events.at(-1)?.type === 'draw' &&
        lineState(c).hand?.drawn === null &&
        lineState(c).hand?.result === null,
    ],
    ['at hand-end', (c) => !!lineState(c).hand?.result && !lineState(c).over],
    ['at game-over', (c) => c.game.over],
  ])('%s restores exactly, and the machine resumes in the same state', async (_name, where) => {
    const contexts = await game(0);
    const c = contexts.find(where);
    expect(c).toBeDefined();
    const restored = readSave(serializeSave(c!, 'now'));
    if (!restored.ok) throw new Error(restored.message);
    expect(restored.context).toEqual(asResumed(c!));
    const live = createActor(gameMachine, { input: { resume: asResumed(c!) } })
      .start()
      .getSnapshot();
    const back = createActor(gameMachine, { input: { resume: restored.context } })
      .start()
      .getSnapshot();
    expect(back.value).toEqual(live.value);
  });

  test('a resumed game goes on exactly as it would have (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: GAMES.length - 1 }),
        fc.double({ min: 0, max: 0.95, noNaN: true }),
        async (g, at) => {
          const contexts = await game(g);
          const whole = contexts.at(-1)!;
          const c = contexts[Math.floor(at * contexts.length)]!;
          const restored = readSave(serializeSave(c, 'now'));
          if (!restored.ok) throw new Error(restored.message);
          const input: GameInput = { resume: restored.context, autoContinue: true };
          const actor = createActor(gameMachine, { input }).start();
          const done = await waitFor(actor, (s) => s.matches('game-over'), { timeout: 10_000 });
          actor.stop();
          expect(toGameRecord(done.context.settings, done.context.hands)).toEqual(
            toGameRecord(whole.settings, whole.hands),
          );
          expect(done.context.log).toEqual(whole.log);
        },
      ),
      { numRuns: 12, seed: 7 },
    );
  });
});

/** A save as JSON, loosely typed so that tests can damage it. */
interface SaveJson {
  version?: number;
  savedAt?: string;
  settings?: { seed: string; preset: string; target: number; players: number; seats: unknown[] };
  record?: {
    scores?: number[];
    hands: { deal: string[][]; leader: number; moves: { seat: number; [k: string]: unknown }[] }[];
  };
}

describe('saves that cannot be used', () => {
  /** A save mid-game: hand 2 under way. */
  async function base(): Promise<{ text: string; save: SaveJson }> {
    const contexts = await game(0);
    const c = contexts.find((x) => x.hands.length === 2 && (x.hands[1]?.moves.length ?? 0) >= 4)!;
    const text = serializeSave(c, '2026-01-01T00:00:00.000Z');
    return { text, save: JSON.parse(text) as SaveJson };
  }

  const edit =
    (change: (s: SaveJson) => void) =>
    (save: SaveJson): string => {
      const copy = structuredClone(save);
      change(copy);
      return JSON.stringify(copy);
    };

  test.each<[string, RestoreReason, (save: SaveJson, text: string) => string]>([
    ['not JSON', 'corrupt', () => 'horse race!'],
    ['empty', 'corrupt', () => ''],
    ['cut short', 'corrupt', (_s, text) => text.slice(0, text.length >> 1)],
    ['a list', 'corrupt', () => '[]'],
    ['null', 'corrupt', () => 'null'],
    ['no version', 'corrupt', edit((s) => delete s.version)],
    ['an older format', 'old-version', edit((s) => (s.version = SAVE_VERSION - 1))],
    ['a newer format', 'old-version', edit((s) => (s.version = SAVE_VERSION + 1))],
    ['no settings', 'corrupt', edit((s) => delete s.settings)],
    ['a seed that is no code', 'corrupt', edit((s) => (s.settings!.seed = 'ab'))],
    ['no time of saving', 'corrupt', edit((s) => delete s.savedAt)],
    ['no record', 'corrupt', edit((s) => delete s.record)],
    ['an unknown tile', 'corrupt', edit((s) => (s.record!.hands[0]!.moves[0]!.play = '9-9'))],
    [
      'an illegal move',
      'corrupt',
      edit((s) => {
        const h = s.record!.hands[1]!;
        const seat = h.moves[0]!.seat;
        h.moves[0] = { seat, play: h.deal[(seat + 1) % 2]![0] };
      }),
    ],
    [
      'a move after the hand ended',
      'corrupt',
      edit((s) => s.record!.hands[0]!.moves.push({ seat: 0, draw: true })),
    ],
    [
      'a hand after an unfinished hand',
      'corrupt',
      edit((s) => s.record!.hands.push(s.record!.hands[1]!)),
    ],
    [
      'a deal the seed does not deal',
      'inconsistent',
      edit((s) => {
        const [a, b] = s.record!.hands[0]!.deal as [string[], string[]];
        [a[0], b[0]] = [b[0]!, a[0]!];
      }),
    ],
    ['another seed code', 'inconsistent', edit((s) => (s.settings!.seed = 'ZZZZZZ'))],
    [
      'another leader',
      'inconsistent',
      edit((s) => (s.record!.hands[0]!.leader = 1 - s.record!.hands[0]!.leader)),
    ],
    [
      'another preset in the settings',
      'inconsistent',
      edit((s) => (s.settings!.preset = 'horse-race-celko')),
    ],
    ['another target in the settings', 'inconsistent', edit((s) => (s.settings!.target = 100))],
    [
      'another player count in the settings',
      'inconsistent',
      edit((s) => {
        s.settings!.players = 3;
        s.settings!.seats.push({ kind: 'human' });
      }),
    ],
    ['starting scores', 'inconsistent', edit((s) => (s.record!.scores = [5, 0]))],
  ])('%s: reported as %s', async (_name, reason, damage) => {
    const { text, save } = await base();
    const result = readSave(damage(save, text));
    expect(result).toMatchObject({ ok: false, reason });
    expect(result.ok ? '' : result.message).toMatch(/^The saved game .{10,}/);
  });

  test('the undamaged save reads back', async () => {
    const { text } = await base();
    expect(readSave(text).ok).toBe(true);
  });

  test('an illegal move is placed by hand and move', async () => {
    const { save } = await base();
    save.record!.hands[1]!.moves[2] = { seat: save.record!.hands[1]!.moves[2]!.seat, pass: true };
    const result = readSave(JSON.stringify(save));
    expect(result.ok ? '' : result.message).toMatch(/hand 2, move 3/);
  });
});

describe('storage', () => {
  async function goodText(): Promise<string> {
    return serializeSave((await game(0))[40]!, 'then');
  }

  test('nothing saved: nothing to resume', () => {
    expect(loadSave(new MemoryStorage(), 1)).toEqual({ kind: 'none' });
  });

  test('a good save resumes', async () => {
    const storage = new MemoryStorage();
    storage.setItem(SAVE_KEY, await goodText());
    const loaded = loadSave(storage, 1);
    expect(loaded.kind).toBe('resumed');
    expect(loaded.kind === 'resumed' && loaded.context).toEqual(asResumed((await game(0))[40]!));
    expect(storage.getItem(SAVE_KEY)).not.toBeNull();
  });

  test('an unreadable save is kept aside, never lost, and the player is told', () => {
    const storage = new MemoryStorage();
    storage.setItem(SAVE_KEY, '{"version": 1, "settings": {}}');
    const first = loadSave(storage, 1234);
    expect(first).toMatchObject({
      kind: 'unreadable',
      reason: 'corrupt',
      keptAs: `${UNREADABLE_PREFIX}1234`,
    });
    expect(storage.getItem(`${UNREADABLE_PREFIX}1234`)).toBe('{"version": 1, "settings": {}}');
    expect(storage.getItem(SAVE_KEY)).toBeNull();
    storage.setItem(SAVE_KEY, 'junk');
    expect(loadSave(storage, 1234)).toMatchObject({ keptAs: `${UNREADABLE_PREFIX}1234-1` });
    expect(storage.getItem(`${UNREADABLE_PREFIX}1234-1`)).toBe('junk');
  });

  test('when it cannot be copied aside, it stays where it is', () => {
    const storage = new MemoryStorage();
    storage.setItem(SAVE_KEY, 'junk');
    storage.full = true;
    expect(loadSave(storage, 5)).toMatchObject({ kind: 'unreadable', keptAs: null });
    expect(storage.getItem(SAVE_KEY)).toBe('junk');
  });

  test('a browser that refuses to read is an unreadable save, not a crash', () => {
    const storage = new MemoryStorage();
    storage.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(loadSave(storage, 5)).toMatchObject({ kind: 'unreadable', keptAs: null });
  });
});

describe('autosave', () => {
  test('saves at once and after every move, not on refusals; the save resumes the live game', async () => {
    const storage = new MemoryStorage();
    let writes = 0;
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (k, v) => {
      writes++;
      setItem(k, v);
    };
    const settings = settingsOf({
      players: 2,
      seed: 'A7T012',
      seats: [{ kind: 'human' }, computers(1)[0]],
    });
    const { actor, clock } = clockedActor({ settings });
    const sub = autosave(actor, storage, () => 1_700_000_000_000);
    expect(writes).toBe(1);
    const stored = () =>
      JSON.parse(storage.getItem(SAVE_KEY)!) as {
        savedAt: string;
        record: { hands: { moves: unknown[] }[] };
      };
    expect(stored().savedAt).toBe('2023-11-14T22:13:20.000Z');
    for (let i = 0; i < 40; i++) {
      const s = await drive(
        actor,
        clock,
        (x) => x.matches({ turn: 'human' }) || x.matches('hand-end'),
        false,
      );
      if (s.matches('hand-end')) break;
      const before = writes;
      actor.send({ type: 'NEXT_HAND' });
      expect(writes).toBe(before);
      actor.send(eventFor(personsChoice(actor.getSnapshot().context)));
      expect(writes).toBe(before + 1);
      const live = actor.getSnapshot().context;
      const moves = stored().record.hands.reduce((n, h) => n + h.moves.length, 0);
      expect(moves).toBe(live.hands.reduce((n, h) => n + h.moves.length, 0));
    }
    const restored = readSave(storage.getItem(SAVE_KEY)!);
    expect(restored.ok && restored.context).toEqual(asResumed(actor.getSnapshot().context));
    sub.unsubscribe();
    const before = writes;
    const logged = actor.getSnapshot().context.log.length;
    await drive(actor, clock, (x) => x.context.log.length > logged + 3, true);
    expect(writes).toBe(before);
  });

  test('a full storage does not stop the game', async () => {
    const storage = new MemoryStorage();
    storage.full = true;
    const settings = settingsOf({ players: 2, seed: 'F1LL12', seats: computers(2), speed: 'fast' });
    const { actor, clock } = clockedActor({ settings, autoContinue: true });
    autosave(actor, storage, () => 0);
    const s = await drive(actor, clock, (x) => lineState(x.context).handsPlayed >= 2);
    expect(s.status).toBe('active');
    expect(storage.items.size).toBe(0);
  });
});
