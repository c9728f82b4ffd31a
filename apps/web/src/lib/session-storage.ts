import type { User } from '@aspirant/contract/fields.ts';
import { STORAGE_KEYS } from '../config/storage-keys.ts';
import { readStorage, removeStorage, writeStorage } from './storage.ts';

/** The stored bearer token, or null when signed out. */
export function readToken(): string | null {
  const token = readStorage(STORAGE_KEYS.token);
  return token ? token : null;
}

/** The stored role id (SPEC §6: a number held as a string), or null. */
export function readStoredRoleId(): number | null {
  const value = readStorage(STORAGE_KEYS.userRole);
  if (value === null || value.trim() === '') return null;
  const roleId = Number(value);
  return Number.isInteger(roleId) ? roleId : null;
}

/**
 * Stores a new session (SPEC §4): the token always; the role only where the caller says so
 * (login and OTP verification do, registration does not); customer_id when the user has one.
 */
export function storeSession(token: string, user: User, options: { storeRole: boolean }): void {
  writeStorage(STORAGE_KEYS.token, token);
  // Never leave the role of an earlier account behind.
  if (options.storeRole) writeStorage(STORAGE_KEYS.userRole, String(user.role_id));
  else removeStorage(STORAGE_KEYS.userRole);
  if (user.customer_id !== null) writeStorage(STORAGE_KEYS.customerId, String(user.customer_id));
  else removeStorage(STORAGE_KEYS.customerId);
}

/** Forgets the session on this device: token, role and customer id. */
export function clearStoredSession(): void {
  removeStorage(STORAGE_KEYS.token, STORAGE_KEYS.userRole, STORAGE_KEYS.customerId);
}
