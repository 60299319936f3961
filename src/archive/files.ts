/**
 * Files in and out of the browser for the library: an export is downloaded as a `.jsonl`
 * file (a blob: link, same-origin), an import read from a file the person picks.
 */

/** Offers `text` as a download named `name`. */
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-ndjson' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Long enough for the browser to have started the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Asks the person for a `.jsonl` file and resolves to its text, or null when they cancel
 * (browsers without the `cancel` event never resolve on a cancel, which is harmless).
 */
export function pickTextFile(): Promise<string | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = '.jsonl,.json,.ndjson,application/x-ndjson,application/json,text/plain';
    input.setAttribute('data-library-import', '');
    input.style.display = 'none';
    const done = (text: string | null): void => {
      input.remove();
      resolve(text);
    };
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      if (!file) return done(null);
      file.text().then(done, () => done(null));
    });
    input.addEventListener('cancel', () => done(null));
    document.body.appendChild(input);
    input.click();
  });
}
