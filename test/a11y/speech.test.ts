import { createActor, waitFor } from 'xstate';
import { describe, expect, test } from 'vitest';
import { speakEntry, speakView, type Table } from '../../src/a11y/speech';
import { createVoice } from '../../src/a11y/voice';
import { tileOf } from '../../src/engine/tiles';
import {
  gameMachine,
  makeSettings,
  type GameSnapshot,
  type LogEntry,
} from '../../src/machine/index';
import { gameTableView, type GameDriver } from '../../src/view/gameDriver';
import type { TableView } from '../../src/view/tableView';
import { playUntil, practiceGame } from '../support/tableGame';

/** The table's view of a snapshot (no practice), as the voice hears it. */
const viewOf = (s: GameSnapshot): TableView => gameTableView(s, true, null);

const three: Table = { names: ['You', 'West', 'East'], you: 0, partners: false };

describe('what the voice says', () => {
  test('a play on an open end, with its count and points', () => {
    const play: LogEntry = {
      id: 4,
      kind: 'play',
      hand: 0,
      seat: 1,
      tile: tileOf(6, 4),
      on: tileOf(6, 2),
      slot: null,
      total: 15,
      points: 3,
      drawn: false,
      again: true,
      scores: [0, 3, 0],
      scoring: true,
    };
    expect(speakEntry(play, three)).toBe(
      'West plays 6-4 on the 6: count 15, 3 points. West plays again.',
    );
    expect(speakEntry({ ...play, seat: 0, on: null, again: false, points: 0 }, three)).toBe(
      'You lead 6-4: count 15.',
    );
    // The Block family scores nothing in play: no count is said.
    const block = { ...play, again: false, points: 0 };
    expect(speakEntry(block, { ...three, inPlay: false })).toBe('West plays 6-4 on the 6.');
    expect(speakEntry({ ...play, tile: tileOf(5, 5), on: tileOf(5, 0), points: 1 }, three)).toMatch(
      /^West plays 5-5 on the 5: count 15, 1 point\./,
    );
  });

  test("draws: the person's tile is named, another seat's never", () => {
    const draw: LogEntry = {
      id: 2,
      kind: 'draw',
      hand: 0,
      seat: 0,
      tile: tileOf(3, 2),
      playable: true,
    };
    expect(speakEntry(draw, three)).toBe('You draw 3-2, which fits and must be played.');
    expect(speakEntry({ ...draw, seat: 2, tile: null }, three)).toBe('East draws.');
    expect(speakEntry({ id: 3, kind: 'pass', hand: 0, seat: 2 }, three)).toBe('East passes.');
  });

  test('the end of a hand and of the game, with the scores', () => {
    const end: LogEntry = {
      id: 9,
      kind: 'hand-end',
      hand: 1,
      end: 'domino',
      winners: [1],
      pips: [4, 0, 9],
      bonus: [0, 15, 0],
      scores: [20, 45, 10],
      hands: [[], [], []],
    };
    expect(speakEntry(end, three)).toBe(
      'Hand 2 over. West wins the hand. Bonus: West +15. Scores: You 20, West 45, East 10.',
    );
    expect(
      speakEntry({ id: 10, kind: 'game-over', winner: [0], scores: [61, 40, 12] }, three),
    ).toBe('Game over: You win. Final scores: You 61, West 40, East 12.');
    const partners: Table = {
      names: ['You', 'West', 'North', 'East'],
      you: 0,
      partners: true,
    };
    expect(speakEntry({ id: 10, kind: 'game-over', winner: [1], scores: [30, 61] }, partners)).toBe(
      'Game over: West & East win. Final scores: You & North 30, West & East 61.',
    );
  });
});

describe('the voice through a whole game of computer players', () => {
  test('it speaks every step once, in order, and the result', async () => {
    const made = makeSettings({
      preset: 'horse-race',
      players: 2,
      partners: false,
      seed: 'SPEAK1',
      speed: 'instant',
      target: 31,
      seats: [
        { kind: 'computer', level: 'easy' },
        { kind: 'computer', level: 'easy' },
      ],
    });
    if (!made.ok) throw new Error(made.message);
    const said: string[] = [];
    const speak = createVoice((t) => said.push(t));
    const actor = createActor(gameMachine, {
      input: { settings: made.settings, autoContinue: true },
    });
    actor.subscribe({ next: (s) => speak(viewOf(s)), error: () => undefined });
    actor.start();
    const done = await waitFor(actor, (s) => s.matches('game-over'), { timeout: 30_000 });
    actor.stop();
    const text = said.join(' ');
    const plays = done.context.log.filter((e) => e.kind === 'play').length;
    expect(text.match(/ (plays|leads) \d-\d/g)?.length).toBe(plays);
    expect(text).toMatch(/Hand 1 is dealt\. (South|North) leads\./);
    expect(text).toMatch(/Game over: (South|North) wins\. Final scores: South \d+, North \d+\./);
    expect(text).not.toMatch(/North plays again\. North's turn/);
    // Everything said once: the last snapshot again, from its end, adds nothing.
    expect(speakView(viewOf(done), done.context.log.length - 1).text).toBe('');
    expect(text.endsWith('Choose Rematch to play again, or Menu.')).toBe(true);
  });
});

describe('the voice in a pass-and-play game', () => {
  test('every seat by its compass name; nobody’s tiles said aloud', () => {
    const made = makeSettings({
      preset: 'horse-race',
      players: 2,
      partners: false,
      seed: 'SPEAK2',
      speed: 'instant',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    if (!made.ok) throw new Error(made.message);
    const actor = createActor(gameMachine, { input: { settings: made.settings } });
    actor.start();
    const snap = actor.getSnapshot();
    actor.stop();
    const text = speakView(viewOf(snap), -1).text;
    expect(text).toMatch(/Hand 1 is dealt\. (South|North) leads\. (South|North)'s turn\./);
    expect(text).not.toMatch(/You|you can play/);
  });
});

/** A game of the person's through the table's driver. */
const personGame = (seed: string, practice: boolean, hints: boolean): GameDriver =>
  practiceGame(seed, practice, hints).driver;

describe('the voice says only what the table shows', () => {
  test('counting it yourself: the count of the play in question is not said until it is settled', async () => {
    const driver = personGame('PD0001', true, true);
    driver.send({ type: 'practice-options', patch: { count: true } });
    await playUntil(driver, (v) => (v.practice?.claim?.points ?? 0) > 0);
    const open = driver.view();
    expect(open.board.countHidden).toBe(true);
    const said: string[] = [];
    const speak = createVoice((t) => said.push(t));
    speak(open);
    const play = [...open.log].reverse().find((e) => e.kind === 'play');
    if (play?.kind !== 'play') throw new Error('no play');
    const mine = speakView(open, play.id - 1).text;
    expect(mine).toMatch(/^You (play|lead) \d-\d/);
    expect(mine).not.toMatch(/count|points?\b/);
    // From the game's start too, the play in question is said without its count.
    const whole = said.join(' ');
    const at = whole.lastIndexOf(`${mine.split('.')[0]}.`);
    expect(at).toBeGreaterThan(0);
    expect(whole.slice(at)).not.toMatch(/count|points?\b/);
    // Settled: the verdict is said, as the table shows it.
    driver.send({ type: 'claim', value: open.practice?.claim?.points ?? 0 });
    speak(driver.view());
    expect(said.at(-1)).toMatch(/^Right: \d+ is yours\./);
  });

  test('with hints off no tile is said with what it would score; with hints on, it is', async () => {
    const find = (v: TableView) =>
      v.moves?.tiles.some((c) => c.targets.some((t) => t.points > 0)) ?? false;
    const off = personGame('VOICE1', false, false);
    await playUntil(off, find);
    const quiet = speakView(off.view(), off.view().log.length - 2).text;
    expect(quiet).toMatch(/Your turn.*: you can play/);
    expect(quiet).not.toMatch(/ for \d+ points?/);
    const on = personGame('VOICE1', false, true);
    await playUntil(on, find);
    expect(speakView(on.view(), on.view().log.length - 2).text).toMatch(/ for \d+ points?/);
  });

  test('practice with hints off: no tile is said with its points', async () => {
    const driver = personGame('VOICE1', true, true);
    driver.send({ type: 'practice-options', patch: { hints: 'off' } });
    await playUntil(
      driver,
      (v) => v.moves?.tiles.some((c) => c.targets.some((t) => t.points > 0)) ?? false,
    );
    const view = driver.view();
    expect(speakView(view, view.log.length - 2).text).not.toMatch(/ for \d+ points?/);
  });
});
