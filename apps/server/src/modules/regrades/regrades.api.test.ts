import { saveAnswer, startAttempt, submitResult } from '@aspirant/contract/attempts.ts';
import {
  INSIGHT_MESSAGES,
  listRegrades,
  type RegradeBody,
  startRegrade,
} from '@aspirant/contract/insights.ts';
import { getResult } from '@aspirant/contract/results.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { type Centre, createCentre, demoAccounts } from '../../test-support/accounts.ts';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { call } from '../../test-support/call.ts';
import { centreStudent } from '../../test-support/live-room.ts';
import { assertConsistent } from '../../test-support/regrades.ts';
import { createCentreTest } from '../../test-support/tests.ts';

const M = INSIGHT_MESSAGES;

let t: TestContext;
let superAdmin: { id: number; token: string };
let home: Centre;
let other: Centre;
/** The paper's four questions and their keys (option indexes). */
let questionIds: number[];
let keys: number[];
let testId: number;
const students: Record<'a' | 'b' | 'c' | 'd' | 'e', { id: number; token: string }> = {} as never;
const resultIds: Record<string, number> = {};

/** Option chosen per position: 'k' the key, 'k+1' the next option, null blank. */
type Plan = ('k' | 'k+1' | null)[];

async function begin(token: string, plan: Plan) {
  const started = await call(t, startAttempt, { token, params: { id: testId }, body: {} });
  expect(started.statusCode).toBe(200);
  const uuid = started.data.sessionUuid;
  let seq = 0;
  for (const [i, choice] of plan.entries()) {
    if (choice === null) continue;
    const res = await call(t, saveAnswer, {
      token,
      body: {
        sessionUuid: uuid,
        questionId: questionIds[i]!,
        selectedAnswer: choice === 'k' ? keys[i]! : (keys[i]! + 1) % 4,
        timeSpentSeconds: 30,
        isMarkedForReview: false,
        seq: ++seq,
      },
    });
    expect(res.statusCode).toBe(200);
  }
  return async () => {
    t.clock.advance(120_000);
    const res = await call(t, submitResult, { token, body: { testId, sessionUuid: uuid } });
    expect(res.statusCode).toBe(201);
    return res.data.result.id as number;
  };
}

const take = async (token: string, plan: Plan) => (await begin(token, plan))();

const regrade = (token: string, body: RegradeBody, id = testId) =>
  call(t, startRegrade, { token, params: { id }, body });

async function scores(): Promise<Record<string, [number, number, number, number, number]>> {
  const rows = rowsOf<{
    id: string;
    score: number;
    perc_score: number;
    correct: number;
    wrong: number;
    unattempted: number;
  }>(
    await t.database.db.execute(sql`select id::text, score, perc_score, correct, wrong, unattempted from results
                                     where test_id = ${testId}`),
  );
  const byId = new Map(
    rows.map((r) => [Number(r.id), [r.score, r.perc_score, r.correct, r.wrong, r.unattempted] as const]),
  );
  return Object.fromEntries(
    Object.entries(resultIds).map(([who, id]) => [
      who,
      [...byId.get(id)!] as [number, number, number, number, number],
    ]),
  );
}

async function regradedNotices() {
  return rowsOf<{ user_id: number; result_id: string; data: { testName: string; question: number } }>(
    await t.database.db.execute(sql`select user_id, result_id::text, data from notifications
                                     where kind = 'regraded' order by id`),
  ).map((n) => ({ userId: n.user_id, resultId: Number(n.result_id), question: n.data.question }));
}

beforeAll(async () => {
  // Batches of 2 results: every regrade here walks several batches.
  t = await createTestContext({ regradeBatchSize: 2 });
  const demo = await demoAccounts(t);
  superAdmin = demo.superAdmin;
  home = await createCentre(t, superAdmin.token, 'Regrade Centre');
  other = await createCentre(t, superAdmin.token, 'Other Regrade Centre');
  const made = await createCentreTest(t, { owner: home.id, questionCount: 4, name: 'Key fix test' });
  testId = made.id;
  questionIds = made.questionIds;
  const rows = rowsOf<{ id: number; correct_index: number; n: number }>(
    await t.database.db.execute(sql`select id, correct_index, jsonb_array_length(options) as n from questions
                                     where id = any(${`{${questionIds.join(',')}}`}::int[])`),
  );
  keys = questionIds.map((q) => rows.find((r) => r.id === q)!.correct_index);
  expect(rows.every((r) => Number(r.n) === 4)).toBe(true);
  // The first exam (UPSC prelims): +2, -0.66, 0.
  const [marks] = rowsOf<{ c: number; i: number; u: number }>(
    await t.database.db.execute(sql`select e.mark_correct as c, e.mark_incorrect as i, e.mark_unattempted as u
                                     from tests t join exams e on e.id = t.exam_id where t.id = ${testId}`),
  );
  expect(marks).toEqual({ c: 2, i: -0.66, u: 0 });
  for (const who of ['a', 'b', 'c', 'd', 'e'] as const) {
    students[who] = await centreStudent(t, superAdmin.token, home.id, `Regrade student ${who}`);
  }
  resultIds.a = await take(students.a.token, ['k', 'k', 'k+1', null]);
  resultIds.b = await take(students.b.token, ['k+1', 'k', 'k', 'k']);
  resultIds.c = await take(students.c.token, [null, 'k+1', 'k+1', 'k']);
});
afterAll(async () => {
  await t.close();
});

describe('regrade: access and validation', () => {
  it("answers the owning centre's staff only: another centre's staff and the super admin get 404, students 403", async () => {
    const body: RegradeBody = { action: 'change_key', position: 1, option: (keys[0]! + 1) % 4 };
    expect((await regrade(other.admin.token, body)).statusCode).toBe(404);
    expect((await regrade(other.teacher.token, body)).json().message).toBe(M.testNotFound);
    expect((await regrade(superAdmin.token, body)).statusCode).toBe(404);
    expect((await regrade(students.a.token, body)).statusCode).toBe(403);
    expect((await regrade(home.admin.token, body, 999_999)).statusCode).toBe(404);
    const list = await call(t, listRegrades, { token: other.admin.token, params: { id: testId } });
    expect(list.statusCode).toBe(404);
  });

  it('refuses a bad fix with a clear message and changes nothing', async () => {
    const token = home.teacher.token;
    const cases: [unknown, number, string][] = [
      [{ action: 'change_key', position: 5, option: 1 }, 400, M.positionNotFound(5)],
      [{ action: 'change_key', position: 0, option: 1 }, 400, M.badPosition],
      [{ action: 'change_key', position: 1, option: 4 }, 400, M.optionNotOfQuestion(4)],
      [{ action: 'change_key', position: 1, option: 6 }, 400, M.badOption],
      [{ action: 'change_key', position: 1, option: keys[0] }, 400, M.nothingChanges],
      [{ action: 'accept_options', position: 1, options: [1, 1] }, 400, M.badOptions],
      [{ action: 'accept_options', position: 1, options: [0] }, 400, M.badOptions],
      [{ action: 'drop', position: 1, marks: 'half' }, 400, M.badMarks],
      [{ action: 'rewrite', position: 1 }, 400, M.badAction],
    ];
    for (const [body, status, message] of cases) {
      const res = await call(t, startRegrade, { token, params: { id: testId }, body: body as RegradeBody });
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    const draft = await createCentreTest(t, { owner: home.id, questionCount: 2, status: 'draft' });
    const res = await regrade(token, { action: 'drop', position: 1, marks: 'full' }, draft.id);
    expect([res.statusCode, res.json().message]).toEqual([409, M.notPublished]);
    const logged = await call(t, listRegrades, { token, params: { id: testId } });
    expect(logged.data.regrades).toEqual([]);
  });
});

describe('regrade: change the key, accept two, drop (hand-checked scores)', () => {
  it('before any fix: A 3.34 (41.75 %), B 5.34 (66.75 %), C 0.68 (8.5 %)', async () => {
    expect(await scores()).toEqual({
      a: [3.34, 41.75, 2, 1, 1],
      b: [5.34, 66.75, 3, 1, 0],
      c: [0.68, 8.5, 1, 2, 1],
    });
    await assertConsistent(t.database.db);
  });

  it('asks before regrading while a student is writing the test, then regrades on confirmation', async () => {
    const submitD = await begin(students.d.token, ['k+1', null, null, null]);
    const body: RegradeBody = { action: 'change_key', position: 1, option: (keys[0]! + 1) % 4 };
    const asked = await regrade(home.teacher.token, body);
    expect([asked.statusCode, asked.json().message]).toEqual([409, M.inProgress(1)]);
    expect(M.inProgress(1)).toBe(
      '1 student is writing this test now. Their answers will be marked with the fix when they submit. Confirm to regrade.',
    );
    const started = await regrade(home.teacher.token, { ...body, confirmInProgress: true });
    expect(started.statusCode).toBe(202);
    expect(started.data.message).toBe(M.regradeStarted);
    expect(started.data.regrade).toMatchObject({
      position: 1,
      questionId: questionIds[0],
      action: 'change_key',
      accepted: [(keys[0]! + 1) % 4],
      dropped: null,
      previous: { accepted: [keys[0]], dropped: null },
      by: { id: home.teacher.id },
      inProgress: 1,
    });
    await t.app.regrades.drain();
    // A: q1 now wrong: 2 - 0.66 - 0.66 = 0.68; B: q1 now right: 8 of 8; C left q1 blank: unchanged.
    expect(await scores()).toEqual({
      a: [0.68, 8.5, 1, 2, 1],
      b: [8, 100, 4, 0, 0],
      c: [0.68, 8.5, 1, 2, 1],
    });
    // D submits afterwards: marked with the fix (q1 right), never touched by the regrade.
    resultIds.d = await submitD();
    expect((await scores()).d).toEqual([2, 25, 1, 0, 3]);
    const [log] = (await call(t, listRegrades, { token: home.admin.token, params: { id: testId } })).data
      .regrades;
    expect(log).toMatchObject({ resultsSeen: 3, resultsChanged: 2, inProgress: 1 });
    expect(log!.finishedAt).not.toBeNull();
    expect(await regradedNotices()).toEqual([
      { userId: students.a.id, resultId: resultIds.a, question: 1 },
      { userId: students.b.id, resultId: resultIds.b, question: 1 },
    ]);
    await assertConsistent(t.database.db);
  });

  it('accepts two options, with a submission arriving while it runs', async () => {
    const submitE = await begin(students.e.token, ['k+1', 'k', 'k+1', null]);
    const started = await regrade(home.admin.token, {
      action: 'accept_options',
      position: 3,
      options: [(keys[2]! + 1) % 4, keys[2]!],
      confirmInProgress: true,
    });
    expect(started.statusCode).toBe(202);
    expect(started.data.regrade.accepted).toEqual([keys[2]!, (keys[2]! + 1) % 4].sort());
    // E submits while the regrade walks the results (it is marked with both options).
    resultIds.e = await submitE();
    await t.app.regrades.drain();
    // A and C chose the other option on q3: now right (+2.66 each); B and D unchanged.
    expect(await scores()).toEqual({
      a: [3.34, 41.75, 2, 1, 1],
      b: [8, 100, 4, 0, 0],
      c: [3.34, 41.75, 2, 1, 1],
      d: [2, 25, 1, 0, 3],
      e: [6, 75, 3, 0, 1],
    });
    const [log] = (await call(t, listRegrades, { token: home.admin.token, params: { id: testId } })).data
      .regrades;
    expect(log!.resultsChanged).toBe(2);
    expect(log!.resultsSeen).toBeGreaterThanOrEqual(4);
    await assertConsistent(t.database.db);
  });

  it('drops a question with the unattempted marks (it leaves the maximum), then with full marks', async () => {
    const dropped = await regrade(home.admin.token, { action: 'drop', position: 2, marks: 'unattempted' });
    expect(dropped.statusCode).toBe(202);
    await t.app.regrades.drain();
    // Out of 6: A -0.66 + 2 = 1.34 (22.33 %); B 6 (100 %); C 0 + 2 + 2 = 4 (66.67 %); D 2 (33.33 %); E 2 + 2 = 4.
    expect(await scores()).toEqual({
      a: [1.34, 22.33, 1, 1, 2],
      b: [6, 100, 3, 0, 1],
      c: [4, 66.67, 2, 0, 2],
      d: [2, 33.33, 1, 0, 3],
      e: [4, 66.67, 2, 0, 2],
    });
    await assertConsistent(t.database.db);
    const full = await regrade(home.admin.token, { action: 'drop', position: 2, marks: 'full' });
    expect(full.statusCode).toBe(202);
    expect(full.data.regrade.previous).toEqual({ accepted: [keys[1]], dropped: 'unattempted' });
    await t.app.regrades.drain();
    // Out of 8, everyone right on q2: A 3.34, B 8, C 6, D 4, E 6.
    expect(await scores()).toEqual({
      a: [3.34, 41.75, 2, 1, 1],
      b: [8, 100, 4, 0, 0],
      c: [6, 75, 3, 0, 1],
      d: [4, 50, 2, 0, 2],
      e: [6, 75, 3, 0, 1],
    });
    await assertConsistent(t.database.db);
    const again = await regrade(home.admin.token, { action: 'drop', position: 2, marks: 'full' });
    expect([again.statusCode, again.json().message]).toEqual([400, M.nothingChanges]);
  });

  it('refuses a fix while another regrade of the test runs', async () => {
    const [row] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`
        insert into regrades (test_id, position, question_id, action, accepted, previous)
        values (${testId}, 4, ${questionIds[3]!}, 'change_key', '{0}', '{"accepted":[0],"dropped":null}')
        returning id::text`),
    );
    const res = await regrade(home.admin.token, { action: 'drop', position: 4, marks: 'full' });
    expect([res.statusCode, res.json().message]).toEqual([409, M.regradeRunning]);
    await t.database.db.execute(sql`delete from regrades where id = ${row!.id}::bigint`);
  });

  it("logs every fix, and the result page says 'Regraded on <date>: question N' where a fix changed it", async () => {
    const logs = (await call(t, listRegrades, { token: home.teacher.token, params: { id: testId } })).data
      .regrades;
    expect(logs.map((l) => [l.action, l.position, l.dropped, l.resultsChanged])).toEqual([
      ['drop', 2, 'full', 5],
      ['drop', 2, 'unattempted', 5],
      ['accept_options', 3, null, 2],
      ['change_key', 1, null, 2],
    ]);
    expect(logs.every((l) => l.finishedAt !== null && l.by !== null)).toBe(true);
    const page = await call(t, getResult, { token: students.a.token, params: { id: resultIds.a! } });
    expect(page.data.result.regrades.map((r) => r.position)).toEqual([1, 3, 2, 2]);
    expect(page.data.result.score).toBe(3.34);
    const d = await call(t, getResult, { token: students.d.token, params: { id: resultIds.d! } });
    expect(d.data.result.regrades.map((r) => r.position)).toEqual([2, 2]);
    // The page's answers follow the fixed key: A's q1 (the old key) is wrong now, q3 (the other option) right.
    const statuses = page.data.result.questionBreakdown.map((q) => q.status);
    expect(statuses).toEqual(['Incorrect', 'Correct', 'Correct', 'Unattempted']);
    // Only changed scores were told: per regrade, one notice per result whose score moved.
    const notices = await regradedNotices();
    expect(notices.filter((n) => n.userId === students.a.id).map((n) => n.question)).toEqual([1, 3, 2, 2]);
    expect(notices.filter((n) => n.userId === students.b.id).map((n) => n.question)).toEqual([1, 2, 2]);
  });

  it("drops the stored insights of a result whose marks changed and of its student's dashboard, no one else's", async () => {
    const insight = JSON.stringify({ summary: 'Written from the old marks.' });
    for (const who of ['b', 'd'] as const) {
      await t.database.db.execute(sql`insert into result_insights (result_id, provider, insights)
                                      values (${resultIds[who]!}, 'builtin', ${insight}::jsonb)`);
      await t.database.db.execute(sql`insert into dashboard_insights (user_id, provider, insights, based_on_result_id)
                                      values (${students[who].id}, 'builtin', '[]'::jsonb, ${resultIds[who]!})`);
    }
    // q4's key moves to the next option: B answered the old key (now wrong); D left it blank (unchanged).
    const res = await regrade(home.admin.token, {
      action: 'change_key',
      position: 4,
      option: (keys[3]! + 1) % 4,
    });
    expect(res.statusCode).toBe(202);
    await t.app.regrades.drain();
    const left = rowsOf<{ k: string; id: string }>(
      await t.database.db.execute(sql`
        select 'result' as k, result_id::text as id from result_insights
         where result_id = any(${`{${resultIds.b},${resultIds.d}}`}::bigint[])
        union all
        select 'dashboard', user_id::text from dashboard_insights
         where user_id = any(${`{${students.b.id},${students.d.id}}`}::int[])
        order by 1, 2`),
    );
    expect(left).toEqual([
      { k: 'dashboard', id: String(students.d.id) },
      { k: 'result', id: String(resultIds.d) },
    ]);
    await assertConsistent(t.database.db);
  });
});
