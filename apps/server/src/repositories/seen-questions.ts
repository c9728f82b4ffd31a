import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Issue 15: the questions a student has met, and so may bookmark or report: every question of a test they have
 * submitted (a result of theirs) and every question of their practice sets. Anything else answers 404, as an
 * unknown question does. (Seeing a question is not seeing its key: that is key-visibility.ts's rule alone.)
 */
export function hasSeenQuestion(userId: number, questionId: SQLWrapper): SQL {
  return sql`(exists (select 1 from results sq_r
                        join test_questions sq_tq on sq_tq.test_id = sq_r.test_id
                       where sq_r.user_id = ${userId} and sq_tq.question_id = ${questionId})
          or exists (select 1 from practice_sessions sq_s
                        join practice_items sq_i on sq_i.session_id = sq_s.id
                       where sq_s.user_id = ${userId} and sq_i.question_id = ${questionId}))`;
}
