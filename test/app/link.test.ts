/** Links (src/link.ts): strict values, plain messages, what starts and what goes to the menu. */
import { describe, expect, test } from 'vitest';
import {
  LINK_PARAMS,
  RULE_PARAMS,
  linkMessage,
  readLink,
  readTableLink,
  withoutLink,
  withoutTableLink,
} from '../../src/link';

function game(search: string) {
  const r = readLink(search);
  if (r.kind !== 'game') throw new Error(`expected a game, got ${r.kind}`);
  return r;
}

describe('readLink', () => {
  test('no link parameter: no link (e2e and others are not links)', () => {
    expect(readLink('')).toEqual({ kind: 'none' });
    expect(readLink('?e2e=1&utm=x')).toEqual({ kind: 'none' });
  });

  test('a good link gives exactly its game, with no problems', () => {
    expect(game('?preset=horse-race&players=3&seed=qz4r41&speed=fast&level=hard')).toEqual({
      kind: 'game',
      choice: {
        preset: 'horse-race',
        players: 3,
        partners: false,
        level: 'hard',
        target: NaN,
        seed: 'QZ4R41',
      },
      speed: 'fast',
      problems: [],
    });
    const stp = game('?preset=seven-toed-pete');
    expect(stp.choice.players).toBe(4);
    expect(game('?players=4&partners=1').choice.partners).toBe(true);
  });

  test('a link with only a target starts a game to that target', () => {
    const r = game('?target=121');
    expect(r.choice).toMatchObject({ preset: 'horse-race', players: 2, target: 121 });
    expect(r.problems).toEqual([]);
  });

  test.each([
    ['players=0x3', /"0x3" players; a game has 2, 3 or 4, so this one has 2/],
    ['players=9', /"9" players/],
    ['players=', /"" players/],
    ['speed=warp', /speed "warp" is not slow, normal, fast or instant/],
    ['level=god', /level "god" is not easy, medium or hard, .* at medium/],
    ['partners=yes', /partners="yes" is not understood \(use 1 or 0\)/],
    ['target=abc', /target "abc" is not a whole number .* usual 61/],
    ['target=', /target "" is not/],
    ['target=0', /target "0" is not/],
    ['target=1e3', /target "1e3" is not/],
    [
      'preset=block&set=10',
      /set "10" is not one this game is played with \(6, 9, 12\), so it uses double-six/,
    ],
    ['set=12', /played with double-six only, so the link's set "12" is left out/],
    ['seed=hello', /deal code "hello" is not one .* new deal/],
    ['players=3&partners=1', /Partners need 4 players/],
    ['preset=seven-toed-pete&players=2', /exactly 4 players/],
    ['preset=seven-toed-pete&partners=1', /not played with partners/],
  ])('%s: left out, in a plain sentence, and the game still starts', (search, message) => {
    const r = game(`?${search}`);
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatch(message);
    expect(r.problems[0]).not.toMatch(/option|integer|must be/);
  });

  test('a parlour game takes its set from the link', () => {
    expect(game('?preset=muggins&players=4&set=12').choice).toMatchObject({
      preset: 'muggins',
      players: 4,
      set: 12,
    });
    expect(game('?preset=block&set=6').choice.set).toBeUndefined();
    expect(game('?preset=draw&set=9').problems).toEqual([]);
  });

  test('practice=1&watch=1 keeps practice and says why it is not watched', () => {
    const r = game('?practice=1&watch=1');
    expect(r.choice.practice).toBe(true);
    expect(r.choice.watch).toBeUndefined();
    expect(r.problems[0]).toMatch(/Practice needs you at the table/);
  });

  test('a game this version does not have goes to the menu, with a plain message', () => {
    const r = readLink('?preset=bogus&players=2');
    expect(r.kind).toBe('menu');
    expect(r.kind === 'menu' && r.problems[0]).toMatch(
      /called "bogus", which this version does not have/,
    );
    for (const name of Object.getOwnPropertyNames(Object.prototype))
      expect(readLink(`?preset=${encodeURIComponent(name)}`).kind).toBe('menu');
  });

  test('a 6,000-character value is quoted short', () => {
    const long = 'A'.repeat(6000);
    for (const p of ['seed', 'players', 'preset', 'speed', 'level', 'target', 'partners']) {
      const r = readLink(`?${p}=${long}`);
      const text = linkMessage(r.kind === 'none' ? [] : r.problems);
      expect(text.length, p).toBeLessThan(260);
      expect(text, p).toMatch(/…/);
    }
  });
});

describe('a game’s rule options (Texas 42’s special contracts)', () => {
  test('each by its record name reaches the game’s options; the usual ones are left out', () => {
    const r = game(
      '?preset=texas-42&plunge=1&splash=true&sevens=1&nello=1&nello_doubles=low&doubles_in_suit=high&mark_bids=one_at_a_time',
    );
    expect(r.problems).toEqual([]);
    expect(r.choice.options).toEqual({
      plunge: true,
      splash: true,
      sevens: true,
      nello: true,
      nello_doubles: 'low',
      mark_bids: 'one_at_a_time',
    });
    expect(game('?preset=texas-42&plunge=0').choice.options).toBeUndefined();
    // Any of them makes the address a link.
    expect(readLink('?sevens=1').kind).toBe('game');
  });

  test.each([
    [
      'texas-42&plunge=yes',
      /plunge="yes" is not understood \(use 1 or 0\), so plunge is as usual/,
      {},
    ],
    [
      'texas-42&nello=1&nello_doubles=lowest',
      /nello_doubles="lowest" is not understood \(use own_suit, high or low\)/,
      { nello: true },
    ],
    ['texas-42&nello_doubles=low', /nello_doubles needs nello=1, so it is left out/, {}],
    ['horse-race&plunge=1', /plunge is not a rule of this game, so it is left out/, {}],
  ])('preset=%s: left out, in a plain sentence', (search, message, options) => {
    const r = game(`?preset=${search}`);
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatch(message);
    expect(r.choice.options ?? {}).toEqual(options);
  });
});

describe('withoutLink', () => {
  test('takes out every link parameter and keeps the rest', () => {
    const all = [...LINK_PARAMS, ...RULE_PARAMS].map((p) => `${p}=1`).join('&');
    expect(withoutLink(`http://h/x/?e2e=1&${all}#top`)).toBe('http://h/x/?e2e=1#top');
    expect(withoutLink('http://h/?seed=ABC123')).toBe('http://h/');
  });
});

describe('readTableLink', () => {
  test('a table link is read as a code, apart from the game links', () => {
    expect(readTableLink('?table=abcd-efgh')).toEqual({ code: 'ABCDEFGH' });
    expect(readLink('?table=ABCDEFGH')).toEqual({ kind: 'none' });
    expect(readTableLink('?preset=horse-race')).toBeNull();
    expect(readTableLink('?table=nope')).toMatchObject({ problem: /"nope"/ });
    expect(withoutTableLink('https://x.example/play/?table=ABCDEFGH&e2e=1')).toBe(
      'https://x.example/play/?e2e=1',
    );
  });
});
