/**
 * A seeded pseudo-random generator whose whole state is plain data (sfc32:
 * four 32-bit words), so that it can live inside a saved game and be replayed.
 * No function here touches Math.random or the clock.
 */
export interface Rng {
  readonly s: readonly [number, number, number, number];
}

/** Hashes a seed code (any text) into a generator state (cyrb128). */
export function seedRng(seed: string | number): Rng {
  const str = String(seed);
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  const g = new Generator([h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]);
  for (let i = 0; i < 12; i++) g.next();
  return g.state();
}

/**
 * A mutable cursor over an Rng, for use inside one pure function: create it
 * from a state, draw numbers, and hand back `state()` as the new state.
 */
export class Generator {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(s: readonly [number, number, number, number] | Rng) {
    const w = 's' in s ? s.s : s;
    this.a = w[0] >>> 0;
    this.b = w[1] >>> 0;
    this.c = w[2] >>> 0;
    this.d = w[3] >>> 0;
  }

  /** A uniform 32-bit unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A uniform integer in [0, n), without modulo bias (rejection sampling). */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) {
      throw new RangeError(`int(n) needs an integer 1..2^32, got ${String(n)}`);
    }
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const x = this.next();
      if (x < limit) return x % n;
    }
  }

  /** A uniform float in [0, 1). */
  float(): number {
    return this.next() / 0x100000000;
  }

  state(): Rng {
    return { s: [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0] };
  }
}

/** Unbiased Fisher–Yates shuffle of a copy of `items`. */
export function shuffle<T>(rng: Rng, items: readonly T[]): { items: T[]; rng: Rng } {
  const g = new Generator(rng);
  const out = items.slice();
  shuffleInPlace(g, out);
  return { items: out, rng: g.state() };
}

/** Fisher–Yates on an array the caller owns. */
export function shuffleInPlace<T>(g: Generator, out: T[]): void {
  for (let i = out.length - 1; i > 0; i--) {
    const j = g.int(i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
}

export function randomInt(rng: Rng, n: number): { value: number; rng: Rng } {
  const g = new Generator(rng);
  const value = g.int(n);
  return { value, rng: g.state() };
}
