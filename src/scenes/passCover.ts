/**
 * Pass-and-play (several people at one device): between two people's turns a cover hides
 * the table ("Pass to North") until the next person shows their own tiles; at the first
 * cover of a game the players are asked once whether everyone agrees to hints (off unless
 * all agree). Which hand is shown stays with the game driver's `shown` option; this module
 * decides when to cover and draws the cover.
 */
import type * as Phaser from 'phaser';
import { selectPeople, selectPhase, selectViewer, type GameSnapshot } from '../machine/selectors';
import { seatName } from '../view/names';
import { css, textStyle } from '../view/theme';
import { Button, type Focusable } from '../view/ui';
import { overlayFrame, type OverlayResult } from './tableOverlays';

/** The pass-and-play state of one table: whose hand is shown, and the hints answer. */
export class PassAndPlay {
  /** The person whose tiles are shown; null before the first reveal. */
  revealed: number | null = null;
  /** Whether everyone agreed to hints; null until asked. */
  hints: boolean | null = null;

  constructor(readonly people: readonly number[]) {}

  /** Several people at this device, or null for a game of one person. */
  static of(snap: GameSnapshot): PassAndPlay | null {
    const people = selectPeople(snap);
    return people.length > 1 ? new PassAndPlay(people) : null;
  }

  /** The person to pass the device to now, or null when the shown hand is the right one. */
  passTo(snap: GameSnapshot): number | null {
    const phase = selectPhase(snap);
    if (phase === 'hand-end' || phase === 'game-over' || phase === 'deal') return null;
    const next = selectViewer(snap);
    return next !== null && next !== this.revealed ? next : null;
  }
}

/** The cover: an opaque panel naming the next person, with the question about hints first. */
export function passCover(
  scene: Phaser.Scene,
  width: number,
  height: number,
  to: string,
  ask: boolean,
  actions: { reveal: () => void; hints: (on: boolean) => void },
): OverlayResult {
  const w = Math.min(420, width - 32);
  const h = ask ? 330 : 250;
  const x0 = (width - w) / 2;
  const y0 = (height - h) / 2;
  const c = overlayFrame(scene, width, height, { x: x0, y: y0, w, h }, 1);
  const title = ask ? 'Hints for everyone?' : `Pass to ${to}`;
  const message = ask
    ? 'Hints show what each play would count. They stay off unless all of you agree.'
    : `${to}: take the device, then show your tiles. Everyone else, look away.`;
  c.add([
    scene.add
      .text(width / 2, y0 + 36, title, textStyle(26, { bold: true, serif: true, colour: css.gold }))
      .setOrigin(0.5),
    scene.add
      .text(
        width / 2,
        y0 + 70,
        message,
        textStyle(16, { colour: css.soft, align: 'center', wrap: w - 48 }),
      )
      .setOrigin(0.5, 0),
  ]);
  const items: [string, () => void, boolean][] = ask
    ? [
        ['Keep hints off', () => actions.hints(false), true],
        ['We all agree: hints on', () => actions.hints(true), false],
      ]
    : [[`Show ${to}'s tiles`, actions.reveal, true]];
  const focusables: Focusable[] = items.map(([label, fn, primary], i) => {
    const b = new Button(scene, width / 2, y0 + h - 40 - (items.length - 1 - i) * 58, label, fn, {
      width: w - 60,
      height: 46,
      primary,
    });
    c.add(b);
    return b;
  });
  return { container: c, focusables, reveal: () => undefined };
}

/** The name a pass-and-play cover uses for a seat (every seat by its compass name). */
export function coverName(seat: number, players: number): string {
  return seatName(seat, players, true);
}
