// localStorage can be missing or throw (private modes, blocked storage); the app then runs without persistence.

/** Reads a local-storage value; null when absent or when storage is unavailable. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a local-storage value; silently does nothing when storage is unavailable. */
export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable or full: the value lives only for this page.
  }
}

/** Removes local-storage values; silently does nothing when storage is unavailable. */
export function removeStorage(...keys: string[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was stored.
  }
}
