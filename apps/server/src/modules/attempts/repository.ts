import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  attemptAnswers,
  attempts,
  exams,
  questions,
  results,
  scoreHistogram,
  studentStats,
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

export interface SaveInput {
  sessionUuid: string;
  userId: number;
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
  accuracyRate: number;
  speedScore: number;
  timeEfficiency: number;
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

/** Scores an attempt from its answers and the test's key: pure, supplied by the service. */
export type Scorer = (
  attempt: AttemptRow,
  answers: AnswerRow[],
  key: { questionId: number; correctIndex: number; difficulty: 'easy' | 'medium' | 'hard' }[],
  marking: { correct: number; incorrect: number; unattempted: number },
) => Omit<NewResult, 'attemptId' | 'userId' | 'testId'>;

/** The browser's last word on each question, sent with the submission. */
export interface FinalChoice {
  questionId: number;
  selectedAnswer: number | null;
}

async function finalizeIn(
  tx: Tx,
  attemptId: number,
  submittedBy: 'student' | 'server' | 'restart',
  now: Date,
  score: Scorer,
  finalChoices: FinalChoice[] = [],
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
  if (finalChoices.length > 0) {
    // Under the attempt's lock, in one statement: each choice goes after every save already stored (its seq
    // is above the highest one and the server clock), keeping the stored mark and time.
    await tx.execute(sql`
      with base as (
        select greatest(coalesce(max(seq), 0), ${now.getTime()}) as s from attempt_answers where attempt_id = ${attemptId}
      )
      insert into attempt_answers (attempt_id, question_id, selected_answer, seq, updated_at)
      select ${attemptId}, c.q, c.a, base.s + c.n, ${now.toISOString()}::timestamptz
        from json_to_recordset(${JSON.stringify(
          finalChoices.map((c, i) => ({ q: c.questionId, a: c.selectedAnswer, n: i + 1 })),
        )}::json) as c(q int, a smallint, n int), base
      on conflict (attempt_id, question_id) do update
         set selected_answer = excluded.selected_answer, seq = excluded.seq, updated_at = excluded.updated_at`);
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
  // The key and the exam's marking in one round trip (a test has at least one question): at the end of an
  // exam hundreds of these run each second, and each statement costs more in the driver than in the database.
  const keyRows = await tx
    .select({
      questionId: questions.id,
      correctIndex: questions.correctIndex,
      difficulty: questions.difficulty,
      correct: exams.markCorrect,
      incorrect: exams.markIncorrect,
      unattempted: exams.markUnattempted,
    })
    .from(testQuestions)
    .innerJoin(questions, eq(questions.id, testQuestions.questionId))
    .innerJoin(tests, eq(tests.id, testQuestions.testId))
    .innerJoin(exams, eq(exams.id, tests.examId))
    .where(eq(testQuestions.testId, attempt.testId))
    .orderBy(asc(testQuestions.position));
  const key = keyRows.map(({ questionId, correctIndex, difficulty }) => ({
    questionId,
    correctIndex,
    difficulty,
  }));
  const marking = {
    correct: keyRows[0]!.correct,
    incorrect: keyRows[0]!.incorrect,
    unattempted: keyRows[0]!.unattempted,
  };
  const computed = score(attempt, answers, key, marking);
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
  await recordForRanks(tx, attempt.userId, attempt.testId, computed.percScore, !earlier, now);
  return inserted!.id;
}

/**
 * Adds deltas to histogram buckets (each to its fine row and its whole-percent row) in one statement. Every
 * submission of a test bumps the same few rows, so they are written last in the transaction, in one round trip
 * and in one order (scope, bucket): each row lock is held only until the commit that follows, and two
 * submissions never wait on each other crosswise.
 */
async function bumpAll(
  tx: Tx,
  changes: { scope: string; fineBucket: number; delta: number }[],
): Promise<void> {
  const deltas = new Map<string, { scope: string; bucket: number; count: number }>();
  for (const { scope, fineBucket, delta } of changes) {
    for (const [s, b] of [
      [scope, fineBucket],
      [`${scope}:pct`, Math.floor(fineBucket / 100)],
    ] as const) {
      const row = deltas.get(`${s}|${b}`) ?? { scope: s, bucket: b, count: 0 };
      row.count += delta;
      deltas.set(`${s}|${b}`, row);
    }
  }
  // A row may be written once per statement: a student's average leaving and entering one bucket nets out.
  const rows = [...deltas.values()]
    .filter((r) => r.count !== 0)
    .sort((a, b) => (a.scope === b.scope ? a.bucket - b.bucket : a.scope < b.scope ? -1 : 1));
  if (rows.length === 0) return;
  await tx
    .insert(scoreHistogram)
    .values(rows)
    .onConflictDoUpdate({
      target: [scoreHistogram.scope, scoreHistogram.bucket],
      set: { count: sql`${scoreHistogram.count} + excluded.count` },
    });
}

/**
 * Keeps the rank histograms true as results arrive, inside the submission's transaction: a first attempt
 * joins its test's histogram and moves the student's average of first attempts from its old bucket to its new
 * one (the student's stats row is locked, so two submissions of one student cannot interleave).
 */
async function recordForRanks(
  tx: Tx,
  userId: number,
  testId: number,
  percScore: number,
  isFirstAttempt: boolean,
  now: Date,
): Promise<void> {
  // Issue 13: ranks count first attempts only. A retake never enters the test's histogram nor the average
  // behind the All India Rank, so retaking a test with its key known cannot move either rank.
  if (!isFirstAttempt) return;
  await tx
    .insert(studentStats)
    .values({ userId, totalTests: 0, sumPerc: 0, avgBucket: 0, updatedAt: now })
    .onConflictDoNothing();
  const [stats] = await tx.select().from(studentStats).where(eq(studentStats.userId, userId)).for('update');
  const totalTests = stats!.totalTests + 1;
  const sumPerc = stats!.sumPerc + percScore;
  const avgBucket = Math.round((sumPerc / totalTests) * 100);
  await tx
    .update(studentStats)
    .set({ totalTests, sumPerc, avgBucket, updatedAt: now })
    .where(eq(studentStats.userId, userId));
  await bumpAll(tx, [
    { scope: `test:${testId}`, fineBucket: Math.round(percScore * 100), delta: 1 },
    ...(stats!.totalTests > 0 ? [{ scope: 'avg', fineBucket: stats!.avgBucket, delta: -1 }] : []),
    { scope: 'avg', fineBucket: avgBucket, delta: 1 },
  ]);
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
      // The partial unique index (one in progress per student and test) turns a second start into no row.
      const [row] = await db
        .insert(attempts)
        .values({ ...input, status: 'in_progress', lastActivityAt: input.startedAt })
        .onConflictDoNothing({
          target: [attempts.userId, attempts.testId],
          where: sql`status = 'in_progress'`,
        })
        .returning(attemptColumns);
      return row ?? null;
    },

    async answers(attemptId: number): Promise<AnswerRow[]> {
      return db
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
     * The hot path of an exam: writes many students' answers in one statement. Each is written only when its
     * session belongs to that student, is still in progress and in time, the question is in its test, and the
     * save is newer than the stored one. Attempt rows are share-locked, so a submission (which takes its row
     * FOR UPDATE) cannot read the answers between this statement's check and its write.
     * Returns, per input, whether it was written; the caller finds out why when it was not.
     */
    async saveManyIfOpen(inputs: SaveInput[], now: Date, notBefore: Date): Promise<boolean[]> {
      // Two saves of one question in one statement would touch a row twice: only the newest goes in, and
      // the others count as stale, which they are.
      const newest = new Map<string, SaveInput>();
      for (const input of inputs) {
        const key = `${input.sessionUuid}|${input.userId}|${input.questionId}`;
        const kept = newest.get(key);
        if (!kept || kept.seq < input.seq) newest.set(key, input);
      }
      const rows = [...newest.values()].map((i) => ({
        u: i.sessionUuid,
        uid: i.userId,
        q: i.questionId,
        a: i.selectedAnswer,
        m: i.isMarked,
        t: i.timeSpentSeconds,
        s: i.seq,
      }));
      const result = await db.execute(sql`
        with x as (
          select * from json_to_recordset(${JSON.stringify(rows)}::json)
            as r(u uuid, uid int, q int, a smallint, m boolean, t int, s bigint)
        ), written as (
          insert into attempt_answers
            (attempt_id, question_id, selected_answer, is_marked, time_spent_seconds, seq, updated_at)
          select a.id, x.q, x.a, x.m, x.t, x.s, ${now.toISOString()}::timestamptz
            from x
            join attempts a on a.session_uuid = x.u and a.user_id = x.uid
            join test_questions tq on tq.test_id = a.test_id and tq.question_id = x.q
           where a.status = 'in_progress' and a.deadline_at >= ${notBefore.toISOString()}::timestamptz
           for share of a
          on conflict (attempt_id, question_id) do update
             set selected_answer = excluded.selected_answer, is_marked = excluded.is_marked,
                 time_spent_seconds = excluded.time_spent_seconds, seq = excluded.seq,
                 updated_at = excluded.updated_at
           where attempt_answers.seq < excluded.seq
          returning attempt_id, question_id, seq
        )
        select a.session_uuid::text as u, w.question_id as q, w.seq::text as s
          from written w join attempts a on a.id = w.attempt_id`);
      const written = new Set(
        (result as unknown as { rows: { u: string; q: number; s: string }[] }).rows.map(
          (r) => `${r.u}|${r.q}|${r.s}`,
        ),
      );
      return inputs.map((i) => written.has(`${i.sessionUuid}|${i.questionId}|${i.seq}`));
    },

    /** When the student last changed an answer (or started). */
    async lastActivity(attemptId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<string | Date | null>`max(${attemptAnswers.updatedAt})` })
        .from(attemptAnswers)
        .where(eq(attemptAnswers.attemptId, attemptId));
      return row?.at ? new Date(row.at) : null;
    },

    async resultIdOf(attemptId: number): Promise<number | null> {
      const [row] = await db.select({ id: results.id }).from(results).where(eq(results.attemptId, attemptId));
      return row?.id ?? null;
    },

    /**
     * Closes an attempt exactly once: with the attempt row locked, writes the final choices (if any), reads its
     * answers and the answer key,
     * lets `score` (pure) compute the result, stores it and marks the attempt submitted. Concurrent callers
     * wait for the lock and get the same result id.
     */
    finalize(
      attemptId: number,
      submittedBy: 'student' | 'server' | 'restart',
      now: Date,
      score: Scorer,
      finalChoices: FinalChoice[] = [],
    ): Promise<number> {
      return db.transaction((tx) => finalizeIn(tx, attemptId, submittedBy, now, score, finalChoices));
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
