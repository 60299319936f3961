/** Counted words for every screen (pure): "1 tile", "3 tiles", "1 mark". */

/** A count and its noun, singular for one: `plural(1, 'round')` is "1 round". */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}
