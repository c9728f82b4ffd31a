import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import {
  EmailSchema,
  idSchema,
  MessageBodySchema,
  NameSchema,
  positiveIdSchema,
  UserSchema,
} from './fields.ts';
import { PasswordSchema } from './password.ts';
import { ROLE, ROLE_IDS, type RoleId } from './roles.ts';

/** Messages of user administration (SPEC §7, issue 6 point 5). */
export const USER_MESSAGES = {
  badUserId: 'The user id must be a positive whole number.',
  badCustomerId: 'The coaching centre id must be a positive whole number.',
  badRole: 'role_id must be 1 (Coaching Admin), 2 (Teacher), 3 (Student) or 4 (Super Admin).',
  userNotFound: 'User not found.',
  customerNotFound: 'Coaching centre not found.',
  cannotGrantRole: 'A coaching admin can only give the Teacher or Student role.',
  cannotManageAdmins: 'Only the super admin can change or delete an administrator.',
  otherCentre: 'You can only add users to your own coaching centre.',
  adminNeedsCentre: 'A coaching admin must belong to a coaching centre.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  lastSuperAdminDelete: 'The last super admin cannot be deleted.',
  lastSuperAdminDemote: 'The last super admin cannot be given another role.',
  userDeleted: 'User deleted.',
} as const;

/** Roles each administrator may give (issue 6: a coaching admin cannot grant roles 1 or 4). */
export const GRANTABLE_ROLES: Readonly<Record<number, readonly RoleId[]>> = {
  [ROLE.SUPER_ADMIN]: ROLE_IDS,
  [ROLE.COACHING_ADMIN]: [ROLE.TEACHER, ROLE.STUDENT],
};

/** True when an administrator of `actorRoleId` may give `roleId`. */
export function canGrantRole(actorRoleId: number, roleId: number): boolean {
  return (GRANTABLE_ROLES[actorRoleId] ?? []).includes(roleId as RoleId);
}

/** SPEC §5: the add-user form's default role. */
export const DEFAULT_NEW_USER_ROLE: RoleId = ROLE.STUDENT;

export const UserIdParamsSchema = z.object({ id: positiveIdSchema(USER_MESSAGES.badUserId) });
export const CustomerIdParamsSchema = z.object({ customerId: positiveIdSchema(USER_MESSAGES.badCustomerId) });

export const RoleIdSchema = z
  .number({ error: USER_MESSAGES.badRole })
  .int(USER_MESSAGES.badRole)
  .refine((id) => ROLE_IDS.includes(id as RoleId), USER_MESSAGES.badRole);

const UserListBodySchema = z.object({ success: z.literal(true), users: z.array(UserSchema) });
const UserBodySchema = z.object({ success: z.literal(true), user: UserSchema });

export const RoleSchema = z.object({ id: z.number().int(), role_name: z.string() });
export type Role = z.infer<typeof RoleSchema>;

export const CustomerSchema = z.object({ id: z.number().int(), name: z.string() });
export type Customer = z.infer<typeof CustomerSchema>;

/** Role 4: every user; role 1: the users of its own coaching centre. */
export const listUsers = endpoint({
  method: 'GET',
  path: '/api/users',
  response: UserListBodySchema,
});

export const listRoles = endpoint({
  method: 'GET',
  path: '/api/roles',
  response: z.object({ success: z.literal(true), roles: z.array(RoleSchema) }),
});

/** Role 4: every coaching centre; role 1: its own. */
export const listCustomers = endpoint({
  method: 'GET',
  path: '/api/customers',
  response: z.object({ success: z.literal(true), customers: z.array(CustomerSchema) }),
});

export const updateUserRole = endpoint({
  method: 'PUT',
  path: '/api/users/:id/role',
  params: UserIdParamsSchema,
  body: z.strictObject({ role_id: RoleIdSchema }),
  response: UserBodySchema,
});

export const deleteUser = endpoint({
  method: 'DELETE',
  path: '/api/users/:id',
  params: UserIdParamsSchema,
  response: MessageBodySchema,
});

export const listCustomerUsers = endpoint({
  method: 'GET',
  path: '/api/customers/:customerId/users',
  params: CustomerIdParamsSchema,
  response: UserListBodySchema,
});

export const createUser = endpoint({
  method: 'POST',
  path: '/api/users',
  body: z.strictObject({
    name: NameSchema,
    email: EmailSchema,
    password: PasswordSchema,
    role_id: RoleIdSchema,
    /** A coaching admin may leave it out (its own centre is meant); null is no centre (super admin only). */
    customer_id: idSchema(USER_MESSAGES.badCustomerId).nullable().optional(),
  }),
  response: UserBodySchema,
});
export type CreateUserInput = z.input<NonNullable<typeof createUser.body>>;
