/**
 * The screen-reader voice's place in the page: an ARIA live region (DOM, beside the canvas)
 * that says what the table hands it (the family table's words, `view/familyVoice.ts`, through
 * `services.say`). The canvas stays the visual; this is what assistive technology reads.
 */
/**
 * Visually hidden, still read: the usual "screen-reader only" styles, set through the CSSOM
 * (a `style` attribute would be refused by the page's Content-Security-Policy).
 */
export function hideVisually(element: HTMLElement): void {
  Object.assign(element.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: '0',
    border: '0',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    color: '#fff',
    background: '#000',
  });
}

/** The live region, added to the page once; `say` replaces its text. */
export function createLiveRegion(doc: Document): { say(text: string): void; element: HTMLElement } {
  const element = doc.createElement('div');
  element.id = 'game-voice';
  element.setAttribute('role', 'log');
  element.setAttribute('aria-live', 'polite');
  element.setAttribute('aria-label', 'Game commentary');
  hideVisually(element);
  doc.body.appendChild(element);
  return {
    element,
    say(text) {
      // One paragraph per message, the last few kept, so nothing is cut off mid-sentence.
      const p = doc.createElement('p');
      p.textContent = text;
      element.appendChild(p);
      while (element.childElementCount > 6) element.firstElementChild?.remove();
    },
  };
}
