import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { heldBackBy, heldBackQuestionIds, isKeyVisible } from '../key-visibility.ts';
import { resultsRepository } from '../results.ts';

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
  /** Bank questions matching the message, only those whose key the student may see (decision 0008). */
  explanations: {
    code: string;
    subject: string;
    topic: string;
    question: string;
    answer: string;
    explanation: string;
  }[];
}

/** An OR-of-prefixes full-text query from what the student typed: any matching word counts. */
export function toAnyWordQuery(text: string): string | null {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).slice(0, 12);
  return words.length ? [...new Set(words)].map((w) => `${w}:*`).join(' | ') : null;
}

/** What the assistant reads of one student (their own record only); writes nothing. */
export function groundingReport(db: Db) {
  const details = resultsRepository(db);
  return {
    async load(userId: number, message: string): Promise<Grounding> {
      const query = toAnyWordQuery(message);
      const [user, recent, subjects, topics, pace, running, scoreRows, explained] = await Promise.all([
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
        query
          ? db.execute(sql`
              select q.code, s.name as subject, tp.name as topic, q.text as question,
                     q.options ->> q.correct_index as answer, q.explanation
                from questions q join subjects s on s.id = q.subject_id join topics tp on tp.id = q.topic_id
               where q.search_vector @@ to_tsquery('english', ${query})
                 and ${isKeyVisible(userId, sql`q.id`)}
               order by ts_rank(q.search_vector, to_tsquery('english', ${query})) desc, q.id
               limit 3`)
          : { rows: [] },
      ]);
      const runningRows = rowsOf<{
        testName: string;
        id: number;
        text: string;
        options: string[] | string;
      }>(running);
      const runningTests = [...new Set(runningRows.map((r) => r.testName))];
      const explanationRows = rowsOf<Grounding['explanations'][number]>(explained);
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
        explanations: explanationRows,
      };
    },
  };
}

export type GroundingReport = ReturnType<typeof groundingReport>;
