import type { User } from '@aspirant/contract/fields.ts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

export interface UserRecord extends User {
  passwordHash: string;
  /** When the address first proved itself with a mailed code; null until then (decision 0007). */
  emailVerifiedAt: Date | null;
}

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role_id: users.roleId,
  customer_id: users.customerId,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
};

/** Strips the password hash: the shape the API may show. */
export function publicUser(record: UserRecord): User {
  return {
    id: record.id,
    name: record.name,
    email: record.email,
    role_id: record.role_id,
    customer_id: record.customer_id,
  };
}

/** Deleted users (soft delete, issue 6) are invisible here: they cannot sign in or receive codes. */
export function usersRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRecord | null> {
      const [row] = await db
        .select(columns)
        .from(users)
        .where(and(eq(users.email, email), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    async findById(id: number): Promise<UserRecord | null> {
      const [row] = await db
        .select(columns)
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    /** Inserts a user; null when the email is taken. */
    async insert(input: {
      name: string;
      email: string;
      passwordHash: string;
      roleId: number;
      customerId: number | null;
      /** Demo and command-line accounts count as confirmed (decision 0007); registration leaves it null. */
      emailVerifiedAt?: Date | null;
    }): Promise<UserRecord | null> {
      try {
        const [row] = await db.insert(users).values(input).returning(columns);
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async setPasswordHash(id: number, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
