import type { User } from '@aspirant/contract/fields.ts';
import type { PracticeOptions } from '@aspirant/contract/practice.ts';
import type { ExamOption } from '@aspirant/contract/profile.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import type { TestType } from '@aspirant/contract/tests.ts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import { exams, questions, subjects, testQuestions, tests, topics } from '../db/schema.ts';
import { testVisibleTo } from './test-visibility.ts';

/** Who reads the catalogue: visibility (test-visibility.ts) is decided by these fields. */
export type Reader = Pick<User, 'id' | 'role_id' | 'customer_id'>;

export interface TestFilters {
  examId?: number;
  subjectId?: number;
  topicId?: number;
  type?: TestType;
  search?: string;
}

/** Turns what a student types into a prefix query: "fund righ" finds "Fundamental Rights". */
export function toPrefixQuery(search: string | undefined): string | null {
  const words =
    (search ?? '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

const testColumns = {
  id: tests.id,
  code: tests.code,
  name: tests.name,
  description: tests.description,
  type: tests.type,
  durationMinutes: tests.durationMinutes,
  isBilingual: tests.isBilingual,
  questionCount: tests.questionCount,
  subjectNames: tests.subjectNames,
  examName: exams.name,
  markCorrect: exams.markCorrect,
  markIncorrect: exams.markIncorrect,
  markUnattempted: exams.markUnattempted,
  subjectName: subjects.name,
  topicName: topics.name,
  status: tests.status,
  audience: tests.audience,
  ownerCustomerId: tests.ownerCustomerId,
  opensAt: tests.opensAt,
  closesAt: tests.closesAt,
  attemptsAllowed: tests.attemptsAllowed,
};

/**
 * Issue 17: a student's attempts of the test `t` and the extra ones granted, beside each row (the list's 'used
 * 1 of 2'); zero for staff.
 */
function usageColumns(reader: Reader) {
  if (reader.role_id !== ROLE.STUDENT) {
    return { used: sql<number>`0`.mapWith(Number), granted: sql<number>`0`.mapWith(Number) };
  }
  return {
    used: sql<number>`(select count(*) from attempts cu_a where cu_a.user_id = ${reader.id} and cu_a.test_id = ${tests.id})`.mapWith(
      Number,
    ),
    granted:
      sql<number>`(select count(*) from attempt_grants cu_g where cu_g.user_id = ${reader.id} and cu_g.test_id = ${tests.id})`.mapWith(
        Number,
      ),
  };
}

export type TestRow = {
  id: number;
  code: string;
  name: string;
  description: string | null;
  type: TestType;
  durationMinutes: number;
  isBilingual: boolean;
  questionCount: number;
  subjectNames: string[];
  examName: string;
  markCorrect: number;
  markIncorrect: number;
  markUnattempted: number;
  subjectName: string | null;
  topicName: string | null;
  status: 'draft' | 'published' | 'archived';
  audience: 'everyone' | 'centre' | 'batches' | 'students';
  ownerCustomerId: number | null;
  opensAt: Date | null;
  closesAt: Date | null;
  /** As stored: null is the default (domain/schedule.ts allowedAttempts). */
  attemptsAllowed: number | null;
};

/**
 * A test row as one reader meets it: with the reader's attempts used and granted (a student's; 0 for staff), and
 * whether it is visible to them (false only for a test met through the reader's own attempt in progress).
 */
export type ReaderTestRow = TestRow & { used: number; granted: number; visible: boolean };

/** A test as the study plan weighs it. */
export interface PlanTest {
  id: number;
  name: string;
  type: TestType;
  examId: number;
  subjectId: number | null;
  topicId: number | null;
  questionCount: number;
  durationMinutes: number;
}

/**
 * Reads of the exam catalogue: exams, subjects, topics, questions, tests and their papers. Nothing here writes:
 * the catalogue is loaded at start by db/seed-content.ts.
 */
export function catalogueRepository(db: Db) {
  const base = () =>
    db
      .select(testColumns)
      .from(tests)
      .innerJoin(exams, eq(exams.id, tests.examId))
      .leftJoin(subjects, eq(subjects.id, tests.subjectId))
      .leftJoin(topics, eq(topics.id, tests.topicId));

  return {
    /** The tests `reader` may see (test-visibility.ts), matching the filters, a page of them. */
    async list(
      reader: Reader,
      filters: TestFilters,
      page: number,
      limit: number,
    ): Promise<{ rows: ReaderTestRow[]; total: number }> {
      const query = toPrefixQuery(filters.search);
      const tsQuery = query ? sql`to_tsquery('english', ${query})` : null;
      const conditions: (SQL | undefined)[] = [
        filters.examId ? eq(tests.examId, filters.examId) : undefined,
        filters.subjectId ? eq(tests.subjectId, filters.subjectId) : undefined,
        filters.topicId ? eq(tests.topicId, filters.topicId) : undefined,
        filters.type ? eq(tests.type, filters.type) : undefined,
        tsQuery ? sql`${tests.searchVector} @@ ${tsQuery}` : undefined,
        testVisibleTo(reader, 'tests'),
      ];
      const where = and(...conditions);
      // One round trip: the page and, beside each row, the count of all matches.
      const rows = await db
        .select({
          ...testColumns,
          ...usageColumns(reader),
          visible: sql<boolean>`true`,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(tests)
        .innerJoin(exams, eq(exams.id, tests.examId))
        .leftJoin(subjects, eq(subjects.id, tests.subjectId))
        .leftJoin(topics, eq(topics.id, tests.topicId))
        .where(where)
        .orderBy(...(tsQuery ? [desc(sql`ts_rank(${tests.searchVector}, ${tsQuery})`)] : []), asc(tests.id))
        .limit(limit)
        .offset((page - 1) * limit);
      if (rows.length > 0 || page === 1) return { rows: rows as ReaderTestRow[], total: rows[0]?.total ?? 0 };
      // Past the last page: the window count is not there, so count apart.
      const [totalRow] = await db.select({ n: count() }).from(tests).where(where);
      return { rows: [], total: Number(totalRow?.n ?? 0) };
    },

    async filterOptions(subjectId: number | undefined) {
      const [examRows, subjectRows, topicRows] = await Promise.all([
        db.select({ id: exams.id, name: exams.name }).from(exams).orderBy(asc(exams.id)),
        db.select({ id: subjects.id, name: subjects.name }).from(subjects).orderBy(asc(subjects.name)),
        db
          .select({ id: topics.id, name: topics.name })
          .from(topics)
          .where(subjectId ? eq(topics.subjectId, subjectId) : undefined)
          .orderBy(asc(topics.name)),
      ]);
      return { exams: examRows, subjects: subjectRows, topics: topicRows };
    },

    /** The student's extra time in percent (issue 17 accommodations; 0 without one). Never the reason. */
    async extraTimePercent(userId: number): Promise<number> {
      const rows = await db.execute(
        sql`select extra_time_percent as pct from accommodations where user_id = ${userId}`,
      );
      return Number(rowsOf<{ pct: number }>(rows)[0]?.pct ?? 0);
    },

    /** A test whatever its status and audience: the paper's own reads (cached per test, never per reader). */
    async findById(id: number): Promise<TestRow | null> {
      const [row] = await base().where(eq(tests.id, id)).limit(1);
      return (row as TestRow | undefined) ?? null;
    },

    /**
     * The test when `reader` may see it (test-visibility.ts), with the reader's attempts; else null. With
     * `orRunning`, also a test the reader has an attempt in progress of, whatever became of it since (archived,
     * audience changed): the attempt runs to its deadline and no answer is lost (`visible` says which).
     */
    async findVisible(reader: Reader, id: number, orRunning = false): Promise<ReaderTestRow | null> {
      const visible = testVisibleTo(reader, 'tests');
      const running = sql`exists (select 1 from attempts fv_a where fv_a.user_id = ${reader.id}
        and fv_a.test_id = ${tests.id} and fv_a.status = 'in_progress')`;
      const [row] = await db
        .select({ ...testColumns, ...usageColumns(reader), visible: sql<boolean>`${visible}` })
        .from(tests)
        .innerJoin(exams, eq(exams.id, tests.examId))
        .leftJoin(subjects, eq(subjects.id, tests.subjectId))
        .leftJoin(topics, eq(topics.id, tests.topicId))
        .where(and(eq(tests.id, id), orRunning ? sql`(${visible} or ${running})` : visible))
        .limit(1);
      return (row as ReaderTestRow | undefined) ?? null;
    },

    async questionIds(testId: number): Promise<number[]> {
      const rows = await db
        .select({ id: testQuestions.questionId })
        .from(testQuestions)
        .where(eq(testQuestions.testId, testId))
        .orderBy(asc(testQuestions.position));
      return rows.map((r) => r.id);
    },

    /** Each question of a test with its number of options (2 to 6, issue 16): an answer must be below it. */
    async questionOptionCounts(testId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({
          id: testQuestions.questionId,
          options: sql<number>`jsonb_array_length(${questions.options})`,
        })
        .from(testQuestions)
        .innerJoin(questions, eq(questions.id, testQuestions.questionId))
        .where(eq(testQuestions.testId, testId));
      return new Map(rows.map((r) => [r.id, Number(r.options)]));
    },

    /** A question as a student may see it during an attempt: no answer, no explanation. */
    async questionForAttempt(testId: number, questionId: number) {
      const [row] = await db
        .select({
          id: questions.id,
          text: questions.text,
          image: questions.image,
          ownerCustomerId: questions.ownerCustomerId,
          options: questions.options,
          textHi: questions.textHi,
          optionsHi: questions.optionsHi,
          subject: subjects.name,
        })
        .from(testQuestions)
        .innerJoin(questions, eq(questions.id, testQuestions.questionId))
        .leftJoin(subjects, eq(subjects.id, questions.subjectId))
        .where(and(eq(testQuestions.testId, testId), eq(testQuestions.questionId, questionId)))
        .limit(1);
      return row ?? null;
    },

    async exams(): Promise<ExamOption[]> {
      return db
        .select({ id: exams.id, code: exams.code, name: exams.name })
        .from(exams)
        .orderBy(asc(exams.id));
    },

    async subject(id: number) {
      const [row] = await db
        .select({ id: subjects.id, name: subjects.name })
        .from(subjects)
        .where(eq(subjects.id, id))
        .limit(1);
      return row ?? null;
    },

    /** The subject of that name, whatever its case (the subject page's address). */
    async subjectByName(name: string): Promise<{ id: number; name: string } | null> {
      const [row] = await db
        .select({ id: subjects.id, name: subjects.name })
        .from(subjects)
        .where(sql`lower(${subjects.name}) = lower(${name})`)
        .orderBy(asc(subjects.id))
        .limit(1);
      return row ?? null;
    },

    /** Every subject, by id. */
    async subjects(): Promise<{ id: number; name: string }[]> {
      return db.select({ id: subjects.id, name: subjects.name }).from(subjects).orderBy(asc(subjects.id));
    },

    async topic(id: number) {
      const [row] = await db
        .select({ id: topics.id, name: topics.name, subjectId: topics.subjectId })
        .from(topics)
        .where(eq(topics.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Every topic of the subject, in content order. */
    async topicsOf(subjectId: number): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: topics.id, name: topics.name })
        .from(topics)
        .where(eq(topics.subjectId, subjectId))
        .orderBy(asc(topics.id));
    },

    /** Every subject with its topics, by name. */
    async subjectsWithTopics(): Promise<PracticeOptions['subjects']> {
      const rows = await db
        .select({
          subjectId: subjects.id,
          subjectName: subjects.name,
          topicId: topics.id,
          topicName: topics.name,
        })
        .from(subjects)
        .leftJoin(topics, eq(topics.subjectId, subjects.id))
        .orderBy(asc(subjects.name), asc(topics.name));
      const bySubject = new Map<number, PracticeOptions['subjects'][number]>();
      for (const r of rows) {
        let subject = bySubject.get(r.subjectId);
        if (!subject) {
          subject = { id: r.subjectId, name: r.subjectName, topics: [] };
          bySubject.set(r.subjectId, subject);
        }
        if (r.topicId !== null && r.topicName !== null)
          subject.topics.push({ id: r.topicId, name: r.topicName });
      }
      return [...bySubject.values()];
    },

    /** Every test `reader` may see (test-visibility.ts) and still start, by id, as the study plan weighs it. */
    async planTests(reader: Reader, now: Date): Promise<PlanTest[]> {
      return db
        .select({
          id: tests.id,
          name: tests.name,
          type: tests.type,
          examId: tests.examId,
          subjectId: tests.subjectId,
          topicId: tests.topicId,
          questionCount: tests.questionCount,
          durationMinutes: tests.durationMinutes,
        })
        .from(tests)
        .where(
          and(
            testVisibleTo(reader, 'tests'),
            sql`(${tests.closesAt} is null or ${tests.closesAt} > ${now.toISOString()}::timestamptz)`,
          ),
        )
        .orderBy(asc(tests.id));
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
