/**
 * How a table shows the scores and the end of a hand: data in the table view, chosen by the
 * family's branch of the view model (never by the preset's name), so the scene picks the
 * widget and the panel from a registry by `kind`. Types only, below the view model and the
 * family boards that fill them.
 */

/**
 * The score display: the cribbage pegboard (points made during the hand, Horse Race and
 * Muggins), or the score pad (the Block family: points only at the end of a hand). A new kind
 * (Texas 42's marks) is a new branch here and a widget in the scene's registry.
 */
export type ScoreDisplay =
  | { readonly kind: 'pegboard'; readonly target: number }
  | { readonly kind: 'score-pad'; readonly target: number };

export type ScoreDisplayKind = ScoreDisplay['kind'];

/**
 * The end-of-hand panel: 'pips' reveals every hand with its pips, then the engine's
 * arithmetic line by line (the line family). A new family's panel is a new kind.
 */
export type HandEndPanelKind = 'pips';
