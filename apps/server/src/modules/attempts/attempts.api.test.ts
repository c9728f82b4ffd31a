import {
  ATTEMPT_MESSAGES,
  completeAttempt,
  getInProgressAttempt,
  saveAnswer,
  startAttempt,
  submitResult,
} from '@aspirant/contract/attempts.ts';
import { currentUser, login, register } from '@aspirant/contract/auth.ts';
import type { Endpoint } from '@aspirant/contract/endpoint.ts';
import { getStatsOverview } from '@aspirant/contract/results.ts';
import { getQuestion, getQuestionIds, getTest, listTests } from '@aspirant/contract/tests.ts';
import { BLANK, choiceAt, secondsAt } from '@aspirant/domain/answer-sheet.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts, questions, results, testQuestions, tests } from '../../db/schema.ts';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../../test-support/app.ts';
import { type CallOptions, call } from '../../test-support/call.ts';

let t: TestContext;
let student: string;
let quickTestId: number;
let polityTestId: number;

beforeAll(async () => {
  t = await createTestContext();
  student = (await call(t, login, { body: { email: 'student@aspirant.test', password: DEMO_PASSWORD } })).data
    .token;
  const list = await call(t, listTests, { query: { search: 'quick practice' }, token: student });
  quickTestId = list.data.tests[0]!.id;
  const polity = await call(t, listTests, { query: { search: 'polity subject' }, token: student });
  polityTestId = polity.data.tests[0]!.id;
});
afterAll(async () => {
  await t.close();
});

let n = 0;
async function newStudent(): Promise<string> {
  const res = await call(t, register, {
    body: { name: 'Meera', email: `meera${++n}-${Date.now()}@example.com`, password: 'a good password' },
  });
  return res.data.token;
}

async function start(token: string, testId = quickTestId) {
  const res = await call(t, startAttempt, { params: { id: testId }, token, body: {} });
  expect(res.statusCode).toBe(200);
  const ids = await call(t, getQuestionIds, { params: { id: testId }, token });
  return {
    uuid: res.data.sessionUuid,
    attempt: res.data.attempt,
    questionIds: ids.data.questionIds,
  };
}

async function key(questionIds: number[]): Promise<Map<number, number>> {
  const rows = await t.database.db
    .select({ id: questions.id, correct: questions.correctIndex })
    .from(questions);
  return new Map(rows.filter((r) => questionIds.includes(r.id)).map((r) => [r.id, r.correct]));
}

const save = (token: string, body: NonNullable<CallOptions<typeof saveAnswer>['body']>) =>
  call(t, saveAnswer, { token, body });

describe('taking a test', () => {
  it('keeps the paper hidden until the student starts it', async () => {
    const token = await newStudent();
    expect((await call(t, getQuestionIds, { params: { id: polityTestId }, token })).statusCode).toBe(404);
    const { questionIds } = await start(token, polityTestId);
    expect(questionIds).toHaveLength(25);
    const q = await call(t, getQuestion, {
      params: { id: polityTestId, questionId: questionIds[0]! },
      token,
    });
    expect(q.statusCode).toBe(200);
    expect(q.data.question.QuestionMaster.question.options).toHaveLength(4);
    expect(q.data.question.hi?.options).toHaveLength(4);
    const outside = await call(t, getQuestion, {
      params: { id: polityTestId, questionId: questionIds[0]! + 100000 },
      token,
    });
    expect(outside.statusCode).toBe(404);
  });

  it('never sends a correct answer or an explanation before submission (every response walked)', async () => {
    const token = await newStudent();
    const bodies: unknown[] = [];
    const get = async <E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}) => {
      const res = await call(t, endpoint, { ...options, token });
      expect(res.statusCode).toBeLessThan(300);
      bodies.push(res.data);
      return res.data;
    };
    const paper = { id: polityTestId };
    await get(listTests, { query: { limit: 50 } });
    await get(getTest, { params: paper });
    await get(getInProgressAttempt, { params: paper });
    const started = await get(startAttempt, { params: paper, body: {} });
    const { questionIds } = await get(getQuestionIds, { params: paper });
    for (const id of questionIds) {
      await get(getQuestion, { params: { id: polityTestId, questionId: id } });
      await get(saveAnswer, {
        body: { sessionUuid: started.sessionUuid, questionId: id, selectedAnswer: 1 },
      });
    }
    await get(getInProgressAttempt, { params: paper });
    await get(startAttempt, { params: paper, body: {} });

    const explanations = (
      await t.database.db.select({ e: questions.explanation, h: questions.explanationHi }).from(questions)
    )
      .flatMap((r) => [r.e, r.h])
      .filter((x): x is string => Boolean(x));
    const forbiddenKey = /correct|explanation|answer_?key|solution/i;
    const walk = (value: unknown, path: string) => {
      if (Array.isArray(value)) {
        for (const [i, v] of value.entries()) walk(v, `${path}[${i}]`);
      } else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) {
          expect(forbiddenKey.test(k), `${path}.${k}`).toBe(false);
          walk(v, `${path}.${k}`);
        }
      } else if (typeof value === 'string') {
        expect(explanations.includes(value), `${path} is an explanation`).toBe(false);
      }
    };
    for (const [i, b] of bodies.entries()) walk(b, `response${i}`);
    expect(bodies.length).toBe(5 + 2 * 25 + 2);
  });

  it('keeps one attempt in progress per student and test, even when started 10 times at once', async () => {
    const token = await newStudent();
    const starts = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t, startAttempt, { params: { id: quickTestId }, token, body: {} }),
      ),
    );
    const uuids = new Set(starts.map((s) => s.data.sessionUuid));
    expect(uuids.size).toBe(1);
    expect(starts.filter((s) => s.data.resumed === false)).toHaveLength(1);
  });

  it('resumes with every saved answer and the server’s remaining time', async () => {
    const token = await newStudent();
    const { uuid, questionIds } = await start(token);
    await save(token, {
      sessionUuid: uuid,
      questionId: questionIds[0]!,
      selectedAnswer: 2,
      timeSpentSeconds: 12,
      isMarkedForReview: false,
    });
    await save(token, {
      sessionUuid: uuid,
      questionId: questionIds[1]!,
      selectedAnswer: null,
      timeSpentSeconds: 5,
      isMarkedForReview: true,
    });
    t.clock.advance(90_000);
    const res = await call(t, getInProgressAttempt, { params: { id: quickTestId }, token });
    expect(res.data.attempt?.sessionUuid).toBe(uuid);
    expect(res.data.attempt?.remainingSeconds).toBe(5 * 60 - 90);
    expect(res.data.savedAnswers).toEqual(
      [
        { questionId: questionIds[0], selectedAnswer: 2, markedForReview: false, timeSpent: 12 },
        { questionId: questionIds[1], selectedAnswer: null, markedForReview: true, timeSpent: 5 },
      ].sort((a, b) => a.questionId! - b.questionId!),
    );
  });

  it('never lets a stale or replayed save overwrite a newer answer', async () => {
    const token = await newStudent();
    const { uuid, questionIds, attempt } = await start(token);
    const q = questionIds[0]!;
    expect((await save(token, { sessionUuid: uuid, questionId: q, selectedAnswer: 2, seq: 5 })).data).toEqual(
      {
        success: true,
        saved: true,
        seq: 5,
        // The attempt's deadline (issue 17: staff may extend it; the page's timer follows).
        deadline: attempt.deadline,
      },
    );
    expect(
      (await save(token, { sessionUuid: uuid, questionId: q, selectedAnswer: 1, seq: 3 })).data.saved,
    ).toBe(false);
    expect(
      (await save(token, { sessionUuid: uuid, questionId: q, selectedAnswer: 0, seq: 5 })).data.saved,
    ).toBe(false);
    const res = await call(t, getInProgressAttempt, { params: { id: quickTestId }, token });
    expect(res.data.savedAnswers[0]!.selectedAnswer).toBe(2);
  });

  it('refuses answers to questions outside the test, bad answers and other students’ sessions', async () => {
    const token = await newStudent();
    const { uuid, questionIds } = await start(token);
    const foreign = await save(token, { sessionUuid: uuid, questionId: 1_000_000, selectedAnswer: 1 });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.error.message).toBe(ATTEMPT_MESSAGES.questionNotInTest);
    const bad = await save(token, { sessionUuid: uuid, questionId: questionIds[0]!, selectedAnswer: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.error.message).toBe(ATTEMPT_MESSAGES.badAnswer);
    // Issue 16: 0 to 5 passes the contract, but a seed question has four options (A to D).
    const fifth = await save(token, { sessionUuid: uuid, questionId: questionIds[0]!, selectedAnswer: 4 });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.error.message).toBe(
      "selectedAnswer must be the index of one of this question's options (0 to 3), or null to clear the answer.",
    );
    const multi = await call(t, saveAnswer, {
      token,
      rawBody: { sessionUuid: uuid, questionId: questionIds[0], selectedAnswer: 1, answerType: 'multi' },
    });
    expect(multi.error.message).toBe(ATTEMPT_MESSAGES.badAnswerType);
    const other = await newStudent();
    const stolen = await save(other, { sessionUuid: uuid, questionId: questionIds[0]!, selectedAnswer: 1 });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.error.message).toBe(ATTEMPT_MESSAGES.attemptNotFound);
    const submitForeign = await call(t, submitResult, {
      token,
      body: {
        testId: quickTestId,
        sessionUuid: uuid,
        answers: [{ questionId: 1_000_000, selectedAnswer: 1 }],
      },
    });
    expect(submitForeign.statusCode).toBe(400);
  });

  it('takes saves until deadline + 30 s, then refuses them with a clear message', async () => {
    const token = await newStudent();
    const { uuid, questionIds } = await start(token);
    t.clock.advance(5 * 60_000 + 29_000);
    expect(
      (await save(token, { sessionUuid: uuid, questionId: questionIds[0]!, selectedAnswer: 1 })).statusCode,
    ).toBe(200);
    t.clock.advance(2_000);
    const late = await save(token, { sessionUuid: uuid, questionId: questionIds[1]!, selectedAnswer: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.error.message).toBe(ATTEMPT_MESSAGES.deadlinePassed);
  });
});

/** Issue 16: a test of its own with one question of `options` options (the seed's have four). */
async function testWithOptions(options: number): Promise<{ testId: number; questionId: number }> {
  const db = t.database.db;
  const [seedQuestion] = await db.select().from(questions).limit(1);
  const [quick] = await db.select().from(tests).where(eq(tests.id, quickTestId));
  const code = `OPT${options}-${++n}`;
  const [question] = await db
    .insert(questions)
    .values({
      code,
      subjectId: seedQuestion!.subjectId,
      topicId: seedQuestion!.topicId,
      difficulty: 'easy',
      text: `Which letter comes ${options}th? $x^${options}$`,
      options: Array.from({ length: options }, (_, i) => `Option ${i + 1}`),
      correctIndex: options - 1,
      explanation: 'The last one.',
    })
    .returning({ id: questions.id });
  const [test] = await db
    .insert(tests)
    .values({
      code,
      name: `${options} options ${n}`,
      type: quick!.type,
      examId: quick!.examId,
      durationMinutes: 5,
      questionCount: 1,
      subjectNames: quick!.subjectNames,
      subjectText: quick!.subjectText,
    })
    .returning({ id: tests.id });
  await db.insert(testQuestions).values({ testId: test!.id, position: 1, questionId: question!.id });
  return { testId: test!.id, questionId: question!.id };
}

describe('questions of 2 to 6 options (issue 16)', () => {
  it('takes any option of a six-option question and marks the sixth right; refuses a seventh', async () => {
    const token = await newStudent();
    const { testId, questionId } = await testWithOptions(6);
    const { uuid } = await start(token, testId);
    const sixth = await save(token, { sessionUuid: uuid, questionId, selectedAnswer: 5 });
    expect(sixth.statusCode).toBe(200);
    expect(sixth.data.saved).toBe(true);
    const seventh = await save(token, { sessionUuid: uuid, questionId, selectedAnswer: 6 });
    expect(seventh.statusCode).toBe(400);
    expect(seventh.error.message).toBe(ATTEMPT_MESSAGES.badAnswer);
    const resumed = await call(t, getInProgressAttempt, { params: { id: testId }, token });
    expect(resumed.data.savedAnswers[0]!.selectedAnswer).toBe(5);
    const submitted = await call(t, submitResult, {
      token,
      body: { testId, sessionUuid: uuid, answers: [] },
    });
    expect(submitted.statusCode).toBe(201);
    const [result] = await t.database.db
      .select({ correct: results.correct })
      .from(results)
      .where(eq(results.id, submitted.data.result.id));
    expect(result!.correct).toBe(1);
  });

  it('holds a two-option question to A and B, when saved and when submitted', async () => {
    const token = await newStudent();
    const { testId, questionId } = await testWithOptions(2);
    const { uuid } = await start(token, testId);
    expect((await save(token, { sessionUuid: uuid, questionId, selectedAnswer: 1 })).statusCode).toBe(200);
    const third = await save(token, { sessionUuid: uuid, questionId, selectedAnswer: 2 });
    expect(third.statusCode).toBe(400);
    expect(third.error.message).toBe(ATTEMPT_MESSAGES.answerOutOfRange(2));
    expect(third.error.message).toBe(
      "selectedAnswer must be the index of one of this question's options (0 to 1), or null to clear the answer.",
    );
    const resumed = await call(t, getInProgressAttempt, { params: { id: testId }, token });
    expect(resumed.data.savedAnswers[0]!.selectedAnswer).toBe(1);
    const submit = await call(t, submitResult, {
      token,
      body: { testId, sessionUuid: uuid, answers: [{ questionId, selectedAnswer: 3 }] },
    });
    expect(submit.statusCode).toBe(400);
    expect(submit.error.message).toBe(ATTEMPT_MESSAGES.answerOutOfRange(2));
  });
});

describe('submitting', () => {
  it('marks with the exam’s scheme, ignoring what the client says about times', async () => {
    const token = await newStudent();
    const { uuid, questionIds } = await start(token);
    const answers = await key(questionIds);
    const [q1, q2, q3, q4] = questionIds as [number, number, number, number];
    // Three right, one wrong, one left blank: 3 x 2 - 0.66 = 5.34 of 10.
    await save(token, { sessionUuid: uuid, questionId: q1, selectedAnswer: answers.get(q1)!, seq: 1 });
    await save(token, { sessionUuid: uuid, questionId: q2, selectedAnswer: answers.get(q2)!, seq: 2 });
    t.clock.advance(125_000);
    const res = await call(t, submitResult, {
      token,
      body: {
        testId: quickTestId,
        sessionUuid: uuid,
        userId: 999,
        userName: 'Someone Else',
        startTime: '2000-01-01T00:00:00Z',
        endTime: '2100-01-01T00:00:00Z',
        questionTimings: [{ questionId: q1, timeSpent: 99999 }],
        answers: [
          { questionId: q3, selectedAnswer: answers.get(q3) },
          { questionId: q4, selectedAnswer: ((answers.get(q4) ?? 0) + 1) % 4 },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(results).where(eq(results.id, res.data.result.id));
    expect(row).toMatchObject({
      score: 5.34,
      totalScore: 10,
      percScore: 53.4,
      correct: 3,
      wrong: 1,
      unattempted: 1,
      attempted: 4,
      totalQuestions: 5,
      timeSpentSeconds: 125,
      isFirstAttempt: true,
    });
    const me = (await call(t, currentUser, { token })).data.user;
    expect(row!.userId).toBe(me.id);
  });

  it('keeps the answers as submitted on the result, by paper position: option, blank and seconds', async () => {
    const token = await newStudent();
    const { uuid, attempt } = await start(token);
    const paper = (
      await t.database.db
        .select({ id: testQuestions.questionId, position: testQuestions.position })
        .from(testQuestions)
        .where(eq(testQuestions.testId, quickTestId))
    )
      .sort((a, b) => a.position - b.position)
      .map((q) => q.id);
    expect(paper).toHaveLength(5);
    const [p0, p1, p2, p3] = paper as [number, number, number, number];
    await save(token, { sessionUuid: uuid, questionId: p0, selectedAnswer: 2, timeSpentSeconds: 40, seq: 1 });
    await save(token, { sessionUuid: uuid, questionId: p1, selectedAnswer: 0, timeSpentSeconds: 12, seq: 2 });
    await save(token, {
      sessionUuid: uuid,
      questionId: p2,
      selectedAnswer: null,
      timeSpentSeconds: 7,
      seq: 3,
    });
    const res = await call(t, submitResult, {
      token,
      body: {
        testId: quickTestId,
        sessionUuid: uuid,
        // The submission's choices win over the saved ones (p1); p4 was never opened.
        answers: [
          { questionId: p1, selectedAnswer: 3 },
          { questionId: p3, selectedAnswer: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(results).where(eq(results.attemptId, attempt.id));
    const sheet = new Uint8Array(row!.answerSheet);
    const seconds = new Uint8Array(row!.answerSeconds);
    expect([...sheet]).toEqual([2, 3, BLANK, 1, BLANK]);
    expect(paper.map((_, i) => choiceAt(sheet, i))).toEqual([2, 3, null, 1, null]);
    expect(paper.map((_, i) => secondsAt(seconds, i))).toEqual([40, 12, 7, 0, 0]);
  });

  it('counts a question sent twice in one submission once, as its last choice', async () => {
    const token = await newStudent();
    const { uuid, questionIds } = await start(token);
    const answers = await key(questionIds);
    const q = questionIds[0]!;
    const res = await call(t, submitResult, {
      token,
      body: {
        testId: quickTestId,
        sessionUuid: uuid,
        answers: [
          { questionId: q, selectedAnswer: (answers.get(q)! + 1) % 4 },
          { questionId: q, selectedAnswer: answers.get(q) },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(results).where(eq(results.id, res.data.result.id));
    expect(row).toMatchObject({ correct: 1, wrong: 0, unattempted: 4 });
  });

  it('makes one result with one id from 50 concurrent submits', async () => {
    const token = await newStudent();
    const { uuid, attempt } = await start(token);
    const submits = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(t, submitResult, { token, body: { testId: quickTestId, sessionUuid: uuid, answers: [] } }),
      ),
    );
    expect(submits.map((s) => s.statusCode)).toEqual(Array(50).fill(201));
    expect(new Set(submits.map((s) => s.data.result.id)).size).toBe(1);
    const rows = await t.database.db.select().from(results).where(eq(results.attemptId, attempt.id));
    expect(rows).toHaveLength(1);
    const closed = await save(token, { sessionUuid: uuid, questionId: 1, selectedAnswer: 1 });
    expect(closed.statusCode).toBe(409);
    expect(closed.error.message).toBe(ATTEMPT_MESSAGES.attemptClosed);
  });

  it('submits an expired attempt on the server with the answers saved, once, when two sweeps race', async () => {
    const token = await newStudent();
    const { uuid, attempt, questionIds } = await start(token);
    const answers = await key(questionIds);
    await save(token, {
      sessionUuid: uuid,
      questionId: questionIds[0]!,
      selectedAnswer: answers.get(questionIds[0]!)!,
    });
    t.clock.advance(5 * 60_000 + 31_000);
    const [a, b] = await Promise.all([t.app.attempts.sweep(), t.app.attempts.sweep()]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const rows = await t.database.db.select().from(results).where(eq(results.attemptId, attempt.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ correct: 1, unattempted: 4, score: 2, timeSpentSeconds: 300 });
    const [closed] = await t.database.db.select().from(attempts).where(eq(attempts.id, attempt.id));
    expect(closed!.submittedBy).toBe('server');
    const again = await call(t, getInProgressAttempt, { params: { id: quickTestId }, token });
    expect(again.data.attempt).toBeNull();
  });

  it("'Start Afresh' submits the old attempt as it stands, then a new one starts; only the first counts as first", async () => {
    const token = await newStudent();
    const first = await start(token);
    const completed = await call(t, completeAttempt, { token, body: { attemptId: first.attempt.id } });
    expect(completed.statusCode).toBe(200);
    const second = await start(token);
    expect(second.uuid).not.toBe(first.uuid);
    const submitted = await call(t, submitResult, {
      token,
      body: { testId: quickTestId, sessionUuid: second.uuid },
    });
    const [row] = await t.database.db.select().from(results).where(eq(results.id, submitted.data.result.id));
    expect(row!.isFirstAttempt).toBe(false);
    const other = await newStudent();
    expect(
      (await call(t, completeAttempt, { token: other, body: { attemptId: second.attempt.id } })).statusCode,
    ).toBe(404);
  });
});

describe('stats overview', () => {
  it('is empty for a new student', async () => {
    const token = await newStudent();
    const res = await call(t, getStatsOverview, { token });
    expect(res.data).toEqual({
      success: true,
      totalTests: 0,
      averageScore: 0,
      highestScore: 0,
      lowestScore: 0,
      totalCorrect: 0,
      totalIncorrect: 0,
      totalUnattempted: 0,
      subjectWisePerformance: {},
    });
  });

  it('adds up the student’s own results, by hand', async () => {
    const token = await newStudent();
    // Test 1 (5 Polity questions, +2/-0.66): 2 right, 1 wrong → 4 - 0.66 = 3.34 of 10 → 33.4 %.
    const first = await start(token);
    const k1 = await key(first.questionIds);
    const [a, b, c] = first.questionIds as [number, number, number];
    await call(t, submitResult, {
      token,
      body: {
        testId: quickTestId,
        sessionUuid: first.uuid,
        answers: [
          { questionId: a, selectedAnswer: k1.get(a) },
          { questionId: b, selectedAnswer: k1.get(b) },
          { questionId: c, selectedAnswer: ((k1.get(c) ?? 0) + 1) % 4 },
        ],
      },
    });
    // Test 2 (same test again): all 5 right → 100 %.
    const second = await start(token);
    const k2 = await key(second.questionIds);
    await call(t, submitResult, {
      token,
      body: {
        testId: quickTestId,
        sessionUuid: second.uuid,
        answers: second.questionIds.map((q) => ({ questionId: q, selectedAnswer: k2.get(q) })),
      },
    });
    const res = await call(t, getStatsOverview, { token });
    expect(res.data).toEqual({
      success: true,
      totalTests: 2,
      averageScore: 66.7,
      highestScore: 100,
      lowestScore: 33.4,
      totalCorrect: 7,
      totalIncorrect: 1,
      totalUnattempted: 2,
      // 7 of the 10 Polity questions sat were right.
      subjectWisePerformance: { Polity: { averageScore: 70, totalTests: 2 } },
    });
    const other = await newStudent();
    expect((await call(t, getStatsOverview, { token: other })).data.totalTests).toBe(0);
  });
});
