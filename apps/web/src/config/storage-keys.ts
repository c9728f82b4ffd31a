/** Local-storage keys of SPEC §3. */
export const STORAGE_KEYS = {
  token: 'token',
  /** The role id as a string (SPEC §6). */
  userRole: 'userRole',
  customerId: 'customer_id',
  theme: 'theme',
  /** The interface language chosen on this device ('en' or 'hi'); the signed-in user's server value wins. */
  uiLanguage: 'uiLanguage',
} as const;

/** SPEC §3: one lecture-progress entry per file. */
export function lectureProgressKey(fileId: string): string {
  return `lecture-progress:${fileId}`;
}
