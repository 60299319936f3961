/**
 * The game's sound effects by name: what the scenes ask for and what src/audio plays
 * (assets/sounds/<name>.wav, made by `npm run sounds`). Plain data, so both may import it.
 */
export const SOUND_NAMES = [
  'click',
  'draw',
  'score',
  'again',
  'win',
  'lose',
  'tick',
  'fanfare',
  'flourish',
] as const;
export type SoundName = (typeof SOUND_NAMES)[number];
