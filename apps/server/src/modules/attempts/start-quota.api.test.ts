import { startAttempt } from '@aspirant/contract/attempts.ts';
import { listTests } from '@aspirant/contract/tests.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { newStudent } from '../../test-support/attempts.ts';
import { call } from '../../test-support/call.ts';

// 12 minutes past the hour: the hour's window ends in 48 minutes.
const START = Date.parse('2026-03-10T05:12:00Z');

let t: TestContext;
let testIds: number[];

beforeAll(async () => {
  t = await createTestContext({
    clock: new ManualClock(START),
    quotas: { attemptStarts: { max: 2, windowSeconds: 60 * 60 } },
  });
  const token = await newStudent(t);
  testIds = (await call(t, listTests, { token })).data.tests.map((test) => test.id);
});
afterAll(async () => {
  await t.close();
});

const start = (token: string, testId: number) =>
  call(t, startAttempt, { params: { id: testId }, token, body: {} });

describe('starting attempts (decision 0011)', () => {
  it('allows so many new attempts an hour per student, always resumes a running one, then starts again', async () => {
    const [a, b, c] = testIds as [number, number, number];
    const student = await newStudent(t);
    const first = await start(student, a);
    expect(first.data).toMatchObject({ success: true, resumed: false });
    // Resuming (a reload, a second tab) never counts and is never refused.
    expect((await start(student, a)).data).toMatchObject({
      resumed: true,
      sessionUuid: first.data.sessionUuid,
    });
    expect((await start(student, b)).data).toMatchObject({ success: true, resumed: false });

    const refused = await start(student, c);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(48 * 60));
    expect(refused.error).toEqual({
      success: false,
      message:
        'You can start 2 tests an hour. Try again in 48 minutes. A test you have already started can be resumed at any time.',
      code: 'RATE_LIMITED',
    });
    expect((await start(student, a)).data).toMatchObject({
      resumed: true,
      sessionUuid: first.data.sessionUuid,
    });
    expect((await start(student, b)).data).toMatchObject({ resumed: true });

    // Another student has a quota of their own.
    expect((await start(await newStudent(t), c)).data).toMatchObject({ success: true, resumed: false });

    t.clock.advance(48 * 60 * 1000);
    expect((await start(student, c)).data).toMatchObject({ success: true, resumed: false });
  });
});
