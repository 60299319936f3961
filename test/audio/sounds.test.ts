// The committed sound files: present, small, quiet, click-free and exactly what
// `npm run sounds` writes.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { RECIPES, renderAll } from '../../scripts/makeSounds';
import { dbToGain, decodeWav, peak } from '../../scripts/lib/synth';
import { SOUND_NAMES } from '../../src/audio/settings';

const files = SOUND_NAMES.map((name) => ({
  name,
  bytes: new Uint8Array(readFileSync(new URL(`../../assets/sounds/${name}.wav`, import.meta.url))),
}));

describe('assets/sounds', () => {
  test('the game names exactly the sounds the script makes', () => {
    expect([...SOUND_NAMES].sort()).toEqual(Object.keys(RECIPES).sort());
  });

  test('are committed as generated (npm run sounds is up to date)', () => {
    const rendered = renderAll();
    for (const { name, bytes } of files) {
      expect(Buffer.from(bytes).equals(Buffer.from(rendered.get(`${name}.wav`)!)), name).toBe(true);
    }
  });

  // 150 KB until issue 12 added the game-win fanfare and the big-turn flourish (65 KB); the
  // sounds load once the menu is up, never at start.
  test('stay under 200 KB together', () => {
    const total = files.reduce((sum, f) => sum + f.bytes.length, 0);
    expect(total).toBeLessThan(200 * 1024);
  });

  test.each(files)('$name.wav is mono 16-bit 22050 Hz, peaks at or below -3 dBFS', (file) => {
    const wav = decodeWav(file.bytes);
    expect(wav).toMatchObject({ channels: 1, sampleRate: 22050, bitsPerSample: 16 });
    const level = peak(wav.samples);
    expect(level).toBeGreaterThan(dbToGain(-20));
    expect(level).toBeLessThanOrEqual(dbToGain(-3));
    // Starts and ends at silence: no click.
    expect(wav.samples[0]).toBe(0);
    expect(wav.samples[wav.samples.length - 1]).toBe(0);
    expect(wav.samples.length / 22050).toBeCloseTo(RECIPES[file.name].seconds, 2);
  });
});
