import { describe, expect, test } from 'vitest';
import { archiveEntry } from '../../src/archive/game';
import { gameFrames, type GameFrames } from '../../src/archive/replay';
import { parseRecord } from '../../src/engine/index';
import { replayDriver, replayTableView } from '../../src/view/replayDriver';
import { playedGame } from '../archive/play';

const game = archiveEntry(
  playedGame('RDRV01', { players: 3, target: 41, pick: (n, t) => (t * 7) % n }),
  '2026-11-23T00:00:00.000Z',
  false,
)!;

function frames(): GameFrames {
  const made = gameFrames(game);
  if (!made.ok) throw new Error(made.message);
  return made.frames;
}

describe('the replay driver', () => {
  test('forward through the whole game: each step adds its log entries, to the final scores', () => {
    const all = frames();
    expect(all.length).toBeGreaterThan(1);
    const driver = replayDriver(game, all);
    let heard = 0;
    driver.subscribe(() => heard++);
    let view = driver.view();
    expect(view.moves).toBeNull();
    expect(view.status.text).toMatch(/^Hand 1 of \d+ · move 0 of \d+: dealt, \w+ leads?$/);
    let steps = 0;
    for (;;) {
      const before = driver.at();
      driver.forward();
      if (driver.at() === before) break;
      steps++;
      const next = driver.view();
      // Animated, as in a game: the same epoch and a log that only grows.
      expect(next.epoch).toBe(view.epoch);
      expect(next.log.length).toBeGreaterThan(view.log.length);
      expect(next.log.slice(0, view.log.length)).toEqual(view.log);
      const { hand, count } = driver.at();
      const event = all[hand]![count]!.event;
      if (event?.type === 'play')
        expect(next.status.text).toContain(
          `count ${event.total}, ${event.points > 0 ? `${event.points} point` : 'no points'}`,
        );
      else if (event) expect(next.status.text).toMatch(/: \w+ (draws \d-\d|passes)$/);
      else expect(next.status.text).toMatch(/move 0 of \d+: dealt/);
      view = next;
    }
    expect(heard).toBe(steps);
    expect(view.scores).toEqual(game.scores);
    expect(view.gameOver?.scores).toEqual(game.scores);
    expect(view.handEnd).not.toBeNull();
  });

  test('autoplay: forward while not at the end reaches the last move, then stops', () => {
    const all = frames();
    const driver = replayDriver(game, all);
    expect(driver.atEnd()).toBe(false);
    let steps = 0;
    while (!driver.atEnd() && steps < 10_000) {
      driver.forward();
      steps++;
    }
    const total = all.reduce((n, hand) => n + hand.length - 1, 0);
    // Each hand's positions, and a step from one hand's end to the next hand's deal.
    expect(steps).toBe(total + all.length - 1);
    expect(driver.view().gameOver).not.toBeNull();
    const end = driver.at();
    driver.forward();
    expect(driver.at()).toBe(end);
    driver.back();
    expect(driver.atEnd()).toBe(false);
  });

  test('back and jumps are drawn afresh; the deal shows seat 0 the tiles the record dealt', () => {
    const all = frames();
    const parsed = parseRecord(game.record);
    if (!parsed.ok) throw new Error(parsed.message);
    const driver = replayDriver(game, all);
    driver.toHand(1);
    const view = driver.view();
    expect(driver.at()).toEqual({ hand: 1, count: 0 });
    expect(view.epoch).toBe(1);
    expect(view.hand).toEqual(parsed.record.hands[1]!.deal.hands[0]);
    expect(view.seats.map((s) => s.tiles)).toEqual(
      parsed.record.hands[1]!.deal.hands.slice(1).map((h) => h.length),
    );
    expect(view.handEnd).toBeNull();
    driver.back();
    expect(driver.at()).toEqual({ hand: 0, count: all[0]!.length - 1 });
    expect(driver.view().epoch).toBe(2);
    // The hand just ended: its panel's entry, every hand revealed.
    expect(driver.view().handEnd?.hand).toBe(0);
    driver.forward(false);
    expect(driver.view().epoch).toBe(3);
    driver.toEnd();
    expect(driver.view().scores).toEqual(game.scores);
    // Nothing is played in a replay.
    expect(driver.send({ type: 'draw' })).toMatch(/replay/);
    expect(driver.send({ type: 'next-hand' })).toBeNull();
  });

  test('a watched game names South, and each seat by level', () => {
    const watched = archiveEntry(
      playedGame('RDRV02', {
        players: 2,
        target: 21,
        seats: [
          { kind: 'computer', level: 'easy' },
          { kind: 'computer', level: 'hard' },
        ],
      }),
      '2026-11-23T00:00:00.000Z',
      false,
    )!;
    const made = gameFrames(watched);
    if (!made.ok) throw new Error(made.message);
    const view = replayTableView(watched, made.frames, { hand: 0, count: 1 }, 0);
    expect(view.names).toEqual(['South', 'North']);
    expect(view.you).toBeNull();
    expect(view.seats[0]?.detail).toBe('Hard');
    expect(view.status.text).toMatch(/move 1 of \d+: (South|North) leads \d-\d: count \d+/);
  });

  test('a Block-family game says what was played, with no count and no points (nothing scores in play)', () => {
    const block = archiveEntry(
      playedGame('RDRV03', { preset: 'block', players: 3, target: 50 }),
      '2026-11-23T00:00:00.000Z',
      false,
    )!;
    const made = gameFrames(block);
    if (!made.ok) throw new Error(made.message);
    const driver = replayDriver(block, made.frames);
    const captions: string[] = [];
    for (let i = 0; i < 30; i++) {
      driver.forward();
      captions.push(driver.view().status.text);
    }
    expect(captions.some((c) => / (leads|lead|plays|play) \d-\d/.test(c))).toBe(true);
    for (const c of captions) expect(c).not.toMatch(/count|points|plays again/);
  });
});
