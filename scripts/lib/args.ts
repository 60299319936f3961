/**
 * A script's `--name value` flag, as text. The last one given wins, so that
 * `npm run bench:ai-42 -- --games 80` overrides the games the npm script names.
 */
export function argText(name: string, fallback: string): string {
  const i = process.argv.lastIndexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}
