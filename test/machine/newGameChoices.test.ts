/** The New Game screen's choices: what is offered, what is valid together, what a change does. */
import { familyOf } from '../../src/engine/families';
import { describe, expect, test } from 'vitest';
import { PARLOUR_PRESETS, PRESET_OPTIONS } from '../../src/engine/line/options';
import {
  availableGames,
  FAMILIES,
  GAMES,
  isOffered,
  presetName,
  setsOf,
} from '../../src/machine/games';
import {
  choose,
  codeChar,
  finishCode,
  typeCode,
  DEFAULT_WISHES,
  readWishes,
  resolve,
  startChoice,
  storeWishes,
  type Change,
  type Wishes,
} from '../../src/machine/newGameChoices';
import { SETTINGS_PRESETS, makeSettings } from '../../src/machine/settings';

const pick = (w: Wishes, ...changes: Change[]): Wishes =>
  changes.reduce((acc, c) => choose(acc, c), w);

/** Every combination the screen can show: each game × players × partners × set × target. */
function everyCombination(): Wishes[] {
  const out: Wishes[] = [];
  for (const g of availableGames()) {
    const base = choose(DEFAULT_WISHES, { kind: 'game', game: g.id });
    for (const players of [2, 3, 4])
      for (const partners of [false, true]) {
        const w = pick(
          base,
          { kind: 'players', players },
          { kind: 'partners', partners: partners },
        );
        const r = resolve(w);
        for (const s of r.setOptions)
          for (const t of r.targetOptions)
            out.push(pick(w, { kind: 'set', set: s.value }, { kind: 'target', target: t.value }));
      }
  }
  return out;
}

describe('the games table', () => {
  test('the parlour games are in it, grouped in their families, each named and described', () => {
    expect(FAMILIES.map((f) => f.name)).toEqual([
      'Horse Race family',
      'Fives',
      'Block family',
      'Train games',
      'Trick-taking',
    ]);
    const byFamily = (id: string) => GAMES.filter((g) => g.family === id).map((g) => g.name);
    expect(byFamily('horse-race')).toEqual([
      'Horse Race',
      'Horse Race, full points',
      'Horse Race, short chains',
      'Seven-Toed Pete',
    ]);
    expect(byFamily('fives')).toEqual(['Muggins']);
    expect(byFamily('block')).toEqual(['Block', 'Draw', 'Cross', 'Cross with every double']);
    expect(byFamily('trains')).toEqual(['Mexican Train']);
    expect(byFamily('tricks')).toEqual(['Texas 42']);
    for (const g of GAMES) {
      // Names for players, never a source: no "(pagat)", no "Celko".
      expect(g.name).not.toMatch(/pagat|celko|domino-play|\(/i);
      expect(g.blurb.length).toBeGreaterThan(20);
      expect(g.blurb.length).toBeLessThan(125);
    }
    // Only the parlour games and Mexican Train take more than one set (§15.2, D15.2, §16.2).
    for (const g of GAMES)
      expect(setsOf(g).length > 1).toBe(!['horse-race', 'tricks'].includes(g.family));
  });

  test('only games the engine and the settings have are offered', () => {
    const offered = availableGames().map((g) => g.id);
    expect(offered.length).toBeGreaterThan(0);
    for (const id of offered) expect(SETTINGS_PRESETS).toContain(id);
    // And every game the settings accept is offered, so no preset is left off the screen.
    for (const id of SETTINGS_PRESETS) expect(offered).toContain(id);
    expect(isOffered('five-up')).toBe(false);
    expect(isOffered('bogus')).toBe(false);
  });

  test('the parlour games are offered with the sets the screen can draw', () => {
    const muggins = choose(DEFAULT_WISHES, { kind: 'game', game: 'muggins' });
    expect(resolve(muggins).setOptions.map((s) => s.value)).toEqual([6, 9, 12]);
    const nine = { maxPip: 9 };
    expect(resolve(muggins, nine).setOptions.map((s) => s.value)).toEqual([6, 9]);
    // A double-twelve wish on a screen that draws up to nine pips deals double-six.
    const twelve = choose(muggins, { kind: 'set', set: 12 });
    expect(resolve(twelve).set).toBe(12);
    expect(resolve(twelve, nine).set).toBe(6);
    expect(startChoice(twelve, { practice: false, screen: nine }).set).toBeUndefined();
    expect(choose(muggins, { kind: 'set', set: 12 }, nine)).toBe(muggins);
    // Horse Race stays double-six; the wish comes back on a parlour game.
    const back = choose(choose(twelve, { kind: 'game', game: 'horse-race' }), {
      kind: 'game',
      game: 'block',
    });
    expect(resolve(back).set).toBe(12);
    expect(resolve(choose(twelve, { kind: 'game', game: 'horse-race' })).set).toBe(6);
    // Partners: in block, draw and muggins, not in the cross games (RULES.md §15.10).
    const four = { ...DEFAULT_WISHES, players: 4, partners: true };
    for (const [id, allowed] of [
      ['block', true],
      ['draw', true],
      ['muggins', true],
      ['cross', false],
      ['cross-all-doubles', false],
    ] as const)
      expect(resolve({ ...four, game: id }).partners, id).toBe(allowed);
  });

  test('every parlour preset of the engine has its row; it is offered once the settings take it', () => {
    for (const id of PARLOUR_PRESETS) {
      const row = GAMES.find((g) => g.id === id);
      expect(row?.family, id).toMatch(/^(fives|block)$/);
      expect(isOffered(id)).toBe(SETTINGS_PRESETS.includes(id));
    }
  });

  test('one display name per preset, from the table', () => {
    expect(presetName('horse-race')).toBe('Horse Race');
    expect(presetName('seven-toed-pete')).toBe('Seven-Toed Pete');
    expect(presetName('muggins')).toBe('Muggins');
    expect(presetName('mystery')).toBe('mystery');
  });
});

describe('what a choice changes in the others', () => {
  test('Seven-Toed Pete fixes four players; switching back restores the count chosen before', () => {
    const three = pick(DEFAULT_WISHES, { kind: 'players', players: 3 });
    const pete = choose(three, { kind: 'game', game: 'seven-toed-pete' });
    expect(resolve(pete).players).toBe(4);
    expect(resolve(pete).playersOpen).toBe(false);
    expect(resolve(pete).playerOptions.map((o) => o.value)).toEqual([4]);
    // Trying to change the count while it is fixed changes nothing.
    const tried = choose(pete, { kind: 'players', players: 2 });
    expect(tried).toBe(pete);
    const back = choose(tried, { kind: 'game', game: 'horse-race' });
    expect(resolve(back).players).toBe(3);
  });

  test('partners only with four players in a game that allows them, and the wish is kept', () => {
    const four = pick(
      DEFAULT_WISHES,
      { kind: 'players', players: 4 },
      { kind: 'partners', partners: true },
    );
    expect(resolve(four).partners).toBe(true);
    expect(resolve(four).description).toMatch(/Partners sit opposite/);
    const three = choose(four, { kind: 'players', players: 3 });
    expect(resolve(three).partnersAllowed).toBe(false);
    expect(resolve(three).partners).toBe(false);
    expect(resolve(choose(three, { kind: 'players', players: 4 })).partners).toBe(true);
    // Seven-Toed Pete has no partners.
    const pete = choose(four, { kind: 'game', game: 'seven-toed-pete' });
    expect(resolve(pete).partners).toBe(false);
    expect(PRESET_OPTIONS['seven-toed-pete'].partnersAllowed).toBe(false);
    // A partners switch where none are allowed does not forget the wish.
    expect(
      resolve(
        choose(choose(three, { kind: 'partners', partners: false }), {
          kind: 'players',
          players: 4,
        }),
      ).partners,
    ).toBe(true);
  });

  test('each game keeps its own target; the preset’s own target is always offered', () => {
    const short = choose(DEFAULT_WISHES, { kind: 'target', target: 31 });
    expect(resolve(short).target).toBe(31);
    const celko = choose(short, { kind: 'game', game: 'horse-race-celko' });
    expect(resolve(celko).target).toBe(250);
    const celko200 = choose(celko, { kind: 'target', target: 200 });
    expect(resolve(choose(celko200, { kind: 'game', game: 'horse-race' })).target).toBe(31);
    expect(
      resolve(
        choose(choose(celko200, { kind: 'game', game: 'horse-race' }), {
          kind: 'game',
          game: 'horse-race-celko',
        }),
      ).target,
    ).toBe(200);
    for (const g of availableGames()) {
      const r = resolve(choose(DEFAULT_WISHES, { kind: 'game', game: g.id }));
      // The usual target, or for a game of rounds the set's usual rounds (13 on double-twelve).
      const usual = familyOf(g.id)?.presetInfo(g.id).target ?? r.set + 1;
      expect(r.targetOptions.map((t) => t.value)).toContain(usual);
      expect(r.target).toBe(usual);
    }
    // A target no game offers is refused.
    expect(choose(DEFAULT_WISHES, { kind: 'target', target: 1000 })).toBe(DEFAULT_WISHES);
  });

  test('Seven-Toed Pete’s target reads as "above 100"', () => {
    const r = resolve(choose(DEFAULT_WISHES, { kind: 'game', game: 'seven-toed-pete' }));
    expect(r.targetOptions.find((t) => t.value === 101)?.label).toBe('Above 100');
    expect(r.description).toMatch(/Best score above 100 wins\.$/);
  });

  test('a game the engine does not have cannot be chosen, and the set stays double-six where it is the only one', () => {
    const w = choose(DEFAULT_WISHES, { kind: 'game', game: 'no-such-game' });
    expect(w).toBe(DEFAULT_WISHES);
    const r = resolve({ ...DEFAULT_WISHES, set: 12 });
    expect(r.set).toBe(6);
    expect(r.setOptions.map((s) => s.value)).toEqual([6]);
  });
});

describe('every combination the screen can show starts a game', () => {
  test('through the same settings check the session uses', () => {
    const all = everyCombination();
    expect(all.length).toBeGreaterThan(20);
    for (const w of all) {
      const c = startChoice(w, { practice: false });
      const players = c.players;
      const result = makeSettings({
        preset: c.preset,
        players,
        partners: c.partners,
        ...(Number.isFinite(c.target) ? { target: c.target } : {}),
        ...(c.options ? { options: c.options } : {}),
        seats: Array.from({ length: players }, (_, s) =>
          s === 0 ? { kind: 'human' } : { kind: 'computer', level: c.level },
        ),
        seed: 'ABC123',
        ...(c.set === undefined ? {} : { maxPip: c.set }),
      });
      expect(result.ok ? 'ok' : result.message).toBe('ok');
      // The set chosen is the set dealt.
      if (result.ok) expect(result.settings.maxPip).toBe(c.set ?? 6);
    }
  });

  test('startChoice passes the practice flag, the seed and only a non-standard set', () => {
    const w = { ...DEFAULT_WISHES, seed: 'ABC123' } as Wishes;
    expect(startChoice(w, { practice: true })).toEqual({
      preset: 'horse-race',
      players: 2,
      partners: false,
      level: 'medium',
      target: 61,
      seed: 'ABC123',
      practice: true,
    });
  });
});

describe('remembering the choices', () => {
  test('a round trip keeps every wish but the deal code', () => {
    const w = pick(
      { ...DEFAULT_WISHES, seed: 'ABC123' } as Wishes,
      { kind: 'players', players: 3 },
      { kind: 'level', level: 'hard' },
      { kind: 'target', target: 121 },
      { kind: 'game', game: 'seven-toed-pete' },
    );
    const back = readWishes(storeWishes(w));
    expect(back).toEqual({ ...w, seed: null });
    expect(resolve(back).players).toBe(4);
    expect(resolve(choose(back, { kind: 'game', game: 'horse-race' })).players).toBe(3);
  });

  test.each([
    [null],
    ['not json'],
    ['[1,2]'],
    ['"text"'],
    ['{"preset":"bogus","players":9,"level":"genius","partners":"yes","target":"x","set":7}'],
  ])('%j falls back to the defaults', (text) => {
    expect(readWishes(text)).toEqual(DEFAULT_WISHES);
  });

  test('an older version’s record (one target for its game) is read', () => {
    const w = readWishes(
      '{"preset":"horse-race","players":4,"partners":true,"level":"easy","target":121}',
    );
    expect(resolve(w)).toMatchObject({ players: 4, partners: true, level: 'easy', target: 121 });
  });
});

describe('typing a deal code', () => {
  const typed = (keys: string) => [...keys].reduce(typeCode, { text: '', error: '' });

  test('O reads as 0, I and L as 1, any case; spaces and hyphens are passed over', () => {
    expect(codeChar('o')).toBe('0');
    expect(codeChar('i')).toBe('1');
    expect(codeChar('L')).toBe('1');
    expect(codeChar('u')).toBeNull();
    expect(codeChar('Enter')).toBeNull();
    expect(typed('ab-c 1o')).toEqual({ text: 'ABC10', error: '' });
  });

  test('a character no code uses is refused with the reason, and the code is kept', () => {
    const e = typed('AB!');
    expect(e.text).toBe('AB');
    expect(e.error).toMatch(/“!” is not used in deal codes/);
    expect(typeCode(e, 'C')).toEqual({ text: 'ABC', error: '' });
  });

  test('a seventh character is refused; Use code needs six or none', () => {
    expect(typed('ABC1234')).toEqual({ text: 'ABC123', error: 'A deal code has 6 characters.' });
    expect(finishCode(typed('ABC123'))).toEqual({ ok: true, seed: 'ABC123' });
    expect(finishCode(typed(''))).toEqual({ ok: true, seed: null });
    expect(finishCode(typed('ABC'))).toEqual({
      ok: false,
      error: 'A deal code has 6 characters; this one has 3.',
    });
  });
});
