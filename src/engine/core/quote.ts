/**
 * Reading untrusted input safely: own-property lookups (a name such as "constructor" or
 * "__proto__" is never found on Object.prototype), and a short, bounded quotation of a bad
 * value for an error message. Quoting never recurses without bound (a 50,000-deep array is
 * fine), never copies more than a few dozen characters of a long string, and never throws.
 */

/** The most characters a quotation takes, ellipsis included. */
export const QUOTE_MAX = 40;

/** `table[name]` when `name` is the table's own key; undefined otherwise (inherited names too). */
export function own<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;
}

/** Whether `value` is a plain object (not null, not an array). */
export function isRecordObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value[name]` when `value` is an object holding `name` as its own property; else undefined. */
export function field(value: unknown, name: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  return Object.prototype.hasOwnProperty.call(value, name)
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

/** Cuts text to at most `max` characters, ending in "…" when cut. */
export function excerpt(text: string, max = QUOTE_MAX): string {
  if (text.length <= max) return text;
  // Never cut a surrogate pair in half.
  let end = Math.max(0, max - 1);
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

/**
 * A string as JSON in at most `room` characters, closing quote kept: `"abc…"` when cut.
 * Only a prefix is ever stringified, so a 10 MB string costs no more than a short one.
 */
function quoteString(text: string, room: number): string {
  if (text.length <= room) {
    const whole = JSON.stringify(text);
    if (whole.length <= room) return whole;
  }
  let keep = Math.max(1, room - 3);
  for (;;) {
    const cut = `${JSON.stringify(text.slice(0, keep)).slice(0, -1)}…"`;
    if (cut.length <= room || keep === 1) return cut;
    keep = Math.max(1, keep - (cut.length - room));
  }
}

/** Writes `value` into at most `room` characters; deeper or longer parts become "…". */
function sketch(value: unknown, depth: number, room: number): string {
  if (typeof value === 'string') return quoteString(value, room);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null)
    return String(value);
  if (typeof value === 'undefined') return 'nothing';
  if (typeof value !== 'object') return typeof value;
  const list = Array.isArray(value);
  const [open, close] = list ? ['[', ']'] : ['{', '}'];
  if (depth >= 2) return `${open}…${close}`;
  const keys = list ? null : Object.keys(value);
  const size = list ? (value as unknown[]).length : (keys as string[]).length;
  const parts: string[] = [];
  let used = 2;
  for (let i = 0; i < size && i < 4 && used < room; i++) {
    const item = list
      ? sketch((value as unknown[])[i], depth + 1, room - used)
      : `${quoteString((keys as string[])[i] ?? '', 16)}: ${sketch(
          field(value, (keys as string[])[i] ?? ''),
          depth + 1,
          room - used,
        )}`;
    parts.push(item);
    used += item.length + 2;
  }
  if (parts.length < size) parts.push('…');
  return `${open}${parts.join(', ')}${close}`;
}

/**
 * A bad value as an error message quotes it: JSON-like, at most `max` characters. Strings
 * come out as JSON strings (`"hello"`), long ones cut (`"aaaa…"`); nested lists and objects
 * are sketched two levels deep (`[[…], …]`).
 */
export function quote(value: unknown, max = QUOTE_MAX): string {
  try {
    return excerpt(sketch(value, 0, max), max);
  } catch {
    return 'a value that cannot be shown';
  }
}
