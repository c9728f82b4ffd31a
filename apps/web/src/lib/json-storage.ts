import type { z } from 'zod';
import { readStorage, removeStorage } from './storage.ts';

/** Reads a JSON value from local storage and checks it; null when absent, unreadable or of another shape. */
export function readJsonStorage<T>(key: string, schema: z.ZodType<T>): T | null {
  const text = readStorage(key);
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Writes a JSON value to local storage; false when it could not be stored (storage blocked or full), so the
 * caller can tell the user that a reload would lose it.
 */
export function writeJsonStorage(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeJsonStorage(...keys: string[]): void {
  removeStorage(...keys);
}

/** Every local-storage key that starts with `prefix`. */
export function storageKeysWithPrefix(prefix: string): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    // Storage unavailable: nothing is stored.
  }
  return keys;
}
