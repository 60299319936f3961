/**
 * The hand-end panel's measures (pure, so it is tested in Node): roomy, as on any screen with
 * the height for it; compact for a short one (a phone on its side: tighter rows, two columns
 * of hands, smaller type); tight when even that is too tall (smaller counting lines still).
 * `tableOverlays.ts` tries them in that order.
 */
export interface HandEndFit {
  readonly cols: number;
  /** Rows of hands (compact: in two columns). */
  readonly rows: number;
  readonly tileH: number;
  readonly rowH: number;
  /** From the panel's top: the title's centre, a game's end's subtitle's, the first row of hands. */
  readonly titleY: number;
  readonly subY: number;
  readonly head: number;
  /** From the panel's foot: the score line's centre, and the buttons'. */
  readonly scoreY: number;
  readonly buttonY: number;
  /** Below the counting lines: the score line and the buttons. */
  readonly tail: number;
  readonly titleFont: number;
  readonly nameFont: number;
  readonly lineFont: number;
  /** A counting line's least height. */
  readonly lineH: number;
  /** In a row: the name's width before the tiles, and the pips' after them. */
  readonly nameW: number;
  readonly pipsW: number;
}

export function handEndFit(
  w: number,
  players: number,
  fit: 'roomy' | 'compact' | 'tight',
  over: boolean,
): HandEndFit {
  if (fit === 'roomy') {
    const tileH = Math.min(48, Math.max(30, (w - 200) / 14));
    return {
      cols: 1,
      rows: players,
      tileH,
      rowH: tileH + 16,
      titleY: 30,
      subY: 62,
      head: 96,
      scoreY: 84,
      buttonY: 38,
      tail: 154,
      titleFont: 30,
      nameFont: 17,
      lineFont: 16,
      lineH: 24,
      nameW: 110,
      pipsW: 80,
    };
  }
  // Two columns of hands; tight, everything a little closer and the counting lines smaller
  // still (a practice game's end on a phone on its side, with the drill's Muggins lines).
  const cols = Math.min(2, players);
  const tight = fit === 'tight';
  return {
    cols,
    rows: Math.ceil(players / cols),
    tileH: tight ? 26 : 30,
    rowH: tight ? 34 : 38,
    titleY: 22,
    subY: 44,
    head: (over ? 62 : 42) - (tight ? 6 : 0),
    scoreY: tight ? 64 : 66,
    buttonY: tight ? 28 : 30,
    tail: tight ? 88 : 92,
    titleFont: 22,
    nameFont: 15,
    lineFont: tight ? 11 : 13,
    lineH: tight ? 14 : 18,
    nameW: 84,
    pipsW: 70,
  };
}

/**
 * The panel's height for `fit`, its counting lines measured at `fit.lineFont` (each line's
 * text height), the review's row not included.
 */
export function handEndNeeded(fit: HandEndFit, lineHeights: readonly number[]): number {
  const lines = lineHeights.reduce((sum, h) => sum + Math.max(fit.lineH, h + 4), 0);
  return fit.head + fit.rows * fit.rowH + 6 + lines + fit.tail;
}
