/**
 * Frames drawn only when something drawn has changed. Phaser redraws the whole canvas every
 * frame, and the browser then paints it, even when the table waits for a tap: an idle page
 * cost about half a core in headless Chromium (docs/table.md, "Idle frames"). Here each
 * step still updates every scene (tweens, timers, input), and the canvas is drawn only when
 * the frame's signature (./frameSignature.ts) differs from the last drawn one; the canvas
 * keeps the last picture meanwhile, which is what the player sees.
 *
 * Two guards: a frame is drawn anyway at least once a second (so a change the signature
 * missed shows late, not never), and the browser tests (`verify`) check the signature
 * itself: four times a second a frame it calls unchanged is drawn and its pixels compared
 * with the last frame's; a difference is a console error, which those tests refuse.
 */
import * as Phaser from 'phaser';
import { FrameSignature, frameDecision, texturesTouched } from './frameSignature';

/** What the gate did, for the browser tests and the benchmark. */
export interface FrameGate {
  drawn: number;
  skipped: number;
  /** Pixel checks of unchanged frames (when verifying), and how many found a difference. */
  probes: number;
  stale: number;
  /** Whether to check the signature against the pixels (browser tests only). */
  verify: boolean;
}

const gates = new WeakMap<Phaser.Game, FrameGate>();
const verifying = new WeakSet<Phaser.Game>();

/** The gate installed on a game, if any. */
export function frameGateOf(game: Phaser.Game): FrameGate | undefined {
  return gates.get(game);
}

/** Checks the game's skipped frames against their pixels (browser tests), from its gate's install on. */
export function verifyFrames(game: Phaser.Game): void {
  verifying.add(game);
  const gate = gates.get(game);
  if (gate) gate.verify = true;
}

/** What Phaser's own step reads of the game (private in its types). */
interface Destroying {
  pendingDestroy: boolean;
  runDestroy(): void;
}

/** The scene manager's flag that its render clears (queues scene changes while set). */
interface Processing {
  isProcessing: boolean;
}

/** The input manager's pre-render chores (its clock, pointer motion, polling), run on every step. */
interface InputChores {
  preRender(): void;
}

/** A snapshot asked of the renderer, which it takes after drawing. */
interface Snapshots {
  snapshotState: { callback: unknown };
}

let hooked = false;

/** A method that redraws an object's or a texture's pixels. */
type Redraw = (this: unknown) => unknown;

/** Texts redrawn and canvas textures refreshed change pixels, not objects: the signature hears of them. */
function hookTextures(): void {
  if (hooked) return;
  hooked = true;
  const text = Phaser.GameObjects.Text.prototype as unknown as { updateText: Redraw };
  const updateText = text.updateText;
  text.updateText = function (this: unknown) {
    texturesTouched();
    return updateText.call(this);
  };
  const canvas = Phaser.Textures.CanvasTexture.prototype as unknown as {
    refresh: Redraw;
    update: Redraw;
  };
  const { refresh, update } = canvas;
  canvas.refresh = function (this: unknown) {
    texturesTouched();
    return refresh.call(this);
  };
  canvas.update = function (this: unknown) {
    texturesTouched();
    return update.call(this);
  };
}

/** A hash of the canvas's pixels (browser tests only). */
function pixels(canvas: HTMLCanvasElement): number {
  const ctx = canvas.getContext('2d');
  if (!ctx || canvas.width === 0 || canvas.height === 0) return 0;
  const data = new Uint32Array(ctx.getImageData(0, 0, canvas.width, canvas.height).data.buffer);
  let h = 0x811c9dc5;
  for (let i = 0; i < data.length; i++) h = Math.imul(h ^ (data[i] ?? 0), 0x01000193);
  return h;
}

/**
 * Installs the gate: call on the game's READY event, before its loop starts (Phaser binds
 * `step` then). A no-op for a renderer other than Canvas.
 */
export function renderOnChange(game: Phaser.Game): FrameGate {
  const gate: FrameGate = {
    drawn: 0,
    skipped: 0,
    probes: 0,
    stale: 0,
    verify: verifying.has(game),
  };
  gates.set(game, gate);
  if (!(game.renderer instanceof Phaser.Renderer.Canvas.CanvasRenderer)) return gate;
  hookTextures();
  const textures = game.textures;
  textures.on(Phaser.Textures.Events.ADD, texturesTouched);
  textures.on(Phaser.Textures.Events.REMOVE, texturesTouched);
  // Back from a hidden tab, or a resized window: draw whatever the signature says.
  let force = true;
  const again = (): void => {
    force = true;
  };
  game.events.on(Phaser.Core.Events.VISIBLE, again);
  game.scale.on(Phaser.Scale.Events.RESIZE, again);
  const signature = new FrameSignature();
  let lastDrawn = 0;
  let lastProbe = 0;
  const events = game.events;
  const ending = game as unknown as Destroying;
  const manager = game.scene as unknown as Processing;
  const input = game.input as unknown as InputChores | undefined;
  const snapshots = game.renderer as unknown as Snapshots;
  game.step = function (time: number, delta: number): void {
    if (ending.pendingDestroy) {
      ending.runDestroy();
      return;
    }
    if (game.isPaused) return;
    events.emit(Phaser.Core.Events.PRE_STEP, time, delta);
    events.emit(Phaser.Core.Events.STEP, time, delta);
    game.scene.update(time, delta);
    events.emit(Phaser.Core.Events.POST_STEP, time, delta);
    const changed =
      signature.changed(game.scene.scenes, game.canvas) ||
      force ||
      Boolean(snapshots.snapshotState.callback);
    const decision = frameDecision(changed, gate.verify, time, lastDrawn, lastProbe);
    const probe = decision === 'probe';
    if (decision === 'skip') {
      gate.skipped++;
      // What a drawn frame does besides drawing: the scene manager's render clears its flag
      // (until then it queues scene changes), and the input manager keeps its clock.
      manager.isProcessing = false;
      input?.preRender();
      return;
    }
    const before = probe ? pixels(game.canvas) : 0;
    force = false;
    lastDrawn = time;
    gate.drawn++;
    const renderer = game.renderer;
    renderer.preRender();
    events.emit(Phaser.Core.Events.PRE_RENDER, renderer, time, delta);
    game.scene.render(renderer);
    renderer.postRender();
    events.emit(Phaser.Core.Events.POST_RENDER, renderer, time, delta);
    // Drawing itself moves what the signature reads (cameras zoomed for the pixel ratio in
    // PRE_RENDER, children sorted by depth, a camera kept in its bounds): sign what was drawn.
    signature.changed(game.scene.scenes, game.canvas);
    if (!probe) return;
    lastProbe = time;
    gate.probes++;
    if (pixels(game.canvas) === before) return;
    gate.stale++;
    const scenes = game.scene.getScenes(true).map((s) => s.scene.key);
    console.error(
      `A frame changed that the frame signature called unchanged (${scenes.join(', ')})`,
    );
  };
  return gate;
}
