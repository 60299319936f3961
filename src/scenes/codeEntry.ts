/**
 * Play online's "Join a table" dialog: a real text field for a table's code (the phone's own
 * keyboard, paste), laid over the canvas as DOM, with Join and Watch. The code is read with
 * `readCode` (src/net/protocol.ts: `abcd-efgh` is `ABCDEFGH`); a code that cannot be one is
 * explained under the field, and `note` shows the server's answer (an unknown code) without
 * closing it. Its looks are in public/app.css (`#code-entry`), as the name dialog's.
 */
import { CODE_LENGTH, readCode } from '../net/protocol';

function button(doc: Document, label: string, primary: boolean): HTMLButtonElement {
  const b = doc.createElement('button');
  b.type = 'button';
  b.textContent = label;
  if (primary) b.className = 'primary';
  return b;
}

export interface CodeEntry {
  /** Shows a sentence under the field (the server's refusal), and lets the person try again. */
  note(text: string): void;
  close(): void;
}

/**
 * Opens the dialog; `join` gets the code read and whether only to watch, `cancel` is called
 * when the person leaves it. The dialog stays open until `close` (the scene closes it once in).
 */
export function openCodeEntry(
  current: string,
  join: (code: string, spectate: boolean) => void,
  cancel: () => void,
  doc: Document = document,
): CodeEntry {
  const shade = doc.createElement('div');
  shade.id = 'code-entry';
  const panel = doc.createElement('div');
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', 'Join a table');
  panel.className = 'panel';
  const title = doc.createElement('label');
  title.textContent = "The table's code";
  title.htmlFor = 'code-entry-field';
  const field = doc.createElement('input');
  field.id = 'code-entry-field';
  field.type = 'text';
  field.value = current;
  field.maxLength = 16;
  field.placeholder = 'ABCD-EFGH';
  field.autocomplete = 'off';
  field.autocapitalize = 'characters';
  field.spellcheck = false;
  const note = doc.createElement('div');
  note.setAttribute('aria-live', 'polite');
  note.className = 'note';
  const hint = `${CODE_LENGTH} letters, as your friend's link or screen shows them.`;
  note.textContent = hint;
  const row = doc.createElement('div');
  row.className = 'row';
  const back = button(doc, 'Cancel', false);
  const watch = button(doc, 'Watch', false);
  const play = button(doc, 'Join', true);
  row.append(back, watch, play);
  panel.append(title, field, note, row);
  shade.append(panel);
  doc.body.append(shade);

  let open = true;
  const close = (): void => {
    if (!open) return;
    open = false;
    shade.remove();
  };
  const say = (text: string, refused: boolean): void => {
    note.textContent = text;
    note.classList.toggle('refused', refused);
  };
  const go = (spectate: boolean): void => {
    const code = readCode(field.value);
    if (code === null) {
      say(`That is not a table's code: a code has ${CODE_LENGTH} letters (no 0, 1, I or O).`, true);
      field.focus();
      return;
    }
    say(spectate ? 'Opening the table to watch…' : 'Joining the table…', false);
    join(code, spectate);
  };
  const leave = (): void => {
    close();
    cancel();
  };
  // Keys typed here are the field's: the scene's focus ring never sees them.
  panel.addEventListener('keydown', (e) => {
    e.stopPropagation();
    if (e.key === 'Enter') {
      e.preventDefault();
      go(false);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      leave();
    }
  });
  panel.addEventListener('keyup', (e) => e.stopPropagation());
  play.addEventListener('click', () => go(false));
  watch.addEventListener('click', () => go(true));
  back.addEventListener('click', leave);
  field.focus();
  return { note: (text) => say(text, true), close };
}
