/**
 * A one-field dialog laid over the canvas as real DOM (a phone's own keyboard, any script,
 * paste): Settings' "Your name" (nameEntry.ts) and Play online's table code (codeEntry.ts).
 * A title, the field, a note under it (read out as it changes), a row of buttons; keys typed
 * in it stay in it (the scene's focus ring never sees them), Enter and Esc do the dialog's
 * main and cancel actions. The looks are in public/app.css, by the dialog's id.
 */
export interface TextEntryOptions {
  /** The dialog's id (`#name-entry`); the field is `<id>-field`. */
  readonly id: string;
  /** What a screen reader calls the dialog, and the title over the field. */
  readonly name: string;
  readonly title: string;
  readonly value: string;
  readonly maxLength: number;
  readonly placeholder: string;
  readonly note: string;
  /** The buttons, left to right; the primary one is also Enter's. */
  readonly buttons: readonly { readonly label: string; readonly primary?: boolean; run(): void }[];
  /** Esc, and a tap beside the panel when `shadeCancels`. */
  readonly cancel: () => void;
  readonly shadeCancels?: boolean;
}

export interface TextEntry {
  readonly field: HTMLInputElement;
  /** Shows a sentence under the field; `refused` shows it as a problem. */
  say(text: string, refused: boolean): void;
  close(): void;
}

export function openTextEntry(o: TextEntryOptions, doc: Document = document): TextEntry {
  const shade = doc.createElement('div');
  shade.id = o.id;
  const panel = doc.createElement('div');
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', o.name);
  panel.className = 'panel';
  const title = doc.createElement('label');
  title.textContent = o.title;
  title.htmlFor = `${o.id}-field`;
  const field = doc.createElement('input');
  field.id = `${o.id}-field`;
  field.type = 'text';
  field.value = o.value;
  field.maxLength = o.maxLength;
  field.placeholder = o.placeholder;
  field.autocomplete = 'off';
  const note = doc.createElement('div');
  note.setAttribute('aria-live', 'polite');
  note.textContent = o.note;
  note.className = 'note';
  const row = doc.createElement('div');
  row.className = 'row';
  for (const b of o.buttons) {
    const el = doc.createElement('button');
    el.type = 'button';
    el.textContent = b.label;
    if (b.primary) el.className = 'primary';
    el.addEventListener('click', () => b.run());
    row.append(el);
  }
  panel.append(title, field, note, row);
  shade.append(panel);
  doc.body.append(shade);
  panel.addEventListener('keydown', (e) => {
    e.stopPropagation();
    if (e.key === 'Enter') {
      e.preventDefault();
      o.buttons.find((b) => b.primary)?.run();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      o.cancel();
    }
  });
  panel.addEventListener('keyup', (e) => e.stopPropagation());
  if (o.shadeCancels)
    shade.addEventListener('pointerdown', (e) => {
      if (e.target === shade) o.cancel();
    });
  let open = true;
  field.focus();
  return {
    field,
    say(text, refused) {
      note.textContent = text;
      note.classList.toggle('refused', refused);
    },
    close() {
      if (!open) return;
      open = false;
      shade.remove();
    },
  };
}
