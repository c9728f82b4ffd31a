import type { User } from '@aspirant/contract/fields.ts';
import { readStorage, removeStorage, writeStorage } from './storage.ts';

/** Where the last user the server confirmed is kept, so a reload without network keeps the session. */
export const USER_SNAPSHOT_KEY = 'aspirant.user';

// The contract's UserSchema would bring zod into the entry chunk (issue 4 keeps /login under 200 kB gzip).
// The snapshot was parsed by that schema when the server sent it; here it is only checked against an edited
// or outdated value. `satisfies` makes a new field of User a compile error until it is checked here too.
const isString = (value: unknown) => typeof value === 'string';
const USER_FIELD_CHECKS = {
  id: Number.isInteger,
  name: isString,
  email: isString,
  role_id: Number.isInteger,
  customer_id: (value: unknown) => value === null || Number.isInteger(value),
  email_verified: (value: unknown) => value === undefined || typeof value === 'boolean',
} satisfies Record<keyof User, (value: unknown) => boolean>;

/** The last confirmed user, or null when none is stored or the stored value is not a user. */
export function readUserSnapshot(): User | null {
  const text = readStorage(USER_SNAPSHOT_KEY);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    const user: Record<string, unknown> = {};
    for (const [field, isValid] of Object.entries(USER_FIELD_CHECKS)) {
      if (!isValid(record[field])) return null;
      user[field] = record[field];
    }
    return user as User;
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
