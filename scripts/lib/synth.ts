/**
 * A tiny, deterministic sound synthesiser: oscillators, noise, filters, envelopes and a
 * 16-bit mono WAV encoder. Pure functions over Float32Arrays of samples in [-1, 1]; no
 * Node builtins, so the tests and scripts/makeSounds.ts share it.
 */

/** Every sound of the game is mono 16-bit PCM at this rate: small files, plenty for effects. */
export const SAMPLE_RATE = 22050;

/** Samples in a duration. */
export function sampleCount(seconds: number, rate = SAMPLE_RATE): number {
  return Math.max(0, Math.round(seconds * rate));
}

export function dbToGain(db: number): number {
  return 10 ** (db / 20);
}

export function gainToDb(gain: number): number {
  return 20 * Math.log10(gain);
}

// ---- Sources ----------------------------------------------------------------------

/** A seeded generator of floats in [0, 1) (mulberry32), so every build writes the same bytes. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** White noise in [-1, 1). */
export function noise(n: number, random: () => number): Float32Array {
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = random() * 2 - 1;
  return out;
}

/**
 * A sine whose frequency may glide: `freq` is a constant in Hz or a function of the time
 * in seconds. The phase is integrated, so glides do not click.
 */
export function sine(
  n: number,
  freq: number | ((t: number) => number),
  rate = SAMPLE_RATE,
  phase = 0,
): Float32Array {
  const out = new Float32Array(n);
  let p = phase;
  for (let i = 0; i < n; i++) {
    out[i] = Math.sin(p);
    const f = typeof freq === 'number' ? freq : freq(i / rate);
    p += (2 * Math.PI * f) / rate;
  }
  return out;
}

/** A sum of sine partials of a fundamental, each `[ratio, amplitude, decaySeconds]`. */
export function partials(
  n: number,
  fundamental: number,
  spec: readonly (readonly [ratio: number, amplitude: number, decaySeconds: number])[],
  rate = SAMPLE_RATE,
): Float32Array {
  const out = new Float32Array(n);
  for (const [ratio, amplitude, decay] of spec) {
    const partial = multiply(sine(n, fundamental * ratio, rate), expDecay(n, decay, rate));
    mixInto(out, partial, 0, amplitude);
  }
  return out;
}

// ---- Filters ----------------------------------------------------------------------

/** One-pole low-pass (6 dB/octave): softens noise. */
export function lowpass(signal: Float32Array, cutoffHz: number, rate = SAMPLE_RATE): Float32Array {
  const out = new Float32Array(signal.length);
  const k = 1 - Math.exp((-2 * Math.PI * cutoffHz) / rate);
  let y = 0;
  for (let i = 0; i < signal.length; i++) {
    y += k * ((signal[i] ?? 0) - y);
    out[i] = y;
  }
  return out;
}

/** One-pole high-pass: takes the rumble out. */
export function highpass(signal: Float32Array, cutoffHz: number, rate = SAMPLE_RATE): Float32Array {
  const low = lowpass(signal, cutoffHz, rate);
  return signal.map((x, i) => x - (low[i] ?? 0));
}

/**
 * A band-pass biquad (RBJ cookbook, constant 0 dB peak gain). `centreHz` may be a function
 * of the time in seconds for a sweep; the coefficients are then updated every 32 samples.
 */
export function bandpass(
  signal: Float32Array,
  centreHz: number | ((t: number) => number),
  q: number,
  rate = SAMPLE_RATE,
): Float32Array {
  const out = new Float32Array(signal.length);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  let b0 = 0;
  let b2 = 0;
  let a1 = 0;
  let a2 = 0;
  for (let i = 0; i < signal.length; i++) {
    if (i % 32 === 0) {
      const f = typeof centreHz === 'number' ? centreHz : centreHz(i / rate);
      const w = (2 * Math.PI * Math.min(f, rate * 0.45)) / rate;
      const alpha = Math.sin(w) / (2 * q);
      const a0 = 1 + alpha;
      b0 = alpha / a0;
      b2 = -alpha / a0;
      a1 = (-2 * Math.cos(w)) / a0;
      a2 = (1 - alpha) / a0;
    }
    const x = signal[i] ?? 0;
    const y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    out[i] = y;
  }
  return out;
}

// ---- Envelopes --------------------------------------------------------------------

/** e^(-t/τ): 1 at the first sample, 1/e after `decaySeconds`. */
export function expDecay(n: number, decaySeconds: number, rate = SAMPLE_RATE): Float32Array {
  const out = new Float32Array(n);
  const k = Math.exp(-1 / (decaySeconds * rate));
  let v = 1;
  for (let i = 0; i < n; i++) {
    out[i] = v;
    v *= k;
  }
  return out;
}

/** A raised-cosine rise over `attackSeconds`, then an exponential decay. Peak 1. */
export function attackDecay(
  n: number,
  attackSeconds: number,
  decaySeconds: number,
  rate = SAMPLE_RATE,
): Float32Array {
  const attack = sampleCount(attackSeconds, rate);
  const decay = expDecay(Math.max(0, n - attack), decaySeconds, rate);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    out[i] = i < attack ? 0.5 - 0.5 * Math.cos((Math.PI * i) / attack) : (decay[i - attack] ?? 0);
  }
  return out;
}

/**
 * A smooth swell: rises as a raised cosine over `riseSeconds`, then falls as a raised
 * cosine to 0 at the last sample. Peak 1.
 */
export function swell(n: number, riseSeconds: number, rate = SAMPLE_RATE): Float32Array {
  const rise = Math.max(1, Math.min(n - 1, sampleCount(riseSeconds, rate)));
  const fall = Math.max(1, n - 1 - rise);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    out[i] =
      i <= rise
        ? 0.5 - 0.5 * Math.cos((Math.PI * i) / rise)
        : 0.5 + 0.5 * Math.cos((Math.PI * (i - rise)) / fall);
  }
  return out;
}

/**
 * Raised-cosine fades at both ends, so a sound starts and stops at silence and never clicks.
 * The first sample of a fade-in and the last of a fade-out are exactly 0. Returns a copy.
 */
export function fade(
  signal: Float32Array,
  inSeconds: number,
  outSeconds: number,
  rate = SAMPLE_RATE,
): Float32Array {
  const out = signal.slice();
  const n = out.length;
  const fadeIn = Math.min(n, sampleCount(inSeconds, rate));
  const fadeOut = Math.min(n, sampleCount(outSeconds, rate));
  for (let i = 0; i < fadeIn; i++) {
    out[i] = (out[i] ?? 0) * (0.5 - 0.5 * Math.cos((Math.PI * i) / fadeIn));
  }
  for (let i = 0; i < fadeOut; i++) {
    const j = n - 1 - i;
    out[j] = (out[j] ?? 0) * (0.5 - 0.5 * Math.cos((Math.PI * i) / fadeOut));
  }
  return out;
}

// ---- Mixing -----------------------------------------------------------------------

/** Sample-by-sample product (a signal times an envelope); the shorter length wins. */
export function multiply(a: Float32Array, b: Float32Array): Float32Array {
  const n = Math.min(a.length, b.length);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = (a[i] ?? 0) * (b[i] ?? 0);
  return out;
}

/** Adds `source * gain` into `target` from `offset` on; whatever runs past the end is cut. */
export function mixInto(
  target: Float32Array,
  source: Float32Array,
  offset: number,
  gain = 1,
): Float32Array {
  for (let i = 0; i < source.length; i++) {
    const j = offset + i;
    if (j < 0 || j >= target.length) continue;
    target[j] = (target[j] ?? 0) + (source[i] ?? 0) * gain;
  }
  return target;
}

/** The largest absolute sample. */
export function peak(signal: ArrayLike<number>): number {
  let p = 0;
  for (let i = 0; i < signal.length; i++) p = Math.max(p, Math.abs(signal[i] ?? 0));
  return p;
}

/** Scales a signal so that its peak sits at `peakDb` dBFS (for example -6). Returns a copy. */
export function normalize(signal: Float32Array, peakDb: number): Float32Array {
  const p = peak(signal);
  if (p === 0) return signal.slice();
  const g = dbToGain(peakDb) / p;
  return signal.map((x) => x * g);
}

// ---- WAV --------------------------------------------------------------------------

/** The full-scale value of a 16-bit sample. */
const FULL_SCALE = 32767;
const HEADER_BYTES = 44;

/** Float samples to 16-bit integers: clamped to [-1, 1], then rounded. */
export function toPcm16(signal: Float32Array): Int16Array {
  const out = new Int16Array(signal.length);
  for (let i = 0; i < signal.length; i++) {
    const x = Math.max(-1, Math.min(1, signal[i] ?? 0));
    out[i] = Math.round(x * FULL_SCALE);
  }
  return out;
}

/** A canonical 44-byte-header RIFF/WAVE file: PCM, mono, 16 bits per sample. */
export function encodeWav(signal: Float32Array, rate = SAMPLE_RATE): Uint8Array {
  const pcm = toPcm16(signal);
  const dataBytes = pcm.length * 2;
  const bytes = new Uint8Array(HEADER_BYTES + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string): void => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < pcm.length; i++) view.setInt16(HEADER_BYTES + i * 2, pcm[i] ?? 0, true);
  return bytes;
}

export interface WavInfo {
  readonly format: number;
  readonly channels: number;
  readonly sampleRate: number;
  readonly byteRate: number;
  readonly blockAlign: number;
  readonly bitsPerSample: number;
  /** The samples as floats in [-1, 1]. */
  readonly samples: Float32Array;
}

/** Reads back a file written by `encodeWav` (canonical header only); throws on anything else. */
export function decodeWav(bytes: Uint8Array): WavInfo {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (offset: number, length: number): string =>
    String.fromCharCode(...bytes.subarray(offset, offset + length));
  if (bytes.length < HEADER_BYTES || ascii(0, 4) !== 'RIFF' || ascii(8, 4) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE file');
  }
  if (ascii(12, 4) !== 'fmt ' || ascii(36, 4) !== 'data') {
    throw new Error('not a canonical WAV header');
  }
  const dataBytes = view.getUint32(40, true);
  if (view.getUint32(4, true) !== 36 + dataBytes || bytes.length !== HEADER_BYTES + dataBytes) {
    throw new Error('chunk sizes do not match the file length');
  }
  const samples = new Float32Array(dataBytes / 2);
  for (let i = 0; i < samples.length; i++) {
    samples[i] = view.getInt16(HEADER_BYTES + i * 2, true) / FULL_SCALE;
  }
  return {
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    byteRate: view.getUint32(28, true),
    blockAlign: view.getUint16(32, true),
    bitsPerSample: view.getUint16(34, true),
    samples,
  };
}
