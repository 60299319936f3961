/**
 * The family table's buttons for the moves that are not tiles (draw, pass, bids, trumps) and
 * the view's own (Hints, Plan my train): in rows of the actions' columns, the keyboard's
 * highlighted one ringed.
 */
import type * as Phaser from 'phaser';
import type { FamilyAction } from '../../view/familyTable';
import { scoresButton, type FamilyRegions } from '../../view/familyRegions';
import type { Rect } from '../../view/tableRegions';
import { css } from '../../ui/theme';
import { Button } from '../../ui/widgets';
import type { Services } from '../services';

export function actionButtons(
  scene: Phaser.Scene,
  actions: readonly FamilyAction[],
  r: FamilyRegions,
  highlight: string | null,
  send: (id: string) => void,
): Button[] {
  const cols = r.actionColumns;
  const w = Math.min(150, (r.actions.w - (cols - 1) * 6) / cols);
  // Each row centred, the last (shorter) one too.
  const rowW = (row: number): number => Math.min(cols, actions.length - row * cols) * (w + 6) - 6;
  return actions.map((a, i) => {
    const row = Math.floor(i / cols);
    const x = r.actions.x + (r.actions.w - rowW(row)) / 2 + (i % cols) * (w + 6) + w / 2;
    const y = r.actions.y + row * (r.button + 6) + r.button / 2;
    const b = new Button(scene, x, y, a.label, () => send(a.id), {
      width: w,
      height: r.button,
      primary: a.primary,
      // 'Plunge' over '(4 marks)' before the words shrink.
      wrap: true,
    });
    b.setFocused(highlight === a.id);
    return b;
  });
}

/**
 * Plan my train (the family's arrangement) turned on or off: kept in the preferences, and
 * what the hand shows now said to a screen reader (the status line shows it too).
 */
export function arrangementSaid(
  services: Pick<Services, 'prefs' | 'say'>,
  on: boolean,
  words: string | null,
): void {
  services.prefs.set({ arranged: on });
  services.say?.(words ?? 'Your hand is sorted by number');
}

/** The table's title between Menu and Scores (a narrow screen: two lines at most). */
export function placeTitle(
  title: Phaser.GameObjects.Text,
  text: string,
  r: FamilyRegions,
  taken: number,
): void {
  const titleW = r.top.w - 108 - (scoresButton(r) ? 108 : 0) - taken;
  title
    .setText(text.replace(' · ', r.sheet ? ' · ' : '\n'))
    .setWordWrapWidth(titleW)
    .setFontSize(r.sheet ? 16 : 14)
    .setPosition(r.top.x + 108, r.top.y + (r.sheet ? 12 : 4));
}

/** The status line in its room (gold on the person's turn): never over the buttons. */
export function placeStatus(
  status: Phaser.GameObjects.Text,
  said: string,
  turn: boolean,
  room: Rect,
): void {
  status
    .setFixedSize(0, 0)
    .setText(said)
    .setColor(turn ? css.gold : css.text)
    .setFontSize(room.h > 30 ? 15 : 16)
    .setPosition(room.x, room.y)
    .setWordWrapWidth(room.w);
  // Smaller type, then cut to the line's room.
  if (status.height > room.h) status.setFontSize(13);
  status.setFixedSize(0, Math.min(status.height, room.h));
}
