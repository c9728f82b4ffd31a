import { currentUser, login } from '@aspirant/contract/auth.ts';
import { getItemAnalysis } from '@aspirant/contract/insights.ts';
import { getPerformanceResults } from '@aspirant/contract/performance.ts';
import { listPractice } from '@aspirant/contract/practice.ts';
import { getDashboard, getResult } from '@aspirant/contract/results.ts';
import { getStudyPlan } from '@aspirant/contract/study-plan.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { rowsOf } from '../db/client.ts';
import { results, users } from '../db/schema.ts';
import { DEMO_EMAILS, signIn } from '../test-support/accounts.ts';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../test-support/app.ts';
import { call } from '../test-support/call.ts';
import { CENTRE_TEST, seedDemoHistory } from './seed-demo-history.ts';

// Issue 13 point 4: a newcomer signing in as the demo student sees a full dashboard.
let t: TestContext;
let token: string;
let studentId: number;
let centreTestId: number;
beforeAll(async () => {
  t = await createTestContext();
  const history = await seedDemoHistory(t.database.db, loadConfig({}), t.clock.now());
  expect(history).toEqual({
    results: 82,
    practiceSets: 4,
    peers: 20,
    centreTestId: expect.any(Number),
    centreTakers: 8,
  });
  centreTestId = history.centreTestId;
  token = await signIn(t, DEMO_EMAILS.student);
  studentId = (await call(t, currentUser, { token })).data.user.id;
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('the demo history', () => {
  it('gives the demo student four weeks of results, with retakes, a streak and an All India Rank among peers', async () => {
    const res = await call(t, getDashboard, { token });
    const { overview, recentPerformance, scoreDistribution } = res.data.data.data;
    expect(overview).toMatchObject({
      totalTests: 17,
      bestScore: 76.04,
      allIndiaRank: 9,
      totalTestTakers: 21,
      activeDays: 17,
      totalDays: 27,
      currentStreak: 5,
      testsAbove70: 6,
    });
    expect(recentPerformance).toHaveLength(5);
    expect(scoreDistribution).toEqual({ '90+ Score': 0, '80-89 Score': 0, '70-79 Score': 6, 'Below 70': 11 });
    const retakes = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(results)
      .where(sql`${results.userId} = ${studentId} and not ${results.isFirstAttempt}`);
    expect(retakes[0]!.n).toBe(3);
    // Scores climb: the first week's average is well below the last week's.
    const rows = (await call(t, getPerformanceResults, { token })).data.rows;
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(rows.slice(0, 4).map((r) => r.percScore))).toBeGreaterThan(
      mean(rows.slice(-4).map((r) => r.percScore)) + 15,
    );
  });

  it('answers every question with a time, as the exam screen does', async () => {
    const latest = (await call(t, getPerformanceResults, { token })).data.rows[0]!;
    const detail = await call(t, getResult, { params: { id: latest.id }, token });
    expect(detail.statusCode).toBe(200);
    const times = await t.database.db.execute(sql`
      select count(*)::int as n, min(aa.time_spent_seconds)::int as least from attempt_answers aa
        join results r on r.attempt_id = aa.attempt_id where r.id = ${latest.id}`);
    expect(rowsOf<{ n: number; least: number }>(times)[0]).toEqual({
      n: 20,
      least: expect.any(Number),
    });
    expect(rowsOf<{ least: number }>(times)[0]!.least).toBeGreaterThanOrEqual(8);
  });

  it('practises only questions reserved for practice or of tests submitted before the set', async () => {
    const sets = (await call(t, listPractice, { token })).data.sets;
    expect(sets.map((s) => [s.title, s.answered])).toEqual([
      ['Practice: Science & Technology', 6],
      ['Practice: History', 10],
      ['Practice: your incorrect answers', 10],
      ['Practice: Polity', 10],
    ]);
    const outside = await t.database.db.execute(sql`
      select count(*)::int as n from practice_items pi join practice_sessions ps on ps.id = pi.session_id
        join questions q on q.id = pi.question_id
       where ps.user_id = ${studentId} and not q.is_practice and not exists (
         select 1 from results r join test_questions tq on tq.test_id = r.test_id
          where r.user_id = ps.user_id and tq.question_id = q.id and r.created_at < ps.created_at)`);
    expect(rowsOf<{ n: number }>(outside)[0]!.n).toBe(0);
  });

  it('has a week-long study plan whose first two days are done', async () => {
    const plan = (await call(t, getStudyPlan, { token })).data.plan!;
    expect(plan.provider).toBe('builtin');
    expect(plan.days).toHaveLength(7);
    const done = plan.days.map((d) => d.items.every((i) => i.done));
    expect(done.slice(0, 2)).toEqual([true, true]);
    expect(done.slice(2).some(Boolean)).toBe(false);
  });

  it('gives the peers no password anyone knows', async () => {
    const peers = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.name, 'Aarav Sharma'));
    expect(peers).toEqual([{ email: 'aarav.sharma@aspirant.test' }]);
    const res = await call(t, login, {
      body: { email: 'aarav.sharma@aspirant.test', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });

  it('gives the demo centre a test whose bad key the item analysis flags (issue 18)', async () => {
    const teacher = await signIn(t, DEMO_EMAILS.teacher);
    const res = await call(t, getItemAnalysis, { params: { id: centreTestId }, token: teacher });
    expect(res.statusCode).toBe(200);
    const { analysis } = res.data;
    expect([analysis.test.code, analysis.takers, analysis.test.questionCount]).toEqual([
      CENTRE_TEST.code,
      8,
      CENTRE_TEST.questions,
    ]);
    const bad = analysis.items.find((i) => i.position === CENTRE_TEST.badPosition)!;
    expect(bad.accepted).toEqual([CENTRE_TEST.seededKey]);
    expect(bad.flags.find((f) => f.kind === 'possible_wrong_key')).toEqual({
      kind: 'possible_wrong_key',
      reason: 'Possible wrong key: the top group chose B more often than the key (A).',
      option: CENTRE_TEST.trueAnswer,
    });
    // The top group (2 of 8) all chose the true answer; the bottom group the key or C.
    expect(bad.upperShares).toEqual([0, 1, 0, 0]);
    // No other question is flagged as a wrong key.
    expect(
      analysis.items
        .filter((i) => i.flags.some((f) => f.kind === 'possible_wrong_key'))
        .map((i) => i.position),
    ).toEqual([CENTRE_TEST.badPosition]);
    // The demo student is not in its audience: their catalogue and dashboard are as before.
    const student = await call(t, getItemAnalysis, { params: { id: centreTestId }, token });
    expect(student.statusCode).toBe(403);
  });
});
