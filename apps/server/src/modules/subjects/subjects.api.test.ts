import { saveAnswer, startAttempt } from '@aspirant/contract/attempts.ts';
import {
  getSubjectAnalytics,
  MOST_MISSED_LIMIT,
  SUBJECT_MESSAGES,
  SUBJECT_NAME_MAX_LENGTH,
} from '@aspirant/contract/subjects.ts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, testQuestions, topics } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { newStudent, type TakePlan, takeTest, testIdOfCode } from '../../test-support/attempts.ts';
import { call } from '../../test-support/call.ts';
import { topicTrend } from './service.ts';

let t: TestContext;
const testIds: Record<'quick' | 'rights' | 'polity', number> = { quick: 0, rights: 0, polity: 0 };
/** Question id by content code (POL-001, ...). */
const idOf = new Map<string, number>();
/** The student who takes the tests, and another whose answers must never count for them. */
let alice: string;
let bob: string;
/** When each result was submitted (the clock at submission), ISO. */
const submittedAt: Record<string, string> = {};

const R = 'right' as const;
const W = 'wrong' as const;
const S = null;
type Choice = 'right' | 'wrong' | null;

/** Quick test (POL-001..005, all 'Constitutional Framework & Preamble'): seconds per position. */
const QUICK_SECONDS = [20, 40, 50, 100, 30];
/** Topic test (POL-010..018, all 'Fundamental Rights, ...'): seconds per position. */
const RIGHTS_SECONDS = [25, 60, 70, 80, 45, 7, 7, 7, 7];
/** A skipped question's seconds: saved, but never counted (only answered questions are). */
const SKIP_SECONDS = 7;

function plan(testId: number, choices: Choice[], seconds: number[], elapsedSeconds: number): TakePlan {
  return {
    testId,
    answers: choices.map((choice, i) => ({ choice, seconds: choice === null ? SKIP_SECONDS : seconds[i]! })),
    elapsedSeconds,
  };
}

async function take(token: string, label: string, p: TakePlan): Promise<number> {
  const id = await takeTest(t, token, p);
  submittedAt[label] = t.clock.now().toISOString();
  t.clock.advance(3_600_000);
  return id;
}

const testIdByCode = (code: string) => testIdOfCode(t, code);

/** The paper of a test as stored: code, topic and difficulty per position. */
async function paper(testId: number) {
  return t.database.db
    .select({ code: questions.code, topic: topics.name, difficulty: questions.difficulty })
    .from(testQuestions)
    .innerJoin(questions, eq(questions.id, testQuestions.questionId))
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(eq(testQuestions.testId, testId))
    .orderBy(asc(testQuestions.position));
}

const analytics = (token: string | undefined, name: string) =>
  call(t, getSubjectAnalytics, { params: { name }, token });

const CF = 'Constitutional Framework & Preamble';
const FR = 'Fundamental Rights, Directive Principles & Duties';

beforeAll(async () => {
  t = await createTestContext();
  t.clock.advance(Date.parse('2026-11-02T04:30:00Z') - t.clock.now().getTime());
  testIds.quick = await testIdByCode('UPSC-QUICK-05');
  testIds.rights = await testIdByCode('UPSC-TW-POL-FR');
  testIds.polity = await testIdByCode('UPSC-SW-POL');
  for (const q of await t.database.db.select({ id: questions.id, code: questions.code }).from(questions)) {
    idOf.set(q.code, q.id);
  }
  alice = await newStudent(t, 'Alice');
  bob = await newStudent(t, 'Bob');

  // Alice: the quick test four times (positions q1..q5), the topic test twice (f1..f9).
  await take(alice, 'T1', plan(testIds.quick, [R, R, W, W, S], QUICK_SECONDS, 250));
  await take(alice, 'T2', plan(testIds.quick, [R, W, W, S, S], QUICK_SECONDS, 250));
  await take(alice, 'T3', plan(testIds.quick, [R, R, R, W, S], QUICK_SECONDS, 250));
  await take(alice, 'T4', plan(testIds.quick, [R, R, R, R, W], QUICK_SECONDS, 250));
  await take(alice, 'FA', plan(testIds.rights, [R, R, R, R, W, S, S, S, S], RIGHTS_SECONDS, 400));
  await take(alice, 'FB', plan(testIds.rights, [R, W, W, W, S, S, S, S, S], RIGHTS_SECONDS, 400));
  // Bob: wrong on q4, q5, then on q3, q5. None of it may show in Alice's figures.
  await take(bob, 'B1', plan(testIds.quick, [R, R, R, W, W], QUICK_SECONDS, 250));
  await take(bob, 'B2', plan(testIds.quick, [R, R, W, R, W], QUICK_SECONDS, 250));
});
afterAll(async () => {
  await t.close();
});

describe('the content the expectations are computed from', () => {
  it('has the papers this file assumes', async () => {
    const quick = await paper(testIds.quick);
    expect(quick.map((q) => [q.code, q.difficulty])).toEqual([
      ['POL-001', 'easy'],
      ['POL-002', 'easy'],
      ['POL-003', 'medium'],
      ['POL-004', 'hard'],
      ['POL-005', 'easy'],
    ]);
    expect(new Set(quick.map((q) => q.topic))).toEqual(new Set([CF]));
    const rights = await paper(testIds.rights);
    expect(rights.map((q) => [q.code, q.difficulty])).toEqual([
      ['POL-010', 'easy'],
      ['POL-011', 'medium'],
      ['POL-012', 'medium'],
      ['POL-013', 'medium'],
      ['POL-014', 'medium'],
      ['POL-015', 'medium'],
      ['POL-016', 'hard'],
      ['POL-017', 'medium'],
      ['POL-018', 'easy'],
    ]);
    expect(new Set(rights.map((q) => q.topic))).toEqual(new Set([FR]));
    // The subject test shares POL-001, 002, 004, 011, 012, 014 with them, but not 003, 005, 013.
    const polity = new Set((await paper(testIds.polity)).map((q) => q.code));
    expect(
      ['POL-001', 'POL-002', 'POL-004', 'POL-011', 'POL-012', 'POL-014'].every((c) => polity.has(c)),
    ).toBe(true);
    expect(['POL-003', 'POL-005', 'POL-013'].some((c) => polity.has(c))).toBe(false);
  });
});

describe('GET /api/subjects/:name/analytics', () => {
  it('answers 401 without a session', async () => {
    const res = await analytics(undefined, 'Polity');
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 "Subject not found." for an unknown subject', async () => {
    const res = await analytics(alice, 'Nonexistent');
    expect(res.statusCode).toBe(404);
    expect(res.data).toMatchObject({ success: false, message: SUBJECT_MESSAGES.notFound, code: 'NOT_FOUND' });
    expect(SUBJECT_MESSAGES.notFound).toBe('Subject not found.');
  });

  it('answers 400 for a blank name or one longer than the limit', async () => {
    for (const name of ['x'.repeat(SUBJECT_NAME_MAX_LENGTH + 1), '  ']) {
      const res = await analytics(alice, name);
      expect(res.statusCode).toBe(400);
      expect(res.error.message).toBe(SUBJECT_MESSAGES.badName);
      expect(SUBJECT_MESSAGES.badName).toBe('Give a subject name of 1 to 80 characters.');
    }
  });

  it("gives each topic's attempts, correct answers, accuracy, trend and last practice", async () => {
    const res = await analytics(alice, 'polity');
    expect(res.statusCode).toBe(200);
    expect(res.data.success).toBe(true);
    // Matched case-insensitively; the stored name comes back.
    expect(res.data.subject.name).toBe('Polity');
    const byName = Object.fromEntries(res.data.topics.map((tp) => [tp.name, tp]));
    // Every topic of the subject, in content order, attempted or not.
    expect(res.data.topics.map((tp) => tp.name)).toEqual([
      CF,
      FR,
      'Parliament & State Legislatures',
      'Executive & Judiciary',
      'Local Government & Constitutional Bodies',
    ]);
    // CF, answered / correct per take: T1 4/2, T2 3/1, T3 4/3, T4 5/4 -> 16 answers, 10 correct, 62.5%.
    // Trend: n = 4 results, k = min(3, ceil(4/2)) = 2: recent T3+T4 = 7/9 = 77.78% against
    // T1+T2 = 3/7 = 42.86%: +34.9 points -> 'up'.
    expect(byName[CF]).toEqual({
      id: expect.any(Number),
      name: CF,
      attempts: 16,
      correct: 10,
      accuracy: 62.5,
      trend: 'up',
      lastPracticed: submittedAt.T4,
    });
    // FR: FA 5/4, FB 4/1 -> 9 answers, 5 correct, 5/9 = 55.555...% -> 55.56.
    // Trend: n = 2, k = 1: FB 25% against FA 80% -> -55 points -> 'down'.
    expect(byName[FR]).toEqual({
      id: expect.any(Number),
      name: FR,
      attempts: 9,
      correct: 5,
      accuracy: 55.56,
      trend: 'down',
      lastPracticed: submittedAt.FB,
    });
    for (const name of ['Parliament & State Legislatures', 'Executive & Judiciary']) {
      expect(byName[name]).toEqual({
        id: expect.any(Number),
        name,
        attempts: 0,
        correct: 0,
        accuracy: null,
        trend: null,
      });
    }
  });

  it('lists the most-missed questions: most wrong first, then the higher miss rate, then id', async () => {
    const res = await analytics(alice, 'Polity');
    // Wrong answers: q3 (POL-003) in T1, T2; q4 (POL-004) in T1, T3; q2 in T2; q5 in T4 (each seen 4 times);
    // f5 (POL-014) in FA; f2, f3, f4 (POL-011..013) in FB (each seen 2 times). q1 was never wrong.
    // Order: 2 wrong of 4 (POL-003, POL-004), then 1 of 2 (POL-011..014), then 1 of 4 (POL-002, POL-005).
    const expected: [string, number, number][] = [
      ['POL-003', 2, 4],
      ['POL-004', 2, 4],
      ['POL-011', 1, 2],
      ['POL-012', 1, 2],
      ['POL-013', 1, 2],
      ['POL-014', 1, 2],
      ['POL-002', 1, 4],
      ['POL-005', 1, 4],
    ];
    expect(res.data.mostMissed.map((m) => [m.questionId, m.timesWrong, m.timesSeen])).toEqual(
      expected.map(([code, wrong, seen]) => [idOf.get(code), wrong, seen]),
    );

    // Each carries its text, topic, the correct option's text and the explanation.
    const [q3] = await t.database.db.select().from(questions).where(eq(questions.code, 'POL-003'));
    expect(res.data.mostMissed[0]).toEqual({
      questionId: q3!.id,
      text: q3!.text,
      topic: CF,
      timesWrong: 2,
      timesSeen: 4,
      correctAnswer: q3!.options[q3!.correctIndex],
      explanation: q3!.explanation,
    });
    expect(res.data.mostMissed[2]!.topic).toBe(FR);
    expect(res.data.mostMissed.length).toBeLessThanOrEqual(MOST_MISSED_LIMIT);
  });

  it('puts the time per answered question of each difficulty beside its pace target', async () => {
    const res = await analytics(alice, 'Polity');
    // Only answered questions count (skipped ones, at 7 s, do not).
    // easy: q1 4 x 20, q2 4 x 40, q5 1 x 30, f1 2 x 25 = 320 s over 11 -> 29.09 -> 29.1 (target 30).
    // medium: q3 4 x 50, f2 2 x 60, f3 2 x 70, f4 2 x 80, f5 1 x 45 = 665 s over 11 -> 60.45 -> 60.5 (60).
    // hard: q4 3 x 100 (skipped in T2) = 300 s over 3 -> 100 (90).
    expect(res.data.timeByDifficulty).toEqual([
      { difficulty: 'easy', questions: 11, averageSeconds: 29.1, targetSeconds: 30 },
      { difficulty: 'medium', questions: 11, averageSeconds: 60.5, targetSeconds: 60 },
      { difficulty: 'hard', questions: 3, averageSeconds: 100, targetSeconds: 90 },
    ]);
  });

  it("counts only the student's own answers (another student's are never counted)", async () => {
    const res = await analytics(bob, 'Polity');
    const cf = res.data.topics.find((tp) => tp.name === CF);
    // Bob: B1 5 answers 3 correct (60%), B2 5 answers 3 correct (60%): 10 / 6 / 60%, trend 0 points -> 'flat'.
    expect(cf).toEqual({
      id: expect.any(Number),
      name: CF,
      attempts: 10,
      correct: 6,
      accuracy: 60,
      trend: 'flat',
      lastPracticed: submittedAt.B2,
    });
    expect(res.data.topics.find((tp) => tp.name === FR)!.attempts).toBe(0);
    // Bob's wrong answers: q5 in B1 and B2, q4 in B1, q3 in B2; each seen twice.
    expect(res.data.mostMissed.map((m) => [m.questionId, m.timesWrong, m.timesSeen])).toEqual([
      [idOf.get('POL-005'), 2, 2],
      [idOf.get('POL-003'), 1, 2],
      [idOf.get('POL-004'), 1, 2],
    ]);
    // easy: q1, q2 2 x 20, 2 x 40, q5 2 x 30 = 180 over 6 = 30; medium: q3 2 x 50; hard: q4 2 x 100.
    expect(res.data.timeByDifficulty).toEqual([
      { difficulty: 'easy', questions: 6, averageSeconds: 30, targetSeconds: 30 },
      { difficulty: 'medium', questions: 2, averageSeconds: 50, targetSeconds: 60 },
      { difficulty: 'hard', questions: 2, averageSeconds: 100, targetSeconds: 90 },
    ]);
  });

  it('decodes URL-encoded names with spaces and ampersands; an unpractised subject has empty figures', async () => {
    // `call` encodes the name: the server receives science%20%26%20technology.
    const res = await analytics(alice, 'science & technology');
    expect(res.statusCode).toBe(200);
    expect(res.data.subject.name).toBe('Science & Technology');
    expect(res.data.topics).toHaveLength(5);
    for (const topic of res.data.topics) {
      expect(topic).toMatchObject({ attempts: 0, correct: 0, accuracy: null, trend: null });
      expect(topic).not.toHaveProperty('lastPracticed');
    }
    expect(res.data.mostMissed).toEqual([]);
    expect(res.data.timeByDifficulty).toEqual([
      { difficulty: 'easy', questions: 0, averageSeconds: null, targetSeconds: 30 },
      { difficulty: 'medium', questions: 0, averageSeconds: null, targetSeconds: 60 },
      { difficulty: 'hard', questions: 0, averageSeconds: null, targetSeconds: 90 },
    ]);
    const society = await analytics(alice, 'Society & Social Justice');
    expect(society.statusCode).toBe(200);
    expect(society.data.subject.name).toBe('Society & Social Justice');
  });

  it('never lists a question of a test the student has in progress, nor counts its answers', async () => {
    // Alice starts the Polity subject test (it holds POL-001, 002, 004, 011, 012, 014) and saves a wrong answer.
    const started = await call(t, startAttempt, { params: { id: testIds.polity }, token: alice, body: {} });
    expect(started.statusCode).toBeLessThan(300);
    const [first] = await paper(testIds.polity);
    const q1 = idOf.get(first!.code)!;
    const [key] = await t.database.db
      .select({ c: questions.correctIndex })
      .from(questions)
      .where(eq(questions.id, q1));
    const saved = await call(t, saveAnswer, {
      token: alice,
      body: {
        sessionUuid: started.data.sessionUuid,
        questionId: q1,
        selectedAnswer: (key!.c + 1) % 4,
        timeSpentSeconds: 10,
        isMarkedForReview: false,
        seq: 1,
      },
    });
    expect(saved.statusCode).toBe(200);

    const res = await analytics(alice, 'Polity');
    // Left of the eight: POL-003 (2 of 4), POL-013 (1 of 2), POL-005 (1 of 4).
    expect(res.data.mostMissed.map((m) => m.questionId)).toEqual([
      idOf.get('POL-003'),
      idOf.get('POL-013'),
      idOf.get('POL-005'),
    ]);
    // The unsubmitted answer counts nowhere: CF still 16 answers, easy still 11.
    expect(res.data.topics[0]).toMatchObject({ attempts: 16, correct: 10 });
    expect(res.data.timeByDifficulty[0]!.questions).toBe(11);

    // Decision 0008: past its deadline, until the server submits it, the attempt still hides them.
    t.clock.advance(24 * 3_600_000);
    const overdue = await analytics(alice, 'Polity');
    expect(overdue.data.mostMissed).toEqual(res.data.mostMissed);
    for (const code of ['POL-001', 'POL-002', 'POL-004', 'POL-011', 'POL-012', 'POL-014']) {
      const [q] = await t.database.db.select().from(questions).where(eq(questions.code, code));
      expect(overdue.body).not.toContain(q!.explanation);
    }

    // Bob has nothing in progress: his list keeps POL-004.
    const bobs = await analytics(bob, 'Polity');
    expect(bobs.data.mostMissed.map((m) => m.questionId)).toContain(idOf.get('POL-004'));
  });
});

describe('topicTrend', () => {
  const r = (answered: number, correct: number) => ({ answered, correct });
  it('is null below two results', () => {
    expect(topicTrend([])).toBeNull();
    expect(topicTrend([r(5, 5)])).toBeNull();
  });
  it('compares the last min(3, ceil(n/2)) results with the up to 3 before, pooled', () => {
    // n = 3, k = 2: recent 2/4 = 50% against 1/2 = 50% -> flat.
    expect(topicTrend([r(2, 1), r(2, 0), r(2, 2)])).toBe('flat');
    // n = 8, k = 3: recent (results 6-8) 3/3 = 100% against results 3-5, 0/3 = 0%; results 1-2 are left out.
    expect(topicTrend([r(1, 1), r(1, 1), r(1, 0), r(1, 0), r(1, 0), r(1, 1), r(1, 1), r(1, 1)])).toBe('up');
    // Exactly 5 points is a change; 4.99 is not.
    expect(topicTrend([r(20, 10), r(20, 11)])).toBe('up'); // 55% vs 50%
    expect(topicTrend([r(100, 50), r(10000, 5499)])).toBe('flat'); // 54.99% vs 50%
    expect(topicTrend([r(20, 11), r(20, 10)])).toBe('down');
  });
});
