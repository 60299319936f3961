/** The hand-end panel's words for each game's scoring (src/view/line/handEndWords.ts), from the engine's own steps. */
import { describe, expect, test } from 'vitest';
import { bonusSteps, finishHand, PRESET_OPTIONS, type GameConfig } from '../../src/engine/index';
import { handEndLines } from '../../src/view/line/handEndWords';
import { config } from '../support/config';

const NAMES = ['You', 'West', 'North', 'East'];

function lines(
  c: GameConfig,
  end: 'domino' | 'blocked',
  out: number | null,
  pips: number[],
  sideNames = NAMES,
): string[] {
  const result = finishHand(c, end, out, pips, 0);
  return handEndLines(c, result, bonusSteps(c, result), NAMES, sideNames);
}

/** Block for two teams of two, comparing hands after a block as `compare` says. */
function blockPartners(compare: 'team_sum' | 'individual_lowest' = 'team_sum'): GameConfig {
  const options = { ...PRESET_OPTIONS.block, partnershipBlockCompare: compare };
  return config({ preset: 'block', players: 4, partners: true, options });
}

describe('the hand-end words', () => {
  test('Block: the others’ pips to the one who went out, not rounded', () => {
    const c = config({ preset: 'block', players: 3, options: PRESET_OPTIONS.block });
    expect(lines(c, 'domino', 0, [0, 8, 13])).toEqual([
      'The winner scores every pip left in the other hands, not rounded.',
      'West 8 + North 13 = 21 pips = +21 for You',
    ]);
  });

  test('Block, blocked: the lightest hand wins; a tie for lightest scores nothing', () => {
    const c = config({ preset: 'draw', players: 3, options: PRESET_OPTIONS.draw });
    expect(lines(c, 'blocked', null, [9, 4, 11])).toEqual([
      'Blocked: the lightest hand wins. The winner scores every pip left in the other hands, not rounded.',
      'You 9 + North 11 = 20 pips = +20 for West',
    ]);
    const tie = lines(c, 'blocked', null, [4, 4, 11]);
    expect(tie[1]).toBe(
      'You and West tie for the lightest hand (4 pips each): nobody wins the hand and nobody scores.',
    );
  });

  test('Block with partners: the losing team’s pips', () => {
    const c = blockPartners();
    const sides = ['You & North', 'West & East'];
    expect(lines(c, 'domino', 1, [6, 0, 5, 3], sides)[1]).toBe(
      'You 6 + North 5 = 11 pips = +11 for West & East',
    );
  });

  test('Muggins: each loser less the winner, rounded to the nearest five, added up', () => {
    const c = config({ preset: 'muggins', players: 3, options: PRESET_OPTIONS.muggins });
    expect(lines(c, 'blocked', null, [4, 23, 11])).toEqual([
      "Blocked: the lightest hand wins. Each loser's pips, less the winner's, rounded to the nearest five, go to the winner.",
      'West 23 − You 4 = 19 pips → rounded to 20 = +20 for You',
      'North 11 − You 4 = 7 pips → rounded to 5 = +5 for You',
      'In all: +25 for You',
    ]);
    expect(lines(c, 'domino', 2, [12, 3, 0])).toEqual([
      "Each loser's pips, rounded to the nearest five, go to the one who went out.",
      'You 12 pips → rounded to 10 = +10 for North',
      'West 3 pips → rounded to 5 = +5 for North',
      'In all: +15 for North',
    ]);
  });

  test('Horse Race keeps its rounding and dividing line', () => {
    const c = config({ players: 3 });
    expect(lines(c, 'domino', 0, [0, 12, 12])).toEqual([
      'West 12 + North 12 = 24 pips → rounded 25 → 25 ÷ 5 = +5 for You',
    ]);
  });

  test('Celko and domino-play: a tie for the lightest hand still costs each seat its own pips', () => {
    for (const preset of ['horse-race-celko', 'horse-race-domino-play'] as const) {
      const c = config({ preset, players: 3, options: PRESET_OPTIONS[preset] });
      const result = finishHand(c, 'blocked', null, [4, 4, 11], 0);
      expect(result.winners).toEqual([]);
      expect(result.bonus).toEqual([-5, -5, -10]);
      const said = lines(c, 'blocked', null, [4, 4, 11]);
      expect(said.join(' ')).not.toMatch(/nobody scores/);
      expect(said).toEqual([
        'You and West tie for the lightest hand (4 pips each): nobody wins the hand.',
        'You: 4 pips → rounded 5 → −5 = -5',
        'West: 4 pips → rounded 5 → −5 = -5',
        'North: 11 pips → rounded 10 → −10 = -10',
      ]);
    }
  });

  test('partners comparing their lightest single hands: the tie is between those seats, not team sums', () => {
    const c = blockPartners('individual_lowest');
    const sides = ['You & North', 'West & East'];
    // Team sums 13 and 12, but You and West each hold the lightest hand, 3 pips.
    expect(finishHand(c, 'blocked', null, [3, 3, 10, 9], 0).winners).toEqual([]);
    expect(lines(c, 'blocked', null, [3, 3, 10, 9], sides)[1]).toBe(
      'You and West tie for the lightest hand (3 pips each): nobody wins the hand and nobody scores.',
    );
    // By team sums the words name the teams.
    const sums = blockPartners();
    expect(lines(sums, 'blocked', null, [3, 5, 10, 8], sides)[1]).toBe(
      'You & North and West & East tie for the lightest hand (13 pips each): nobody wins the hand and nobody scores.',
    );
  });
});

describe('a hand end with no other hand revealed', () => {
  test('what each side scored, or that nobody did', () => {
    const c = config({ preset: 'horse-race', players: 2 });
    const facts = (bonus: number[]) => ({ end: 'domino' as const, winners: [1], pips: [], bonus });
    expect(handEndLines(c, facts([0, 4]), [], NAMES, ['You', 'North'])).toEqual([
      'End of the hand: +4 for North.',
    ]);
    expect(handEndLines(c, facts([0, 0]), [], NAMES, ['You', 'North'])).toEqual([
      'Nobody scores for this hand.',
    ]);
  });
});
