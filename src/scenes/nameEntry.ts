/**
 * The "Your name" dialog of Settings: a real text field (the phone's own keyboard, any
 * script, paste), laid over the canvas as DOM. Keys typed in it stay in it (they never
 * reach the scene's focus ring); Enter or Save keeps the name, Esc or Cancel leaves it.
 * What a name may be is `cleanPlayerName` (view/names.ts, tested in Node); a refused
 * name is explained under the field and nothing is saved.
 * Its looks are in public/app.css (`#name-entry`), which the CSP allows as the app's own style.
 */
import { cleanPlayerName, NAME_MAX } from '../view/names';

function button(doc: Document, label: string, primary: boolean): HTMLButtonElement {
  const b = doc.createElement('button');
  b.type = 'button';
  b.textContent = label;
  if (primary) b.className = 'primary';
  return b;
}

/**
 * Opens the dialog over the page; `done` gets the tidied name ("" for "You"), or null when
 * cancelled. Returns a function that closes it (the scene's shutdown).
 */
export function openNameEntry(
  current: string,
  done: (name: string | null) => void,
  doc: Document = document,
): () => void {
  const shade = doc.createElement('div');
  shade.id = 'name-entry';
  const panel = doc.createElement('div');
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', 'Your name');
  panel.className = 'panel';
  const title = doc.createElement('label');
  title.textContent = 'Your name at the table';
  title.htmlFor = 'name-entry-field';
  const field = doc.createElement('input');
  field.id = 'name-entry-field';
  field.type = 'text';
  field.value = current;
  field.maxLength = NAME_MAX;
  field.placeholder = 'You';
  field.autocomplete = 'off';
  const note = doc.createElement('div');
  note.setAttribute('aria-live', 'polite');
  note.textContent = `Up to ${NAME_MAX} letters; leave it empty to be "You".`;
  note.className = 'note';
  const row = doc.createElement('div');
  row.className = 'row';
  const save = button(doc, 'Save', true);
  const cancel = button(doc, 'Cancel', false);
  row.append(cancel, save);
  panel.append(title, field, note, row);
  shade.append(panel);
  doc.body.append(shade);

  let open = true;
  const close = (): void => {
    if (!open) return;
    open = false;
    shade.remove();
  };
  const keep = (): void => {
    const name = cleanPlayerName(field.value);
    if (name === null) {
      note.textContent = `Letters, digits, spaces, ' - and . only, up to ${NAME_MAX}.`;
      note.classList.add('refused');
      field.focus();
      return;
    }
    close();
    done(name);
  };
  const drop = (): void => {
    close();
    done(null);
  };
  // Keys typed here are the field's: the scene's focus ring never sees them.
  panel.addEventListener('keydown', (e) => {
    e.stopPropagation();
    if (e.key === 'Enter') {
      e.preventDefault();
      keep();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      drop();
    }
  });
  panel.addEventListener('keyup', (e) => e.stopPropagation());
  save.addEventListener('click', keep);
  cancel.addEventListener('click', drop);
  shade.addEventListener('pointerdown', (e) => {
    if (e.target === shade) drop();
  });
  field.focus();
  field.select();
  return close;
}
