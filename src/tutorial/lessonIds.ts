/**
 * The lessons' ids in order, on their own so that the menu can show "3/19 done"
 * without loading the lessons (the tutorial's scenes load when first opened).
 * test/tutorial/lessonIds.test.ts keeps this list equal to the lessons' own ids.
 */
export const LESSON_ID_LIST: readonly string[] = [
  'matching',
  'count',
  'doubles',
  'spinners',
  'arms',
  'again',
  'onward',
  'drawing',
  'blocked',
  'bonus',
  'race',
  'three',
  'partners',
  'strategy',
  'game',
  'pete',
  'pete-hands',
  'pete-spinner',
  'pete-tie',
  'celko',
  'domino-play',
  'block',
  'draw',
  'cross',
  'cross-doubles',
  'muggins',
  'double-nine',
  'drill-count',
  'drill-cover',
  'drill-score',
  'drill-round',
  'drill-checkpoint',
];
