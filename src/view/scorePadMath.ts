/**
 * The score pad's geometry (pure, Node-tested): the Block family's scoring sheet, drawn in
 * the pegging board's place. One row per side: its name, a bar that fills towards the
 * target with a tick every ten points, and the score. Coordinates are relative to the
 * pad's top-left corner.
 */

export interface ScorePadRow {
  /** The row's centre line. */
  readonly y: number;
  readonly height: number;
}

export interface ScorePadLayout {
  readonly width: number;
  readonly height: number;
  /** The title line ("Score pad · to 100"), above the rows. */
  readonly titleY: number;
  readonly rows: readonly ScorePadRow[];
  /** Right edge of the names. */
  readonly nameRight: number;
  readonly barLeft: number;
  readonly barWidth: number;
  readonly barHeight: number;
  /** Left edge of the scores. */
  readonly numberLeft: number;
  readonly fontSize: number;
  /** The bar's ticks: every ten points up to the target (the target itself last). */
  readonly ticks: readonly {
    readonly value: number;
    readonly x: number;
    readonly major: boolean;
  }[];
}

/** Lays the pad out in `width` x `height` for `sides` rows, to `target` points. */
export function scorePadLayout(
  width: number,
  height: number,
  sides: number,
  target: number,
): ScorePadLayout {
  const pad = Math.max(4, Math.min(10, height * 0.06));
  const titleH = Math.max(10, Math.min(18, height * 0.2));
  const rowH = Math.max(8, (height - titleH - 2 * pad) / Math.max(1, sides));
  const fontSize = Math.max(9, Math.min(18, rowH * 0.62));
  const nameW = Math.min(width * 0.3, fontSize * 7.5);
  const numberW = fontSize * 3.2;
  const nameRight = pad + nameW;
  const barLeft = nameRight + fontSize * 0.6;
  const numberLeft = width - pad - numberW;
  const barWidth = Math.max(10, numberLeft - fontSize * 0.6 - barLeft);
  const rows = Array.from({ length: sides }, (_, i) => ({
    y: pad + titleH + rowH * (i + 0.5),
    height: rowH,
  }));
  const step = target > 200 ? Math.ceil(target / 200) * 10 : 10;
  const ticks: { value: number; x: number; major: boolean }[] = [];
  for (let v = step; v < target; v += step)
    ticks.push({ value: v, x: barLeft + (barWidth * v) / target, major: v % 50 === 0 });
  ticks.push({ value: target, x: barLeft + barWidth, major: true });
  return {
    width,
    height,
    titleY: pad + titleH / 2,
    rows,
    nameRight,
    barLeft,
    barWidth,
    barHeight: Math.max(4, rowH * 0.42),
    numberLeft,
    fontSize,
    ticks,
  };
}

/** How far along the bar a score is drawn: 0 to 1 (a negative score or none: 0). */
export function barFraction(score: number, target: number): number {
  if (!(target > 0) || !(score > 0)) return 0;
  return Math.min(1, score / target);
}
