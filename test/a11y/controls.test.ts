/**
 * The DOM's mirror of the canvas's controls presses the control as the canvas is at the
 * click, not as it was at the last refresh: a form laid out again in between (Play online's
 * after a change) has new widgets under the same words, and the old ones are destroyed.
 */
import { describe, expect, test } from 'vitest';
import { createControlsPanel, type Control } from '../../src/a11y/controls';

/** The little of a DOM the panel uses: elements that keep their children and click listeners. */
class FakeElement {
  readonly style: Record<string, string> = {};
  children: FakeElement[] = [];
  textContent = '';
  disabled = false;
  type = '';
  id = '';
  private clicks: (() => void)[] = [];
  setAttribute(): void {}
  appendChild(child: FakeElement): void {
    this.children.push(child);
  }
  replaceChildren(...children: FakeElement[]): void {
    this.children = children;
  }
  addEventListener(kind: string, f: () => void): void {
    if (kind === 'click') this.clicks.push(f);
  }
  click(): void {
    for (const f of this.clicks) f();
  }
}

const doc = {
  body: new FakeElement(),
  createElement: () => new FakeElement(),
} as unknown as Document;

function panelOf(list: () => readonly Control[]) {
  const panel = createControlsPanel(doc, list);
  panel.refresh();
  return panel.element as unknown as FakeElement;
}

describe('the DOM controls', () => {
  test('a press reaches the control under the same words now, not a destroyed one', () => {
    const pressed: string[] = [];
    const control = (label: string, who: string): Control => ({
      label,
      enabled: true,
      press: () => pressed.push(who),
    });
    let now = [control('Back', 'old back'), control('Game: Texas 42. Next choice', 'old row')];
    const element = panelOf(() => now);
    // The form is laid out again (no refresh since): same words, new widgets.
    now = [control('Back', 'new back'), control('Game: Texas 42. Next choice', 'new row')];
    element.children[1]?.click();
    expect(pressed).toEqual(['new row']);
    // Its place moved: found by its words.
    now = [control('Game: Texas 42. Next choice', 'moved row'), control('Back', 'back')];
    element.children[1]?.click();
    expect(pressed).toEqual(['new row', 'moved row']);
  });

  test('a control gone, or disabled, since the last refresh is not pressed', () => {
    const pressed: string[] = [];
    let now: Control[] = [{ label: 'Start', enabled: true, press: () => pressed.push('start') }];
    const element = panelOf(() => now);
    const start = element.children[0];
    now = [{ label: 'Leave', enabled: true, press: () => pressed.push('leave') }];
    start?.click();
    now = [{ label: 'Start', enabled: false, press: () => pressed.push('start') }];
    start?.click();
    expect(pressed).toEqual([]);
  });
});
