/**
 * The one threshold of a mistake (issue 37): a move that gives away less than this (points
 * over the hand, in expectation) is a close call, not a mistake. The judge (`judge.ts`) and
 * practice's reasons (`best.ts`) both read it here.
 */
export const CLOSE_CALL = 0.5;
