import { saveAnswer, startAttempt, submitResult } from '@aspirant/contract/attempts.ts';
import { register } from '@aspirant/contract/auth.ts';
import { getQuestionIds, listTests } from '@aspirant/contract/tests.ts';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { questions, tests } from '../db/schema.ts';
import type { TestContext } from './app.ts';
import { call } from './call.ts';

let registered = 0;

/** Registers a new student (role 3) and returns their bearer token. */
export async function newStudent(t: TestContext, name = `Student ${registered + 1}`): Promise<string> {
  const res = await call(t, register, {
    body: { name, email: `r${++registered}-${Date.now()}@example.com`, password: 'a good password' },
  });
  return res.data.token;
}

/** The id of the first test whose search matches, as the student sees the catalogue. */
export async function findTestId(t: TestContext, token: string, search: string): Promise<number> {
  const res = await call(t, listTests, { token, query: { search } });
  return res.data.tests[0]!.id;
}

/** The id of the content bank's test with this code (e.g. 'UPSC-QUICK-05'). */
export async function testIdOfCode(t: TestContext, code: string): Promise<number> {
  const [row] = await t.database.db.select({ id: tests.id }).from(tests).where(eq(tests.code, code));
  return row!.id;
}

export interface TakePlan {
  /** Per question position: the choice ('right', 'wrong', or null to leave it), seconds, and mark. */
  answers: { choice: 'right' | 'wrong' | null; seconds: number; marked?: boolean }[];
  elapsedSeconds: number;
  testId: number;
}

/** Takes a test as planned (saves with times and marks), lets the clock run, submits; returns the result id. */
export async function takeTest(t: TestContext, token: string, plan: TakePlan): Promise<number> {
  const { testId } = plan;
  const started = await call(t, startAttempt, { token, params: { id: testId }, body: {} });
  const uuid = started.data.sessionUuid;
  const ids = (await call(t, getQuestionIds, { token, params: { id: testId } })).data.questionIds;
  const key = new Map(
    (
      await t.database.db
        .select({ id: questions.id, c: questions.correctIndex })
        .from(questions)
        .where(inArray(questions.id, ids))
    ).map((r) => [r.id, r.c]),
  );
  let seq = 0;
  for (const [i, a] of plan.answers.entries()) {
    const q = ids[i]!;
    const selectedAnswer =
      a.choice === null ? null : a.choice === 'right' ? key.get(q)! : (key.get(q)! + 1) % 4;
    await call(t, saveAnswer, {
      token,
      body: {
        sessionUuid: uuid,
        questionId: q,
        selectedAnswer,
        timeSpentSeconds: a.seconds,
        isMarkedForReview: a.marked ?? false,
        seq: ++seq,
      },
    });
  }
  t.clock.advance(plan.elapsedSeconds * 1000);
  const submitted = await call(t, submitResult, { token, body: { testId, sessionUuid: uuid } });
  expect(submitted.statusCode).toBe(201);
  return submitted.data.result.id;
}
