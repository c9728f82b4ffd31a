import {
  getPerformanceOverview,
  getPerformanceResults,
  PERFORMANCE_MESSAGES,
} from '@aspirant/contract/performance.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { newStudent, takeTest, testIdOfCode } from '../../test-support/attempts.ts';
import { type CallOptions, call, rawRequest, urlOf } from '../../test-support/call.ts';

// Marking (content/exams.json): UPSC-CSE +2 / -0.66 / 0, STATE-PCS +1 / -0.33 / 0.
// Tests: UPSC-QUICK-05 (UPSC, 5 Polity questions, out of 10), PCS-TW-ENV-BIO (State PCS, 7 Environment
// questions, out of 7), UPSC-TW-SCI-SPACE (UPSC, 8 Science & Technology questions, out of 16).
const QUICK = 'Quick Practice: 5 Questions in 5 Minutes';
const BIO = 'Biodiversity & Protected Areas: Topic Test';
const SPACE = 'Space Technology: Topic Test';
const UPSC = { code: 'UPSC-CSE', name: 'UPSC Civil Services Prelims (GS Paper I)' };
const PCS = { code: 'STATE-PCS', name: 'State Civil Services Prelims (General Studies)' };

let t: TestContext;
let quick: number;
let bio: number;
let space: number;
/** The student whose analytics are read, and their four results. */
let me: string;
let other: string;
const r: Record<'r1' | 'r2' | 'r3' | 'r4', number> = { r1: 0, r2: 0, r3: 0, r4: 0 };

type Choice = 'right' | 'wrong' | null;
const plan = (choices: Choice[], elapsedSeconds: number, testId: number) => ({
  testId,
  elapsedSeconds,
  answers: choices.map((choice) => ({ choice, seconds: 5 })),
});
const R = 'right' as const;
const W = 'wrong' as const;
const _ = null;

/** Lets the clock run so that the submission (after `elapsed` seconds) happens at `instant`. */
function submitAt(instant: string, elapsedSeconds: number) {
  t.clock.advance(Date.parse(instant) - elapsedSeconds * 1000 - t.clock.now().getTime());
}

const testIdOf = (code: string) => testIdOfCode(t, code);

beforeAll(async () => {
  t = await createTestContext();
  quick = await testIdOf('UPSC-QUICK-05');
  bio = await testIdOf('PCS-TW-ENV-BIO');
  space = await testIdOf('UPSC-TW-SCI-SPACE');

  // Ten other students take the quick test on 1 Nov 2026 (first attempts), percent = score / 10 x 100:
  //   5R -> 10 = 100; 4R -> 8 = 80; 4R1W -> 8 - 0.66 = 7.34 = 73.4; 3R -> 6 = 60; 3R1W -> 5.34 = 53.4;
  //   3R2W -> 6 - 1.32 = 4.68 = 46.8; 2R -> 4 = 40; 1R -> 2 = 20; 1R1W -> 1.34 = 13.4; nothing -> 0.
  t.clock.advance(Date.parse('2026-11-01T04:30:00Z') - t.clock.now().getTime());
  const others: Choice[][] = [
    [R, R, R, R, R],
    [R, R, R, R, _],
    [R, R, R, R, W],
    [R, R, R, _, _],
    [R, R, R, W, _],
    [R, R, R, W, W],
    [R, R, _, _, _],
    [R, _, _, _, _],
    [R, W, _, _, _],
    [_, _, _, _, _],
  ];
  const tokens: string[] = [];
  for (const choices of others) {
    const token = await newStudent(t);
    tokens.push(token);
    await takeTest(t, token, plan(choices, 60, quick));
  }
  // The 80 % student also takes the State PCS test, all 7 right: 7 / 7 = 100 %.
  other = tokens[1]!;
  await takeTest(t, other, plan([R, R, R, R, R, R, R], 120, bio));

  me = await newStudent(t, 'Analytics Student');
  // r1, 2 Nov 10:00 IST: quick, 2R 1W -> 4 - 0.66 = 3.34 / 10 = 33.4 %; accuracy 2/3 = 66.67; 3 in 60 s = 3/min.
  submitAt('2026-11-02T04:30:00Z', 60);
  r.r1 = await takeTest(t, me, plan([R, R, W, _, _], 60, quick));
  // r2, 3 Nov 10:00 IST: State PCS, 5R 1W -> 5 - 0.33 = 4.67 / 7 = 66.71 %; accuracy 5/6 = 83.33; 6 in 180 s = 2.
  submitAt('2026-11-03T04:30:00Z', 180);
  r.r2 = await takeTest(t, me, plan([R, R, R, R, R, W, _], 180, bio));
  // r3, 5 Nov 00:10 IST (4 Nov 18:40 UTC): space, 4R 4W -> 8 - 2.64 = 5.36 / 16 = 33.5 %; accuracy 50; 8 in 120 s = 4.
  submitAt('2026-11-04T18:40:00Z', 120);
  r.r3 = await takeTest(t, me, plan([R, R, R, R, W, W, W, W], 120, space));
  // r4, 6 Nov 10:00 IST: quick again (a re-attempt, unranked), 5R -> 10 / 10 = 100 %; accuracy 100; 5 in 50 s = 6.
  submitAt('2026-11-06T04:30:00Z', 50);
  r.r4 = await takeTest(t, me, plan([R, R, R, R, R], 50, quick));
});
afterAll(async () => {
  await t.close();
});

type Query = NonNullable<CallOptions<typeof getPerformanceResults>['query']>;
const list = (query: Query = {}, token = me) => call(t, getPerformanceResults, { query, token });
const ids = (res: { data: { rows: { id: number }[] } }) => res.data.rows.map((row) => row.id);

describe('GET /api/performance/results', () => {
  it('lists every result of the student, newest first, with exact figures and ranks', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.data.total).toBe(4);
    expect(res.data.page).toBe(1);
    expect(res.data.pageSize).toBe(20);
    expect(ids(res)).toEqual([r.r4, r.r3, r.r2, r.r1]);
    const byId = new Map(res.data.rows.map((row) => [row.id, row]));
    // Quick test first attempts: 100, 80, 73.4, 60, 53.4, 46.8, 40, 33.4 (mine), 20, 13.4, 0 -> 7 above me.
    expect(byId.get(r.r1)).toEqual({
      id: r.r1,
      testId: quick,
      testName: QUICK,
      examCode: UPSC.code,
      examName: UPSC.name,
      subjects: ['Polity'],
      completedAt: '2026-11-02T04:30:00.000Z',
      score: 3.34,
      totalScore: 10,
      percScore: 33.4,
      accuracyRate: 66.67,
      speedScore: 3,
      timeSpentSeconds: 60,
      isFirstAttempt: true,
      isRetake: false,
      rank: 8,
      takers: 11,
    });
    // State PCS: the other student's 100 is above my 66.71.
    expect(byId.get(r.r2)).toMatchObject({
      testName: BIO,
      examCode: PCS.code,
      examName: PCS.name,
      subjects: ['Environment'],
      score: 4.67,
      totalScore: 7,
      percScore: 66.71,
      accuracyRate: 83.33,
      speedScore: 2,
      timeSpentSeconds: 180,
      rank: 2,
      takers: 2,
    });
    expect(byId.get(r.r3)).toMatchObject({
      testName: SPACE,
      subjects: ['Science & Technology'],
      completedAt: '2026-11-04T18:40:00.000Z',
      score: 5.36,
      totalScore: 16,
      percScore: 33.5,
      accuracyRate: 50,
      speedScore: 4,
      rank: 1,
      takers: 1,
    });
    // A re-attempt is not ranked; the test still has its 11 first attempts.
    expect(byId.get(r.r4)).toMatchObject({
      score: 10,
      percScore: 100,
      accuracyRate: 100,
      speedScore: 6,
      isFirstAttempt: false,
      isRetake: true,
      rank: null,
      takers: 11,
    });
    expect(res.data.filters).toEqual({
      exams: [PCS, UPSC],
      subjects: ['Environment', 'Polity', 'Science & Technology'],
    });
  });

  it('sorts by each column, both ways', async () => {
    const cases: [Query, number[]][] = [
      [{ sort: 'date', order: 'asc' }, [r.r1, r.r2, r.r3, r.r4]],
      [{ sort: 'date', order: 'desc' }, [r.r4, r.r3, r.r2, r.r1]],
      // Biodiversity < Quick (r1 then r4 by date) < Space.
      [{ sort: 'test', order: 'asc' }, [r.r2, r.r1, r.r4, r.r3]],
      [{ sort: 'test', order: 'desc' }, [r.r3, r.r4, r.r1, r.r2]],
      // Scores 3.34, 4.67, 5.36, 10.
      [{ sort: 'score', order: 'asc' }, [r.r1, r.r2, r.r3, r.r4]],
      [{ sort: 'score' }, [r.r4, r.r3, r.r2, r.r1]],
      // Percentages 33.4, 66.71, 33.5, 100.
      [{ sort: 'percentage', order: 'asc' }, [r.r1, r.r3, r.r2, r.r4]],
      [{ sort: 'percentage', order: 'desc' }, [r.r4, r.r2, r.r3, r.r1]],
      // Accuracy 66.67, 83.33, 50, 100.
      [{ sort: 'accuracy', order: 'asc' }, [r.r3, r.r1, r.r2, r.r4]],
      [{ sort: 'accuracy', order: 'desc' }, [r.r4, r.r2, r.r1, r.r3]],
      // Speed 3, 2, 4, 6.
      [{ sort: 'speed', order: 'asc' }, [r.r2, r.r1, r.r3, r.r4]],
      [{ sort: 'speed', order: 'desc' }, [r.r4, r.r3, r.r1, r.r2]],
      // Ranks 8, 2, 1, and the unranked re-attempt last either way.
      [{ sort: 'rank', order: 'asc' }, [r.r3, r.r2, r.r1, r.r4]],
      [{ sort: 'rank', order: 'desc' }, [r.r1, r.r2, r.r3, r.r4]],
    ];
    for (const [query, expected] of cases) {
      const res = await list(query);
      const label = urlOf(getPerformanceResults, { query });
      expect(res.statusCode, label).toBe(200);
      expect(ids(res), label).toEqual(expected);
    }
  });

  it('filters by exam, subject and IST date range', async () => {
    const cases: [Query, number[]][] = [
      [{ exam: 'STATE-PCS' }, [r.r2]],
      [{ exam: 'UPSC-CSE' }, [r.r4, r.r3, r.r1]],
      [{ exam: 'NOPE' }, []],
      [{ subject: 'Polity' }, [r.r4, r.r1]],
      [{ subject: 'Environment' }, [r.r2]],
      [{ subject: 'Polity', exam: 'STATE-PCS' }, []],
      // r3 was submitted at 18:40 UTC on 4 Nov, which is 00:10 on 5 Nov in India.
      [{ from: '2026-11-05', to: '2026-11-05' }, [r.r3]],
      [{ from: '2026-11-04', to: '2026-11-04' }, []],
      [{ from: '2026-11-03' }, [r.r4, r.r3, r.r2]],
      [{ to: '2026-11-02' }, [r.r1]],
      [{ from: '2026-11-02', to: '2026-11-03', sort: 'score', order: 'asc' }, [r.r1, r.r2]],
      [{ exam: '', subject: '', from: '', to: '' }, [r.r4, r.r3, r.r2, r.r1]],
    ];
    for (const [query, expected] of cases) {
      const res = await list(query);
      const label = urlOf(getPerformanceResults, { query });
      expect(res.statusCode, label).toBe(200);
      expect(ids(res), label).toEqual(expected);
      expect(res.data.total, label).toBe(expected.length);
    }
    // The filter choices are the student's, whatever is filtered.
    expect((await list({ exam: 'STATE-PCS' })).data.filters.exams).toEqual([PCS, UPSC]);
  });

  it('pages, with the total of every page', async () => {
    const first = await list({ pageSize: 3 });
    expect(ids(first)).toEqual([r.r4, r.r3, r.r2]);
    expect(first.data).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    const second = await list({ pageSize: 3, page: 2 });
    expect(ids(second)).toEqual([r.r1]);
    expect(second.data).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    const beyond = await list({ pageSize: 3, page: 3 });
    expect(ids(beyond)).toEqual([]);
    expect(beyond.data.total).toBe(4);
    expect(ids(await list({ pageSize: 100 }))).toEqual([r.r4, r.r3, r.r2, r.r1]);
  });

  it('refuses bad queries with a clear 400', async () => {
    const cases: [Query, string][] = [
      [{ pageSize: 101 }, PERFORMANCE_MESSAGES.badPageSize],
      [{ pageSize: 0 }, PERFORMANCE_MESSAGES.badPageSize],
      [{ pageSize: 2.5 }, PERFORMANCE_MESSAGES.badPageSize],
      [{ page: 0 }, PERFORMANCE_MESSAGES.badPage],
      [{ page: 'abc' }, PERFORMANCE_MESSAGES.badPage],
      [{ sort: 'name' }, PERFORMANCE_MESSAGES.badSort],
      [{ order: 'up' }, PERFORMANCE_MESSAGES.badOrder],
      [{ from: '2026-02-30' }, PERFORMANCE_MESSAGES.badFrom],
      [{ to: '06-11-2026' }, PERFORMANCE_MESSAGES.badTo],
      [{ from: '2026-11-06', to: '2026-11-02' }, PERFORMANCE_MESSAGES.fromAfterTo],
      [{ exam: 'X'.repeat(51) }, PERFORMANCE_MESSAGES.badExam],
    ];
    for (const [query, message] of cases) {
      const res = await list(query);
      const label = urlOf(getPerformanceResults, { query });
      expect(res.statusCode, label).toBe(400);
      expect(res.error.message, label).toBe(message);
    }
    // A key the contract does not have: no query of `call` can carry it.
    const unknownKey = await rawRequest(t, 'GET', `${urlOf(getPerformanceResults)}?userId=1`, { token: me });
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.error.message).toBe('Unknown field: userId.');
    expect(PERFORMANCE_MESSAGES.badPageSize).toBe('pageSize must be a whole number from 1 to 100.');
    expect(PERFORMANCE_MESSAGES.fromAfterTo).toBe("The 'from' date must be on or before the 'to' date.");
  });

  it("never shows another student's results", async () => {
    const res = await list({ pageSize: 100 }, other);
    expect(res.statusCode).toBe(200);
    expect(res.data.total).toBe(2);
    expect(res.data.rows.map((row) => row.testName)).toEqual([BIO, QUICK]);
    for (const id of Object.values(r)) expect(ids(res)).not.toContain(id);

    const fresh = await newStudent(t);
    const empty = await list({}, fresh);
    expect(empty.data).toEqual({
      success: true,
      rows: [],
      total: 0,
      page: 1,
      pageSize: 20,
      filters: { exams: [], subjects: [] },
    });
  });

  it('needs a session', async () => {
    const res = await call(t, getPerformanceResults);
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/performance/overview', () => {
  it('gives subject trends, accuracy against speed, and the topper comparison from the histogram', async () => {
    const res = await call(t, getPerformanceOverview, { token: me });
    expect(res.statusCode).toBe(200);
    expect(res.data.subjectTrends).toEqual([
      // 5 of 7 Environment questions right.
      {
        subject: 'Environment',
        points: [
          { resultId: r.r2, testName: BIO, completedAt: '2026-11-03T04:30:00.000Z', percentage: 71.43 },
        ],
      },
      // 2 of 5, then 5 of 5 Polity questions.
      {
        subject: 'Polity',
        points: [
          { resultId: r.r1, testName: QUICK, completedAt: '2026-11-02T04:30:00.000Z', percentage: 40 },
          { resultId: r.r4, testName: QUICK, completedAt: '2026-11-06T04:30:00.000Z', percentage: 100 },
        ],
      },
      // 4 of 8.
      {
        subject: 'Science & Technology',
        points: [
          { resultId: r.r3, testName: SPACE, completedAt: '2026-11-04T18:40:00.000Z', percentage: 50 },
        ],
      },
    ]);
    expect(res.data.accuracySpeed).toEqual([
      {
        resultId: r.r1,
        testName: QUICK,
        completedAt: '2026-11-02T04:30:00.000Z',
        accuracyRate: 66.67,
        speedScore: 3,
      },
      {
        resultId: r.r2,
        testName: BIO,
        completedAt: '2026-11-03T04:30:00.000Z',
        accuracyRate: 83.33,
        speedScore: 2,
      },
      {
        resultId: r.r3,
        testName: SPACE,
        completedAt: '2026-11-04T18:40:00.000Z',
        accuracyRate: 50,
        speedScore: 4,
      },
      {
        resultId: r.r4,
        testName: QUICK,
        completedAt: '2026-11-06T04:30:00.000Z',
        accuracyRate: 100,
        speedScore: 6,
      },
    ]);
    expect(res.data.topperComparison).toEqual([
      // Takers 66.71 (me) and 100: average 166.71 / 2 = 83.355 -> 83.36; top 10 %: ceil(2 / 10) = 1st best = 100.
      {
        testId: bio,
        testName: BIO,
        resultId: r.r2,
        completedAt: '2026-11-03T04:30:00.000Z',
        isRetake: false,
        you: 66.71,
        average: 83.36,
        topTenPercent: 100,
        takers: 2,
      },
      // Only me.
      {
        testId: space,
        testName: SPACE,
        resultId: r.r3,
        completedAt: '2026-11-04T18:40:00.000Z',
        isRetake: false,
        you: 33.5,
        average: 33.5,
        topTenPercent: 33.5,
        takers: 1,
      },
      // My latest (the 100 % re-attempt) beside the 11 first attempts: 100 + 80 + 73.4 + 60 + 53.4 + 46.8 + 40
      // + 33.4 + 20 + 13.4 + 0 = 520.4, / 11 = 47.309 -> 47.31; top 10 %: ceil(11 / 10) = 2nd best = 80.
      {
        testId: quick,
        testName: QUICK,
        resultId: r.r4,
        completedAt: '2026-11-06T04:30:00.000Z',
        isRetake: true,
        you: 100,
        average: 47.31,
        topTenPercent: 80,
        takers: 11,
      },
    ]);
  });

  it('is empty for a student with no results, and needs a session', async () => {
    const fresh = await newStudent(t);
    const res = await call(t, getPerformanceOverview, { token: fresh });
    expect(res.data).toEqual({ success: true, subjectTrends: [], accuracySpeed: [], topperComparison: [] });
    expect((await call(t, getPerformanceOverview)).statusCode).toBe(401);
  });
});
