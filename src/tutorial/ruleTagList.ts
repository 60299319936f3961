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
  'parlour-hand-sizes',
  'parlour-lead-every-hand',
  'parlour-tie-scores-nothing',
  'parlour-target',
  'parlour-target-check',
  'muggins-block-scoring',
] as const;

/** Mexican Train's rules (RULES.md §16), taught at the family table (./trains/lessonsTrains.ts, ./trains/lessonsTrainsMore.ts). */
export const TRAINS_TAGS = [
  'mt-hub',
  'mt-first-turn',
  'mt-which-trains',
  'mt-marker',
  'mt-marker-lifted',
  'mt-double-again',
  'mt-satisfy-double',
  'mt-hand-size',
  'mt-engine-holder',
  'mt-engine-search',
  'mt-starter',
  'mt-round-engines',
  'mt-first-must-play',
  'mt-first-doubles',
  'mt-first-draw',
  'mt-draw-play',
  'mt-start-train',
  'mt-domino',
  'mt-out-on-double',
  'mt-blocked',
  'mt-double-blank',
  'mt-round-score',
  'mt-lowest-total',
  'mt-tie',
] as const;

/**
 * Texas 42's rules (RULES.md §17), taught at the family table (./tricks/lessonsTricks.ts and
 * ./tricks/lessonsTricksMore.ts; the special contracts of §17.10 in ./tricks/lessonsContracts42.ts).
 */
export const TRICKS_TAGS = [
  't42-shaker',
  't42-deal',
  't42-bid-order',
  't42-forced-bid',
  't42-mark-bids',
  't42-doubles-trump',
  't42-no-must-trump',
  't42-set',
  't42-suit-led',
  't42-follow-suit',
  't42-trick-winner',
  't42-trump-only',
  't42-trumps-win',
  't42-trump-rank',
  't42-count',
  't42-bid',
  't42-name-trumps',
  't42-marks',
  't42-game-target',
  't42-plunge',
  't42-splash',
  't42-special-namer',
  't42-sevens',
  't42-nello',
  't42-nello-on',
  't42-nello-doubles',
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
  ...TRAINS_TAGS,
  ...TRICKS_TAGS,
] as const;

export type RuleTag = (typeof RULE_TAGS)[number];
