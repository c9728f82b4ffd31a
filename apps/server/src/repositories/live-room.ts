import { ROLE } from '@aspirant/contract/roles.ts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, pgArray, rowsOf } from '../db/client.ts';
import { audienceOf } from './test-visibility.ts';

/** The test behind a live room, with what the access check needs. */
export interface LiveTestRow {
  id: number;
  name: string;
  ownerCustomerId: number | null;
  audience: 'everyone' | 'centre' | 'batches' | 'students';
  questionCount: number;
  durationMinutes: number;
  opensAt: Date | null;
  closesAt: Date | null;
  attemptsAllowed: number | null;
}

/** One student with the latest attempt of the test (all attempt fields null when none). */
export interface LiveRow {
  userId: number;
  name: string;
  email: string;
  attemptId: number | null;
  status: 'in_progress' | 'submitted' | null;
  submittedBy: 'student' | 'server' | 'restart' | null;
  startedAt: Date | null;
  deadlineAt: Date | null;
  submittedAt: Date | null;
  extraTimePercent: number;
  extendedMinutes: number;
  answered: number;
  lastSaveAt: Date | null;
  attemptsUsed: number;
  attemptsGranted: number;
}

const date = (v: string | Date | null): Date | null => (v === null ? null : new Date(v));

export function liveRoomRepository(db: Db) {
  /**
   * The rows of a live room in one statement: each student (of the audience, and anyone with an attempt) with
   * the latest attempt, its answered count and last save (from attempt_answers by its primary key), and the
   * attempts used and granted. `only` narrows it to the students of some attempts (a change batch).
   */
  async function rows(
    test: LiveTestRow,
    only?: { attemptIds: number[] } | { userIds: number[] },
  ): Promise<LiveRow[]> {
    let mine = sql``;
    // A global test's audience is every student: only those who started it are shown.
    let others: SQL =
      test.audience === 'everyone' ? sql`` : sql`union select id from (${audienceOf(test.id)}) aud`;
    if (only && 'attemptIds' in only) {
      // A change batch: its attempts' students, all of whom have an attempt.
      mine = sql`and a.user_id in (select user_id from attempts where id = any(${pgArray(only.attemptIds)}::bigint[]))`;
      others = sql``;
    } else if (only) {
      mine = sql`and a.user_id = any(${pgArray(only.userIds)}::int[])`;
      others = sql`union select unnest(${pgArray(only.userIds)}::int[])`;
    }
    const result = await db.execute(sql`
      with latest as (
        select distinct on (a.user_id) a.id, a.user_id, a.status, a.submitted_by, a.started_at, a.deadline_at,
               a.submitted_at, a.extra_time_percent, a.extended_minutes
          from attempts a
         where a.test_id = ${test.id} ${mine}
         order by a.user_id, a.id desc
      ), people as (
        select user_id as id from latest ${others}
      )
      select u.id as user_id, u.name, u.email, l.id::text as attempt_id, l.status, l.submitted_by,
             l.started_at, l.deadline_at, l.submitted_at,
             coalesce(l.extra_time_percent, 0) as extra_time_percent,
             coalesce(l.extended_minutes, 0) as extended_minutes,
             coalesce(s.answered, 0)::int as answered, s.last_save,
             (select count(*) from attempts ua where ua.test_id = ${test.id} and ua.user_id = u.id)::int as used,
             (select count(*) from attempt_grants g where g.test_id = ${test.id} and g.user_id = u.id)::int as granted
        from people p
        join users u on u.id = p.id and u.role_id = ${ROLE.STUDENT}
        left join latest l on l.user_id = u.id
        left join lateral (
          select (count(*) filter (where aa.selected_answer is not null))::int as answered,
                 max(aa.updated_at) as last_save
            from attempt_answers aa where aa.attempt_id = l.id
        ) s on l.id is not null
       order by u.name, u.id`);
    return rowsOf<{
      user_id: number;
      name: string;
      email: string;
      attempt_id: string | null;
      status: LiveRow['status'];
      submitted_by: LiveRow['submittedBy'];
      started_at: string | Date | null;
      deadline_at: string | Date | null;
      submitted_at: string | Date | null;
      extra_time_percent: number;
      extended_minutes: number;
      answered: number;
      last_save: string | Date | null;
      used: number;
      granted: number;
    }>(result).map((r) => ({
      userId: r.user_id,
      name: r.name,
      email: r.email,
      attemptId: r.attempt_id === null ? null : Number(r.attempt_id),
      status: r.status,
      submittedBy: r.submitted_by,
      startedAt: date(r.started_at),
      deadlineAt: date(r.deadline_at),
      submittedAt: date(r.submitted_at),
      extraTimePercent: r.extra_time_percent,
      extendedMinutes: r.extended_minutes,
      answered: r.answered,
      lastSaveAt: date(r.last_save),
      attemptsUsed: r.used,
      attemptsGranted: r.granted,
    }));
  }

  return {
    rows,

    async test(testId: number): Promise<LiveTestRow | null> {
      const [row] = rowsOf<{
        id: number;
        name: string;
        owner_customer_id: number | null;
        audience: LiveTestRow['audience'];
        question_count: number;
        duration_minutes: number;
        opens_at: string | Date | null;
        closes_at: string | Date | null;
        attempts_allowed: number | null;
      }>(
        await db.execute(sql`
          select id, name, owner_customer_id, audience, question_count, duration_minutes, opens_at, closes_at,
                 attempts_allowed
            from tests where id = ${testId}`),
      );
      if (!row) return null;
      return {
        id: row.id,
        name: row.name,
        ownerCustomerId: row.owner_customer_id,
        audience: row.audience,
        questionCount: row.question_count,
        durationMinutes: row.duration_minutes,
        opensAt: date(row.opens_at),
        closesAt: date(row.closes_at),
        attemptsAllowed: row.attempts_allowed,
      };
    },

    /** An attempt's test, student and state. */
    async attempt(
      attemptId: number,
    ): Promise<{ testId: number; userId: number; status: 'in_progress' | 'submitted' } | null> {
      const [row] = rowsOf<{ test_id: number; user_id: number; status: 'in_progress' | 'submitted' }>(
        await db.execute(sql`select test_id, user_id, status from attempts where id = ${attemptId}`),
      );
      return row ? { testId: row.test_id, userId: row.user_id, status: row.status } : null;
    },

    /** Is `userId` a student (not deleted) of the centre `customerId` (any centre when null)? */
    async isStudentOf(userId: number, customerId: number | null): Promise<boolean> {
      const result = await db.execute(sql`
        select 1 from users where id = ${userId} and role_id = ${ROLE.STUDENT} and deleted_at is null
           and (${customerId}::int is null or customer_id = ${customerId}::int)`);
      return rowsOf(result).length > 0;
    },

    async grant(input: {
      testId: number;
      userId: number;
      by: number;
      reason: string | null;
      now: Date;
    }): Promise<void> {
      await db.execute(sql`
        insert into attempt_grants (test_id, user_id, granted_by, reason, created_at)
        values (${input.testId}, ${input.userId}, ${input.by}, ${input.reason}, ${input.now.toISOString()}::timestamptz)`);
    },

    /** One student's row (after an extension or a grant). */
    async rowOf(test: LiveTestRow, userId: number): Promise<LiveRow | null> {
      const [row] = await rows(test, { userIds: [userId] });
      return row ?? null;
    },
  };
}

export type LiveRoomRepository = ReturnType<typeof liveRoomRepository>;
