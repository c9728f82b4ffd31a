import { type SQL, sql } from 'drizzle-orm';

/**
 * Issue 18: the one rule of what counts as correct on a test's question, after any regrade. A regrade never
 * changes the question (its history stays what students saw); it sets `test_questions.accepted` (the options
 * that count as correct in this test) or `test_questions.dropped`. Marking reads the key through these
 * fragments, and so does every reader that counts right and wrong answers of a test (result pages, breakdowns,
 * subject pages, the assistant's grounding, practice from mistakes, item analysis), so a fixed key moves them
 * all. The marks themselves are `@aspirant/domain/marking.ts`.
 *
 * `q` and `tq` are the aliases of `questions` and `test_questions` in the caller's statement.
 */
const alias = (name: string): SQL => sql.raw(name);

/** The options (0-based) that count as correct, as a smallint[]. */
export function acceptedSql(q = 'q', tq = 'tq'): SQL {
  return sql`coalesce(${alias(tq)}.accepted, array[${alias(q)}.correct_index]::smallint[])`;
}

/** Whether `chosen` (an option index, or null) counts as correct: a boolean, never null. */
export function isCorrectSql(chosen: SQL, q = 'q', tq = 'tq'): SQL {
  return sql`(case when ${alias(tq)}.dropped = 'full' then true
                   when ${alias(tq)}.dropped = 'unattempted' or ${chosen} is null then false
                   else ${chosen} = any(${acceptedSql(q, tq)}) end)`;
}

/** Whether `chosen` counts as answered (a dropped question counts as the regrade chose, whatever was chosen). */
export function isAttemptedSql(chosen: SQL, tq = 'tq'): SQL {
  return sql`(case when ${alias(tq)}.dropped = 'full' then true
                   when ${alias(tq)}.dropped = 'unattempted' then false
                   else ${chosen} is not null end)`;
}
