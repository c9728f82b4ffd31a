import type { PerformanceSort, SortOrder } from '@aspirant/contract/performance.ts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { rankSql, totalSql } from '../results.ts';

export interface ResultsFilter {
  userId: number;
  examCode?: string;
  subject?: string;
  /** Inclusive lower and exclusive upper bound of created_at (IST day edges, worked out by the service). */
  since?: Date;
  before?: Date;
}

export interface PerformanceRowRecord {
  id: number;
  testId: number;
  testName: string;
  examCode: string;
  examName: string;
  subjects: string[];
  completedAt: Date;
  score: number;
  totalScore: number;
  percScore: number;
  accuracyRate: number;
  speedScore: number;
  timeSpentSeconds: number;
  isFirstAttempt: boolean;
  rank: number | null;
  takers: number;
}

export interface SubjectPointRecord {
  resultId: number;
  testName: string;
  completedAt: Date;
  subject: string;
  questions: number;
  correct: number;
}

export interface AccuracySpeedRecord {
  resultId: number;
  testName: string;
  completedAt: Date;
  accuracyRate: number;
  speedScore: number;
}

export interface TopperRecord {
  testId: number;
  testName: string;
  resultId: number;
  completedAt: Date;
  percScore: number;
  /** The latest result is a retake (not the test's first attempt): labelled 'Retake'. */
  isRetake: boolean;
  takers: number;
  /** Sum of the fine buckets (percent x 100) of the test's first attempts, weighted by their counts. */
  bucketSum: number | null;
  /** The fine bucket (percent x 100) of the lowest score inside the top 10 %. */
  topBucket: number | null;
}

/** A rank, as SQL, of a result row `r`: among its test's first attempts, null for a re-attempt. */
const rankOf = sql`case when r.is_first_attempt
  then ${rankSql(sql`'test:' || r.test_id`, sql`round(r.perc_score * 100)::int`)} end`;

function whereOf(f: ResultsFilter): SQL {
  const parts: SQL[] = [sql`r.user_id = ${f.userId}`];
  if (f.examCode !== undefined) parts.push(sql`e.code = ${f.examCode}`);
  if (f.subject !== undefined) parts.push(sql`${f.subject} = any(t.subject_names)`);
  if (f.since) parts.push(sql`r.created_at >= ${f.since.toISOString()}::timestamptz`);
  if (f.before) parts.push(sql`r.created_at < ${f.before.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/** Reads of the performance page (SPEC §4): one student's results with their ranks; writes nothing. */
export function performanceReport(db: Db) {
  return {
    /** One page of the student's results, filtered and sorted in the database. */
    async page(
      filter: ResultsFilter,
      sort: PerformanceSort,
      order: SortOrder,
      limit: number,
      offset: number,
    ): Promise<{ rows: PerformanceRowRecord[]; total: number }> {
      const dir = order === 'asc' ? sql`asc` : sql`desc`;
      const where = whereOf(filter);
      // Ties (and unranked re-attempts, always last) fall back to the date, then the id, the same way.
      // The page and the count are independent reads: they run at once.
      const [result, counted] = await Promise.all([
        db.execute(sql`
        select * from (
          select r.id, r.test_id as "testId", t.name as "testName", e.code as "examCode", e.name as "examName",
                 t.subject_names as subjects, r.created_at as "completedAt", r.score,
                 r.total_score as "totalScore", r.perc_score as "percScore",
                 r.accuracy_rate as "accuracyRate", r.speed_score as "speedScore",
                 r.time_spent_seconds as "timeSpentSeconds", r.is_first_attempt as "isFirstAttempt",
                 ${rankOf} as rank, ${totalSql(sql`'test:' || r.test_id`)} as takers
            from results r
            join tests t on t.id = r.test_id
            join exams e on e.id = t.exam_id
           where ${where}
        ) x
        order by ${sql.raw(`"${sortKey(sort)}"`)} ${dir} nulls last, "completedAt" ${dir}, id ${dir}
        limit ${limit} offset ${offset}`),
        db.execute(sql`
          select count(*)::int as total
            from results r
            join tests t on t.id = r.test_id
            join exams e on e.id = t.exam_id
           where ${where}`),
      ]);
      const [count] = rowsOf<{ total: number | string }>(counted);
      return {
        total: Number(count?.total ?? 0),
        rows: rowsOf<PerformanceRowRecord>(result).map((r) => ({
          ...r,
          id: Number(r.id),
          completedAt: new Date(r.completedAt),
          rank: r.rank === null ? null : Number(r.rank),
          takers: Number(r.takers),
        })),
      };
    },

    /** The exams and subjects of the student's results (the filter bar's choices). */
    async filterOptions(
      userId: number,
    ): Promise<{ exams: { code: string; name: string }[]; subjects: string[] }> {
      const [exams, subjects] = await Promise.all([
        db.execute(sql`
          select distinct e.code, e.name
            from results r join tests t on t.id = r.test_id join exams e on e.id = t.exam_id
           where r.user_id = ${userId}
           order by e.name`),
        db.execute(sql`
          select distinct s.name
            from results r join tests t on t.id = r.test_id, unnest(t.subject_names) as s(name)
           where r.user_id = ${userId}
           order by s.name`),
      ]);
      return {
        exams: rowsOf<{ code: string; name: string }>(exams),
        subjects: rowsOf<{ name: string }>(subjects).map((s) => s.name),
      };
    },

    /**
     * Per result and subject: the subject's questions in the test and how many the student answered right.
     * The same measure as a result's subjectWisePerformance (results/service.ts): correct over every question
     * of the subject in the paper, unanswered ones included.
     */
    async subjectPoints(userId: number): Promise<SubjectPointRecord[]> {
      const result = await db.execute(sql`
        select r.id as "resultId", t.name as "testName", r.created_at as "completedAt", s.name as subject,
               count(*)::int as questions,
               (count(*) filter (where aa.selected_answer = q.correct_index))::int as correct
          from results r
          join tests t on t.id = r.test_id
          join test_questions tq on tq.test_id = r.test_id
          join questions q on q.id = tq.question_id
          join subjects s on s.id = q.subject_id
          left join attempt_answers aa on aa.attempt_id = r.attempt_id and aa.question_id = q.id
         where r.user_id = ${userId}
         group by r.id, t.name, r.created_at, s.name
         order by r.created_at, r.id, s.name`);
      return rowsOf<SubjectPointRecord>(result).map((r) => ({
        ...r,
        resultId: Number(r.resultId),
        completedAt: new Date(r.completedAt),
      }));
    },

    async accuracySpeed(userId: number): Promise<AccuracySpeedRecord[]> {
      const result = await db.execute(sql`
        select r.id as "resultId", t.name as "testName", r.created_at as "completedAt",
               r.accuracy_rate as "accuracyRate", r.speed_score as "speedScore"
          from results r join tests t on t.id = r.test_id
         where r.user_id = ${userId}
         order by r.created_at, r.id`);
      return rowsOf<AccuracySpeedRecord>(result).map((r) => ({
        ...r,
        resultId: Number(r.resultId),
        completedAt: new Date(r.completedAt),
      }));
    },

    /**
     * Per test the student took: their latest result on it, and the test's takers, average and top-10 %
     * threshold read from its rank histogram (score_histogram, scope `test:<id>`: the test's FIRST attempts,
     * one row per distinct score, bucket = round(percent x 100)), never from the results table.
     *
     * Resolution: scores are stored rounded to 0.01 percent and the fine buckets are percent x 100, so each
     * bucket is one exact score: the average computed from them equals the average of the first attempts'
     * percents (to float rounding), and the threshold is an exact score, not an approximation. The rows read
     * per test are its distinct scores (at most (n+1)(n+2)/2 for n questions: 1,326 for a 50-question paper),
     * however many students took it. The takers come from the whole-percent rows (`:pct`), as the ranks do.
     *
     * Top 10 %: k = ceil(takers / 10) (at least 1); the threshold is the k-th best score, the highest bucket
     * with at least k scores at or above it. A score at or above it has rank <= k (rankSql: 1 + the scores
     * strictly above), which is to be in the top 10 %. It is found the way a rank is: first the whole percent
     * it lies in, from the `:pct` rows (at most ~130), then the fine rows of that one percent (at most 100).
     */
    async topperComparison(userId: number): Promise<TopperRecord[]> {
      const result = await db.execute(sql`
        with latest as (
          select distinct on (r.test_id) r.test_id, r.id, r.perc_score, r.created_at, r.is_first_attempt
            from results r
           where r.user_id = ${userId}
           order by r.test_id, r.created_at desc, r.id desc
        ), scored as (
          select l.*, 'test:' || l.test_id as scope, ${totalSql(sql`'test:' || l.test_id`)} as takers
            from latest l
        ), threshold as (
          -- The whole percent of the k-th best score, and how many scores lie above that percent.
          select s.*, greatest(1, ceil(s.takers / 10.0)) as k, p.bucket as pct, p.above
            from scored s
            left join lateral (
              select c.bucket, c.at_or_above - c.count as above
                from (select h.bucket, h.count, sum(h.count) over (order by h.bucket desc) as at_or_above
                        from score_histogram h where h.scope = s.scope || ':pct') c
               where c.at_or_above >= greatest(1, ceil(s.takers / 10.0))
               order by c.bucket desc
               limit 1) p on true
        )
        select s.test_id as "testId", t.name as "testName", s.id as "resultId", s.created_at as "completedAt",
               s.perc_score as "percScore", not s.is_first_attempt as "isRetake", s.takers,
               (select sum(h.bucket::bigint * h.count) from score_histogram h where h.scope = s.scope)
                 as "bucketSum",
               (select f.bucket
                  from (select h.bucket, sum(h.count) over (order by h.bucket desc) as at_or_above
                          from score_histogram h
                         where h.scope = s.scope and h.bucket >= s.pct * 100 and h.bucket < (s.pct + 1) * 100) f
                 where s.above + f.at_or_above >= s.k
                 order by f.bucket desc
                 limit 1) as "topBucket"
          from threshold s join tests t on t.id = s.test_id
         order by s.created_at, s.id`);
      return rowsOf<TopperRecord>(result).map((r) => ({
        ...r,
        resultId: Number(r.resultId),
        completedAt: new Date(r.completedAt),
        takers: Number(r.takers),
        bucketSum: r.bucketSum === null ? null : Number(r.bucketSum),
        topBucket: r.topBucket === null ? null : Number(r.topBucket),
      }));
    },
  };
}

/** The output column a sort orders by. */
function sortKey(sort: PerformanceSort): string {
  const keys: Record<PerformanceSort, string> = {
    date: 'completedAt',
    test: 'testName',
    score: 'score',
    percentage: 'percScore',
    accuracy: 'accuracyRate',
    speed: 'speedScore',
    rank: 'rank',
  };
  return keys[sort];
}

export type PerformanceReport = ReturnType<typeof performanceReport>;
