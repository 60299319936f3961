import { describe, expect, test } from 'vitest';
import { lineState } from '../../src/machine/lineState';
import { archiveEntry, fromRecord, opponentLevel, resultFor } from '../../src/archive/game';
import { toGameRecord } from '../../src/machine/history';
import { parseJsonl, toJsonl, toLine } from '../../src/archive/jsonl';
import { replayText, type GameRecord } from '../../src/engine/index';
import { playedGame } from './play';

const WHEN = '2026-11-23T15:00:00.000Z';

describe('a finished game in the library', () => {
  test('keeps its record, seats and the result the replay gives', () => {
    const ctx = playedGame('ARCH01', { target: 31 });
    const game = archiveEntry(ctx, WHEN, false);
    expect(game).not.toBeNull();
    if (!game) return;
    expect(game.preset).toBe('horse-race');
    expect(game.scores).toEqual(lineState(ctx).scores);
    expect(game.winner).toEqual(lineState(ctx).winner);
    expect(game.result).toBe(lineState(ctx).winner?.includes(0) ? 'won' : 'lost');
    expect(opponentLevel(game)).toBe('medium');
    // The same game has the same id; another game another.
    expect(archiveEntry(ctx, WHEN, false)?.id).toBe(game.id);
    expect(archiveEntry(playedGame('ARCH02', { target: 31 }), WHEN, false)?.id).not.toBe(game.id);
  });

  test('a game not over is not kept', () => {
    const ctx = playedGame('ARCH03', { target: 31 });
    const unfinished = { ...ctx, game: { ...ctx.game, over: false } };
    expect(archiveEntry(unfinished, WHEN, false)).toBeNull();
  });

  test('a watched game has no result for the person', () => {
    const ctx = playedGame('ARCH04', {
      target: 31,
      seats: [
        { kind: 'computer', level: 'easy' },
        { kind: 'computer', level: 'hard' },
      ],
    });
    const game = archiveEntry(ctx, WHEN, false)!;
    expect(game.result).toBe('watched');
    expect(opponentLevel(game)).toBe('mixed');
  });
});

describe('an online game kept by its reader (keepOnline)', () => {
  test("the result is the reader's seat's, whichever seat, and goes through export", () => {
    const ctx = playedGame('ARCH05', { target: 31 });
    const record = toGameRecord(ctx.settings, ctx.hands);
    const people = [{ kind: 'human' }, { kind: 'human' }] as const;
    const won = lineState(ctx).winner ?? [];
    const meta = (you: number) => ({
      finishedAt: WHEN,
      seats: people,
      seed: null,
      practice: false,
      you,
    });
    const first = fromRecord(record, meta(0));
    const second = fromRecord(record, meta(1));
    if (!first.ok || !second.ok) throw new Error('not kept');
    expect(first.game.result).toBe(won.includes(0) ? 'won' : 'lost');
    expect(second.game.result).toBe(won.includes(1) ? 'won' : 'lost');
    expect(second.game.result).not.toBe(first.game.result);
    const back = parseJsonl(toJsonl([second.game]), new Date(WHEN));
    expect(back.ok && back.games[0]?.result).toBe(second.game.result);
    expect(fromRecord(record, meta(-1)).ok && fromRecord(record, meta(-1))).toMatchObject({
      game: { result: 'watched' },
    });
  });

  test('with partners the side is the team', () => {
    const seats = Array.from({ length: 4 }, () => ({ kind: 'human' }) as const);
    expect(resultFor(seats, [1], 3, true)).toBe('won');
    expect(resultFor(seats, [1], 2, true)).toBe('lost');
    expect(resultFor(seats, [3], 3, false)).toBe('won');
  });
});

describe('export and import (.jsonl)', () => {
  const games = ['ARCH05', 'ARCH06', 'ARCH07'].map((seed, i) =>
    archiveEntry(playedGame(seed, { target: 31 }), `2026-11-2${i}T10:00:00.000Z`, i === 1)!,
  );

  test('round-trips: the same games, ids and all', () => {
    const read = parseJsonl(toJsonl(games), new Date(WHEN));
    expect(read.ok).toBe(true);
    if (read.ok) expect(read.games).toEqual(games);
  });

  test('the replay command reads the exported file, to the scores kept', () => {
    const run = replayText(toJsonl(games));
    expect(run.exitCode).toBe(0);
    const out = run.lines.map((l) => JSON.parse(l) as { scores: number[]; over: boolean });
    expect(out.map((o) => o.scores)).toEqual(games.map((g) => g.scores));
    expect(out.every((o) => o.over)).toBe(true);
  });

  test('a record from elsewhere, without the library fields, is read with what can be known', () => {
    const { record } = games[0]!;
    const read = parseJsonl(JSON.stringify(record), new Date(WHEN));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.games[0]?.finishedAt).toBe(WHEN);
    expect(read.games[0]?.result).toBe('watched');
    expect(read.games[0]?.seats.every((s) => s.kind === 'unknown')).toBe(true);
  });

  test.each([
    ['', /no games/],
    ['hello\n', /Line 1 is not JSON/],
    [`${toLine(games[0]!)}\n[1,2]\n`, /Line 2 is not a game record/],
    [`${toLine(games[0]!)}\n{"players": 9, "hands": []}\n`, /Line 2: not a game record/],
  ])('a bad file is refused whole with a clear message (%#)', (text, message) => {
    const read = parseJsonl(text, new Date(WHEN));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(message);
  });

  test('a record that breaks the rules, or stops before the end, is refused', () => {
    const g = games[0]!;
    const hands = (g.record as GameRecord).hands;
    const cut = { ...g.record, hands: hands.slice(0, -1) };
    const cutRead = parseJsonl(JSON.stringify(cut), new Date(WHEN));
    expect(cutRead.ok).toBe(false);
    if (!cutRead.ok) expect(cutRead.message).toMatch(/not finished/);
    const first = hands[0]!;
    const cheat = {
      ...g.record,
      hands: [{ ...first, moves: [{ ...first.moves[0]!, seat: (first.leader + 1) % 2 }] }],
    };
    const cheatRead = parseJsonl(JSON.stringify(cheat), new Date(WHEN));
    expect(cheatRead.ok).toBe(false);
    if (!cheatRead.ok) expect(cheatRead.message).toMatch(/does not replay/);
  });
});
