import type { TestType } from '@aspirant/contract/tests.ts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exams, questions, subjects, testQuestions, tests, topics } from '../../db/schema.ts';

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
};

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
};

export function catalogueRepository(db: Db) {
  const base = () =>
    db
      .select(testColumns)
      .from(tests)
      .innerJoin(exams, eq(exams.id, tests.examId))
      .leftJoin(subjects, eq(subjects.id, tests.subjectId))
      .leftJoin(topics, eq(topics.id, tests.topicId));

  return {
    async list(
      filters: TestFilters,
      page: number,
      limit: number,
    ): Promise<{ rows: TestRow[]; total: number }> {
      const query = toPrefixQuery(filters.search);
      const tsQuery = query ? sql`to_tsquery('english', ${query})` : null;
      const conditions: (SQL | undefined)[] = [
        filters.examId ? eq(tests.examId, filters.examId) : undefined,
        filters.subjectId ? eq(tests.subjectId, filters.subjectId) : undefined,
        filters.topicId ? eq(tests.topicId, filters.topicId) : undefined,
        filters.type ? eq(tests.type, filters.type) : undefined,
        tsQuery ? sql`${tests.searchVector} @@ ${tsQuery}` : undefined,
      ];
      const where = and(...conditions);
      // One round trip: the page and, beside each row, the count of all matches.
      const rows = await db
        .select({ ...testColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(tests)
        .innerJoin(exams, eq(exams.id, tests.examId))
        .leftJoin(subjects, eq(subjects.id, tests.subjectId))
        .leftJoin(topics, eq(topics.id, tests.topicId))
        .where(where)
        .orderBy(...(tsQuery ? [desc(sql`ts_rank(${tests.searchVector}, ${tsQuery})`)] : []), asc(tests.id))
        .limit(limit)
        .offset((page - 1) * limit);
      if (rows.length > 0 || page === 1) return { rows: rows as TestRow[], total: rows[0]?.total ?? 0 };
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

    async findById(id: number): Promise<TestRow | null> {
      const [row] = await base().where(eq(tests.id, id)).limit(1);
      return (row as TestRow | undefined) ?? null;
    },

    async questionIds(testId: number): Promise<number[]> {
      const rows = await db
        .select({ id: testQuestions.questionId })
        .from(testQuestions)
        .where(eq(testQuestions.testId, testId))
        .orderBy(asc(testQuestions.position));
      return rows.map((r) => r.id);
    },

    /** A question as a student may see it during an attempt: no answer, no explanation. */
    async questionForAttempt(testId: number, questionId: number) {
      const [row] = await db
        .select({
          id: questions.id,
          text: questions.text,
          image: questions.image,
          options: questions.options,
          textHi: questions.textHi,
          optionsHi: questions.optionsHi,
        })
        .from(testQuestions)
        .innerJoin(questions, eq(questions.id, testQuestions.questionId))
        .where(and(eq(testQuestions.testId, testId), eq(testQuestions.questionId, questionId)))
        .limit(1);
      return row ?? null;
    },

    async questionsInTest(testId: number, questionIds: number[]): Promise<Set<number>> {
      if (questionIds.length === 0) return new Set();
      const rows = await db
        .select({ id: testQuestions.questionId })
        .from(testQuestions)
        .where(and(eq(testQuestions.testId, testId), inArray(testQuestions.questionId, questionIds)));
      return new Set(rows.map((r) => r.id));
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
