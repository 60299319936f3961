/**
 * npm run sounds
 * Synthesises the game's sound effects into assets/sounds/*.wav: mono, 16-bit, 22050 Hz,
 * short and quiet. Deterministic (seeded noise), so a re-run writes the same bytes and the
 * files can be committed; no sox or ffmpeg needed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  attackDecay,
  bandpass,
  encodeWav,
  fade,
  lowpass,
  mixInto,
  multiply,
  noise,
  normalize,
  partials,
  sampleCount,
  seededRandom,
  sine,
  swell,
} from './lib/synth';

/** Equal-tempered pitches used below, in Hz. */
const NOTE = {
  A4: 440,
  C5: 523.25,
  E5: 659.26,
  G5: 783.99,
  C6: 1046.5,
  D6: 1174.66,
  E6: 1318.51,
  G6: 1567.98,
  C7: 2093,
} as const;

interface Recipe {
  /** What the sound is for, for the docs and the log. */
  readonly use: string;
  readonly seconds: number;
  /** Peak level in dBFS; every sound stays at or below -3. */
  readonly peakDb: number;
  readonly fadeInSeconds: number;
  readonly fadeOutSeconds: number;
  readonly render: (n: number) => Float32Array;
}

/** A mallet on a wooden bar: the fundamental and the bar's fourth partial (ratio 3.93). */
function marimba(n: number, freq: number, decay: number): Float32Array {
  const tone = partials(n, freq, [
    [1, 1, decay],
    [3.93, 0.22, decay * 0.25],
  ]);
  return multiply(tone, attackDecay(n, 0.003, 10));
}

/** A soft bell: fundamental, octave and twelfth, each dying away faster than the last. */
function bell(n: number, freq: number, decay: number, attack = 0.004): Float32Array {
  const tone = partials(n, freq, [
    [1, 1, decay],
    [2, 0.3, decay * 0.5],
    [3, 0.08, decay * 0.3],
  ]);
  return multiply(tone, attackDecay(n, attack, 10));
}

/** Notes `[seconds from the start, voice]` laid into one buffer. */
function sequence(n: number, notes: readonly (readonly [number, Float32Array])[]): Float32Array {
  const out = new Float32Array(n);
  for (const [at, voice] of notes) mixInto(out, voice, sampleCount(at));
  return out;
}

export const RECIPES = {
  click: {
    use: 'a tile set down on the table',
    seconds: 0.085,
    peakDb: -7,
    fadeInSeconds: 0.0005,
    fadeOutSeconds: 0.02,
    render: (n) => {
      const random = seededRandom(1);
      // The hard edge meeting the table: a very short band of noise.
      const knock = multiply(bandpass(noise(n, random), 2400, 1.1), attackDecay(n, 0.0004, 0.005));
      // The body: a low thump falling slightly in pitch, and two short wooden modes.
      const thump = multiply(
        sine(n, (t) => 140 + 70 * Math.exp(-t / 0.008)),
        attackDecay(n, 0.001, 0.02),
      );
      const modeA = multiply(sine(n, 690), attackDecay(n, 0.0005, 0.009));
      const modeB = multiply(sine(n, 1270), attackDecay(n, 0.0005, 0.005));
      const out = new Float32Array(n);
      mixInto(out, knock, 0, 2.2);
      mixInto(out, thump, 0, 1);
      mixInto(out, modeA, 0, 0.45);
      mixInto(out, modeB, 0, 0.22);
      return out;
    },
  },
  draw: {
    use: 'a tile slid from the boneyard',
    seconds: 0.2,
    peakDb: -11,
    fadeInSeconds: 0.005,
    fadeOutSeconds: 0.03,
    render: (n) => {
      const random = seededRandom(2);
      // Felt friction: noise through a band that sweeps up as the tile speeds up.
      const swoosh = bandpass(noise(n, random), (t) => 500 + 1700 * (t / 0.2), 0.8);
      return multiply(lowpass(swoosh, 3200), swell(n, 0.08));
    },
  },
  score: {
    use: 'points scored',
    seconds: 0.5,
    peakDb: -7,
    fadeInSeconds: 0.001,
    fadeOutSeconds: 0.06,
    render: (n) => bell(n, NOTE.E6, 0.16),
  },
  again: {
    use: '"play again"',
    seconds: 0.25,
    peakDb: -7,
    fadeInSeconds: 0.001,
    fadeOutSeconds: 0.04,
    render: (n) =>
      sequence(n, [
        [0, marimba(n, NOTE.G5, 0.06)],
        [0.09, marimba(n, NOTE.D6, 0.08)],
      ]),
  },
  win: {
    use: 'a hand or game won',
    seconds: 0.9,
    peakDb: -5,
    fadeInSeconds: 0.001,
    fadeOutSeconds: 0.12,
    render: (n) =>
      sequence(n, [
        [0, bell(n, NOTE.C5, 0.22)],
        [0.1, bell(n, NOTE.E5, 0.22)],
        [0.2, bell(n, NOTE.G5, 0.22)],
        [0.3, bell(n, NOTE.C6, 0.3)],
      ]),
  },
  lose: {
    use: 'a hand or game lost',
    seconds: 0.8,
    peakDb: -8,
    fadeInSeconds: 0.002,
    fadeOutSeconds: 0.15,
    render: (n) => {
      // Pure sines with a slow attack: gentle, not a buzzer.
      const soft = (freq: number, decay: number): Float32Array =>
        multiply(
          partials(n, freq, [
            [1, 1, decay],
            [2, 0.12, decay * 0.5],
          ]),
          attackDecay(n, 0.025, 10),
        );
      return sequence(n, [
        [0, soft(NOTE.E5, 0.18)],
        [0.18, soft(NOTE.C5, 0.18)],
        [0.36, soft(NOTE.A4, 0.28)],
      ]);
    },
  },
  fanfare: {
    use: 'the game won',
    seconds: 1.15,
    peakDb: -5,
    fadeInSeconds: 0.001,
    fadeOutSeconds: 0.3,
    render: (n) =>
      // Two quick bells, the rising arpeggio, and the last chord rung together and left to ring.
      sequence(n, [
        [0, bell(n, NOTE.G5, 0.12)],
        [0.1, bell(n, NOTE.G5, 0.12)],
        [0.22, bell(n, NOTE.C6, 0.2)],
        [0.36, bell(n, NOTE.E6, 0.2)],
        [0.5, bell(n, NOTE.G6, 0.2)],
        [0.66, bell(n, NOTE.C6, 0.3)],
        [0.66, bell(n, NOTE.E6, 0.3)],
        [0.66, bell(n, NOTE.G6, 0.28)],
        [0.68, bell(n, NOTE.C7, 0.25)],
      ]),
  },
  flourish: {
    use: 'a big turn or a domino',
    seconds: 0.32,
    peakDb: -9,
    fadeInSeconds: 0.001,
    fadeOutSeconds: 0.08,
    render: (n) =>
      // A quick run up the marimba: a sparkle, not a second win.
      sequence(n, [
        [0, marimba(n, NOTE.C6, 0.05)],
        [0.05, marimba(n, NOTE.E6, 0.05)],
        [0.1, marimba(n, NOTE.G6, 0.06)],
        [0.15, marimba(n, NOTE.C7, 0.08)],
      ]),
  },
  tick: {
    use: 'a button',
    seconds: 0.04,
    peakDb: -12,
    fadeInSeconds: 0.0003,
    fadeOutSeconds: 0.01,
    render: (n) => {
      const random = seededRandom(7);
      const out = multiply(sine(n, 1900), attackDecay(n, 0.0003, 0.005));
      mixInto(
        out,
        multiply(bandpass(noise(n, random), 4200, 2), attackDecay(n, 0.0002, 0.002)),
        0,
        0.8,
      );
      return out;
    },
  },
} as const satisfies Record<string, Recipe>;

export type SoundName = keyof typeof RECIPES;

/** Renders one recipe: the raw voice, faded at both ends, then set to its peak level. */
export function renderSound(recipe: Recipe): Float32Array {
  const raw = recipe.render(sampleCount(recipe.seconds));
  return normalize(fade(raw, recipe.fadeInSeconds, recipe.fadeOutSeconds), recipe.peakDb);
}

/** Every sound as WAV bytes, by file name. */
export function renderAll(): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  for (const [name, recipe] of Object.entries(RECIPES)) {
    files.set(`${name}.wav`, encodeWav(renderSound(recipe)));
  }
  return files;
}

function main(): void {
  const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'sounds');
  mkdirSync(outDir, { recursive: true });
  let total = 0;
  for (const [file, bytes] of renderAll()) {
    writeFileSync(join(outDir, file), bytes);
    total += bytes.length;
    process.stdout.write(`${file.padEnd(10)} ${String(bytes.length).padStart(6)} bytes\n`);
  }
  process.stdout.write(`${'total'.padEnd(10)} ${String(total).padStart(6)} bytes\n`);
}

// Run only as a script, so that tests can import the recipes.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main();
}
