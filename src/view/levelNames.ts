/** The computer players' levels as the tables name them ("Medium" under a seat's name). */
export const LEVEL_NAMES: Readonly<Record<string, string>> = {
  random: 'Random',
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};
