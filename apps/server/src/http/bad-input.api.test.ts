import { ATTEMPT_MESSAGES } from '@aspirant/contract/attempts.ts';
import { INPUT_MESSAGES } from '@aspirant/contract/input.ts';
import { RESULT_MESSAGES } from '@aspirant/contract/results.ts';
import { TEST_MESSAGES } from '@aspirant/contract/tests.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test-support/app.ts';
import { newStudent, testIdOfCode } from '../test-support/attempts.ts';

/**
 * Issue 13 point 5: bad input never reaches the database as a 500. Each case here answered 500 before: an id
 * above int4 overflowed its column (and, saves being batched, failed the other students' saves of the same
 * statement), and a NUL in a path or a name was refused by PostgreSQL.
 */

let t: TestContext;
let testId: number;

beforeAll(async () => {
  t = await createTestContext();
  testId = await testIdOfCode(t, 'UPSC-QUICK-05');
});
afterAll(async () => {
  await t.close();
});

const INT4_OVERFLOW = 2_147_483_648;

/** A new student with an attempt of the quick test: token, session and the test's question ids. */
async function studentInTest() {
  const token = await newStudent(t);
  const started = await t.request('POST', `/api/v2/tests/${testId}/start-enhanced`, { token, body: {} });
  expect(started.statusCode).toBe(200);
  const ids = await t.request('GET', `/api/tests/${testId}/question-ids`, { token });
  return { token, uuid: started.data.sessionUuid as string, questionIds: ids.data.questionIds as number[] };
}

const save = (token: string, body: Record<string, unknown>) =>
  t.request('POST', '/api/v2/tests/save-answer', { token, body });

/** Status, message and saved flag of each response, for one exact comparison. */
const outcome = (res: Awaited<ReturnType<typeof save>>) => ({
  status: res.statusCode,
  saved: res.data.saved,
  message: res.data.message,
});

describe('ids above int4', () => {
  it("refuses questionId 2147483648 in a save with 400, and the other students' saves of the same turn are kept", async () => {
    const [poisoner, ...others] = await Promise.all([studentInTest(), studentInTest(), studentInTest()]);
    // Sent in one turn of the event loop: one batched statement unless the bad id is stopped first.
    const responses = await Promise.all([
      save(poisoner!.token, { sessionUuid: poisoner!.uuid, questionId: INT4_OVERFLOW, selectedAnswer: 1 }),
      ...others.map((s) =>
        save(s.token, { sessionUuid: s.uuid, questionId: s.questionIds[0], selectedAnswer: 2, seq: 1 }),
      ),
    ]);
    expect(responses.map(outcome)).toEqual([
      { status: 400, saved: undefined, message: 'questionId must be a question id.' },
      { status: 200, saved: true, message: undefined },
      { status: 200, saved: true, message: undefined },
    ]);
  });

  it('refuses an unbounded testId, attemptId or questionId on submission with 400', async () => {
    const { token, uuid, questionIds } = await studentInTest();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ testId: INT4_OVERFLOW, answers: [] }, '/api/results', 'testId must be a test id.'],
      [{ testId: 1e300, answers: [] }, '/api/results', 'testId must be a test id.'],
      [
        { testId, sessionUuid: uuid, answers: [{ questionId: INT4_OVERFLOW, selectedAnswer: 1 }] },
        '/api/results',
        'questionId must be a question id.',
      ],
      [
        { testId, sessionUuid: uuid, questionTimings: [{ questionId: INT4_OVERFLOW, timeSpent: 3 }] },
        '/api/results',
        'questionId must be a question id.',
      ],
      [{ attemptId: INT4_OVERFLOW }, '/api/test-attempts/complete', ATTEMPT_MESSAGES.badAttemptId],
    ];
    for (const [body, url, message] of cases) {
      const res = await t.request('POST', url, { token, body });
      expect({ url, body, status: res.statusCode, message: res.data.message }).toEqual({
        url,
        body,
        status: 400,
        message,
      });
    }
    // Nothing was submitted by those: the attempt still takes a save.
    const ok = await save(token, { sessionUuid: uuid, questionId: questionIds[0], selectedAnswer: 0 });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses ids above int4 in paths with 400 and the endpoint’s own message', async () => {
    const token = await newStudent(t);
    const cases: [string, string][] = [
      [`/api/results/${INT4_OVERFLOW}`, RESULT_MESSAGES.badId],
      [`/api/tests/${INT4_OVERFLOW}`, TEST_MESSAGES.badId],
      [`/api/tests/1/questions/${INT4_OVERFLOW}`, TEST_MESSAGES.badQuestionId],
      ['/api/tests?page=9007199254740993', TEST_MESSAGES.badPage],
    ];
    for (const [url, message] of cases) {
      const res = await t.request('GET', url, { token });
      expect({ url, status: res.statusCode, message: res.data.message }).toEqual({
        url,
        status: 400,
        message,
      });
    }
  });
});

describe('characters that cannot be stored', () => {
  it('refuses a NUL in a path with 400', async () => {
    const token = await newStudent(t);
    for (const url of ['/api/subjects/Pol%00ity/analytics', '/api/tests/1%00', '/api/results/%00']) {
      const res = await t.request('GET', url, { token });
      expect({ url, status: res.statusCode, message: res.data.message }).toEqual({
        url,
        status: 400,
        message: INPUT_MESSAGES.unstorableAddress,
      });
    }
  });

  it('refuses a NUL or a lone surrogate in a profile name, a bio or a query with 400 naming the field', async () => {
    const token = await newStudent(t);
    const cases: [string, string, unknown, string][] = [
      ['PUT', '/api/profile', { name: 'Meera\u0000' }, INPUT_MESSAGES.unstorableField('name')],
      ['PUT', '/api/profile', { name: 'Meera', bio: 'x\uD800y' }, INPUT_MESSAGES.unstorableField('bio')],
      ['PUT', '/api/profile', { name: '\uDC00' }, INPUT_MESSAGES.unstorableField('name')],
      [
        'POST',
        '/api/ai/chat',
        {
          messages: [
            { role: 'user', content: 'ok' },
            { role: 'user', content: 'a\u0000' },
          ],
        },
        INPUT_MESSAGES.unstorableField('messages[1].content'),
      ],
      ['PUT', '/api/profile', { 'na\u0000me': 'x' }, INPUT_MESSAGES.unstorableFieldName('the request')],
      ['GET', '/api/tests?search=poli%00ty', undefined, INPUT_MESSAGES.unstorableField('search')],
    ];
    for (const [method, url, body, message] of cases) {
      const res = await t.request(method as 'GET', url, { token, body });
      expect({ url, body, status: res.statusCode, message: res.data.message }).toEqual({
        url,
        body,
        status: 400,
        message,
      });
    }
    // A well-formed pair (an emoji) and Hindi are stored and read back as they were.
    const good = await t.request('PUT', '/api/profile', { token, body: { name: 'मीरा 😀', bio: '' } });
    expect(good.statusCode).toBe(200);
    expect(good.data.profile.name).toBe('मीरा 😀');
  });
});

describe('a batched statement that fails', () => {
  it('is retried save by save: a save the database refuses fails alone, the others of its batch are kept', async () => {
    // A save the database refuses although it passes the contract (as any future constraint could): a
    // trigger of this test's own database rejects time 4242.
    await t.database.db.execute(sql`
      create function refuse_poisoned_save() returns trigger language plpgsql as $$
      begin
        if new.time_spent_seconds = 4242 then raise exception 'poisoned save'; end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create trigger poisoned_save before insert on attempt_answers
        for each row execute function refuse_poisoned_save()`);
    try {
      const [poisoner, ...others] = await Promise.all([studentInTest(), studentInTest(), studentInTest()]);
      const responses = await Promise.all([
        save(poisoner!.token, {
          sessionUuid: poisoner!.uuid,
          questionId: poisoner!.questionIds[0],
          selectedAnswer: 1,
          timeSpentSeconds: 4242,
        }),
        ...others.map((s) =>
          save(s.token, { sessionUuid: s.uuid, questionId: s.questionIds[1], selectedAnswer: 3, seq: 7 }),
        ),
      ]);
      expect(responses.map(outcome)).toEqual([
        { status: 500, saved: undefined, message: 'Something went wrong on our side. Please try again.' },
        { status: 200, saved: true, message: undefined },
        { status: 200, saved: true, message: undefined },
      ]);
      // The kept saves are really stored: each student resumes with the answer.
      for (const s of others) {
        const resumed = await t.request('GET', `/api/v2/tests/${testId}/in-progress-attempt`, {
          token: s.token,
        });
        expect(resumed.data.savedAnswers).toEqual([
          { questionId: s.questionIds[1], selectedAnswer: 3, markedForReview: false, timeSpent: 0 },
        ]);
      }
    } finally {
      await t.database.db.execute(sql`drop trigger poisoned_save on attempt_answers`);
      await t.database.db.execute(sql`drop function refuse_poisoned_save()`);
    }
  });
});
