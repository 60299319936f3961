/**
 * The hand-end panel's measures (pure, so it is tested in Node): roomy, on any screen with the
 * height for it, its tiles as large as the panel's width allows (a phone's narrow panel takes
 * narrower name and pip columns, so its tiles are not tiny beside empty space); compact for a
 * short screen (a phone on its side: tighter rows, two columns of hands, smaller type); tight
 * when even that is too tall (smaller counting lines still). `handEndPanel.ts` tries them in
 * that order.
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
  readonly titleFont: number;
  readonly nameFont: number;
  readonly lineFont: number;
  /** A counting line's least height. */
  readonly lineH: number;
  /** In a row: the name's width before the tiles, and the pips' after them. */
  readonly nameW: number;
  readonly pipsW: number;
  /** Below the counting lines: the score line's height (when shown), a row of buttons' pitch. */
  readonly scoreH: number;
  readonly buttonRowH: number;
}

/** A panel narrower than this takes the narrow name and pip columns (a phone's). */
const NARROW = 560;

export function handEndFit(
  w: number,
  players: number,
  fit: 'roomy' | 'compact' | 'tight',
  over: boolean,
): HandEndFit {
  if (fit === 'roomy') {
    const narrow = w < NARROW;
    const nameW = narrow ? 84 : 110;
    const pipsW = narrow ? 64 : 80;
    // Seven tiles (a full hand) fill the room between the name and the pips.
    const room = w - 40 - nameW - pipsW;
    const tileH = Math.round(Math.min(52, Math.max(30, (room - 42) / 3.5)));
    return {
      cols: 1,
      rows: players,
      tileH,
      rowH: tileH + 10,
      titleY: 28,
      subY: 58,
      head: over ? 80 : 54,
      titleFont: narrow ? 26 : 30,
      nameFont: 17,
      lineFont: 15,
      lineH: 22,
      nameW,
      pipsW,
      scoreH: 30,
      buttonRowH: 54,
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
    titleFont: 22,
    nameFont: 15,
    lineFont: tight ? 11 : 13,
    lineH: tight ? 14 : 18,
    nameW: 84,
    pipsW: 70,
    scoreH: tight ? 22 : 26,
    buttonRowH: tight ? 50 : 52,
  };
}

/**
 * The panel's height for `fit`: its counting lines measured at `fit.lineFont` (each line's
 * text height), the score line when shown, and `buttonRows` rows of buttons.
 */
export function handEndNeeded(
  fit: HandEndFit,
  lineHeights: readonly number[],
  buttonRows: number,
  scoreLine: boolean,
): number {
  const lines = lineHeights.reduce((sum, h) => sum + Math.max(fit.lineH, h + 4), 0);
  const tail = (scoreLine ? fit.scoreH : 0) + buttonRows * fit.buttonRowH + 10;
  return fit.head + fit.rows * fit.rowH + 6 + lines + 4 + tail;
}
