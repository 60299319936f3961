/**
 * The server's defences against a hostile or broken client, as small pure pieces: table
 * codes hard to guess, and a token bucket that limits how fast one client (or one address)
 * may send. The room and the HTTP guard use them; the tests drive them with their own clock.
 */

/** A table code's letters: no 0/O, no 1/I, 32 of them, so that each letter is 5 random bits. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Letters in a code: 8 × 5 = 40 random bits (the issue asks for at least 30). */
export const CODE_LENGTH = 8;

/** A table code from random bytes (one byte a letter; 256 is a multiple of 32, so unbiased). */
export function codeFrom(bytes: Uint8Array): string {
  if (bytes.length < CODE_LENGTH) throw new RangeError(`a code needs ${CODE_LENGTH} random bytes`);
  let out = '';
  for (let i = 0; i < CODE_LENGTH; i++) out += CODE_ALPHABET[(bytes[i] ?? 0) & 31];
  return out;
}

/** A code as someone typed it: upper case, spaces and dashes dropped; null when it cannot be one. */
export function readCode(text: unknown): string | null {
  if (typeof text !== 'string' || text.length > 32) return null;
  const code = text.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CODE_LENGTH) return null;
  return [...code].every((c) => CODE_ALPHABET.includes(c)) ? code : null;
}

/** A token bucket: `tokens` left, refilled at `rate` a second up to `burst`, as of `at` (ms). */
export interface Bucket {
  readonly tokens: number;
  readonly at: number;
}

export interface Rate {
  /** Tokens added a second. */
  readonly rate: number;
  /** The most tokens the bucket holds (a burst allowed at once). */
  readonly burst: number;
}

export function fullBucket(rate: Rate, now: number): Bucket {
  return { tokens: rate.burst, at: now };
}

/** Takes one token at `now`: the bucket after, and whether there was one to take. */
export function take(bucket: Bucket, rate: Rate, now: number): { bucket: Bucket; ok: boolean } {
  const refilled = Math.min(rate.burst, bucket.tokens + ((now - bucket.at) / 1000) * rate.rate);
  if (refilled < 1) return { bucket: { tokens: refilled, at: now }, ok: false };
  return { bucket: { tokens: refilled - 1, at: now }, ok: true };
}

/** Buckets by key (an address), forgetting those full again, so that the map stays small. */
export class Buckets {
  private readonly map = new Map<string, Bucket>();

  constructor(private readonly rate: Rate) {}

  /** Whether `key` may act now (and if so, it has). */
  allow(key: string, now: number): boolean {
    const { bucket, ok } = take(this.map.get(key) ?? fullBucket(this.rate, now), this.rate, now);
    this.map.set(key, bucket);
    if (this.map.size > 10_000) this.sweep(now);
    return ok;
  }

  private sweep(now: number): void {
    for (const [key, b] of this.map)
      if (b.tokens + ((now - b.at) / 1000) * this.rate.rate >= this.rate.burst)
        this.map.delete(key);
  }
}
