import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  attemptAnswers,
  attempts,
  exams,
  questions,
  results,
  testQuestions,
  tests,
} from '../../db/schema.ts';

export interface AttemptRow {
  id: number;
  sessionUuid: string;
  userId: number;
  testId: number;
  status: 'in_progress' | 'submitted';
  startedAt: Date;
  deadlineAt: Date;
  lastActivityAt: Date;
}

export interface AnswerRow {
  questionId: number;
  selectedAnswer: number | null;
  isMarked: boolean;
  timeSpentSeconds: number;
  seq: number;
}

export interface NewResult {
  attemptId: number;
  userId: number;
  testId: number;
  score: number;
  totalScore: number;
  percScore: number;
  correct: number;
  wrong: number;
  unattempted: number;
  attempted: number;
  totalQuestions: number;
  timeSpentSeconds: number;
}

const attemptColumns = {
  id: attempts.id,
  sessionUuid: attempts.sessionUuid,
  userId: attempts.userId,
  testId: attempts.testId,
  status: attempts.status,
  startedAt: attempts.startedAt,
  deadlineAt: attempts.deadlineAt,
  lastActivityAt: attempts.lastActivityAt,
};

function isUniqueViolation(error: unknown): boolean {
  let e = error as { code?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Scores an attempt from its answers and the test's key: pure, supplied by the service. */
export type Scorer = (
  attempt: AttemptRow,
  answers: AnswerRow[],
  key: { questionId: number; correctIndex: number }[],
  marking: { correct: number; incorrect: number; unattempted: number },
) => Omit<NewResult, 'attemptId' | 'userId' | 'testId'>;

async function finalizeIn(
  tx: Tx,
  attemptId: number,
  submittedBy: 'student' | 'server' | 'restart',
  now: Date,
  score: Scorer,
): Promise<number> {
  const [attempt] = await tx
    .select(attemptColumns)
    .from(attempts)
    .where(eq(attempts.id, attemptId))
    .for('update');
  if (!attempt) throw new Error(`attempt ${attemptId} vanished`);
  if (attempt.status === 'submitted') {
    const [existing] = await tx
      .select({ id: results.id })
      .from(results)
      .where(eq(results.attemptId, attemptId));
    return existing!.id;
  }
  const answers = await tx
    .select({
      questionId: attemptAnswers.questionId,
      selectedAnswer: attemptAnswers.selectedAnswer,
      isMarked: attemptAnswers.isMarked,
      timeSpentSeconds: attemptAnswers.timeSpentSeconds,
      seq: attemptAnswers.seq,
    })
    .from(attemptAnswers)
    .where(eq(attemptAnswers.attemptId, attemptId));
  const key = await tx
    .select({ questionId: questions.id, correctIndex: questions.correctIndex })
    .from(testQuestions)
    .innerJoin(questions, eq(questions.id, testQuestions.questionId))
    .where(eq(testQuestions.testId, attempt.testId))
    .orderBy(asc(testQuestions.position));
  const [marking] = await tx
    .select({
      correct: exams.markCorrect,
      incorrect: exams.markIncorrect,
      unattempted: exams.markUnattempted,
    })
    .from(tests)
    .innerJoin(exams, eq(exams.id, tests.examId))
    .where(eq(tests.id, attempt.testId));
  const computed = score(attempt, answers, key, marking!);
  const [earlier] = await tx
    .select({ id: results.id })
    .from(results)
    .where(and(eq(results.userId, attempt.userId), eq(results.testId, attempt.testId)))
    .limit(1);
  const [inserted] = await tx
    .insert(results)
    .values({
      ...computed,
      attemptId,
      userId: attempt.userId,
      testId: attempt.testId,
      isFirstAttempt: !earlier,
      createdAt: now,
    })
    .returning({ id: results.id });
  await tx
    .update(attempts)
    .set({ status: 'submitted', submittedAt: now, submittedBy, lastActivityAt: now })
    .where(eq(attempts.id, attemptId));
  return inserted!.id;
}

export function attemptsRepository(db: Db) {
  return {
    async findInProgress(userId: number, testId: number): Promise<AttemptRow | null> {
      const [row] = await db
        .select(attemptColumns)
        .from(attempts)
        .where(
          and(eq(attempts.userId, userId), eq(attempts.testId, testId), eq(attempts.status, 'in_progress')),
        )
        .limit(1);
      return row ?? null;
    },

    async findByUuid(sessionUuid: string): Promise<AttemptRow | null> {
      const [row] = await db
        .select(attemptColumns)
        .from(attempts)
        .where(eq(attempts.sessionUuid, sessionUuid))
        .limit(1);
      return row ?? null;
    },

    async findById(id: number): Promise<AttemptRow | null> {
      const [row] = await db.select(attemptColumns).from(attempts).where(eq(attempts.id, id)).limit(1);
      return row ?? null;
    },

    async hasAny(userId: number, testId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: attempts.id })
        .from(attempts)
        .where(and(eq(attempts.userId, userId), eq(attempts.testId, testId)))
        .limit(1);
      return Boolean(row);
    },

    /** Creates an attempt; null when one is already in progress for this student and test. */
    async insert(input: {
      sessionUuid: string;
      userId: number;
      testId: number;
      startedAt: Date;
      deadlineAt: Date;
    }): Promise<AttemptRow | null> {
      try {
        const [row] = await db
          .insert(attempts)
          .values({ ...input, status: 'in_progress', lastActivityAt: input.startedAt })
          .returning(attemptColumns);
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async answers(attemptId: number, tx: Db | Tx = db): Promise<AnswerRow[]> {
      return tx
        .select({
          questionId: attemptAnswers.questionId,
          selectedAnswer: attemptAnswers.selectedAnswer,
          isMarked: attemptAnswers.isMarked,
          timeSpentSeconds: attemptAnswers.timeSpentSeconds,
          seq: attemptAnswers.seq,
        })
        .from(attemptAnswers)
        .where(eq(attemptAnswers.attemptId, attemptId))
        .orderBy(asc(attemptAnswers.questionId));
    },

    /**
     * Writes one answer if the attempt is still open and the save is newer than what is stored.
     * The attempt row is share-locked so a submission cannot slip in between the check and the write.
     */
    async saveAnswer(input: {
      attemptId: number;
      questionId: number;
      selectedAnswer: number | null;
      isMarked: boolean;
      timeSpentSeconds: number;
      seq: number;
      now: Date;
      /** Only the choice changes; the stored mark and time stay (the final answers of a submission). */
      keepTimeAndMark?: boolean;
    }): Promise<'saved' | 'stale' | 'closed'> {
      return db.transaction(async (tx) => {
        const [attempt] = await tx
          .select({ status: attempts.status })
          .from(attempts)
          .where(eq(attempts.id, input.attemptId))
          .for('share');
        if (attempt?.status !== 'in_progress') return 'closed';
        const written = await tx
          .insert(attemptAnswers)
          .values({
            attemptId: input.attemptId,
            questionId: input.questionId,
            selectedAnswer: input.selectedAnswer,
            isMarked: input.isMarked,
            timeSpentSeconds: input.timeSpentSeconds,
            seq: input.seq,
            updatedAt: input.now,
          })
          .onConflictDoUpdate({
            target: [attemptAnswers.attemptId, attemptAnswers.questionId],
            set: {
              selectedAnswer: sql`excluded.selected_answer`,
              ...(input.keepTimeAndMark
                ? {}
                : { isMarked: sql`excluded.is_marked`, timeSpentSeconds: sql`excluded.time_spent_seconds` }),
              seq: sql`excluded.seq`,
              updatedAt: sql`excluded.updated_at`,
            },
            setWhere: sql`${attemptAnswers.seq} < excluded.seq`,
          })
          .returning({ seq: attemptAnswers.seq });
        return written.length === 1 ? 'saved' : 'stale';
      });
    },

    async touch(attemptId: number, now: Date): Promise<void> {
      await db
        .update(attempts)
        .set({ lastActivityAt: now })
        .where(
          and(eq(attempts.id, attemptId), lt(attempts.lastActivityAt, new Date(now.getTime() - 10_000))),
        );
    },

    async maxSeq(attemptId: number): Promise<number> {
      const [row] = await db
        .select({ max: sql<number>`coalesce(max(${attemptAnswers.seq}), 0)` })
        .from(attemptAnswers)
        .where(eq(attemptAnswers.attemptId, attemptId));
      return Number(row?.max ?? 0);
    },

    async resultIdOf(attemptId: number): Promise<number | null> {
      const [row] = await db.select({ id: results.id }).from(results).where(eq(results.attemptId, attemptId));
      return row?.id ?? null;
    },

    /**
     * Closes an attempt exactly once: with the attempt row locked, reads its answers and the answer key,
     * lets `score` (pure) compute the result, stores it and marks the attempt submitted. Concurrent callers
     * wait for the lock and get the same result id.
     */
    finalize(
      attemptId: number,
      submittedBy: 'student' | 'server' | 'restart',
      now: Date,
      score: Scorer,
    ): Promise<number> {
      return db.transaction((tx) => finalizeIn(tx, attemptId, submittedBy, now, score));
    },

    /** In-progress attempts whose time (plus grace) is over, oldest first, claimed so two servers never race. */
    async submitExpired(before: Date, limit: number, now: Date, score: Scorer): Promise<number> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select(attemptColumns)
          .from(attempts)
          .where(and(eq(attempts.status, 'in_progress'), lt(attempts.deadlineAt, before)))
          .orderBy(asc(attempts.deadlineAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        for (const attempt of due) await finalizeIn(tx, attempt.id, 'server', now, score);
        return due.length;
      });
    },

    async latestResultId(userId: number, testId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: results.id })
        .from(results)
        .where(and(eq(results.userId, userId), eq(results.testId, testId)))
        .orderBy(desc(results.id))
        .limit(1);
      return row?.id ?? null;
    },
  };
}

export type AttemptsRepository = ReturnType<typeof attemptsRepository>;
