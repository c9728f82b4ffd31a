import type { ReportKind } from '@aspirant/contract/results.ts';
import { TOPPER_SHARE } from '@aspirant/contract/results.ts';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { heldBackBy, isKeyVisible } from '../key-visibility.ts';

/** One question of a submitted attempt, with both languages and the student's own marks on it. */
export interface SolutionRow {
  position: number;
  questionId: number;
  subject: string;
  topic: string;
  difficulty: 'easy' | 'medium' | 'hard';
  text: string;
  options: string[];
  /** The question's stored image (`bank:<sha256>`, an older seed path, or null) and its bank's owner. */
  image: string | null;
  ownerCustomerId: number | null;
  textHi: string | null;
  optionsHi: string[] | null;
  /** The key and both explanations: null while the student may not see them (decision 0008). */
  correctIndex: number | null;
  explanation: string | null;
  explanationHi: string | null;
  hiddenBy: string | null;
  isCorrect: boolean;
  selectedAnswer: number | null;
  isMarked: boolean;
  timeSpentSeconds: number;
  isBookmarked: boolean;
  reported: ReportKind[];
}

/** Per question of a test, over its first attempts: how many got it right, and the toppers' seconds on it. */
export interface QuestionStats {
  takers: number;
  toppers: number;
  byQuestion: Map<number, { correct: number; topperSeconds: number }>;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * The solutions page (issue 15 point 1): reads across results, attempts, the bank, bookmarks and reports; writes
 * nothing. The key is read only through key-visibility.ts, for the result's owner.
 */
export function solutionsReport(db: Db) {
  return {
    /** Every question of the attempt's test in paper order (a paper holds at most a few hundred). */
    async rows(attemptId: number, testId: number, userId: number): Promise<SolutionRow[]> {
      const result = await db.execute(sql`
        select x.position, x."questionId", x.subject, x.topic, x.difficulty, x.text, x.options, x.image,
               x."ownerCustomerId", x."textHi", x."optionsHi", x."isCorrect", x."selectedAnswer", x."isMarked", x."timeSpentSeconds",
               case when x.visible then x.correct_index end as "correctIndex",
               case when x.visible then x.explanation end as explanation,
               case when x.visible then x.explanation_hi end as "explanationHi",
               case when not x.visible then ${heldBackBy(userId, sql`x."questionId"`)} end as "hiddenBy",
               exists (select 1 from bookmarks b where b.user_id = ${userId} and b.question_id = x."questionId")
                 as "isBookmarked",
               coalesce((select array_agg(qr.kind order by qr.kind) from question_reports qr
                          where qr.user_id = ${userId} and qr.question_id = x."questionId"
                            and qr.status = 'open'), '{}') as reported
          from (
            select tq.position, q.id as "questionId", s.name as subject, tp.name as topic, q.difficulty,
                   q.text, q.options, q.image, q.owner_customer_id as "ownerCustomerId", q.text_hi as "textHi", q.options_hi as "optionsHi", q.correct_index,
                   q.explanation, q.explanation_hi,
                   coalesce(aa.selected_answer = q.correct_index, false) as "isCorrect",
                   aa.selected_answer as "selectedAnswer", coalesce(aa.is_marked, false) as "isMarked",
                   coalesce(aa.time_spent_seconds, 0) as "timeSpentSeconds",
                   ${isKeyVisible(userId, sql`q.id`)} as visible
              from test_questions tq
              join questions q on q.id = tq.question_id
              join subjects s on s.id = q.subject_id
              join topics tp on tp.id = q.topic_id
              left join attempt_answers aa on aa.attempt_id = ${attemptId} and aa.question_id = q.id
             where tq.test_id = ${testId}
          ) x
         order by x.position`);
      return rowsOf<SolutionRow & { reported: ReportKind[] | string }>(result).map((r) => ({
        ...r,
        questionId: Number(r.questionId),
        ownerCustomerId: r.ownerCustomerId === null ? null : Number(r.ownerCustomerId),
        options: json(r.options),
        optionsHi: r.optionsHi === null ? null : json(r.optionsHi),
        timeSpentSeconds: Number(r.timeSpentSeconds),
        reported:
          typeof r.reported === 'string'
            ? (r.reported.replace(/[{}]/g, '').split(',').filter(Boolean) as ReportKind[])
            : r.reported,
      }));
    },

    /**
     * The language the attempt was taken in: the one the browser last reported (attempts.language), else the
     * profile's, which a new attempt opens in.
     */
    async attemptLanguage(attemptId: number): Promise<'en' | 'hi'> {
      const result = await db.execute(sql`
        select coalesce(a.language, u.preferred_language) as l
          from attempts a join users u on u.id = a.user_id
         where a.id = ${attemptId}`);
      return rowsOf<{ l: 'en' | 'hi' | null }>(result)[0]?.l === 'hi' ? 'hi' : 'en';
    },

    /**
     * Over the test's first attempts: per question, how many answered it right, and the toppers' summed
     * seconds on it (scaled like the result page's). Toppers are the best `TOPPER_SHARE` of first attempts by
     * percent (at least one; ties by the earlier result). One pass over the takers' answers, driven by results_test_idx and the answers'
     * primary key.
     */
    async questionStats(testId: number): Promise<QuestionStats> {
      const result = await db.execute(sql`
        with takers as (
          select r.attempt_id, r.time_spent_seconds as spent,
                 row_number() over (order by r.perc_score desc, r.id) as place
            from results r where r.test_id = ${testId} and r.is_first_attempt
        ), n as (
          select count(*)::int as takers,
                 greatest(1, ceil(count(*) * ${TOPPER_SHARE}::float8))::int as toppers from takers
        ), tops as (
          -- As on the result page: a topper's reported seconds are scaled down when they add up to more than
          -- the time the server measured for the attempt.
          select t.attempt_id,
                 least(1.0, t.spent::float8 / nullif((select sum(a2.time_spent_seconds) from attempt_answers a2
                                                       where a2.attempt_id = t.attempt_id), 0)) as scale
            from takers t cross join n where t.place <= n.toppers
        )
        select aa.question_id as "questionId", n.takers, n.toppers,
               count(*) filter (where aa.selected_answer = q.correct_index)::int as correct,
               coalesce(sum(aa.time_spent_seconds * coalesce(tp.scale, 1.0))
                          filter (where tp.attempt_id is not null), 0)::float8 as "topperSeconds"
          from takers t
          cross join n
          join attempt_answers aa on aa.attempt_id = t.attempt_id
          join questions q on q.id = aa.question_id
          left join tops tp on tp.attempt_id = t.attempt_id
         group by aa.question_id, n.takers, n.toppers
        union all
        select null, n.takers, n.toppers, 0, 0 from n`);
      const rows = rowsOf<{
        questionId: number | null;
        takers: number;
        toppers: number;
        correct: number;
        topperSeconds: number;
      }>(result);
      const byQuestion = new Map<number, { correct: number; topperSeconds: number }>();
      let takers = 0;
      let toppers = 0;
      for (const row of rows) {
        takers = Number(row.takers);
        toppers = Number(row.toppers);
        if (row.questionId !== null) {
          byQuestion.set(Number(row.questionId), {
            correct: Number(row.correct),
            topperSeconds: Number(row.topperSeconds),
          });
        }
      }
      return { takers, toppers: takers === 0 ? 0 : toppers, byQuestion };
    },

    /** How many first attempts the test has, from its rank histogram (a few rows): the stats' cache key. */
    async takers(testId: number): Promise<number> {
      const result = await db.execute(sql`
        select coalesce(sum(h.count), 0)::int as n from score_histogram h where h.scope = ${`test:${testId}:pct`}`);
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    },
  };
}

export type SolutionsReport = ReturnType<typeof solutionsReport>;
