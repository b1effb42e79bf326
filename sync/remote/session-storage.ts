// Where the session is kept. "Remember me" keeps it in localStorage (it survives closing the
// browser and lets the front desk reopen offline); otherwise sessionStorage (gone with the tab).
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const REMEMBER_KEY = 'salon-desk.remember';

function memoryStorage(): KeyValueStorage {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

export function createSessionStorage(
  persistent: KeyValueStorage = typeof localStorage !== 'undefined' ? localStorage : memoryStorage(),
  transient: KeyValueStorage = typeof sessionStorage !== 'undefined' ? sessionStorage : memoryStorage(),
) {
  const remember = () => persistent.getItem(REMEMBER_KEY) !== 'false';
  return {
    setRemember(value: boolean) {
      persistent.setItem(REMEMBER_KEY, String(value));
    },
    remembers: remember,
    storage: {
      getItem: (key: string) => persistent.getItem(key) ?? transient.getItem(key),
      setItem: (key: string, value: string) => {
        // Write to one place only, and drop any copy in the other, so "forget me" really forgets.
        (remember() ? persistent : transient).setItem(key, value);
        (remember() ? transient : persistent).removeItem(key);
      },
      removeItem: (key: string) => {
        persistent.removeItem(key);
        transient.removeItem(key);
      },
    } satisfies KeyValueStorage,
    persistent,
  };
}
