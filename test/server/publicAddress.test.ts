/**
 * The address a process's clients reach it at, with Redis (src/server/publicAddress.ts):
 * given, taken from --host and --port (and said), or warned of when it cannot be.
 */
import { expect, test } from 'vitest';
import { publicAddressFor } from '../../src/server/publicAddress';

const REDIS = 'redis://127.0.0.1:6379';

test('without Redis nothing is needed or said', () => {
  expect(publicAddressFor(null, undefined, '0.0.0.0', 2567)).toEqual({ address: null, say: null });
});

test('a given address is used as it is, silently', () => {
  expect(publicAddressFor(REDIS, 'game1.example:2567', '0.0.0.0', 2567)).toEqual({
    address: 'game1.example:2567',
    say: null,
  });
});

test.each([
  ['127.0.0.1', 2567, '127.0.0.1:2567'],
  ['10.0.0.7', 8080, '10.0.0.7:8080'],
  ['fd00::7', 8080, '[fd00::7]:8080'],
])('--host %s --port %i: taken as %s, and said', (host, port, address) => {
  const got = publicAddressFor(REDIS, undefined, host, port);
  expect(got.address).toBe(address);
  expect(got.say).toContain(`at ${address}`);
});

test.each([
  ['0.0.0.0', 2567],
  ['::', 2567],
  ['127.0.0.1', 0],
])('--host %s --port %i: no address to take, and a warning', (host, port) => {
  const got = publicAddressFor(REDIS, undefined, host, port);
  expect(got.address).toBeNull();
  expect(got.say).toMatch(/^warning: .*seat reservation expired.*--public-address/);
});
