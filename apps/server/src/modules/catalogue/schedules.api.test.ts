import {
  ATTEMPT_MESSAGES,
  getInProgressAttempt,
  saveAnswer,
  startAttempt,
  submitResult,
} from '@aspirant/contract/attempts.ts';
import { getResult } from '@aspirant/contract/results.ts';
import { getQuestion, getQuestionIds, getTest, listTests, TEST_MESSAGES } from '@aspirant/contract/tests.ts';
import { createUser } from '@aspirant/contract/users.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts, results, tests } from '../../db/schema.ts';
import { ManualClock } from '../../lib/clock.ts';
import { catalogueRepository } from '../../repositories/catalogue.ts';
import { groundingReport } from '../../repositories/reports/grounding.ts';
import { type Centre, createCentre, demoAccounts, signIn } from '../../test-support/accounts.ts';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../../test-support/app.ts';
import { takeTest } from '../../test-support/attempts.ts';
import { call } from '../../test-support/call.ts';
import {
  createBatch,
  createCentreTest,
  grantAttempt,
  setExtraTime,
  setWindow,
} from '../../test-support/tests.ts';

// Issue 17 points 3 and 4, the students' side: who sees a centre's test, its window to the second, the attempts
// allowed, the accommodation through the sweeper, and the rank within the audience.

/** Sunday 29 November 2026, 09:00 in India (03:30 UTC). */
const SUNDAY_9_IST = Date.parse('2026-11-29T03:30:00Z');
const HOUR = 3_600_000;

let t: TestContext;
let centre1: Centre;
let centre2: Centre;
let superAdmin: { id: number; token: string };

let made = 0;
/** A new student of the centre, as its admin would add one: id and token. */
async function centreStudent(customerId: number): Promise<{ id: number; token: string }> {
  const email = `sched-${++made}-${customerId}@centre.test`;
  const res = await call(t, createUser, {
    token: superAdmin.token,
    body: { name: `Scheduled ${made}`, email, password: DEMO_PASSWORD, role_id: 3, customer_id: customerId },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.data.user.id, token: await signIn(t, email) };
}

/** Sets the test clock to an instant (the tests move it back and forth). */
const setClock = (ms: number) => t.clock.advance(ms - t.clock.now().getTime());

/** Runs the sweeper and tells whether the attempt is now submitted by the server. */
async function sweptNow(attemptId: number): Promise<boolean> {
  await t.app.attempts.sweep(1000);
  const [row] = await t.database.db.select().from(attempts).where(eq(attempts.id, attemptId));
  return row!.status === 'submitted' && row!.submittedBy === 'server';
}

const detail = (token: string, id: number) => call(t, getTest, { token, params: { id } });
const start = (token: string, id: number) => call(t, startAttempt, { token, params: { id }, body: {} });
const listed = async (token: string, search?: string) =>
  (await call(t, listTests, { token, query: { search, limit: 50 } })).data.tests.map((x) => x.id);

async function expectHidden(token: string, id: number, name: string) {
  const byId = await detail(token, id);
  expect(byId.statusCode).toBe(404);
  expect(byId.error.message).toBe(TEST_MESSAGES.testNotFound);
  expect(await listed(token, name)).not.toContain(id);
  const started = await start(token, id);
  expect(started.statusCode).toBe(404);
  expect(started.error.message).toBe(TEST_MESSAGES.testNotFound);
  const ids = await call(t, getQuestionIds, { token, params: { id } });
  expect(ids.statusCode).toBe(404);
  const inProgress = await call(t, getInProgressAttempt, { token, params: { id } });
  expect(inProgress.statusCode).toBe(404);
  expect(inProgress.error.message).toBe(TEST_MESSAGES.testNotFound);
  const submitted = await call(t, submitResult, { token, body: { testId: id, answers: [] } });
  expect(submitted.statusCode).toBe(404);
  expect(submitted.error.message).toBe(TEST_MESSAGES.testNotFound);
}

beforeAll(async () => {
  t = await createTestContext({ clock: new ManualClock(SUNDAY_9_IST) });
  const demo = await demoAccounts(t);
  centre1 = demo.centre1;
  superAdmin = demo.superAdmin;
  centre2 = await createCentre(t, superAdmin.token, 'Schedules Second Centre');
});
afterAll(async () => {
  await t.close();
});

describe('who sees a centre test (issue 17 point 3)', () => {
  it("a centre-wide test reaches the centre's students only, by id, list and search", async () => {
    const test = await createCentreTest(t, {
      owner: centre1.id,
      audience: 'centre',
      name: 'Polity Sunday Centre',
    });
    const seen = await detail(centre1.student.token, test.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.data.test).toMatchObject({
      id: test.id,
      name: 'Polity Sunday Centre',
      opensAt: null,
      closesAt: null,
    });
    expect(await listed(centre1.student.token, 'Polity Sunday Centre')).toEqual([test.id]);
    expect(await listed(centre1.student.token)).toContain(test.id);
    await expectHidden(centre2.student.token, test.id, 'Polity Sunday Centre');
    // Staff of another centre neither; the owning centre's teacher does.
    expect((await detail(centre2.teacher.token, test.id)).statusCode).toBe(404);
    expect(await listed(centre2.admin.token, 'Polity Sunday Centre')).toEqual([]);
    expect((await detail(centre1.teacher.token, test.id)).statusCode).toBe(200);
    // An unknown id answers the same.
    const unknown = await detail(centre2.student.token, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.error.message).toBe(TEST_MESSAGES.testNotFound);
  });

  it("a batch test reaches the batch's students, not the centre's others nor another batch's", async () => {
    const inBatch = await centreStudent(centre1.id);
    const otherBatch = await centreStudent(centre1.id);
    const batchA = await createBatch(t, centre1.id, [inBatch.id], 'Sched Batch A');
    await createBatch(t, centre1.id, [otherBatch.id], 'Sched Batch B');
    const test = await createCentreTest(t, {
      owner: centre1.id,
      audience: 'batches',
      batchIds: [batchA],
      name: 'Batch A Economy sectional',
    });
    expect((await detail(inBatch.token, test.id)).statusCode).toBe(200);
    expect(await listed(inBatch.token, 'Batch A Economy')).toEqual([test.id]);
    await expectHidden(otherBatch.token, test.id, 'Batch A Economy');
    await expectHidden(centre1.student.token, test.id, 'Batch A Economy');
    await expectHidden(centre2.student.token, test.id, 'Batch A Economy');
  });

  it('a test set for chosen students reaches them only', async () => {
    const chosen = await centreStudent(centre1.id);
    const test = await createCentreTest(t, {
      owner: centre1.id,
      audience: 'students',
      userIds: [chosen.id],
      name: 'Chosen few revision',
    });
    expect((await detail(chosen.token, test.id)).statusCode).toBe(200);
    expect((await start(chosen.token, test.id)).statusCode).toBe(200);
    await expectHidden(centre1.student.token, test.id, 'Chosen few revision');
  });

  it("drafts and archived tests never reach students; one's own result of an archived test still opens", async () => {
    const draft = await createCentreTest(t, { owner: centre1.id, status: 'draft', name: 'Draft mock zeta' });
    await expectHidden(centre1.student.token, draft.id, 'Draft mock zeta');
    expect((await detail(centre1.teacher.token, draft.id)).statusCode).toBe(404);

    const student = await centreStudent(centre1.id);
    const test = await createCentreTest(t, { owner: centre1.id, name: 'Archived later mock' });
    const resultId = await takeTest(t, student.token, {
      testId: test.id,
      answers: [{ choice: 'right', seconds: 30 }],
      elapsedSeconds: 60,
    });
    await t.database.db.update(tests).set({ status: 'archived' }).where(eq(tests.id, test.id));
    expect((await detail(student.token, test.id)).statusCode).toBe(404);
    expect(await listed(student.token, 'Archived later mock')).toEqual([]);
    const result = await call(t, getResult, { token: student.token, params: { id: resultId } });
    expect(result.statusCode).toBe(200);
    expect(result.data.result.TestMaster.name).toBe('Archived later mock');
  });

  it('an attempt in progress of a test archived meanwhile resumes and submits; then the test is gone', async () => {
    const student = await centreStudent(centre1.id);
    const test = await createCentreTest(t, { owner: centre1.id, name: 'Archived mid attempt' });
    const begun = await start(student.token, test.id);
    await t.database.db.update(tests).set({ status: 'archived' }).where(eq(tests.id, test.id));
    expect((await detail(student.token, test.id)).statusCode).toBe(200);
    expect(
      (await call(t, getQuestionIds, { token: student.token, params: { id: test.id } })).data.questionIds,
    ).toEqual(test.questionIds);
    const resumed = await start(student.token, test.id);
    expect(resumed.data).toMatchObject({ resumed: true, sessionUuid: begun.data.sessionUuid });
    expect(await listed(student.token, 'Archived mid attempt')).toEqual([]);
    await expectHidden(centre1.student.token, test.id, 'Archived mid attempt');
    const submitted = await call(t, submitResult, {
      token: student.token,
      body: { testId: test.id, sessionUuid: begun.data.sessionUuid, answers: [] },
    });
    expect(submitted.statusCode).toBe(201);
    expect((await detail(student.token, test.id)).statusCode).toBe(404);
    const again = await start(student.token, test.id);
    expect(again.statusCode).toBe(404);
    expect(again.error.message).toBe(TEST_MESSAGES.testNotFound);
  });

  it("the study plan's tests and the assistant's grounding hold only the tests the student sees", async () => {
    const test = await createCentreTest(t, { owner: centre1.id, name: 'Grounded centre test' });
    const closed = await createCentreTest(t, {
      owner: centre1.id,
      closesAt: new Date(t.clock.now().getTime() - 1000),
      name: 'Closed before the plan',
    });
    const repo = catalogueRepository(t.database.db);
    const student1 = { id: centre1.student.id, role_id: 3, customer_id: centre1.id };
    const student2 = { id: centre2.student.id, role_id: 3, customer_id: centre2.id };
    const planIds = async (reader: typeof student1) =>
      (await repo.planTests(reader, t.clock.now())).map((x) => x.id);
    expect(await planIds(student1)).toContain(test.id);
    expect(await planIds(student1)).not.toContain(closed.id);
    expect(await planIds(student2)).not.toContain(test.id);
    const grounding = groundingReport(t.database.db);
    expect((await grounding.load(centre1.student.id)).tests.map((x) => x.id)).toContain(test.id);
    expect((await grounding.load(centre2.student.id)).tests.map((x) => x.id)).not.toContain(test.id);
  });

  it("the paper's questions stay behind visibility even for a student who started it", async () => {
    const student = await centreStudent(centre1.id);
    const test = await createCentreTest(t, { owner: centre1.id, name: 'Paper guard test' });
    expect((await start(student.token, test.id)).statusCode).toBe(200);
    const q = test.questionIds[0]!;
    expect(
      (await call(t, getQuestion, { token: student.token, params: { id: test.id, questionId: q } }))
        .statusCode,
    ).toBe(200);
    const other = await call(t, getQuestion, {
      token: centre2.student.token,
      params: { id: test.id, questionId: q },
    });
    expect(other.statusCode).toBe(404);
    expect(other.error.message).toBe(TEST_MESSAGES.testNotFound);
  });
});

describe('the window, to the second (issue 17 point 3)', () => {
  it('shows when it opens, refuses a start before in India time, opens at opens_at itself', async () => {
    setClock(SUNDAY_9_IST);
    // 10:00 to 11:00 on Sunday, India time.
    const opensAt = new Date(SUNDAY_9_IST + HOUR);
    const closesAt = new Date(SUNDAY_9_IST + 2 * HOUR);
    const test = await createCentreTest(t, {
      owner: centre1.id,
      opensAt,
      closesAt,
      name: 'Sunday ten oclock',
    });
    const student = await centreStudent(centre1.id);
    const seen = await detail(student.token, test.id);
    expect(seen.data.test).toMatchObject({
      opensAt: '2026-11-29T04:30:00.000Z',
      closesAt: '2026-11-29T05:30:00.000Z',
      attempts: { used: 0, allowed: 1 },
    });
    const item = (await call(t, listTests, { token: student.token, query: { search: 'Sunday ten oclock' } }))
      .data.tests[0]!;
    expect(item).toMatchObject({
      id: test.id,
      opensAt: '2026-11-29T04:30:00.000Z',
      attempts: { used: 0, allowed: 1 },
    });

    t.clock.advance(HOUR - 1000); // 09:59:59 IST
    const early = await start(student.token, test.id);
    expect(early.statusCode).toBe(409);
    expect(early.error.message).toBe('This test opens on Sun, 29 Nov, 10:00 AM IST.');
    expect(early.error.message).toBe(ATTEMPT_MESSAGES.notOpenYet('Sun, 29 Nov, 10:00 AM IST'));
    t.clock.advance(1000); // 10:00:00 IST: open
    const onTime = await start(student.token, test.id);
    expect(onTime.statusCode).toBe(200);
    expect(onTime.data.attempt.deadline).toBe('2026-11-29T05:30:00.000Z');
  });

  it('refuses a start at closes_at itself; an attempt begun a second before runs to its own deadline', async () => {
    setClock(SUNDAY_9_IST);
    const base = SUNDAY_9_IST;
    const test = await createCentreTest(t, {
      owner: centre1.id,
      opensAt: new Date(base),
      closesAt: new Date(base + 2 * HOUR), // 11:00 IST
      durationMinutes: 60,
      name: 'Closing edge test',
    });
    const late = await centreStudent(centre1.id);
    const lastSecond = await centreStudent(centre1.id);
    t.clock.advance(2 * HOUR - 1000); // 10:59:59 IST
    const begun = await start(lastSecond.token, test.id);
    expect(begun.statusCode).toBe(200);
    t.clock.advance(1000); // 11:00:00 IST: closed
    const refused = await start(late.token, test.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.error.message).toBe('This test closed on Sun, 29 Nov, 11:00 AM IST.');
    expect((await detail(late.token, test.id)).data.test.closesAt).toBe('2026-11-29T05:30:00.000Z');

    // After the close: resuming, saving and submitting keep working until the attempt's own deadline.
    t.clock.advance(30 * 60_000);
    const resumed = await start(lastSecond.token, test.id);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.data.resumed).toBe(true);
    const saved = await call(t, saveAnswer, {
      token: lastSecond.token,
      body: {
        sessionUuid: begun.data.sessionUuid,
        questionId: test.questionIds[0]!,
        selectedAnswer: 1,
        timeSpentSeconds: 20,
        isMarkedForReview: false,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.data.saved).toBe(true);
    const submitted = await call(t, submitResult, {
      token: lastSecond.token,
      body: { testId: test.id, sessionUuid: begun.data.sessionUuid, answers: [] },
    });
    expect(submitted.statusCode).toBe(201);
  });

  it('a rescheduled window applies at once: a scheduled test is never served from a shared cache', async () => {
    const now = t.clock.now().getTime();
    const test = await createCentreTest(t, {
      owner: centre1.id,
      opensAt: new Date(now + 24 * HOUR),
      name: 'Moved earlier',
    });
    const student = await centreStudent(centre1.id);
    expect((await start(student.token, test.id)).statusCode).toBe(409);
    await setWindow(t, test.id, { opensAt: new Date(now - HOUR), closesAt: null });
    expect((await detail(student.token, test.id)).data.test.opensAt).toBe(new Date(now - HOUR).toISOString());
    expect((await start(student.token, test.id)).statusCode).toBe(200);
  });

  it('the sweeper marks an attempt in progress at its deadline, past the close', async () => {
    const base = t.clock.now().getTime();
    const test = await createCentreTest(t, {
      owner: centre1.id,
      opensAt: new Date(base),
      closesAt: new Date(base + 10 * 60_000),
      durationMinutes: 30,
      name: 'Swept after close',
    });
    const student = await centreStudent(centre1.id);
    const begun = await start(student.token, test.id);
    t.clock.advance(20 * 60_000); // closed, 10 minutes left
    expect(await sweptNow(begun.data.attempt.id)).toBe(false);
    t.clock.advance(10 * 60_000 + 30_000); // the deadline and its grace, to the second: not yet
    expect(await sweptNow(begun.data.attempt.id)).toBe(false);
    t.clock.advance(1000);
    expect(await sweptNow(begun.data.attempt.id)).toBe(true);
  });
});

describe('attempts allowed (issue 17 point 3)', () => {
  it('a scheduled test allows one; a grant raises it; resuming is never refused', async () => {
    const base = t.clock.now().getTime();
    const test = await createCentreTest(t, {
      owner: centre1.id,
      opensAt: new Date(base - HOUR),
      closesAt: new Date(base + 5 * HOUR),
      name: 'One shot mock',
    });
    const student = await centreStudent(centre1.id);
    const first = await start(student.token, test.id);
    expect(first.statusCode).toBe(200);
    // A second start while it runs is a resume.
    const again = await start(student.token, test.id);
    expect(again.statusCode).toBe(200);
    expect(again.data.resumed).toBe(true);
    expect(again.data.sessionUuid).toBe(first.data.sessionUuid);
    await call(t, submitResult, {
      token: student.token,
      body: { testId: test.id, sessionUuid: first.data.sessionUuid, answers: [] },
    });
    const refused = await start(student.token, test.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.error.message).toBe('You have used your 1 attempt of this test.');
    expect((await detail(student.token, test.id)).data.test.attempts).toEqual({ used: 1, allowed: 1 });

    await grantAttempt(t, test.id, student.id);
    expect((await detail(student.token, test.id)).data.test.attempts).toEqual({ used: 1, allowed: 2 });
    const granted = await start(student.token, test.id);
    expect(granted.statusCode).toBe(200);
    expect(granted.data.resumed).toBe(false);
    await call(t, submitResult, {
      token: student.token,
      body: { testId: test.id, sessionUuid: granted.data.sessionUuid, answers: [] },
    });
    const spent = await start(student.token, test.id);
    expect(spent.statusCode).toBe(403);
    expect(spent.error.message).toBe('You have used all 2 attempts of this test.');
    // A grant is one student's: another still has their one.
    const other = await centreStudent(centre1.id);
    expect((await detail(other.token, test.id)).data.test.attempts).toEqual({ used: 0, allowed: 1 });
  });

  it('a test without a window is unlimited unless it says; attempts_allowed counts', async () => {
    const open = await createCentreTest(t, { owner: centre1.id, name: 'Unlimited practice' });
    const limited = await createCentreTest(t, {
      owner: centre1.id,
      attemptsAllowed: 2,
      name: 'Twice practice',
    });
    const student = await centreStudent(centre1.id);
    expect((await detail(student.token, open.id)).data.test.attempts).toBeNull();
    for (let i = 0; i < 3; i++) {
      const s = await start(student.token, open.id);
      expect(s.statusCode).toBe(200);
      await call(t, submitResult, {
        token: student.token,
        body: { testId: open.id, sessionUuid: s.data.sessionUuid, answers: [] },
      });
    }
    for (let i = 0; i < 2; i++) {
      const s = await start(student.token, limited.id);
      expect(s.statusCode).toBe(200);
      await call(t, submitResult, {
        token: student.token,
        body: { testId: limited.id, sessionUuid: s.data.sessionUuid, answers: [] },
      });
    }
    const refused = await start(student.token, limited.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.error.message).toBe(ATTEMPT_MESSAGES.noAttemptsLeft(2));
    // Staff are told nothing about a student's attempts.
    expect((await detail(centre1.teacher.token, limited.id)).data.test.attempts).toBeNull();
  });
});

describe('accommodations (issue 17 point 4)', () => {
  it('+50 % stretches the deadline at start; the sweeper marks it at the extended deadline, not before', async () => {
    const student = await centreStudent(centre1.id);
    await setExtraTime(t, student.id, 50);
    const test = await createCentreTest(t, {
      owner: centre1.id,
      durationMinutes: 60,
      name: 'Extra time mock',
    });
    const seen = await detail(student.token, test.id);
    expect(seen.data.test.extraTimePercent).toBe(50);
    expect(JSON.stringify(seen.data)).not.toContain('Private reason');
    const startedAt = t.clock.now().getTime();
    const begun = await start(student.token, test.id);
    expect(begun.data.attempt.deadline).toBe(new Date(startedAt + 90 * 60_000).toISOString());
    expect(begun.data.attempt.remainingSeconds).toBe(5400);
    const [row] = await t.database.db.select().from(attempts).where(eq(attempts.id, begun.data.attempt.id));
    expect(row!.extraTimePercent).toBe(50);

    t.clock.advance(60 * 60_000 + 31_000); // the plain deadline and its grace: still writing
    expect(await sweptNow(begun.data.attempt.id)).toBe(false);
    const still = await call(t, getInProgressAttempt, { token: student.token, params: { id: test.id } });
    expect(still.data.attempt?.remainingSeconds).toBe(30 * 60 - 31);
    t.clock.advance(30 * 60_000 - 1000); // 90 min + 30 s: the grace's last second
    expect(await sweptNow(begun.data.attempt.id)).toBe(false);
    t.clock.advance(1000);
    expect(await sweptNow(begun.data.attempt.id)).toBe(true);
    const [done] = await t.database.db
      .select()
      .from(results)
      .where(eq(results.attemptId, begun.data.attempt.id));
    expect(done!.timeSpentSeconds).toBe(5400);
    t.clock.advance(-(90 * 60_000 + 31_000));
  });

  it('rounds a stretched duration to whole seconds; no accommodation is 0 %', async () => {
    const student = await centreStudent(centre1.id);
    await setExtraTime(t, student.id, 25);
    const test = await createCentreTest(t, { owner: centre1.id, durationMinutes: 7, name: 'Odd minutes' });
    const begun = await start(student.token, test.id);
    // 7 min x 1.25 = 525 s.
    expect(begun.data.attempt.remainingSeconds).toBe(525);
    const plain = await centreStudent(centre1.id);
    expect((await detail(plain.token, test.id)).data.test.extraTimePercent).toBe(0);
    expect((await start(plain.token, test.id)).data.attempt.remainingSeconds).toBe(420);
  });
});

describe('ranks within the audience (issue 17 point 3)', () => {
  it("a batch test's result ranks among the batch's first attempts as well as all-India", async () => {
    const [a, b, c] = [
      await centreStudent(centre1.id),
      await centreStudent(centre1.id),
      await centreStudent(centre1.id),
    ];
    const batch = await createBatch(t, centre1.id, [a.id, b.id], 'Rank batch');
    const test = await createCentreTest(t, {
      owner: centre1.id,
      audience: 'batches',
      batchIds: [batch],
      questionCount: 4,
      name: 'Ranked batch test',
    });
    const take = (token: string, right: number) =>
      takeTest(t, token, {
        testId: test.id,
        answers: [0, 1, 2, 3].map((i) => ({ choice: i < right ? 'right' : 'wrong', seconds: 10 })),
        elapsedSeconds: 60,
      });
    await take(a.token, 3);
    const bResult = await take(b.token, 1);
    // c leaves nothing: not in the batch, cannot even see it.
    expect((await detail(c.token, test.id)).statusCode).toBe(404);
    const page = await call(t, getResult, { token: b.token, params: { id: bResult } });
    expect(page.data.result.groupRank).toEqual({ rank: 2, takers: 2 });
    expect(page.data.result.rank).toMatchObject({ rank: 2, takers: 2 });

    const global = await createCentreTest(t, {
      owner: null,
      questionCount: 2,
      name: 'Global mock for ranks',
    });
    const gResult = await takeTest(t, a.token, {
      testId: global.id,
      answers: [{ choice: 'right', seconds: 10 }],
      elapsedSeconds: 30,
    });
    expect(
      (await call(t, getResult, { token: a.token, params: { id: gResult } })).data.result.groupRank,
    ).toBeNull();
  });
});
