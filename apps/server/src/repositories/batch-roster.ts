import { DISTRIBUTION_BUCKETS } from '@aspirant/contract/batch-roster.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, pgArray, rowsOf, type Tx } from '../db/client.ts';
import { accommodations, batches, batchStudents, otps, users } from '../db/schema.ts';

/** A live user met by address in a bulk add. */
export interface RosterUser {
  id: number;
  email: string;
  roleId: number;
  customerId: number | null;
}

export interface NewStudent {
  name: string;
  email: string;
  phone: string | null;
}

export interface BatchStudentRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  extraTimePercent: number;
  reason: string | null;
}

export interface BatchTestRow {
  id: number;
  name: string;
  code: string;
  status: string;
  audience: string;
  durationMinutes: number;
  opensAt: Date | null;
  closesAt: Date | null;
  assigned: number;
  started: number;
  submitted: number;
  batchAverage: number | null;
  allIndiaAverage: number | null;
  distribution: number[];
}

export interface AccommodationRow {
  userId: number;
  extraTimePercent: number;
  reason: string | null;
  updatedAt: Date;
}

const asDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));
const asNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/**
 * Issue 17 point 7: what the batch page reads (students with their accommodation, the batch's tests with its
 * participation, averages and score distribution), the bulk add's lookups and writes (new student accounts, their
 * memberships and set-password codes, in the caller's transaction), and the writer of `accommodations`.
 */
export function batchRosterRepository(db: Db) {
  return {
    /** The live students of a batch, by name, with their extra time (0 without an accommodation). */
    async students(batchId: number): Promise<BatchStudentRow[]> {
      return db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          phone: users.phone,
          extraTimePercent: sql<number>`coalesce(${accommodations.extraTimePercent}, 0)::int`,
          reason: accommodations.reason,
        })
        .from(batchStudents)
        .innerJoin(users, eq(users.id, batchStudents.userId))
        .leftJoin(accommodations, eq(accommodations.userId, users.id))
        .where(and(eq(batchStudents.batchId, batchId), isNull(users.deletedAt)))
        .orderBy(users.name, users.id);
    },

    /**
     * The published and archived tests whose audience holds the batch (chosen for it, or centre-wide tests of its
     * centre), newest first, each with: the batch's live students (assigned), how many of them started it and
     * submitted it, the average score % of first attempts of the batch and of everyone, and the batch's first
     * attempts per 10 % bucket. Two statements, whatever the number of tests.
     */
    async tests(batchId: number, customerId: number): Promise<BatchTestRow[]> {
      const members = sql`(select bs.user_id from batch_students bs join users u on u.id = bs.user_id
                            where bs.batch_id = ${batchId} and u.deleted_at is null)`;
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          with bt as (
            select t.id, t.name, t.code, t.status, t.audience, t.duration_minutes, t.opens_at, t.closes_at,
                   coalesce(t.opens_at, t.published_at, t.created_at) as sort_at
              from tests t
             where t.status in ('published', 'archived')
               and ((t.audience = 'batches' and exists (select 1 from test_audience_batches tab
                                                         where tab.test_id = t.id and tab.batch_id = ${batchId}))
                    or (t.audience = 'centre' and t.owner_customer_id = ${customerId}))
          )
          select bt.id, bt.name, bt.code, bt.status, bt.audience, bt.duration_minutes, bt.opens_at, bt.closes_at,
                 (select count(*) from ${members} m)::int as assigned,
                 (select count(distinct a.user_id) from attempts a
                   where a.test_id = bt.id and a.user_id in ${members})::int as started,
                 (select count(distinct r.user_id) from results r
                   where r.test_id = bt.id and r.user_id in ${members})::int as submitted,
                 (select avg(r.perc_score) from results r
                   where r.test_id = bt.id and r.is_first_attempt and r.user_id in ${members}) as batch_average,
                 (select avg(r.perc_score) from results r
                   where r.test_id = bt.id and r.is_first_attempt) as all_average
            from bt
           order by bt.sort_at desc, bt.id desc`),
      );
      if (rows.length === 0) return [];
      const ids = rows.map((r) => Number(r.id));
      const buckets = rowsOf<{ test_id: number; bucket: number; n: number }>(
        await db.execute(sql`
          select r.test_id, least(greatest(floor(r.perc_score / 10), 0), ${DISTRIBUTION_BUCKETS - 1})::int as bucket,
                 count(*)::int as n
            from results r
           where r.test_id = any(${pgArray(ids)}::int[]) and r.is_first_attempt and r.user_id in ${members}
           group by 1, 2`),
      );
      const distribution = new Map(ids.map((id) => [id, Array<number>(DISTRIBUTION_BUCKETS).fill(0)]));
      for (const b of buckets) distribution.get(Number(b.test_id))![Number(b.bucket)] = Number(b.n);
      return rows.map((r) => ({
        id: Number(r.id),
        name: String(r.name),
        code: String(r.code),
        status: String(r.status),
        audience: String(r.audience),
        durationMinutes: Number(r.duration_minutes),
        opensAt: asDate(r.opens_at),
        closesAt: asDate(r.closes_at),
        assigned: Number(r.assigned),
        started: Number(r.started),
        submitted: Number(r.submitted),
        batchAverage: asNumber(r.batch_average),
        allIndiaAverage: asNumber(r.all_average),
        distribution: distribution.get(Number(r.id))!,
      }));
    },

    // --- Bulk add: lookups (in the caller's transaction, if any) and writes (in it) -------------------------

    /** The live users with these addresses (lower-cased). */
    async usersByEmail(tx: Tx | undefined, emails: string[]): Promise<RosterUser[]> {
      if (emails.length === 0) return [];
      return (tx ?? db)
        .select({ id: users.id, email: users.email, roleId: users.roleId, customerId: users.customerId })
        .from(users)
        .where(and(inArray(users.email, emails), isNull(users.deletedAt)));
    },

    /** The batches of a centre, by id and name. */
    async batchesOf(tx: Tx | undefined, customerId: number): Promise<{ id: number; name: string }[]> {
      return (tx ?? db)
        .select({ id: batches.id, name: batches.name })
        .from(batches)
        .where(eq(batches.customerId, customerId));
    },

    /** Of these users, who is in which batch (pairs `batchId:userId`). */
    async memberships(tx: Tx | undefined, userIds: number[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await (tx ?? db)
        .select({ batchId: batchStudents.batchId, userId: batchStudents.userId })
        .from(batchStudents)
        .where(inArray(batchStudents.userId, userIds));
      return new Set(rows.map((r) => `${r.batchId}:${r.userId}`));
    },

    /** New students of a centre, all with the same unusable password hash; their ids by address. */
    async insertStudents(
      tx: Tx,
      customerId: number,
      students: NewStudent[],
      passwordHash: string,
      now: Date,
    ): Promise<Map<string, number>> {
      if (students.length === 0) return new Map();
      const rows = await tx
        .insert(users)
        .values(
          students.map((s) => ({
            name: s.name,
            email: s.email,
            phone: s.phone,
            passwordHash,
            roleId: ROLE.STUDENT,
            customerId,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: users.id, email: users.email });
      return new Map(rows.map((r) => [r.email, r.id]));
    },

    async addMemberships(tx: Tx, pairs: { batchId: number; userId: number }[], now: Date): Promise<void> {
      if (pairs.length === 0) return;
      await tx
        .insert(batchStudents)
        .values(pairs.map((p) => ({ ...p, addedAt: now })))
        .onConflictDoNothing();
    },

    /** Set-password codes (purpose `reset`: the reset screen takes them), stored hashed. */
    async insertResetCodes(
      tx: Tx,
      codes: { email: string; codeHash: string }[],
      now: Date,
      expiresAt: Date,
    ): Promise<void> {
      if (codes.length === 0) return;
      await tx.insert(otps).values(
        codes.map((c) => ({
          email: c.email,
          purpose: 'reset' as const,
          codeHash: c.codeHash,
          createdAt: now,
          expiresAt,
        })),
      );
    },

    // --- Accommodations -------------------------------------------------------------------------------------

    /** A live student (id, centre), or null. */
    async student(userId: number): Promise<{ id: number; customerId: number | null } | null> {
      const [row] = await db
        .select({ id: users.id, customerId: users.customerId })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.roleId, ROLE.STUDENT), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    async accommodation(userId: number): Promise<AccommodationRow | null> {
      const [row] = await db
        .select({
          userId: accommodations.userId,
          extraTimePercent: accommodations.extraTimePercent,
          reason: accommodations.reason,
          updatedAt: accommodations.updatedAt,
        })
        .from(accommodations)
        .where(eq(accommodations.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /** Sets a student's extra time; 0 removes the accommodation. */
    async setAccommodation(input: {
      userId: number;
      extraTimePercent: number;
      reason: string | null;
      updatedBy: number;
      now: Date;
    }): Promise<void> {
      if (input.extraTimePercent === 0) {
        await db.delete(accommodations).where(eq(accommodations.userId, input.userId));
        return;
      }
      const values = {
        extraTimePercent: input.extraTimePercent,
        reason: input.reason,
        updatedBy: input.updatedBy,
        updatedAt: input.now,
      };
      await db
        .insert(accommodations)
        .values({ userId: input.userId, ...values })
        .onConflictDoUpdate({ target: accommodations.userId, set: values });
    },
  };
}

export type BatchRosterRepository = ReturnType<typeof batchRosterRepository>;
