/**
 * The frame signature (src/ui/frameSignature.ts): a frame is drawn when anything it would
 * draw differs from the last one drawn, and only then. Plain objects stand for Phaser's
 * scenes, cameras and game objects, read by the same field names.
 */
import { describe, expect, test } from 'vitest';
import {
  FrameSignature,
  frameDecision,
  PROBE_MS,
  SAFETY_MS,
  texturesTouched,
} from '../../src/ui/frameSignature';

const RUNNING = 5;
const SLEEPING = 7;

function image(x: number, frame: unknown = 'tile') {
  return { visible: true, x, y: 10, scaleX: 1, scaleY: 1, alpha: 1, depth: 0, frame };
}

function world() {
  const a = image(5);
  const b = image(40);
  const graphics = { visible: true, x: 0, y: 0, alpha: 1, commandBuffer: [3, 0xff0000, 1, 7] };
  const rect = {
    visible: true,
    x: 0,
    y: 0,
    alpha: 1,
    fillColor: 0x00ff00,
    fillAlpha: 1,
    pathData: [0, 0, 10, 0, 10, 10],
  };
  const container = { visible: true, x: 100, y: 0, alpha: 1, list: [a, b] };
  const text = { visible: true, x: 0, y: 0, alpha: 1, text: 'Your turn' };
  const camera = {
    x: 0,
    y: 0,
    width: 800,
    height: 600,
    scrollX: 0,
    scrollY: 0,
    originX: 0.5,
    originY: 0.5,
    zoomX: 1,
    zoomY: 1,
    alpha: 1,
    visible: true,
    backgroundColor: { color32: 0 },
    fadeEffect: { isRunning: false, alpha: 0 },
  };
  const settings = { visible: true, status: RUNNING };
  const scene = {
    sys: {
      settings,
      cameras: { cameras: [camera] },
      displayList: { list: [container, graphics, rect, text] },
    },
  };
  return { a, b, graphics, rect, container, text, camera, settings, scene };
}

const canvas = { width: 800, height: 600 };

describe('the frame signature', () => {
  test('the first frame is drawn; the same frame again is not', () => {
    const w = world();
    const sig = new FrameSignature();
    expect(sig.changed([w.scene], canvas)).toBe(true);
    expect(sig.changed([w.scene], canvas)).toBe(false);
    expect(sig.changed([w.scene], canvas)).toBe(false);
  });

  const changes: [string, (w: ReturnType<typeof world>) => void][] = [
    ['a child moves', (w) => (w.b.x += 1)],
    ['a child fades', (w) => (w.a.alpha = 0.5)],
    ['a child shows another picture', (w) => (w.a.frame = 'other')],
    ['a child hides', (w) => (w.a.visible = false)],
    ['the container moves', (w) => (w.container.y = 3)],
    ['children change places', (w) => w.container.list.reverse()],
    ['a child is added', (w) => w.container.list.push(image(70))],
    ['a child is taken away', (w) => w.container.list.pop()],
    ['a graphic is drawn otherwise', (w) => (w.graphics.commandBuffer[1] = 0x0000ff)],
    ['a graphic draws more', (w) => w.graphics.commandBuffer.push(2)],
    ['a shape changes colour', (w) => (w.rect.fillColor = 0x123456)],
    ['a shape changes shape', (w) => (w.rect.pathData[2] = 12)],
    ['a text says something else', (w) => (w.text.text = 'East to play')],
    ['the camera scrolls', (w) => (w.camera.scrollY = 20)],
    ['the camera zooms', (w) => (w.camera.zoomX = 2)],
    ['the camera’s origin moves', (w) => (w.camera.originX = 0)],
    ['the camera’s colour', (w) => (w.camera.backgroundColor = { color32: 0xff })],
    ['the scene goes to sleep', (w) => (w.settings.status = SLEEPING)],
    ['the scene hides', (w) => (w.settings.visible = false)],
    ['a texture’s pixels change', () => texturesTouched()],
  ];
  test.each(changes)('drawn when %s, then still', (_, change) => {
    const w = world();
    const sig = new FrameSignature();
    sig.changed([w.scene], canvas);
    change(w);
    expect(sig.changed([w.scene], canvas)).toBe(true);
    expect(sig.changed([w.scene], canvas)).toBe(false);
  });

  test('drawn when the canvas is resized, or another scene starts', () => {
    const w = world();
    const other = world();
    const sig = new FrameSignature();
    sig.changed([w.scene], canvas);
    expect(sig.changed([w.scene], { width: 400, height: 600 })).toBe(true);
    expect(sig.changed([w.scene, other.scene], { width: 400, height: 600 })).toBe(true);
    expect(sig.changed([w.scene, other.scene], { width: 400, height: 600 })).toBe(false);
  });

  test('a hidden object’s own changes draw nothing; showing it again does', () => {
    const w = world();
    const sig = new FrameSignature();
    w.a.visible = false;
    sig.changed([w.scene], canvas);
    w.a.x = 99;
    expect(sig.changed([w.scene], canvas)).toBe(false);
    w.a.visible = true;
    expect(sig.changed([w.scene], canvas)).toBe(true);
  });

  test('a camera effect under way draws every frame', () => {
    const w = world();
    const sig = new FrameSignature();
    sig.changed([w.scene], canvas);
    w.camera.fadeEffect.isRunning = true;
    expect(sig.changed([w.scene], canvas)).toBe(true);
    expect(sig.changed([w.scene], canvas)).toBe(true);
    w.camera.fadeEffect.isRunning = false;
    expect(sig.changed([w.scene], canvas)).toBe(false);
  });

  test('a value that is not a number on both frames (NaN) is the same', () => {
    const w = world();
    const sig = new FrameSignature();
    w.a.x = Number.NaN;
    sig.changed([w.scene], canvas);
    expect(sig.changed([w.scene], canvas)).toBe(false);
  });

  test('a long display list grows the signature and is still compared exactly', () => {
    const w = world();
    for (let i = 0; i < 2000; i++) w.container.list.push(image(i));
    const sig = new FrameSignature();
    expect(sig.changed([w.scene], canvas)).toBe(true);
    expect(sig.changed([w.scene], canvas)).toBe(false);
    const last = w.container.list[w.container.list.length - 1];
    if (last) last.y = 11;
    expect(sig.changed([w.scene], canvas)).toBe(true);
  });
});

describe('what a step does with its frame', () => {
  test.each([
    // changed, verifying, time, last drawn, last probe → decision
    [true, false, 100, 90, 0, 'draw'],
    [true, true, 100, 90, 0, 'draw'],
    [false, false, 100, 90, 0, 'skip'],
    [false, false, 90 + SAFETY_MS - 1, 90, 0, 'skip'],
    [false, false, 90 + SAFETY_MS, 90, 0, 'draw'],
    [false, true, 100, 90, 100 - PROBE_MS + 1, 'skip'],
    [false, true, 100, 90, 100 - PROBE_MS, 'probe'],
  ] as const)(
    'changed %s, verifying %s, at %i ms → %s',
    (changed, verify, time, drawn, probe, out) => {
      expect(frameDecision(changed, verify, time, drawn, probe)).toBe(out);
    },
  );
});
