/** The menu's line about a game: whose score is whose, and how a finished game ended. */
import { lineState } from '../../src/machine/lineState';
import { describe, expect, test } from 'vitest';
import { testSession } from '../support/session';
import { writeSave } from '../../src/machine/index';
import {
  finishedCaption,
  inProgressCaption,
  scoreLine,
  winnerLine,
  type GameSummary,
} from '../../src/view/savedGame';
import { MemoryStorage, playWholeGame } from '../machine/helpers';

const game = (patch: Partial<GameSummary>): GameSummary => ({
  preset: 'horse-race',
  players: 2,
  partners: false,
  watching: false,
  practice: false,
  hand: 3,
  scores: [0, 2],
  winner: null,
  ...patch,
});

const session = (storage: MemoryStorage) => testSession(storage);

describe('the Continue line', () => {
  test('says whose score is whose', () => {
    expect(scoreLine(game({}))).toBe('You 0 – North 2');
    expect(scoreLine(game({ players: 3, scores: [2, 0, 5] }))).toBe('You 2, West 0, East 5');
    expect(scoreLine(game({ players: 4, partners: true, scores: [12, 8] }))).toBe(
      'You & North 12 – West & East 8',
    );
    expect(scoreLine(game({ watching: true }))).toBe('South 0 – North 2');
  });

  test('names the game for players, the hand, and practice', () => {
    expect(inProgressCaption(game({}))).toBe('Horse Race · hand 3 · You 0 – North 2');
    expect(inProgressCaption(game({ practice: true, preset: 'horse-race-celko' }))).toBe(
      'Practice · Horse Race, full points · hand 3 · You 0 – North 2',
    );
    // Each game's own word for a deal (issue 36, item 10): Mexican Train plays rounds.
    expect(inProgressCaption(game({ preset: 'mexican-train' }))).toBe(
      'Mexican Train · round 3 · You 0 – North 2',
    );
    expect(inProgressCaption(game({ preset: 'texas-42' }))).toMatch(/^Texas 42 · hand 3 · /);
  });

  test('a finished game says who won', () => {
    expect(winnerLine(game({ winner: [0] }))).toBe('You won');
    expect(winnerLine(game({ players: 4, partners: true, winner: [1] }))).toBe('West & East won');
    expect(finishedCaption(game({ scores: [40, 61], winner: [1] }))).toBe(
      'Last game: North won · You 40 – North 61',
    );
  });
});

describe('the session tells the menu about the game', () => {
  test('a game in progress can be continued, and says whose score is whose', () => {
    const s = session(new MemoryStorage());
    expect(s.saveStatus()).toEqual({ kind: 'none' });
    expect(
      s.start({ preset: 'horse-race', players: 3, partners: false, level: 'easy', target: NaN }).ok,
    ).toBe(true);
    const status = s.saveStatus();
    expect(status.kind).toBe('ok');
    if (status.kind !== 'ok') return;
    expect(status.summary).toMatchObject({ players: 3, hand: 1, scores: [0, 0, 0], winner: null });
    expect(inProgressCaption(status.summary)).toBe('Horse Race · hand 1 · You 0, West 0, East 0');
    // Back from the menu: Continue returns to the running game.
    expect(s.resume()).toEqual({ ok: true });
  });

  test('a finished game is reported as finished, not as "no saved game", and cannot be continued', async () => {
    const storage = new MemoryStorage();
    const over = await playWholeGame({
      preset: 'horse-race',
      players: 2,
      seed: 'F1N15H',
      target: 31,
    });
    writeSave(storage, over, 0);
    const s = session(storage);
    const status = s.saveStatus();
    expect(status.kind).toBe('finished');
    if (status.kind !== 'finished') return;
    expect(status.summary.winner).toEqual(lineState(over).winner);
    expect(finishedCaption(status.summary)).toMatch(
      /^Last game: (South|North) won · South \d+ – North \d+$/,
    );
  });

  test('a game played to the end in this visit is reported as finished', async () => {
    const s = session(new MemoryStorage());
    const started = s.start({
      preset: 'horse-race',
      players: 2,
      partners: false,
      level: 'easy',
      target: 11,
      seed: 'F1N1SH',
      watch: true,
    });
    expect(started.ok).toBe(true);
    const until = Date.now() + 10_000;
    while (s.saveStatus().kind === 'ok' && Date.now() < until)
      await new Promise((r) => setTimeout(r, 5));
    const status = s.saveStatus();
    expect(status.kind).toBe('finished');
    if (status.kind !== 'finished') return;
    expect(finishedCaption(status.summary)).toMatch(
      /^Last game: (South|North) won · South \d+ – North \d+$/,
    );
    // Nothing to continue: Continue would only show the game-over panel again.
    expect(s.resume().ok).toBe(false);
  });

  test('the set chosen is the set dealt; a game that takes only double-six refuses another', () => {
    const s = session(new MemoryStorage());
    const base = { players: 2, partners: false, level: 'easy', target: NaN } as const;
    expect(s.start({ ...base, preset: 'muggins', set: 9 })).toEqual({ ok: true });
    const record = s.recordJson() as { options?: Record<string, unknown> };
    expect(record.options?.max_pip).toBe(9);
    const refused = s.start({ ...base, preset: 'horse-race', set: 9 });
    expect(refused.ok).toBe(false);
  });
});
