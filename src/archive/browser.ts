/**
 * The library as the browser runs it: the IndexedDB store, the `.jsonl` files and the
 * download and file-picking helpers, put together. A chunk of its own, loaded by lazy.ts
 * when a game ends or the History screen opens.
 */
import { downloadText, pickTextFile } from './files';
import { createLibraryApi } from './library';
import { createLibrary } from './store';

export function createBrowserLibrary(onProblem: (message: string) => void) {
  return createLibraryApi({
    store: createLibrary({ onProblem }),
    now: () => new Date(),
    download: downloadText,
    pick: pickTextFile,
  });
}
