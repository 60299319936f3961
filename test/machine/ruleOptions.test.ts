/**
 * Texas 42's rule options on New game (src/machine/ruleOptions.ts, newGameChoices.ts): each
 * option of the table is one the engine reads, its first choice the engine's default; every
 * combination New game can build starts a game through the session's settings check and
 * reaches the engine as chosen; nello's doubles only with nello; the choices are remembered.
 */
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_TRICKS_OPTIONS,
  readTricksOptions,
  TRICKS_OPTION_NAMES,
  type TricksState,
} from '../../src/engine/tricks/tricksFamily';
import { GAMES } from '../../src/machine/games';
import {
  choose,
  DEFAULT_WISHES,
  readWishes,
  resolve,
  startChoice,
  storeWishes,
  type Change,
  type Wishes,
} from '../../src/machine/newGameChoices';
import {
  readRuleText,
  recordRules,
  resolveRules,
  rulesSummary,
  TEXAS_42_OPTIONS,
  type RuleValue,
} from '../../src/machine/ruleOptions';
import { engineSettings, familyFor, makeSettings } from '../../src/machine/settings';

const pick = (w: Wishes, ...changes: Change[]): Wishes =>
  changes.reduce((acc, c) => choose(acc, c), w);
const texas = choose(DEFAULT_WISHES, { kind: 'game', game: 'texas-42' });

/** Every combination of the options' choices (nello's doubles only with nello on). */
function everyRuleSet(): Record<string, RuleValue>[] {
  let sets: Record<string, RuleValue>[] = [{}];
  for (const o of TEXAS_42_OPTIONS)
    sets = sets.flatMap((set) => o.choices.map((c) => ({ ...set, [o.key]: c.value })));
  return sets;
}

describe('the option table', () => {
  test('Texas 42 offers seven options, each one the engine reads, each with a short line', () => {
    expect(GAMES.find((g) => g.id === 'texas-42')?.options).toBe(TEXAS_42_OPTIONS);
    expect(GAMES.filter((g) => g.options).map((g) => g.id)).toEqual(['texas-42']);
    expect(TEXAS_42_OPTIONS.map((o) => o.key)).toEqual([
      'plunge',
      'splash',
      'sevens',
      'nello',
      'nello_doubles',
      'doubles_in_suit',
      'mark_bids',
    ]);
    for (const o of TEXAS_42_OPTIONS) {
      expect(TRICKS_OPTION_NAMES).toContain(o.key);
      expect(o.line.length).toBeGreaterThan(40);
      expect(o.line.length).toBeLessThan(125);
      // The first choice is the engine's own default: a record that names it changes nothing.
      // (With nello on, for nello's doubles to be read.)
      const nello = o.key === 'nello' ? {} : { nello: true };
      const named = readTricksOptions({ ...nello, [o.key]: o.choices[0]?.value });
      expect(named.ok && named.value).toEqual({ ...DEFAULT_TRICKS_OPTIONS, ...nello });
    }
  });

  test('nello’s doubles are offered only with nello, and fall back to their default without it', () => {
    const off = resolveRules(TEXAS_42_OPTIONS, { nello_doubles: 'low' });
    expect(off.find((r) => r.option.key === 'nello_doubles')).toMatchObject({
      value: 'own_suit',
      enabled: false,
    });
    expect(recordRules(TEXAS_42_OPTIONS, { nello_doubles: 'low' })).toEqual({});
    expect(recordRules(TEXAS_42_OPTIONS, { nello: true, nello_doubles: 'low' })).toEqual({
      nello: true,
      nello_doubles: 'low',
    });
  });

  test('the row’s summary names what differs from straight 42', () => {
    expect(rulesSummary(TEXAS_42_OPTIONS, {})).toBe('None');
    expect(
      rulesSummary(TEXAS_42_OPTIONS, {
        plunge: true,
        sevens: true,
        nello: true,
        nello_doubles: 'low',
        doubles_in_suit: 'low',
      }),
    ).toBe('Plunge, Sevens, Nello, Nello doubles low, Doubles low');
  });

  test('a link’s words: 1/0 or true/false for on and off, the choice’s own word otherwise', () => {
    const [plunge, , , , nelloDoubles] = TEXAS_42_OPTIONS;
    expect(plunge && readRuleText(plunge, '1')).toBe(true);
    expect(plunge && readRuleText(plunge, 'false')).toBe(false);
    expect(plunge && readRuleText(plunge, 'yes')).toBeNull();
    expect(nelloDoubles && readRuleText(nelloDoubles, 'low')).toBe('low');
    expect(nelloDoubles && readRuleText(nelloDoubles, 'Low')).toBeNull();
  });
});

describe('New game with the options', () => {
  test('every combination starts a game, and the engine plays the options chosen', () => {
    const sets = everyRuleSet();
    expect(sets.length).toBe(192);
    for (const set of sets) {
      const w = pick(
        texas,
        ...Object.entries(set)
          .filter(([key]) => key !== 'nello_doubles')
          .map(([key, value]): Change => ({ kind: 'rule', key, value })),
        { kind: 'rule', key: 'nello_doubles', value: set.nello_doubles ?? 'own_suit' },
      );
      const c = startChoice(w, { practice: false });
      const made = makeSettings({
        preset: c.preset,
        players: c.players,
        partners: c.partners,
        target: c.target,
        ...(c.options ? { options: c.options } : {}),
        seed: 'ABC123',
      });
      expect(made.ok ? 'ok' : made.message).toBe('ok');
      if (!made.ok) continue;
      const game = familyFor(made.settings).newGame(engineSettings(made.settings));
      const options = game.ok ? (game.value as TricksState).options : null;
      expect(options).toMatchObject({
        plunge: set.plunge,
        splash: set.splash,
        sevens: set.sevens,
        nello: set.nello,
        nelloDoubles: set.nello === true ? set.nello_doubles : 'own_suit',
        doublesInSuit: set.doubles_in_suit,
        markBids: set.mark_bids,
      });
    }
  });

  test('straight 42 sends no option but the target; an option sends its record key', () => {
    expect(startChoice(texas, { practice: false }).options).toBeUndefined();
    const w = pick(texas, { kind: 'rule', key: 'plunge', value: true });
    expect(startChoice(w, { practice: false }).options).toEqual({ plunge: true });
    expect(resolve(w).rulesSummary).toBe('Plunge');
  });

  test('a change another game does not have, or a value not offered, is ignored', () => {
    const horse = pick(DEFAULT_WISHES, { kind: 'rule', key: 'plunge', value: true });
    expect(horse).toEqual(DEFAULT_WISHES);
    expect(resolve(horse).rules).toEqual([]);
    expect(pick(texas, { kind: 'rule', key: 'plunge', value: 'maybe' })).toEqual(texas);
    expect(pick(texas, { kind: 'rule', key: 'nello_doubles', value: 'low' })).toEqual(texas);
  });

  test('each game keeps its options; they are remembered, and bad ones forgotten', () => {
    const w = pick(
      texas,
      { kind: 'rule', key: 'sevens', value: true },
      { kind: 'rule', key: 'doubles_in_suit', value: 'low' },
      { kind: 'game', game: 'horse-race' },
    );
    const back = readWishes(storeWishes(w));
    expect(back).toEqual({ ...w, seed: null });
    const again = choose(back, { kind: 'game', game: 'texas-42' });
    expect(startChoice(again, { practice: false }).options).toEqual({
      sevens: true,
      doubles_in_suit: 'low',
    });
    const bad = readWishes(
      '{"preset":"texas-42","rules":{"texas-42":{"plunge":"yes","splash":true,"bogus":1},"horse-race":{"x":1}}}',
    );
    expect(bad.rules).toEqual({ 'texas-42': { splash: true } });
  });
});
