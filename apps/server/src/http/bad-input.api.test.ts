import { chat } from '@aspirant/contract/ai.ts';
import {
  ATTEMPT_MESSAGES,
  completeAttempt,
  getInProgressAttempt,
  saveAnswer,
  startAttempt,
  submitResult,
} from '@aspirant/contract/attempts.ts';
import type { Endpoint } from '@aspirant/contract/endpoint.ts';
import { INPUT_MESSAGES } from '@aspirant/contract/input.ts';
import { updateMyProfile } from '@aspirant/contract/profile.ts';
import { getResult, RESULT_MESSAGES } from '@aspirant/contract/results.ts';
import { getSubjectAnalytics } from '@aspirant/contract/subjects.ts';
import { getQuestion, getQuestionIds, getTest, listTests, TEST_MESSAGES } from '@aspirant/contract/tests.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test-support/app.ts';
import { newStudent, testIdOfCode } from '../test-support/attempts.ts';
import { type CallOptions, call, type RawReply, urlOf } from '../test-support/call.ts';

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
  const started = await call(t, startAttempt, { params: { id: testId }, token, body: {} });
  expect(started.statusCode).toBe(200);
  const ids = await call(t, getQuestionIds, { params: { id: testId }, token });
  return { token, uuid: started.data.sessionUuid, questionIds: ids.data.questionIds };
}

const save = (token: string, body: CallOptions<typeof saveAnswer>['body']) =>
  call(t, saveAnswer, { token, body });

/** Status, message and saved flag of each response, for one exact comparison. */
const outcome = (res: Awaited<ReturnType<typeof save>>) => ({
  status: res.statusCode,
  saved: res.data.saved,
  message: res.error.message,
});

/** One request of a table of cases, with its URL and body to name it when it fails. */
interface Case {
  url: string;
  body: unknown;
  send: () => Promise<RawReply>;
}
const request = <E extends Endpoint>(endpoint: E, options: CallOptions<E>): Case => ({
  url: urlOf(endpoint, options),
  body: options.rawBody,
  send: () => call(t, endpoint, options),
});

describe('ids above int4', () => {
  it("refuses questionId 2147483648 in a save with 400, and the other students' saves of the same turn are kept", async () => {
    const [poisoner, ...others] = await Promise.all([studentInTest(), studentInTest(), studentInTest()]);
    // Sent in one turn of the event loop: one batched statement unless the bad id is stopped first.
    const responses = await Promise.all([
      call(t, saveAnswer, {
        token: poisoner!.token,
        rawBody: { sessionUuid: poisoner!.uuid, questionId: INT4_OVERFLOW, selectedAnswer: 1 },
      }),
      ...others.map((s) =>
        save(s.token, { sessionUuid: s.uuid, questionId: s.questionIds[0]!, selectedAnswer: 2, seq: 1 }),
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
    const cases: [Case, string][] = [
      [
        request(submitResult, { token, rawBody: { testId: INT4_OVERFLOW, answers: [] } }),
        'testId must be a test id.',
      ],
      [
        request(submitResult, { token, rawBody: { testId: 1e300, answers: [] } }),
        'testId must be a test id.',
      ],
      [
        request(submitResult, {
          token,
          rawBody: { testId, sessionUuid: uuid, answers: [{ questionId: INT4_OVERFLOW, selectedAnswer: 1 }] },
        }),
        'questionId must be a question id.',
      ],
      [
        request(submitResult, {
          token,
          rawBody: {
            testId,
            sessionUuid: uuid,
            questionTimings: [{ questionId: INT4_OVERFLOW, timeSpent: 3 }],
          },
        }),
        'questionId must be a question id.',
      ],
      [
        request(completeAttempt, { token, rawBody: { attemptId: INT4_OVERFLOW } }),
        ATTEMPT_MESSAGES.badAttemptId,
      ],
    ];
    for (const [{ url, body, send }, message] of cases) {
      const res = await send();
      expect({ url, body, status: res.statusCode, message: res.error.message }).toEqual({
        url,
        body,
        status: 400,
        message,
      });
    }
    // Nothing was submitted by those: the attempt still takes a save.
    const ok = await save(token, { sessionUuid: uuid, questionId: questionIds[0]!, selectedAnswer: 0 });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses ids above int4 in paths with 400 and the endpoint’s own message', async () => {
    const token = await newStudent(t);
    const cases: [Case, string][] = [
      [request(getResult, { params: { id: INT4_OVERFLOW }, token }), RESULT_MESSAGES.badId],
      [request(getTest, { params: { id: INT4_OVERFLOW }, token }), TEST_MESSAGES.badId],
      [
        request(getQuestion, { params: { id: 1, questionId: INT4_OVERFLOW }, token }),
        TEST_MESSAGES.badQuestionId,
      ],
      // A string: the number is beyond what a double holds exactly.
      [request(listTests, { query: { page: '9007199254740993' }, token }), TEST_MESSAGES.badPage],
    ];
    for (const [{ url, send }, message] of cases) {
      const res = await send();
      expect({ url, status: res.statusCode, message: res.error.message }).toEqual({
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
    // `call` encodes the NUL of each parameter as %00.
    for (const { url, send } of [
      request(getSubjectAnalytics, { params: { name: 'Pol\u0000ity' }, token }),
      request(getTest, { params: { id: '1\u0000' }, token }),
      request(getResult, { params: { id: '\u0000' }, token }),
    ]) {
      const res = await send();
      expect({ url, status: res.statusCode, message: res.error.message }).toEqual({
        url,
        status: 400,
        message: INPUT_MESSAGES.unstorableAddress,
      });
    }
  });

  it('refuses a NUL or a lone surrogate in a profile name, a bio or a query with 400 naming the field', async () => {
    const token = await newStudent(t);
    const cases: [Case, string][] = [
      [
        request(updateMyProfile, { token, rawBody: { name: 'Meera\u0000' } }),
        INPUT_MESSAGES.unstorableField('name'),
      ],
      [
        request(updateMyProfile, { token, rawBody: { name: 'Meera', bio: 'x\uD800y' } }),
        INPUT_MESSAGES.unstorableField('bio'),
      ],
      [
        request(updateMyProfile, { token, rawBody: { name: '\uDC00' } }),
        INPUT_MESSAGES.unstorableField('name'),
      ],
      [
        request(chat, {
          token,
          rawBody: {
            messages: [
              { role: 'user', content: 'ok' },
              { role: 'user', content: 'a\u0000' },
            ],
          },
        }),
        INPUT_MESSAGES.unstorableField('messages[1].content'),
      ],
      [
        request(updateMyProfile, { token, rawBody: { 'na\u0000me': 'x' } }),
        INPUT_MESSAGES.unstorableFieldName('the request'),
      ],
      // The query string carries the NUL as %00.
      [
        request(listTests, { query: { search: 'poli\u0000ty' }, token }),
        INPUT_MESSAGES.unstorableField('search'),
      ],
    ];
    for (const [{ url, body, send }, message] of cases) {
      const res = await send();
      expect({ url, body, status: res.statusCode, message: res.error.message }).toEqual({
        url,
        body,
        status: 400,
        message,
      });
    }
    // A well-formed pair (an emoji) and Hindi are stored and read back as they were.
    const good = await call(t, updateMyProfile, { token, body: { name: 'मीरा 😀', bio: '' } });
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
          questionId: poisoner!.questionIds[0]!,
          selectedAnswer: 1,
          timeSpentSeconds: 4242,
        }),
        ...others.map((s) =>
          save(s.token, { sessionUuid: s.uuid, questionId: s.questionIds[1]!, selectedAnswer: 3, seq: 7 }),
        ),
      ]);
      expect(responses.map(outcome)).toEqual([
        { status: 500, saved: undefined, message: 'Something went wrong on our side. Please try again.' },
        { status: 200, saved: true, message: undefined },
        { status: 200, saved: true, message: undefined },
      ]);
      // The kept saves are really stored: each student resumes with the answer.
      for (const s of others) {
        const resumed = await call(t, getInProgressAttempt, { params: { id: testId }, token: s.token });
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
