/**
 * How to play for Mexican Train (RULES.md §16) and the family table's controls (Texas 42's
 * page, with its own keys, is helpTricks.ts). Data only; `helpPages.ts` picks a page by family.
 */
import { h, k, p, picture, type Block } from './helpBlocks';

export const MEXICAN_TRAIN: readonly Block[] = [
  h('Mexican Train'),
  p(
    '2 to 8 players on a double-twelve set (15 tiles each for up to four players, fewer for more) or a double-nine set. The rest is the boneyard.',
  ),
  p(
    'Each round has an engine in the hub: the highest double in round 1 (12-12 on a double-twelve set), then the next lower double each round. Whoever holds it sets it in the hub; if nobody does, the players draw in turn until someone finds it.',
  ),
  h('Trains'),
  p(
    'Every player has a train of their own that grows from the hub, and there is one Mexican train for everybody. A tile goes on a train whose open end it matches; its other end becomes the new open end.',
  ),
  p(
    'You may always play on your own train and on the Mexican train. Another player’s train is open to you only while it carries a marker (a small engine in its owner’s colour).',
  ),
  picture('marked-train'),
  h('Your first turn'),
  p(
    'In your first turn of a round you play only on your own train, as many tiles as fit in a line, and press End turn when you want to stop. If you cannot start it, draw one tile; if that does not fit either, you pass and your train gets a marker.',
  ),
  h('Every other turn'),
  p(
    'One tile a turn. Nothing fits? Draw one tile: if it fits, play it; if not, pass, and a marker goes on your train. Playing on your own train takes the marker off.',
  ),
  p(
    'A double must be satisfied: play it and you play again, on the double. Until a tile covers it, everyone must play on that double (drawing one tile if they cannot), wherever it lies.',
  ),
  picture('owed-double'),
  h('End of a round'),
  p(
    'The round ends when someone plays their last tile, or when the boneyard is empty and nobody can ever play again. Everyone adds the pips left in their hand to their total.',
  ),
  p('After the last round the lowest total wins.'),
  h('Reading the table'),
  p(
    'The hub shows the engine, the boneyard and any double owed. Each train is a lane in its owner’s colour with its open end; a lit lane is where the chosen tile may go. Plan my train sorts your hand into the longest line you can play on your own train.',
  ),
];

/** The family table's controls, on these pages. */
export const FAMILY_CONTROLS: readonly Block[] = [
  h('Keyboard'),
  k(
    ['←', '→'],
    'move through your choices: each playable tile at each of its places, then the buttons',
  ),
  k(
    ['Enter'],
    'take the highlighted choice; on a panel, its button; while the others play, Skip to my turn',
  ),
  k(['Esc'], 'open the menu'),
  k(['M'], 'sound on or off'),
  h('Mouse and touch'),
  p(
    'Tap a tile: with one place to go it plays there; with several, its places light up and a tap on one plays there. Or drag the tile onto a lit place. Bids, trumps, Draw and Pass are buttons.',
  ),
];
