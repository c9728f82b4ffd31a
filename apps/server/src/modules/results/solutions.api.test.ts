import { startAttempt } from '@aspirant/contract/attempts.ts';
import { updateMyProfile } from '@aspirant/contract/profile.ts';
import {
  getPublicScorecard,
  getResult,
  getScorecardLink,
  getSolutions,
  RESULT_MESSAGES,
  revokeScorecard,
  SCORECARD_MESSAGES,
  SOLUTION_MESSAGES,
  shareScorecard,
} from '@aspirant/contract/results.ts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, tests, users } from '../../db/schema.ts';
import { demoAccounts } from '../../test-support/accounts.ts';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { newStudent, type TakePlan, takeTest, testIdOfCode } from '../../test-support/attempts.ts';
import { call } from '../../test-support/call.ts';

let t: TestContext;
let quickId: number;
/** Results of the four first attempts of the quick test (5 questions), planned below. */
const r: Record<'a' | 'b' | 'c' | 'd', { token: string; id: number }> = {} as never;

type Choice = TakePlan['answers'][number]['choice'];
const plan = (choices: Choice[], seconds: number[]): Omit<TakePlan, 'testId'> => ({
  answers: choices.map((choice, i) => ({ choice, seconds: seconds[i]!, marked: i === 4 })),
  elapsedSeconds: 250,
});

beforeAll(async () => {
  t = await createTestContext();
  quickId = await testIdOfCode(t, 'UPSC-QUICK-05');
  // Nobody else has taken the quick test in this database: the statistics below are these four alone.
  const takers: [keyof typeof r, Choice[], number[]][] = [
    ['a', ['right', 'right', 'right', 'right', 'right'], [12, 20, 30, 40, 50]],
    ['b', ['right', 'wrong', null, 'right', 'wrong'], [5, 5, 5, 5, 5]],
    ['c', ['wrong', 'wrong', 'wrong', null, null], [8, 8, 8, 8, 8]],
    ['d', ['right', null, 'right', 'wrong', 'right'], [9, 9, 9, 9, 9]],
  ];
  for (const [who, choices, seconds] of takers) {
    const token = await newStudent(t, `Taker ${who.toUpperCase()}`);
    r[who] = { token, id: await takeTest(t, token, { ...plan(choices, seconds), testId: quickId }) };
  }
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/results/:id/solutions', () => {
  it('gives every question with the share of first attempts that got it right and the toppers’ time', async () => {
    const res = await call(t, getSolutions, { params: { id: r.b.id }, token: r.b.token });
    expect(res.statusCode).toBe(200);
    const d = res.data;
    expect([d.page, d.limit, d.total, d.totalQuestions, d.takers, d.toppers]).toEqual([1, 10, 5, 5, 4, 1]);
    expect(d.language).toBe('en');
    expect(d.subjects).toEqual(['Polity']);
    expect(d.solutions.map((s) => s.status)).toEqual([
      'Correct',
      'Incorrect',
      'Unattempted',
      'Correct',
      'Incorrect',
    ]);
    // Right per question: Q1 a b d, Q2 a, Q3 a d, Q4 a b, Q5 a d: of 4 first attempts.
    expect(d.solutions.map((s) => s.correctShare)).toEqual([75, 25, 50, 50, 50]);
    // One topper (ceil(4 x 10 %)): A, the only 100 %, with 12, 20, 30, 40, 50 seconds.
    expect(d.solutions.map((s) => s.toppersAverageSeconds)).toEqual([12, 20, 30, 40, 50]);
    expect(d.solutions.map((s) => s.timeSpent)).toEqual([5, 5, 5, 5, 5]);
    expect(d.solutions.map((s) => s.questionNumber)).toEqual([1, 2, 3, 4, 5]);
    // 'Top N%' (decision 0015): A is rank 1 of 4, Top 25 %, percentile 75; B (26.8 %) rank 2, Top 50 %.
    const top = await call(t, getResult, { params: { id: r.a.id }, token: r.a.token });
    expect(top.data.result.rank).toEqual({ rank: 1, takers: 4, topShare: 25, percentile: 75 });
    const second = await call(t, getResult, { params: { id: r.b.id }, token: r.b.token });
    expect(second.data.result.rank).toEqual({ rank: 3, takers: 4, topShare: 75, percentile: 25 });
    const ids = d.solutions.map((s) => s.questionId);
    const keys = await t.database.db
      .select({
        id: questions.id,
        c: questions.correctIndex,
        e: questions.explanation,
        h: questions.explanationHi,
      })
      .from(questions)
      .where(inArray(questions.id, ids));
    const byId = new Map(keys.map((k) => [k.id, k]));
    for (const s of d.solutions) {
      expect(s.correctAnswerIndex).toBe(byId.get(s.questionId)!.c);
      expect(s.en.explanation).toBe(byId.get(s.questionId)!.e);
      expect(s.hi?.explanation ?? null).toBe(byId.get(s.questionId)!.h);
      expect(s.hiddenUntilSubmit).toBeNull();
    }
    expect(d.solutions[0]!.hi).not.toBeNull();
  });

  it('counts first attempts only: a retake moves no statistic', async () => {
    await takeTest(t, r.c.token, {
      ...plan(['right', 'right', 'right', 'right', 'right'], [1, 1, 1, 1, 1]),
      testId: quickId,
    });
    const res = await call(t, getSolutions, { params: { id: r.b.id }, token: r.b.token });
    expect(res.data.takers).toBe(4);
    expect(res.data.solutions.map((s) => s.correctShare)).toEqual([75, 25, 50, 50, 50]);
  });

  it("scales reported seconds to the server's time, the candidate's and the toppers' alike", async () => {
    // The only taker of the topic test reports 3 x 10 s in an attempt the server timed at 15 s: x 0.5.
    const topicId = await testIdOfCode(t, 'UPSC-TW-POL-FR');
    const token = await newStudent(t, 'Fast Reporter');
    const id = await takeTest(t, token, {
      testId: topicId,
      answers: [
        { choice: 'right', seconds: 10 },
        { choice: 'right', seconds: 10 },
        { choice: 'wrong', seconds: 10 },
      ],
      elapsedSeconds: 15,
    });
    const res = await call(t, getSolutions, { params: { id }, query: { limit: 4 }, token });
    expect([res.data.takers, res.data.toppers]).toEqual([1, 1]);
    expect(res.data.solutions.map((s) => s.timeSpent)).toEqual([5, 5, 5, 0]);
    expect(res.data.solutions.map((s) => s.toppersAverageSeconds)).toEqual([5, 5, 5, 0]);
    expect(res.data.solutions.map((s) => s.correctShare)).toEqual([100, 100, 0, 0]);
  });

  it('pages on the server and refuses a page larger than 50', async () => {
    const page2 = await call(t, getSolutions, {
      params: { id: r.b.id },
      query: { page: 2, limit: 2 },
      token: r.b.token,
    });
    expect(page2.data.solutions.map((s) => s.questionNumber)).toEqual([3, 4]);
    expect([page2.data.page, page2.data.limit, page2.data.total]).toEqual([2, 2, 5]);
    const past = await call(t, getSolutions, {
      params: { id: r.b.id },
      query: { page: 9 },
      token: r.b.token,
    });
    expect(past.data.solutions).toEqual([]);
    for (const [query, message] of [
      [{ limit: 51 }, SOLUTION_MESSAGES.badLimit],
      [{ limit: 0 }, SOLUTION_MESSAGES.badLimit],
      [{ page: 0 }, SOLUTION_MESSAGES.badPage],
      [{ page: 'x' }, SOLUTION_MESSAGES.badPage],
      [{ status: 'right' }, SOLUTION_MESSAGES.badFilter],
      [{ subject: 'x'.repeat(101) }, SOLUTION_MESSAGES.badSubject],
    ] as const) {
      const res = await call(t, getSolutions, { params: { id: r.b.id }, query, token: r.b.token });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.error.message).toBe(message);
    }
  });

  it('filters on the server: correct, incorrect, unattempted, marked and subject', async () => {
    const numbers = async (query: Record<string, string>) => {
      const res = await call(t, getSolutions, { params: { id: r.b.id }, query, token: r.b.token });
      return [res.data.total, res.data.solutions.map((s) => s.questionNumber)];
    };
    expect(await numbers({ status: 'correct' })).toEqual([2, [1, 4]]);
    expect(await numbers({ status: 'incorrect' })).toEqual([2, [2, 5]]);
    expect(await numbers({ status: 'unattempted' })).toEqual([1, [3]]);
    expect(await numbers({ status: 'marked' })).toEqual([1, [5]]);
    expect(await numbers({ subject: 'Polity' })).toEqual([5, [1, 2, 3, 4, 5]]);
    expect(await numbers({ subject: 'History' })).toEqual([0, []]);
    expect(await numbers({ status: 'correct', subject: 'Polity' })).toEqual([2, [1, 4]]);
  });

  it('opens in the language the attempt was taken in (the profile’s) with both texts', async () => {
    const token = await newStudent(t, 'Hindi Taker');
    await call(t, updateMyProfile, { token, body: { name: 'Hindi Taker', preferredLanguage: 'hi' } });
    const id = await takeTest(t, token, {
      ...plan(['right', null, null, null, null], [3, 3, 3, 3, 3]),
      testId: quickId,
    });
    const res = await call(t, getSolutions, { params: { id }, query: { limit: 1 }, token });
    expect(res.data.language).toBe('hi');
    const s = res.data.solutions[0]!;
    const [q] = await t.database.db.select().from(questions).where(eq(questions.id, s.questionId));
    expect(s.hi).toEqual({ question: q!.textHi, options: q!.optionsHi, explanation: q!.explanationHi });
    expect(s.en).toEqual({ question: q!.text, options: q!.options, explanation: q!.explanation });
  });

  it("answers 404 for anyone else's result, the centre's admin and the super admin included", async () => {
    const demo = await demoAccounts(t);
    // The demo student's centre admin may read a result page of their student, but never its solutions.
    const [student] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'student@aspirant.test'));
    const ownId = await takeTest(t, demo.centre1.student.token, {
      ...plan([null, null, null, null, null], [1, 1, 1, 1, 1]),
      testId: quickId,
    });
    expect(student).toBeDefined();
    expect(
      (await call(t, getResult, { params: { id: ownId }, token: demo.centre1.admin.token })).statusCode,
    ).toBe(200);
    for (const token of [
      r.a.token,
      demo.centre1.admin.token,
      demo.superAdmin.token,
      demo.centre1.teacher.token,
    ]) {
      const res = await call(t, getSolutions, { params: { id: ownId }, token });
      expect(res.statusCode).toBe(404);
      expect(res.error.message).toBe(RESULT_MESSAGES.notFound);
    }
    const missing = await call(t, getSolutions, { params: { id: 999_999 }, token: r.a.token });
    expect(missing.statusCode).toBe(404);
    expect((await call(t, getSolutions, { params: { id: ownId } })).statusCode).toBe(401);
  });

  it('hides the key and explanations again while a retake of the test runs (decision 0008)', async () => {
    const token = await newStudent(t, 'Retaker');
    const id = await takeTest(t, token, {
      ...plan(['right', 'wrong', null, null, null], [3, 3, 3, 3, 3]),
      testId: quickId,
    });
    await call(t, startAttempt, { token, params: { id: quickId }, body: {} });
    const res = await call(t, getSolutions, { params: { id }, query: { limit: 2 }, token });
    const [testRow] = await t.database.db
      .select({ name: tests.name })
      .from(tests)
      .where(eq(tests.id, quickId));
    for (const s of res.data.solutions) {
      expect(s.status).toBe('Hidden');
      expect(s.correctAnswerIndex).toBeNull();
      expect(s.en.explanation).toBeNull();
      expect(s.hi?.explanation ?? null).toBeNull();
      expect(s.hiddenUntilSubmit).toBe(testRow!.name);
    }
    // Correct and incorrect name no hidden question.
    const correct = await call(t, getSolutions, { params: { id }, query: { status: 'correct' }, token });
    expect(correct.data.total).toBe(0);
  });
});

describe('public scorecards', () => {
  it('shares a revocable link that opens without signing in and shows nothing but the scorecard', async () => {
    const none = await call(t, getScorecardLink, { params: { id: r.d.id }, token: r.d.token });
    expect(none.data.scorecard).toBeNull();
    const made = await call(t, shareScorecard, { params: { id: r.d.id }, token: r.d.token });
    expect(made.statusCode).toBe(201);
    const token = made.data.scorecard.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const again = await call(t, shareScorecard, { params: { id: r.d.id }, token: r.d.token });
    expect(again.statusCode).toBe(200);
    expect(again.data.scorecard.token).toBe(token);
    expect(
      (await call(t, getScorecardLink, { params: { id: r.d.id }, token: r.d.token })).data.scorecard?.token,
    ).toBe(token);

    const open = await call(t, getPublicScorecard, { params: { token } });
    expect(open.statusCode).toBe(200);
    // D: 3 right, 1 wrong, 1 left of 5 at +2 / -0.66: 5.34 of 10; rank 2 of the 7 first attempts by now
    // (A 100 %; B, C and the three later takers below 53.4 %): Top ceil(2/7 x 100) = 29 %, percentile 71.
    expect(open.data.scorecard).toEqual({
      name: 'Taker D',
      testName: 'Quick Practice: 5 Questions in 5 Minutes',
      examName: expect.any(String),
      completedAt: expect.any(String),
      score: 5.34,
      totalScore: 10,
      percent: 53.4,
      rank: 2,
      takers: 7,
      percentile: 71,
      topShare: 29,
      isRetake: false,
      subjects: [{ name: 'Polity', percent: 60 }],
    });
    // Nothing of the questions, answers, account or ids leaves with it.
    const [question] = await t.database.db.select({ text: questions.text }).from(questions).limit(1);
    const body = open.body;
    for (const secret of [
      'email',
      'userId',
      'user_id',
      '"id"',
      'explanation',
      'questionBreakdown',
      '@',
      question!.text,
    ]) {
      expect(body).not.toContain(secret);
    }
  });

  it("answers 404 to anyone but the owner for a result's link, and 'no longer shared' once revoked", async () => {
    for (const endpoint of [getScorecardLink, shareScorecard, revokeScorecard] as const) {
      const res = await call(t, endpoint, { params: { id: r.c.id }, token: r.a.token });
      expect(res.statusCode).toBe(404);
    }
    const made = await call(t, shareScorecard, { params: { id: r.c.id }, token: r.c.token });
    const token = made.data.scorecard.token;
    const revoked = await call(t, revokeScorecard, { params: { id: r.c.id }, token: r.c.token });
    expect(revoked.data.message).toBe(SCORECARD_MESSAGES.revoked);
    for (const probe of [token, 'not-a-token', 'A'.repeat(24)]) {
      const gone = await call(t, getPublicScorecard, { params: { token: probe } });
      expect(gone.statusCode).toBe(404);
      expect(gone.error.message).toBe(SCORECARD_MESSAGES.gone);
    }
    const fresh = await call(t, shareScorecard, { params: { id: r.c.id }, token: r.c.token });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.data.scorecard.token).not.toBe(token);
    expect(
      (await call(t, getPublicScorecard, { params: { token: fresh.data.scorecard.token } })).statusCode,
    ).toBe(200);
    expect((await call(t, getPublicScorecard, { params: { token } })).statusCode).toBe(404);
  });

  it('limits opens per client address', async () => {
    const { token } = (await call(t, shareScorecard, { params: { id: r.a.id }, token: r.a.token })).data
      .scorecard;
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    let status = 200;
    let opened = 0;
    while (status === 200 && opened < 100) {
      status = (await call(t, getPublicScorecard, { params: { token }, headers })).statusCode;
      if (status === 200) opened++;
    }
    expect(status).toBe(429);
    expect(opened).toBeGreaterThan(0);
  });
});
