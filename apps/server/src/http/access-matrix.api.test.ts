import { createHash, randomBytes } from 'node:crypto';
import { startAttempt, submitResult } from '@aspirant/contract/attempts.ts';
import { currentUser, forgotPassword, sendOtp } from '@aspirant/contract/auth.ts';
import { addBatchStudents, createBatch, listBatches } from '@aspirant/contract/batches.ts';
import { listDriveFiles } from '@aspirant/contract/lectures.ts';
import { createPractice, getPracticeOptions, listPractice } from '@aspirant/contract/practice.ts';
import { requestEmailChange } from '@aspirant/contract/profile.ts';
import { createQuestion, createTopic, getBankMeta } from '@aspirant/contract/question-bank.ts';
import { shareScorecard } from '@aspirant/contract/results.ts';
import { reportQuestion } from '@aspirant/contract/saved-questions.ts';
import { generateStudyPlan } from '@aspirant/contract/study-plan.ts';
import { createStudioTest, publishStudioTest, setPaper } from '@aspirant/contract/test-studio.ts';
import { getQuestionIds } from '@aspirant/contract/tests.ts';
import { createUser, listUsers } from '@aspirant/contract/users.ts';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import { type Centre, createCentre, demoAccounts, signIn } from '../test-support/accounts.ts';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../test-support/app.ts';
import { testIdOfCode } from '../test-support/attempts.ts';
import { call } from '../test-support/call.ts';
import { contractEndpoints } from '../test-support/contract-endpoints.ts';
import { multipartBody } from '../test-support/import-upload.ts';
import { centreTest } from '../test-support/live-room.ts';

/**
 * Issue 6 point 8: every user, batch and lecture endpoint against anonymous callers and roles 1-4, and
 * against the users of another coaching centre. No caller gets a 2xx it should not. Issue 7: every endpoint of
 * Detailed Analytics, the Progress Tracker, the subject page, practice mode, the study plan and the profile is
 * open to every signed-in user on their own data only (401 without a session), and a practice set or a plan item
 * answers 404 to anyone but its owner, whatever their role. Issue 13: the rows are checked against the
 * contract's own endpoint list, so an endpoint without a row fails the matrix by name; a row is one entry of
 * ROWS, keyed `METHOD /path` exactly as the contract declares it.
 */

const ENDPOINTS = await contractEndpoints();

let t: TestContext;
let c1: Centre;
let c2: Centre;
let superAdmin: { id: number; token: string };
let polityId: number;
/** A short test of another subject than the practice rows' Polity, so an attempt never withholds their questions. */
let spaceTestId: number;

beforeAll(async () => {
  t = await createTestContext();
  const demo = await demoAccounts(t);
  c1 = demo.centre1;
  superAdmin = demo.superAdmin;
  c2 = await createCentre(t, superAdmin.token, 'Second Centre');
  const options = await call(t, getPracticeOptions, { token: c1.student.token });
  polityId = options.data.subjects.find((s) => s.name === 'Polity')!.id;
  spaceTestId = await testIdOfCode(t, 'UPSC-TW-SCI-SPACE');
  examId = Number(
    rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from exams order by id limit 1`))[0]!.id,
  );
  const meta = await call(t, getBankMeta, { token: superAdmin.token });
  polityTopicId = meta.data.subjects
    .find((s) => s.id === polityId)!
    .topics.find((tp) => tp.ownerCustomerId === null)!.id;
});
afterAll(async () => {
  await t.close();
});

const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(64, 1)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
let n = 0;
const unique = (label: string) => `${label}-${++n}`;

/** Fresh objects of a centre, made by the super admin, so that every call has something to act on. */
const make = {
  async studentAccount(centre: Centre) {
    const email = `${unique('s')}@matrix.test`;
    const res = await call(t, createUser, {
      token: superAdmin.token,
      body: { name: 'Target', email, password: DEMO_PASSWORD, role_id: 3, customer_id: centre.id },
    });
    return { id: res.data.user.id, email };
  },
  async student(centre: Centre) {
    return (await make.studentAccount(centre)).id;
  },
  async batch(centre: Centre, withStudent?: number) {
    const res = await call(t, createBatch, {
      token: superAdmin.token,
      body: { name: unique('Batch'), startDate: '2026-07-01', customer_id: centre.id },
    });
    const id = res.data.batch.id;
    if (withStudent !== undefined) {
      await call(t, addBatchStudents, {
        params: { id },
        token: superAdmin.token,
        body: { user_ids: [withStudent] },
      });
    }
    return id;
  },
  async lecture(centre: Centre) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/drive/upload?name=${unique('Lecture')}&customer_id=${centre.id}`,
      headers: { authorization: `Bearer ${superAdmin.token}`, 'content-type': 'video/webm' },
      payload: WEBM,
    });
    return res.json().file.id as number;
  },
  /** A practice set of Polity questions, owned by the holder of `token`. */
  async practiceSet(token: string) {
    const res = await call(t, createPractice, {
      token,
      body: { source: 'subject', subjectId: polityId, count: 2 },
    });
    return res.data.practice.id;
  },
  /** A fresh notice (issue 17) of the holder of `token`. */
  async notice(token: string) {
    const me = await call(t, currentUser, { token });
    const [row] = await t.database.db
      .insert(notifications)
      .values({ userId: me.data.user.id, kind: 'test_opening', data: { testName: unique('Notice') } })
      .returning({ id: notifications.id });
    return row!.id;
  },
  /** An item of a freshly generated study plan, owned by the holder of `token`. */
  async planItem(token: string) {
    const res = await call(t, generateStudyPlan, { token, body: {} });
    return res.data.plan.days.flatMap((day) => day.items)[0]!.id;
  },
  /** The attempt in progress of the space test for the holder of `token` (started, or resumed). */
  async attempt(token: string) {
    const res = await call(t, startAttempt, { params: { id: spaceTestId }, token, body: {} });
    const ids = await call(t, getQuestionIds, { params: { id: spaceTestId }, token });
    return {
      id: res.data.attempt.id,
      uuid: res.data.sessionUuid,
      questionId: ids.data.questionIds[0]!,
    };
  },
  /** A submitted result of the holder of `token`. */
  async result(token: string) {
    const { uuid } = await make.attempt(token);
    const res = await call(t, submitResult, {
      token,
      body: { testId: spaceTestId, sessionUuid: uuid, answers: [] },
    });
    return res.data.result.id;
  },
  /** Issue 18 point 3: a fresh student of `centre` with one submitted result, for the staff's drill-down. */
  async studentWithResult(centre: Centre) {
    const account = await make.studentAccount(centre);
    return { id: account.id, resultId: await make.result(await signIn(t, account.email)) };
  },
  /** A question the holder of `token` has met: the first of the space test, submitted (issue 15). */
  async seenQuestion(token: string) {
    const { uuid, questionId } = await make.attempt(token);
    await call(t, submitResult, { token, body: { testId: spaceTestId, sessionUuid: uuid, answers: [] } });
    return questionId;
  },
  /** A live public scorecard link of a fresh result of the holder of `token`. */
  async scorecard(token: string) {
    const id = await make.result(token);
    return (await call(t, shareScorecard, { params: { id }, token })).data.scorecard.token;
  },
  /** Issue 17: a published test of the centre, with its student's attempt in progress (the live room's rows). */
  async liveAttempt(centre: Centre) {
    const testId = await centreTest(t, centre.id);
    const res = await call(t, startAttempt, {
      params: { id: testId },
      token: centre.student.token,
      body: {},
    });
    return { testId, attemptId: res.data.attempt.id };
  },
  /** A question of the centre's bank (issue 16), added by the super admin. */
  async bankQuestion(centre: Centre, overrides: { topicId?: number; isPractice?: boolean } = {}) {
    const res = await call(t, createQuestion, {
      token: superAdmin.token,
      body: { ...bankDraft(), customerId: centre.id, ...overrides },
    });
    return res.data.question.id;
  },
  /** A draft of the centre's test composer (issue 17), by its teacher; with a paper, or published. */
  async studioTest(centre: Centre, state: 'empty' | 'paper' | 'published', token: string | undefined) {
    // The super admin changes global tests only (it views every test): its own object is a global test.
    const owner = token === superAdmin.token ? superAdmin.token : centre.teacher.token;
    const res = await call(t, createStudioTest, { token: owner, body: studioDetails() });
    const id = res.data.test.id;
    if (state === 'empty') return id;
    const ids = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select id from questions where owner_customer_id is null
        and status = 'active' and superseded_by is null order by id limit 2`),
    ).map((r) => Number(r.id));
    await call(t, setPaper, { token: owner, params: { id }, body: { questionIds: ids } });
    if (state === 'published') await call(t, publishStudioTest, { token: owner, params: { id } });
    return id;
  },
  /**
   * Issue 18 point 4: a test the caller's staff may read the results of (a global one for the super admin) and a
   * result of the centre's student on it.
   */
  async testResult(centre: Centre, token: string | undefined) {
    const testId = await centreTest(t, token === superAdmin.token ? null : centre.id);
    const started = await call(t, startAttempt, {
      params: { id: testId },
      token: centre.student.token,
      body: {},
    });
    const res = await call(t, submitResult, {
      token: centre.student.token,
      body: { testId, sessionUuid: started.data.sessionUuid, answers: [] },
    });
    return { testId, resultId: res.data.result.id };
  },
  /** An open report of the centre's student on a practice question of the centre's bank. */
  async bankReport(centre: Centre) {
    const topic = await call(t, createTopic, {
      token: superAdmin.token,
      body: { subjectId: polityId, name: unique('Matrix topic'), customerId: centre.id },
    });
    const topicId = topic.data.topic.id;
    const questionId = await make.bankQuestion(centre, { topicId, isPractice: true });
    await call(t, createPractice, {
      token: centre.student.token,
      body: { source: 'topic', topicId, count: 1 },
    });
    const res = await call(t, reportQuestion, {
      token: centre.student.token,
      params: { questionId },
      body: { kind: 'typo', comment: unique('matrix') },
    });
    return res.data.report.id;
  },
  /** Another live session of the holder of `token` (sign-out ends it, not the matrix's own token). */
  async sessionLike(token: string) {
    const hash = (x: string) => createHash('sha256').update(x).digest('hex');
    const fresh = randomBytes(32).toString('base64url');
    await t.database.db.execute(sql`
      insert into sessions (token_hash, user_id, expires_at)
      select ${hash(fresh)}, user_id, now() + interval '1 hour' from sessions where token_hash = ${hash(token)}`);
    return fresh;
  },
};

/** A question body for the bank's rows: Polity, its first global topic. */
let examId: number;
/** The details of a composed test (issue 17) with a fresh code. */
const studioDetails = () => ({
  name: unique('Matrix test'),
  code: unique('MATRIX'),
  examId,
  type: 'Subject Wise' as const,
  subjectId: polityId,
  durationMinutes: 30,
});
let polityTopicId: number;
function bankDraft() {
  return {
    text: `Matrix question ${unique('q')}: which article protects life?`,
    options: ['Article 14', 'Article 21'],
    correctIndex: 1,
    difficulty: 'easy' as const,
    subjectId: polityId,
    topicId: polityTopicId,
  };
}

/** Each caller's password as the change-password row leaves it (it toggles, so the row can run again). */
const passwords = new Map<string, string>();
const passwordOf = (token: string | undefined) => (token && passwords.get(token)) || DEMO_PASSWORD;

/** A mailed code of a fresh account, asked for through `ask`. */
async function mailedCode(ask: typeof sendOtp | typeof forgotPassword, subject: string) {
  const { email } = await make.studentAccount(c1);
  await call(t, ask, { body: { email } });
  return { email, otp: await t.mailbox.otpFor(email, subject) };
}

interface Call {
  method: InjectOptions['method'];
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  payload?: Buffer;
  /** A signed-in caller's token to use instead of the matrix's own (anonymous stays anonymous). */
  token?: string;
}

interface Row {
  /** Roles that may call it, and the status they get; PUBLIC: anyone, signed in or not. */
  allowed: readonly number[] | typeof PUBLIC;
  success: number;
  /**
   * Builds the call against objects of `centre`; `token` is the caller's (undefined when anonymous), for the
   * objects that only their owner may reach.
   */
  call: (centre: Centre, token: string | undefined) => Promise<Call>;
}

/** A call on the caller's own object; an anonymous caller gets the centre's student's. */
const own = (centre: Centre, token: string | undefined) => token ?? centre.student.token;

const PUBLIC = 'public';
const ADMINS = [1, 4] as const;
const MANAGERS = [1, 2, 4] as const;
const EVERYONE = [1, 2, 3, 4] as const;

const get = (url: string) => async (): Promise<Call> => ({ method: 'GET', url });

const ROWS: Record<string, Row> = {
  'GET /api/users': {
    allowed: ADMINS,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/users' }),
  },
  'GET /api/roles': {
    allowed: ADMINS,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/roles' }),
  },
  'GET /api/customers': {
    allowed: ADMINS,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/customers' }),
  },
  'GET /api/customers/:customerId/users': {
    allowed: ADMINS,
    success: 200,
    call: async (c) => ({ method: 'GET', url: `/api/customers/${c.id}/users` }),
  },
  'POST /api/users': {
    allowed: ADMINS,
    success: 201,
    call: async (c) => ({
      method: 'POST',
      url: '/api/users',
      body: {
        name: 'New',
        email: `${unique('new')}@matrix.test`,
        password: DEMO_PASSWORD,
        role_id: 3,
        customer_id: c.id,
      },
    }),
  },
  'PUT /api/users/:id/role': {
    allowed: ADMINS,
    success: 200,
    call: async (c) => ({
      method: 'PUT',
      url: `/api/users/${await make.student(c)}/role`,
      body: { role_id: 2 },
    }),
  },
  'DELETE /api/users/:id': {
    allowed: ADMINS,
    success: 200,
    call: async (c) => ({ method: 'DELETE', url: `/api/users/${await make.student(c)}` }),
  },
  'GET /api/batches': {
    allowed: ADMINS,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/batches' }),
  },
  'POST /api/batches': {
    allowed: ADMINS,
    success: 201,
    call: async (c) => ({
      method: 'POST',
      url: '/api/batches',
      body: { name: unique('New batch'), startDate: '2026-07-01', customer_id: c.id },
    }),
  },
  'PUT /api/batches/:id': {
    allowed: ADMINS,
    success: 200,
    call: async (c) => ({
      method: 'PUT',
      url: `/api/batches/${await make.batch(c)}`,
      body: { name: unique('Edited'), startDate: '2026-08-01', status: 'Completed' },
    }),
  },
  'DELETE /api/batches/:id': {
    allowed: ADMINS,
    success: 200,
    call: async (c) => ({ method: 'DELETE', url: `/api/batches/${await make.batch(c)}` }),
  },
  'GET /api/batches/:id/students': {
    allowed: ADMINS,
    success: 200,
    call: async (c) => ({ method: 'GET', url: `/api/batches/${await make.batch(c)}/students` }),
  },
  'POST /api/batches/:id/students': {
    allowed: ADMINS,
    success: 200,
    call: async (c) => ({
      method: 'POST',
      url: `/api/batches/${await make.batch(c)}/students`,
      body: { user_ids: [await make.student(c)] },
    }),
  },
  'GET /api/batches/:id': {
    allowed: MANAGERS,
    success: 200,
    call: async (c) => ({ method: 'GET', url: `/api/batches/${await make.batch(c)}` }),
  },
  'POST /api/batches/import': {
    allowed: ADMINS,
    success: 200,
    call: async (c) => {
      const { payload, contentType } = multipartBody(
        { customerId: String(c.id) },
        { name: 'matrix.csv', data: `name,email,batch\nMatrix,${unique('m')}@matrix.test,No batch\n` },
      );
      return {
        method: 'POST',
        url: '/api/batches/import',
        payload,
        headers: { 'content-type': contentType },
      };
    },
  },
  'GET /api/batches/import/template': {
    allowed: ADMINS,
    success: 200,
    call: get('/api/batches/import/template'),
  },
  'GET /api/students/:id/accommodation': {
    allowed: MANAGERS,
    success: 200,
    call: async (c) => ({ method: 'GET', url: `/api/students/${await make.student(c)}/accommodation` }),
  },
  'PUT /api/students/:id/accommodation': {
    allowed: MANAGERS,
    success: 200,
    call: async (c) => ({
      method: 'PUT',
      url: `/api/students/${await make.student(c)}/accommodation`,
      body: { extraTimePercent: 25, reason: 'matrix' },
    }),
  },
  // Issue 18 point 3: a student's pages, read by the staff of their centre and the super admin.
  'GET /api/students/:id/overview': {
    allowed: MANAGERS,
    success: 200,
    call: async (c) => get(`/api/students/${await make.student(c)}/overview`)(),
  },
  'GET /api/students/:id/results': {
    allowed: MANAGERS,
    success: 200,
    call: async (c) => get(`/api/students/${await make.student(c)}/results`)(),
  },
  'GET /api/students/:id/results/:resultId': {
    allowed: MANAGERS,
    success: 200,
    call: async (c) => {
      const { id, resultId } = await make.studentWithResult(c);
      return get(`/api/students/${id}/results/${resultId}`)();
    },
  },
  'GET /api/students/:id/results/:resultId/solutions': {
    allowed: MANAGERS,
    success: 200,
    call: async (c) => {
      const { id, resultId } = await make.studentWithResult(c);
      return get(`/api/students/${id}/results/${resultId}/solutions?limit=5`)();
    },
  },
  'GET /api/students/:id/results/:resultId/card.pdf': {
    allowed: MANAGERS,
    success: 200,
    call: async (c) => {
      const { id, resultId } = await make.studentWithResult(c);
      return get(`/api/students/${id}/results/${resultId}/card.pdf`)();
    },
  },
  'DELETE /api/batches/:id/students/:userId': {
    allowed: ADMINS,
    success: 200,
    call: async (c) => {
      const student = await make.student(c);
      return { method: 'DELETE', url: `/api/batches/${await make.batch(c, student)}/students/${student}` };
    },
  },
  'GET /api/drive/list': {
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/drive/list' }),
  },
  'GET /api/drive/playback/:id': {
    allowed: EVERYONE,
    success: 200,
    call: async (c) => ({ method: 'GET', url: `/api/drive/playback/${await make.lecture(c)}` }),
  },
  'GET /api/drive/progress/:id': {
    allowed: EVERYONE,
    success: 200,
    call: async (c) => ({ method: 'GET', url: `/api/drive/progress/${await make.lecture(c)}` }),
  },
  'PUT /api/drive/progress/:id': {
    allowed: EVERYONE,
    success: 200,
    call: async (c) => ({
      method: 'PUT',
      url: `/api/drive/progress/${await make.lecture(c)}`,
      body: { positionSeconds: 3 },
    }),
  },
  'POST /api/drive/upload': {
    allowed: MANAGERS,
    success: 201,
    call: async (c) => ({
      method: 'POST',
      url: `/api/drive/upload?name=Upload&customer_id=${c.id}`,
      headers: { 'content-type': 'video/webm' },
      payload: WEBM,
    }),
  },
  'PATCH /api/drive/:id': {
    allowed: MANAGERS,
    success: 200,
    call: async (c) => ({
      method: 'PATCH',
      url: `/api/drive/${await make.lecture(c)}`,
      body: { name: 'Renamed' },
    }),
  },
  'DELETE /api/drive/:id': {
    allowed: MANAGERS,
    success: 200,
    call: async (c) => ({ method: 'DELETE', url: `/api/drive/${await make.lecture(c)}` }),
  },
  // Issue 7: the student's own pages, for every role; there is no id of another user to ask for.
  'GET /api/performance/results': {
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/performance/results?sort=rank&order=asc' }),
  },
  'GET /api/performance/overview': {
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/performance/overview' }),
  },
  'GET /api/progress': {
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/progress' }),
  },
  'GET /api/progress/target': {
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/progress/target' }),
  },
  'PUT /api/progress/target': {
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'PUT', url: '/api/progress/target', body: { targetScore: 70 } }),
  },
  'GET /api/subjects/:name/analytics': {
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/subjects/Polity/analytics' }),
  },
  'GET /api/practice/options': {
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/practice/options' }),
  },
  'GET /api/practice': {
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/practice' }),
  },
  'POST /api/practice': {
    allowed: EVERYONE,
    success: 201,
    call: async () => ({
      method: 'POST',
      url: '/api/practice',
      body: { source: 'subject', subjectId: polityId, count: 2 },
    }),
  },
  'GET /api/practice/:id': {
    allowed: EVERYONE,
    success: 200,
    call: async (c, token) => ({
      method: 'GET',
      url: `/api/practice/${await make.practiceSet(own(c, token))}`,
    }),
  },
  'POST /api/practice/:id/answers': {
    allowed: EVERYONE,
    success: 200,
    call: async (c, token) => ({
      method: 'POST',
      url: `/api/practice/${await make.practiceSet(own(c, token))}/answers`,
      body: { position: 1, selectedAnswer: 0 },
    }),
  },
  'GET /api/study-plan': {
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/study-plan' }),
  },
  'POST /api/study-plan': {
    allowed: EVERYONE,
    success: 201,
    call: async () => ({ method: 'POST', url: '/api/study-plan', body: {} }),
  },
  'PATCH /api/study-plan/items/:id': {
    allowed: EVERYONE,
    success: 200,
    call: async (c, token) => ({
      method: 'PATCH',
      url: `/api/study-plan/items/${await make.planItem(own(c, token))}`,
      body: { done: true },
    }),
  },
  'GET /api/profile': {
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/profile' }),
  },
  'PUT /api/profile': {
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'PUT', url: '/api/profile', body: { name: 'Same Name', bio: 'Matrix' } }),
  },
  'GET /api/profile/ui-language': {
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/profile/ui-language' }),
  },
  'PUT /api/profile/ui-language': {
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'PUT', url: '/api/profile/ui-language', body: { uiLanguage: 'hi' } }),
  },
  'PUT /api/profile/photo': {
    allowed: EVERYONE,
    success: 200,
    call: async () => ({
      method: 'PUT',
      url: '/api/profile/photo',
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    }),
  },
  'DELETE /api/profile/photo': {
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'DELETE', url: '/api/profile/photo' }),
  },
  'POST /api/profile/email-change': {
    allowed: EVERYONE,
    success: 200,
    call: async (_, token) => ({
      method: 'POST',
      url: '/api/profile/email-change',
      body: { newEmail: `${unique('moved')}@matrix.test`, currentPassword: passwordOf(token) },
    }),
  },
  'POST /api/profile/email-change/confirm': {
    allowed: EVERYONE,
    success: 200,
    // The caller's own change, confirmed with the code mailed to the new address.
    call: async (c, token) => {
      const newEmail = `${unique('confirmed')}@matrix.test`;
      await call(t, requestEmailChange, {
        token: own(c, token),
        body: { newEmail, currentPassword: passwordOf(own(c, token)) },
      });
      const code = await t.mailbox.otpFor(newEmail, 'email change code');
      return { method: 'POST', url: '/api/profile/email-change/confirm', body: { code } };
    },
  },
  // Issue 13: every other endpoint of the contract. Public ones answer anyone, signed in or not.
  'GET /api/health': { allowed: PUBLIC, success: 200, call: get('/api/health') },
  'POST /api/auth/login': {
    allowed: PUBLIC,
    success: 200,
    call: async (c) => {
      const { email } = await make.studentAccount(c);
      return { method: 'POST', url: '/api/auth/login', body: { email, password: DEMO_PASSWORD } };
    },
  },
  'POST /api/auth/register': {
    allowed: PUBLIC,
    success: 201,
    call: async () => ({
      method: 'POST',
      url: '/api/auth/register',
      body: { name: 'Matrix', email: `${unique('reg')}@matrix.test`, password: DEMO_PASSWORD },
    }),
  },
  'POST /api/auth/send-otp': {
    allowed: PUBLIC,
    success: 200,
    call: async () => ({
      method: 'POST',
      url: '/api/auth/send-otp',
      body: { email: `${unique('o')}@matrix.test` },
    }),
  },
  'POST /api/auth/verify-otp': {
    allowed: PUBLIC,
    success: 200,
    call: async () => ({
      method: 'POST',
      url: '/api/auth/verify-otp',
      body: await mailedCode(sendOtp, 'sign-in code'),
    }),
  },
  'POST /api/auth/forgot-password': {
    allowed: PUBLIC,
    success: 200,
    call: async () => ({
      method: 'POST',
      url: '/api/auth/forgot-password',
      body: { email: `${unique('f')}@matrix.test` },
    }),
  },
  'POST /api/auth/verify-reset-otp': {
    allowed: PUBLIC,
    success: 200,
    call: async () => ({
      method: 'POST',
      url: '/api/auth/verify-reset-otp',
      body: await mailedCode(forgotPassword, 'password reset code'),
    }),
  },
  'POST /api/auth/reset-password': {
    allowed: PUBLIC,
    success: 200,
    call: async () => ({
      method: 'POST',
      url: '/api/auth/reset-password',
      body: {
        ...(await mailedCode(forgotPassword, 'password reset code')),
        newPassword: 'Matrix#2026',
      },
    }),
  },
  'GET /api/auth/user': { allowed: EVERYONE, success: 200, call: get('/api/auth/user') },
  // Decision 0007: only the caller's own address; a confirmed one answers 'already confirmed' with 200.
  'POST /api/auth/confirm-email': {
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'POST', url: '/api/auth/confirm-email', body: { otp: '000000' } }),
  },
  'POST /api/auth/resend-confirmation': {
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'POST', url: '/api/auth/resend-confirmation', body: {} }),
  },
  // Decision 0009: the demo flag is public; the setup link is dead for everyone once a super admin exists.
  'GET /api/meta': { allowed: PUBLIC, success: 200, call: get('/api/meta') },
  'POST /api/setup': {
    allowed: PUBLIC,
    success: 404,
    call: async () => ({
      method: 'POST',
      url: '/api/setup',
      body: {
        token: 'x'.repeat(43),
        name: 'Matrix',
        email: `${unique('s')}@matrix.test`,
        password: DEMO_PASSWORD,
      },
    }),
  },
  'POST /api/auth/logout': {
    allowed: EVERYONE,
    success: 200,
    call: async (_, token) => ({
      method: 'POST',
      url: '/api/auth/logout',
      ...(token ? { token: await make.sessionLike(token) } : {}),
    }),
  },
  'POST /api/auth/change-password': {
    allowed: EVERYONE,
    success: 200,
    call: async (_, token) => {
      const currentPassword = passwordOf(token);
      const newPassword = currentPassword === DEMO_PASSWORD ? 'Matrix#2026' : DEMO_PASSWORD;
      if (token) passwords.set(token, newPassword);
      return { method: 'POST', url: '/api/auth/change-password', body: { currentPassword, newPassword } };
    },
  },
  'GET /api/tests': { allowed: EVERYONE, success: 200, call: get('/api/tests?search=space') },
  'GET /api/tests/:id': {
    allowed: EVERYONE,
    success: 200,
    call: async () => get(`/api/tests/${spaceTestId}`)(),
  },
  'GET /api/tests/:id/question-ids': {
    allowed: EVERYONE,
    success: 200,
    call: async (c, token) => {
      await make.attempt(own(c, token));
      return { method: 'GET', url: `/api/tests/${spaceTestId}/question-ids` };
    },
  },
  'GET /api/tests/:id/questions/:questionId': {
    allowed: EVERYONE,
    success: 200,
    call: async (c, token) => {
      const { questionId } = await make.attempt(own(c, token));
      return { method: 'GET', url: `/api/tests/${spaceTestId}/questions/${questionId}` };
    },
  },
  'GET /api/v2/tests/:id/in-progress-attempt': {
    allowed: EVERYONE,
    success: 200,
    call: async () => get(`/api/v2/tests/${spaceTestId}/in-progress-attempt`)(),
  },
  'POST /api/v2/tests/:id/start-enhanced': {
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'POST', url: `/api/v2/tests/${spaceTestId}/start-enhanced`, body: {} }),
  },
  'POST /api/v2/tests/save-answer': {
    allowed: EVERYONE,
    success: 200,
    call: async (c, token) => {
      const { uuid, questionId } = await make.attempt(own(c, token));
      return {
        method: 'POST',
        url: '/api/v2/tests/save-answer',
        body: { sessionUuid: uuid, questionId, selectedAnswer: 1 },
      };
    },
  },
  'POST /api/v2/tests/save-position': {
    allowed: EVERYONE,
    success: 200,
    call: async (c, token) => ({
      method: 'POST',
      url: '/api/v2/tests/save-position',
      body: { sessionUuid: (await make.attempt(own(c, token))).uuid, questionIndex: 0 },
    }),
  },
  'POST /api/test-attempts/complete': {
    allowed: EVERYONE,
    success: 200,
    call: async (c, token) => ({
      method: 'POST',
      url: '/api/test-attempts/complete',
      body: { attemptId: (await make.attempt(own(c, token))).id },
    }),
  },
  'POST /api/results': {
    allowed: EVERYONE,
    success: 201,
    call: async (c, token) => ({
      method: 'POST',
      url: '/api/results',
      body: { testId: spaceTestId, sessionUuid: (await make.attempt(own(c, token))).uuid, answers: [] },
    }),
  },
  'GET /api/results/:id': {
    allowed: EVERYONE,
    success: 200,
    call: async (c, token) => get(`/api/results/${await make.result(own(c, token))}`)(),
  },
  // Issue 15: a result's solutions and scorecard link are its owner's alone; the scorecard itself is public.
  'GET /api/results/:id/solutions': {
    allowed: EVERYONE,
    success: 200,
    call: async (c, token) => get(`/api/results/${await make.result(own(c, token))}/solutions?limit=5`)(),
  },
  'GET /api/results/:id/scorecard': {
    allowed: EVERYONE,
    success: 200,
    call: async (c, token) => get(`/api/results/${await make.result(own(c, token))}/scorecard`)(),
  },
  'POST /api/results/:id/scorecard': {
    allowed: EVERYONE,
    success: 201,
    call: async (c, token) => ({
      method: 'POST',
      url: `/api/results/${await make.result(own(c, token))}/scorecard`,
    }),
  },
  'DELETE /api/results/:id/scorecard': {
    allowed: EVERYONE,
    success: 200,
    call: async (c, token) => ({
      method: 'DELETE',
      url: `/api/results/${await make.result(own(c, token))}/scorecard`,
    }),
  },
  'GET /api/scorecards/:token': {
    allowed: PUBLIC,
    success: 200,
    call: async (c) => get(`/api/scorecards/${await make.scorecard(c.student.token)}`)(),
  },
  'GET /api/bookmarks': { allowed: EVERYONE, success: 200, call: get('/api/bookmarks') },
  // Issue 17 point 6: the bell, for every signed-in user on their own notices (another's answers 404).
  'GET /api/notifications': { allowed: EVERYONE, success: 200, call: get('/api/notifications') },
  'POST /api/notifications/read-all': {
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'POST', url: '/api/notifications/read-all' }),
  },
  'POST /api/notifications/:id/read': {
    allowed: EVERYONE,
    success: 200,
    call: async (c, token) => ({
      method: 'POST',
      url: `/api/notifications/${await make.notice(own(c, token))}/read`,
    }),
  },
  'PUT /api/bookmarks/:questionId': {
    allowed: EVERYONE,
    success: 200,
    call: async (c, token) => ({
      method: 'PUT',
      url: `/api/bookmarks/${await make.seenQuestion(own(c, token))}`,
    }),
  },
  'DELETE /api/bookmarks/:questionId': {
    allowed: EVERYONE,
    success: 200,
    call: async (c, token) => ({
      method: 'DELETE',
      url: `/api/bookmarks/${await make.seenQuestion(own(c, token))}`,
    }),
  },
  'POST /api/questions/:questionId/reports': {
    allowed: EVERYONE,
    success: 201,
    call: async (c, token) => ({
      method: 'POST',
      url: `/api/questions/${await make.seenQuestion(own(c, token))}/reports`,
      body: { kind: 'typo', comment: unique('matrix') },
    }),
  },
  // Issue 16: the question bank's import (a dry run), its template and the export, for staff only.
  'POST /api/questions/import': {
    allowed: MANAGERS,
    success: 200,
    call: async () => {
      const { payload, contentType } = multipartBody(
        {},
        { name: 'matrix.csv', data: 'Question,Option A,Option B,Correct\nMatrix question?,a,b,A\n' },
      );
      return {
        method: 'POST',
        url: '/api/questions/import',
        payload,
        headers: { 'content-type': contentType },
      };
    },
  },
  'GET /api/questions/import/template': {
    allowed: MANAGERS,
    success: 200,
    call: get('/api/questions/import/template?format=csv'),
  },
  'GET /api/questions/export': {
    allowed: MANAGERS,
    success: 200,
    call: get('/api/questions/export?format=csv'),
  },
  'GET /api/results/stats/overview': {
    allowed: EVERYONE,
    success: 200,
    call: get('/api/results/stats/overview'),
  },
  'GET /api/results/enhanced-dashboard': {
    allowed: EVERYONE,
    success: 200,
    call: get('/api/results/enhanced-dashboard'),
  },
  'POST /api/results/:id/ai-insights': {
    allowed: EVERYONE,
    success: 200,
    call: async (c, token) => ({
      method: 'POST',
      url: `/api/results/${await make.result(own(c, token))}/ai-insights`,
      body: {},
    }),
  },
  'POST /api/results/insights/regenerate': {
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'POST', url: '/api/results/insights/regenerate', body: {} }),
  },
  'GET /api/ai/starters': { allowed: EVERYONE, success: 200, call: get('/api/ai/starters') },
  'GET /api/ai/conversation': { allowed: EVERYONE, success: 200, call: get('/api/ai/conversation') },
  'DELETE /api/ai/conversation': {
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'DELETE', url: '/api/ai/conversation' }),
  },
  'POST /api/ai/chat': {
    allowed: EVERYONE,
    success: 200,
    call: async () => ({
      method: 'POST',
      url: '/api/ai/chat',
      body: { messages: [{ role: 'user', content: 'How should I revise Polity?' }] },
    }),
  },
  // The question bank (issue 16): staff only; a centre's objects are its own.
  'GET /api/questions': { allowed: MANAGERS, success: 200, call: get('/api/questions?q=article') },
  'GET /api/questions/meta': { allowed: MANAGERS, success: 200, call: get('/api/questions/meta') },
  'GET /api/questions/reports': { allowed: MANAGERS, success: 200, call: get('/api/questions/reports') },
  'GET /api/questions/:id': {
    allowed: MANAGERS,
    success: 200,
    call: async (c) => get(`/api/questions/${await make.bankQuestion(c)}`)(),
  },
  'POST /api/questions': {
    allowed: MANAGERS,
    success: 201,
    call: async (c) => ({
      method: 'POST',
      url: '/api/questions',
      body: { ...bankDraft(), customerId: c.id },
    }),
  },
  'PUT /api/questions/:id': {
    allowed: MANAGERS,
    success: 200,
    call: async (c) => ({
      method: 'PUT',
      url: `/api/questions/${await make.bankQuestion(c)}`,
      body: bankDraft(),
    }),
  },
  'POST /api/questions/bulk': {
    allowed: MANAGERS,
    success: 200,
    call: async (c) => ({
      method: 'POST',
      url: '/api/questions/bulk',
      body: { ids: [await make.bankQuestion(c)], action: 'retire' },
    }),
  },
  'POST /api/questions/duplicates': {
    allowed: MANAGERS,
    success: 200,
    call: async () => ({
      method: 'POST',
      url: '/api/questions/duplicates',
      body: { text: 'Which article?' },
    }),
  },
  'POST /api/questions/topics': {
    allowed: MANAGERS,
    success: 201,
    call: async (c) => ({
      method: 'POST',
      url: '/api/questions/topics',
      body: { subjectId: polityId, name: unique('Topic'), customerId: c.id },
    }),
  },
  'POST /api/questions/reports/:id/resolve': {
    allowed: MANAGERS,
    success: 200,
    call: async (c) => ({
      method: 'POST',
      url: `/api/questions/reports/${await make.bankReport(c)}/resolve`,
    }),
  },
  'POST /api/questions/images': {
    allowed: MANAGERS,
    success: 201,
    call: async (c) => ({
      method: 'POST',
      url: `/api/questions/images?customerId=${c.id}`,
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    }),
  },
  'GET /api/test-studio/:id/live': {
    allowed: MANAGERS,
    success: 200,
    call: async (c) => ({ method: 'GET', url: `/api/test-studio/${await centreTest(t, c.id)}/live` }),
  },
  'GET /api/test-studio/:id/live/events': {
    allowed: MANAGERS,
    success: 200,
    // maxSeconds=0: the snapshot, then the stream ends (an open stream would hold the matrix).
    call: async (c) => ({
      method: 'GET',
      url: `/api/test-studio/${await centreTest(t, c.id)}/live/events?maxSeconds=0`,
    }),
  },
  'POST /api/test-studio/:id/attempts/:attemptId/extend': {
    allowed: MANAGERS,
    success: 200,
    call: async (c) => {
      const { testId, attemptId } = await make.liveAttempt(c);
      return {
        method: 'POST',
        url: `/api/test-studio/${testId}/attempts/${attemptId}/extend`,
        body: { minutes: 5, reason: 'Power cut' },
      };
    },
  },
  'POST /api/test-studio/:id/grants': {
    allowed: MANAGERS,
    success: 201,
    call: async (c) => ({
      method: 'POST',
      url: `/api/test-studio/${await centreTest(t, c.id)}/grants`,
      body: { userId: c.student.id, reason: 'Ill on the day' },
    }),
  },
  // The test composer (issue 17 points 1 to 3): staff only; a centre's tests are its own.
  'GET /api/test-studio/tests': {
    allowed: MANAGERS,
    success: 200,
    call: get('/api/test-studio/tests?q=matrix'),
  },
  'GET /api/test-studio/meta': { allowed: MANAGERS, success: 200, call: get('/api/test-studio/meta') },
  // Issue 18 point 2: fixing a test's key; the super admin's own object is a global test.
  'POST /api/test-studio/tests/:id/regrades': {
    allowed: MANAGERS,
    success: 202,
    call: async (c, token) => ({
      method: 'POST',
      url: `/api/test-studio/tests/${await make.studioTest(c, 'published', token)}/regrades`,
      body: { action: 'drop', position: 1, marks: 'full' },
    }),
  },
  'GET /api/test-studio/tests/:id/regrades': {
    allowed: MANAGERS,
    success: 200,
    call: async (c, token) =>
      get(`/api/test-studio/tests/${await make.studioTest(c, 'empty', token)}/regrades`)(),
  },
  'POST /api/test-studio/tests': {
    allowed: MANAGERS,
    success: 201,
    call: async () => ({ method: 'POST', url: '/api/test-studio/tests', body: studioDetails() }),
  },
  'GET /api/test-studio/tests/:id': {
    allowed: MANAGERS,
    success: 200,
    call: async (c, token) => get(`/api/test-studio/tests/${await make.studioTest(c, 'empty', token)}`)(),
  },
  'PUT /api/test-studio/tests/:id': {
    allowed: MANAGERS,
    success: 200,
    call: async (c, token) => ({
      method: 'PUT',
      url: `/api/test-studio/tests/${await make.studioTest(c, 'empty', token)}`,
      body: studioDetails(),
    }),
  },
  'PUT /api/test-studio/tests/:id/paper': {
    allowed: MANAGERS,
    success: 200,
    call: async (c, token) => ({
      method: 'PUT',
      url: `/api/test-studio/tests/${await make.studioTest(c, 'empty', token)}/paper`,
      body: { questionIds: [] },
    }),
  },
  'POST /api/test-studio/tests/:id/blueprint': {
    allowed: MANAGERS,
    success: 200,
    call: async (c, token) => ({
      method: 'POST',
      url: `/api/test-studio/tests/${await make.studioTest(c, 'empty', token)}/blueprint`,
      body: { rows: [{ subjectId: polityId, count: 2 }], seed: 'matrix' },
    }),
  },
  'GET /api/test-studio/tests/:id/preview': {
    allowed: MANAGERS,
    success: 200,
    call: async (c, token) =>
      get(`/api/test-studio/tests/${await make.studioTest(c, 'paper', token)}/preview`)(),
  },
  'POST /api/test-studio/tests/:id/publish': {
    allowed: MANAGERS,
    success: 200,
    call: async (c, token) => ({
      method: 'POST',
      url: `/api/test-studio/tests/${await make.studioTest(c, 'paper', token)}/publish`,
    }),
  },
  'POST /api/test-studio/tests/:id/archive': {
    allowed: MANAGERS,
    success: 200,
    call: async (c, token) => ({
      method: 'POST',
      url: `/api/test-studio/tests/${await make.studioTest(c, 'published', token)}/archive`,
    }),
  },
  'POST /api/test-studio/tests/:id/clone': {
    allowed: MANAGERS,
    success: 201,
    call: async (c, token) => ({
      method: 'POST',
      url: `/api/test-studio/tests/${await make.studioTest(c, 'empty', token)}/clone`,
    }),
  },
  'PUT /api/test-studio/tests/:id/schedule': {
    allowed: MANAGERS,
    success: 200,
    call: async (c, token) => ({
      method: 'PUT',
      url: `/api/test-studio/tests/${await make.studioTest(c, 'empty', token)}/schedule`,
      body: {
        audience: token === superAdmin.token ? 'everyone' : 'centre',
        opensAt: '2026-11-29T10:00:00+05:30',
        closesAt: '2026-11-29T11:00:00+05:30',
      },
    }),
  },
  // Issue 18: a test's item analysis: its centre's staff; the super admin the global tests only.
  'GET /api/test-studio/tests/:id/analysis': {
    allowed: MANAGERS,
    success: 200,
    call: async (c, token) =>
      get(
        `/api/test-studio/tests/${await centreTest(t, token === superAdmin.token ? null : c.id)}/analysis`,
      )(),
  },
  // Issue 18 point 4: a test's results report and result cards, by the analysis's rule.
  'GET /api/test-studio/tests/:id/results-report': {
    allowed: MANAGERS,
    success: 200,
    call: async (c, token) => {
      const { testId } = await make.testResult(c, token);
      return get(`/api/test-studio/tests/${testId}/results-report?format=csv`)();
    },
  },
  'GET /api/test-studio/tests/:id/results/:resultId/card.pdf': {
    allowed: MANAGERS,
    success: 200,
    call: async (c, token) => {
      const { testId, resultId } = await make.testResult(c, token);
      return get(`/api/test-studio/tests/${testId}/results/${resultId}/card.pdf`)();
    },
  },
  // The card of a result is read by whoever reads the result page: its owner (and the centre's admin).
  'GET /api/results/:id/card.pdf': {
    allowed: EVERYONE,
    success: 200,
    call: async (c, token) => get(`/api/results/${await make.result(own(c, token))}/card.pdf`)(),
  },
};

async function send(request: Call, token: string | undefined) {
  const caller = token && (request.token ?? token);
  const headers = { ...(request.headers ?? {}), ...(caller ? { authorization: `Bearer ${caller}` } : {}) };
  const res = await t.app.inject({
    method: request.method,
    url: request.url,
    headers,
    payload:
      request.payload ??
      (request.body === undefined ? undefined : (request.body as InjectOptions['payload'])),
  });
  return res.statusCode;
}

type Actor = 'anonymous' | 1 | 2 | 3 | 4;
const ACTORS: Actor[] = ['anonymous', 1, 2, 3, 4];

function tokenOf(actor: Actor, centre: Centre): string | undefined {
  if (actor === 'anonymous') return undefined;
  if (actor === 4) return superAdmin.token;
  return { 1: centre.admin, 2: centre.teacher, 3: centre.student }[actor].token;
}

function expectedStatus(row: Row, actor: Actor): number {
  if (row.allowed === PUBLIC) return row.success;
  if (actor === 'anonymous') return 401;
  return row.allowed.includes(actor) ? row.success : 403;
}

describe('role × route matrix (own centre)', () => {
  it('has a row for every endpoint of the contract, and none for an endpoint it does not declare', () => {
    const declared = new Set(ENDPOINTS.map((e) => e.name));
    const withoutRow = ENDPOINTS.filter((e) => !ROWS[e.name]).map((e) => `${e.name} (${e.declaredAt})`);
    expect(withoutRow, `Endpoints without a row in ROWS: ${withoutRow.join('; ')}`).toEqual([]);
    expect(Object.keys(ROWS).filter((name) => !declared.has(name))).toEqual([]);
  });

  it.each(ENDPOINTS.map((e) => [e.name] as const))('%s', async (name) => {
    const row = ROWS[name];
    if (!row) throw new Error(`${name} has no row in the access matrix: add one to ROWS.`);
    const got: Record<string, number> = {};
    const want: Record<string, number> = {};
    for (const actor of ACTORS) {
      const token = tokenOf(actor, c1);
      got[String(actor)] = await send(await row.call(c1, token), token);
      want[String(actor)] = expectedStatus(row, actor);
    }
    expect(got).toEqual(want);
  });
});

/** What a caller of another centre may get: 404 for objects it cannot see, 403 where its role or centre is refused. */
const CROSS_EXPECTED: Record<string, Partial<Record<1 | 2 | 3, number>>> = {
  'GET /api/customers/:customerId/users': { 1: 404, 2: 403, 3: 403 },
  'POST /api/users': { 1: 403, 2: 403, 3: 403 },
  'PUT /api/users/:id/role': { 1: 404, 2: 403, 3: 403 },
  'DELETE /api/users/:id': { 1: 404, 2: 403, 3: 403 },
  'POST /api/batches': { 1: 403, 2: 403, 3: 403 },
  'PUT /api/batches/:id': { 1: 404, 2: 403, 3: 403 },
  'DELETE /api/batches/:id': { 1: 404, 2: 403, 3: 403 },
  'GET /api/batches/:id/students': { 1: 404, 2: 403, 3: 403 },
  'POST /api/batches/:id/students': { 1: 404, 2: 403, 3: 403 },
  'DELETE /api/batches/:id/students/:userId': { 1: 404, 2: 403, 3: 403 },
  'GET /api/batches/:id': { 1: 404, 2: 404, 3: 403 },
  'POST /api/batches/import': { 1: 404, 2: 403, 3: 403 },
  'GET /api/students/:id/accommodation': { 1: 404, 2: 404, 3: 403 },
  'PUT /api/students/:id/accommodation': { 1: 404, 2: 404, 3: 403 },
  'GET /api/students/:id/overview': { 1: 404, 2: 404, 3: 403 },
  'GET /api/students/:id/results': { 1: 404, 2: 404, 3: 403 },
  'GET /api/students/:id/results/:resultId': { 1: 404, 2: 404, 3: 403 },
  'GET /api/students/:id/results/:resultId/solutions': { 1: 404, 2: 404, 3: 403 },
  'GET /api/students/:id/results/:resultId/card.pdf': { 1: 404, 2: 404, 3: 403 },
  'GET /api/drive/playback/:id': { 1: 404, 2: 404, 3: 404 },
  'GET /api/drive/progress/:id': { 1: 404, 2: 404, 3: 404 },
  'PUT /api/drive/progress/:id': { 1: 404, 2: 404, 3: 404 },
  'POST /api/drive/upload': { 1: 403, 2: 403, 3: 403 },
  'PATCH /api/drive/:id': { 1: 404, 2: 404, 3: 403 },
  'DELETE /api/drive/:id': { 1: 404, 2: 404, 3: 403 },
  'GET /api/questions/:id': { 1: 404, 2: 404, 3: 403 },
  'POST /api/questions': { 1: 403, 2: 403, 3: 403 },
  'PUT /api/questions/:id': { 1: 404, 2: 404, 3: 403 },
  'POST /api/questions/bulk': { 1: 404, 2: 404, 3: 403 },
  'POST /api/questions/topics': { 1: 403, 2: 403, 3: 403 },
  'POST /api/questions/reports/:id/resolve': { 1: 404, 2: 404, 3: 403 },
  'POST /api/questions/images': { 1: 403, 2: 403, 3: 403 },
  'GET /api/test-studio/:id/live': { 1: 404, 2: 404, 3: 403 },
  'GET /api/test-studio/:id/live/events': { 1: 404, 2: 404, 3: 403 },
  'POST /api/test-studio/:id/attempts/:attemptId/extend': { 1: 404, 2: 404, 3: 403 },
  'POST /api/test-studio/:id/grants': { 1: 404, 2: 404, 3: 403 },
  'GET /api/test-studio/tests/:id': { 1: 404, 2: 404, 3: 403 },
  'PUT /api/test-studio/tests/:id': { 1: 404, 2: 404, 3: 403 },
  'PUT /api/test-studio/tests/:id/paper': { 1: 404, 2: 404, 3: 403 },
  'POST /api/test-studio/tests/:id/blueprint': { 1: 404, 2: 404, 3: 403 },
  'GET /api/test-studio/tests/:id/preview': { 1: 404, 2: 404, 3: 403 },
  'POST /api/test-studio/tests/:id/publish': { 1: 404, 2: 404, 3: 403 },
  'POST /api/test-studio/tests/:id/archive': { 1: 404, 2: 404, 3: 403 },
  'POST /api/test-studio/tests/:id/clone': { 1: 404, 2: 404, 3: 403 },
  'PUT /api/test-studio/tests/:id/schedule': { 1: 404, 2: 404, 3: 403 },
  'GET /api/test-studio/tests/:id/analysis': { 1: 404, 2: 404, 3: 403 },
  'POST /api/test-studio/tests/:id/regrades': { 1: 404, 2: 404, 3: 403 },
  'GET /api/test-studio/tests/:id/regrades': { 1: 404, 2: 404, 3: 403 },
  'GET /api/test-studio/tests/:id/results-report': { 1: 404, 2: 404, 3: 403 },
  'GET /api/test-studio/tests/:id/results/:resultId/card.pdf': { 1: 404, 2: 404, 3: 403 },
};

describe('two-centre cross-access matrix', () => {
  const pairs = () =>
    [
      ['centre 2 → centre 1', c2, c1],
      ['centre 1 → centre 2', c1, c2],
    ] as const;

  it.each(Object.keys(CROSS_EXPECTED))("%s on another centre's objects: never 2xx", async (name) => {
    const row = ROWS[name]!;
    for (const [label, actorCentre, ownerCentre] of pairs()) {
      const got: Record<string, number> = {};
      for (const actor of [1, 2, 3] as const) {
        const token = tokenOf(actor, actorCentre);
        got[actor] = await send(await row.call(ownerCentre, token), token);
      }
      expect(got, label).toEqual(CROSS_EXPECTED[name]);
    }
    // The super admin reaches both centres.
    for (const centre of [c1, c2]) {
      expect(await send(await row.call(centre, superAdmin.token), superAdmin.token)).toBe(row.success);
    }
  });

  it("lists nothing of another centre's users, batches or lectures", async () => {
    const lecture = await make.lecture(c1);
    const batch = await make.batch(c1);
    const ids = {
      users: async (token: string) => (await call(t, listUsers, { token })).data.users.map((x) => x.id),
      batches: async (token: string) => (await call(t, listBatches, { token })).data.batches.map((x) => x.id),
      files: async (token: string) => (await call(t, listDriveFiles, { token })).data.files.map((x) => x.id),
    };
    expect(await ids.users(c2.admin.token)).not.toContain(c1.student.id);
    expect(await ids.batches(c2.admin.token)).not.toContain(batch);
    for (const token of [c2.admin.token, c2.teacher.token, c2.student.token]) {
      expect(await ids.files(token)).not.toContain(lecture);
    }
    expect(await ids.files(c1.student.token)).toContain(lecture);
    const filtered = await call(t, listBatches, { query: { customer_id: c1.id }, token: c2.admin.token });
    expect(filtered.statusCode).toBe(404);
  });
});

describe('owner-only objects (issue 7)', () => {
  it("answers 404 to every other caller, of any role or centre, for a student's practice set and plan item", async () => {
    const owner = c1.student.token;
    const set = await make.practiceSet(owner);
    const item = await make.planItem(owner);
    const result = await make.result(owner);
    const calls: Call[] = [
      { method: 'GET', url: `/api/results/${result}/solutions` },
      { method: 'GET', url: `/api/results/${result}/scorecard` },
      { method: 'GET', url: `/api/practice/${set}` },
      { method: 'POST', url: `/api/practice/${set}/answers`, body: { position: 1, selectedAnswer: 0 } },
      { method: 'PATCH', url: `/api/study-plan/items/${item}`, body: { done: true } },
    ];
    const others = {
      'another student of the centre': await signIn(t, (await make.studentAccount(c1)).email),
      "the centre's teacher": c1.teacher.token,
      "the centre's admin": c1.admin.token,
      'the super admin': superAdmin.token,
      'a student of another centre': c2.student.token,
      'the admin of another centre': c2.admin.token,
    };
    for (const request of calls) {
      const got: Record<string, number> = {};
      for (const [who, token] of Object.entries(others)) got[who] = await send(request, token);
      got.anonymous = await send(request, undefined);
      expect(got, `${request.method} ${request.url}`).toEqual({
        'another student of the centre': 404,
        "the centre's teacher": 404,
        "the centre's admin": 404,
        'the super admin': 404,
        'a student of another centre': 404,
        'the admin of another centre': 404,
        anonymous: 401,
      });
    }
    // Nothing was answered or checked off by them: the owner still answers position 1 and checks the item.
    for (const request of calls) {
      expect(await send(request, owner), `${request.method} ${request.url}`).toBe(200);
    }
    // Nobody else lists the set.
    for (const token of Object.values(others)) {
      const list = await call(t, listPractice, { token });
      expect(list.data.sets.map((s) => s.id)).not.toContain(set);
    }
  });
});
