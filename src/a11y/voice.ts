/**
 * The screen-reader voice: an ARIA live region (DOM, beside the canvas) that speaks each
 * new step of the running game (speech.ts), fed each table view the game's table draws
 * (main.ts hands it to the table scene). The canvas stays the visual; this is what
 * assistive technology reads, and it says no more than the canvas shows.
 */
import type { LogEntry } from '../machine/history';
import type { TableView } from '../view/tableView';
import { speakView } from './speech';

/** Tracks what has been said of a game, and says what is new. */
export function createVoice(say: (text: string) => void): (view: TableView) => void {
  let last = -1;
  let first: LogEntry | undefined;
  let size = 0;
  let judged: string | null = null;
  return (view) => {
    const log = view.log;
    // A new game (or a rematch, or an undo) starts its log again.
    if (log[0] !== first || log.length < size) {
      first = log[0];
      last = -1;
      judged = null;
    }
    size = log.length;
    const { text, last: now } = speakView(view, last);
    // A question about the last play settled (practice's claim): its verdict, once.
    const verdict = view.practice?.judged ?? null;
    const settled = verdict !== null && verdict.key !== judged && judged !== null;
    judged = verdict?.key ?? judged ?? '';
    last = now;
    const all = [settled ? verdict.text : '', text].filter((x) => x !== '').join(' ');
    if (all) say(all);
  };
}

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
