import type { User } from '@aspirant/contract/fields.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import type { Customer, Role } from '@aspirant/contract/users.ts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customers, roles, users } from '../../db/schema.ts';
import { revokeUserSessions } from '../auth/repository.ts';

const publicColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role_id: users.roleId,
  customer_id: users.customerId,
};

/** What a change that must keep one super admin came to. */
export type GuardedChange = 'done' | 'not-found' | 'last-super-admin';

/**
 * Locks every live super admin (in id order, so two such changes never deadlock) and then the target, and
 * says whether the change may go ahead. Two super admins removing each other at once: the second waits for
 * the first, then sees it is the last one left.
 */
async function lockAndCheck(
  tx: Tx,
  id: number,
  removesSuperAdmin: (target: { roleId: number }) => boolean,
): Promise<GuardedChange> {
  const superAdmins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.roleId, ROLE.SUPER_ADMIN), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .for('update');
  const [target] = await tx
    .select({ roleId: users.roleId })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  if (!target) return 'not-found';
  if (removesSuperAdmin(target) && !superAdmins.some((s) => s.id !== id)) return 'last-super-admin';
  return 'done';
}

/** SQL of user administration; deleted users are never listed or changed. */
export function userAdminRepository(db: Db) {
  return {
    /** Users that are not deleted, of one coaching centre or of all (`customerId` undefined). */
    async listActive(customerId?: number): Promise<User[]> {
      return db
        .select(publicColumns)
        .from(users)
        .where(
          and(
            isNull(users.deletedAt),
            customerId === undefined ? undefined : eq(users.customerId, customerId),
          ),
        )
        .orderBy(asc(users.id));
    },

    async findActive(id: number): Promise<User | null> {
      const [row] = await db
        .select(publicColumns)
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    async listRoles(): Promise<Role[]> {
      return db.select({ id: roles.id, role_name: roles.roleName }).from(roles).orderBy(asc(roles.id));
    },

    async listCustomers(id?: number): Promise<Customer[]> {
      return db
        .select({ id: customers.id, name: customers.name })
        .from(customers)
        .where(id === undefined ? undefined : eq(customers.id, id))
        .orderBy(asc(customers.id));
    },

    async customerExists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, id))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Gives a user another role. Taking role 4 away from the last live super admin is refused.
     */
    async changeRole(id: number, roleId: number, now: Date): Promise<GuardedChange> {
      return db.transaction(async (tx) => {
        const check = await lockAndCheck(
          tx,
          id,
          (target) => target.roleId === ROLE.SUPER_ADMIN && roleId !== ROLE.SUPER_ADMIN,
        );
        if (check !== 'done') return check;
        await tx.update(users).set({ roleId, updatedAt: now }).where(eq(users.id, id));
        return 'done';
      });
    },

    /**
     * Soft-deletes a user and revokes every session, in one transaction. Results and attempts stay, so ranks
     * do not move; the address becomes free for a new account. The last live super admin stays.
     */
    async softDelete(id: number, now: Date): Promise<GuardedChange> {
      return db.transaction(async (tx) => {
        const check = await lockAndCheck(tx, id, (target) => target.roleId === ROLE.SUPER_ADMIN);
        if (check !== 'done') return check;
        await tx.update(users).set({ deletedAt: now, updatedAt: now }).where(eq(users.id, id));
        await revokeUserSessions(tx, id, now);
        return 'done';
      });
    },
  };
}

export type UserAdminRepository = ReturnType<typeof userAdminRepository>;
