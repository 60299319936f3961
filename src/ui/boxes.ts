/**
 * `window.horseRace.boxes()`: the visible table and UI elements in CSS pixels, for checking
 * layouts (nothing drawn over anything, nothing off screen, buttons big enough). Read-only:
 * it walks the running scenes' display lists and never changes them.
 *
 * - Texts and buttons are found by their class; panels, badges and layout tiles by a tag
 *   their owner sets (`tagBox`, and `drawPanel` tags its Graphics itself).
 * - `parent` is the button or panel an element sits in: a Button's label sits in the
 *   button; the children of a container holding a panel sit in that panel; otherwise an
 *   element drawn after a panel of the same scene and wholly within it sits in it.
 * - A modal shade (an interactive rectangle or zone over the whole screen) hides from the
 *   list everything drawn before it: it is behind a dialog, not beside it.
 */
import * as Phaser from 'phaser';
import { Button } from './button';
import { pixelRatio } from './hiDpi';

/** `tile`: a layout tile; `face`: a tile shown in a panel (a revealed hand). */
export type BoxKind = 'text' | 'badge' | 'button' | 'panel' | 'tile' | 'face';

export interface Box {
  readonly id: string;
  readonly kind: BoxKind;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly parent?: string;
}

interface LocalRect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

interface Tag {
  readonly kind: BoxKind;
  readonly id: string;
  /** In the object's own coordinates; absent: the object's bounds. */
  rects: LocalRect[] | null;
}

const tags = new WeakMap<object, Tag>();

/** Names a game object for `boxes()`: a panel, badge or layout tile (a rect: part of it). */
export function tagBox<T extends Phaser.GameObjects.GameObject>(
  obj: T,
  kind: BoxKind,
  id: string,
  rect?: LocalRect,
): T {
  tags.set(obj, { kind, id, rects: rect ? [rect] : null });
  return obj;
}

/**
 * Records a panel drawn on a Graphics (drawPanel calls it): a cleared Graphics starts its
 * list again, so a redraw replaces the panels it had.
 */
export function tagPanel(g: Phaser.GameObjects.Graphics, rect: LocalRect, id?: string): void {
  const fresh = (g.commandBuffer as unknown[]).length === 0;
  const old = tags.get(g);
  if (!fresh && old?.kind === 'panel' && old.rects) old.rects.push(rect);
  else tags.set(g, { kind: 'panel', id: id ?? old?.id ?? 'panel', rects: [rect] });
}

interface Found {
  id: string;
  kind: BoxKind;
  x: number;
  y: number;
  w: number;
  h: number;
  parent?: string;
  scene: string;
}

type Cam = Phaser.Cameras.Scene2D.Camera;

const tmp = new Phaser.GameObjects.Components.TransformMatrix();

/** The CSS-pixel box of a local rectangle of an object, as the camera shows it. */
function rectOf(obj: Phaser.GameObjects.GameObject, r: LocalRect, cam: Cam, ratio: number) {
  const m = (obj as unknown as Phaser.GameObjects.Components.Transform).getWorldTransformMatrix(
    tmp,
  );
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [px, py] of [
    [r.x, r.y],
    [r.x + r.w, r.y],
    [r.x, r.y + r.h],
    [r.x + r.w, r.y + r.h],
  ] as const) {
    xs.push(m.getX(px, py));
    ys.push(m.getY(px, py));
  }
  return toCss(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys), cam, ratio);
}

function toCss(x0: number, y0: number, x1: number, y1: number, cam: Cam, ratio: number) {
  const k = cam.zoom / ratio;
  const ox = cam.x / ratio - cam.scrollX * k;
  const oy = cam.y / ratio - cam.scrollY * k;
  return { x: ox + x0 * k, y: oy + y0 * k, w: (x1 - x0) * k, h: (y1 - y0) * k };
}

function boundsOf(obj: Phaser.GameObjects.GameObject, cam: Cam, ratio: number) {
  const b = (obj as unknown as { getBounds(): Phaser.Geom.Rectangle }).getBounds();
  return toCss(b.x, b.y, b.right, b.bottom, cam, ratio);
}

function shown(o: Phaser.GameObjects.GameObject): boolean {
  const v = o as unknown as { visible?: boolean; alpha?: number };
  return v.visible !== false && v.alpha !== 0;
}

/** Clips a box to a camera's viewport (a scrolled page); null when nothing is left. */
function clip(b: { x: number; y: number; w: number; h: number }, cam: Cam, ratio: number) {
  const vx = cam.x / ratio;
  const vy = cam.y / ratio;
  const x0 = Math.max(b.x, vx);
  const y0 = Math.max(b.y, vy);
  const x1 = Math.min(b.x + b.w, vx + cam.width / ratio);
  const y1 = Math.min(b.y + b.h, vy + cam.height / ratio);
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } : null;
}

/** Every visible element of the running scenes, front-most last, in CSS pixels. */
export function collectBoxes(game: Phaser.Game): Box[] {
  const ratio = pixelRatio();
  const viewW = game.scale.width / ratio;
  const viewH = game.scale.height / ratio;
  let found: Found[] = [];
  const used = new Map<string, number>();
  const uniqueId = (scene: string, id: string): string => {
    const key = `${scene}/${id}`;
    const n = used.get(key) ?? 0;
    used.set(key, n + 1);
    return n === 0 ? key : `${key}#${n + 1}`;
  };

  for (const scene of game.scene.scenes) {
    const sys = scene.sys;
    if (!(sys.isActive() || sys.isPaused()) || !sys.settings.visible) continue;
    const key = sys.settings.key;
    const cams = scene.cameras.cameras.filter((c) => c.visible && c.alpha > 0);
    const main = scene.cameras.main;

    const push = (
      kind: BoxKind,
      id: string,
      b: { x: number; y: number; w: number; h: number } | null,
      cam: Cam,
      parent: string | undefined,
    ): string | undefined => {
      const r = b && cam !== main ? clip(b, cam, ratio) : b;
      if (!r || r.w <= 0 || r.h <= 0) return undefined;
      const full = uniqueId(key, id);
      found.push({ id: full, kind, ...r, scene: key, ...(parent ? { parent } : {}) });
      return full;
    };

    const walk = (
      objects: readonly Phaser.GameObjects.GameObject[],
      cam: Cam,
      parent: string | undefined,
      nested: boolean,
    ): void => {
      // A container that holds a panel: its other children sit in that panel.
      let inPanel = parent;
      for (const o of objects) {
        if (!shown(o)) continue;
        // A container's children are drawn by the container's camera.
        const c = nested ? cam : cams.find((k) => (o.cameraFilter & k.id) === 0);
        if (!c) continue;
        const tag = tags.get(o);
        if (o instanceof Button) {
          const w = o.width;
          const h = o.height;
          const id = push(
            'button',
            `button:${o.label}`,
            rectOf(o, { x: -w / 2, y: -h / 2, w, h }, c, ratio),
            c,
            inPanel,
          );
          for (const child of o.list) {
            if (child instanceof Phaser.GameObjects.Text && shown(child) && child.text.trim())
              push('text', `text:${child.text.slice(0, 24)}`, boundsOf(child, c, ratio), c, id);
          }
          continue;
        }
        if (tag) {
          let first: string | undefined;
          for (const r of tag.rects ?? [null]) {
            const b = r ? rectOf(o, r, c, ratio) : boundsOf(o, c, ratio);
            const id = push(tag.kind, tag.id, b, c, inPanel);
            first ??= id;
          }
          if (o instanceof Phaser.GameObjects.Container) {
            // A tagged container's children sit in it (when it is a panel).
            walk(o.list, c, tag.kind === 'panel' ? (first ?? inPanel) : inPanel, true);
          } else if (tag.kind === 'panel' && nested && first) inPanel = first;
          continue;
        }
        if (o instanceof Phaser.GameObjects.Text) {
          if (o.text.trim())
            push('text', `text:${o.text.slice(0, 24)}`, boundsOf(o, c, ratio), c, inPanel);
        } else if (o instanceof Phaser.GameObjects.Container) {
          walk(o.list, c, inPanel, true);
        } else if (
          (o instanceof Phaser.GameObjects.Rectangle || o instanceof Phaser.GameObjects.Zone) &&
          o.input?.enabled
        ) {
          const b = boundsOf(o, c, ratio);
          // A modal shade: what was drawn before it is behind a dialog.
          if (b.x <= 0.5 && b.y <= 0.5 && b.x + b.w >= viewW - 0.5 && b.y + b.h >= viewH - 0.5)
            found = [];
        }
      }
    };
    // In the order the renderer draws them: by depth (a stable sort, as Phaser's), so an
    // object made again since the last frame is not read as over a dialog it is under.
    const drawn = [...scene.children.list].sort((a, b) => depthOf(a) - depthOf(b));
    walk(drawn, main, undefined, false);
  }

  // An element with no parent yet sits in the smallest panel or button of its scene drawn
  // before it that holds it wholly (a caption drawn on a button, a label on a frame).
  return found.map((b, i) => {
    if (b.parent !== undefined || b.kind === 'panel') return strip(b);
    let best: Found | null = null;
    for (let j = 0; j < i; j++) {
      const p = found[j];
      if (!p || (p.kind !== 'panel' && p.kind !== 'button') || p.scene !== b.scene) continue;
      const inside =
        b.x >= p.x - 0.5 &&
        b.y >= p.y - 0.5 &&
        b.x + b.w <= p.x + p.w + 0.5 &&
        b.y + b.h <= p.y + p.h + 0.5;
      if (inside && (best === null || p.w * p.h < best.w * best.h)) best = p;
    }
    return strip(best ? { ...b, parent: best.id } : b);
  });
}

function strip(b: Found): Box {
  return {
    id: b.id,
    kind: b.kind,
    x: b.x,
    y: b.y,
    w: b.w,
    h: b.h,
    ...(b.parent === undefined ? {} : { parent: b.parent }),
  };
}

/** A display object's depth (0 for one that has none). */
function depthOf(o: Phaser.GameObjects.GameObject): number {
  return 'depth' in o && typeof o.depth === 'number' ? o.depth : 0;
}
