/**
 * The screen's buttons as real DOM buttons, for assistive technology: main.ts lists the
 * canvas's buttons and pickers of the running scenes (only a dialog's while one is open),
 * and this keeps a visually hidden group of <button>s in step with them. Pressing one
 * presses the canvas button with its words at that moment; the canvas stays the visual.
 */
import { hideVisually } from './voice';

/** A control on the canvas, as the DOM mirrors it. */
export interface Control {
  /** What a screen reader says. */
  readonly label: string;
  readonly enabled: boolean;
  readonly press: () => void;
}

export interface ControlsPanel {
  /** Brings the DOM buttons in line with the canvas (cheap when nothing changed). */
  refresh(): void;
  readonly element: HTMLElement;
}

export function createControlsPanel(doc: Document, list: () => readonly Control[]): ControlsPanel {
  const element = doc.createElement('div');
  element.id = 'game-controls';
  element.setAttribute('role', 'group');
  element.setAttribute('aria-label', 'Game controls');
  hideVisually(element);
  doc.body.appendChild(element);
  let shown = '';
  let controls: readonly Control[] = [];
  const refresh = (): void => {
    controls = list();
    const signature = controls.map((c) => `${c.label}|${c.enabled ? 1 : 0}`).join('\n');
    if (signature === shown) return;
    shown = signature;
    element.replaceChildren(
      ...controls.map((c, i) => {
        const b = doc.createElement('button');
        b.type = 'button';
        b.textContent = c.label;
        b.disabled = !c.enabled;
        // The canvas listens for keys on the window: a key that presses this button stops here.
        b.addEventListener('keydown', (e) => {
          if (e.key === 'Enter' || e.key === ' ') e.stopPropagation();
        });
        // Pressed as the canvas is now: a screen laid out again since the last refresh has
        // new widgets under the same words, and the old ones are gone.
        b.addEventListener('click', () => {
          const label = controls[i]?.label;
          controls = list();
          const now =
            controls[i]?.label === label ? controls[i] : controls.find((c) => c.label === label);
          if (now?.enabled) now.press();
        });
        return b;
      }),
    );
  };
  return { refresh, element };
}
