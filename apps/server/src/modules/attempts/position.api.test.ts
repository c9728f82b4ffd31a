import {
  ATTEMPT_MESSAGES,
  getInProgressAttempt,
  savePosition,
  startAttempt,
  submitResult,
} from '@aspirant/contract/attempts.ts';
import { login, register } from '@aspirant/contract/auth.ts';
import { getSolutions } from '@aspirant/contract/results.ts';
import { getQuestionIds, listTests } from '@aspirant/contract/tests.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../../test-support/app.ts';
import { call } from '../../test-support/call.ts';

let t: TestContext;
let quickTestId: number;

beforeAll(async () => {
  t = await createTestContext();
  const student = (
    await call(t, login, { body: { email: 'student@aspirant.test', password: DEMO_PASSWORD } })
  ).data.token;
  const list = await call(t, listTests, { query: { search: 'quick practice' }, token: student });
  quickTestId = list.data.tests[0]!.id;
});
afterAll(async () => {
  await t.close();
});

let n = 0;
async function newStudent(): Promise<string> {
  const res = await call(t, register, {
    body: { name: 'Kavya', email: `kavya${++n}-${Date.now()}@example.com`, password: 'a good password' },
  });
  return res.data.token;
}

async function start(token: string) {
  const res = await call(t, startAttempt, { params: { id: quickTestId }, token, body: {} });
  expect(res.statusCode).toBe(200);
  const ids = await call(t, getQuestionIds, { params: { id: quickTestId }, token });
  return { uuid: res.data.sessionUuid, attempt: res.data.attempt, count: ids.data.questionIds.length };
}

const resumeIndex = async (token: string) =>
  (await call(t, getInProgressAttempt, { params: { id: quickTestId }, token })).data.attempt
    ?.lastQuestionIndex;

/** Status and message of a refusal, for one exact comparison. */
const refusal = (res: { statusCode: number; error: { message: string } }) => ({
  status: res.statusCode,
  message: res.error.message,
});

describe('the last question seen (issue 15)', () => {
  it('starts at question 1, keeps the last position saved and hands it back on resume', async () => {
    const token = await newStudent();
    const { uuid, attempt, count } = await start(token);
    expect(count).toBe(5);
    expect(attempt.lastQuestionIndex).toBe(0);
    expect(await resumeIndex(token)).toBe(0);

    const saved = await call(t, savePosition, { token, body: { sessionUuid: uuid, questionIndex: 2 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.data).toEqual({ success: true });
    expect(await resumeIndex(token)).toBe(2);
    await call(t, savePosition, { token, body: { sessionUuid: uuid, questionIndex: 4 } });
    expect(await resumeIndex(token)).toBe(4);

    // A start that finds the attempt running (another tab, another device) hands it back too.
    const again = await call(t, startAttempt, { params: { id: quickTestId }, token, body: {} });
    expect(again.data.resumed).toBe(true);
    expect(again.data.attempt.lastQuestionIndex).toBe(4);
  });

  it('refuses a position that is not a question of the test with a clear message', async () => {
    const token = await newStudent();
    const { uuid } = await start(token);
    const cases = [-1, 1.5, 500, '3', null];
    for (const questionIndex of cases) {
      const res = await call(t, savePosition, { token, rawBody: { sessionUuid: uuid, questionIndex } });
      expect(refusal(res)).toEqual({ status: 400, message: ATTEMPT_MESSAGES.badQuestionIndex });
    }
    // Within the contract's bound but past the test's 5 questions.
    const past = await call(t, savePosition, { token, body: { sessionUuid: uuid, questionIndex: 5 } });
    expect(refusal(past)).toEqual({ status: 400, message: ATTEMPT_MESSAGES.badQuestionIndex });
    const missing = await call(t, savePosition, { token, rawBody: { sessionUuid: uuid } });
    expect(refusal(missing)).toEqual({ status: 400, message: ATTEMPT_MESSAGES.badQuestionIndex });
    const badUuid = await call(t, savePosition, {
      token,
      rawBody: { sessionUuid: 'not-a-uuid', questionIndex: 1 },
    });
    expect(refusal(badUuid)).toEqual({ status: 400, message: ATTEMPT_MESSAGES.badSession });
    expect(await resumeIndex(token)).toBe(0);
  });

  it("answers another student's session and an unknown one alike (404), and changes nothing", async () => {
    const owner = await newStudent();
    const { uuid } = await start(owner);
    await call(t, savePosition, { token: owner, body: { sessionUuid: uuid, questionIndex: 3 } });
    const other = await newStudent();
    const stolen = await call(t, savePosition, {
      token: other,
      body: { sessionUuid: uuid, questionIndex: 4 },
    });
    expect(refusal(stolen)).toEqual({ status: 404, message: ATTEMPT_MESSAGES.attemptNotFound });
    const unknown = await call(t, savePosition, {
      token: other,
      body: { sessionUuid: '00000000-0000-4000-8000-000000000000', questionIndex: 4 },
    });
    expect(refusal(unknown)).toEqual({ status: 404, message: ATTEMPT_MESSAGES.attemptNotFound });
    expect(await resumeIndex(owner)).toBe(3);
  });

  it('refuses a position once the test is submitted or its time is up', async () => {
    const token = await newStudent();
    const { uuid } = await start(token);
    await call(t, submitResult, { token, body: { testId: quickTestId, sessionUuid: uuid, answers: [] } });
    const closed = await call(t, savePosition, { token, body: { sessionUuid: uuid, questionIndex: 2 } });
    expect(refusal(closed)).toEqual({ status: 409, message: ATTEMPT_MESSAGES.attemptClosed });

    const late = await newStudent();
    const running = await start(late);
    t.clock.advance((5 * 60 + 31) * 1000);
    const overdue = await call(t, savePosition, {
      token: late,
      body: { sessionUuid: running.uuid, questionIndex: 2 },
    });
    expect(refusal(overdue)).toEqual({ status: 409, message: ATTEMPT_MESSAGES.deadlinePassed });
  });

  it('keeps the language the questions were shown in: the solutions open in it, not the profile’s', async () => {
    const token = await newStudent();
    const { uuid } = await start(token);
    const bad = await call(t, savePosition, {
      token,
      rawBody: { sessionUuid: uuid, questionIndex: 1, language: 'fr' },
    });
    expect(refusal(bad)).toEqual({ status: 400, message: ATTEMPT_MESSAGES.badLanguage });
    await call(t, savePosition, { token, body: { sessionUuid: uuid, questionIndex: 1, language: 'hi' } });
    // A later move without a language keeps the one reported.
    await call(t, savePosition, { token, body: { sessionUuid: uuid, questionIndex: 2 } });
    const submitted = await call(t, submitResult, {
      token,
      body: { testId: quickTestId, sessionUuid: uuid, answers: [] },
    });
    const resultId = submitted.data.result.id;
    const solutions = await call(t, getSolutions, { params: { id: resultId }, query: {}, token });
    expect(solutions.data.language).toBe('hi');

    // Without a report, the profile's language (English for a new account) stands for it.
    const other = await newStudent();
    const second = await start(other);
    const plain = await call(t, submitResult, {
      token: other,
      body: { testId: quickTestId, sessionUuid: second.uuid, answers: [] },
    });
    const english = await call(t, getSolutions, {
      params: { id: plain.data.result.id },
      query: {},
      token: other,
    });
    expect(english.data.language).toBe('en');
  });
});
