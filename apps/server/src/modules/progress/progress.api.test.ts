import { register } from '@aspirant/contract/auth.ts';
import { getProgress, getTarget, PROGRESS_MESSAGES, updateTarget } from '@aspirant/contract/progress.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceItems, practiceSessions, questions } from '../../db/schema.ts';
import { signIn } from '../../test-support/accounts.ts';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { findTestId, type TakePlan, takeTest } from '../../test-support/attempts.ts';
import { call } from '../../test-support/call.ts';

// The Quick Practice test: 5 questions, +2 / -0.66 / 0 (UPSC), so a total of 10 marks.
let t: TestContext;
let quickTestId: number;
let questionId: number;
const PASSWORD = 'a good password';
const A = { email: 'progress-a@example.com', id: 0 };
const B = { email: 'progress-b@example.com', id: 0 };

/** An instant given as IST wall time, e.g. '2026-11-08T23:50'. */
const ist = (local: string) => Date.parse(`${local}:00+05:30`);
const setClock = (ms: number) => t.clock.advance(ms - t.clock.now().getTime());
const token = (who: { email: string }) => signIn(t, who.email, PASSWORD);

type Answers = TakePlan['answers'];
const r = (seconds = 0) => ({ choice: 'right' as const, seconds });
const w = (seconds = 0) => ({ choice: 'wrong' as const, seconds });
const n = (seconds = 0) => ({ choice: null, seconds });

/** Takes the quick test so that its result is submitted at the IST wall time `local`. */
async function takeAt(who: { email: string }, local: string, answers: Answers, elapsedSeconds: number) {
  setClock(ist(local) - elapsedSeconds * 1000);
  return takeTest(t, await token(who), { testId: quickTestId, answers, elapsedSeconds });
}

/** A practice set of the student with answers given at these IST wall times (null: not answered yet). */
async function practise(userId: number, answeredAt: (string | null)[]) {
  const [session] = await t.database.db
    .insert(practiceSessions)
    .values({ userId, source: 'incorrect', title: 'Practice', createdAt: t.clock.now() })
    .returning({ id: practiceSessions.id });
  await t.database.db.insert(practiceItems).values(
    answeredAt.map((local, i) => ({
      sessionId: session!.id,
      position: i + 1,
      questionId,
      selectedAnswer: local === null ? null : 0,
      isCorrect: local === null ? null : true,
      answeredAt: local === null ? null : new Date(ist(local)),
    })),
  );
}

async function registerAs(who: { email: string; id: number }, name: string) {
  const res = await call(t, register, { body: { name, email: who.email, password: PASSWORD } });
  expect(res.statusCode).toBe(201);
  who.id = res.data.user.id;
}

const progressOf = async (who: { email: string }) => {
  const res = await call(t, getProgress, { token: await token(who) });
  expect(res.statusCode).toBe(200);
  return res.data.progress;
};

/** The 12 Monday week starts ending with the week of `lastMonday`, oldest first. */
function mondays(lastMonday: string): string[] {
  const last = Date.parse(`${lastMonday}T00:00:00Z`);
  return Array.from({ length: 12 }, (_, i) =>
    new Date(last - (11 - i) * 7 * 86_400_000).toISOString().slice(0, 10),
  );
}
const emptyWeek = (weekStart: string) => ({
  weekStart,
  testsTaken: 0,
  averageScore: null,
  accuracy: null,
  timePerQuestion: null,
});

beforeAll(async () => {
  t = await createTestContext();
  // A year before "today" (Wednesday 18 Nov 2026), at noon IST.
  setClock(ist('2025-11-18T12:00'));
  await registerAs(A, 'Progress A');
  await registerAs(B, 'Progress B');
  quickTestId = await findTestId(t, await token(A), 'quick practice');
  [{ id: questionId }] = (await t.database.db.select({ id: questions.id }).from(questions).limit(1)) as [
    { id: number },
  ];

  // A, in time order. perc = score / 10 x 100; accuracy and time per question are summed per week.
  await takeAt(A, '2025-11-18T12:00', [r(), r(), r(), r(), r()], 100); // 366 days before today: outside the year
  await takeAt(A, '2025-11-19T12:00', [r(), r(), r(), r(), r()], 100); // 365th day back: inside
  await takeAt(A, '2026-11-01T10:00', [r(), r(), r(), r(), r()], 100); // T1 Sun: 10 -> 100 %, 5/5, 100 s
  await takeAt(A, '2026-11-02T10:00', [r(), r(), w(), n(), n()], 120); // T2 Mon: 4 - 0.66 = 3.34 -> 33.4 %, 2/3
  await practise(A.id, ['2026-11-03T10:00', '2026-11-03T23:59', null]); // Tue: 2 practice answers, no test
  await takeAt(A, '2026-11-04T10:00', [r(), r(), r(), w(), n()], 90); // T3 Wed: 6 - 0.66 = 5.34 -> 53.4 %, 3/4
  // B fills A's gap (5-7 Nov) with tests and practice: none of it may reach A.
  await takeAt(B, '2026-11-05T10:00', [r(), r(), r(), r(), r()], 50);
  await takeAt(B, '2026-11-06T10:00', [w(), w(), w(), w(), w()], 50);
  await practise(B.id, ['2026-11-07T10:00']);
  await takeAt(A, '2026-11-08T23:50', [r(), w(), w(), n(), n()], 60); // T4 Sun 23:50 IST: 2 - 1.32 = 0.68 -> 6.8 %, 1/3
  await takeAt(A, '2026-11-09T00:10', [r(), r(), r(), r(), n()], 200); // T5 Mon 00:10 IST: 8 -> 80 %, 4/4
  await takeAt(A, '2026-11-16T10:00', [r(), r(), r(), r(), r()], 150); // T6 Mon: 100 %, 5/5
  await takeAt(A, '2026-11-17T10:00', [r(), r(), w(), w(), n()], 100); // T7 Tue: 4 - 1.32 = 2.68 -> 26.8 %, 2/4
  // 00:05 IST on the 17th is still the 16th in UTC: it counts for the 17th.
  await practise(A.id, ['2026-11-17T00:05', '2026-11-17T20:00', '2026-11-17T23:55']);
  setClock(ist('2026-11-18T09:00')); // "Today": Wednesday, nothing done yet.
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/progress', () => {
  it('needs a signed-in user', async () => {
    const res = await call(t, getProgress);
    expect(res.statusCode).toBe(401);
    expect(res.error.success).toBe(false);
  });

  it('gives a fresh student twelve empty weeks, no active days and no target', async () => {
    const res = await call(t, register, {
      body: { name: 'Fresh', email: 'progress-fresh@example.com', password: PASSWORD },
    });
    const progress = (await call(t, getProgress, { token: res.data.token })).data.progress;
    expect(progress).toEqual({
      today: '2026-11-18',
      weeks: mondays('2026-11-16').map(emptyWeek),
      activeDays: [],
      currentStreak: 0,
      longestStreak: 0,
      target: { targetScore: null, defaultTargetScore: 85, currentScore: null, distance: null },
    });
  });

  it('counts weeks, active days and streaks by IST days, computed by hand', async () => {
    const p = await progressOf(A);
    const weeks = mondays('2026-11-16'); // 31 Aug ... 16 Nov 2026
    expect(weeks[0]).toBe('2026-08-31');
    expect(p.today).toBe('2026-11-18');
    expect(weeks[8]).toBe('2026-10-26');
    expect(p.weeks.slice(0, 11)).toEqual([
      ...weeks.slice(0, 8).map(emptyWeek),
      // Week of 26 Oct: T1 only (Sunday 1 Nov). 100 s / 5 attempted = 20 s.
      { weekStart: '2026-10-26', testsTaken: 1, averageScore: 100, accuracy: 100, timePerQuestion: 20 },
      // Week of 2 Nov: T2, T3 and T4 (23:50 IST on Sunday 8 Nov belongs to this week).
      // Average (33.4 + 53.4 + 6.8) / 3 = 31.2; accuracy (2 + 3 + 1) / (3 + 4 + 3) = 60 %;
      // time (120 + 90 + 60) / 10 = 27 s. The practice of Tuesday 3 Nov counts nowhere here.
      { weekStart: '2026-11-02', testsTaken: 3, averageScore: 31.2, accuracy: 60, timePerQuestion: 27 },
      // Week of 9 Nov: T5 (00:10 IST on Monday 9 Nov). 200 s / 4 = 50 s.
      { weekStart: '2026-11-09', testsTaken: 1, averageScore: 80, accuracy: 100, timePerQuestion: 50 },
    ]);
    // This week: T6 and T7. Average (100 + 26.8) / 2 = 63.4; accuracy 7 / 9 = 77.78 %;
    // time (150 + 100) / 9 = 27.78 s.
    expect(p.weeks[11]).toEqual({
      weekStart: '2026-11-16',
      testsTaken: 2,
      averageScore: 63.4,
      accuracy: 77.78,
      timePerQuestion: 27.78,
    });
    expect(p.weeks).toHaveLength(12);

    // The year runs from 19 Nov 2025 to today: 18 Nov 2025 is left out. B's days (5-7 Nov) never appear.
    expect(p.activeDays).toEqual([
      { date: '2025-11-19', tests: 1, practice: 0 },
      { date: '2026-11-01', tests: 1, practice: 0 },
      { date: '2026-11-02', tests: 1, practice: 0 },
      { date: '2026-11-03', tests: 0, practice: 2 },
      { date: '2026-11-04', tests: 1, practice: 0 },
      { date: '2026-11-08', tests: 1, practice: 0 },
      { date: '2026-11-09', tests: 1, practice: 0 },
      { date: '2026-11-16', tests: 1, practice: 0 },
      { date: '2026-11-17', tests: 1, practice: 3 },
    ]);
    // Nothing yet today: the streak ending yesterday (16, 17 Nov) is still current. Longest: 1-4 Nov, with the
    // practice-only Tuesday joining it (B's 5-7 Nov do not extend it to 9 days).
    expect(p.currentStreak).toBe(2);
    expect(p.longestStreak).toBe(4);
    // Last five results: T7, T6, T5, T4, T3: (26.8 + 100 + 80 + 6.8 + 53.4) / 5 = 267 / 5 = 53.4.
    expect(p.target).toEqual({
      targetScore: null,
      defaultTargetScore: 85,
      currentScore: 53.4,
      distance: 31.6,
    });
  });

  it('shows another student only their own activity', async () => {
    const p = await progressOf(B);
    expect(p.activeDays).toEqual([
      { date: '2026-11-05', tests: 1, practice: 0 },
      { date: '2026-11-06', tests: 1, practice: 0 },
      { date: '2026-11-07', tests: 0, practice: 1 },
    ]);
    // Both of B's tests are in the week of 2 Nov: (100 + (-3.3 / 10 x 100 = -33)) / 2 = 33.5;
    // accuracy 5 / 10 = 50 %; time 100 s / 10 = 10 s.
    expect(p.weeks[9]).toEqual({
      weekStart: '2026-11-02',
      testsTaken: 2,
      averageScore: 33.5,
      accuracy: 50,
      timePerQuestion: 10,
    });
    expect(p.weeks.filter((week) => week.testsTaken > 0)).toHaveLength(1);
    // 7 Nov is 11 days before today: no current streak; the longest run is 5-7 Nov.
    expect(p.currentStreak).toBe(0);
    expect(p.longestStreak).toBe(3);
    expect(p.target).toEqual({
      targetScore: null,
      defaultTargetScore: 85,
      currentScore: 33.5,
      distance: 51.5,
    });
  });
});

describe("GET /api/progress/target: the one target, the dashboard's too (issue 15)", () => {
  it('needs a signed-in user', async () => {
    expect((await call(t, getTarget, {})).statusCode).toBe(401);
  });

  it("is the tracker's target block: the default 85 while none is set, then the one set", async () => {
    const bearer = await token(B);
    const before = await call(t, getTarget, { token: bearer });
    expect(before.statusCode).toBe(200);
    expect(before.data.target).toEqual((await progressOf(B)).target);
    expect(before.data.target.defaultTargetScore).toBe(85);
    await call(t, updateTarget, { token: bearer, body: { targetScore: 64 } });
    const after = await call(t, getTarget, { token: bearer });
    expect(after.data.target).toEqual((await progressOf(B)).target);
    expect(after.data.target.targetScore).toBe(64);
    await call(t, updateTarget, { token: bearer, body: { targetScore: null } });
    expect((await call(t, getTarget, { token: bearer })).data.target.targetScore).toBeNull();
  });
});

describe('PUT /api/progress/target', () => {
  it('needs a signed-in user', async () => {
    const res = await call(t, updateTarget, { body: { targetScore: 80 } });
    expect(res.statusCode).toBe(401);
  });

  it('sets the target and gives the distance to it', async () => {
    const res = await call(t, updateTarget, { token: await token(A), body: { targetScore: 85 } });
    expect(res.statusCode).toBe(200);
    // 85 - 53.4 = 31.6 points to go.
    expect(res.data).toEqual({
      success: true,
      target: { targetScore: 85, defaultTargetScore: 85, currentScore: 53.4, distance: 31.6 },
    });
    expect((await progressOf(A)).target).toEqual({
      targetScore: 85,
      defaultTargetScore: 85,
      currentScore: 53.4,
      distance: 31.6,
    });
    // B's target is B's own.
    expect((await progressOf(B)).target.targetScore).toBeNull();
  });

  it('refuses bad values with a clear message', async () => {
    const bearer = await token(A);
    const cases: [unknown, string][] = [
      [{ targetScore: 0 }, PROGRESS_MESSAGES.badTarget],
      [{ targetScore: 0.9 }, PROGRESS_MESSAGES.badTarget],
      [{ targetScore: 100.1 }, PROGRESS_MESSAGES.badTarget],
      [{ targetScore: -5 }, PROGRESS_MESSAGES.badTarget],
      [{ targetScore: '85' }, PROGRESS_MESSAGES.badTarget],
      [{ targetScore: true }, PROGRESS_MESSAGES.badTarget],
      [{}, PROGRESS_MESSAGES.badTarget],
      [{ targetScore: 72.55 }, PROGRESS_MESSAGES.targetDecimals],
      [{ targetScore: 85, userId: B.id }, 'Unknown field: userId.'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, updateTarget, { token: bearer, rawBody: body });
      expect({ body, status: res.statusCode, message: res.error.message }).toEqual({
        body,
        status: 400,
        message,
      });
    }
    expect(PROGRESS_MESSAGES.badTarget).toBe('Target score must be a number from 1 to 100.');
    expect(PROGRESS_MESSAGES.targetDecimals).toBe('Target score can have at most one decimal place.');
    // Nothing changed.
    expect((await progressOf(A)).target.targetScore).toBe(85);
  });

  it('accepts the edges and one decimal, and null clears the target', async () => {
    const bearer = await token(B);
    const put = (targetScore: number | null) =>
      call(t, updateTarget, { token: bearer, body: { targetScore } });
    expect((await put(1)).data.target).toEqual({
      targetScore: 1,
      defaultTargetScore: 85,
      currentScore: 33.5,
      distance: -32.5,
    });
    expect((await put(100)).data.target).toEqual({
      targetScore: 100,
      defaultTargetScore: 85,
      currentScore: 33.5,
      distance: 66.5,
    });
    // 72.5 - 33.5 = 39.
    expect((await put(72.5)).data.target).toEqual({
      targetScore: 72.5,
      defaultTargetScore: 85,
      currentScore: 33.5,
      distance: 39,
    });
    expect((await progressOf(B)).target.targetScore).toBe(72.5);
    expect((await put(null)).data.target).toEqual({
      targetScore: null,
      defaultTargetScore: 85,
      currentScore: 33.5,
      distance: 51.5,
    });
    expect((await progressOf(B)).target.targetScore).toBeNull();
    // A's target was never touched.
    expect((await progressOf(A)).target.targetScore).toBe(85);
  });
});

describe('as days pass', () => {
  it("today's test extends the streak and moves this week and the current score", async () => {
    await takeAt(A, '2026-11-18T10:00', [r(), n(), n(), n(), n()], 30); // T8: 2 -> 20 %, 1/1, 30 s
    const p = await progressOf(A);
    expect(p.currentStreak).toBe(3); // 16, 17, 18 Nov
    expect(p.longestStreak).toBe(4);
    // This week: T6, T7, T8. Average (100 + 26.8 + 20) / 3 = 48.93; accuracy (5 + 2 + 1) / (5 + 4 + 1) = 80 %;
    // time (150 + 100 + 30) / 10 = 28 s.
    expect(p.weeks[11]).toEqual({
      weekStart: '2026-11-16',
      testsTaken: 3,
      averageScore: 48.93,
      accuracy: 80,
      timePerQuestion: 28,
    });
    expect(p.activeDays.at(-1)).toEqual({ date: '2026-11-18', tests: 1, practice: 0 });
    // Last five: T8, T7, T6, T5, T4: (20 + 26.8 + 100 + 80 + 6.8) / 5 = 233.6 / 5 = 46.72; 85 - 46.72 = 38.28.
    expect(p.target).toEqual({
      targetScore: 85,
      defaultTargetScore: 85,
      currentScore: 46.72,
      distance: 38.28,
    });
  });

  it('a day without activity breaks the streak; a reached target has a distance of 0 or less', async () => {
    setClock(ist('2026-11-20T09:00')); // Friday; nothing on Thursday 19 Nov.
    const bearer = await token(A);
    const p = (await call(t, getProgress, { token: bearer })).data.progress;
    expect(p.currentStreak).toBe(0);
    expect(p.longestStreak).toBe(4);
    // The year now starts on 21 Nov 2025: the test of 19 Nov 2025 has left it.
    expect(p.activeDays[0]).toEqual({ date: '2026-11-01', tests: 1, practice: 0 });
    // 46.72 reached: 40 - 46.72 = -6.72.
    const res = await call(t, updateTarget, { token: bearer, body: { targetScore: 40 } });
    expect(res.data.target).toEqual({
      targetScore: 40,
      defaultTargetScore: 85,
      currentScore: 46.72,
      distance: -6.72,
    });
  });

  it('a new Monday starts a new, empty week and the oldest leaves the table', async () => {
    setClock(ist('2026-11-23T00:05')); // Monday, five minutes in (IST); still Sunday in UTC.
    const p = await progressOf(A);
    expect(p.today).toBe('2026-11-23');
    expect(p.weeks.map((week) => week.weekStart)).toEqual(mondays('2026-11-23'));
    expect(p.weeks[0]!.weekStart).toBe('2026-09-07');
    expect(p.weeks[11]).toEqual(emptyWeek('2026-11-23'));
    expect(p.weeks[10]).toMatchObject({ weekStart: '2026-11-16', testsTaken: 3 });
  });
});
