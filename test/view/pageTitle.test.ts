/** The app's and each game's name outside the table (issue 36, item 12): src/view/pageTitle.ts. */
import { createActor } from 'xstate';
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { gameMachine } from '../../src/machine/index';
import { familyTableView } from '../../src/view/familyTables';
import { APP_TITLE, HOUSE_LINE, pageTitle } from '../../src/view/pageTitle';
import { settingsOf } from '../machine/helpers';

/** The tab's title at a new game's table of `preset`, from its view model. */
function tabAt(preset: string, players: number): string {
  const settings = settingsOf({
    preset,
    seed: 'TITLE1',
    speed: 'instant',
    seats: Array.from({ length: players }, () => ({ kind: 'human' })),
  });
  const actor = createActor(gameMachine, { input: { settings } });
  actor.start();
  const title = pageTitle(familyTableView(actor.getSnapshot()).game);
  actor.stop();
  return title;
}

describe('each game’s screens carry its own name', () => {
  test('the tab names the game at a family table, the app elsewhere', () => {
    expect(tabAt('texas-42', 4)).toBe('Texas 42 — dominoes');
    expect(tabAt('mexican-train', 4)).toBe('Mexican Train — dominoes');
    // index.html's title is the app's.
    expect(readFileSync('index.html', 'utf8')).toContain(`<title>${APP_TITLE}</title>`);
  });

  test('the menu presents the house’s other games, not Horse Race’s rule alone', () => {
    expect(HOUSE_LINE).toContain('Mexican Train');
    expect(HOUSE_LINE).toContain('Texas 42');
    expect(HOUSE_LINE).not.toMatch(/fives/);
  });
});
