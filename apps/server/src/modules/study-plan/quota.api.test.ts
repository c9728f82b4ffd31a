import {
  type GenerateStudyPlanBody,
  generateStudyPlan,
  getStudyPlan,
  STUDY_PLAN_MESSAGES,
} from '@aspirant/contract/study-plan.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { newStudent } from '../../test-support/attempts.ts';
import { call } from '../../test-support/call.ts';

// 05:12 UTC: the day's window (UTC days) ends in 18 h 48 min.
const START = Date.parse('2026-03-10T05:12:00Z');

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({
    clock: new ManualClock(START),
    quotas: { studyPlan: { max: 2, windowSeconds: 24 * 60 * 60 } },
  });
});
afterAll(async () => {
  await t.close();
});

const generate = (token: string, body: GenerateStudyPlanBody = {}) =>
  call(t, generateStudyPlan, { token, body });

describe('generating study plans (decision 0011)', () => {
  it('allows so many plans a day per student; a refused exam date costs nothing', async () => {
    const student = await newStudent(t);
    const past = await generate(student, { examDate: '2026-03-01' });
    expect(past.statusCode).toBe(400);
    expect(past.error.message).toBe(STUDY_PLAN_MESSAGES.examNotAfterToday);
    expect((await generate(student)).statusCode).toBe(201);
    expect((await generate(student, { examDate: '2026-04-01' })).statusCode).toBe(201);

    const refused = await generate(student);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String((18 * 60 + 48) * 60));
    expect(refused.data).toEqual({
      success: false,
      message: 'You can generate a study plan twice a day. Try again in 19 hours.',
      code: 'RATE_LIMITED',
    });
    // The plan made last stands, and can still be read and checked off.
    const plan = (await call(t, getStudyPlan, { token: student })).data.plan!;
    expect(plan.examDate).toBe('2026-04-01');

    expect((await generate(await newStudent(t))).statusCode).toBe(201);
    t.clock.advance((18 * 60 + 48) * 60 * 1000);
    expect((await generate(student)).statusCode).toBe(201);
  });
});
