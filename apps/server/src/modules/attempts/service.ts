import { randomUUID } from 'node:crypto';
import {
  ATTEMPT_MESSAGES,
  type AttemptSession,
  SAVE_GRACE_SECONDS,
  type SavedAnswer,
} from '@aspirant/contract/attempts.ts';
import { QUOTA_MESSAGES, type User } from '@aspirant/contract/fields.ts';
import type { Notify } from '@aspirant/contract/notifications.ts';
import { TEST_MESSAGES } from '@aspirant/contract/tests.ts';
import { markPaper, round2 } from '@aspirant/domain/marking.ts';
import { allowedAttempts, istText, windowState } from '@aspirant/domain/schedule.ts';
import { accuracy } from '@aspirant/domain/scores.ts';
import { questionsPerMinute, timeEfficiency } from '@aspirant/domain/time.ts';
import { batcher } from '../../lib/batcher.ts';
import type { Clock } from '../../lib/clock.ts';
import { concurrencyLimit } from '../../lib/concurrency.ts';
import { AppError } from '../../lib/errors.ts';
import type { Limit, RateLimiter } from '../../lib/rate-limit.ts';
import type {
  AttemptRow,
  AttemptsRepository,
  FinalChoice,
  KeyRow,
  Marking,
  NewResult,
  SaveInput,
  StudentTotals,
  Submission,
} from '../../repositories/attempts.ts';
import type { Tx } from '../../repositories/transaction.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import { ATTEMPT_START_QUOTA } from './limits.ts';

const GRACE_MS = SAVE_GRACE_SECONDS * 1000;

/**
 * Submissions marked at once by one process. Marking is a transaction of a dozen statements; at the end of an
 * exam hundreds arrive each second, and unbounded they would hold every pooled connection (10) while saves and
 * starts of the students still writing wait behind them (bench/README.md, exam day). Past this, they queue here.
 */
const CONCURRENT_SUBMISSIONS = 4;

/**
 * Marks an attempt (DESIGN.md: computed by the server from its own records only).
 * Time spent runs from the start to the submission, never past the deadline.
 */
export function scorer(submittedAt: Date) {
  return (
    attempt: AttemptRow,
    answers: { questionId: number; selectedAnswer: number | null }[],
    key: KeyRow[],
    marking: Marking,
  ): Omit<NewResult, 'attemptId' | 'userId' | 'testId'> => {
    const { answeredDifficulties, ...marks } = markPaper(
      key,
      new Map(answers.map((a) => [a.questionId, a.selectedAnswer])),
      marking,
    );
    const end = Math.min(submittedAt.getTime(), attempt.deadlineAt.getTime());
    const timeSpentSeconds = Math.max(0, Math.round((end - attempt.startedAt.getTime()) / 1000));
    return {
      ...marks,
      timeSpentSeconds,
      accuracyRate: round2(accuracy(marks.correct, marks.attempted)),
      speedScore: round2(questionsPerMinute(marks.attempted, timeSpentSeconds)),
      timeEfficiency: round2(timeEfficiency(answeredDifficulties, timeSpentSeconds)),
    };
  };
}

/**
 * Rank bookkeeping for a first attempt (issue 13: retakes never enter a rank): the student's running totals
 * gain the result, and the histograms move: the test's gains the result's bucket, the average's loses the
 * student's old bucket (if any) and gains the new one. Each bucket counts in its fine row and its whole-percent
 * row; a row appears once (a student whose average stays in one bucket nets out and is left alone).
 */
export function rankBookkeeping(
  totals: StudentTotals,
  testId: number,
  percScore: number,
): { totals: StudentTotals; histogram: Submission['histogram'] } {
  const totalTests = totals.totalTests + 1;
  const sumPerc = totals.sumPerc + percScore;
  const avgBucket = Math.round((sumPerc / totalTests) * 100);
  const changes = [
    { scope: `test:${testId}`, fineBucket: Math.round(percScore * 100), delta: 1 },
    ...(totals.totalTests > 0 ? [{ scope: 'avg', fineBucket: totals.avgBucket, delta: -1 }] : []),
    { scope: 'avg', fineBucket: avgBucket, delta: 1 },
  ];
  const rows = new Map<string, { scope: string; bucket: number; count: number }>();
  for (const { scope, fineBucket, delta } of changes) {
    for (const [s, b] of [
      [scope, fineBucket],
      [`${scope}:pct`, Math.floor(fineBucket / 100)],
    ] as const) {
      const row = rows.get(`${s}|${b}`) ?? { scope: s, bucket: b, count: 0 };
      row.count += delta;
      rows.set(`${s}|${b}`, row);
    }
  }
  return {
    totals: { totalTests, sumPerc, avgBucket },
    histogram: [...rows.values()].filter((r) => r.count !== 0),
  };
}

export function attemptsService(deps: {
  attempts: AttemptsRepository;
  tests: CatalogueService;
  clock: Clock;
  limiter: RateLimiter;
  /** New attempts per student (ATTEMPT_START_QUOTA unless a test passes a small one). */
  startQuota?: Limit;
  /**
   * Issue 17 point 6: 'Your result is ready' when the server submits an attempt at its deadline. It never
   * rejects (app.ts logs its failures): a notice is never a reason for a marking to fail.
   */
  notify?: Notify;
  /**
   * Told of every attempt that changed (started, an answer saved, submitted): the live exam room's hub (issue 17).
   * In-process and cheap (it only notes the id); it must not throw.
   */
  onChange?: (testId: number, attemptId: number) => void;
}) {
  const { attempts, tests, clock } = deps;
  const changed = deps.onChange ?? (() => {});
  const startQuota = deps.startQuota ?? ATTEMPT_START_QUOTA;
  // Saves arriving together share one statement; the clock is read once per batch.
  const saveBatched = batcher(async (inputs: SaveInput[]) => {
    const now = clock.now();
    return attempts.saveManyIfOpen(inputs, now, new Date(now.getTime() - GRACE_MS));
  });

  const marking = concurrencyLimit(CONCURRENT_SUBMISSIONS);

  const isOverdue = (attempt: AttemptRow, now = clock.now()) =>
    now.getTime() > attempt.deadlineAt.getTime() + GRACE_MS;

  function session(attempt: AttemptRow, lastChange: Date | null = null): AttemptSession {
    const now = clock.now();
    return {
      id: attempt.id,
      sessionUuid: attempt.sessionUuid,
      testId: attempt.testId,
      startTime: attempt.startedAt.toISOString(),
      deadline: attempt.deadlineAt.toISOString(),
      serverTime: now.toISOString(),
      remainingSeconds: Math.max(0, Math.floor((attempt.deadlineAt.getTime() - now.getTime()) / 1000)),
      lastActivity: new Date(
        Math.max(attempt.lastActivityAt.getTime(), lastChange?.getTime() ?? 0),
      ).toISOString(),
      lastQuestionIndex: attempt.lastQuestionIndex,
    };
  }

  /**
   * Marks an attempt under its lock (DESIGN.md: computed by the server from its own records only): the final
   * choices go after every stored save, the score comes from the stored answers and the key, a first attempt
   * moves the student's totals and the rank histograms. Three statements in one transaction. Concurrent
   * callers wait for the lock and get the same result id.
   */
  async function markIn(
    tx: Tx,
    attempt: AttemptRow,
    by: Submission['submittedBy'],
    now: Date,
    finalChoices: FinalChoice[],
  ): Promise<number> {
    const inputs = await attempts.markingInputs(tx, attempt, now);
    // Each final choice goes after every save already stored (above the highest seq and the server clock).
    const base = Math.max(now.getTime(), ...inputs.answers.map((a) => a.seq));
    const chosen = new Map(inputs.answers.map((a) => [a.questionId, a.selectedAnswer]));
    for (const c of finalChoices) chosen.set(c.questionId, c.selectedAnswer);
    const answers = [...chosen].map(([questionId, selectedAnswer]) => ({ questionId, selectedAnswer }));
    const computed = scorer(now)(attempt, answers, inputs.key, inputs.marking);
    const isFirstAttempt = !inputs.hasEarlierResult;
    const ranks = isFirstAttempt ? rankBookkeeping(inputs.totals, attempt.testId, computed.percScore) : null;
    return attempts.recordSubmission(tx, {
      attemptId: attempt.id,
      submittedBy: by,
      now,
      finalChoices: finalChoices.map((c, i) => ({ ...c, seq: base + i + 1 })),
      result: {
        ...computed,
        attemptId: attempt.id,
        userId: attempt.userId,
        testId: attempt.testId,
        isFirstAttempt,
      },
      totals: ranks?.totals ?? null,
      histogram: ranks?.histogram ?? [],
    });
  }

  function finalize(
    attempt: AttemptRow,
    by: Submission['submittedBy'],
    finalChoices: FinalChoice[] = [],
  ): Promise<number> {
    // Timed when it arrived: waiting for its turn adds nothing to the time spent.
    const now = clock.now();
    return marking(async () => {
      const resultId = await attempts.transaction(async (tx) => {
        const locked = await attempts.lockForMarking(tx, attempt.id);
        if (!locked) throw new Error(`attempt ${attempt.id} vanished`);
        if (locked.status === 'submitted') return locked.resultId!;
        return markIn(tx, locked, by, now, finalChoices);
      });
      changed(attempt.testId, attempt.id);
      return resultId;
    });
  }

  /**
   * Tells the student a result the server made is ready, after its marking committed. The key `result:<id>`
   * makes it once, whichever of the sweep and an auto-submit got there.
   */
  async function resultReady(submitted: { userId: number; testId: number }, resultId: number) {
    if (!deps.notify) return;
    // A test deleted meanwhile has no name to tell: no notice, and the sweep goes on.
    const test = await tests.requireTest(submitted.testId).catch(() => null);
    if (!test) return;
    await deps.notify({
      userIds: [submitted.userId],
      kind: 'result_ready',
      testId: submitted.testId,
      resultId,
      data: { testName: test.name },
      dedupeKey: `result:${resultId}`,
    });
  }

  /** The student's open attempt of a test; one whose time ran out is submitted on the spot instead. */
  async function openAttempt(user: User, testId: number): Promise<AttemptRow | null> {
    const attempt = await attempts.findInProgress(user.id, testId);
    if (attempt && isOverdue(attempt)) {
      await resultReady(attempt, await finalize(attempt, 'server'));
      return null;
    }
    return attempt;
  }

  /** Unknown and someone else's sessions answer alike. */
  async function ownAttempt(user: User, sessionUuid: string): Promise<AttemptRow> {
    const attempt = await attempts.findByUuid(sessionUuid);
    if (!attempt || attempt.userId !== user.id)
      throw new AppError('NOT_FOUND', ATTEMPT_MESSAGES.attemptNotFound);
    return attempt;
  }

  /** The answer of a start that finds the test already running. */
  async function resume(running: AttemptRow) {
    const lastChange = await attempts.lastActivity(running.id);
    return {
      success: true as const,
      sessionUuid: running.sessionUuid,
      resumed: true,
      attempt: session(running, lastChange),
    };
  }

  return {
    hasAttempt: (userId: number, testId: number) => attempts.hasAny(userId, testId),

    async inProgress(user: User, testId: number) {
      await tests.visibleTest(user, testId, { orRunning: true });
      const attempt = await openAttempt(user, testId);
      if (!attempt) return { success: true as const, attempt: null, session: null, savedAnswers: [] };
      const answers = await attempts.answers(attempt.id);
      const savedAnswers: SavedAnswer[] = answers.map((a) => ({
        questionId: a.questionId,
        selectedAnswer: a.selectedAnswer,
        markedForReview: a.isMarked,
        timeSpent: a.timeSpentSeconds,
      }));
      return {
        success: true as const,
        attempt: session(attempt, await attempts.lastActivity(attempt.id)),
        session: { startTime: attempt.startedAt.toISOString() },
        savedAnswers,
      };
    },

    /** Starts the test, or hands back the attempt already running (a second tab, a retried request). */
    async start(user: User, testId: number) {
      const test = await tests.visibleTest(user, testId, { orRunning: true });
      if (!test.visible) {
        // Met only through the attempt in progress (the test was archived or its audience changed): resumed,
        // never started again.
        const running = await openAttempt(user, testId);
        if (running) return resume(running);
        throw new AppError('NOT_FOUND', TEST_MESSAGES.testNotFound);
      }
      if (test.questionCount <= 0) throw new AppError('VALIDATION', ATTEMPT_MESSAGES.noQuestions);
      // Decision 0011: only a new attempt counts against the quota, and resuming one is never refused. The
      // quota is read without counting (no database read: an exam's start spike stays one statement), and
      // counted once an attempt is created.
      const quotaKey = `quota:attempt-start:${user.id}`;
      const quota = await deps.limiter.peek(quotaKey, startQuota);
      if (!quota.allowed) {
        const running = await openAttempt(user, testId);
        if (running) return resume(running);
        const { retryAfterSeconds } = quota;
        const message = QUOTA_MESSAGES.attemptStarts({ ...startQuota, retryAfterSeconds });
        throw new AppError('RATE_LIMITED', message, { retryAfterSeconds });
      }
      // Issue 17: a window and a number of attempts. An attempt in progress resumes whatever they say (it runs
      // to its own deadline past the close); a new one only inside the window and within the allowance.
      const allowed = allowedAttempts(test, test.granted);
      if (allowed !== null || windowState(test, clock.now()) !== 'open') {
        const running = await openAttempt(user, testId);
        if (running) return resume(running);
        const state = windowState(test, clock.now());
        if (state === 'upcoming')
          throw new AppError('CONFLICT', ATTEMPT_MESSAGES.notOpenYet(istText(test.opensAt!)));
        if (state === 'closed')
          throw new AppError('CONFLICT', ATTEMPT_MESSAGES.closed(istText(test.closesAt!)));
        // `used` counts every attempt of the test, the one just closed by openAttempt included.
        if (allowed !== null && test.used >= allowed)
          throw new AppError('FORBIDDEN', ATTEMPT_MESSAGES.noAttemptsLeft(allowed));
      }
      for (let tries = 0; tries < 3; tries++) {
        // Insert first: the common case (nothing running) is one statement.
        const now = clock.now();
        const created = await attempts.insert({
          sessionUuid: randomUUID(),
          userId: user.id,
          testId,
          startedAt: now,
          durationMinutes: test.durationMinutes,
        });
        if (created) {
          changed(testId, created.id);
          // Starts racing past the read above may go a few over the quota: it bounds a loop, not a tab.
          await deps.limiter.hit(quotaKey, startQuota);
          return {
            success: true as const,
            sessionUuid: created.sessionUuid,
            resumed: false,
            attempt: session(created),
          };
        }
        const running = await openAttempt(user, testId);
        if (running) return resume(running);
      }
      throw new AppError('CONFLICT', 'The test could not be started. Please try again.');
    },

    async save(
      user: User,
      input: {
        sessionUuid: string;
        questionId: number;
        selectedAnswer: number | null;
        timeSpentSeconds: number;
        isMarkedForReview: boolean;
        seq?: number | undefined;
      },
    ) {
      const now = clock.now();
      // Without the browser's counter, arrival order decides (server milliseconds keep increasing).
      const seq = input.seq ?? now.getTime();
      const saved = await saveBatched({
        sessionUuid: input.sessionUuid,
        userId: user.id,
        questionId: input.questionId,
        selectedAnswer: input.selectedAnswer,
        isMarked: input.isMarkedForReview,
        timeSpentSeconds: input.timeSpentSeconds,
        seq,
      });
      if (saved) {
        changed(saved.testId, saved.attemptId);
        return { success: true as const, saved: true, seq, deadline: saved.deadlineAt.toISOString() };
      }
      // Nothing written: say why, or report a stale save (a newer one is already stored).
      const attempt = await ownAttempt(user, input.sessionUuid);
      if (attempt.status !== 'in_progress') throw new AppError('CONFLICT', ATTEMPT_MESSAGES.attemptClosed);
      if (isOverdue(attempt, now)) throw new AppError('CONFLICT', ATTEMPT_MESSAGES.deadlinePassed);
      const options = await tests.optionCountIn(attempt.testId, input.questionId);
      if (options === null) throw new AppError('VALIDATION', ATTEMPT_MESSAGES.questionNotInTest);
      // Issue 16: a question has 2 to 6 options; the answer is one of its own.
      if (input.selectedAnswer !== null && input.selectedAnswer >= options) {
        throw new AppError('VALIDATION', ATTEMPT_MESSAGES.answerOutOfRange(options));
      }
      return { success: true as const, saved: false, seq };
    },

    /** Issue 15: keeps the question the student has open, so a resume elsewhere opens it. */
    async savePosition(
      user: User,
      input: { sessionUuid: string; questionIndex: number; language?: 'en' | 'hi' | undefined },
    ) {
      const now = clock.now();
      const notBefore = new Date(now.getTime() - GRACE_MS);
      const position = { questionIndex: input.questionIndex, language: input.language ?? null };
      if (await attempts.savePositionIfOpen(input.sessionUuid, user.id, position, notBefore)) {
        return { success: true as const };
      }
      // Nothing written: say why (the same refusals as a save, in the same order).
      const attempt = await ownAttempt(user, input.sessionUuid);
      if (attempt.status !== 'in_progress') throw new AppError('CONFLICT', ATTEMPT_MESSAGES.attemptClosed);
      if (isOverdue(attempt, now)) throw new AppError('CONFLICT', ATTEMPT_MESSAGES.deadlinePassed);
      throw new AppError('VALIDATION', ATTEMPT_MESSAGES.badQuestionIndex);
    },

    /** 'Start Afresh': the old attempt is submitted as it stands, so a first attempt is never erased. */
    async complete(user: User, attemptId: number) {
      const attempt = await attempts.findById(attemptId);
      if (!attempt || attempt.userId !== user.id)
        throw new AppError('NOT_FOUND', ATTEMPT_MESSAGES.attemptNotFound);
      const resultId =
        attempt.status === 'submitted'
          ? await attempts.resultIdOf(attempt.id)
          : await finalize(attempt, 'restart');
      return { success: true as const, resultId: resultId! };
    },

    /**
     * POST /api/results: the final answers are saved (when still in time), then the attempt is marked.
     * Idempotent: every later call for the same attempt returns the same result.
     */
    async submit(
      user: User,
      input: {
        testId: number;
        sessionUuid?: string | undefined;
        answers: { questionId: number; selectedAnswer?: number | null | undefined }[];
      },
    ) {
      // The student's own attempt is submitted whatever became of the test since (archived, audience changed):
      // no answer is lost. Without one, a test the student may not see answers like an unknown one.
      const attempt: AttemptRow | null = input.sessionUuid
        ? await attempts.findByUuid(input.sessionUuid)
        : await attempts.findInProgress(user.id, input.testId);
      if (!attempt || attempt.userId !== user.id || attempt.testId !== input.testId) {
        await tests.visibleTest(user, input.testId);
        if (attempt) throw new AppError('NOT_FOUND', ATTEMPT_MESSAGES.attemptNotFound);
      }
      if (!attempt) {
        // A retried submit after success: hand back the result it made.
        const latest = await attempts.latestResultId(user.id, input.testId);
        if (latest !== null && input.sessionUuid === undefined)
          return { success: true as const, result: { id: latest } };
        throw new AppError('NOT_FOUND', ATTEMPT_MESSAGES.attemptNotFound);
      }
      if (attempt.status === 'submitted') {
        return { success: true as const, result: { id: (await attempts.resultIdOf(attempt.id))! } };
      }
      const ids = [...new Set(input.answers.map((a) => a.questionId))];
      const inTest = await deps.tests.questionsInTest(attempt.testId, ids);
      if (inTest.size !== ids.length) throw new AppError('VALIDATION', ATTEMPT_MESSAGES.questionNotInTest);
      for (const a of input.answers) {
        const options = inTest.get(a.questionId)!;
        if (a.selectedAnswer != null && a.selectedAnswer >= options) {
          throw new AppError('VALIDATION', ATTEMPT_MESSAGES.answerOutOfRange(options));
        }
      }
      // Choices sent after the deadline and its grace are not taken; the saved ones stand.
      // A question sent twice counts once, as its last choice (a row may be written once per statement).
      const lastChoice = new Map<number, number | null>();
      for (const a of input.answers) {
        if (a.selectedAnswer !== undefined) lastChoice.set(a.questionId, a.selectedAnswer);
      }
      const finalChoices: FinalChoice[] = isOverdue(attempt)
        ? []
        : [...lastChoice].map(([questionId, selectedAnswer]) => ({ questionId, selectedAnswer }));
      const id = await finalize(attempt, 'student', finalChoices);
      return { success: true as const, result: { id } };
    },

    /**
     * Submits every attempt whose deadline and grace have passed, each in its own transaction (up to `limit`);
     * safe to run on every server at once.
     */
    async sweep(limit = 100): Promise<number> {
      let marked = 0;
      for (; marked < limit; marked++) {
        const now = clock.now();
        const done = await marking(() =>
          attempts.transaction(async (tx) => {
            const due = await attempts.claimExpired(tx, new Date(now.getTime() - GRACE_MS));
            if (!due) return null;
            return { attempt: due, resultId: await markIn(tx, due, 'server', now, []) };
          }),
        );
        if (!done) break;
        changed(done.attempt.testId, done.attempt.id);
        // After the commit: a notice never holds the marking's locks.
        await resultReady(done.attempt, done.resultId);
      }
      return marked;
    },
  };
}

export type AttemptsService = ReturnType<typeof attemptsService>;
