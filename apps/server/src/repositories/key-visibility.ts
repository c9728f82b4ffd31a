import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { ownerReachedBy } from './question-scope.ts';

/**
 * Issue 13 point 2 and decision 0008: the one rule of when a student may see a question's key (its correct
 * option) and its explanation. Every reader that can send either (practice, the subject page, the assistant's
 * grounding, result pages) embeds these fragments in its own query, so the key is decided in the statement
 * that reads it and no second version of the rule can drift.
 *
 * A student may see the key and explanation of a question only when
 *   (a) the question is reserved for practice (`questions.is_practice`), or belongs to a test the student has
 *       submitted (a result of theirs exists for it), and
 *   (b) it belongs to no test the student has an attempt in progress for (status 'in_progress', whatever its
 *       deadline: until the student or the server's sweep submits it).
 * A question of a test the student has not yet submitted is therefore never shown with its key, before or
 * during the attempt; a retake of a submitted test hides that test's questions again while it runs.
 */

/**
 * As SQL, the question ids that (b) holds back: every question of a test the student has an attempt in
 * progress for. Driven by the student's attempts (indexed by user), then test_questions by test.
 */
export const heldBackQuestionIds = (userId: number): SQL => sql`
  select kv_tq.question_id from attempts kv_a
    join test_questions kv_tq on kv_tq.test_id = kv_a.test_id
   where kv_a.user_id = ${userId} and kv_a.status = 'in_progress'`;

/**
 * As SQL, the question ids that (a) opens: the practice-reserved questions of the banks the student reaches (the
 * global bank and their own centre's, decision 0020) and those of every test the student has submitted.
 */
const openedQuestionIds = (userId: number): SQL => sql`
  select kv_q.id from questions kv_q
   where kv_q.is_practice and ${ownerReachedBy(userId, sql`kv_q.owner_customer_id`)}
  union
  select kv_tq.question_id from results kv_r
    join test_questions kv_tq on kv_tq.test_id = kv_r.test_id
   where kv_r.user_id = ${userId}`;

/**
 * As a SQL boolean: may the student see the key and explanation of the question `questionId` (a column or
 * expression of the caller's query) now? (a) and not (b), above.
 */
export function isKeyVisible(userId: number, questionId: SQLWrapper): SQL {
  return sql`(${questionId} in (${openedQuestionIds(userId)})
    and ${questionId} not in (${heldBackQuestionIds(userId)}))`;
}

/**
 * As a SQL text expression: the name of a test in progress that holds back the question `questionId` (the
 * reason a result page gives, 'Hidden until you submit <name>'), or null when (b) does not apply. Several
 * running tests sharing the question: the one started first.
 */
export function heldBackBy(userId: number, questionId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(select kv_t.name from attempts kv_a
      join test_questions kv_tq on kv_tq.test_id = kv_a.test_id
      join tests kv_t on kv_t.id = kv_a.test_id
     where kv_a.user_id = ${userId} and kv_a.status = 'in_progress' and kv_tq.question_id = ${questionId}
     order by kv_a.started_at, kv_a.id
     limit 1)`;
}
