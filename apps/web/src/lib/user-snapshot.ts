import { type User, UserSchema } from '@aspirant/contract/fields.ts';
import { readStorage, removeStorage, writeStorage } from './storage.ts';

/** Where the last user the server confirmed is kept, so a reload without network keeps the session. */
export const USER_SNAPSHOT_KEY = 'aspirant.user';

/** The last confirmed user, or null when none is stored or the stored value is not a user. */
export function readUserSnapshot(): User | null {
  const text = readStorage(USER_SNAPSHOT_KEY);
  if (!text) return null;
  try {
    const parsed = UserSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeUserSnapshot(user: User): void {
  writeStorage(USER_SNAPSHOT_KEY, JSON.stringify(user));
}

export function clearUserSnapshot(): void {
  removeStorage(USER_SNAPSHOT_KEY);
}
