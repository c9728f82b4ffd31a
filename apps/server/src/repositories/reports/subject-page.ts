import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { isKeyVisible } from '../key-visibility.ts';

/** One topic's answers in one submitted attempt of the student. */
export interface TopicResultRow {
  topicId: number;
  resultId: number;
  submittedAt: Date;
  answered: number;
  correct: number;
}

export interface MissedRow {
  questionId: number;
  text: string;
  topic: string;
  timesWrong: number;
  timesSeen: number;
  correctAnswer: string;
  explanation: string;
}

export interface PaceRow {
  difficulty: 'easy' | 'medium' | 'hard';
  questions: number;
  averageSeconds: number | null;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return rowsOf<T>(result);
}

/**
 * Reads of the subject page; writes nothing. Every figure comes from the final answers of the student's submitted attempts:
 * each submitted attempt has exactly one result (results.attempt_id), so the reads start from `results`.
 */
export function subjectPageReport(db: Db) {
  return {
    /** Per topic and submitted attempt: the answers given (an option chosen) and how many were right. */
    async topicResults(userId: number, subjectId: number): Promise<TopicResultRow[]> {
      const result = await rows<TopicResultRow>(
        db,
        sql`
        select q.topic_id as "topicId", r.id::int as "resultId", r.created_at as "submittedAt",
               count(*)::int as answered,
               count(*) filter (where aa.selected_answer = q.correct_index)::int as correct
          from results r
          join attempt_answers aa on aa.attempt_id = r.attempt_id
          join questions q on q.id = aa.question_id
         where r.user_id = ${userId} and q.subject_id = ${subjectId} and aa.selected_answer is not null
         group by q.topic_id, r.id, r.created_at
         order by r.created_at, r.id`,
      );
      return result.map((r) => ({ ...r, submittedAt: new Date(r.submittedAt) }));
    },

    /**
     * The questions of the subject answered wrong most often, each with its key and explanation: only those
     * whose key the student may see (decision 0008), so a question of a test in progress is left out.
     */
    mostMissed(userId: number, subjectId: number, limit: number): Promise<MissedRow[]> {
      return rows(
        db,
        sql`
        with wrong as (
          select aa.question_id, count(*)::int as times_wrong
            from results r
            join attempt_answers aa on aa.attempt_id = r.attempt_id
            join questions q on q.id = aa.question_id
           where r.user_id = ${userId} and q.subject_id = ${subjectId}
             and aa.selected_answer is not null and aa.selected_answer <> q.correct_index
           group by aa.question_id
        ), seen as (
          select tq.question_id, count(*)::int as times_seen
            from results r
            join test_questions tq on tq.test_id = r.test_id
            join questions q on q.id = tq.question_id
           where r.user_id = ${userId} and q.subject_id = ${subjectId}
           group by tq.question_id
        )
        select q.id as "questionId", q.text, tp.name as topic, w.times_wrong as "timesWrong",
               greatest(coalesce(s.times_seen, 0), w.times_wrong)::int as "timesSeen",
               q.options ->> q.correct_index::int as "correctAnswer", q.explanation
          from wrong w
          join questions q on q.id = w.question_id
          join topics tp on tp.id = q.topic_id
          left join seen s on s.question_id = q.id
         where ${isKeyVisible(userId, sql`q.id`)}
         order by w.times_wrong desc, "timesSeen" asc, q.id asc
         limit ${limit}`,
      );
    },

    /** Per difficulty: the answers given (an option chosen) and their mean time in seconds. */
    async pace(userId: number, subjectId: number): Promise<PaceRow[]> {
      const result = await rows<PaceRow>(
        db,
        sql`
        select q.difficulty, count(*)::int as questions,
               round(avg(aa.time_spent_seconds)::numeric, 1)::float8 as "averageSeconds"
          from results r
          join attempt_answers aa on aa.attempt_id = r.attempt_id
          join questions q on q.id = aa.question_id
         where r.user_id = ${userId} and q.subject_id = ${subjectId} and aa.selected_answer is not null
         group by q.difficulty`,
      );
      return result.map((r) => ({
        ...r,
        averageSeconds: r.averageSeconds === null ? null : Number(r.averageSeconds),
      }));
    },
  };
}

export type SubjectPageReport = ReturnType<typeof subjectPageReport>;
