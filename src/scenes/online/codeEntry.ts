/**
 * Play online's "Join a table" dialog: a real text field for a table's code (the phone's own
 * keyboard, paste), laid over the canvas as DOM (textEntry.ts), with Join and Watch. The code
 * is read with `readCode` (src/net/protocol.ts: `abcd-efgh` is `ABCDEFGH`); a code that cannot
 * be one is explained under the field, and `note` shows the server's answer (an unknown code)
 * without closing it. Its looks are in public/app.css (`#code-entry`), as the name dialog's.
 */
import { CODE_LENGTH, readCode } from '../../net/protocol';
import { openTextEntry } from '../textEntry';

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
  const go = (spectate: boolean): void => {
    const code = readCode(entry.field.value);
    if (code === null) {
      entry.say(
        `That is not a table's code: a code has ${CODE_LENGTH} letters (no 0, 1, I or O).`,
        true,
      );
      entry.field.focus();
      return;
    }
    entry.say(spectate ? 'Opening the table to watch…' : 'Joining the table…', false);
    join(code, spectate);
  };
  const leave = (): void => {
    entry.close();
    cancel();
  };
  const entry = openTextEntry(
    {
      id: 'code-entry',
      name: 'Join a table',
      title: "The table's code",
      value: current,
      maxLength: 16,
      placeholder: 'ABCD-EFGH',
      note: `${CODE_LENGTH} letters, as your friend's link or screen shows them.`,
      buttons: [
        { label: 'Cancel', run: leave },
        { label: 'Watch', run: () => go(true) },
        { label: 'Join', primary: true, run: () => go(false) },
      ],
      cancel: leave,
    },
    doc,
  );
  entry.field.autocapitalize = 'characters';
  entry.field.spellcheck = false;
  return { note: (text) => entry.say(text, true), close: () => entry.close() };
}
