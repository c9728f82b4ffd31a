import { saveAnswer, startAttempt } from '@aspirant/contract/attempts.ts';
import { getPerformanceResults } from '@aspirant/contract/performance.ts';
import { getDashboard, getResult, getSolutions, RESULT_MESSAGES } from '@aspirant/contract/results.ts';
import {
  getStudentOverview,
  getStudentResult,
  getStudentResults,
  getStudentSolutions,
  STUDENT_MESSAGES,
} from '@aspirant/contract/students.ts';
import { getResultCard, getStudentResultCard } from '@aspirant/contract/test-reports.ts';
import { getQuestionIds } from '@aspirant/contract/tests.ts';
import { createUser } from '@aspirant/contract/users.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Centre, createCentre, demoAccounts, signIn } from '../../test-support/accounts.ts';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../../test-support/app.ts';
import { takeTest, testIdOfCode } from '../../test-support/attempts.ts';
import { call, rawRequest } from '../../test-support/call.ts';
import { createBatch } from '../../test-support/tests.ts';

/**
 * Issue 18 point 3: a student's pages as the staff of their centre read them. Every page is the student's own
 * answer, byte for byte; nobody but the centre's staff and the super admin reaches it; nothing is written.
 */

let t: TestContext;
let c1: Centre;
let c2: Centre;
let superAdmin: { id: number; token: string };
/** A fresh student of centre 1 with one submitted result and one attempt in progress. */
let student: { id: number; token: string };
let resultId: number;
let spaceTestId: number;
let spaceQuestions: number;
let batchId: number;

beforeAll(async () => {
  t = await createTestContext();
  // 10:00 IST, so the day of the result is unambiguous.
  t.clock.advance(Date.parse('2026-11-02T04:30:00Z') - t.clock.now().getTime());
  const demo = await demoAccounts(t);
  c1 = demo.centre1;
  superAdmin = demo.superAdmin;
  c2 = await createCentre(t, superAdmin.token, 'Other Centre');
  const email = 'drill-student@example.com';
  const made = await call(t, createUser, {
    token: superAdmin.token,
    body: { name: 'Asha Verma', email, password: DEMO_PASSWORD, role_id: 3, customer_id: c1.id },
  });
  student = { id: made.data.user.id, token: await signIn(t, email) };
  batchId = await createBatch(t, c1.id, [student.id], 'Morning Batch');

  resultId = await takeTest(t, student.token, {
    testId: await testIdOfCode(t, 'UPSC-QUICK-05'),
    answers: [
      { choice: 'right', seconds: 20 },
      { choice: 'right', seconds: 40 },
      { choice: 'wrong', seconds: 70 },
      { choice: null, seconds: 10, marked: true },
    ],
    elapsedSeconds: 150,
  });

  // An attempt in progress: two questions answered, one only visited.
  spaceTestId = await testIdOfCode(t, 'UPSC-TW-SCI-SPACE');
  const started = await call(t, startAttempt, {
    token: student.token,
    params: { id: spaceTestId },
    body: {},
  });
  const ids = (await call(t, getQuestionIds, { token: student.token, params: { id: spaceTestId } })).data
    .questionIds;
  spaceQuestions = ids.length;
  for (const [i, selectedAnswer] of [1, 2, null].entries()) {
    await call(t, saveAnswer, {
      token: student.token,
      body: {
        sessionUuid: started.data.sessionUuid,
        questionId: ids[i]!,
        selectedAnswer,
        timeSpentSeconds: 30,
        seq: i + 1,
      },
    });
  }
  // Five minutes into the fifteen.
  t.clock.advance(300_000);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/students/:id/overview', () => {
  it("gives the header, the student's own dashboard and the attempt in progress in counts", async () => {
    const res = await call(t, getStudentOverview, { params: { id: student.id }, token: c1.admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.data.student).toEqual({
      id: student.id,
      name: 'Asha Verma',
      email: 'drill-student@example.com',
      batches: [{ id: batchId, name: 'Morning Batch' }],
    });
    const own = await call(t, getDashboard, { token: student.token });
    expect(res.data.dashboard).toEqual(own.data.data.data);
    expect(res.data.dashboard.overview).toMatchObject({
      totalTests: 1,
      averageScore: 33.4,
      bestScore: 33.4,
      averageAccuracy: 66.67,
      averageSpeed: 1.2,
      activeDays: 1,
      totalDays: 1,
      currentStreak: 1,
      testsAbove70: 0,
    });
    expect(res.data.dashboard.recentPerformance.map((r) => [r.id, r.testName, r.score])).toEqual([
      [resultId, 'Quick Practice: 5 Questions in 5 Minutes', 33.4],
    ]);
    const startedAt = new Date(Date.parse('2026-11-02T04:32:30Z')).toISOString();
    expect(res.data.inProgress).toEqual([
      {
        attemptId: expect.any(Number),
        testId: spaceTestId,
        testName: 'Space Technology: Topic Test',
        startedAt,
        deadline: new Date(Date.parse(startedAt) + 15 * 60_000).toISOString(),
        answered: 2,
        totalQuestions: spaceQuestions,
        remainingSeconds: 600,
      },
    ]);
    expect(spaceQuestions).toBe(8);
  });

  it('never sends a chosen answer or a key of the attempt in progress', async () => {
    const res = await call(t, getStudentOverview, { params: { id: student.id }, token: c1.teacher.token });
    expect(res.statusCode).toBe(200);
    for (const attempt of res.data.inProgress) {
      expect(Object.keys(attempt).sort()).toEqual([
        'answered',
        'attemptId',
        'deadline',
        'remainingSeconds',
        'startedAt',
        'testId',
        'testName',
        'totalQuestions',
      ]);
    }
    expect(res.body).not.toMatch(/selectedAnswer|correctIndex|correctAnswer|savedAnswers/);
  });
});

describe('GET /api/students/:id/results and /results/:resultId', () => {
  it("lists the student's results exactly as their own Detailed Analytics does", async () => {
    const res = await call(t, getStudentResults, { params: { id: student.id }, token: c1.teacher.token });
    const own = await call(t, getPerformanceResults, { token: student.token });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual(own.data);
    expect(res.data.total).toBe(1);
    expect(res.data.rows.map((r) => [r.id, r.percScore, r.rank, r.takers])).toEqual([[resultId, 33.4, 1, 1]]);
    const filtered = await call(t, getStudentResults, {
      params: { id: student.id },
      query: { subject: 'History' },
      token: c1.teacher.token,
    });
    expect(filtered.data.total).toBe(0);
  });

  it('gives the result page the student sees, keys still held back as they are for the student', async () => {
    const res = await call(t, getStudentResult, {
      params: { id: student.id, resultId },
      token: c1.admin.token,
    });
    const own = await call(t, getResult, { params: { id: resultId }, token: student.token });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual(own.data);
    expect(res.data.result).toMatchObject({
      score: 3.34,
      perc_score: 33.4,
      correct: 2,
      wrong: 1,
      unattempted: 2,
      rank: { rank: 1, takers: 1 },
    });
  });

  it('gives the solutions the student sees', async () => {
    const query = { page: 1, limit: 10, status: 'all' } as const;
    const res = await call(t, getStudentSolutions, {
      params: { id: student.id, resultId },
      query,
      token: superAdmin.token,
    });
    const own = await call(t, getSolutions, { params: { id: resultId }, query, token: student.token });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual(own.data);
    expect(res.data.solutions.map((s) => s.status)).toEqual([
      'Correct',
      'Correct',
      'Incorrect',
      'Unattempted',
      'Unattempted',
    ]);
  });

  it("answers 404 for another student's result under this student, and for an unknown result", async () => {
    const other = await takeTest(t, c1.student.token, {
      testId: await testIdOfCode(t, 'UPSC-QUICK-05'),
      answers: [{ choice: 'right', seconds: 10 }],
      elapsedSeconds: 60,
    });
    for (const id of [other, 999_999]) {
      const page = await call(t, getStudentResult, {
        params: { id: student.id, resultId: id },
        token: c1.admin.token,
      });
      expect([page.statusCode, page.error.message]).toEqual([404, RESULT_MESSAGES.notFound]);
      const solutions = await call(t, getStudentSolutions, {
        params: { id: student.id, resultId: id },
        token: c1.admin.token,
      });
      expect([solutions.statusCode, solutions.error.message]).toEqual([404, RESULT_MESSAGES.notFound]);
    }
  });
});

describe('GET /api/students/:id/results/:resultId/card.pdf', () => {
  it("gives the centre's teacher the student's PDF card of a global test, the one the student downloads", async () => {
    const res = await call(t, getStudentResultCard, {
      params: { id: student.id, resultId },
      token: c1.teacher.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="result-card-${resultId}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const own = await call(t, getResultCard, { params: { id: resultId }, token: student.token });
    expect(own.statusCode).toBe(200);
    // The same card: the same size within the few bytes of its creation time.
    expect(Math.abs(own.rawPayload.length - res.rawPayload.length)).toBeLessThan(64);
  });

  it("answers 404 to another centre's staff, and for a result that is not this student's", async () => {
    const foreign = await call(t, getStudentResultCard, {
      params: { id: student.id, resultId },
      token: c2.admin.token,
    });
    expect([foreign.statusCode, foreign.error.message]).toEqual([404, STUDENT_MESSAGES.notFound]);
    const unknown = await call(t, getStudentResultCard, {
      params: { id: student.id, resultId: 999_999 },
      token: c1.admin.token,
    });
    expect([unknown.statusCode, unknown.error.message]).toEqual([404, RESULT_MESSAGES.notFound]);
  });
});

describe('who may read a student', () => {
  it("lets the centre's admin and teacher and the super admin in; another centre's staff get 404", async () => {
    const statuses: Record<string, number[]> = {};
    const callers = {
      "the centre's admin": c1.admin.token,
      "the centre's teacher": c1.teacher.token,
      'the super admin': superAdmin.token,
      "another centre's admin": c2.admin.token,
      "another centre's teacher": c2.teacher.token,
      'the student': student.token,
      'another student': c1.student.token,
      "another centre's student": c2.student.token,
    };
    for (const [who, token] of Object.entries(callers)) {
      statuses[who] = [
        (await call(t, getStudentOverview, { params: { id: student.id }, token })).statusCode,
        (await call(t, getStudentResults, { params: { id: student.id }, token })).statusCode,
        (await call(t, getStudentResult, { params: { id: student.id, resultId }, token })).statusCode,
        (await call(t, getStudentSolutions, { params: { id: student.id, resultId }, token })).statusCode,
      ];
    }
    statuses.anonymous = [(await call(t, getStudentOverview, { params: { id: student.id } })).statusCode];
    expect(statuses).toEqual({
      "the centre's admin": [200, 200, 200, 200],
      "the centre's teacher": [200, 200, 200, 200],
      'the super admin': [200, 200, 200, 200],
      "another centre's admin": [404, 404, 404, 404],
      "another centre's teacher": [404, 404, 404, 404],
      'the student': [403, 403, 403, 403],
      'another student': [403, 403, 403, 403],
      "another centre's student": [403, 403, 403, 403],
      anonymous: [401],
    });
  });

  it('answers 404 alike for an unknown user and for staff, who are not students', async () => {
    for (const id of [999_999, c1.teacher.id, c1.admin.id]) {
      const res = await call(t, getStudentOverview, { params: { id }, token: superAdmin.token });
      expect([res.statusCode, res.error.message]).toEqual([404, STUDENT_MESSAGES.notFound]);
    }
    const foreign = await call(t, getStudentOverview, { params: { id: student.id }, token: c2.admin.token });
    expect(foreign.error.message).toBe(STUDENT_MESSAGES.notFound);
  });

  it('has no route that writes', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await rawRequest(t, method, `/api/students/${student.id}/results/${resultId}`, {
        token: c1.admin.token,
      });
      expect(res.statusCode, method).toBe(404);
    }
  });
});
