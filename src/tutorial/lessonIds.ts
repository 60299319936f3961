/**
 * The lessons' ids in order, on their own so that the menu can show "3/19 done"
 * without loading the lessons (the tutorial's scenes load when first opened).
 * test/tutorial/lessonIds.test.ts keeps these lists equal to the lessons' own ids.
 */
export const LESSON_ID_LIST: readonly string[] = [
  'matching',
  'count',
  'doubles',
  'spinners',
  'arms',
  'arms-ends',
  'again',
  'onward',
  'drawing',
  'blocked',
  'bonus',
  'race',
  'three-deal',
  'three',
  'three-tie',
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
  'heaviest-lead',
  'draw',
  'cross',
  'cross-doubles',
  'muggins',
  'muggins-sleeping',
  'double-nine',
  'drill-count',
  'drill-cover',
  'drill-score',
  'drill-round',
  'drill-checkpoint',
];

/** The family lessons' ids (Mexican Train's, then Texas 42's: ./familyLessons.ts). */
export const FAMILY_LESSON_ID_LIST: readonly string[] = [
  'mt-hub',
  'mt-markers',
  'mt-doubles',
  'mt-score',
  't42-shake',
  't42-follow',
  't42-trumps',
  't42-doubles',
  't42-need-not-trump',
  't42-count',
  't42-bidding',
  't42-forced-bid',
  't42-mark-bids',
  't42-set',
  't42-marks',
  't42-plunge',
  't42-splash',
  't42-sevens',
  't42-nello',
];

/** Every lesson's id, the line lessons' then the family lessons': what progress keeps. */
export const COURSE_ID_LIST: readonly string[] = [...LESSON_ID_LIST, ...FAMILY_LESSON_ID_LIST];
