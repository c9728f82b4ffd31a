import { startAttempt } from '@aspirant/contract/attempts.ts';
import { getQuestion, getQuestionIds, getTest, listTests, TEST_MESSAGES } from '@aspirant/contract/tests.ts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, testQuestions, tests } from '../../db/schema.ts';
import { DEMO_EMAILS, signIn } from '../../test-support/accounts.ts';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { newStudent, testIdOfCode } from '../../test-support/attempts.ts';
import { call } from '../../test-support/call.ts';
import { CATALOGUE_CACHE_MS } from './service.ts';

// The exam catalogue (SPEC §3): GET /api/tests, /api/tests/:id, and a paper's question ids and questions.

let t: TestContext;
let student: string;
let quickTestId: number;
let polityTestId: number;
/** The quick test's question ids in paper order, read from the database. */
let quickPaper: number[];

beforeAll(async () => {
  t = await createTestContext();
  student = await signIn(t, DEMO_EMAILS.student);
  quickTestId = await testIdOfCode(t, 'UPSC-QUICK-05');
  polityTestId = await testIdOfCode(t, 'UPSC-SW-POL');
  quickPaper = (
    await t.database.db
      .select({ id: testQuestions.questionId })
      .from(testQuestions)
      .where(eq(testQuestions.testId, quickTestId))
      .orderBy(asc(testQuestions.position))
  ).map((r) => r.id);
});
afterAll(async () => {
  await t.close();
});

describe('the list and a test', () => {
  it('lists 9 tests a page with filters and pagination (SPEC §3)', async () => {
    const res = await call(t, listTests, { token: student });
    expect(res.statusCode).toBe(200);
    expect(res.data.tests).toHaveLength(9);
    expect(res.data.pagination).toEqual({ totalPages: 3, total: 21, page: 1, limit: 9, hasMore: true });
    expect(res.data.filters.exams.map((e) => e.name)).toEqual([
      'UPSC Civil Services Prelims (GS Paper I)',
      'State Civil Services Prelims (General Studies)',
    ]);
    expect(res.data.filters.subjects).toHaveLength(9);
    expect(res.data.filters.topics).toHaveLength(43);
    expect(res.data.tests[0]).toEqual({
      id: expect.any(Number),
      name: 'UPSC Prelims Full Mock Test 1',
      description: expect.stringContaining('50-question'),
      duration: 60,
      code: 'UPSC-FS-01',
      type: 'Full Syllabus',
      subjects: expect.arrayContaining(['Polity', 'History', 'Geography']),
      questions: 50,
      exam_master: { name: 'UPSC Civil Services Prelims (GS Paper I)' },
      subject_master: null,
      topic_master: null,
      isBilingual: false,
      opensAt: null,
      closesAt: null,
      attempts: null,
    });
    const last = await call(t, listTests, { query: { page: 3 }, token: student });
    expect(last.data.tests).toHaveLength(3);
    expect(last.data.pagination.hasMore).toBe(false);
  });

  it('filters by type, exam, subject and topic', async () => {
    const topic = await call(t, listTests, { query: { type: 'Topic Wise', limit: 50 }, token: student });
    expect(topic.data.tests.map((x) => x.type)).toEqual(Array(7).fill('Topic Wise'));
    const exams = (await call(t, listTests, { token: student })).data.filters.exams;
    const pcs = await call(t, listTests, { query: { exam: exams[1]!.id }, token: student });
    expect(pcs.data.pagination.total).toBe(3);
    const subjects = (await call(t, listTests, { token: student })).data.filters.subjects;
    const history = subjects.find((s) => s.name === 'History')!;
    const bySubject = await call(t, listTests, { query: { subject: history.id }, token: student });
    expect(bySubject.data.tests.map((x) => x.code).sort()).toEqual([
      'PCS-SW-HIS',
      'UPSC-SW-HIS',
      'UPSC-TW-HIS-INM',
    ]);
    expect(bySubject.data.filters.topics).toHaveLength(6);
  });

  it('searches name, code, description and subjects, most relevant first, by word prefixes', async () => {
    const polity = await call(t, listTests, { query: { search: 'polity' }, token: student });
    expect(polity.data.tests[0]!.code).toBe('UPSC-SW-POL');
    const prefix = await call(t, listTests, { query: { search: 'fundam righ' }, token: student });
    expect(prefix.data.tests[0]!.code).toBe('UPSC-TW-POL-FR');
    const code = await call(t, listTests, { query: { search: 'UPSC-SW-ECO' }, token: student });
    expect(code.data.tests[0]!.code).toBe('UPSC-SW-ECO');
    const none = await call(t, listTests, { query: { search: 'zzzzqqq' }, token: student });
    expect(none.data.tests).toEqual([]);
    expect(none.data.pagination).toEqual({ totalPages: 1, total: 0, page: 1, limit: 9, hasMore: false });
  });

  it.each([
    [{ page: 0 }, TEST_MESSAGES.badPage],
    [{ limit: 500 }, TEST_MESSAGES.badLimit],
    [{ limit: 'abc' }, TEST_MESSAGES.badLimit],
    [{ type: 'Easy' }, TEST_MESSAGES.badType],
    [{ exam: 'abc' }, 'exam must be a positive whole number.'],
    [{ search: 'x'.repeat(201) }, TEST_MESSAGES.searchTooLong],
  ])('refuses %j with 400 and a clear message', async (query, message) => {
    const res = await call(t, listTests, { query, token: student });
    expect(res.statusCode).toBe(400);
    expect(res.error.message).toBe(message);
  });

  it('answers unknown tests with 404 and bad ids with 400', async () => {
    const missing = await call(t, getTest, { params: { id: 999999 }, token: student });
    expect(missing.statusCode).toBe(404);
    expect(missing.error.message).toBe(TEST_MESSAGES.testNotFound);
    expect((await call(t, getTest, { params: { id: 'abc' }, token: student })).statusCode).toBe(400);
    expect((await call(t, listTests)).statusCode).toBe(401);
  });
});

describe('a test in detail', () => {
  it("gives every field of the list item and the exam's marking scheme", async () => {
    const res = await call(t, getTest, { params: { id: quickTestId }, token: student });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({
      success: true,
      test: {
        id: quickTestId,
        name: 'Quick Practice: 5 Questions in 5 Minutes',
        description: 'A five-minute warm-up on the Constitution and the Preamble.',
        duration: 5,
        code: 'UPSC-QUICK-05',
        type: 'Topic Wise',
        subjects: ['Polity'],
        questions: 5,
        exam_master: {
          name: 'UPSC Civil Services Prelims (GS Paper I)',
          marking_scheme: { corr: 2, incorr: -0.66, unatt: 0 },
        },
        subject_master: { name: 'Polity' },
        topic_master: { name: 'Constitutional Framework & Preamble' },
        isBilingual: true,
        opensAt: null,
        closesAt: null,
        attempts: null,
        extraTimePercent: 0,
      },
    });
  });

  it('is kept for CATALOGUE_CACHE_MS by the server clock, then read again', async () => {
    const read = async () =>
      (await call(t, getTest, { params: { id: polityTestId }, token: student })).data.test.name;
    const name = await read();
    await t.database.db.update(tests).set({ name: 'Polity, renamed' }).where(eq(tests.id, polityTestId));
    try {
      expect(await read()).toBe(name);
      t.clock.advance(CATALOGUE_CACHE_MS - 1);
      expect(await read()).toBe(name);
      t.clock.advance(1);
      expect(await read()).toBe('Polity, renamed');
    } finally {
      await t.database.db.update(tests).set({ name }).where(eq(tests.id, polityTestId));
      t.clock.advance(CATALOGUE_CACHE_MS);
    }
  });
});

describe("a paper's questions", () => {
  const questionIds = (token: string, testId = quickTestId) =>
    call(t, getQuestionIds, { params: { id: testId }, token });
  const question = (token: string, questionId: number, testId = quickTestId) =>
    call(t, getQuestion, { params: { id: testId, questionId }, token });

  it('are hidden from a student until they start the test: 404, as if the question did not exist', async () => {
    const token = await newStudent(t);
    const ids = await questionIds(token);
    expect(ids.statusCode).toBe(404);
    expect(ids.error).toEqual({ success: false, message: TEST_MESSAGES.questionNotFound, code: 'NOT_FOUND' });
    const one = await question(token, quickPaper[0]!);
    expect(one.statusCode).toBe(404);
    expect(one.error.message).toBe(TEST_MESSAGES.questionNotFound);
  });

  it('open to the student once started: ids in paper order, each question without its key', async () => {
    const token = await newStudent(t);
    const started = await call(t, startAttempt, { params: { id: quickTestId }, token, body: {} });
    expect(started.statusCode).toBe(200);
    const ids = await questionIds(token);
    expect(ids.statusCode).toBe(200);
    expect(ids.data).toEqual({ success: true, questionIds: quickPaper });
    const [first] = await t.database.db.select().from(questions).where(eq(questions.id, quickPaper[0]!));
    expect(first!.code).toBe('POL-001');
    const one = await question(token, quickPaper[0]!);
    expect(one.statusCode).toBe(200);
    expect(one.data).toEqual({
      success: true,
      question: {
        id: quickPaper[0],
        QuestionMaster: {
          question: {
            question: 'On which date did the Constituent Assembly adopt the Constitution of India?',
            image: null,
            options: ['26 January 1950', '15 August 1947', '9 December 1946', '26 November 1949'],
          },
        },
        hi: {
          question: 'संविधान सभा ने भारत के संविधान को किस तिथि को अंगीकृत किया?',
          options: ['26 जनवरी 1950', '15 अगस्त 1947', '9 दिसंबर 1946', '26 नवंबर 1949'],
        },
        subject: 'Polity',
      },
    });
    // A question of another paper is not part of this one, started or not.
    const polityIds = await t.database.db
      .select({ id: testQuestions.questionId })
      .from(testQuestions)
      .where(eq(testQuestions.testId, polityTestId));
    const outsider = polityIds.map((r) => r.id).find((id) => !quickPaper.includes(id))!;
    const outside = await question(token, outsider);
    expect(outside.statusCode).toBe(404);
    expect(outside.error.message).toBe(TEST_MESSAGES.questionNotFound);
  });

  it.each([
    ['coaching admin', DEMO_EMAILS.coachingAdmin],
    ['teacher', DEMO_EMAILS.teacher],
    ['super admin', DEMO_EMAILS.superAdmin],
  ])('open to a %s without sitting the test', async (_role, email) => {
    const token = await signIn(t, email);
    expect((await questionIds(token)).data).toEqual({ success: true, questionIds: quickPaper });
    const one = await question(token, quickPaper[4]!);
    expect(one.statusCode).toBe(200);
    expect(one.data.question.id).toBe(quickPaper[4]);
  });

  it('answer an unknown test with 404 before anything else, bad ids with 400, strangers with 401', async () => {
    const staff = await signIn(t, DEMO_EMAILS.teacher);
    for (const res of [
      await questionIds(student, 999_999),
      await question(student, quickPaper[0]!, 999_999),
      await questionIds(staff, 999_999),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.error.message).toBe(TEST_MESSAGES.testNotFound);
    }
    const badId = await call(t, getQuestion, {
      params: { id: quickTestId, questionId: 'abc' },
      token: staff,
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.error.message).toBe(TEST_MESSAGES.badQuestionId);
    const badTest = await call(t, getQuestionIds, { params: { id: 0 }, token: staff });
    expect(badTest.statusCode).toBe(400);
    expect(badTest.error.message).toBe(TEST_MESSAGES.badId);
    for (const send of [
      () => call(t, getTest, { params: { id: quickTestId } }),
      () => call(t, getQuestionIds, { params: { id: quickTestId } }),
      () => call(t, getQuestion, { params: { id: quickTestId, questionId: quickPaper[0]! } }),
    ]) {
      expect((await send()).statusCode).toBe(401);
    }
  });
});
