import type { User } from '@aspirant/contract/fields.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Issue 16 point 1 and decision 0020: which banks a caller reaches. Every reader of questions (the bank's list,
 * search, duplicate check, import and export; practice; the subject page; the assistant's grounding; the key
 * rule of key-visibility.ts) takes its scope from here, so a centre's question never reaches another centre.
 *
 * - The global bank (`owner_customer_id is null`, the seed content) is reached by everyone.
 * - A centre's bank is reached by the centre's own users: its staff in the bank, its students through tests and
 *   practice. The super admin reaches every bank.
 * - Students never list the bank (the routes' guards); what they reach here is what tests and practice draw on.
 */

/** The bank scope of a user: every bank (the super admin), or the global bank plus one centre's (or none). */
export type BankScope = { kind: 'all' } | { kind: 'centre'; customerId: number | null };

export function bankScopeOf(user: Pick<User, 'role_id' | 'customer_id'>): BankScope {
  return user.role_id === ROLE.SUPER_ADMIN
    ? { kind: 'all' }
    : { kind: 'centre', customerId: user.customer_id };
}

/** As a SQL boolean: is the bank of `owner` (a row's owner_customer_id column) within `scope`? */
export function ownerInScope(scope: BankScope, owner: SQLWrapper): SQL {
  if (scope.kind === 'all') return sql`true`;
  if (scope.customerId === null) return sql`(${owner} is null)`;
  return sql`(${owner} is null or ${owner} = ${scope.customerId})`;
}

/**
 * As a SQL boolean for a student known only by id (the key rule, practice, the assistant): is the bank of
 * `owner` the global bank or the student's own centre's? Decided in the reader's own statement.
 */
export function ownerReachedBy(userId: number, owner: SQLWrapper): SQL {
  return sql`(${owner} is null or ${owner} = (select rb_u.customer_id from users rb_u where rb_u.id = ${userId}))`;
}

/**
 * As a SQL boolean: may the question `q` (an alias of `questions`) be drawn into something new (a practice set,
 * a new test, an assistant's suggestion)? Only the current version of an active question.
 */
export function isDrawable(q: string): SQL {
  return sql.raw(`(${q}.status = 'active' and ${q}.superseded_by is null)`);
}

/**
 * As a SQL boolean: has any attempt or practice set used the question `questionId`? Such a question is never
 * changed in place (issue 16 point 3): an edit makes a new version.
 */
export function isUsed(questionId: SQLWrapper): SQL {
  return sql`(exists (select 1 from test_questions us_tq join attempts us_a on us_a.test_id = us_tq.test_id
                       where us_tq.question_id = ${questionId})
          or exists (select 1 from practice_items us_pq where us_pq.question_id = ${questionId}))`;
}
