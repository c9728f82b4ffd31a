import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

/** Who a student is, for the staff's page about them (issue 18 point 3). */
export interface StudentRecord {
  id: number;
  name: string;
  email: string;
  roleId: number;
  customerId: number | null;
  batches: { id: number; name: string }[];
}

/** An attempt not yet submitted, in counts: what was chosen is never read here. */
export interface AttemptInProgressRecord {
  attemptId: number;
  testId: number;
  testName: string;
  startedAt: Date;
  deadlineAt: Date;
  answered: number;
  totalQuestions: number;
}

/**
 * Issue 18 point 3, the staff's drill-down into one student: the header (users, batches) and the attempts in
 * progress (attempts, attempt_answers, tests, test_questions). Reads only; the rest of the page comes through
 * the results and performance services, whose reads take the student's id.
 */
export function studentDrilldownReport(db: Db) {
  return {
    /** A user who is not deleted, with their batches by name; null when there is none. */
    async student(id: number): Promise<StudentRecord | null> {
      const [found, batches] = await Promise.all([
        db.execute(sql`
          select u.id, u.name, u.email, u.role_id as "roleId", u.customer_id as "customerId"
            from users u
           where u.id = ${id} and u.deleted_at is null`),
        db.execute(sql`
          select b.id, b.name
            from batch_students bs
            join batches b on b.id = bs.batch_id
           where bs.user_id = ${id}
           order by b.name, b.id`),
      ]);
      const row = rowsOf<Omit<StudentRecord, 'batches'>>(found)[0];
      if (!row) return null;
      return {
        ...row,
        id: Number(row.id),
        roleId: Number(row.roleId),
        customerId: row.customerId === null ? null : Number(row.customerId),
        batches: rowsOf<{ id: number; name: string }>(batches).map((b) => ({
          id: Number(b.id),
          name: b.name,
        })),
      };
    },

    /** The student's attempts in progress, latest first: how many questions have a choice, of how many. */
    async inProgress(userId: number): Promise<AttemptInProgressRecord[]> {
      const result = await db.execute(sql`
        select a.id as "attemptId", a.test_id as "testId", t.name as "testName",
               a.started_at as "startedAt", a.deadline_at as "deadlineAt",
               (select count(*) from attempt_answers aa
                 where aa.attempt_id = a.id and aa.selected_answer is not null) as answered,
               (select count(*) from test_questions tq where tq.test_id = a.test_id) as "totalQuestions"
          from attempts a
          join tests t on t.id = a.test_id
         where a.user_id = ${userId} and a.status = 'in_progress'
         order by a.started_at desc, a.id desc`);
      return rowsOf<AttemptInProgressRecord>(result).map((r) => ({
        attemptId: Number(r.attemptId),
        testId: Number(r.testId),
        testName: r.testName,
        startedAt: new Date(r.startedAt),
        deadlineAt: new Date(r.deadlineAt),
        answered: Number(r.answered),
        totalQuestions: Number(r.totalQuestions),
      }));
    },
  };
}

export type StudentDrilldownReport = ReturnType<typeof studentDrilldownReport>;
