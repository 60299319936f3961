/**
 * What the next frame would draw, as a flat list of numbers and references compared in
 * place with the last drawn frame's: the game draws a frame only when they differ
 * (./renderOnChange.ts). Read from the objects themselves, so a change made anywhere (a
 * tween, a timer, an input handler, a message from the server) is seen without being told:
 * per scene drawn, its cameras; per object, its place, size, turn, origin, alpha, depth,
 * blend, mask and picture; a Graphics' commands, a Shape's path and colours, a Container's
 * children in order. What changes a picture's pixels without changing an object (a Text
 * redrawn, a canvas texture refreshed) moves `texturesTouched`, which the installer hooks.
 *
 * No Phaser import: the objects are read by their field names, so the walk runs in Node.
 */

/** An object as the walk reads it: any of Phaser's game objects, cameras or scenes. */
type Fields = Record<string, unknown>;

/** The numeric fields that place and shade every kind of object. */
const PLACE = [
  'x',
  'y',
  'scaleX',
  'scaleY',
  'rotation',
  'originX',
  'originY',
  'displayOriginX',
  'displayOriginY',
  'scrollFactorX',
  'scrollFactorY',
  'depth',
  'alpha',
  'width',
  'height',
  'cameraFilter',
] as const;
/** A Shape's look beyond its path. */
const SHAPE = [
  'fillColor',
  'fillAlpha',
  'strokeColor',
  'strokeAlpha',
  'lineWidth',
  'isFilled',
  'isStroked',
  'closePath',
] as const;
/** What a camera draws through. */
const CAMERA = [
  'x',
  'y',
  'width',
  'height',
  'scrollX',
  'scrollY',
  'originX',
  'originY',
  'zoomX',
  'zoomY',
  'rotation',
  'alpha',
  'visible',
  'transparent',
  'roundPixels',
] as const;
/** A Phaser scene's status from which it is drawn (LOADING), and from which it is not (SLEEPING). */
const LOADING = 3;
const SLEEPING = 7;

let touched = 0;

/** Longest wait between two drawn frames, whatever the signature says. */
export const SAFETY_MS = 1000;
/**
 * Between two checks of the signature against the pixels, when verifying (the browser
 * tests). Each check draws the frame and reads the canvas twice (5 MB on a 2x phone): four
 * a second cost about 15% of the browser tests' processor time.
 */
export const PROBE_MS = 1000;

/**
 * What a step does with its frame: draws it (it changed, or a second has passed since the
 * last one drawn), draws it and compares its pixels with the last (`probe`: verifying, and
 * a quarter second since the last check), or skips it.
 */
export function frameDecision(
  changed: boolean,
  verify: boolean,
  time: number,
  lastDrawn: number,
  lastProbe: number,
): 'draw' | 'probe' | 'skip' {
  if (changed) return 'draw';
  if (verify && time - lastProbe >= PROBE_MS) return 'probe';
  return time - lastDrawn >= SAFETY_MS ? 'draw' : 'skip';
}

/** Marks a texture's pixels changed (a Text redrawn, a canvas texture refreshed): the next frame is drawn. */
export function texturesTouched(): void {
  touched++;
}

export class FrameSignature {
  private nums = new Float64Array(2048);
  private refs: unknown[] = [];
  private n = 0;
  private r = 0;
  private lastN = 0;
  private same = true;

  /** Whether the game's next frame would differ from the last one signed; signs it. */
  changed(scenes: readonly unknown[], canvas: { width: number; height: number }): boolean {
    this.n = 0;
    this.r = 0;
    this.same = true;
    this.num(touched);
    this.num(canvas.width);
    this.num(canvas.height);
    for (const scene of scenes) this.scene(scene as Fields);
    if (this.n !== this.lastN || this.r !== this.refs.length) this.same = false;
    this.lastN = this.n;
    // Let go of what is no longer drawn (destroyed objects included).
    this.refs.length = this.r;
    return !this.same;
  }

  private num(x: number): void {
    if (this.n === this.nums.length) {
      const grown = new Float64Array(this.nums.length * 2);
      grown.set(this.nums);
      this.nums = grown;
    }
    const old = this.nums[this.n];
    // NaN stands for "not a number" in both lists, and equals itself here.
    if (old !== x && !(Number.isNaN(old) && Number.isNaN(x))) {
      this.same = false;
      this.nums[this.n] = x;
    }
    this.n++;
  }

  private ref(x: unknown): void {
    if (this.refs[this.r] !== x) {
      this.same = false;
      this.refs[this.r] = x;
    }
    this.r++;
  }

  /** A field as a number: numbers as they are, booleans 1 or 0, anything else by reference. */
  private field(x: unknown): void {
    if (typeof x === 'number') this.num(x);
    else if (typeof x === 'boolean') this.num(x ? 1 : 0);
    else this.ref(x);
  }

  private scene(scene: Fields): void {
    const sys = scene.sys as Fields | undefined;
    const settings = sys?.settings as { visible?: boolean; status?: number } | undefined;
    const status = settings?.status ?? 0;
    const drawn = settings?.visible === true && status >= LOADING && status < SLEEPING;
    this.ref(scene);
    this.num(drawn ? 1 : 0);
    if (!drawn || !sys) return;
    const cameras = (sys.cameras as { cameras?: Fields[] } | undefined)?.cameras ?? [];
    for (const camera of cameras) this.camera(camera);
    const list = (sys.displayList as { list?: Fields[] } | undefined)?.list ?? [];
    this.num(list.length);
    for (const child of list) this.object(child);
  }

  private camera(camera: Fields): void {
    this.ref(camera);
    for (const key of CAMERA) this.field(camera[key]);
    const bg = camera.backgroundColor as Fields | undefined;
    this.field(bg?.color32 ?? bg?.color);
    this.field(bg?.alphaGL ?? bg?.alpha);
    // A camera effect under way (fade, flash, shake, pan, zoom) draws every frame.
    for (const name of ['fadeEffect', 'flashEffect', 'shakeEffect', 'panEffect', 'zoomEffect']) {
      const effect = camera[name] as { isRunning?: boolean; alpha?: number } | undefined;
      if (effect?.isRunning) this.same = false;
      this.field(effect?.alpha);
    }
  }

  private object(o: Fields): void {
    this.ref(o);
    const visible = o.visible !== false;
    this.num(visible ? 1 : 0);
    if (!visible) return;
    for (const key of PLACE) this.field(o[key]);
    this.field(o.flipX);
    this.field(o.flipY);
    this.ref(o.blendMode);
    this.ref(o.mask);
    this.ref(o.frame);
    this.ref(o.text);
    this.field(o.isCropped);
    const commands = o.commandBuffer;
    if (Array.isArray(commands)) {
      this.num(commands.length);
      for (const c of commands) this.field(c);
    }
    const path = o.pathData;
    if (Array.isArray(path)) {
      for (const key of SHAPE) this.field(o[key]);
      this.num(path.length);
      for (const c of path) this.field(c);
    }
    const children = o.list;
    if (Array.isArray(children)) {
      this.num(children.length);
      for (const child of children) this.object(child as Fields);
    }
  }
}
