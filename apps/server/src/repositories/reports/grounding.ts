import { sql } from 'drizzle-orm';
import { type Db, pgArray, rowsOf } from '../../db/client.ts';
import { heldBackBy, heldBackQuestionIds, isKeyVisible } from '../key-visibility.ts';
import { ownerReachedBy } from '../question-scope.ts';
import { resultsRepository } from '../results.ts';
import { inAudience } from '../test-visibility.ts';

/** What the assistant knows of one student: their own results only. */
export interface Grounding {
  name: string;
  totalTests: number;
  averageScore: number;
  recent: { test: string; percent: number; date: string }[];
  subjects: { name: string; attempted: number; accuracy: number }[];
  topics: { name: string; subject: string; attempted: number; accuracy: number }[];
  pace: { difficulty: 'easy' | 'medium' | 'hard'; averageSeconds: number; answered: number }[];
  /**
   * Questions of tests the student is taking right now, to recognise a message about one (never sent to a
   * model, and without their key): never discussed until submitted.
   */
  running: {
    testName: string;
    questions: { id: number; text: string; options: string[] }[];
  }[];
  /** Every test of the catalogue, to recognise one named in a message (issue 15). */
  tests: {
    id: number;
    code: string;
    name: string;
    type: string;
    subject: string | null;
    topic: string | null;
  }[];
  /** The student's results, newest first (at most RESULTS_READ): what "the History test" or "my last mock" is. */
  results: TestResultRow[];
  /** Every subject and topic, to recognise one named in a message. */
  catalogue: { subjects: { name: string }[]; topics: { name: string; subject: string }[] };
}

/** One result of the student, with its test. */
export interface TestResultRow {
  id: number;
  testId: number;
  code: string;
  test: string;
  type: string;
  score: number;
  totalScore: number;
  percent: number;
  correct: number;
  wrong: number;
  unattempted: number;
  totalQuestions: number;
  accuracy: number;
  timeSpentSeconds: number;
  isFirstAttempt: boolean;
  date: string;
}

/** A result's figures per subject and topic, and its rank among first attempts (issue 15). */
export interface TestResultDetail {
  subjects: { name: string; questions: number; correct: number; attempted: number }[];
  topics: { name: string; subject: string; questions: number; correct: number; attempted: number }[];
  /** Null for a retake: ranks count first attempts only. */
  rank: { rank: number; takers: number } | null;
}

/** A bank question as the retrieval index reads it (decision 0016): used for ranking, never sent as such. */
export interface BankDocument {
  id: number;
  subject: string;
  topic: string;
  text: string;
  options: string[];
  explanation: string;
  textHi: string | null;
  optionsHi: string[] | null;
  explanationHi: string | null;
}

/**
 * A retrieved question as the student may see it: the text, key and explanation only when key-visibility.ts
 * allows them (null otherwise), and a test that holds it so a hidden one can be named as "covered in test X".
 */
export interface RetrievedQuestion {
  id: number;
  code: string;
  subject: string;
  topic: string;
  isVisible: boolean;
  /** The test in progress holding the question back (never discussed), or null. */
  heldBackBy: string | null;
  /** A test holding the question (the first by name), for a hidden one. */
  inTest: string | null;
  question: string | null;
  answer: string | null;
  explanation: string | null;
  questionHi: string | null;
  answerHi: string | null;
  explanationHi: string | null;
}

/** How many of the student's results the assistant reads (newest first). */
export const RESULTS_READ = 200;

const parseJson = <T>(v: T | string | null): T | null => (typeof v === 'string' ? JSON.parse(v) : v);

/** What the assistant reads of one student (their own record only); writes nothing. */
export function groundingReport(db: Db) {
  const details = resultsRepository(db);
  return {
    async load(userId: number): Promise<Grounding> {
      const [user, recent, subjects, topics, pace, running, scoreRows, testRows, resultRows, catalogue] =
        await Promise.all([
          db.execute(sql`select name from users where id = ${userId}`),
          db.execute(sql`
          select t.name as test, r.perc_score as percent, r.created_at as date
            from results r join tests t on t.id = r.test_id
           where r.user_id = ${userId} order by r.created_at desc, r.id desc limit 10`),
          details.subjectAccuracy(userId),
          details.topicAccuracy(userId),
          db.execute(sql`
          select q.difficulty, avg(aa.time_spent_seconds)::float8 as seconds, count(*)::int as answered
            from results r join attempt_answers aa on aa.attempt_id = r.attempt_id
            join questions q on q.id = aa.question_id
           where r.user_id = ${userId} and aa.selected_answer is not null and aa.time_spent_seconds > 0
           group by q.difficulty`),
          db.execute(sql`
          select ${heldBackBy(userId, sql`q.id`)} as "testName", q.id, q.text, q.options
            from questions q
           where q.id in (${heldBackQuestionIds(userId)})
           order by q.id`),
          db.execute(sql`
          select count(*)::int as n, coalesce(avg(perc_score), 0)::float8 as avg from results where user_id = ${userId}`),
          db.execute(sql`
          select t.id, t.code, t.name, t.type, s.name as subject, tp.name as topic
            from tests t left join subjects s on s.id = t.subject_id left join topics tp on tp.id = t.topic_id
           where t.status = 'published' and ${inAudience(userId, 't')}
           order by t.id`),
          db.execute(sql`
          select r.id, r.test_id as "testId", t.code, t.name as test, t.type, r.score, r.total_score as "totalScore",
                 r.perc_score as percent, r.correct, r.wrong, r.unattempted, r.total_questions as "totalQuestions",
                 r.accuracy_rate as accuracy, r.time_spent_seconds as "timeSpentSeconds",
                 r.is_first_attempt as "isFirstAttempt", r.created_at as date
            from results r join tests t on t.id = r.test_id
           where r.user_id = ${userId} order by r.created_at desc, r.id desc limit ${RESULTS_READ}`),
          db.execute(sql`
          select s.name as subject, tp.name as topic
            from subjects s left join topics tp on tp.subject_id = s.id order by s.id, tp.id`),
        ]);
      const runningRows = rowsOf<{
        testName: string;
        id: number;
        text: string;
        options: string[] | string;
      }>(running);
      const runningTests = [...new Set(runningRows.map((r) => r.testName))];
      const catalogueRows = rowsOf<{ subject: string; topic: string | null }>(catalogue);
      const recentRows = rowsOf<{ test: string; percent: number; date: string | Date }>(recent);
      const accuracyOf = (r: { attempted: number; correct: number }) =>
        r.attempted > 0 ? Math.round((r.correct / r.attempted) * 1000) / 10 : 0;
      const totals = rowsOf<{ n: number; avg: number }>(scoreRows)[0]!;
      return {
        name: rowsOf<{ name: string }>(user)[0]?.name ?? 'Student',
        totalTests: Number(totals.n),
        averageScore: Math.round(Number(totals.avg) * 10) / 10,
        recent: recentRows.map((r) => ({
          test: r.test,
          percent: Number(r.percent),
          date: new Date(r.date).toISOString().slice(0, 10),
        })),
        subjects: subjects
          .map((r) => ({ name: r.name, attempted: r.attempted, accuracy: accuracyOf(r) }))
          .sort((a, b) => a.accuracy - b.accuracy),
        topics: topics
          .map((r) => ({
            name: r.topicName,
            subject: r.subjectName,
            attempted: r.attempted,
            accuracy: accuracyOf(r),
          }))
          .sort((a, b) => a.accuracy - b.accuracy || b.attempted - a.attempted),
        pace: rowsOf<{ difficulty: 'easy' | 'medium' | 'hard'; seconds: number; answered: number }>(pace).map(
          (r) => ({
            difficulty: r.difficulty,
            averageSeconds: Math.round(Number(r.seconds)),
            answered: r.answered,
          }),
        ),
        running: runningTests.map((testName) => {
          const rows = runningRows.filter((r) => r.testName === testName);
          return {
            testName,
            questions: rows.map((r) => ({
              id: r.id,
              text: r.text,
              options: typeof r.options === 'string' ? JSON.parse(r.options) : r.options,
            })),
          };
        }),
        tests: rowsOf<Grounding['tests'][number]>(testRows),
        results: rowsOf<Omit<TestResultRow, 'date'> & { date: string | Date }>(resultRows).map((r) => ({
          ...r,
          score: Number(r.score),
          totalScore: Number(r.totalScore),
          percent: Number(r.percent),
          accuracy: Number(r.accuracy),
          date: new Date(r.date).toISOString().slice(0, 10),
        })),
        catalogue: {
          subjects: [...new Set(catalogueRows.map((r) => r.subject))].map((name) => ({ name })),
          topics: catalogueRows.flatMap((r) => (r.topic ? [{ name: r.topic, subject: r.subject }] : [])),
        },
      };
    },

    /** One of the student's results per subject and topic, and its rank; null when it is not theirs. */
    async resultDetail(userId: number, resultId: number): Promise<TestResultDetail | null> {
      const [owner, bySubject, byTopic, rank] = await Promise.all([
        db.execute(
          sql`select is_first_attempt as first from results where id = ${resultId} and user_id = ${userId}`,
        ),
        db.execute(sql`
          select s.name, count(*)::int as questions,
                 count(*) filter (where aa.selected_answer = q.correct_index)::int as correct,
                 count(*) filter (where aa.selected_answer is not null)::int as attempted
            from results r join attempt_answers aa on aa.attempt_id = r.attempt_id
            join questions q on q.id = aa.question_id join subjects s on s.id = q.subject_id
           where r.id = ${resultId} and r.user_id = ${userId}
           group by s.name order by s.name`),
        db.execute(sql`
          select tp.name, s.name as subject, count(*)::int as questions,
                 count(*) filter (where aa.selected_answer = q.correct_index)::int as correct,
                 count(*) filter (where aa.selected_answer is not null)::int as attempted
            from results r join attempt_answers aa on aa.attempt_id = r.attempt_id
            join questions q on q.id = aa.question_id join topics tp on tp.id = q.topic_id
            join subjects s on s.id = tp.subject_id
           where r.id = ${resultId} and r.user_id = ${userId}
           group by tp.name, s.name order by tp.name`),
        db.execute(sql`
          select 1 + count(*) filter (where o.perc_score > r.perc_score)::int as rank, count(*)::int as takers
            from results r join results o on o.test_id = r.test_id and o.is_first_attempt
           where r.id = ${resultId} and r.user_id = ${userId} and r.is_first_attempt
           group by r.id`),
      ]);
      const first = rowsOf<{ first: boolean }>(owner)[0];
      if (!first) return null;
      const rankRow = rowsOf<{ rank: number; takers: number }>(rank)[0];
      return {
        subjects: rowsOf<TestResultDetail['subjects'][number]>(bySubject),
        topics: rowsOf<TestResultDetail['topics'][number]>(byTopic),
        rank: rankRow ? { rank: Number(rankRow.rank), takers: Number(rankRow.takers) } : null,
      };
    },

    /**
     * A fingerprint of the question bank: changes when a question is added, removed or edited (its text,
     * options, explanation or topic), so the retrieval index is rebuilt then (decision 0016).
     */
    async bankVersion(): Promise<string> {
      const result = await db.execute(sql`
        select count(*)::int as n, coalesce(max(id), 0)::int as top,
               coalesce(sum(hashtext(q.text || q.options::text || q.explanation || q.topic_id::text
                 || coalesce(q.text_hi, '') || coalesce(q.options_hi::text, '') || coalesce(q.explanation_hi, '')
               )::bigint), 0)::text as h
          from questions q`);
      const row = rowsOf<{ n: number; top: number; h: string }>(result)[0]!;
      return `${row.n}:${row.top}:${row.h}`;
    },

    /**
     * Every current bank question (no superseded version), for the retrieval index (ranking only: what is shown,
     * and to whom, is decided by `retrieve`: never a question of a bank the student does not reach).
     */
    async bankDocuments(): Promise<BankDocument[]> {
      const result = await db.execute(sql`
        select q.id, s.name as subject, tp.name as topic, q.text, q.options, q.explanation,
               q.text_hi as "textHi", q.options_hi as "optionsHi", q.explanation_hi as "explanationHi"
          from questions q join subjects s on s.id = q.subject_id join topics tp on tp.id = q.topic_id
         where q.superseded_by is null
         order by q.id`);
      return rowsOf<
        Omit<BankDocument, 'options' | 'optionsHi'> & {
          options: string[] | string;
          optionsHi: string[] | string | null;
        }
      >(result).map((r) => ({
        ...r,
        options: parseJson(r.options) ?? [],
        optionsHi: parseJson(r.optionsHi),
      }));
    },

    /**
     * The questions `ids` as this student may see them, in the order given: text, key and explanation only
     * under key-visibility.ts's rule, decided in this statement (decision 0008).
     */
    async retrieve(userId: number, ids: number[]): Promise<RetrievedQuestion[]> {
      if (ids.length === 0) return [];
      const result = await db.execute(sql`
        with picked as (
          select q.*, ${isKeyVisible(userId, sql`q.id`)} as visible
            from questions q where q.id = any(${pgArray(ids)}::int[])
             and ${ownerReachedBy(userId, sql`q.owner_customer_id`)})
        select p.id, p.code, s.name as subject, tp.name as topic, p.visible as "isVisible",
               ${heldBackBy(userId, sql`p.id`)} as "heldBackBy",
               (select t.name from test_questions tq join tests t on t.id = tq.test_id
                 where tq.question_id = p.id and t.status = 'published' and ${inAudience(userId, 't')}
                 order by t.name limit 1) as "inTest",
               case when p.visible then p.text end as question,
               case when p.visible then p.options ->> p.correct_index end as answer,
               case when p.visible then p.explanation end as explanation,
               case when p.visible then p.text_hi end as "questionHi",
               case when p.visible then p.options_hi ->> p.correct_index end as "answerHi",
               case when p.visible then p.explanation_hi end as "explanationHi"
          from picked p join subjects s on s.id = p.subject_id join topics tp on tp.id = p.topic_id`);
      const rows = rowsOf<RetrievedQuestion>(result);
      const byId = new Map(rows.map((r) => [Number(r.id), { ...r, id: Number(r.id) }]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [row] : [];
      });
    },
  };
}

export type GroundingReport = ReturnType<typeof groundingReport>;
