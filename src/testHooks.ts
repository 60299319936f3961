/**
 * Browser tests only (?e2e=1): read-only views of where to click and what the screen says,
 * the frame costs (bench:ui), and the online hook. A chunk of its own, loaded only then.
 */
import * as Phaser from 'phaser';
import type { LessonsHotspots, LessonsScene } from './scenes/lessons/LessonsScene';
import type { Services } from './scenes/services';
import type { PracticeHotspots } from './scenes/practice/practiceSpots';
import type { FamilyHotspots, FamilyTableScene } from './scenes/family/FamilyTableScene';
import {
  puzzleTableSpots,
  tutorialSpots,
  type TutorialHotspots,
} from './scenes/lessons/tutorialSpots';
import type { PuzzleScene } from './scenes/menus/PuzzleScene';
import type { PuzzleHotspots } from './scenes/puzzle/puzzleSpots';
import { frameGateOf, verifyFrames, type FrameGate } from './ui/renderOnChange';
import { focusedButtons, visibleTexts } from './ui/visible';

declare global {
  interface Window {
    /** Browser tests only (?e2e=1): where to click, and what the screen says. Read-only too. */
    horseRaceTest?: {
      scenes(): string[];
      texts(): string[];
      /** Milliseconds each frame spent in Phaser's step and render, oldest first (bench:ui). */
      frames(): number[];
      /** Frames drawn and skipped, and the checks of skipped frames' pixels (./ui/renderOnChange.ts). */
      frameGate(): FrameGate | null;
      /** Turns those pixel checks on or off (on in every browser test; off for bench:ui's frame costs). */
      frameChecks(on: boolean): void;
      /** Practice mode as drawn (badges, best move, tracker, claims); null in a casual game. */
      practice(): PracticeHotspots | null;
      family(): FamilyHotspots | null;
      /** The tutorial's lesson list or lesson, whichever is showing. */
      tutorial(): LessonsHotspots | TutorialHotspots | null;
      /** The daily puzzle, while it is showing. */
      puzzle(): PuzzleHotspots | null;
      /** The labels of the buttons (and names of the pickers) the focus ring is on, in the running scenes. */
      focused(): string[];
    };
  }
}

export function installTestHooks(game: Phaser.Game, services: Services): void {
  lazyOnlineHook(game, services);
  // Every browser test checks that a frame left undrawn would have looked the same.
  verifyFrames(game);

  // The last frame costs in a ring buffer set aside once, outside the JS heap (bench:ui's heap).
  const FRAME_SAMPLES = 20_000;
  const frameMs = new Float64Array(FRAME_SAMPLES);
  let framesSeen = 0;
  let stepStart = 0;
  game.events.on(Phaser.Core.Events.PRE_STEP, () => {
    stepStart = performance.now();
  });
  game.events.on(Phaser.Core.Events.POST_RENDER, () => {
    if (stepStart === 0) return;
    frameMs[framesSeen % FRAME_SAMPLES] = performance.now() - stepStart;
    framesSeen++;
  });
  const frames = (): number[] => {
    const n = Math.min(framesSeen, FRAME_SAMPLES);
    const out: number[] = [];
    for (let i = framesSeen - n; i < framesSeen; i++) out.push(frameMs[i % FRAME_SAMPLES] ?? 0);
    return out;
  };
  /** The scene `key` while it is showing (scenes that load on demand may not be there yet). */
  const showing = <S extends Phaser.Scene>(key: string): S | null => {
    const scene = game.scene.keys[key] as S | undefined;
    return scene?.scene.isActive() ? scene : null;
  };
  window.horseRaceTest = {
    frames,
    frameGate: () => {
      const gate = frameGateOf(game);
      return gate ? { ...gate } : null;
    },
    frameChecks: (on) => {
      const gate = frameGateOf(game);
      if (gate) gate.verify = on;
    },
    scenes: () => game.scene.getScenes(true).map((s) => s.scene.key),
    texts: () => visibleTexts(game),
    focused: () => focusedButtons(game),
    practice: () => showing<FamilyTableScene>('FamilyTable')?.practiceHotspots() ?? null,
    family: () => showing<FamilyTableScene>('FamilyTable')?.hotspots() ?? null,
    // Found (the puzzle's scene), then played at the family table.
    puzzle: () =>
      showing<PuzzleScene>('Puzzle')?.hotspots() ??
      puzzleTableSpots(showing<FamilyTableScene>('FamilyTable')?.hotspots() ?? null),
    tutorial: () =>
      tutorialSpots(showing<FamilyTableScene>('FamilyTable')?.hotspots() ?? null) ??
      showing<LessonsScene>('Lessons')?.hotspots() ??
      null,
  };
}

/**
 * `window.horseRaceOnline` (scenes/online/onlineHook.ts), loaded on its first use: it brings the
 * online table and the engines with it, which a page at the menu has not loaded yet. Once
 * loaded, the hook replaces this stand-in; its reads answer nothing until then.
 */
function lazyOnlineHook(game: Phaser.Game, services: Services): void {
  let pending: Promise<void> | null = null;
  const load = (): Promise<void> =>
    (pending ??= import('./scenes/online/onlineHook').then((m) =>
      m.installOnlineHook(game, services),
    ));
  const stub: NonNullable<Window['horseRaceOnline']> = {
    open: async (...args) => (await load(), (await window.horseRaceOnline?.open(...args)) ?? null),
    join: async (...args) => (await load(), (await window.horseRaceOnline?.join(...args)) ?? false),
    start: () => void load().then(() => window.horseRaceOnline?.start()),
    send: (move) => void load().then(() => window.horseRaceOnline?.send(move)),
    state: () => (void load(), null),
    kept: () => (void load(), []),
  };
  window.horseRaceOnline = stub;
}
