/** The simulate command: whole games through the machine, as JSON Lines that replay. */
import { lineState } from '../../src/machine/lineState';
import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { replayText } from '../../src/engine/replayText';
import type { ReplayOutput } from '../../src/engine/index';
import { nextSeed, toGameRecord, type SeedCode } from '../../src/machine/index';
import { playWholeGame } from './helpers';

const root = new URL('../..', import.meta.url).pathname;

function simulate(args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/simulate.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('npm run simulate', () => {
  test('writes one record a game, each replaying to a finished game; the same as in process', async () => {
    const run = simulate([
      '--preset',
      'horse-race',
      '--players',
      '3',
      '--seed',
      'ABC123',
      '--games',
      '2',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    const replayed = replayText(run.stdout);
    expect(replayed.exitCode).toBe(0);
    const outputs = replayed.lines.map((l) => JSON.parse(l) as ReplayOutput);
    expect(outputs.every((o) => o.over)).toBe(true);
    // Game 1 is the seed's, game 2 the rematch's: the machine in process plays the same.
    const seeds = ['ABC123', nextSeed('ABC123' as SeedCode)];
    for (const [i, line] of lines.entries()) {
      const record = JSON.parse(line) as { seed: string; final: { scores: number[] } };
      expect(record.seed).toBe(seeds[i]);
      expect(outputs[i]!.scores).toEqual(record.final.scores);
      const c = await playWholeGame({ players: 3, seed: seeds[i] });
      expect(record).toEqual({
        ...toGameRecord(c.settings, c.hands),
        seed: seeds[i],
        final: { scores: lineState(c).scores, winner: lineState(c).winner },
      });
    }
  });

  test('partners', () => {
    const run = simulate([
      '--preset',
      'horse-race',
      '--players',
      '4',
      '--partners',
      '--seed',
      'PARTNR',
    ]);
    expect(run.code).toBe(0);
    const record = JSON.parse(run.stdout) as { partners: boolean; scores: number[] };
    expect(record).toMatchObject({ partners: true, scores: [0, 0] });
    expect(replayText(run.stdout).exitCode).toBe(0);
  });

  test('bad arguments: usage on standard error, status 2', () => {
    const run = simulate(['--players', '3', '--seed', 'ABC123', '--preset', 'chess']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/unknown preset "chess"\nusage: npm run --silent simulate/);
  });
});
