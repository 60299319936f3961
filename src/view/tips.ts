/**
 * One-time tips: a short explanation shown the first time something appears on the table
 * (the hint badges), then never again in this browser. Which tips were seen is kept under
 * `TIPS_KEY` as a JSON list of ids; anything else stored there reads as none seen.
 */

export const TIPS_KEY = 'horseRace.tips';

/** The hint badges, explained the first time they are drawn. */
export const BADGE_TIP =
  'Hint tags: the count a play there leaves → its points. "again": you play again. ★: the best move (practice).';

export function tipsSeen(raw: string | null): Set<string> {
  try {
    const list: unknown = JSON.parse(raw ?? '[]');
    return new Set(
      Array.isArray(list)
        ? list.filter((x): x is string => typeof x === 'string').slice(0, 50)
        : [],
    );
  } catch {
    return new Set();
  }
}

/** Whether tip `id` is due (not seen yet); marks it seen in `storage` when it is. */
export function takeTip(
  storage: { getItem(key: string): string | null; setItem(key: string, value: string): void },
  id: string,
): boolean {
  const seen = tipsSeen(storage.getItem(TIPS_KEY));
  if (seen.has(id)) return false;
  seen.add(id);
  storage.setItem(TIPS_KEY, JSON.stringify([...seen]));
  return true;
}
