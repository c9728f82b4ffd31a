import { getResultInsights, regenerateDashboardInsights } from '@aspirant/contract/ai.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { findTestId, newStudent, takeTest } from '../../test-support/attempts.ts';
import { call } from '../../test-support/call.ts';

// 12 minutes past the hour; the test taken first lasts a minute, so the hour's window ends in 47 minutes.
const START = Date.parse('2026-03-10T05:12:00Z');
const MESSAGE = 'You can generate new insights 3 times an hour. Try again in 47 minutes.';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({
    clock: new ManualClock(START),
    quotas: { insights: { max: 3, windowSeconds: 60 * 60 } },
  });
});
afterAll(async () => {
  await t.close();
});

const regenerateDashboard = (token: string) => call(t, regenerateDashboardInsights, { token, body: {} });
const resultInsights = (token: string, resultId: number, regenerate?: boolean) =>
  call(t, getResultInsights, {
    params: { id: resultId },
    token,
    body: regenerate === undefined ? {} : { regenerate },
  });

describe('regenerating insights (decision 0011)', () => {
  it("counts the dashboard's 'Generate New Insights' and a result's 'Regenerate' together, per student", async () => {
    const student = await newStudent(t);
    const testId = await findTestId(t, student, '');
    const resultId = await takeTest(t, student, {
      testId,
      answers: [{ choice: 'right', seconds: 30 }],
      elapsedSeconds: 60,
    });
    // The first insights of a result are made once and then read back: neither counts.
    for (let i = 0; i < 4; i++) expect((await resultInsights(student, resultId)).statusCode).toBe(200);

    expect((await regenerateDashboard(student)).statusCode).toBe(200);
    expect((await resultInsights(student, resultId, true)).statusCode).toBe(200);
    expect((await regenerateDashboard(student)).statusCode).toBe(200);

    for (const refused of [
      await regenerateDashboard(student),
      await resultInsights(student, resultId, true),
    ]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(47 * 60));
      expect(refused.data).toEqual({ success: false, message: MESSAGE, code: 'RATE_LIMITED' });
    }
    // The stored insights still show; another student has a quota of their own.
    expect((await resultInsights(student, resultId)).statusCode).toBe(200);
    expect((await regenerateDashboard(await newStudent(t))).statusCode).toBe(200);

    t.clock.advance(47 * 60 * 1000);
    expect((await regenerateDashboard(student)).statusCode).toBe(200);
  });
});
