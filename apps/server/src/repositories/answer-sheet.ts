import { BLANK, MAX_SECONDS } from '@aspirant/domain/answer-sheet.ts';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Issue 18: the SQL form of a result's answer sheet (`@aspirant/domain/answer-sheet.ts`), written with the result
 * from the paper and the attempt's answers. Aggregates over rows of the paper (one per position): `choice` the
 * option chosen (null: blank), `seconds` the time spent, `position` the 0-based paper position. Expressions are
 * column names of the caller's statement, never input.
 */
export function answerSheetText(e: { choice: string; seconds: string; position: string }): {
  sheet: string;
  seconds: string;
} {
  return {
    sheet: `coalesce(decode(string_agg(lpad(to_hex(coalesce(${e.choice}, ${BLANK})), 2, '0'), '' order by ${e.position}), 'hex'), ''::bytea)`,
    seconds: `coalesce(decode(string_agg(lpad(to_hex(least(greatest(coalesce(${e.seconds}, 0), 0), ${MAX_SECONDS})), 4, '0'), '' order by ${e.position}), 'hex'), ''::bytea)`,
  };
}

export function answerSheetSql(e: { choice: string; seconds: string; position: string }): {
  sheet: SQL;
  seconds: SQL;
} {
  const text = answerSheetText(e);
  return { sheet: sql.raw(text.sheet), seconds: sql.raw(text.seconds) };
}

/**
 * The sheet of an attempt from its saved answers, as two scalar subqueries: for writers that store the answers
 * before the result (tests and benchmarks that write submissions directly). `attemptId` and `testId` are column
 * expressions of the caller's statement.
 */
export function storedSheetText(attemptId: string, testId: string): { sheet: string; seconds: string } {
  const agg = answerSheetText({
    choice: 'aa.selected_answer',
    seconds: 'aa.time_spent_seconds',
    position: 'tq.position',
  });
  const from = `from test_questions tq
                left join attempt_answers aa on aa.attempt_id = ${attemptId} and aa.question_id = tq.question_id
               where tq.test_id = ${testId}`;
  return { sheet: `(select ${agg.sheet} ${from})`, seconds: `(select ${agg.seconds} ${from})` };
}
