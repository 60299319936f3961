/**
 * The "Your name" dialog of Settings: a real text field (the phone's own keyboard, any
 * script, paste), laid over the canvas as DOM (textEntry.ts). Keys typed in it stay in it
 * (they never reach the scene's focus ring); Enter or Save keeps the name, Esc or Cancel
 * leaves it. What a name may be is `cleanPlayerName` (view/names.ts, tested in Node); a
 * refused name is explained under the field and nothing is saved.
 * Its looks are in public/app.css (`#name-entry`), which the CSP allows as the app's own style.
 */
import { cleanPlayerName, NAME_MAX } from '../view/names';
import { openTextEntry } from './textEntry';

/**
 * Opens the dialog over the page; `done` gets the tidied name ("" for "You"), or null when
 * cancelled. Returns a function that closes it (the scene's shutdown).
 */
export function openNameEntry(
  current: string,
  done: (name: string | null) => void,
  doc: Document = document,
): () => void {
  const keep = (): void => {
    const name = cleanPlayerName(entry.field.value);
    if (name === null) {
      entry.say(`Letters, digits, spaces, ' - and . only, up to ${NAME_MAX}.`, true);
      entry.field.focus();
      return;
    }
    entry.close();
    done(name);
  };
  const drop = (): void => {
    entry.close();
    done(null);
  };
  const entry = openTextEntry(
    {
      id: 'name-entry',
      name: 'Your name',
      title: 'Your name at the table',
      value: current,
      maxLength: NAME_MAX,
      placeholder: 'You',
      note: `Up to ${NAME_MAX} letters; leave it empty to be "You".`,
      buttons: [
        { label: 'Cancel', run: drop },
        { label: 'Save', primary: true, run: keep },
      ],
      cancel: drop,
      shadeCancels: true,
    },
    doc,
  );
  entry.field.select();
  return () => entry.close();
}
