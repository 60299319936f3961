/**
 * How a line game shows its scores, as the line's board says it (`lineScoreDisplay`, from the
 * engine's `scoresInPlay`, never the preset's name); the family table's score sheet kind
 * follows from it (`lineTable.ts`). Types only.
 */

/**
 * The score display: the cribbage pegboard (points made during the hand, Horse Race and
 * Muggins), or the score pad (the Block family: points only at the end of a hand). Other
 * families name their own sheet in the family table's view (`ScoreSheetKind`).
 */
export type ScoreDisplay =
  | { readonly kind: 'pegboard'; readonly target: number }
  | { readonly kind: 'score-pad'; readonly target: number };
