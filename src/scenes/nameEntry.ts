/**
 * The "Your name" dialog of Settings: a real text field (the phone's own keyboard, any
 * script, paste), laid over the canvas as DOM. Keys typed in it stay in it (they never
 * reach the scene's focus ring); Enter or Save keeps the name, Esc or Cancel leaves it.
 * What a name may be is `cleanPlayerName` (view/names.ts, tested in Node); a refused
 * name is explained under the field and nothing is saved.
 */
import { cleanPlayerName, NAME_MAX } from '../view/names';

const PANEL_BG = '#0d3a2a';
const GOLD = '#e8c15a';

function button(doc: Document, label: string, primary: boolean): HTMLButtonElement {
  const b = doc.createElement('button');
  b.type = 'button';
  b.textContent = label;
  Object.assign(b.style, {
    minWidth: '110px',
    minHeight: '44px',
    margin: '0 6px',
    borderRadius: '10px',
    border: `2px solid ${primary ? GOLD : '#5f8f76'}`,
    background: primary ? GOLD : '#1d5a40',
    color: primary ? '#1b1203' : '#f6ead0',
    font: 'bold 17px system-ui, sans-serif',
    cursor: 'pointer',
  });
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
  Object.assign(shade.style, {
    position: 'fixed',
    inset: '0',
    background: 'rgba(0,0,0,0.55)',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    zIndex: '20',
  });
  const panel = doc.createElement('div');
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', 'Your name');
  Object.assign(panel.style, {
    background: PANEL_BG,
    border: `2px solid ${GOLD}`,
    borderRadius: '14px',
    padding: '20px',
    width: 'min(360px, calc(100vw - 32px))',
    boxSizing: 'border-box',
    color: '#f6ead0',
    font: '16px system-ui, sans-serif',
    textAlign: 'center',
  });
  const title = doc.createElement('label');
  title.textContent = 'Your name at the table';
  title.htmlFor = 'name-entry-field';
  Object.assign(title.style, { display: 'block', color: GOLD, font: 'bold 20px Georgia, serif' });
  const field = doc.createElement('input');
  field.id = 'name-entry-field';
  field.type = 'text';
  field.value = current;
  field.maxLength = NAME_MAX;
  field.placeholder = 'You';
  field.autocomplete = 'off';
  Object.assign(field.style, {
    display: 'block',
    width: '100%',
    boxSizing: 'border-box',
    margin: '14px 0 6px',
    padding: '10px 12px',
    fontSize: '20px',
    borderRadius: '8px',
    border: '2px solid #5f8f76',
  });
  const note = doc.createElement('div');
  note.setAttribute('aria-live', 'polite');
  note.textContent = `Up to ${NAME_MAX} letters; leave it empty to be "You".`;
  Object.assign(note.style, { minHeight: '40px', fontSize: '14px', color: '#cfe3d6' });
  const row = doc.createElement('div');
  Object.assign(row.style, { marginTop: '8px' });
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
      note.style.color = '#ff9a8a';
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
