/** Local-storage keys of SPEC §3. */
export const STORAGE_KEYS = {
  token: 'token',
  /** The role id as a string (SPEC §6). */
  userRole: 'userRole',
  customerId: 'customer_id',
  theme: 'theme',
} as const;

/** SPEC §3: one lecture-progress entry per file. */
export function lectureProgressKey(fileId: string): string {
  return `lecture-progress:${fileId}`;
}
