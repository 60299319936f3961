/** Which moments the table celebrates (issue 12): big chains, "domino!", the game's end. */
import { describe, expect, test } from 'vitest';
import type { Tile } from '../../src/engine/tiles';
import type { LogEntry } from '../../src/machine/index';
import { PRESET_OPTIONS, type Preset } from '../../src/engine/index';
import {
  celebrationAt,
  celebrationMotion,
  celebrationNames,
  turnSoFar,
  type CelebrationNames,
} from '../../src/view/celebration';
import { wentOutOf, type TableView } from '../../src/view/tableView';
import { config } from '../support/config';
import { tableFacts } from '../../src/view/viewRules';

const WHO: CelebrationNames = {
  names: ['You', 'West', 'East'],
  sideNames: ['You', 'West', 'East'],
  you: 0,
  yourSide: 0,
  bigPoints: 4,
  partners: false,
};

let id = 0;
const play = (seat: number, points = 0): LogEntry => ({
  id: id++,
  kind: 'play',
  hand: 0,
  seat,
  tile: 0 as Tile,
  on: null,
  slot: null,
  total: points * 5,
  points,
  drawn: false,
  again: true,
  scores: [0, 0, 0],
  scoring: points > 0,
});
const draw = (seat: number): LogEntry => ({
  id: id++,
  kind: 'draw',
  hand: 0,
  seat,
  tile: null,
  playable: true,
});

/** The index of every step celebrated in the log, with its kind. */
function celebrated(log: LogEntry[], who = WHO): [number, string][] {
  return log.flatMap((_, i) => {
    const c = celebrationAt(log, i, who);
    return c ? [[i, c.kind] as [number, string]] : [];
  });
}

describe('big chains', () => {
  test('the third play of a turn is celebrated once, not the fourth', () => {
    const log = [play(1), play(0), play(0), play(0), play(0), play(2)];
    expect(celebrated(log)).toEqual([[3, 'chain']]);
    expect(celebrationAt(log, 3, WHO)?.text).toBe('Big turn! 3 plays in a row');
  });

  test('four points in a turn are celebrated on the play that reaches them', () => {
    const log = [play(1), play(1, 2), play(1, 2), play(0, 1)];
    expect(celebrated(log)).toEqual([[2, 'chain']]);
    expect(celebrationAt(log, 2, WHO)?.text).toBe('West: +4 this turn');
  });

  test('a turn already big by points is not celebrated again at its third play', () => {
    const log = [play(0, 4), play(0), play(0)];
    expect(celebrated(log)).toEqual([[0, 'chain']]);
  });

  test('two short turns in a row are not one chain', () => {
    expect(celebrated([play(0), play(0), play(1), play(0), play(0)])).toEqual([]);
  });

  test('a draw inside the turn does not break it', () => {
    expect(turnSoFar([play(0), play(0), draw(0), play(0)], 3).plays).toBe(3);
    expect(turnSoFar([play(0), draw(1), play(0)], 2).plays).toBe(1);
  });

  test('where a point is a pip of the count, a big turn is 20 points', () => {
    const celko = { ...WHO, bigPoints: 20 };
    expect(celebrated([play(0, 15)], celko)).toEqual([]);
    expect(celebrated([play(0, 15), play(0, 5)], celko)).toEqual([[1, 'chain']]);
  });
});

describe('the rules a celebration follows come from the engine', () => {
  const names = (preset: Preset, players = 3): CelebrationNames =>
    celebrationNames({
      facts: tableFacts(config({ preset, players, options: PRESET_OPTIONS[preset] })),
      names: ['You', 'West', 'East'],
      sideNames: ['You', 'West', 'East'],
      you: 0,
    } as unknown as TableView);

  test("a big turn's points are what the engine scores for a count of 20", () => {
    expect(names('horse-race').bigPoints).toBe(4);
    expect(names('horse-race-celko').bigPoints).toBe(20);
    expect(names('muggins').bigPoints).toBe(20);
    // Nothing scores in play in the Block family: a turn is big by its plays alone.
    expect(names('block').bigPoints).toBeNull();
    expect(names('draw').bigPoints).toBeNull();
  });
});

describe('the end of a hand and of the game', () => {
  const handEnd = (end: string, winners: number[], hands: number[][]): LogEntry =>
    ({
      id: id++,
      kind: 'hand-end',
      hand: 0,
      end,
      winners,
      pips: [0, 0, 0],
      bonus: [0, 0, 0],
      scores: [0, 0, 0],
      hands,
    }) as unknown as LogEntry;
  const over = (winner: number[]): LogEntry => ({
    id: id++,
    kind: 'game-over',
    winner,
    scores: [61, 3, 2],
  });

  test('domino names the seat that went out', () => {
    expect(celebrationAt([handEnd('domino', [2], [[1], [3], []])], 0, WHO)).toEqual({
      kind: 'domino',
      seat: 2,
      text: 'Domino! East went out',
    });
    expect(celebrationAt([handEnd('domino', [0], [[], [3], [4]])], 0, WHO)?.text).toBe(
      'Domino! You went out',
    );
    // A blocked hand is called out, naming nobody (the panel says who had the lightest hand).
    expect(celebrationAt([handEnd('blocked', [0], [[1], [3], [4]])], 0, WHO)).toEqual({
      kind: 'blocked',
      text: 'Blocked! Nobody can play',
    });
  });

  test("who went out is the engine's wentOut among the winners, for the panel and the celebration alike", () => {
    // Partners: the team wins, the seat that went out is starred and celebrated.
    const team = handEnd('domino', [1, 3], [[1], [3], [4], []]);
    expect(team.kind === 'hand-end' && wentOutOf(team)).toBe(3);
    expect(celebrationAt([team], 0, { ...WHO, names: ['You', 'West', 'North', 'East'] })).toEqual({
      kind: 'domino',
      seat: 3,
      text: 'Domino! East went out',
    });
    const blocked = handEnd('blocked', [0], [[1], [3], [4]]);
    expect(blocked.kind === 'hand-end' && wentOutOf(blocked)).toBeNull();
    // A hand-end whose hands are not known names nobody (the old test took the first winner).
    const unknown = handEnd('domino', [0], []);
    expect(unknown.kind === 'hand-end' && wentOutOf(unknown)).toBeNull();
    expect(celebrationAt([unknown], 0, WHO)).toBeNull();
  });

  test('the game over is a win for the person, a loss otherwise, a loss-style ending when watching', () => {
    expect(celebrationAt([over([0])], 0, WHO)).toMatchObject({ kind: 'win', text: 'You win!' });
    expect(celebrationAt([over([1])], 0, WHO)).toMatchObject({ kind: 'loss', text: 'West wins' });
    const partners = { ...WHO, sideNames: ['You & North', 'West & East'], partners: true };
    expect(celebrationAt([over([1])], 0, partners)?.text).toBe('West & East win');
    const watching = { ...WHO, you: null, yourSide: null, names: ['South', 'West', 'East'] };
    expect(celebrationAt([over([0])], 0, watching)?.kind).toBe('loss');
  });
});

test('motion follows the pace and reduced motion', () => {
  expect(celebrationMotion({ speed: 'instant', reducedMotion: false })).toBe('none');
  expect(celebrationMotion({ speed: 'normal', reducedMotion: true })).toBe('still');
  expect(celebrationMotion({ speed: 'fast', reducedMotion: false })).toBe('full');
});

test('a hand-end count that scores nothing says "no score", never "+0 for …"', async () => {
  const { stepLines } = await import('../../src/view/tableView');
  const step = {
    side: 1,
    seats: [0],
    pips: [2],
    reserve: 0,
    counted: 2,
    rounded: 0,
    bigPoints: 4,
    points: 0,
    subtract: false,
  };
  const lines = stepLines([step] as never, ['You', 'North'], ['You', 'North']);
  expect(lines).toEqual(['You 2 pips → rounded 0: no score']);
});
