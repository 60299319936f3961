/**
 * Sharp on every screen: the canvas's backing store is the window's CSS size times the
 * device pixel ratio (capped at 3), shown at CSS size, and every scene's cameras zoom by
 * that ratio. So scenes keep laying themselves out in CSS pixels (`viewSize`), pointers
 * and hit tests arrive in CSS pixels (`cssPointer`, camera-transformed hit tests), and
 * text is rasterised at the ratio (the default resolution of every Text). See docs/ui.md.
 */
import * as Phaser from 'phaser';

/** The highest ratio the canvas is drawn at: beyond 3 the cost grows and nobody sees it. */
export const MAX_PIXEL_RATIO = 3;

function deviceRatio(): number {
  const r = typeof window === 'undefined' ? 1 : window.devicePixelRatio;
  return Number.isFinite(r) && r > 0 ? Math.min(MAX_PIXEL_RATIO, Math.max(1, r)) : 1;
}

let ratio = deviceRatio();

/** Backing-store pixels per CSS pixel, as the canvas is drawn now. */
export function pixelRatio(): number {
  return ratio;
}

/** The scene's canvas in CSS pixels: what every scene lays itself out in. */
export function viewSize(scene: Phaser.Scene): { width: number; height: number } {
  return { width: scene.scale.width / ratio, height: scene.scale.height / ratio };
}

/** A pointer's screen position in CSS pixels (`pointer.x` is in backing-store pixels). */
export function cssPointer(pointer: Phaser.Input.Pointer): { x: number; y: number } {
  return { x: pointer.x / ratio, y: pointer.y / ratio };
}

/**
 * Puts a camera over a CSS-pixel viewport: its viewport in backing-store pixels, zoomed by
 * the ratio about its top-left corner, so world coordinates are CSS pixels.
 */
export function fitCamera(
  camera: Phaser.Cameras.Scene2D.Camera,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  camera.setViewport(x * ratio, y * ratio, w * ratio, h * ratio);
  camera.setOrigin(0, 0).setZoom(ratio);
}

/** The scale settings for the game config: the window's size at the device's ratio. */
export function hiDpiScale(): Phaser.Types.Core.ScaleConfig & { width: number; height: number } {
  const { w, h } = windowSize();
  return {
    mode: Phaser.Scale.NONE,
    autoCenter: Phaser.Scale.NO_CENTER,
    width: Math.round(w * ratio),
    height: Math.round(h * ratio),
    zoom: 1 / ratio,
  };
}

function windowSize(): { w: number; h: number } {
  const parent = document.getElementById('game');
  const w = parent?.clientWidth || window.innerWidth;
  const h = parent?.clientHeight || window.innerHeight;
  return { w: Math.max(1, w), h: Math.max(1, h) };
}

let textPatched = false;

/**
 * Every Text is rasterised at the current ratio unless its style names a resolution
 * (Phaser's default is 1, which a zoomed camera would blur).
 */
function patchTextResolution(): void {
  if (textPatched) return;
  textPatched = true;
  const proto = Phaser.GameObjects.TextStyle.prototype as unknown as {
    setStyle: (this: { resolution: number }, ...args: unknown[]) => unknown;
  };
  const setStyle = proto.setStyle;
  proto.setStyle = function (this: { resolution: number }, ...args: unknown[]) {
    const out = setStyle.apply(this, args);
    if (this.resolution === 0) this.resolution = ratio;
    return out;
  };
}

/**
 * Installs the ratio on a game: follows window resizes (and ratio changes, such as a
 * browser zoom) and keeps every active scene's main camera at the ratio. Call before the
 * first scene creates Text (main.ts calls it right after `new Phaser.Game`, which boots later).
 */
export function installHiDpi(game: Phaser.Game): void {
  patchTextResolution();
  const fit = (): void => {
    const { w, h } = windowSize();
    ratio = deviceRatio();
    const bw = Math.round(w * ratio);
    const bh = Math.round(h * ratio);
    const scale = game.scale;
    if (scale.zoom !== 1 / ratio) scale.setZoom(1 / ratio);
    if (scale.width !== bw || scale.height !== bh) scale.resize(bw, bh);
    // Phaser sets the style only when it differs from the game size: keep it in CSS pixels.
    game.canvas.style.width = `${w}px`;
    game.canvas.style.height = `${h}px`;
    scale.updateBounds();
    scale.displayScale.set(bw / scale.canvasBounds.width, bh / scale.canvasBounds.height);
  };
  window.addEventListener('resize', fit);
  game.events.once(Phaser.Core.Events.READY, fit);
  // Cameras are the scenes' own: zoom each active scene's main camera before it renders.
  game.events.on(Phaser.Core.Events.PRE_RENDER, () => {
    for (const scene of game.scene.scenes) {
      if (!scene.sys.isActive() && !scene.sys.isPaused()) continue;
      const cam = scene.cameras.main;
      if (cam.zoom !== ratio || cam.originX !== 0) cam.setOrigin(0, 0).setZoom(ratio);
    }
  });
}
