import type { Dropped, Marks, PaperKey } from '@aspirant/domain/marking.ts';
import { sql } from 'drizzle-orm';
import { type Db, pgArray, rowsOf, type Tx } from '../db/client.ts';
import { acceptedSql } from './test-key.ts';

/**
 * Issue 18 point 2: a test's key fixes (regrades) and the engine's reads and writes. The fix itself is
 * `test_questions.accepted/dropped` (test-key.ts reads it); `regrades` is the log and the engine's cursor;
 * `result_regrades` marks the results a regrade changed (the result page's 'Regraded on <date>: question N').
 */

type Handle = Db | Tx;

export type RegradeAction = 'change_key' | 'accept_options' | 'drop';

export interface RegradeTestRow {
  id: number;
  name: string;
  status: 'draft' | 'published' | 'archived';
  ownerCustomerId: number | null;
}

/** A question of a test as it is marked now. */
export interface KeyQuestion {
  /** 1-based. */
  position: number;
  questionId: number;
  optionCount: number;
  accepted: number[];
  dropped: Dropped | null;
}

export interface RegradeRow {
  id: number;
  testId: number;
  position: number;
  questionId: number;
  action: RegradeAction;
  accepted: number[] | null;
  dropped: Dropped | null;
  previous: { accepted: number[]; dropped: Dropped | null };
  by: { id: number; name: string } | null;
  createdAt: Date;
  inProgress: number;
  cursor: number;
  resultsSeen: number;
  resultsChanged: number;
  finishedAt: Date | null;
}

/** A result of the test, with its answer sheet (`@aspirant/domain/answer-sheet.ts`: the options by paper position). */
export interface ResultToMark {
  id: number;
  userId: number;
  isFirstAttempt: boolean;
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
  sheet: Uint8Array;
}

/** A result's new marks. */
export interface RemarkedResult {
  id: number;
  userId: number;
  oldScore: number;
  score: number;
  totalScore: number;
  percScore: number;
  correct: number;
  wrong: number;
  unattempted: number;
  attempted: number;
  accuracyRate: number;
  speedScore: number;
  timeEfficiency: number;
}

export interface StatsRow {
  userId: number;
  totalTests: number;
  sumPerc: number;
  avgBucket: number;
}

/** What one batch writes, in one transaction (the caller's). */
export interface BatchWrite {
  regradeId: number;
  testId: number;
  testName: string;
  position: number;
  now: Date;
  results: RemarkedResult[];
  stats: StatsRow[];
  /** Histogram deltas (rows that net out are left out). */
  histogram: { scope: string; bucket: number; count: number }[];
  /** student_topic_stats deltas. */
  topics: { userId: number; topicId: number; attempted: number; correct: number }[];
  cursor: number;
  seen: number;
  finished: boolean;
}

const date = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));

interface RawRegrade {
  id: string | number;
  test_id: number;
  position: number;
  question_id: number;
  action: RegradeAction;
  accepted: number[] | null;
  dropped: Dropped | null;
  previous: { accepted: number[]; dropped: Dropped | null };
  by_id: number | null;
  by_name: string | null;
  created_at: string | Date;
  in_progress: number;
  cursor: string | number;
  results_seen: number;
  results_changed: number;
  finished_at: string | Date | null;
}

const regradeOf = (r: RawRegrade): RegradeRow => ({
  id: Number(r.id),
  testId: r.test_id,
  position: r.position,
  questionId: r.question_id,
  action: r.action,
  accepted: r.accepted ? r.accepted.map(Number) : null,
  dropped: r.dropped,
  previous: r.previous,
  by: r.by_id === null ? null : { id: r.by_id, name: r.by_name ?? '' },
  createdAt: new Date(r.created_at),
  inProgress: r.in_progress,
  cursor: Number(r.cursor),
  resultsSeen: r.results_seen,
  resultsChanged: r.results_changed,
  finishedAt: date(r.finished_at),
});

const REGRADE_COLUMNS = sql`rg.id, rg.test_id, rg.position, rg.question_id, rg.action, rg.accepted, rg.dropped,
  rg.previous, u.id as by_id, u.name as by_name, rg.created_at, rg.in_progress, rg.cursor, rg.results_seen,
  rg.results_changed, rg.finished_at`;

async function testRow(h: Handle, testId: number, lock: boolean): Promise<RegradeTestRow | null> {
  const [row] = rowsOf<{ id: number; name: string; status: RegradeTestRow['status']; owner: number | null }>(
    await h.execute(sql`select id, name, status, owner_customer_id as owner from tests
                         where id = ${testId} ${lock ? sql`for update` : sql``}`),
  );
  return row ? { id: row.id, name: row.name, status: row.status, ownerCustomerId: row.owner } : null;
}

export function regradesRepository(db: Db) {
  return {
    /** The test, its row locked (a second regrade of it waits for the first one's start to commit). */
    lockTest: (tx: Tx, testId: number) => testRow(tx, testId, true),

    findTest: (testId: number) => testRow(db, testId, false),

    /** The question at a 1-based position, as it is marked now; null when the paper is shorter. */
    async question(tx: Tx, testId: number, position: number): Promise<KeyQuestion | null> {
      const [row] = rowsOf<{
        question_id: number;
        options: number;
        accepted: number[];
        dropped: Dropped | null;
      }>(
        await tx.execute(sql`
          select tq.question_id, jsonb_array_length(q.options) as options, ${acceptedSql()} as accepted, tq.dropped
            from test_questions tq join questions q on q.id = tq.question_id
           where tq.test_id = ${testId} and tq.position = ${position - 1}`),
      );
      if (!row) return null;
      return {
        position,
        questionId: row.question_id,
        optionCount: Number(row.options),
        accepted: row.accepted.map(Number),
        dropped: row.dropped,
      };
    },

    async hasUnfinished(h: Handle, testId: number): Promise<boolean> {
      const rows = rowsOf(
        await h.execute(
          sql`select 1 from regrades where test_id = ${testId} and finished_at is null limit 1`,
        ),
      );
      return rows.length > 0;
    },

    /** Attempts of the test in progress now. */
    async inProgress(h: Handle, testId: number): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await h.execute(
          sql`select count(*)::int as n from attempts where test_id = ${testId} and status = 'in_progress'`,
        ),
      );
      return row?.n ?? 0;
    },

    /**
     * Waits for every submission of the test being marked now, and holds the test's attempts in progress
     * until the fix commits: a submission marks under its attempt's lock and reads the key after taking it, so
     * every result made after this point is marked with the fix, and every result made before is one the
     * engine will find. Answers how many attempts are in progress.
     */
    async holdInProgress(tx: Tx, testId: number): Promise<number> {
      const rows = rowsOf(
        await tx.execute(sql`select id from attempts where test_id = ${testId} and status = 'in_progress'
                               order by id for update`),
      );
      return rows.length;
    },

    /** Sets the fix on the test's paper and logs it; answers the log row's id. */
    async applyFix(
      tx: Tx,
      f: {
        testId: number;
        position: number;
        questionId: number;
        action: RegradeAction;
        accepted: number[] | null;
        dropped: Dropped | null;
        previous: { accepted: number[]; dropped: Dropped | null };
        by: number;
        inProgress: number;
        now: Date;
      },
    ): Promise<number> {
      // A changed key or accepted options keep the question in the paper (dropped cleared); a drop keeps the
      // accepted options as they were (an undone drop would mark with them again).
      const accepted = f.accepted === null ? sql`accepted` : sql`${pgArray(f.accepted)}::smallint[]`;
      await tx.execute(sql`update test_questions set accepted = ${accepted}, dropped = ${f.dropped}
                             where test_id = ${f.testId} and position = ${f.position - 1}`);
      const [row] = rowsOf<{ id: string | number }>(
        await tx.execute(sql`
          insert into regrades (test_id, position, question_id, action, accepted, dropped, previous, created_by,
                                created_at, in_progress)
          values (${f.testId}, ${f.position}, ${f.questionId}, ${f.action},
                  ${f.accepted === null ? null : pgArray(f.accepted)}::smallint[], ${f.dropped},
                  ${JSON.stringify(f.previous)}::jsonb, ${f.by}, ${f.now.toISOString()}::timestamptz,
                  ${f.inProgress})
          returning id`),
      );
      return Number(row!.id);
    },

    async find(id: number, h: Handle = db): Promise<RegradeRow | null> {
      const [row] = rowsOf<RawRegrade>(
        await h.execute(sql`select ${REGRADE_COLUMNS} from regrades rg left join users u on u.id = rg.created_by
                             where rg.id = ${id}`),
      );
      return row ? regradeOf(row) : null;
    },

    /** The test's regrades, newest first. */
    async list(testId: number): Promise<RegradeRow[]> {
      return rowsOf<RawRegrade>(
        await db.execute(sql`select ${REGRADE_COLUMNS} from regrades rg left join users u on u.id = rg.created_by
                              where rg.test_id = ${testId} order by rg.id desc`),
      ).map(regradeOf);
    },

    /** Regrades not finished yet, oldest first (resumed at start-up and every minute). */
    async unfinished(): Promise<number[]> {
      return rowsOf<{ id: string | number }>(
        await db.execute(sql`select id from regrades where finished_at is null order by id`),
      ).map((r) => Number(r.id));
    },

    /**
     * Takes the regrade for one batch: its row locked until the batch commits, or null when it has finished or
     * another process holds it now (only one runner at a time, whichever process).
     */
    async claim(tx: Tx, id: number): Promise<RegradeRow | null> {
      const [row] = rowsOf<RawRegrade>(
        await tx.execute(sql`
          with claimed as (
            select * from regrades where id = ${id} and finished_at is null for update skip locked
          )
          select ${REGRADE_COLUMNS} from claimed rg left join users u on u.id = rg.created_by`),
      );
      return row ? regradeOf(row) : null;
    },

    /** The test's key as marked now (every fix so far), its marks and its name. */
    async paper(tx: Tx, testId: number): Promise<{ key: PaperKey[]; marks: Marks; testName: string }> {
      const [row] = rowsOf<{
        key: [number, number[], PaperKey['difficulty'], Dropped | null][] | null;
        marking: [number, number, number];
        name: string;
      }>(
        await tx.execute(sql`
          select
            (select json_agg(json_build_array(q.id, ${acceptedSql()}, q.difficulty, tq.dropped) order by tq.position)
               from test_questions tq join questions q on q.id = tq.question_id
              where tq.test_id = t.id) as key,
            json_build_array(e.mark_correct, e.mark_incorrect, e.mark_unattempted) as marking,
            t.name
            from tests t join exams e on e.id = t.exam_id where t.id = ${testId}`),
      );
      const r = row!;
      return {
        key: (r.key ?? []).map(([questionId, accepted, difficulty, dropped]) => ({
          questionId,
          accepted,
          difficulty,
          dropped,
        })),
        marks: { correct: r.marking[0], incorrect: r.marking[1], unattempted: r.marking[2] },
        testName: r.name,
      };
    },

    /** The question's topic and subject (the student's topic counts move there). */
    async topicOf(tx: Tx, questionId: number): Promise<{ topicId: number; subjectId: number }> {
      const [row] = rowsOf<{ topic_id: number; subject_id: number }>(
        await tx.execute(sql`select topic_id, subject_id from questions where id = ${questionId}`),
      );
      return { topicId: row!.topic_id, subjectId: row!.subject_id };
    },

    /** The next `size` results of the test after `cursor` (by id), with their answer sheets: one statement. */
    async batch(tx: Tx, testId: number, cursor: number, size: number): Promise<ResultToMark[]> {
      const rows = rowsOf<{
        id: string | number;
        user_id: number;
        is_first_attempt: boolean;
        score: number;
        total_score: number;
        perc_score: number;
        correct: number;
        wrong: number;
        unattempted: number;
        attempted: number;
        total_questions: number;
        time_spent_seconds: number;
        accuracy_rate: number;
        speed_score: number;
        time_efficiency: number;
        answer_sheet: Uint8Array;
      }>(
        await tx.execute(sql`
          select r.id, r.user_id, r.is_first_attempt, r.score, r.total_score, r.perc_score, r.correct, r.wrong,
                 r.unattempted, r.attempted, r.total_questions, r.time_spent_seconds, r.accuracy_rate,
                 r.speed_score, r.time_efficiency, r.answer_sheet
            from results r
           where r.test_id = ${testId} and r.id > ${cursor}
           order by r.id
           limit ${size}`),
      );
      return rows.map((r) => ({
        id: Number(r.id),
        userId: r.user_id,
        isFirstAttempt: r.is_first_attempt,
        score: r.score,
        totalScore: r.total_score,
        percScore: r.perc_score,
        correct: r.correct,
        wrong: r.wrong,
        unattempted: r.unattempted,
        attempted: r.attempted,
        totalQuestions: r.total_questions,
        timeSpentSeconds: r.time_spent_seconds,
        accuracyRate: r.accuracy_rate,
        speedScore: r.speed_score,
        timeEfficiency: r.time_efficiency,
        sheet: r.answer_sheet,
      }));
    },

    /**
     * Locks the students' running totals in user_id order (as a submission takes its student's row first) and
     * answers them: the batch's writes to the histograms and topic counts come after.
     */
    async lockStats(tx: Tx, userIds: number[]): Promise<StatsRow[]> {
      if (userIds.length === 0) return [];
      return rowsOf<{ user_id: number; total_tests: number; sum_perc: number; avg_bucket: number }>(
        await tx.execute(sql`
          select user_id, total_tests, sum_perc, avg_bucket from student_stats
           where user_id = any(${pgArray(userIds)}::int[])
           order by user_id for update`),
      ).map((r) => ({
        userId: r.user_id,
        totalTests: r.total_tests,
        sumPerc: r.sum_perc,
        avgBucket: r.avg_bucket,
      }));
    },

    /**
     * Writes one batch: the changed results and their marks (their stored AI insights and their students'
     * dashboard insights dropped), the students' totals, the histograms (in (scope,
     * bucket) order, as a submission takes them), the topic counts, the students' notices (once per regrade and
     * result), and the cursor; the last batch closes the regrade and drops the test's cached analysis.
     */
    async writeBatch(tx: Tx, w: BatchWrite): Promise<void> {
      const at = sql`${w.now.toISOString()}::timestamptz`;
      const res = w.results;
      if (res.length > 0) {
        const col = (pick: (r: RemarkedResult) => number) => pgArray(res.map(pick));
        await tx.execute(sql`
          update results r
             set score = u.score, total_score = u.total_score, perc_score = u.perc_score, correct = u.correct,
                 wrong = u.wrong, unattempted = u.unattempted, attempted = u.attempted,
                 accuracy_rate = u.accuracy_rate, speed_score = u.speed_score, time_efficiency = u.time_efficiency
            from unnest(${col((r) => r.id)}::bigint[], ${col((r) => r.score)}::float8[],
                        ${col((r) => r.totalScore)}::float8[], ${col((r) => r.percScore)}::float8[],
                        ${col((r) => r.correct)}::int[], ${col((r) => r.wrong)}::int[],
                        ${col((r) => r.unattempted)}::int[], ${col((r) => r.attempted)}::int[],
                        ${col((r) => r.accuracyRate)}::float8[], ${col((r) => r.speedScore)}::float8[],
                        ${col((r) => r.timeEfficiency)}::float8[])
                 as u(id, score, total_score, perc_score, correct, wrong, unattempted, attempted, accuracy_rate,
                      speed_score, time_efficiency)
           where r.id = u.id`);
        // Insights written from the old marks (the AI's words about the result, a dashboard's rewrite) would
        // contradict the new ones: they go, and are made afresh on the next visit.
        const userIds = pgArray([...new Set(res.map((r) => r.userId))]);
        await tx.execute(
          sql`delete from result_insights where result_id = any(${col((r) => r.id)}::bigint[])`,
        );
        await tx.execute(sql`delete from dashboard_insights where user_id = any(${userIds}::int[])`);
        await tx.execute(sql`
          insert into result_regrades (result_id, regrade_id, old_score, new_score)
          select u.id, ${w.regradeId}, u.old_score, u.new_score
            from unnest(${col((r) => r.id)}::bigint[], ${col((r) => r.oldScore)}::float8[],
                        ${col((r) => r.score)}::float8[]) as u(id, old_score, new_score)
          on conflict (result_id, regrade_id) do update set new_score = excluded.new_score`);
      }
      if (w.stats.length > 0) {
        const col = (pick: (r: StatsRow) => number) => pgArray(w.stats.map(pick));
        await tx.execute(sql`
          update student_stats s set sum_perc = u.sum_perc, avg_bucket = u.avg_bucket, updated_at = ${at}
            from unnest(${col((r) => r.userId)}::int[], ${col((r) => r.sumPerc)}::float8[],
                        ${col((r) => r.avgBucket)}::int[]) as u(user_id, sum_perc, avg_bucket)
           where s.user_id = u.user_id`);
      }
      if (w.histogram.length > 0) {
        await tx.execute(sql`
          insert into score_histogram (scope, bucket, count)
          select h.scope, h.bucket, h.count
            from unnest(${pgArray(w.histogram.map((h) => h.scope))}::text[],
                        ${pgArray(w.histogram.map((h) => h.bucket))}::int[],
                        ${pgArray(w.histogram.map((h) => h.count))}::int[]) as h(scope, bucket, count)
           order by h.scope collate "C", h.bucket
          on conflict (scope, bucket) do update set count = score_histogram.count + excluded.count`);
      }
      if (w.topics.length > 0) {
        const col = (pick: (r: BatchWrite['topics'][number]) => number) => pgArray(w.topics.map(pick));
        await tx.execute(sql`
          update student_topic_stats s
             set attempted = s.attempted + u.attempted, correct = s.correct + u.correct
            from unnest(${col((r) => r.userId)}::int[], ${col((r) => r.topicId)}::int[],
                        ${col((r) => r.attempted)}::int[], ${col((r) => r.correct)}::int[])
                 as u(user_id, topic_id, attempted, correct)
           where s.user_id = u.user_id and s.topic_id = u.topic_id`);
      }
      if (res.length > 0) {
        // Only the students whose score moved are told; the key makes it once per regrade and result.
        const told = res.filter((r) => r.score !== r.oldScore);
        if (told.length > 0) {
          const data = JSON.stringify({ testName: w.testName, question: w.position });
          await tx.execute(sql`
            insert into notifications (user_id, kind, test_id, result_id, data, dedupe_key, created_at)
            select u.user_id, 'regraded', ${w.testId}::int, u.result_id, ${data}::jsonb,
                   'regrade:' || ${w.regradeId}::text || ':' || u.result_id::text, ${at}
              from unnest(${pgArray(told.map((r) => r.userId))}::int[],
                          ${pgArray(told.map((r) => r.id))}::bigint[]) as u(user_id, result_id)
              join users on users.id = u.user_id and users.deleted_at is null
            on conflict (user_id, dedupe_key) do nothing`);
        }
      }
      await tx.execute(sql`
        update regrades
           set cursor = ${w.cursor}, results_seen = results_seen + ${w.seen},
               results_changed = results_changed + ${res.length},
               finished_at = ${w.finished ? at : null}
         where id = ${w.regradeId}`);
      if (w.finished) await tx.execute(sql`delete from item_analysis_cache where test_id = ${w.testId}`);
    },
  };
}

export type RegradesRepository = ReturnType<typeof regradesRepository>;
