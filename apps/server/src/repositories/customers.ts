import type { Batch, BatchStatus } from '@aspirant/contract/batches.ts';
import type { User } from '@aspirant/contract/fields.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import type { Customer } from '@aspirant/contract/users.ts';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { batches, batchStudents, customers, users } from '../db/schema.ts';
import { isUniqueViolation } from '../lib/db-errors.ts';

const batchColumns = {
  id: batches.id,
  name: batches.name,
  startDate: batches.startDate,
  // Students who are not deleted: a deleted user leaves every count.
  studentCount: sql<number>`count(${users.id})::int`,
  status: batches.status,
  customer_id: batches.customerId,
};

export interface BatchFields {
  name: string;
  startDate: string;
  status: BatchStatus;
}

/** The one writer of customers (coaching centres), batches and batch_students. */
export function customersRepository(db: Db) {
  const selectBatches = () =>
    db
      .select(batchColumns)
      .from(batches)
      .leftJoin(batchStudents, eq(batchStudents.batchId, batches.id))
      .leftJoin(users, and(eq(users.id, batchStudents.userId), isNull(users.deletedAt)))
      .$dynamic();

  async function find(id: number): Promise<Batch | null> {
    const [row] = await selectBatches().where(eq(batches.id, id)).groupBy(batches.id).limit(1);
    return row ?? null;
  }

  return {
    /** Coaching centres: one (`id`) or all, by id. */
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

    findBatch: find,

    /** Batches of one centre, or of all (`customerId` undefined), newest start first. */
    async listBatches(customerId?: number): Promise<Batch[]> {
      return selectBatches()
        .where(customerId === undefined ? undefined : eq(batches.customerId, customerId))
        .groupBy(batches.id)
        .orderBy(desc(batches.startDate), asc(batches.id));
    },

    /** null when the centre already has a batch of that name. */
    async insertBatch(customerId: number, fields: BatchFields, now: Date): Promise<Batch | null> {
      try {
        const [row] = await db
          .insert(batches)
          .values({ customerId, ...fields, createdAt: now, updatedAt: now })
          .returning({ id: batches.id });
        return find(row!.id);
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** 'taken' when another batch of the centre has that name. */
    async updateBatch(id: number, fields: BatchFields, now: Date): Promise<Batch | 'taken'> {
      try {
        await db
          .update(batches)
          .set({ ...fields, updatedAt: now })
          .where(eq(batches.id, id));
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
      return (await find(id))!;
    },

    async removeBatch(id: number): Promise<void> {
      await db.delete(batches).where(eq(batches.id, id));
    },

    async students(batchId: number): Promise<User[]> {
      return db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role_id: users.roleId,
          customer_id: users.customerId,
        })
        .from(batchStudents)
        .innerJoin(users, eq(users.id, batchStudents.userId))
        .where(and(eq(batchStudents.batchId, batchId), isNull(users.deletedAt)))
        .orderBy(asc(users.name), asc(users.id));
    },

    /** Of `userIds`, those that are live students of the centre. */
    async studentsOfCentre(customerId: number, userIds: number[]): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            inArray(users.id, userIds),
            eq(users.customerId, customerId),
            eq(users.roleId, ROLE.STUDENT),
            isNull(users.deletedAt),
          ),
        );
      return rows.map((r) => r.id);
    },

    /** Adds students; one already in the batch stays as it is. */
    async addStudents(batchId: number, userIds: number[], now: Date): Promise<void> {
      await db
        .insert(batchStudents)
        .values(userIds.map((userId) => ({ batchId, userId, addedAt: now })))
        .onConflictDoNothing();
    },

    /** false when the user was not in the batch. */
    async removeStudent(batchId: number, userId: number): Promise<boolean> {
      const rows = await db
        .delete(batchStudents)
        .where(and(eq(batchStudents.batchId, batchId), eq(batchStudents.userId, userId)))
        .returning({ userId: batchStudents.userId });
      return rows.length === 1;
    },
  };
}

export type CustomersRepository = ReturnType<typeof customersRepository>;
