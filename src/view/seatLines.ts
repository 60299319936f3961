/** A seat badge's words (pure, Node-tested): its count line, in shorter forms for a narrow badge. */

/**
 * A badge's count line, best first: the tiles with the note and the level, then shorter
 * forms for a narrow badge (the level goes, then "tiles", then the note's last parts).
 */
export function countLines(
  tiles: number,
  detail: string,
  note: string,
  wrap: 'line' | 'break' | 'none',
): string[] {
  const count = `${tiles} tile${tiles === 1 ? '' : 's'}`;
  const parts = note ? note.split(' · ') : [];
  const withNote = [count, ...parts].join(' · ');
  const first =
    !detail || wrap === 'none'
      ? withNote
      : `${withNote}${wrap === 'break' ? '\n' : ' · '}${detail}`;
  const shorter = parts.map((_, k) =>
    [String(tiles), ...parts.slice(0, parts.length - k)].join(' · '),
  );
  return [...new Set([first, withNote, ...shorter, String(tiles)])];
}
