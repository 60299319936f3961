/**
 * The rules a lesson can teach, one tag per rule (issue 14's contract), on their own so that
 * the lessons' vocabulary (./types.ts) can name them without importing what is derived from
 * the lessons (./ruleTags.ts).
 */

/** The parlour games' rules (issue 13's presets), taught as those games land. */
export const PARLOUR_TAGS = [
  'block-game',
  'draw-game',
  'cross-start',
  'cross-all-doubles',
  'muggins-full-points',
  'muggins-call',
  'muggins-sleeping',
  'heaviest-tile-leads',
  'big-sets',
] as const;

export const RULE_TAGS = [
  'count-open-ends',
  'multiple-of-five-scores',
  'zero-total-no-score',
  'double-counts-both-halves',
  'covered-double-stops-counting',
  'spinner-sides-before-ends',
  'arm-tip-double',
  'empty-spinner-end-adds-zero',
  'chain-double-or-score',
  'must-play-continuation',
  'draw-until-fit-ends-turn',
  'pass-when-stuck',
  'blocked-hand-lowest-wins',
  'blocked-tie',
  'domino-bonus-rounding',
  'race-to-target',
  'deal-sizes-and-lead',
  'next-lead',
  'partners',
  'celko-scoring',
  'domino-play-scoring',
  'stp-lead-restriction',
  'stp-first-double-spinner',
  'stp-washed-up',
  'stp-lead-left',
  'no-draw-while-playable',
  ...PARLOUR_TAGS,
] as const;

export type RuleTag = (typeof RULE_TAGS)[number];
