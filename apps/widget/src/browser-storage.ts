import { type KeyValueStore, memoryStore } from './storage';

/** localStorage, falling back to memory where it is blocked (private modes, sandboxed frames). */
export function browserStore(): KeyValueStore {
  const fallback = memoryStore();
  return {
    get(key) {
      try {
        return localStorage.getItem(key) ?? fallback.get(key);
      } catch {
        return fallback.get(key);
      }
    },
    set(key, value) {
      fallback.set(key, value);
      try {
        localStorage.setItem(key, value);
      } catch {
        // Storage full or blocked: memory keeps it for this page.
      }
    },
  };
}
