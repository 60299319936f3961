/** How to play per game (src/scenes/menus/helpPages.ts): each parlour game its own page, the controls on all. */
import { describe, expect, test } from 'vitest';
import { PARLOUR_PRESETS } from '../../src/engine/line/options';
import { h } from '../../src/scenes/menus/helpBlocks';
import { blockText, helpPage, helpTabOf, helpTabs } from '../../src/scenes/menus/helpPages';

const words = (preset: string | null): string => helpPage(preset).map(blockText).join('\n');

describe('How to play, per game', () => {
  test.each(PARLOUR_PRESETS)(
    '%s has its own page, headed by its name, with the controls',
    (preset) => {
      const page = helpPage(preset);
      expect(page[0]?.kind).toBe('heading');
      expect(words(preset)).toMatch(/choose a playable tile/);
      expect(words(preset)).not.toMatch(/÷ 5|First to 61/);
    },
  );

  test('each page says what sets its game apart (RULES.md §15)', () => {
    expect(blockText(helpPage('block')[0] ?? h(''))).toBe('Block');
    expect(words('block')).toMatch(/never drawn/);
    expect(words('block')).toMatch(/not rounded/);
    expect(words('draw')).toMatch(/four take 4/);
    expect(words('cross')).toMatch(/four edges \(two sides, then two ends\)/);
    expect(words('cross-all-doubles')).toMatch(/two new lines/);
    expect(words('muggins')).toMatch(/last two tiles of the boneyard are never drawn/);
    expect(words('muggins')).toMatch(/nearest five/);
    expect(words('muggins')).toMatch(/Muggins!/);
  });

  test('the menu’s page (and Horse Race’s) is the Horse Race page, with the parlour games in brief', () => {
    for (const preset of [null, 'horse-race', 'seven-toed-pete']) {
      expect(words(preset)).toMatch(/First to 61/);
      expect(words(preset)).toMatch(/The parlour games/);
    }
  });

  test('Mexican Train has a page of its own (RULES.md §16), with the family table’s controls', () => {
    const trains = words('mexican-train');
    expect(blockText(helpPage('mexican-train')[0] ?? h(''))).toBe('Mexican Train');
    expect(trains).toMatch(/marker/);
    expect(trains).toMatch(/double must be satisfied/);
    expect(trains).toMatch(/lowest total wins/);
    expect(trains).toMatch(/each playable tile at each of its places/);
    // Not the line of play's rules or controls.
    expect(trains).not.toMatch(/First to 61|choose among its open points/);
    // The menu's page points to them.
    expect(words(null)).toMatch(/Mexican Train .* Texas 42/);
  });

  test('Texas 42 has its own page: the game, each special contract and the family table’s keys', () => {
    const page = words('texas-42');
    expect(blockText(helpPage('texas-42')[0] ?? h(''))).toBe('Texas 42');
    expect(page).toMatch(/6-4 ten each/);
    for (const name of [
      'Plunge',
      'Splash',
      'Sevens',
      'Nello',
      'Doubles low',
      'Marks bids one at a time',
    ])
      expect(page).toContain(`${name}:`);
    expect(page).toMatch(/four doubles/);
    expect(page).toMatch(/nearest 7 pips/);
    expect(page).toMatch(/sits out with his dominoes face down/);
    expect(page).toMatch(/move the highlight/);
    // Not the line of play's keys or count.
    expect(page).not.toMatch(/open points|÷ 5/);
    // The menu's page points to it.
    expect(words(null)).toMatch(/plunge, splash, sevens and nello/);
  });

  test('its tabs: the line game on the table (else Horse Race), Mexican Train and Texas 42', () => {
    const labels = (preset: string | null): string[] => helpTabs(preset).map((t) => t.label);
    expect(labels(null)).toEqual(['Horse Race', 'Mexican Train', 'Texas 42']);
    expect(labels('texas-42')).toEqual(['Horse Race', 'Mexican Train', 'Texas 42']);
    expect(labels('muggins')).toEqual(['Muggins', 'Mexican Train', 'Texas 42']);
    expect([null, 'block', 'mexican-train', 'texas-42'].map(helpTabOf)).toEqual([0, 0, 1, 2]);
    // Each tab opens its own page.
    helpTabs('block').forEach((tab, i) => expect(helpTabOf(tab.preset)).toBe(i));
    expect(blockText(helpPage(helpTabs(null)[1]?.preset ?? null)[0] ?? h(''))).toBe(
      'Mexican Train',
    );
  });
});
