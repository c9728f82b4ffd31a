import type { User } from '@aspirant/contract/fields.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import { type SQL, sql } from 'drizzle-orm';
import { bankScopeOf, ownerInScope } from './question-scope.ts';

/**
 * Issue 17 point 3: which tests a user sees. Every reader of tests for a student (the catalogue's list, search
 * and detail, the start of an attempt, the dashboard's suggestions) puts this condition into its own statement,
 * so a centre's test never reaches a student outside its audience, by id, list or search.
 *
 * - A student sees published tests only: the global ones (`audience = 'everyone'`), their own centre's
 *   centre-wide ones, those set for a batch they are in, and those set for them by name.
 * - Staff see the published tests of the banks they reach (question-scope.ts): the global ones and their own
 *   centre's (the super admin: all). What staff may change is decided by the composer (its own rule).
 *
 * A test's window (opens/closes) is not part of visibility: a student sees a scheduled test before it opens
 * ('Opens Sun, 10:00 AM'); the start refuses it outside its window.
 */
export function testVisibleTo(user: Pick<User, 'id' | 'role_id' | 'customer_id'>, t: string): SQL {
  const published = sql.raw(`${t}.status = 'published'`);
  if (user.role_id !== ROLE.STUDENT) {
    return sql`(${published} and ${ownerInScope(bankScopeOf(user), sql.raw(`${t}.owner_customer_id`))})`;
  }
  return sql`(${published} and ${inAudience(user.id, t)})`;
}

/** As a SQL boolean: is the student `userId` in the audience of the test `t` (an alias of `tests`)? */
export function inAudience(userId: number | SQL, t: string): SQL {
  const id = sql.raw(`${t}.id`);
  return sql`(${sql.raw(`${t}.audience`)} = 'everyone'
    or (${sql.raw(`${t}.audience`)} = 'centre'
        and ${sql.raw(`${t}.owner_customer_id`)} = (select va_u.customer_id from users va_u where va_u.id = ${userId}))
    or (${sql.raw(`${t}.audience`)} = 'batches'
        and exists (select 1 from test_audience_batches va_tb join batch_students va_bs on va_bs.batch_id = va_tb.batch_id
                     where va_tb.test_id = ${id} and va_bs.user_id = ${userId}))
    or (${sql.raw(`${t}.audience`)} = 'students'
        and exists (select 1 from test_audience_students va_ts where va_ts.test_id = ${id} and va_ts.user_id = ${userId})))`;
}

/**
 * The students of a test's audience, as a SQL `select id`: the live exam room's rows, the notices of a test
 * assigned, the audience's ranks. A global test's audience is every student (callers show only those who
 * started it). Deleted accounts are not in it.
 */
export function audienceOf(testId: number): SQL {
  return sql`select au_u.id from users au_u join tests au_t on au_t.id = ${testId}
     where au_u.role_id = ${ROLE.STUDENT} and au_u.deleted_at is null
       and ${inAudience(sql`au_u.id`, 'au_t')}`;
}
