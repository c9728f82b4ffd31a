import type { User } from '@aspirant/contract/fields.ts';
import { INSIGHT_MESSAGES, type RegradeBody, type RegradeLog } from '@aspirant/contract/insights.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import { choiceAt } from '@aspirant/domain/answer-sheet.ts';
import { type Dropped, markSheet, outcome, type PaperKey, round2 } from '@aspirant/domain/marking.ts';
import { accuracy } from '@aspirant/domain/scores.ts';
import { questionsPerMinute, timeEfficiency } from '@aspirant/domain/time.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type {
  BatchWrite,
  RegradeRow,
  RegradesRepository,
  RegradeTestRow,
  RemarkedResult,
  ResultToMark,
  StatsRow,
} from '../../repositories/regrades.ts';
import type { InTransaction } from '../../repositories/transaction.ts';

const M = INSIGHT_MESSAGES;

/**
 * Results rescored per transaction: short enough that submissions and saves never wait long behind one. The
 * batch's own work in this process (marking, the writes' arrays) holds the event loop: at 1,000 a batch, saves of
 * another test had a p99 of 77-93 ms during a regrade of 100,000 results; at 250, 32-37 ms, and the regrade took
 * 17-21 s instead of 18 (bench/README.md, item analysis).
 */
export const REGRADE_BATCH_SIZE = 250;
/** How often each server looks for regrades left unfinished (a process died mid-way) and resumes them. */
export const REGRADE_RESUME_INTERVAL_MS = 60_000;

export function regradeLog(r: RegradeRow): RegradeLog {
  return {
    id: r.id,
    position: r.position,
    questionId: r.questionId,
    action: r.action,
    accepted: r.accepted,
    dropped: r.dropped,
    previous: r.previous,
    by: r.by,
    createdAt: r.createdAt.toISOString(),
    inProgress: r.inProgress,
    resultsSeen: r.resultsSeen,
    resultsChanged: r.resultsChanged,
    finishedAt: r.finishedAt ? r.finishedAt.toISOString() : null,
  };
}

/**
 * A result's marks under a key (in paper order, as the result's answer sheet), with the figures the submission
 * derives from them (attempts/service scorer).
 */
export function remark(
  key: readonly PaperKey[],
  result: Pick<ResultToMark, 'sheet' | 'timeSpentSeconds'>,
  marks: { correct: number; incorrect: number; unattempted: number },
) {
  const { answeredDifficulties, totalQuestions: _, ...m } = markSheet(key, result.sheet, marks);
  const seconds = result.timeSpentSeconds;
  return {
    ...m,
    accuracyRate: round2(accuracy(m.correct, m.attempted)),
    speedScore: round2(questionsPerMinute(m.attempted, seconds)),
    timeEfficiency: round2(timeEfficiency(answeredDifficulties, seconds)),
  };
}

const sameMarks = (a: ResultToMark, b: ReturnType<typeof remark>) =>
  a.score === b.score &&
  a.totalScore === b.totalScore &&
  a.percScore === b.percScore &&
  a.correct === b.correct &&
  a.wrong === b.wrong &&
  a.unattempted === b.unattempted &&
  a.attempted === b.attempted &&
  a.accuracyRate === b.accuracyRate &&
  a.speedScore === b.speedScore &&
  a.timeEfficiency === b.timeEfficiency;

/** A histogram's fine bucket and its whole-percent row (attempts/service rankBookkeeping). */
function move(
  rows: Map<string, { scope: string; bucket: number; count: number }>,
  scope: string,
  fine: number,
  delta: number,
) {
  for (const [s, b] of [
    [scope, fine],
    [`${scope}:pct`, Math.floor(fine / 100)],
  ] as const) {
    const row = rows.get(`${s}|${b}`) ?? { scope: s, bucket: b, count: 0 };
    row.count += delta;
    rows.set(`${s}|${b}`, row);
  }
}

/**
 * Issue 18 point 2: fixing a test's key and rescoring its results. `start` sets the fix and logs it in one
 * transaction and answers at once; the engine then walks the test's results by id from the log row's cursor,
 * one transaction per batch: each result is marked again with `markPaper` (the test's key with every fix so
 * far), and a changed one moves its row, the student's totals and the rank histograms (first attempts), the
 * student's topic counts, and tells the student. A result that already has the new marks (submitted after the
 * fix) is left alone, so a batch applies once however a run is cut short. Only one runner takes a batch at a
 * time (the log row is taken `for update skip locked`), so servers resuming the same regrade never collide.
 */
export function regradesService(deps: {
  regrades: RegradesRepository;
  transaction: InTransaction;
  clock: Clock;
  batchSize?: number;
  /** Called inside each batch's transaction after its writes, with the batches written so far (fault tests). */
  afterBatch?: (batches: number) => void;
  /** Where a background run's failure is reported (it is resumed later). */
  onError?: (error: unknown, regradeId: number) => void;
}) {
  const { regrades, transaction, clock } = deps;
  const batchSize = deps.batchSize ?? REGRADE_BATCH_SIZE;
  /** Runs of this process, by regrade id: a second call joins the first. */
  const running = new Map<number, Promise<number>>();
  let batchesWritten = 0;
  let stopping = false;

  function mayFix(user: User, test: RegradeTestRow): boolean {
    if (user.role_id === ROLE.SUPER_ADMIN) return test.ownerCustomerId === null;
    return user.customer_id !== null && test.ownerCustomerId === user.customer_id;
  }

  /** One batch; false once the regrade has finished or another runner holds it. */
  async function step(id: number): Promise<boolean> {
    return transaction(async (tx) => {
      const rg = await regrades.claim(tx, id);
      if (!rg) return false;
      const paper = await regrades.paper(tx, rg.testId);
      const rows = await regrades.batch(tx, rg.testId, rg.cursor, batchSize);
      const topic = await regrades.topicOf(tx, rg.questionId);
      const fixed = paper.key.find((k) => k.questionId === rg.questionId);
      const before: PaperKey | undefined = fixed && { ...fixed, ...rg.previous };

      const changed: (RemarkedResult & { isFirstAttempt: boolean; oldPerc: number })[] = [];
      const topics = new Map<
        number,
        { userId: number; topicId: number; attempted: number; correct: number }
      >();
      for (const row of rows) {
        const now = remark(paper.key, row, paper.marks);
        if (sameMarks(row, now)) continue;
        changed.push({
          id: row.id,
          userId: row.userId,
          oldScore: row.score,
          oldPerc: row.percScore,
          isFirstAttempt: row.isFirstAttempt,
          score: now.score,
          totalScore: now.totalScore,
          percScore: now.percScore,
          correct: now.correct,
          wrong: now.wrong,
          unattempted: now.unattempted,
          attempted: now.attempted,
          accuracyRate: now.accuracyRate,
          speedScore: now.speedScore,
          timeEfficiency: now.timeEfficiency,
        });
        // Only the fixed question's outcome moves; its topic count follows (every result counts there).
        if (fixed && before) {
          const chosen = choiceAt(row.sheet, rg.position - 1);
          const was = outcome(before, chosen);
          const is = outcome(fixed, chosen);
          const dCorrect = Number(is === 'correct') - Number(was === 'correct');
          const dAttempted = Number(is !== 'unattempted') - Number(was !== 'unattempted');
          if (dCorrect !== 0 || dAttempted !== 0) {
            const t = topics.get(row.userId) ?? {
              userId: row.userId,
              topicId: topic.topicId,
              attempted: 0,
              correct: 0,
            };
            t.attempted += dAttempted;
            t.correct += dCorrect;
            topics.set(row.userId, t);
          }
        }
      }

      // Every student of a changed result is locked first, in user_id order, as a submission takes its own.
      const locked = await regrades.lockStats(tx, [...new Set(changed.map((c) => c.userId))]);
      const statsOf = new Map(locked.map((s) => [s.userId, s]));
      const stats: StatsRow[] = [];
      const histogram = new Map<string, { scope: string; bucket: number; count: number }>();
      for (const c of changed) {
        if (!c.isFirstAttempt) continue;
        move(histogram, `test:${rg.testId}`, Math.round(c.oldPerc * 100), -1);
        move(histogram, `test:${rg.testId}`, Math.round(c.percScore * 100), 1);
        const s = statsOf.get(c.userId);
        if (!s || s.totalTests === 0) continue;
        const sumPerc = s.sumPerc - c.oldPerc + c.percScore;
        const avgBucket = Math.round((sumPerc / s.totalTests) * 100);
        move(histogram, 'avg', s.avgBucket, -1);
        move(histogram, 'avg', avgBucket, 1);
        stats.push({ userId: s.userId, totalTests: s.totalTests, sumPerc, avgBucket });
      }

      const finished = rows.length < batchSize;
      const write: BatchWrite = {
        regradeId: rg.id,
        testId: rg.testId,
        testName: paper.testName,
        position: rg.position,
        now: clock.now(),
        results: changed,
        stats,
        histogram: [...histogram.values()].filter((h) => h.count !== 0),
        topics: [...topics.values()]
          .filter((t) => t.attempted !== 0 || t.correct !== 0)
          .sort((a, b) => a.userId - b.userId),
        cursor: rows.length > 0 ? rows[rows.length - 1]!.id : rg.cursor,
        seen: rows.length,
        finished,
      };
      await regrades.writeBatch(tx, write);
      batchesWritten++;
      deps.afterBatch?.(batchesWritten);
      return !finished;
    });
  }

  /** Runs the regrade to its end (or until another process holds it); answers the batches this call wrote. */
  function runUntilDone(id: number): Promise<number> {
    const already = running.get(id);
    if (already) return already;
    const run = (async () => {
      let batches = 0;
      try {
        while (!stopping && (await step(id))) batches++;
        return batches + 1;
      } finally {
        running.delete(id);
      }
    })();
    running.set(id, run);
    return run;
  }

  function inBackground(id: number): void {
    runUntilDone(id).catch((error: unknown) => deps.onError?.(error, id));
  }

  async function reachable(user: User, testId: number): Promise<RegradeTestRow> {
    const test = await regrades.findTest(testId);
    if (!test || !mayFix(user, test)) throw new AppError('NOT_FOUND', M.testNotFound);
    return test;
  }

  return {
    runUntilDone,

    /** Resumes every regrade left unfinished (start-up and every minute); answers how many were found. */
    async resumeAll(): Promise<number> {
      const ids = await regrades.unfinished();
      for (const id of ids) inBackground(id);
      return ids.length;
    },

    /** Waits for this process's runs to finish (tests, the bench). */
    async drain(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running.values()]);
    },

    /** A clean shutdown: runs stop after their current batch (another server, or a restart, resumes them). */
    async close(): Promise<void> {
      stopping = true;
      await Promise.allSettled([...running.values()]);
    },

    async list(user: User, testId: number): Promise<RegradeLog[]> {
      await reachable(user, testId);
      return (await regrades.list(testId)).map(regradeLog);
    },

    async start(user: User, testId: number, body: RegradeBody): Promise<RegradeLog> {
      await reachable(user, testId);
      const id = await transaction(async (tx) => {
        const test = await regrades.lockTest(tx, testId);
        if (!test || !mayFix(user, test)) throw new AppError('NOT_FOUND', M.testNotFound);
        if (test.status === 'draft') throw new AppError('CONFLICT', M.notPublished);
        const question = await regrades.question(tx, testId, body.position);
        if (!question) throw new AppError('VALIDATION', M.positionNotFound(body.position));
        const chosen =
          body.action === 'change_key' ? [body.option] : body.action === 'accept_options' ? body.options : [];
        if (chosen.some((o) => o >= question.optionCount))
          throw new AppError('VALIDATION', M.optionNotOfQuestion(question.optionCount));
        const accepted = body.action === 'drop' ? null : [...chosen].sort((a, b) => a - b);
        const dropped: Dropped | null = body.action === 'drop' ? body.marks : null;
        const same =
          body.action === 'drop'
            ? question.dropped === dropped
            : question.dropped === null && String(question.accepted) === String(accepted);
        if (same) throw new AppError('VALIDATION', M.nothingChanges);
        if (await regrades.hasUnfinished(tx, testId)) throw new AppError('CONFLICT', M.regradeRunning);
        const writing = await regrades.inProgress(tx, testId);
        if (writing > 0 && body.confirmInProgress !== true)
          throw new AppError('CONFLICT', M.inProgress(writing));
        const held = await regrades.holdInProgress(tx, testId);
        return regrades.applyFix(tx, {
          testId,
          position: body.position,
          questionId: question.questionId,
          action: body.action,
          accepted,
          dropped,
          previous: { accepted: question.accepted, dropped: question.dropped },
          by: user.id,
          inProgress: held,
          now: clock.now(),
        });
      });
      const row = await regrades.find(id);
      inBackground(id);
      return regradeLog(row!);
    },
  };
}

export type RegradesService = ReturnType<typeof regradesService>;
