/**
 * Whole games driven through the machine by computer seats, for every preset
 * and player count; each final record replays through the replay command's
 * function to the same scores, winner and hands, and the log tells the same story.
 */
import { lineState } from '../../src/machine/lineState';
import { describe, expect, test } from 'vitest';
import { replayText } from '../../src/engine/replayText';
import type { GameRecord } from '../../src/engine/index';
import {
  PARLOUR_PRESETS,
  PARLOUR_SETS,
  PRESET_OPTIONS,
  type ReplayOutput,
} from '../../src/engine/index';
import { toGameRecord, type GameContext } from '../../src/machine/index';
import { playWholeGame } from './helpers';

/**
 * [preset, players, partners, seed, target, set]. Four random players of Celko's game, where every
 * loser subtracts, drift below zero and rarely reach 250, so those two games play to 40.
 * The parlour games (RULES.md §15) play on each of their sets.
 */
type Row = [
  preset: string,
  players: number,
  partners: boolean,
  seed: string,
  target?: number,
  maxPip?: number,
];
const TABLE: readonly Row[] = [
  ['horse-race', 2, false, 'HR2000'],
  ['horse-race', 3, false, 'HR3000'],
  ['horse-race', 4, false, 'HR4000'],
  ['horse-race', 4, true, 'HR4PPP'],
  ['horse-race-celko', 2, false, 'CK2000'],
  ['horse-race-celko', 3, false, 'CK3000'],
  ['horse-race-celko', 4, false, 'CK4000', 40],
  ['horse-race-celko', 4, true, 'CK4PPP', 40],
  ['horse-race-domino-play', 2, false, 'DP2000'],
  ['horse-race-domino-play', 3, false, 'DP3000'],
  ['horse-race-domino-play', 4, false, 'DP4000'],
  ['horse-race-domino-play', 4, true, 'DP4PPP'],
  ['seven-toed-pete', 4, false, '7P4000'],
  ...PARLOUR_PRESETS.flatMap((preset) =>
    PARLOUR_SETS.map((maxPip, i): Row => [
      preset,
      [2, 3, 4][i] as number,
      // Partners where the game allows them, on the double-twelve set.
      maxPip === 12 && PRESET_OPTIONS[preset].partnersAllowed,
      `P${preset.length}${maxPip}${i}`.padEnd(6, '0').slice(0, 6),
      undefined,
      maxPip,
    ]),
  ),
];

function replay(context: GameContext): { output: ReplayOutput; exitCode: number } {
  const run = replayText(JSON.stringify(toGameRecord(context.settings, context.hands)));
  expect(run.lines).toHaveLength(1);
  return { output: JSON.parse(run.lines[0]!) as ReplayOutput, exitCode: run.exitCode };
}

describe.each(TABLE)(
  '%s, %i players, partners %s',
  (preset, players, partners, seed, target, maxPip) => {
    test(`a whole game through the machine replays to the same result (double-${maxPip ?? 6})`, async () => {
      const c = await playWholeGame({ preset, players, partners, seed, target, maxPip });
      expect(c.game.over).toBe(true);
      expect(c.refusal).toBeNull();
      const { output, exitCode } = replay(c);
      expect(exitCode).toBe(0);
      expect(output.over).toBe(true);
      expect(output.scores).toEqual(lineState(c).scores);
      expect(output.winner).toEqual(lineState(c).winner);
      expect(output.hands).toHaveLength(c.hands.length);
      expect(Math.max(...lineState(c).scores)).toBeGreaterThanOrEqual(c.settings.target ?? 0);
      // The log tells the same story, hand by hand.
      const ends = c.log.filter((e) => e.kind === 'hand-end');
      expect(ends.map((e) => [e.end, e.scores])).toEqual(
        output.hands.map((h) => [h.end, h.scores]),
      );
      expect(c.log.filter((e) => e.kind === 'deal')).toHaveLength(c.hands.length);
      const steps = c.log.filter(
        (e) => e.kind === 'play' || e.kind === 'draw' || e.kind === 'pass',
      );
      expect(steps).toHaveLength(output.hands.reduce((n, h) => n + h.moves.length, 0));
      expect(c.log.at(-1)).toEqual({
        id: c.log.length - 1,
        kind: 'game-over',
        winner: lineState(c).winner,
        scores: lineState(c).scores,
      });
    });
  },
);

test('a seed code reproduces the whole game; another seed plays another', async () => {
  const a = await playWholeGame({ players: 3, seed: 'REPLAY' });
  const b = await playWholeGame({ players: 3, seed: 'rep1ay' });
  const c = await playWholeGame({ players: 3, seed: 'REPLAZ' });
  const record = (x: GameContext) => toGameRecord(x.settings, x.hands);
  expect(record(b)).toEqual(record(a));
  expect(record(c).hands[0]).not.toEqual(record(a).hands[0]);
});

test('a record with a target changed says so in its options, and replays with it', async () => {
  const c = await playWholeGame({ players: 2, seed: 'TGT031', target: 31 });
  const record = toGameRecord(c.settings, c.hands) as GameRecord;
  expect(record.options).toEqual({ target: 31 });
  const { output } = replay(c);
  expect(output.scores).toEqual(lineState(c).scores);
  expect(Math.max(...lineState(c).scores)).toBeLessThan(61 + 30);
});
