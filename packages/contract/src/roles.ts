/** Role ids of SPEC §6. They travel as numbers in the API and as strings in local storage. */
export const ROLE = {
  COACHING_ADMIN: 1,
  TEACHER: 2,
  STUDENT: 3,
  SUPER_ADMIN: 4,
} as const;

export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export const ROLE_IDS: readonly RoleId[] = [1, 2, 3, 4];

export const ROLE_NAMES: Record<RoleId, string> = {
  1: 'Coaching Admin',
  2: 'Teacher',
  3: 'Student',
  4: 'Super Admin',
};

/** SPEC §6: 1, 2 and 4 have names of their own; anything else is a student. */
export function roleName(roleId: number | string | null | undefined): string {
  const id = Number(roleId);
  return id === 1 || id === 2 || id === 4 ? ROLE_NAMES[id] : ROLE_NAMES[3];
}
