/** A browser storage for Node tests that can be made full (writes throw) or blocked (all throw). */
import type { KeyValueStorage } from '../../src/storage';

export function fakeBrowser(): KeyValueStorage & {
  map: Map<string, string>;
  full: boolean;
  blocked: boolean;
} {
  const map = new Map<string, string>();
  const b = {
    map,
    full: false,
    blocked: false,
    getItem(k: string) {
      if (b.blocked) throw new Error('SecurityError');
      return map.get(k) ?? null;
    },
    setItem(k: string, v: string) {
      if (b.blocked || b.full) throw new Error('QuotaExceededError');
      map.set(k, v);
    },
    removeItem(k: string) {
      if (b.blocked) throw new Error('SecurityError');
      map.delete(k);
    },
  };
  return b;
}
