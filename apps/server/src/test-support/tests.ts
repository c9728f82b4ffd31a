import { asc, eq, isNull } from 'drizzle-orm';
import {
  accommodations,
  attemptGrants,
  batches,
  batchStudents,
  exams,
  questions,
  subjects,
  testAudienceBatches,
  testAudienceStudents,
  testQuestions,
  tests,
} from '../db/schema.ts';
import type { TestContext } from './app.ts';

let sequence = 0;

export interface CentreTestInput {
  /** The owning centre (null: a global test of the super admin). */
  owner: number | null;
  audience?: 'everyone' | 'centre' | 'batches' | 'students';
  batchIds?: number[];
  userIds?: number[];
  opensAt?: Date | null;
  closesAt?: Date | null;
  attemptsAllowed?: number | null;
  /** The paper; by default the first `questionCount` global questions. */
  questionIds?: number[];
  questionCount?: number;
  durationMinutes?: number;
  status?: 'draft' | 'published' | 'archived';
  name?: string;
}

/**
 * A composed test written straight into the tables (issue 17), as the composer would publish it: its paper,
 * its audience rows and its window. For the rule tests of the students' side; returns its id and name.
 */
export async function createCentreTest(
  t: TestContext,
  input: CentreTestInput,
): Promise<{ id: number; name: string; code: string; questionIds: number[] }> {
  const db = t.database.db;
  const n = ++sequence;
  const questionIds =
    input.questionIds ??
    (
      await db
        .select({ id: questions.id })
        .from(questions)
        .where(isNull(questions.ownerCustomerId))
        .orderBy(asc(questions.id))
        .limit(input.questionCount ?? 5)
    ).map((r) => r.id);
  const [exam] = await db.select({ id: exams.id }).from(exams).orderBy(asc(exams.id)).limit(1);
  const [subject] = await db
    .select({ name: subjects.name })
    .from(subjects)
    .orderBy(asc(subjects.id))
    .limit(1);
  const name = input.name ?? `Centre sectional ${n}`;
  const code = `CT-${n}-${Date.now() % 100_000}`;
  const [row] = await db
    .insert(tests)
    .values({
      code,
      name,
      description: 'A test set by a centre',
      type: 'Full Syllabus',
      examId: exam!.id,
      durationMinutes: input.durationMinutes ?? 60,
      questionCount: questionIds.length,
      subjectNames: [subject!.name],
      subjectText: subject!.name,
      ownerCustomerId: input.owner,
      status: input.status ?? 'published',
      audience: input.audience ?? (input.owner === null ? 'everyone' : 'centre'),
      opensAt: input.opensAt ?? null,
      closesAt: input.closesAt ?? null,
      attemptsAllowed: input.attemptsAllowed ?? null,
      publishedAt: new Date(),
    })
    .returning({ id: tests.id });
  const id = row!.id;
  if (questionIds.length > 0) {
    await db
      .insert(testQuestions)
      .values(questionIds.map((questionId, position) => ({ testId: id, position, questionId })));
  }
  if (input.batchIds?.length) {
    await db.insert(testAudienceBatches).values(input.batchIds.map((batchId) => ({ testId: id, batchId })));
  }
  if (input.userIds?.length) {
    await db.insert(testAudienceStudents).values(input.userIds.map((userId) => ({ testId: id, userId })));
  }
  return { id, name, code, questionIds };
}

/** A batch of the centre with these students (rows directly). */
export async function createBatch(
  t: TestContext,
  customerId: number,
  userIds: number[],
  name = `Batch ${++sequence}`,
): Promise<number> {
  const db = t.database.db;
  const [row] = await db
    .insert(batches)
    .values({ customerId, name, startDate: '2026-01-01', status: 'Active' })
    .returning({ id: batches.id });
  if (userIds.length > 0) {
    await db.insert(batchStudents).values(userIds.map((userId) => ({ batchId: row!.id, userId })));
  }
  return row!.id;
}

/** One more attempt of the test for the student, as staff grant it. */
export async function grantAttempt(t: TestContext, testId: number, userId: number): Promise<void> {
  await t.database.db.insert(attemptGrants).values({ testId, userId, reason: 'Power cut' });
}

/** The student's extra time (issue 17 accommodations), with a private reason. */
export async function setExtraTime(t: TestContext, userId: number, percent: number): Promise<void> {
  await t.database.db
    .insert(accommodations)
    .values({ userId, extraTimePercent: percent, reason: 'Private reason' })
    .onConflictDoUpdate({ target: accommodations.userId, set: { extraTimePercent: percent } });
}

/** Moves a test's window (as the composer would reschedule it). */
export async function setWindow(
  t: TestContext,
  testId: number,
  window: { opensAt: Date | null; closesAt: Date | null },
): Promise<void> {
  await t.database.db.update(tests).set(window).where(eq(tests.id, testId));
}
