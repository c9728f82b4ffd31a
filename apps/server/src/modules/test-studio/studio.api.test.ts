import { startAttempt } from '@aspirant/contract/attempts.ts';
import { addBatchStudents, createBatch } from '@aspirant/contract/batches.ts';
import type { NoticeInput } from '@aspirant/contract/notifications.ts';
import { bulkQuestions, createQuestion, getBankMeta } from '@aspirant/contract/question-bank.ts';
import {
  archiveStudioTest,
  cloneStudioTest,
  createStudioTest,
  drawPaper,
  getStudioMeta,
  getStudioTest,
  listStudioTests,
  TEST_STUDIO_MESSAGES as M,
  previewStudioTest,
  publishStudioTest,
  setPaper,
  setSchedule,
  type TestDetailsInput,
  updateStudioTest,
} from '@aspirant/contract/test-studio.ts';
import { createUser } from '@aspirant/contract/users.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { questionBankRepository } from '../../repositories/question-bank.ts';
import { secretsRepository } from '../../repositories/secrets.ts';
import { testStudioRepository } from '../../repositories/test-studio.ts';
import { inTransaction } from '../../repositories/transaction.ts';
import { type Centre, createCentre, demoAccounts, signIn } from '../../test-support/accounts.ts';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../../test-support/app.ts';
import { call } from '../../test-support/call.ts';
import { questionImageLinks } from '../question-bank/service.ts';
import { testStudioService } from './service.ts';

/** Issue 17 points 1 to 3: the composer, the blueprint, publishing and the schedule's editing. */

let t: TestContext;
let c1: Centre;
let c2: Centre;
let superAdmin: { id: number; token: string };
let exam: { id: number; markCorrect: number };
let polity: { id: number; topicId: number; topicName: string };
let otherSubject: { id: number; name: string };
let n = 0;

beforeAll(async () => {
  t = await createTestContext();
  const demo = await demoAccounts(t);
  c1 = demo.centre1;
  superAdmin = demo.superAdmin;
  c2 = await createCentre(t, superAdmin.token, 'Second Centre');
  const meta = (await call(t, getStudioMeta, { token: c1.teacher.token })).data;
  const e = meta.exams[0]!;
  exam = { id: e.id, markCorrect: e.markCorrect };
  const bank = (await call(t, getBankMeta, { token: c1.teacher.token })).data;
  const pol = bank.subjects.find((s) => s.name === 'Polity')!;
  const topic = pol.topics.find((tp) => tp.ownerCustomerId === null)!;
  polity = { id: pol.id, topicId: topic.id, topicName: topic.name };
  const other = bank.subjects.find((s) => s.name !== 'Polity' && s.topics.length > 0)!;
  otherSubject = { id: other.id, name: other.name };
});
afterAll(async () => {
  await t.close();
});

const details = (over: Partial<TestDetailsInput> = {}): TestDetailsInput => ({
  name: 'Polity sectional',
  code: `PS-${++n}`,
  description: 'Sunday test',
  examId: exam.id,
  type: 'Subject Wise',
  subjectId: polity.id,
  durationMinutes: 60,
  instructions: 'Read carefully.',
  bilingual: false,
  ...over,
});

async function newTest(token = c1.teacher.token, over: Partial<TestDetailsInput> = {}) {
  const res = await call(t, createStudioTest, { token, body: details(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.test;
}

/** Current active global Polity questions of one difficulty, by id. */
async function polityIds(difficulty?: 'easy' | 'medium' | 'hard'): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`select id from questions where subject_id = ${polity.id}
      and owner_customer_id is null and status = 'active' and superseded_by is null
      ${difficulty ? sql`and difficulty = ${difficulty}` : sql``} order by id`),
  );
  return rows.map((r) => Number(r.id));
}

describe('access', () => {
  it('is for staff only; a student gets 403', async () => {
    const res = await call(t, listStudioTests, { token: c1.student.token });
    expect(res.statusCode).toBe(403);
    const created = await call(t, createStudioTest, { token: c1.student.token, body: details() });
    expect(created.statusCode).toBe(403);
  });

  it("makes a centre's test its own (audience: the centre) and the super admin's global", async () => {
    const mine = await newTest(c1.admin.token);
    expect(mine).toMatchObject({
      ownerCustomerId: c1.id,
      audience: 'centre',
      status: 'draft',
      questionCount: 0,
    });
    const global = await newTest(superAdmin.token);
    expect(global).toMatchObject({ ownerCustomerId: null, audience: 'everyone', status: 'draft' });
  });

  it("answers 404 for another centre's test on every route, and lists only the centre's own", async () => {
    const test = await newTest(c1.teacher.token, { name: 'Hidden from centre two' });
    const other = c2.teacher.token;
    const params = { id: test.id };
    const replies = [
      await call(t, getStudioTest, { token: other, params }),
      await call(t, updateStudioTest, { token: other, params, body: details() }),
      await call(t, setPaper, { token: other, params, body: { questionIds: [] } }),
      await call(t, drawPaper, {
        token: other,
        params,
        body: { rows: [{ subjectId: polity.id, count: 1 }], seed: 'x' },
      }),
      await call(t, previewStudioTest, { token: other, params }),
      await call(t, publishStudioTest, { token: other, params }),
      await call(t, archiveStudioTest, { token: other, params }),
      await call(t, cloneStudioTest, { token: other, params }),
      await call(t, setSchedule, { token: other, params, body: { audience: 'centre' } }),
    ];
    expect(replies.map((r) => [r.statusCode, r.error.message])).toEqual(
      replies.map(() => [404, M.testNotFound]),
    );
    const list = await call(t, listStudioTests, { token: other, query: { q: 'Hidden from centre two' } });
    expect(list.data.total).toBe(0);
    const own = await call(t, listStudioTests, {
      token: c1.admin.token,
      query: { q: 'Hidden from centre two' },
    });
    expect(own.data.tests.map((x) => x.id)).toEqual([test.id]);
    // The super admin views every test, lists the global ones (or every one), and changes the global ones only.
    expect((await call(t, getStudioTest, { token: superAdmin.token, params })).statusCode).toBe(200);
    expect((await call(t, previewStudioTest, { token: superAdmin.token, params })).statusCode).toBe(200);
    const change = await call(t, updateStudioTest, { token: superAdmin.token, params, body: details() });
    expect([change.statusCode, change.error.message]).toEqual([403, M.centreTestOnlyItsStaff]);
    const byAdmin = await call(t, listStudioTests, {
      token: superAdmin.token,
      query: { q: 'Hidden from centre two' },
    });
    expect(byAdmin.data.total).toBe(0);
    const everyTest = await call(t, listStudioTests, {
      token: superAdmin.token,
      query: { q: 'Hidden from centre two', owner: 'all' },
    });
    expect(everyTest.data.tests.map((x) => x.id)).toEqual([test.id]);
    // A centre's staff do not reach a global test either.
    const global = await newTest(superAdmin.token);
    expect(
      (await call(t, getStudioTest, { token: c1.teacher.token, params: { id: global.id } })).statusCode,
    ).toBe(404);
  });

  it('lists with search by code, status filter and a server-enforced page size', async () => {
    const a = await newTest(c2.admin.token, { code: 'LISTME-1', name: 'Alpha' });
    await newTest(c2.admin.token, { code: 'LISTME-2', name: 'Beta' });
    const byCode = await call(t, listStudioTests, { token: c2.teacher.token, query: { q: 'listme-1' } });
    expect(byCode.data.tests.map((x) => x.id)).toEqual([a.id]);
    const drafts = await call(t, listStudioTests, {
      token: c2.teacher.token,
      query: { q: 'LISTME', status: 'published' },
    });
    expect(drafts.data.total).toBe(0);
    const big = await call(t, listStudioTests, { token: c2.teacher.token, query: { pageSize: 101 } });
    expect([big.statusCode, big.error.message]).toEqual([400, M.badPageSize]);
    const paged = await call(t, listStudioTests, {
      token: c2.teacher.token,
      query: { q: 'LISTME', pageSize: 1 },
    });
    expect([paged.data.total, paged.data.tests.length]).toEqual([2, 1]);
  });
});

describe('details', () => {
  it('refuses a taken code, a bad duration and a missing subject with clear messages', async () => {
    const first = await newTest();
    const again = await call(t, createStudioTest, {
      token: c1.teacher.token,
      body: details({ code: first.code }),
    });
    expect([again.statusCode, again.error.message]).toEqual([409, M.codeTaken(first.code)]);
    for (const durationMinutes of [0, 601, 1.5]) {
      const res = await call(t, createStudioTest, {
        token: c1.teacher.token,
        body: details({ durationMinutes }),
      });
      expect([res.statusCode, res.error.message]).toEqual([400, M.duration]);
    }
    const noSubject = await call(t, createStudioTest, {
      token: c1.teacher.token,
      body: details({ subjectId: null }),
    });
    expect([noSubject.statusCode, noSubject.error.message]).toEqual([400, M.subjectRequired]);
    const noTopic = await call(t, createStudioTest, {
      token: c1.teacher.token,
      body: details({ type: 'Topic Wise' }),
    });
    expect([noTopic.statusCode, noTopic.error.message]).toEqual([400, M.topicRequired]);
    const wrongTopic = await call(t, createStudioTest, {
      token: c1.teacher.token,
      body: details({ type: 'Topic Wise', subjectId: otherSubject.id, topicId: polity.topicId }),
    });
    expect([wrongTopic.statusCode, wrongTopic.error.message]).toEqual([400, M.topicNotOfSubject]);
    const updated = await call(t, updateStudioTest, {
      token: c1.teacher.token,
      params: { id: first.id },
      body: details({ code: first.code, name: 'Renamed', type: 'Full Syllabus', subjectId: polity.id }),
    });
    expect(updated.data.test).toMatchObject({ name: 'Renamed', type: 'Full Syllabus', subjectId: null });
  });
});

describe('paper and totals', () => {
  it('adds, reorders and removes, keeping count and subject names in step, with the totals', async () => {
    const test = await newTest(c1.teacher.token, { type: 'Full Syllabus', durationMinutes: 30 });
    const [p1, p2] = await polityIds();
    const other = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select id from questions where subject_id = ${otherSubject.id}
        and owner_customer_id is null and status = 'active' and superseded_by is null order by id limit 1`),
    )[0]!.id;
    const res = await call(t, setPaper, {
      token: c1.teacher.token,
      params: { id: test.id },
      body: { questionIds: [Number(other), p1!, p2!] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const paper = res.data.test;
    expect(paper.paper.map((q) => [q.position, q.questionId])).toEqual([
      [0, Number(other)],
      [1, p1],
      [2, p2],
    ]);
    expect(paper.questionCount).toBe(3);
    expect(paper.totals).toMatchObject({
      questions: 3,
      totalMarks: 3 * exam.markCorrect,
      secondsPerQuestion: 600,
      subjects: [
        { name: otherSubject.name, count: 1 },
        { name: 'Polity', count: 2 },
      ],
    });
    const mix = paper.totals.difficulty;
    expect(mix.easy + mix.medium + mix.hard).toBe(3);
    const row = rowsOf<{ names: string[]; text: string }>(
      await t.database.db.execute(
        sql`select subject_names as names, subject_text as text from tests where id = ${test.id}`,
      ),
    )[0]!;
    expect(row.text).toBe(`${otherSubject.name} Polity`);
    // Move the last to the top and remove the first.
    const moved = await call(t, setPaper, {
      token: c1.teacher.token,
      params: { id: test.id },
      body: { questionIds: [p2!, p1!] },
    });
    expect(moved.data.test.paper.map((q) => q.questionId)).toEqual([p2, p1]);
    expect(moved.data.test.totals.subjects).toEqual([{ name: 'Polity', count: 2 }]);
    expect(moved.data.test.totals.secondsPerQuestion).toBe(900);
  });

  it('refuses a duplicate, a retired question and another centre’s question', async () => {
    const test = await newTest();
    const [p1] = await polityIds();
    const dup = await call(t, setPaper, {
      token: c1.teacher.token,
      params: { id: test.id },
      body: { questionIds: [p1!, p1!] },
    });
    expect([dup.statusCode, dup.error.message]).toEqual([400, M.duplicateQuestion(p1!)]);
    const mine = await call(t, createQuestion, {
      token: c2.teacher.token,
      body: {
        text: `Centre two only ${++n}?`,
        options: ['Yes', 'No'],
        correctIndex: 0,
        explanation: '',
        difficulty: 'easy',
        subjectId: polity.id,
        topicId: polity.topicId,
      },
    });
    const foreign = mine.data.question.id;
    const other = await call(t, setPaper, {
      token: c1.teacher.token,
      params: { id: test.id },
      body: { questionIds: [foreign] },
    });
    expect([other.statusCode, other.error.message]).toEqual([404, M.questionNotFound(foreign)]);
    const c2Test = await newTest(c2.teacher.token);
    await call(t, bulkQuestions, { token: c2.teacher.token, body: { ids: [foreign], action: 'retire' } });
    const retired = await call(t, setPaper, {
      token: c2.teacher.token,
      params: { id: c2Test.id },
      body: { questionIds: [foreign] },
    });
    expect([retired.statusCode, retired.error.message]).toEqual([400, M.questionNotDrawable(foreign)]);
  });
});

describe('blueprint', () => {
  const draw = (id: number, seed: string, rows = [{ subjectId: 0, count: 3 }]) =>
    call(t, drawPaper, { token: c1.teacher.token, params: { id }, body: { rows, seed } });

  it('draws the same paper for the same seed and another for another seed; never a retired question', async () => {
    const rows = [{ subjectId: polity.id, count: 4 }];
    const a = await newTest();
    const b = await newTest();
    const first = await draw(a.id, 'sunday-1', rows);
    expect(first.statusCode, first.body).toBe(200);
    const second = await draw(b.id, 'sunday-1', rows);
    const ids = (r: typeof first) => r.data.test.paper.map((q) => q.questionId);
    expect(ids(second)).toEqual(ids(first));
    expect(first.data.test.blueprint).toEqual({
      rows: [{ subjectId: polity.id, topicId: null, difficulty: null, count: 4 }],
      seed: 'sunday-1',
      avoid: null,
    });
    let differs = false;
    for (const seed of ['sunday-2', 'sunday-3', 'sunday-4']) {
      if (ids(await draw(b.id, seed, rows)).join() !== ids(first).join()) differs = true;
    }
    expect(differs).toBe(true);
    const retired = rowsOf<{ id: number }>(
      await t.database.db.execute(
        sql`select id from questions where status = 'retired' and subject_id = ${polity.id}`,
      ),
    ).map((r) => Number(r.id));
    const all = await draw(b.id, 'all', [{ subjectId: polity.id, count: (await polityIds()).length }]);
    expect(all.statusCode, all.body).toBe(200);
    expect(ids(all).filter((id) => retired.includes(id))).toEqual([]);
    expect(new Set(ids(all)).size).toBe(ids(all).length);
  });

  it('says how many were available when the bank has too few', async () => {
    const test = await newTest();
    const medium = (await polityIds('medium')).length;
    const res = await draw(test.id, 's', [
      { subjectId: polity.id, difficulty: 'medium', count: medium + 3 } as never,
    ]);
    expect([res.statusCode, res.error.message]).toEqual([
      400,
      `Only ${medium} Polity ${medium === 1 ? 'question' : 'questions'} of medium difficulty ${medium === 1 ? 'is' : 'are'} available; ${medium + 3} were asked.`,
    ]);
    expect(M.notEnoughQuestions(7, 'Polity', 'medium', 10)).toBe(
      'Only 7 Polity questions of medium difficulty are available; 10 were asked.',
    );
  });

  it('never draws a question batch B saw in its last K tests', async () => {
    const batch = await call(t, createBatch, {
      token: c1.admin.token,
      body: { name: `Batch ${++n}`, startDate: '2026-07-01' },
    });
    const batchId = batch.data.batch.id;
    const earlier = await newTest();
    const pool = await polityIds();
    await call(t, setPaper, {
      token: c1.teacher.token,
      params: { id: earlier.id },
      body: { questionIds: pool.slice(0, 5) },
    });
    await call(t, setSchedule, {
      token: c1.teacher.token,
      params: { id: earlier.id },
      body: { audience: 'batches', batchIds: [batchId] },
    });
    await call(t, publishStudioTest, { token: c1.teacher.token, params: { id: earlier.id } });
    const next = await newTest();
    const res = await call(t, drawPaper, {
      token: c1.teacher.token,
      params: { id: next.id },
      body: {
        rows: [{ subjectId: polity.id, count: pool.length - 5 }],
        seed: 'fresh',
        avoid: { batchId, lastTests: 1 },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.data.test.paper.map((q) => q.questionId).filter((id) => pool.slice(0, 5).includes(id)),
    ).toEqual([]);
    const tooMany = await call(t, drawPaper, {
      token: c1.teacher.token,
      params: { id: next.id },
      body: {
        rows: [{ subjectId: polity.id, count: pool.length - 4 }],
        seed: 'fresh',
        avoid: { batchId, lastTests: 1 },
      },
    });
    expect(tooMany.error.message).toBe(
      M.notEnoughQuestions(pool.length - 5, 'Polity', null, pool.length - 4),
    );
    const foreignBatch = await call(t, createBatch, {
      token: c2.admin.token,
      body: { name: `Batch ${++n}`, startDate: '2026-07-01' },
    });
    const other = await call(t, drawPaper, {
      token: c1.teacher.token,
      params: { id: next.id },
      body: {
        rows: [{ subjectId: polity.id, count: 1 }],
        seed: 'x',
        avoid: { batchId: foreignBatch.data.batch.id, lastTests: 1 },
      },
    });
    expect([other.statusCode, other.error.message]).toEqual([404, M.batchNotFound]);
  });

  it('also leaves out the questions of a test its students took, though it was not set for the batch', async () => {
    const email = `avoid-${++n}@studio.test`;
    const created = await call(t, createUser, {
      token: superAdmin.token,
      body: { name: 'Avoiding student', email, password: DEMO_PASSWORD, role_id: 3, customer_id: c1.id },
    });
    const studentId = created.data.user.id;
    const batch = await call(t, createBatch, {
      token: c1.admin.token,
      body: { name: `Batch ${++n}`, startDate: '2026-07-01' },
    });
    const batchId = batch.data.batch.id;
    await call(t, addBatchStudents, {
      token: c1.admin.token,
      params: { id: batchId },
      body: { user_ids: [studentId] },
    });
    const pool = await polityIds();
    const taken = pool.slice(5, 8);
    const centreWide = await newTest();
    await call(t, setPaper, {
      token: c1.teacher.token,
      params: { id: centreWide.id },
      body: { questionIds: taken },
    });
    await call(t, publishStudioTest, { token: c1.teacher.token, params: { id: centreWide.id } });
    const token = await signIn(t, email);
    const started = await call(t, startAttempt, { token, params: { id: centreWide.id }, body: {} });
    expect(started.statusCode, started.body).toBe(200);
    const next = await newTest();
    const res = await call(t, drawPaper, {
      token: c1.teacher.token,
      params: { id: next.id },
      body: {
        rows: [{ subjectId: polity.id, count: pool.length - 3 }],
        seed: 's',
        avoid: { batchId, lastTests: 1 },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.test.paper.map((q) => q.questionId).filter((id) => taken.includes(id))).toEqual([]);
  });
});

describe('publishing', () => {
  it('refuses an empty paper, publishes, archives, and publishes again', async () => {
    const test = await newTest();
    const empty = await call(t, publishStudioTest, { token: c1.teacher.token, params: { id: test.id } });
    expect([empty.statusCode, empty.error.message]).toEqual([400, M.emptyPaper]);
    await call(t, setPaper, {
      token: c1.teacher.token,
      params: { id: test.id },
      body: { questionIds: (await polityIds()).slice(0, 2) },
    });
    const done = await call(t, publishStudioTest, { token: c1.teacher.token, params: { id: test.id } });
    expect([done.statusCode, done.data.message, done.data.test.status]).toEqual([
      200,
      M.published,
      'published',
    ]);
    expect(done.data.test.publishedAt).not.toBeNull();
    const twice = await call(t, publishStudioTest, { token: c1.teacher.token, params: { id: test.id } });
    expect([twice.statusCode, twice.error.message]).toEqual([409, M.alreadyPublished]);
    const archived = await call(t, archiveStudioTest, { token: c1.teacher.token, params: { id: test.id } });
    expect(archived.data.test.status).toBe('archived');
    const back = await call(t, publishStudioTest, { token: c1.teacher.token, params: { id: test.id } });
    expect(back.data.test.status).toBe('published');
    const draft = await newTest();
    const archiveDraft = await call(t, archiveStudioTest, {
      token: c1.teacher.token,
      params: { id: draft.id },
    });
    expect([archiveDraft.statusCode, archiveDraft.error.message]).toEqual([409, M.draftNotArchived]);
  });

  it('refuses a question retired since it was added (a key outside the options cannot be stored)', async () => {
    const test = await newTest(c2.teacher.token);
    const q = await call(t, createQuestion, {
      token: c2.teacher.token,
      body: {
        text: `Broken key ${++n}?`,
        options: ['Yes', 'No'],
        correctIndex: 1,
        explanation: '',
        difficulty: 'easy',
        subjectId: polity.id,
        topicId: polity.topicId,
      },
    });
    const id = q.data.question.id;
    const [p1] = await polityIds();
    await call(t, setPaper, {
      token: c2.teacher.token,
      params: { id: test.id },
      body: { questionIds: [p1!, id] },
    });
    // A key outside the options cannot be stored (the questions_options_count constraint); publish checks it too.
    await expect(
      t.database.db.execute(sql`update questions set correct_index = 5 where id = ${id}`),
    ).rejects.toThrow();
    await t.database.db.execute(sql`update questions set status = 'retired' where id = ${id}`);
    const retired = await call(t, publishStudioTest, { token: c2.teacher.token, params: { id: test.id } });
    expect([retired.statusCode, retired.error.message]).toEqual([400, M.retiredOnPaper(2)]);
  });

  it('never changes the paper of a test an attempt has seen; details still change; clone makes a new draft', async () => {
    const test = await newTest(c1.teacher.token, { name: 'Taken test' });
    const ids = (await polityIds()).slice(0, 3);
    await call(t, setPaper, { token: c1.teacher.token, params: { id: test.id }, body: { questionIds: ids } });
    await call(t, publishStudioTest, { token: c1.teacher.token, params: { id: test.id } });
    const started = await call(t, startAttempt, {
      token: c1.student.token,
      params: { id: test.id },
      body: {},
    });
    expect(started.statusCode, started.body).toBe(200);
    const view = await call(t, getStudioTest, { token: c1.teacher.token, params: { id: test.id } });
    expect(view.data.test.paperLocked).toBe(true);
    const change = await call(t, setPaper, {
      token: c1.teacher.token,
      params: { id: test.id },
      body: { questionIds: ids.slice(0, 2) },
    });
    expect([change.statusCode, change.error.message]).toEqual([
      409,
      'Students have taken this test; clone it to change its questions.',
    ]);
    const redraw = await call(t, drawPaper, {
      token: c1.teacher.token,
      params: { id: test.id },
      body: { rows: [{ subjectId: polity.id, count: 1 }], seed: 'x' },
    });
    expect([redraw.statusCode, redraw.error.message]).toEqual([409, M.paperLocked]);
    const renamed = await call(t, updateStudioTest, {
      token: c1.teacher.token,
      params: { id: test.id },
      body: details({ code: test.code, name: 'Taken test, renamed', instructions: 'New words.' }),
    });
    expect(renamed.data.test).toMatchObject({ name: 'Taken test, renamed', instructions: 'New words.' });
    const copy = await call(t, cloneStudioTest, { token: c1.teacher.token, params: { id: test.id } });
    expect(copy.statusCode).toBe(201);
    expect(copy.data.test).toMatchObject({
      name: 'Taken test, renamed (copy)',
      code: `${test.code}-COPY`,
      status: 'draft',
      clonedFrom: test.id,
      paperLocked: false,
      ownerCustomerId: c1.id,
    });
    expect(copy.data.test.paper.map((q) => q.questionId)).toEqual(ids);
    const copy2 = await call(t, cloneStudioTest, { token: c1.teacher.token, params: { id: test.id } });
    expect(copy2.data.test.code).toBe(`${test.code}-COPY-2`);
    const edit = await call(t, setPaper, {
      token: c1.teacher.token,
      params: { id: copy.data.test.id },
      body: { questionIds: ids.slice(0, 1) },
    });
    expect(edit.data.test.questionCount).toBe(1);
  });

  it('previews the paper as the student sees it, with the key and explanations', async () => {
    const test = await newTest(c1.teacher.token, { bilingual: true });
    const ids = (await polityIds()).slice(0, 2);
    await call(t, setPaper, { token: c1.teacher.token, params: { id: test.id }, body: { questionIds: ids } });
    const res = await call(t, previewStudioTest, { token: c1.teacher.token, params: { id: test.id } });
    expect(res.statusCode).toBe(200);
    const stored = rowsOf<{ id: number; correct_index: number; explanation: string; text: string }>(
      await t.database.db.execute(
        sql`select id, correct_index, explanation, text from questions where id = any(${`{${ids.join(',')}}`}::int[]) order by id`,
      ),
    );
    expect(
      res.data.questions.map((q) => [q.position, q.questionId, q.correctIndex, q.explanation, q.text]),
    ).toEqual(
      ids.map((id, i) => {
        const s = stored.find((r) => Number(r.id) === id)!;
        return [i, id, Number(s.correct_index), s.explanation, s.text];
      }),
    );
    const student = await call(t, previewStudioTest, { token: c1.student.token, params: { id: test.id } });
    expect(student.statusCode).toBe(403);
  });
});

describe('schedule and audience', () => {
  it('sets batches, students and a window; refuses another centre’s batch or student and a window that closes first', async () => {
    const test = await newTest();
    const batch = await call(t, createBatch, {
      token: c1.admin.token,
      body: { name: `Batch ${++n}`, startDate: '2026-07-01' },
    });
    const batchId = batch.data.batch.id;
    const ok = await call(t, setSchedule, {
      token: c1.teacher.token,
      params: { id: test.id },
      body: {
        audience: 'batches',
        batchIds: [batchId],
        opensAt: '2026-11-29T10:00:00+05:30',
        closesAt: '2026-11-29T11:00:00+05:30',
        attemptsAllowed: 1,
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.data.test).toMatchObject({
      audience: 'batches',
      batchIds: [batchId],
      opensAt: '2026-11-29T04:30:00.000Z',
      closesAt: '2026-11-29T05:30:00.000Z',
      attemptsAllowed: 1,
    });
    const backwards = await call(t, setSchedule, {
      token: c1.teacher.token,
      params: { id: test.id },
      body: {
        audience: 'centre',
        opensAt: '2026-11-29T10:00:00+05:30',
        closesAt: '2026-11-29T10:00:00+05:30',
      },
    });
    expect([backwards.statusCode, backwards.error.message]).toEqual([400, M.closesBeforeOpens]);
    const foreign = await call(t, createBatch, {
      token: c2.admin.token,
      body: { name: `Batch ${++n}`, startDate: '2026-07-01' },
    });
    const otherBatch = await call(t, setSchedule, {
      token: c1.teacher.token,
      params: { id: test.id },
      body: { audience: 'batches', batchIds: [foreign.data.batch.id] },
    });
    expect([otherBatch.statusCode, otherBatch.error.message]).toEqual([404, M.batchNotFound]);
    const otherStudent = await call(t, setSchedule, {
      token: c1.teacher.token,
      params: { id: test.id },
      body: { audience: 'students', studentIds: [c2.student.id] },
    });
    expect([otherStudent.statusCode, otherStudent.error.message]).toEqual([404, M.studentNotFound]);
    const none = await call(t, setSchedule, {
      token: c1.teacher.token,
      params: { id: test.id },
      body: { audience: 'batches', batchIds: [] },
    });
    expect([none.statusCode, none.error.message]).toEqual([400, M.batchesRequired]);
    const everyone = await call(t, setSchedule, {
      token: c1.teacher.token,
      params: { id: test.id },
      body: { audience: 'everyone' },
    });
    expect([everyone.statusCode, everyone.error.message]).toEqual([400, M.centreAudienceOnly]);
    const global = await newTest(superAdmin.token);
    const globalBatches = await call(t, setSchedule, {
      token: superAdmin.token,
      params: { id: global.id },
      body: { audience: 'batches', batchIds: [batchId] },
    });
    expect([globalBatches.statusCode, globalBatches.error.message]).toEqual([400, M.globalAudience]);
    const attempts = await call(t, setSchedule, {
      token: c1.teacher.token,
      params: { id: test.id },
      body: { audience: 'centre', attemptsAllowed: 0 },
    });
    expect([attempts.statusCode, attempts.error.message]).toEqual([400, M.attemptsAllowed]);
    const badTime = await call(t, setSchedule, {
      token: c1.teacher.token,
      params: { id: test.id },
      body: { audience: 'centre', opensAt: '2026-11-29 10:00' },
    });
    expect([badTime.statusCode, badTime.error.message]).toEqual([400, M.badInstant]);
  });

  it('tells the new members of the audience after publish and after an audience change, and no one for a global test', async () => {
    const notices: NoticeInput[] = [];
    const db = t.database.db;
    const service = testStudioService({
      studio: testStudioRepository(db),
      bank: questionBankRepository(db),
      transaction: inTransaction(db),
      images: questionImageLinks({ secrets: secretsRepository(db), clock: t.clock }),
      clock: t.clock,
      notify: async (notice) => {
        notices.push(notice);
      },
    });
    const teacher = { id: c2.teacher.id, role_id: 2, customer_id: c2.id } as Parameters<
      typeof service.get
    >[0];
    const makeStudent = async () => {
      const email = `st-${++n}@studio.test`;
      const res = await call(t, createUser, {
        token: superAdmin.token,
        body: { name: `Student ${n}`, email, password: DEMO_PASSWORD, role_id: 3, customer_id: c2.id },
      });
      return res.data.user.id;
    };
    const [s1, s2] = [await makeStudent(), await makeStudent()];
    const batch = await call(t, createBatch, {
      token: c2.admin.token,
      body: { name: `Batch ${++n}`, startDate: '2026-07-01' },
    });
    const batchId = batch.data.batch.id;
    await call(t, addBatchStudents, {
      token: c2.admin.token,
      params: { id: batchId },
      body: { user_ids: [s1] },
    });
    const test = await newTest(c2.teacher.token, { name: 'Notice test' });
    await service.schedule(teacher, test.id, {
      audience: 'batches',
      batchIds: [batchId],
      studentIds: [],
      opensAt: null,
      closesAt: null,
      attemptsAllowed: null,
    });
    expect(notices).toEqual([]);
    await service.setPaper(teacher, test.id, (await polityIds()).slice(0, 1));
    await service.publish(teacher, test.id);
    expect(notices).toEqual([
      {
        userIds: [s1],
        kind: 'test_assigned',
        testId: test.id,
        data: { testName: 'Notice test' },
        dedupeKey: `assigned:${test.id}`,
      },
    ]);
    await service.schedule(teacher, test.id, {
      audience: 'students',
      batchIds: [],
      studentIds: [s1, s2],
      opensAt: null,
      closesAt: null,
      attemptsAllowed: null,
    });
    expect(notices.at(-1)!.userIds).toEqual([s2]);
    const admin = { id: superAdmin.id, role_id: 4, customer_id: null } as Parameters<typeof service.get>[0];
    const global = await newTest(superAdmin.token);
    await service.setPaper(admin, global.id, (await polityIds()).slice(0, 1));
    const before = notices.length;
    await service.publish(admin, global.id);
    expect(notices.length).toBe(before);
  });
});
