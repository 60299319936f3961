import { describe, expect, test } from 'vitest';
import {
  attackDecay,
  bandpass,
  dbToGain,
  decodeWav,
  encodeWav,
  expDecay,
  fade,
  mixInto,
  noise,
  normalize,
  peak,
  SAMPLE_RATE,
  sampleCount,
  seededRandom,
  sine,
  swell,
  toPcm16,
} from '../../scripts/lib/synth';

const ascii = (bytes: Uint8Array, offset: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));

describe('encodeWav', () => {
  const signal = sine(sampleCount(0.1), 440);
  const bytes = encodeWav(signal);
  const view = new DataView(bytes.buffer);

  test('writes a canonical 44-byte PCM header', () => {
    expect(ascii(bytes, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(bytes.length - 8);
    expect(ascii(bytes, 8, 4)).toBe('WAVE');
    expect(ascii(bytes, 12, 4)).toBe('fmt ');
    expect(view.getUint32(16, true)).toBe(16);
    expect(ascii(bytes, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(bytes.length - 44);
  });

  test('declares mono 16-bit PCM at 22050 Hz', () => {
    const info = decodeWav(bytes);
    expect(info).toMatchObject({
      format: 1,
      channels: 1,
      sampleRate: 22050,
      byteRate: 44100,
      blockAlign: 2,
      bitsPerSample: 16,
    });
  });

  test('holds exactly one 2-byte frame per sample', () => {
    expect(signal.length).toBe(2205);
    expect(bytes.length).toBe(44 + 2 * 2205);
    expect(decodeWav(bytes).samples.length).toBe(2205);
  });

  test('round-trips samples within one quantisation step', () => {
    const back = decodeWav(bytes).samples;
    for (let i = 0; i < signal.length; i += 97) {
      expect(Math.abs(back[i]! - signal[i]!)).toBeLessThanOrEqual(1 / 32767);
    }
  });

  test('clamps out-of-range samples instead of wrapping', () => {
    expect(Array.from(toPcm16(Float32Array.of(1.5, -1.5, 1, -1, 0)))).toEqual([
      32767, -32767, 32767, -32767, 0,
    ]);
  });

  test('honours another sample rate', () => {
    expect(decodeWav(encodeWav(new Float32Array(10), 8000)).sampleRate).toBe(8000);
  });

  test('decodeWav rejects what it did not write', () => {
    expect(() => decodeWav(new Uint8Array(10))).toThrow();
    const truncated = bytes.slice(0, bytes.length - 2);
    expect(() => decodeWav(truncated)).toThrow(/length/);
  });
});

describe('envelopes', () => {
  test('expDecay starts at 1 and reaches 1/e after its time constant', () => {
    const env = expDecay(sampleCount(0.2), 0.05);
    expect(env[0]).toBe(1);
    expect(env[sampleCount(0.05)]).toBeCloseTo(Math.exp(-1), 3);
    for (let i = 1; i < env.length; i++) expect(env[i]!).toBeLessThan(env[i - 1]!);
  });

  test('attackDecay rises from 0 to 1 over the attack, then falls', () => {
    const attack = sampleCount(0.01);
    const env = attackDecay(sampleCount(0.1), 0.01, 0.02);
    expect(env[0]).toBe(0);
    for (let i = 1; i <= attack; i++) expect(env[i]!).toBeGreaterThan(env[i - 1]!);
    expect(env[attack]).toBe(1);
    for (let i = attack + 1; i < env.length; i++) expect(env[i]!).toBeLessThan(env[i - 1]!);
  });

  test('swell rises to 1 and falls back to 0 at the last sample', () => {
    const env = swell(1000, 0.01);
    expect(env[0]).toBe(0);
    expect(peak(env)).toBeCloseTo(1, 6);
    expect(env[env.length - 1]).toBeCloseTo(0, 9);
  });

  test('fade silences both ends and leaves the middle alone', () => {
    const faded = fade(new Float32Array(1000).fill(0.5), 0.005, 0.01);
    const fadeIn = sampleCount(0.005);
    const fadeOut = sampleCount(0.01);
    expect(faded[0]).toBe(0);
    expect(faded[faded.length - 1]).toBe(0);
    for (let i = 1; i < fadeIn; i++) expect(faded[i]!).toBeGreaterThan(faded[i - 1]!);
    for (let i = faded.length - fadeOut + 1; i < faded.length; i++) {
      expect(faded[i]!).toBeLessThan(faded[i - 1]!);
    }
    expect(faded[500]).toBe(0.5);
  });
});

describe('levels', () => {
  test('normalize puts the peak at the requested dBFS', () => {
    const loud = sine(1000, 300).map((x) => x * 3);
    expect(peak(normalize(loud, -6))).toBeCloseTo(dbToGain(-6), 6);
    expect(peak(normalize(new Float32Array(5), -6))).toBe(0);
  });

  test('mixInto adds with gain and cuts what runs past the end', () => {
    const target = new Float32Array(4).fill(1);
    mixInto(target, Float32Array.of(1, 1, 1), 2, 0.5);
    expect(Array.from(target)).toEqual([1, 1, 1.5, 1.5]);
  });

  test('noise is deterministic for a seed and stays in range', () => {
    const a = noise(500, seededRandom(3));
    expect(Array.from(a)).toEqual(Array.from(noise(500, seededRandom(3))));
    expect(Array.from(a)).not.toEqual(Array.from(noise(500, seededRandom(4))));
    expect(peak(a)).toBeLessThanOrEqual(1);
  });

  test('a band-pass passes its centre and damps far-away frequencies', () => {
    const n = SAMPLE_RATE / 4;
    const pass = peak(bandpass(sine(n, 2000), 2000, 2).subarray(n / 2));
    const stop = peak(bandpass(sine(n, 200), 2000, 2).subarray(n / 2));
    expect(pass).toBeGreaterThan(0.9);
    expect(stop).toBeLessThan(0.1);
  });
});
