/**
 * The wire protocol's parsers (src/net/protocol.ts): every client message read into its
 * typed shape with only its own fields, or refused with a typed reason; table options
 * checked for shape; size limits; the server's messages read back by the client.
 */
import { describe, expect, test } from 'vitest';
import {
  MAX_PAYLOAD_NODES,
  parseClientMessage,
  parseJoinOptions,
  parseServerMessage,
  MAX_VIEW_EVENTS,
  parseTableOptions,
  readPlayerName,
  withinLimits,
} from '../../src/net/protocol';
import { serverEndpoint } from '../../src/net/client';

describe('client messages', () => {
  test.each([
    ['sync', {}, { type: 'sync' }],
    ['start', { extra: 1 }, { type: 'start' }],
    ['next', undefined, { type: 'next' }],
    ['move', { move: { type: 'draw' }, junk: 2 }, { type: 'move', move: { type: 'draw' } }],
    [
      'seat',
      { seat: 2, plan: { kind: 'computer', level: 'hard', x: 1 } },
      { type: 'seat', seat: 2, plan: { kind: 'computer', level: 'hard' } },
    ],
    [
      'seat',
      { seat: 1, plan: { kind: 'person' } },
      { type: 'seat', seat: 1, plan: { kind: 'person' } },
    ],
    ['react', { reaction: 'well-played' }, { type: 'react', reaction: 'well-played' }],
  ])('%s %j is read', (type, payload, message) => {
    expect(parseClientMessage(type, payload)).toEqual({ ok: true, value: message });
  });

  test.each([
    ['chat', { text: 'hello' }, 'bad-type'],
    [7, {}, 'bad-type'],
    [undefined, undefined, 'bad-type'],
    ['constructor', {}, 'bad-type'],
    ['move', { move: 3 }, 'bad-message'],
    ['move', { move: null }, 'bad-message'],
    ['move', { move: [] }, 'bad-message'],
    ['seat', { seat: 1.5, plan: { kind: 'person' } }, 'bad-message'],
    ['seat', { seat: 1, plan: { kind: 'computer', level: 'random' } }, 'bad-message'],
    ['react', { reaction: 'toString' }, 'bad-message'],
    ['react', { reaction: 'Nice!' }, 'bad-message'],
    ['move', { move: { tiles: Array.from({ length: MAX_PAYLOAD_NODES }, () => 1) } }, 'too-big'],
    ['move', { move: { a: { b: { c: { d: { e: { f: 1 } } } } } } }, 'too-big'],
    ['move', { move: { ['k'.repeat(41)]: 1 } }, 'too-big'],
  ])('%j %j is refused: %s', (type, payload, code) => {
    const parsed = parseClientMessage(type, payload);
    expect(parsed.ok ? 'accepted' : parsed.error.code).toBe(code);
  });

  test('a deep or cyclic value is measured without recursion running away', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(withinLimits(deep)).toBe(false);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(withinLimits(cyclic)).toBe(false);
  });
});

describe('table options', () => {
  const seats = [{ kind: 'person' }, { kind: 'computer', level: 'easy' }];

  test('a table is read with its defaults', () => {
    expect(parseTableOptions({ preset: 'horse-race', players: 2, seats })).toEqual({
      ok: true,
      value: {
        preset: 'horse-race',
        players: 2,
        partners: false,
        options: {},
        seats,
        away: 'wait',
      },
    });
  });

  test.each([
    [{ players: 2, seats }, 'bad-message'],
    [{ preset: 'horse-race', players: 9, seats }, 'bad-message'],
    [{ preset: 'horse-race', players: 2, seats: [seats[0]] }, 'bad-message'],
    [{ preset: 'horse-race', players: 2, seats: [seats[1], seats[1]] }, 'bad-message'],
    [{ preset: 'horse-race', players: 2, seats, away: 'forever' }, 'bad-message'],
    [{ preset: 'horse-race', players: 2, seats, options: { target: [61] } }, 'bad-message'],
    [{ preset: 'horse-race', players: 2, seats, options: 'fast' }, 'bad-message'],
    [{ preset: 'x'.repeat(100), players: 2, seats }, 'too-big'],
  ])('%j is refused: %s', (raw, code) => {
    const parsed = parseTableOptions(raw);
    expect(parsed.ok ? 'accepted' : parsed.error.code).toBe(code);
  });

  test('a join asks to watch only in so many words', () => {
    expect(parseJoinOptions({ spectate: true })).toEqual({ spectate: true, name: '' });
    expect(parseJoinOptions({ spectate: 'yes' })).toEqual({ spectate: false, name: '' });
    expect(parseJoinOptions(null)).toEqual({ spectate: false, name: '' });
  });

  test.each([
    ['Ada', 'Ada'],
    ['  Mary   Ann ', 'Mary Ann'],
    ['José', 'José'],
    // Control and format characters go: a newline, a bell, bidi overrides, a zero-width joiner.
    ['Ad\u0007a\n', 'Ada'],
    ['\u202eAda\u202c', 'Ada'],
    ['A\u200dda', 'Ada'],
    ['Maximilianus Augustus', 'Maximilianus'],
    ['<script>', ''],
    ['{}', ''],
    ['x'.repeat(41), ''],
    [42, ''],
    [null, ''],
    [undefined, ''],
  ])('a joining name %j is read as %j', (raw, name) => {
    expect(readPlayerName(raw)).toBe(name);
    expect(parseJoinOptions({ name: raw }).name).toBe(name);
  });
});

describe('the client side', () => {
  test('server messages are read by their envelope, anything else is dropped', () => {
    expect(parseServerMessage('refused', { code: 'not-your-turn', message: 'wait' })).toEqual({
      type: 'refused',
      code: 'not-your-turn',
      message: 'wait',
    });
    expect(parseServerMessage('reaction', { seat: 1, reaction: 'nice' })).toMatchObject({
      seat: 1,
    });
    expect(parseServerMessage('view', { view: 3 })).toBeNull();
    expect(parseServerMessage('table', {})).toBeNull();
    expect(parseServerMessage('evil', {})).toBeNull();
  });

  test('a view needs its hand, step and phase; events it cannot play are dropped, the view kept', () => {
    const base = { handIndex: 1, step: 3, phase: { kind: 'turn', seat: 0, name: 'play' } };
    const events = [{ type: 'pass', seat: 1 }];
    const read = (view: object) => {
      const m = parseServerMessage('view', { view });
      return m?.type === 'view' ? { from: m.view.from, events: m.view.events } : null;
    };
    expect(read({ ...base, from: 2, events })).toEqual({ from: 2, events });
    expect(read({ ...base, from: 3, events: [] })).toEqual({ from: 3, events: [] });
    // Malformed events: the view is drawn without them, from its own step.
    for (const bad of [
      { from: 4, events },
      { from: -1, events },
      { from: 1.5, events },
      { from: '2', events },
      { from: 2, events: 'pass' },
      { from: 2, events: [3] },
      { from: 2, events: [{ seat: 1 }] },
      { from: 2, events: [null] },
      { from: 2, events: Array.from({ length: MAX_VIEW_EVENTS + 1 }, () => events[0]) },
      {},
    ])
      expect(read({ ...base, ...bad }), JSON.stringify(bad).slice(0, 60)).toEqual({
        from: 3,
        events: [],
      });
    // Without where it stands, the view is not one.
    for (const bad of [
      { phase: { kind: 'deal' } },
      { ...base, step: -1 },
      { ...base, handIndex: '0' },
      { ...base, phase: 'turn' },
    ])
      expect(parseServerMessage('view', { view: bad })).toBeNull();
  });

  test("the server is the page's own origin unless a server address is configured", () => {
    expect(serverEndpoint('https://dominoes.example')).toBe('https://dominoes.example');
    expect(serverEndpoint('https://a.example', 'wss://b.example:2567')).toBe(
      'wss://b.example:2567',
    );
    expect(serverEndpoint('https://a.example', 'javascript:alert(1)')).toBe('https://a.example');
  });
});
