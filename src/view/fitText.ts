/**
 * Fitting a label into a box without shrinking it out of sight: the full size on
 * one line, else the words wrapped onto up to `maxLines` lines, and only then a
 * smaller size, never below `minSize` (the text may then run a little wide, but
 * it stays readable). Pure: the caller measures text (a Phaser Text in scenes).
 */
export interface Fit {
  readonly size: number;
  readonly lines: readonly string[];
}

/** Greedy word wrap: as many words on each line as fit `width` at `size`. */
export function wrapWords(
  text: string,
  width: number,
  size: number,
  measure: (text: string, size: number) => number,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const next = line === '' ? word : `${line} ${word}`;
    if (line !== '' && measure(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line !== '') lines.push(line);
  return lines;
}

export function fitText(
  text: string,
  box: {
    readonly width: number;
    readonly size: number;
    readonly minSize: number;
    readonly maxLines: number;
  },
  measure: (text: string, size: number) => number,
): Fit {
  const fits = (lines: readonly string[], size: number): boolean =>
    lines.length <= box.maxLines && lines.every((l) => measure(l, size) <= box.width);
  for (let size = box.size; size >= box.minSize; size--) {
    const lines = wrapWords(text, box.width, size, measure);
    if (fits(lines, size)) return { size, lines };
  }
  return { size: box.minSize, lines: wrapWords(text, box.width, box.minSize, measure) };
}
