import type { Dropped, Marks, PaperKey } from '@aspirant/domain/marking.ts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { acceptedSql } from '../test-key.ts';

/** The test behind a report or a card, with what the access check and the file need. */
export interface ReportTestRow {
  id: number;
  name: string;
  code: string;
  ownerCustomerId: number | null;
  examName: string;
}

/** Whose first attempts a report covers: everyone's (the super admin on a global test), a centre's students, or one batch's. */
export type ReportGroup =
  | { kind: 'everyone' }
  | { kind: 'centre'; customerId: number }
  | { kind: 'batch'; batchId: number };

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
  /** The answers it was marked from, by paper position (`@aspirant/domain/answer-sheet.ts`). */
  sheet: Uint8Array;
}

/**
 * A test's paper as its subject marks are counted: the key as fixed now (regrades included) in paper order, each
 * position's subject (an index into `subjects`, which are in the order they first appear), and the exam's marks.
 */
export interface ReportPaper {
  subjects: string[];
  groupOf: number[];
  key: PaperKey[];
  marks: Marks;
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
  }
}

const num = (v: string | number) => Number(v);
const numOrNull = (v: string | number | null) => (v === null ? null : Number(v));

/**
 * Issue 18 point 4: the reads of a test's results report and of a result card, across results, users, batches,
 * the paper and its key. Writes nothing. The marks of a subject are counted from each result's answer sheet
 * under the key as fixed now (test-key.ts), with the exam's marks, by `markSheetBy`, the loop a regrade marks
 * with, so they add up to the stored score. (Counted in SQL from the answer rows they took 18 s for 100,000
 * first attempts, and the database's two cores with them.)
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

    /** The paper's key, subjects and marks (`ReportPaper`); one statement. */
    async paper(testId: number): Promise<ReportPaper> {
      const [row] = rowsOf<{
        key: [number, number[], PaperKey['difficulty'], Dropped | null, string][] | null;
        marking: [number, number, number];
      }>(
        await db.execute(sql`
          select
            (select json_agg(json_build_array(q.id, ${acceptedSql()}, q.difficulty, tq.dropped, s.name)
                             order by tq.position)
               from test_questions tq
               join questions q on q.id = tq.question_id
               join subjects s on s.id = q.subject_id
              where tq.test_id = t.id) as key,
            json_build_array(e.mark_correct, e.mark_incorrect, e.mark_unattempted) as marking
            from tests t join exams e on e.id = t.exam_id where t.id = ${testId}`),
      );
      const subjects: string[] = [];
      const groupOf: number[] = [];
      const key: PaperKey[] = [];
      for (const [questionId, accepted, difficulty, dropped, subject] of row?.key ?? []) {
        if (!subjects.includes(subject)) subjects.push(subject);
        groupOf.push(subjects.indexOf(subject));
        key.push({ questionId, accepted, difficulty, dropped });
      }
      const m = row?.marking ?? [0, 0, 0];
      return { subjects, groupOf, key, marks: { correct: m[0], incorrect: m[1], unattempted: m[2] } };
    },

    /** The group's first attempts, best first (ties in submission order); a rank is 1 + those with a higher percent. */
    async results(testId: number, group: ReportGroup): Promise<ReportResultRow[]> {
      const rows = rowsOf<
        Record<Exclude<keyof ReportResultRow, 'sheet'>, string | number> & { sheet: Uint8Array }
      >(
        await db.execute(sql`
          select r.id as "resultId", rank() over (order by r.perc_score desc) as rank, u.name, u.email,
                 r.score, r.total_score as "totalScore", r.perc_score as "percScore", r.correct, r.wrong,
                 r.unattempted, r.time_spent_seconds as "timeSpentSeconds", r.answer_sheet as sheet
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
        sheet: r.sheet,
      }));
    },

    /** The answer sheet of one result (a card's subject marks), whatever attempt it is. */
    async sheet(resultId: number): Promise<Uint8Array | null> {
      const [row] = rowsOf<{ sheet: Uint8Array }>(
        await db.execute(sql`select answer_sheet as sheet from results where id = ${resultId}`),
      );
      return row?.sheet ?? null;
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
