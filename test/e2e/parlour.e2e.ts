/**
 * The parlour games at the table (issue 13): every preset of RULES.md §15 on every set it
 * allows plays to game over by keyboard alone (1280x720) and by touch on a phone held
 * upright (390x844), from a link, and its record replays through the engine's replay (the
 * replay command's own code, in this process) to the scores on screen. "A shorter game"
 * (target 50, §15.9) keeps each game to a hand or a few; the two games of a preset and set
 * run side by side, each in its own browser context.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { replayValue } from '../../src/engine/replayText';
import {
  hotspots,
  openPage,
  record,
  scenes,
  snapshot,
  texts,
  useBrowser,
  waitUntil,
} from './browser';
import { playGame, type Mode } from './drive';

const browser = useBrowser();
const base = inject('baseURL');

const PRESETS = ['block', 'draw', 'cross', 'cross-all-doubles', 'muggins'] as const;
const SETS = [6, 9, 12] as const;

/** Every preset on every set, with a player count that varies from game to game. */
const GAMES = PRESETS.flatMap((preset, i) =>
  SETS.map((set, j) => ({ preset, set, players: 2 + ((i + j) % 3), seed: `PGA${i}${j}` })),
);

/** Plays one game to the end from its link; checks the record against the screen. */
async function playOne(b: Browser, mode: Mode, game: (typeof GAMES)[number]): Promise<void> {
  const phone = mode === 'touch';
  const { page, context, errors, outside } = await openPage(
    b,
    phone ? { width: 390, height: 844 } : { width: 1280, height: 720 },
    { touch: phone },
  );
  await page.goto(
    `${base}?e2e=1&preset=${game.preset}&set=${game.set}&players=${game.players}` +
      `&seed=${game.seed}${phone ? 'T' : 'K'}&speed=instant&level=easy&target=50`,
  );
  await waitUntil('the table', async () => (await scenes(page)).includes('Table'), 30_000);
  // The link's deal, as asked (a code the link did not take would deal afresh).
  expect((await waitUntil('the deal', () => snapshot(page))).seed).toBe(
    `${game.seed}${phone ? 'T' : 'K'}`,
  );
  // The Block family keeps a score pad and shows no count; Muggins pegs and counts.
  const board = await waitUntil('the score board', async () => {
    const all = (await texts(page)).join('\n');
    return /Score pad|COUNT/.test(all) ? all : null;
  });
  const blockFamily = game.preset !== 'muggins';
  expect(board.includes('Score pad · first to 50')).toBe(blockFamily);
  expect(board.includes('COUNT')).toBe(!blockFamily);
  // Screenshots of the double-twelve games only (the biggest tiles and layouts), to look at.
  const name = game.set === 12 ? `parlour-${game.preset}-${game.set}-${mode}` : null;
  const { final } = await playGame(page, mode, name, 120_000);
  expect(final.phase).toBe('game-over');
  expect(final.handSizes).toHaveLength(game.players);
  const rec = (await record(page)) as { options?: { max_pip?: number } } | null;
  expect(rec?.options?.max_pip ?? 6).toBe(game.set);
  const { output, status } = replayValue(rec);
  expect(status).toBe(0);
  expect(output).toMatchObject({ over: true, scores: final.scores });
  expect((await hotspots(page))?.scores).toEqual(final.scores);
  const shown = (await texts(page)).join('\n');
  for (const s of final.scores) expect(shown).toContain(String(s));
  expect(errors).toEqual([]);
  expect(outside).toEqual([]);
  await context.close();
}

describe('the parlour games, played to the end from a link', () => {
  test.each(GAMES)(
    '$preset on double-$set, $players players: by keyboard, and by touch on a phone',
    async (game) => {
      await Promise.all([playOne(browser(), 'keyboard', game), playOne(browser(), 'touch', game)]);
    },
  );
});
