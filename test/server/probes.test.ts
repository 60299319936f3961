/**
 * Issue 34, items 3 and 5: the matchmaking rate limit counts the connection's own address,
 * whatever `X-Forwarded-For` and `X-Real-IP` claim (they count only behind a proxy the
 * operator names, `--trust-proxy`); joins by code and reconnections cost a token too, and a
 * stranger without a token gets the same answer whether or not the table exists.
 */
import { describe, expect, test } from 'vitest';
import { clientAddress, trustedProxies } from '../../src/server/address';
import { TOO_MANY } from '../../src/server/httpGuard';
import { must, PERSON, tableOptions, useTestServer } from './harness';

const BURST = 8;
const server = useTestServer(undefined, 0, { requests: { rate: 0.01, burst: BURST } });

async function matchmake(path: string, body: object, headers: Record<string, string> = {}) {
  const response = await fetch(`${server().url}/matchmake/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code?: number; error?: string };
}

describe('the client address', () => {
  const none = trustedProxies(undefined);
  const proxy = trustedProxies('10.0.0.1, ::ffff:10.0.0.2');
  test.each([
    ['1.2.3.4', { 'x-forwarded-for': '9.9.9.9' }, none, '1.2.3.4'],
    ['::ffff:1.2.3.4', { 'x-real-ip': '9.9.9.9' }, none, '1.2.3.4'],
    ['10.0.0.1', { 'x-forwarded-for': '9.9.9.9, 5.6.7.8' }, proxy, '5.6.7.8'],
    ['10.0.0.1', { 'x-forwarded-for': '9.9.9.9, 5.6.7.8, 10.0.0.2' }, proxy, '5.6.7.8'],
    ['10.0.0.1', { 'x-real-ip': '5.6.7.8', 'x-forwarded-for': '9.9.9.9' }, proxy, '5.6.7.8'],
    ['10.0.0.1', {}, proxy, '10.0.0.1'],
    ['1.2.3.4', { 'x-forwarded-for': '5.6.7.8' }, proxy, '1.2.3.4'],
  ])('%s with %j is %s', (peer, headers, trusted, address) => {
    expect(clientAddress(peer, headers, trusted)).toBe(address);
  });
});

test('a stranger gets the same answer whether or not the table exists', async () => {
  const options = tableOptions({ preset: 'horse-race', seats: [PERSON, PERSON] });
  const table = must(await (await server().client()).open(options));
  const there = await matchmake(`reconnect/${table.code}`, { reconnectionToken: 'guess' });
  const gone = await matchmake('reconnect/ZZZZZZZZ', { reconnectionToken: 'guess' });
  const missing = await matchmake('joinById/ZZZZZZZZ', {});
  const answers = [there, gone, missing].map((a) => ({
    code: a.code,
    error: a.error?.replace(table.code, 'ZZZZZZZZ'),
  }));
  expect(answers[0]).toEqual(answers[1]);
  expect(answers[1]).toEqual(answers[2]);
  expect(answers[0]).toEqual({ code: 4212, error: 'room "ZZZZZZZZ" not found' });
  await table.leave();
});

test('spoofed X-Forwarded-For and X-Real-IP gain nothing: lookups are limited per connection address', async () => {
  const answers: (number | undefined)[] = [];
  for (let i = 0; i < 3 * BURST; i++) {
    const fake = `203.0.113.${i}`;
    const path = i % 2 ? 'joinById/ZZZZZZZZ' : 'reconnect/ZZZZZZZZ';
    const body = i % 2 ? {} : { reconnectionToken: 'guess' };
    const answer = await matchmake(path, body, { 'X-Forwarded-For': fake, 'X-Real-IP': fake });
    answers.push(answer.code);
  }
  const limited = answers.filter((c) => c === TOO_MANY).length;
  console.log(
    `${answers.length} spoofed lookups: ${answers.length - limited} answered, ${limited} refused`,
  );
  // The burst was partly spent by the test before; never more than the burst got through.
  expect(answers.length - limited).toBeLessThanOrEqual(BURST);
  expect(limited).toBeGreaterThanOrEqual(2 * BURST);
});
