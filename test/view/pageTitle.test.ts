/** The app's and each game's name outside the table (issue 36, item 12): src/view/pageTitle.ts. */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { APP_TITLE, HOUSE_LINE, pageTitle } from '../../src/view/pageTitle';

describe('each game’s screens carry its own name', () => {
  test('the tab names the game at a family table, the app elsewhere', () => {
    expect(pageTitle('tricks')).toBe('Texas 42 — dominoes');
    expect(pageTitle('trains')).toBe('Mexican Train — dominoes');
    expect(pageTitle('line')).toBe(APP_TITLE);
    expect(pageTitle(null)).toBe(APP_TITLE);
    // index.html's title is the app's.
    expect(readFileSync('index.html', 'utf8')).toContain(`<title>${APP_TITLE}</title>`);
  });

  test('the menu presents the house’s other games, not Horse Race’s rule alone', () => {
    expect(HOUSE_LINE).toContain('Mexican Train');
    expect(HOUSE_LINE).toContain('Texas 42');
    expect(HOUSE_LINE).not.toMatch(/fives/);
  });
});
