import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { isAttemptedSql, isCorrectSql } from '../test-key.ts';

/** The test behind a report or a card, with what the access check and the file need. */
export interface ReportTestRow {
  id: number;
  name: string;
  code: string;
  ownerCustomerId: number | null;
  examName: string;
}

/**
 * Whose first attempts a report covers: everyone's (the super admin on a global test), a centre's students, one
 * batch's students, or one result (a card's subject marks).
 */
export type ReportGroup =
  | { kind: 'everyone' }
  | { kind: 'centre'; customerId: number }
  | { kind: 'batch'; batchId: number }
  | { kind: 'result'; resultId: number };

/** One row of a test's results report, its rank within the group. */
export interface ReportResultRow {
  resultId: number;
  rank: number;
  name: string;
  email: string;
  score: number;
  totalScore: number;
  percScore: number;
  correct: number;
  wrong: number;
  unattempted: number;
  timeSpentSeconds: number;
}

/** Marks of one subject in one result. */
export interface SubjectMarksRow {
  resultId: number;
  subject: string;
  marks: number;
}

/** The test's standing figures over its first attempts: the topper's score and the mean. */
export interface TestStanding {
  takers: number;
  topScore: number | null;
  topPercent: number | null;
  meanScore: number | null;
  meanPercent: number | null;
}

function groupSql(group: ReportGroup): SQL {
  switch (group.kind) {
    case 'everyone':
      return sql`true`;
    case 'centre':
      return sql`u.customer_id = ${group.customerId}`;
    case 'batch':
      return sql`exists (select 1 from batch_students bs where bs.batch_id = ${group.batchId} and bs.user_id = r.user_id)`;
    case 'result':
      return sql`r.id = ${group.resultId}`;
  }
}

const num = (v: string | number) => Number(v);
const numOrNull = (v: string | number | null) => (v === null ? null : Number(v));

/**
 * Issue 18 point 4: the reads of a test's results report and of a result card, across results, users, batches,
 * the paper and its key. Writes nothing. The marks of a subject are counted under the key as fixed now
 * (test-key.ts), with the exam's marks, exactly as a submission or a regrade marks the paper
 * (`@aspirant/domain/marking.ts`), so they add up to the stored score.
 */
export function testResultsReport(db: Db) {
  return {
    async test(id: number): Promise<ReportTestRow | null> {
      const [row] = rowsOf<ReportTestRow>(
        await db.execute(sql`
          select t.id, t.name, t.code, t.owner_customer_id as "ownerCustomerId", e.name as "examName"
            from tests t join exams e on e.id = t.exam_id
           where t.id = ${id}`),
      );
      return row
        ? { ...row, ownerCustomerId: row.ownerCustomerId === null ? null : Number(row.ownerCustomerId) }
        : null;
    },

    async batch(id: number): Promise<{ id: number; customerId: number; name: string } | null> {
      const [row] = rowsOf<{ id: number; customerId: number; name: string }>(
        await db.execute(sql`select id, customer_id as "customerId", name from batches where id = ${id}`),
      );
      return row ? { ...row, customerId: Number(row.customerId) } : null;
    },

    /** The subjects of the paper, in the order they first appear in it. */
    async paperSubjects(testId: number): Promise<string[]> {
      return rowsOf<{ name: string }>(
        await db.execute(sql`
          select s.name from test_questions tq
            join questions q on q.id = tq.question_id
            join subjects s on s.id = q.subject_id
           where tq.test_id = ${testId}
           group by s.name order by min(tq.position)`),
      ).map((r) => r.name);
    },

    /** The group's first attempts, best first (ties in submission order); a rank is 1 + those with a higher percent. */
    async results(testId: number, group: ReportGroup): Promise<ReportResultRow[]> {
      const rows = rowsOf<Record<keyof ReportResultRow, string | number>>(
        await db.execute(sql`
          select r.id as "resultId", rank() over (order by r.perc_score desc) as rank, u.name, u.email,
                 r.score, r.total_score as "totalScore", r.perc_score as "percScore", r.correct, r.wrong,
                 r.unattempted, r.time_spent_seconds as "timeSpentSeconds"
            from results r join users u on u.id = r.user_id
           where r.test_id = ${testId} and r.is_first_attempt and ${groupSql(group)}
           order by r.perc_score desc, r.id`),
      );
      return rows.map((r) => ({
        resultId: num(r.resultId),
        rank: num(r.rank),
        name: String(r.name),
        email: String(r.email),
        score: num(r.score),
        totalScore: num(r.totalScore),
        percScore: num(r.percScore),
        correct: num(r.correct),
        wrong: num(r.wrong),
        unattempted: num(r.unattempted),
        timeSpentSeconds: num(r.timeSpentSeconds),
      }));
    },

    /**
     * Per result of the group (first attempts; a card's result whatever it is) and subject of the paper: the
     * marks, correct × the exam's marks for a correct answer + wrong × incorrect + unattempted × unattempted.
     */
    async subjectMarks(testId: number, group: ReportGroup): Promise<SubjectMarksRow[]> {
      const firstOnly = group.kind === 'result' ? sql`true` : sql`r.is_first_attempt`;
      const chosen = sql`aa.selected_answer`;
      return rowsOf<{ resultId: string | number; subject: string; marks: string | number }>(
        await db.execute(sql`
          select g.id as "resultId", s.name as subject,
                 sum(case when ${isCorrectSql(chosen)} then e.mark_correct
                          when ${isAttemptedSql(chosen)} then e.mark_incorrect
                          else e.mark_unattempted end) as marks
            from (select r.id, r.attempt_id from results r join users u on u.id = r.user_id
                   where r.test_id = ${testId} and ${firstOnly} and ${groupSql(group)}) g
            join tests t on t.id = ${testId}
            join exams e on e.id = t.exam_id
            join test_questions tq on tq.test_id = t.id
            join questions q on q.id = tq.question_id
            join subjects s on s.id = q.subject_id
            left join attempt_answers aa on aa.attempt_id = g.attempt_id and aa.question_id = q.id
           group by g.id, s.name`),
      ).map((r) => ({ resultId: num(r.resultId), subject: r.subject, marks: num(r.marks) }));
    },

    /** The topper's and the mean score of the test's first attempts (every taker). */
    async standing(testId: number): Promise<TestStanding> {
      const [row] = rowsOf<Record<keyof TestStanding, string | number | null>>(
        await db.execute(sql`
          select count(*) as takers, max(score) as "topScore", max(perc_score) as "topPercent",
                 avg(score) as "meanScore", avg(perc_score) as "meanPercent"
            from results where test_id = ${testId} and is_first_attempt`),
      );
      return {
        takers: Number(row!.takers),
        topScore: numOrNull(row!.topScore),
        topPercent: numOrNull(row!.topPercent),
        meanScore: numOrNull(row!.meanScore),
        meanPercent: numOrNull(row!.meanPercent),
      };
    },

    /** The name and address of a result's student. */
    async student(userId: number): Promise<{ name: string; email: string } | null> {
      const [row] = rowsOf<{ name: string; email: string }>(
        await db.execute(sql`select name, email from users where id = ${userId}`),
      );
      return row ?? null;
    },
  };
}

export type TestResultsReport = ReturnType<typeof testResultsReport>;
