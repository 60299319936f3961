/**
 * Two fixes to Phaser 4, installed by main.ts (`patchPhaser`) when the game is ready.
 *
 * - The Canvas renderer (`skipNumericBlendModes`): containers hand `setBlendMode` the blend
 *   mode's number (0 for normal), and the renderer writes it to the context's
 *   `globalCompositeOperation`, which parses "0", finds no such operation and keeps the one
 *   it had: no effect, at a cost on every container every frame (docs/table.md, "Frame
 *   cost"). A number is skipped; a name (what sprites pass) is set as before.
 * - Input (`hitTestNewObjects`, issue 25): a scene's input plugin takes an object made
 *   interactive into its hit-test list only at its scene's next `preUpdate`, but it handles
 *   a press or release at once, in the browser's event. A button made later in a step (by a
 *   timer such as a lesson's answer to a tap, a tween's end, the table settling) is drawn in
 *   that frame, yet could not be tapped before the next step: a quick tap on a new panel did
 *   nothing, and on a busy machine, whose steps are far apart, often. The pending lists are
 *   now taken in just before each hit test, as `preUpdate` takes them. (What is under the
 *   pointer is ordered by the camera's last frame, so an object is hit in its place once it
 *   has been drawn, as a person sees it.)
 */
import * as Phaser from 'phaser';

type SetBlendMode = (mode: unknown) => Phaser.Renderer.Canvas.CanvasRenderer;

export function skipNumericBlendModes(game: Phaser.Game): void {
  const renderer = game.renderer;
  if (!(renderer instanceof Phaser.Renderer.Canvas.CanvasRenderer)) return;
  const set = renderer.setBlendMode.bind(renderer) as SetBlendMode;
  (renderer as unknown as { setBlendMode: SetBlendMode }).setBlendMode = (mode) =>
    typeof mode === 'number' ? renderer : set(mode);
}

type GameObject = Phaser.GameObjects.GameObject;

/** What `InputPlugin.preUpdate` keeps between steps (private in Phaser's types). */
interface PendingLists {
  _list: GameObject[];
  _pendingInsertion: GameObject[];
  _pendingRemoval: GameObject[];
  clear(gameObject: GameObject, skipQueue?: boolean): GameObject;
}

type HitTest = (this: PendingLists, pointer: Phaser.Input.Pointer) => GameObject[];

/** Takes the objects made interactive (or given up) since the last step into the list, as `preUpdate` does. */
export function takePending(input: PendingLists): void {
  const removed = input._pendingRemoval;
  const added = input._pendingInsertion;
  if (removed.length === 0 && added.length === 0) return;
  for (const gameObject of removed) {
    const i = input._list.indexOf(gameObject);
    if (i < 0) continue;
    input._list.splice(i, 1);
    input.clear(gameObject, true);
  }
  removed.length = 0;
  input._list = input._list.concat(added.splice(0));
}

let hitTestPatched = false;

/** Every scene's hit test sees the objects made interactive since its last step. */
export function hitTestNewObjects(): void {
  if (hitTestPatched) return;
  hitTestPatched = true;
  const proto = Phaser.Input.InputPlugin.prototype as unknown as { hitTestPointer: HitTest };
  const hitTest = proto.hitTestPointer;
  proto.hitTestPointer = function (pointer) {
    takePending(this);
    return hitTest.call(this, pointer);
  };
}

/** The fixes above, for this game. */
export function patchPhaser(game: Phaser.Game): void {
  skipNumericBlendModes(game);
  hitTestNewObjects();
}
