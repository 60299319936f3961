/**
 * Copying a line for the person to paste elsewhere (the daily puzzle's share line): the
 * clipboard API, else a hidden text area's copy, else the line shown to copy by hand.
 */
import type * as Phaser from 'phaser';
import { showToast } from './toast';

/** Copies `line`, and says so; where every way is refused, shows it to copy by hand. */
export function copyLine(scene: Phaser.Scene, line: string): void {
  const copied = (): void => showToast(scene, 'Copied: paste it anywhere.');
  const byHand = (): void => {
    if (copyWithTextArea(line)) copied();
    else showToast(scene, `Copy this line: ${line}`, { duration: 8000 });
  };
  const clip = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clip) clip.writeText(line).then(copied, byHand);
  else byHand();
}

/** The old way to copy, where the clipboard API is missing or refused; false if it failed too. */
function copyWithTextArea(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok: boolean;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}
