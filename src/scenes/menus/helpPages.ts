/**
 * How to play, as data: one page per game (the Help scene shows the page of the game on
 * the table, or the Horse Race page with every game in brief from the menu, and offers
 * Mexican Train's and Texas 42's at its top), the controls on every page. The parlour games follow RULES.md §15, Texas 42 §17 (its page,
 * with the special contracts and the family table's controls, is helpTricks.ts). Only the
 * Help scene, which loads on demand, imports this.
 */
import { h, k, p, type Block } from './helpBlocks';
import { TEXAS_42_HELP } from './helpTricks';

import type { FamilyId } from '../../engine/core/family';
import { familyOf } from '../../engine/families';
import { FAMILY_CONTROLS, MEXICAN_TRAIN } from './helpFamilyPages';
import { presetName } from '../../machine/games';
import { HELP_PICTURES } from '../../view/helpPictures';

export type { Block } from './helpBlocks';

/** Horse Race and its variants. */
const HORSE_RACE: readonly Block[] = [
  h('The count'),
  p(
    'Match a tile to an open end of the layout, then add up the pips at the tips of its arms (its lines of tiles): that is the count. A spinner’s free end adds nothing until an arm grows from it.',
  ),
  p('When the count is a multiple of five you score the count ÷ 5, so a count of 20 scores 4.'),
  h('Doubles'),
  p('A double lies crosswise and counts both halves: a 6-6 at the end of a line adds 12.'),
  p(
    'Every double is a spinner. Its two long sides take tiles first, then its two ends open, so the layout branches out.',
  ),
  p('Once both of its sides are covered, a double stops counting.'),
  h('Your turn'),
  p(
    'Play a double or make a score and you go again. Your turn ends with a tile that neither scores nor is a double.',
  ),
  p(
    'Nothing fits? Draw from the boneyard until something does. That tile goes straight down, and may score, but then your turn is over.',
  ),
  p('Boneyard empty and still stuck: you pass.'),
  h('End of a hand'),
  p(
    'Play your last tile to win the hand: add up the pips left in everyone else’s hands, round to the nearest five, and score that ÷ 5.',
  ),
  p('If nobody can play, the hand is blocked and the lowest hand takes that bonus.'),
  p('First to 61 wins the race.'),
  h('Reading the table'),
  p(
    'The pegging board at the top has a lane for each side. Your pegs leapfrog along it as you score: the front peg is your score, the back one your score before. The big hole at the end is the target.',
  ),
  p(
    'Hint tags sit beside each lit spot: the count a play there leaves → the points it scores, so "20 → +4" scores 4. "again" means that play earns you another tile. Turn them off with Light hints in Settings.',
  ),
  p(
    'In practice, ★ on a tag marks the best move (hints at Totals + best in Settings, or Hints: best at the table, then Best move), and the small number over a tile in your hand is the most it can score anywhere now. On a phone, the hint level, Best move, Tiles, Open hands and Count are in the tray the Practice button opens.',
  ),
  p(
    'Auto-draw (Settings) draws for you, a tile at a time, when no tile fits. Your name (Settings) labels your lane.',
  ),
  h('Other rules'),
  p(
    'Horse Race, full points (Celko’s scoring): counts score in full, not ÷ 5, and everyone subtracts their own pips at the end. Play to 250.',
  ),
  p(
    'Horse Race, short chains (domino-play’s rules): counts score in full. After a double or a score, only another double or scoring tile may follow, with no drawing for it. At the end everyone subtracts their own pips, rounded to five, and going out wins no bonus. Play to 61.',
  ),
  p(
    'Seven-Toed Pete: four players, seven tiles each and no boneyard. Only the first double spins, the lead must be a double or a 5 or 10, and the best score above 100 wins.',
  ),
];

const SHARED_LINE = [
  p('One tile a turn. A double lies crosswise and does not branch: the line keeps two open ends.'),
  p(
    'Nothing scores during the hand: there is no count to watch, and the score pad keeps the tally.',
  ),
];

const BLOCK_END = [
  h('End of a hand'),
  p(
    'Play your last tile to win the hand: you score every pip left in the other hands, not rounded (with partners, only the other team’s).',
  ),
  p(
    'If nobody can play, the hand is blocked and the lightest hand wins those pips. A tie for the lightest scores nothing.',
  ),
  p('First to 100 at the end of a hand wins (50 for a shorter game).'),
];

const LEAD = p(
  'The highest double dealt leads, every hand. If nobody was dealt a double, the heaviest tile leads.',
);

const DRAWING = p(
  'Nothing fits? Draw from the boneyard until a tile does; it goes straight down and your turn ends. Boneyard empty: you pass.',
);

/** The §15 parlour games, one page each. */
export const PARLOUR_HELP: Readonly<Record<string, readonly Block[]>> = {
  block: [
    h('Block'),
    p(
      'Two players take 7 tiles each, three or four take 5; on a double-nine set 9 each, on a double-twelve set 12 each. The rest sleep face down and are never drawn.',
    ),
    LEAD,
    ...SHARED_LINE,
    p('Nothing fits? You pass.'),
    ...BLOCK_END,
  ],
  draw: [
    h('Draw'),
    p('Two players take 7 tiles, three take 5 and four take 4, on any set.'),
    LEAD,
    ...SHARED_LINE,
    DRAWING,
    ...BLOCK_END,
  ],
  cross: [
    h('Cross'),
    p('Two players take 7 tiles, three take 5 and four take 4, on any set.'),
    LEAD,
    p(
      'The first double is the cross: until a tile touches each of its four edges (two sides, then two ends), only those edges are open. Then its four arms grow as lines; later doubles lie crosswise and do not branch.',
    ),
    p('One tile a turn, and nothing scores during the hand: the score pad keeps the tally.'),
    DRAWING,
    ...BLOCK_END,
  ],
  'cross-all-doubles': [
    h('Cross with every double'),
    p('Two or three players take 7 tiles, four take 5, on any set.'),
    LEAD,
    p(
      'The first double is the cross: until a tile touches each of its four edges (two sides, then two ends), only those edges are open.',
    ),
    p(
      'Every later double branches too: once its side is covered, its two ends start two new lines.',
    ),
    p('One tile a turn, and nothing scores during the hand: the score pad keeps the tally.'),
    DRAWING,
    ...BLOCK_END,
  ],
  muggins: [
    h('Muggins'),
    p(
      'Five tiles each, on any set. The holder of the highest double leads, with any tile of the hand.',
    ),
    p(
      'After each play add up the two ends of the line; a double at an end counts both halves. A multiple of five scores in full: a count of 15 scores 15.',
    ),
    p('One tile a turn. A double does not branch, and it gives no extra turn.'),
    p(
      'Nothing fits? Draw until a tile does, but the last two tiles of the boneyard are never drawn: with two left, you pass.',
    ),
    h('End of a hand'),
    p(
      'Go out to win the hand: each other player’s pips (less yours, after a block) are rounded to the nearest five and go to you. A tie for the lightest hand scores nothing.',
    ),
    p('The first to 100 wins at once, even in the middle of a hand.'),
    p(
      'Count it yourself (practice, Settings): say your points before the next move, or an opponent calls “Muggins!”. Here a call moves no points: the scores stay the table’s, and the call counts in your tally.',
    ),
  ],
};

/** The parlour games in brief, on the Horse Race page. */
const PARLOUR_BRIEF: readonly Block[] = [
  h('The parlour games'),
  p(
    'Block, Draw, Cross, Cross with every double and Muggins are played one tile a turn, on a double-six, double-nine or double-twelve set, to 100. Open How to play from a game’s pause menu for its full rules.',
  ),
  p(
    'Mexican Train (2 to 8 players, trains from a hub, lowest total wins) and Texas 42 (four players in two teams, bids, trumps and tricks, to 7 marks; New game’s Rules adds its special contracts: plunge, splash, sevens and nello) have pages of their own: choose them at the top of this page.',
  ),
  p(
    'Block: no drawing; go out to take the others’ pips. Draw: draw when stuck. Cross: the first double takes four tiles before anything else. Cross with every double: every double branches. Muggins: counts of five, ten, fifteen… score in full as you play.',
  ),
];

/** Each family's page for one of its presets (a family without one is a type error). */
const PAGES: { readonly [F in FamilyId]: (preset: string) => readonly Block[] } = {
  line: (preset) => {
    const parlour = PARLOUR_HELP[preset];
    return parlour ? [...parlour, ...CONTROLS] : [...HORSE_RACE, ...PARLOUR_BRIEF, ...CONTROLS];
  },
  trains: () => [...MEXICAN_TRAIN, ...FAMILY_CONTROLS],
  tricks: () => TEXAS_42_HELP,
};

/** What a block says: its text, or a picture's caption. */
export function blockText(block: Block): string {
  return block.kind === 'picture' ? HELP_PICTURES[block.name].caption : block.text;
}

/** A page How to play offers at its top: its label and the preset whose page it is. */
export interface HelpTab {
  readonly label: string;
  readonly preset: string;
}

/**
 * The pages to choose among, a game of each family: the line game on the table (a parlour
 * game's own page), else Horse Race, then Mexican Train and Texas 42.
 */
export function helpTabs(preset: string | null): readonly HelpTab[] {
  const line = preset !== null && helpTabOf(preset) === 0 ? preset : 'horse-race';
  return [line, 'mexican-train', 'texas-42'].map((id) => ({ label: presetName(id), preset: id }));
}

/** Each family's place among the tabs (a family without one is a type error). */
const TAB_OF: { readonly [F in FamilyId]: number } = { line: 0, trains: 1, tricks: 2 };

/** Which of `helpTabs(preset)` shows the page of `preset` (the menu's: the first). */
export function helpTabOf(preset: string | null): number {
  const family = preset === null ? null : familyOf(preset);
  return family ? TAB_OF[family.id] : 0;
}

/** The page for the game on the table (its preset), or the Horse Race page for any other. */
export function helpPage(preset: string | null): readonly Block[] {
  const family = familyOf(preset);
  return family && preset !== null ? PAGES[family.id](preset) : PAGES.line('horse-race');
}

/** The controls, on every page. */
const CONTROLS: readonly Block[] = [
  h('Keyboard'),
  k(['←', '→'], 'choose a playable tile'),
  k(['↑', '↓'], 'choose among its open points'),
  k(
    ['Enter'],
    'play the chosen tile on the chosen point; when the only move is to draw or to pass, or a hand or the game is over, Enter draws, passes or goes on',
  ),
  k(['Esc'], 'open the menu'),
  k(['M'], 'sound on or off'),
  k(['R'], 'at an online table: quick reactions (Nice!, Well played…)'),
  h('Mouse and touch'),
  p(
    'Choose a tile (a tap or a click), then a glowing spot to play it there. Or drag the tile onto the spot.',
  ),
];
