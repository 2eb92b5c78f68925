/** Where the widget keeps the visitor's uid and what they have seen. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return { get: (key) => values.get(key) ?? null, set: (key, value) => void values.set(key, value) };
}

const UID_PATTERN = /^[\w-]{8,64}$/;

/** A random id of [A-Za-z0-9_-]; crypto.getRandomValues exists in every browser and in Node 20. */
export function randomId(length = 22): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let id = '';
  for (const byte of bytes) id += alphabet[byte & 63];
  return id;
}

/** The visitor's uid for this account, made once and kept, so a visitor stays the same across pages and visits. */
export function visitorUid(store: KeyValueStore, account: number): string {
  const key = `butikkpanel:${account}:uid`;
  const stored = store.get(key);
  if (stored && UID_PATTERN.test(stored)) return stored;
  const uid = randomId();
  store.set(key, uid);
  return uid;
}
