/** Role ids of SPEC §6. They travel as numbers in the API and as strings in local storage. */
export const ROLE = {
  COACHING_ADMIN: 1,
  TEACHER: 2,
  STUDENT: 3,
  SUPER_ADMIN: 4,
} as const;

export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export const ROLE_IDS: readonly RoleId[] = [1, 2, 3, 4];

/** The roles that author questions (issue 16): the bank's routes, the web's guard and its drawer item. */
export const QUESTION_BANK_ROLES: readonly RoleId[] = [ROLE.COACHING_ADMIN, ROLE.TEACHER, ROLE.SUPER_ADMIN];

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
