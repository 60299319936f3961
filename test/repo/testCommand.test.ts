/**
 * The README's test command is the whole of it (issue 36, item 14): CI's `.ci/run` runs exactly
 * the command the README gives a newcomer, and `npm test` sets the machine up itself (Debian's
 * Chromium and redis-server) before anything that needs them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const read = (path: string): string =>
  readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('the test command', () => {
  test('.ci/run runs exactly the README’s test command', () => {
    const readme = /^(npm ci && npm test)\s+#/m.exec(read('README.md'));
    expect(readme?.[1]).toBe('npm ci && npm test');
    const commands = read('.ci/run')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '' && !l.startsWith('#') && !/^(set|cd|echo) /.test(l));
    expect(commands).toEqual(['npm ci && npm test']);
  });

  test('npm test installs what the browser and server tests need before running them', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
      .scripts;
    const steps = (scripts.test ?? '').split('&&').map((s) => s.trim());
    expect(steps[0]).toBe('bash scripts/testMachine.sh');
    expect(steps).toContain('npm run test:e2e');
    const setup = read('scripts/testMachine.sh');
    expect(setup).toMatch(/chromium/);
    expect(setup).toMatch(/redis-server/);
  });
});
