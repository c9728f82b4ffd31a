import type { AiInsight } from '@aspirant/contract/ai.ts';
import type { Insight } from '@aspirant/contract/results.ts';
import { and, count, eq, max, min, type SQL, sql, sum } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import { dashboardInsights, resultInsights, results } from '../db/schema.ts';
import { heldBackBy, isKeyVisible } from './key-visibility.ts';
import { acceptedSql, isCorrectSql } from './test-key.ts';
import { inAudience } from './test-visibility.ts';

/** Who wrote a set of insights: the rules, or the configured model. */
export type InsightProvider = 'builtin' | 'openai';

export interface ResultRecord {
  id: number;
  attemptId: number;
  userId: number;
  ownerCustomerId: number | null;
  testId: number;
  testName: string;
  examName: string;
  durationMinutes: number;
  markCorrect: number;
  markIncorrect: number;
  markUnattempted: number;
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
  isFirstAttempt: boolean;
  startedAt: Date;
  createdAt: Date;
  /** The test's audience (issue 17): a centre's scheduled test is also ranked within it. */
  audience: 'everyone' | 'centre' | 'batches' | 'students';
}

export interface BreakdownRow {
  position: number;
  questionId: number;
  text: string;
  options: string[];
  /** The question's stored image (`bank:<sha256>`, an older seed path, or null) and its bank's owner. */
  image: string | null;
  ownerCustomerId: number | null;
  /** Whether the student's answer was right: for the page's percentages, sent per question only with the key. */
  isCorrect: boolean;
  /** The key and explanation, null while the student may not see them (decision 0008). */
  correctIndex: number | null;
  explanation: string | null;
  /** The test in progress that hides the key, when one does. */
  hiddenBy: string | null;
  difficulty: 'easy' | 'medium' | 'hard';
  subject: string;
  topic: string;
  selectedAnswer: number | null;
  isMarked: boolean | null;
  timeSpentSeconds: number | null;
}

export interface DashboardResultRow {
  id: number;
  testId: number;
  testName: string;
  percScore: number;
  accuracyRate: number;
  speedScore: number;
  timeEfficiency: number;
  timeSpentSeconds: number;
  totalQuestions: number;
  isFirstAttempt: boolean;
  createdAt: Date;
}

export interface TopicAccuracyRow {
  topicId: number;
  topicName: string;
  subjectId: number;
  subjectName: string;
  attempted: number;
  correct: number;
}

/**
 * The rank of a fine bucket in a histogram scope, as SQL: 1 + the whole-percent rows above it (`<scope>:pct`)
 * + the fine rows above it inside the same percent. At most ~230 small rows, however many results there are.
 * The bounds are integers like `bucket`, so both ends are index bounds (a numeric bound would make PostgreSQL
 * read every fine row above the score and filter them).
 */
export function rankSql(scope: SQL, bucket: SQL): SQL {
  return sql`(1
    + coalesce((select sum(h.count) from score_histogram h
                 where h.scope = ${scope} || ':pct' and h.bucket > floor(${bucket} / 100.0)::int), 0)
    + coalesce((select sum(h.count) from score_histogram h
                 where h.scope = ${scope} and h.bucket > ${bucket}
                   and h.bucket < (floor(${bucket} / 100.0)::int + 1) * 100), 0))`;
}

/** How many scores a histogram scope holds (the takers of a test, or the students with a result). */
export function totalSql(scope: SQL): SQL {
  return sql`coalesce((select sum(h.count) from score_histogram h where h.scope = ${scope} || ':pct'), 0)`;
}

/**
 * Reads of results and the rank histograms; the one writer of the AI insights of a result and of the dashboard.
 * Results, score_histogram and student_stats are written only at submission, by repositories/attempts.ts, in
 * the same statement that closes the attempt (ARCHITECTURE.md).
 */
export function resultsRepository(db: Db) {
  return {
    /** Totals over every result of one student. */
    async totals(userId: number) {
      const [row] = await db
        .select({
          totalTests: count(),
          averageScore: sql<number | null>`avg(${results.percScore})`,
          highestScore: max(results.percScore),
          lowestScore: min(results.percScore),
          totalCorrect: sum(results.correct),
          totalIncorrect: sum(results.wrong),
          totalUnattempted: sum(results.unattempted),
        })
        .from(results)
        .where(eq(results.userId, userId));
      return row!;
    },

    /**
     * Per subject: questions answered correctly out of all questions of that subject the student sat, and the
     * results that held it. Read from the running counts every submission keeps (student_topic_stats,
     * student_subject_stats), not from the answers.
     */
    async subjectTotals(
      userId: number,
    ): Promise<{ subject: string; questions: number; correct: number; tests: number }[]> {
      const result = await db.execute(sql`
        select s.name as subject, t.questions, t.correct, ss.tests
          from student_subject_stats ss
          join subjects s on s.id = ss.subject_id
          join (select subject_id, sum(questions)::int as questions, sum(correct)::int as correct
                  from student_topic_stats where user_id = ${userId} group by subject_id) t
            on t.subject_id = ss.subject_id
         where ss.user_id = ${userId}
         order by s.name`);
      return rowsOf<{ subject: string; questions: number; correct: number; tests: number }>(result);
    },
    /**
     * Rank of a bucket in a histogram scope: 1 + the scores above it, read from at most ~130 whole-percent
     * rows and ~100 fine rows, however many results there are.
     */
    async rank(scope: string, bucket: number): Promise<{ rank: number; total: number }> {
      const result = await db.execute(
        sql`select ${rankSql(sql`${scope}::text`, sql`${bucket}::int`)} as rank, ${totalSql(sql`${scope}::text`)} as total`,
      );
      const row = rowsOf<{ rank: string | number; total: string | number }>(result)[0]!;
      return { rank: Number(row.rank), total: Number(row.total) };
    },
    /**
     * Issue 17: the rank of `percScore` among the first attempts of the test's audience (test-visibility.ts
     * inAudience: a student who left the batch no longer counts): 1 + those scoring above it, and how many.
     */
    async audienceRank(testId: number, percScore: number): Promise<{ rank: number; total: number }> {
      const result = await db.execute(sql`
        select 1 + count(*) filter (where r.perc_score > ${percScore}) as rank, count(*) as total
          from results r join tests t on t.id = r.test_id
         where r.test_id = ${testId} and r.is_first_attempt and ${inAudience(sql`r.user_id`, 't')}`);
      const row = rowsOf<{ rank: string | number; total: string | number }>(result)[0]!;
      return { rank: Number(row.rank), total: Number(row.total) };
    },

    async find(id: number): Promise<ResultRecord | null> {
      const result = await db.execute(sql`
        select r.id, r.attempt_id as "attemptId", r.user_id as "userId", u.customer_id as "ownerCustomerId",
               r.test_id as "testId", t.name as "testName", e.name as "examName",
               t.duration_minutes as "durationMinutes", e.mark_correct as "markCorrect",
               e.mark_incorrect as "markIncorrect", e.mark_unattempted as "markUnattempted",
               r.score, r.total_score as "totalScore", r.perc_score as "percScore", r.correct, r.wrong,
               r.unattempted, r.attempted, r.total_questions as "totalQuestions",
               r.time_spent_seconds as "timeSpentSeconds", r.accuracy_rate as "accuracyRate",
               r.speed_score as "speedScore", r.time_efficiency as "timeEfficiency",
               r.is_first_attempt as "isFirstAttempt", a.started_at as "startedAt", r.created_at as "createdAt",
               t.audience
          from results r
          join users u on u.id = r.user_id
          join tests t on t.id = r.test_id
          join exams e on e.id = t.exam_id
          join attempts a on a.id = r.attempt_id
         where r.id = ${id}`);
      const row = rowsOf<ResultRecord>(result)[0];
      if (!row) return null;
      // bigint columns arrive as strings from node-postgres.
      return {
        ...row,
        id: Number(row.id),
        attemptId: Number(row.attemptId),
        startedAt: new Date(row.startedAt),
        createdAt: new Date(row.createdAt),
      };
    },

    /**
     * Every question of the attempt's test, in paper order, with the student's answer when there is one. The
     * key and explanation come only where the student (the result's owner) may see them now (decision 0008:
     * not while a test sharing the question is in progress), so a withheld key never leaves the database.
     */
    async breakdown(attemptId: number, testId: number, userId: number): Promise<BreakdownRow[]> {
      const result = await db.execute(sql`
        select x.position, x."questionId", x.text, x.options, x.image, x."ownerCustomerId", x."isCorrect", x.difficulty, x.subject, x.topic,
               x."selectedAnswer", x."isMarked", x."timeSpentSeconds",
               case when x.visible then x.correct_index end as "correctIndex",
               case when x.visible then x.explanation end as explanation,
               case when not x.visible then ${heldBackBy(userId, sql`x."questionId"`)} end as "hiddenBy"
          from (
            select tq.position, q.id as "questionId", q.text, q.options, q.image,
                   q.owner_customer_id as "ownerCustomerId", (${acceptedSql()})[1] as correct_index, q.explanation,
                   ${isCorrectSql(sql`aa.selected_answer`)} as "isCorrect",
                   q.difficulty, s.name as subject, tp.name as topic,
                   aa.selected_answer as "selectedAnswer", aa.is_marked as "isMarked",
                   aa.time_spent_seconds as "timeSpentSeconds", ${isKeyVisible(userId, sql`q.id`)} as visible
              from test_questions tq
              join questions q on q.id = tq.question_id
              join subjects s on s.id = q.subject_id
              join topics tp on tp.id = q.topic_id
              left join attempt_answers aa on aa.attempt_id = ${attemptId} and aa.question_id = q.id
             where tq.test_id = ${testId}
          ) x
         order by x.position`);
      return rowsOf<BreakdownRow>(result).map((r) => ({
        ...r,
        ownerCustomerId: r.ownerCustomerId === null ? null : Number(r.ownerCustomerId),
        options: typeof r.options === 'string' ? JSON.parse(r.options) : r.options,
      }));
    },

    /** Issue 18: the regrades that changed the result, oldest first. */
    async regradesOf(resultId: number): Promise<{ createdAt: Date; position: number }[]> {
      return rowsOf<{ created_at: string | Date; position: number }>(
        await db.execute(sql`
          select rg.created_at, rg.position from result_regrades rr join regrades rg on rg.id = rr.regrade_id
           where rr.result_id = ${resultId} order by rg.id`),
      ).map((r) => ({ createdAt: new Date(r.created_at), position: r.position }));
    },

    async previousResultId(userId: number, testId: number, beforeId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: results.id })
        .from(results)
        .where(and(eq(results.userId, userId), eq(results.testId, testId), sql`${results.id} < ${beforeId}`))
        .orderBy(sql`${results.id} desc`)
        .limit(1);
      return row?.id ?? null;
    },

    async studentResults(userId: number): Promise<DashboardResultRow[]> {
      const result = await db.execute(sql`
        select r.id, r.test_id as "testId", t.name as "testName", r.perc_score as "percScore",
               r.accuracy_rate as "accuracyRate", r.speed_score as "speedScore",
               r.time_efficiency as "timeEfficiency", r.time_spent_seconds as "timeSpentSeconds",
               r.total_questions as "totalQuestions", r.is_first_attempt as "isFirstAttempt",
               r.created_at as "createdAt"
          from results r join tests t on t.id = r.test_id
         where r.user_id = ${userId}
         order by r.created_at, r.id`);
      return rowsOf<DashboardResultRow>(result).map((r) => ({
        ...r,
        id: Number(r.id),
        percScore: Number(r.percScore),
        createdAt: new Date(r.createdAt),
      }));
    },

    /**
     * Correct over attempted (an option chosen), per subject, across every answer of the student's submitted
     * attempts; subjects with nothing attempted are left out. From the running counts (student_topic_stats).
     */
    async subjectAccuracy(userId: number): Promise<{ name: string; attempted: number; correct: number }[]> {
      const result = await db.execute(sql`
        select s.name, sum(ts.attempted)::int as attempted, sum(ts.correct)::int as correct
          from student_topic_stats ts
          join subjects s on s.id = ts.subject_id
         where ts.user_id = ${userId}
         group by s.name
        having sum(ts.attempted) > 0
         order by s.name`);
      return rowsOf<{ name: string; attempted: number; correct: number }>(result);
    },

    /**
     * Per topic (with its subject): answered (an option chosen) and correct, across every answer of the
     * student's submitted attempts; one row per topic with something attempted. From the running counts.
     */
    async topicAccuracy(userId: number): Promise<TopicAccuracyRow[]> {
      const result = await db.execute(sql`
        select tp.id as "topicId", tp.name as "topicName", s.id as "subjectId", s.name as "subjectName",
               ts.attempted, ts.correct
          from student_topic_stats ts
          join topics tp on tp.id = ts.topic_id
          join subjects s on s.id = tp.subject_id
         where ts.user_id = ${userId} and ts.attempted > 0`);
      return rowsOf<TopicAccuracyRow>(result).map((r) => ({
        ...r,
        attempted: Number(r.attempted),
        correct: Number(r.correct),
      }));
    },

    /** Insights the provider rewrote for the student, with the result they were made from. */
    async storedDashboardInsights(
      userId: number,
    ): Promise<{ insights: unknown; basedOnResultId: number | null } | null> {
      const [row] = await db
        .select({ insights: dashboardInsights.insights, basedOnResultId: dashboardInsights.basedOnResultId })
        .from(dashboardInsights)
        .where(eq(dashboardInsights.userId, userId));
      return row ?? null;
    },

    /**
     * In one round trip: the student's All India Rank (average among all students' averages) with the number
     * of students ranked, and the rank of each of the last `recent` results among its test's first attempts.
     */
    async dashboardRanks(
      userId: number,
      recent: number,
    ): Promise<{ air: number | null; takers: number; recent: Map<number, number> }> {
      const result = await db.execute(sql`
        with recent as (
          select id, test_id, round(perc_score * 100)::int as b from results
           where user_id = ${userId} order by created_at desc, id desc limit ${recent}
        ), me as (
          select avg_bucket as b from student_stats where user_id = ${userId} and total_tests > 0
        )
        select 'test' as kind, r.id::text as id, ${rankSql(sql`'test:' || r.test_id`, sql`r.b`)} as rank
          from recent r
        union all
        select 'air', null, ${rankSql(sql`'avg'`, sql`me.b`)} from me
        union all
        select 'takers', null, ${totalSql(sql`'avg'`)}`);
      const rows = rowsOf<{ kind: string; id: string | null; rank: string | number }>(result);
      const recentRanks = new Map<number, number>();
      let air: number | null = null;
      let takers = 0;
      for (const row of rows) {
        if (row.kind === 'test') recentRanks.set(Number(row.id), Number(row.rank));
        else if (row.kind === 'air') air = Number(row.rank);
        else takers = Number(row.rank);
      }
      return { air, takers, recent: recentRanks };
    },

    /** A result's stored AI insights, if any were generated. */
    async storedResultInsights(
      resultId: number,
    ): Promise<{ insights: unknown; provider: InsightProvider; createdAt: Date } | null> {
      const [stored] = await db
        .select({
          insights: resultInsights.insights,
          provider: resultInsights.provider,
          createdAt: resultInsights.createdAt,
        })
        .from(resultInsights)
        .where(eq(resultInsights.resultId, resultId));
      return stored ?? null;
    },

    /** Stores (or replaces) a result's AI insights. */
    async saveResultInsights(
      resultId: number,
      provider: InsightProvider,
      insights: AiInsight,
      now: Date,
    ): Promise<void> {
      await db
        .insert(resultInsights)
        .values({ resultId, provider, insights, createdAt: now })
        .onConflictDoUpdate({
          target: resultInsights.resultId,
          set: { provider, insights: sql`excluded.insights`, createdAt: now },
        });
    },

    /** Stores (or replaces) the student's dashboard insights, with the result they were made from. */
    async saveDashboardInsights(
      userId: number,
      provider: InsightProvider,
      insights: Insight[],
      basedOnResultId: number | null,
      now: Date,
    ): Promise<void> {
      await db
        .insert(dashboardInsights)
        .values({ userId, provider, insights, basedOnResultId, createdAt: now })
        .onConflictDoUpdate({
          target: dashboardInsights.userId,
          set: { provider, insights: sql`excluded.insights`, basedOnResultId, createdAt: now },
        });
    },

    /** The tests the student has a result of. */
    async takenTestIds(userId: number): Promise<Set<number>> {
      const rows = await db
        .selectDistinct({ id: results.testId })
        .from(results)
        .where(eq(results.userId, userId));
      return new Set(rows.map((r) => r.id));
    },
  };
}

export type ResultsRepository = ReturnType<typeof resultsRepository>;
