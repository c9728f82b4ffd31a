import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Centre, createCentre, demoAccounts, signIn } from '../test-support/accounts.ts';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../test-support/app.ts';

/**
 * Issue 6 point 8: every user, batch and lecture endpoint against anonymous callers and roles 1-4, and
 * against the users of another coaching centre. No caller gets a 2xx it should not. Issue 7: every endpoint of
 * Detailed Analytics, the Progress Tracker, the subject page, practice mode, the study plan and the profile is
 * open to every signed-in user on their own data only (401 without a session), and a practice set or a plan item
 * answers 404 to anyone but its owner, whatever their role.
 */

let t: TestContext;
let c1: Centre;
let c2: Centre;
let superAdmin: { id: number; token: string };
let polityId: number;

beforeAll(async () => {
  t = await createTestContext();
  const demo = await demoAccounts(t);
  c1 = demo.centre1;
  superAdmin = demo.superAdmin;
  c2 = await createCentre(t, superAdmin.token, 'Second Centre');
  const options = await t.request('GET', '/api/practice/options', { token: c1.student.token });
  polityId = (options.data.subjects as { id: number; name: string }[]).find((s) => s.name === 'Polity')!.id;
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
    const res = await t.request('POST', '/api/users', {
      token: superAdmin.token,
      body: { name: 'Target', email, password: DEMO_PASSWORD, role_id: 3, customer_id: centre.id },
    });
    return { id: res.data.user.id as number, email };
  },
  async student(centre: Centre) {
    return (await make.studentAccount(centre)).id;
  },
  async batch(centre: Centre, withStudent?: number) {
    const res = await t.request('POST', '/api/batches', {
      token: superAdmin.token,
      body: { name: unique('Batch'), startDate: '2026-07-01', customer_id: centre.id },
    });
    const id = res.data.batch.id as number;
    if (withStudent !== undefined) {
      await t.request('POST', `/api/batches/${id}/students`, {
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
    const res = await t.request('POST', '/api/practice', {
      token,
      body: { source: 'subject', subjectId: polityId, count: 2 },
    });
    return res.data.practice.id as number;
  },
  /** An item of a freshly generated study plan, owned by the holder of `token`. */
  async planItem(token: string) {
    const res = await t.request('POST', '/api/study-plan', { token, body: {} });
    const days = res.data.plan.days as { items: { id: number }[] }[];
    return days.flatMap((day) => day.items)[0]!.id;
  },
};

interface Call {
  method: InjectOptions['method'];
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  payload?: Buffer;
}

interface Row {
  name: string;
  /** Roles that may call it, and the status they get. */
  allowed: readonly number[];
  success: number;
  /**
   * Builds the call against objects of `centre`; `token` is the caller's (undefined when anonymous), for the
   * objects that only their owner may reach.
   */
  call: (centre: Centre, token: string | undefined) => Promise<Call>;
}

/** A call on the caller's own object; an anonymous caller gets the centre's student's. */
const own = (centre: Centre, token: string | undefined) => token ?? centre.student.token;

const ADMINS = [1, 4] as const;
const MANAGERS = [1, 2, 4] as const;
const EVERYONE = [1, 2, 3, 4] as const;

const ROWS: Row[] = [
  {
    name: 'GET /api/users',
    allowed: ADMINS,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/users' }),
  },
  {
    name: 'GET /api/roles',
    allowed: ADMINS,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/roles' }),
  },
  {
    name: 'GET /api/customers',
    allowed: ADMINS,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/customers' }),
  },
  {
    name: 'GET /api/customers/:id/users',
    allowed: ADMINS,
    success: 200,
    call: async (c) => ({ method: 'GET', url: `/api/customers/${c.id}/users` }),
  },
  {
    name: 'POST /api/users',
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
  {
    name: 'PUT /api/users/:id/role',
    allowed: ADMINS,
    success: 200,
    call: async (c) => ({
      method: 'PUT',
      url: `/api/users/${await make.student(c)}/role`,
      body: { role_id: 2 },
    }),
  },
  {
    name: 'DELETE /api/users/:id',
    allowed: ADMINS,
    success: 200,
    call: async (c) => ({ method: 'DELETE', url: `/api/users/${await make.student(c)}` }),
  },
  {
    name: 'GET /api/batches',
    allowed: ADMINS,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/batches' }),
  },
  {
    name: 'POST /api/batches',
    allowed: ADMINS,
    success: 201,
    call: async (c) => ({
      method: 'POST',
      url: '/api/batches',
      body: { name: unique('New batch'), startDate: '2026-07-01', customer_id: c.id },
    }),
  },
  {
    name: 'PUT /api/batches/:id',
    allowed: ADMINS,
    success: 200,
    call: async (c) => ({
      method: 'PUT',
      url: `/api/batches/${await make.batch(c)}`,
      body: { name: unique('Edited'), startDate: '2026-08-01', status: 'Completed' },
    }),
  },
  {
    name: 'DELETE /api/batches/:id',
    allowed: ADMINS,
    success: 200,
    call: async (c) => ({ method: 'DELETE', url: `/api/batches/${await make.batch(c)}` }),
  },
  {
    name: 'GET /api/batches/:id/students',
    allowed: ADMINS,
    success: 200,
    call: async (c) => ({ method: 'GET', url: `/api/batches/${await make.batch(c)}/students` }),
  },
  {
    name: 'POST /api/batches/:id/students',
    allowed: ADMINS,
    success: 200,
    call: async (c) => ({
      method: 'POST',
      url: `/api/batches/${await make.batch(c)}/students`,
      body: { user_ids: [await make.student(c)] },
    }),
  },
  {
    name: 'DELETE /api/batches/:id/students/:userId',
    allowed: ADMINS,
    success: 200,
    call: async (c) => {
      const student = await make.student(c);
      return { method: 'DELETE', url: `/api/batches/${await make.batch(c, student)}/students/${student}` };
    },
  },
  {
    name: 'GET /api/drive/list',
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/drive/list' }),
  },
  {
    name: 'GET /api/drive/playback/:id',
    allowed: EVERYONE,
    success: 200,
    call: async (c) => ({ method: 'GET', url: `/api/drive/playback/${await make.lecture(c)}` }),
  },
  {
    name: 'GET /api/drive/progress/:id',
    allowed: EVERYONE,
    success: 200,
    call: async (c) => ({ method: 'GET', url: `/api/drive/progress/${await make.lecture(c)}` }),
  },
  {
    name: 'PUT /api/drive/progress/:id',
    allowed: EVERYONE,
    success: 200,
    call: async (c) => ({
      method: 'PUT',
      url: `/api/drive/progress/${await make.lecture(c)}`,
      body: { positionSeconds: 3 },
    }),
  },
  {
    name: 'POST /api/drive/upload',
    allowed: MANAGERS,
    success: 201,
    call: async (c) => ({
      method: 'POST',
      url: `/api/drive/upload?name=Upload&customer_id=${c.id}`,
      headers: { 'content-type': 'video/webm' },
      payload: WEBM,
    }),
  },
  {
    name: 'PATCH /api/drive/:id',
    allowed: MANAGERS,
    success: 200,
    call: async (c) => ({
      method: 'PATCH',
      url: `/api/drive/${await make.lecture(c)}`,
      body: { name: 'Renamed' },
    }),
  },
  {
    name: 'DELETE /api/drive/:id',
    allowed: MANAGERS,
    success: 200,
    call: async (c) => ({ method: 'DELETE', url: `/api/drive/${await make.lecture(c)}` }),
  },
  // Issue 7: the student's own pages, for every role; there is no id of another user to ask for.
  {
    name: 'GET /api/performance/results',
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/performance/results?sort=rank&order=asc' }),
  },
  {
    name: 'GET /api/performance/overview',
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/performance/overview' }),
  },
  {
    name: 'GET /api/progress',
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/progress' }),
  },
  {
    name: 'PUT /api/progress/target',
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'PUT', url: '/api/progress/target', body: { targetScore: 70 } }),
  },
  {
    name: 'GET /api/subjects/:name/analytics',
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/subjects/Polity/analytics' }),
  },
  {
    name: 'GET /api/practice/options',
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/practice/options' }),
  },
  {
    name: 'GET /api/practice',
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/practice' }),
  },
  {
    name: 'POST /api/practice',
    allowed: EVERYONE,
    success: 201,
    call: async () => ({
      method: 'POST',
      url: '/api/practice',
      body: { source: 'subject', subjectId: polityId, count: 2 },
    }),
  },
  {
    name: 'GET /api/practice/:id',
    allowed: EVERYONE,
    success: 200,
    call: async (c, token) => ({
      method: 'GET',
      url: `/api/practice/${await make.practiceSet(own(c, token))}`,
    }),
  },
  {
    name: 'POST /api/practice/:id/answers',
    allowed: EVERYONE,
    success: 200,
    call: async (c, token) => ({
      method: 'POST',
      url: `/api/practice/${await make.practiceSet(own(c, token))}/answers`,
      body: { position: 1, selectedAnswer: 0 },
    }),
  },
  {
    name: 'GET /api/study-plan',
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/study-plan' }),
  },
  {
    name: 'POST /api/study-plan',
    allowed: EVERYONE,
    success: 201,
    call: async () => ({ method: 'POST', url: '/api/study-plan', body: {} }),
  },
  {
    name: 'PATCH /api/study-plan/items/:id',
    allowed: EVERYONE,
    success: 200,
    call: async (c, token) => ({
      method: 'PATCH',
      url: `/api/study-plan/items/${await make.planItem(own(c, token))}`,
      body: { done: true },
    }),
  },
  {
    name: 'GET /api/profile',
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'GET', url: '/api/profile' }),
  },
  {
    name: 'PUT /api/profile',
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'PUT', url: '/api/profile', body: { name: 'Same Name', bio: 'Matrix' } }),
  },
  {
    name: 'PUT /api/profile/photo',
    allowed: EVERYONE,
    success: 200,
    call: async () => ({
      method: 'PUT',
      url: '/api/profile/photo',
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    }),
  },
  {
    name: 'DELETE /api/profile/photo',
    allowed: EVERYONE,
    success: 200,
    call: async () => ({ method: 'DELETE', url: '/api/profile/photo' }),
  },
  {
    name: 'POST /api/profile/email-change',
    allowed: EVERYONE,
    success: 200,
    call: async () => ({
      method: 'POST',
      url: '/api/profile/email-change',
      body: { newEmail: `${unique('moved')}@matrix.test`, currentPassword: DEMO_PASSWORD },
    }),
  },
  {
    name: 'POST /api/profile/email-change/confirm',
    allowed: EVERYONE,
    success: 200,
    // The caller's own change, confirmed with the code mailed to the new address.
    call: async (c, token) => {
      const newEmail = `${unique('confirmed')}@matrix.test`;
      await t.request('POST', '/api/profile/email-change', {
        token: own(c, token),
        body: { newEmail, currentPassword: DEMO_PASSWORD },
      });
      const code = await t.mailbox.otpFor(newEmail, 'email change code');
      return { method: 'POST', url: '/api/profile/email-change/confirm', body: { code } };
    },
  },
];

async function send(call: Call, token: string | undefined) {
  const headers = { ...(call.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const res = await t.app.inject({
    method: call.method,
    url: call.url,
    headers,
    payload: call.payload ?? (call.body === undefined ? undefined : (call.body as InjectOptions['payload'])),
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

describe('role × route matrix (own centre)', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', async (_, row) => {
    const got: Record<string, number> = {};
    const want: Record<string, number> = {};
    for (const actor of ACTORS) {
      const token = tokenOf(actor, c1);
      got[String(actor)] = await send(await row.call(c1, token), token);
      want[String(actor)] = actor === 'anonymous' ? 401 : row.allowed.includes(actor) ? row.success : 403;
    }
    expect(got).toEqual(want);
  });

  it('changes passwords for every role and nobody anonymous', async () => {
    for (const actor of [1, 2, 3, 4] as const) {
      const token = tokenOf(actor, c1)!;
      const there = { currentPassword: DEMO_PASSWORD, newPassword: 'Matrix#2026' };
      const back = { currentPassword: 'Matrix#2026', newPassword: DEMO_PASSWORD };
      expect(await send({ method: 'POST', url: '/api/auth/change-password', body: there }, token)).toBe(200);
      expect(await send({ method: 'POST', url: '/api/auth/change-password', body: back }, token)).toBe(200);
    }
    const body = { currentPassword: DEMO_PASSWORD, newPassword: 'Matrix#2026' };
    expect(await send({ method: 'POST', url: '/api/auth/change-password', body }, undefined)).toBe(401);
  });
});

/** What a caller of another centre may get: 404 for objects it cannot see, 403 where its role or centre is refused. */
const CROSS_EXPECTED: Record<string, Partial<Record<1 | 2 | 3, number>>> = {
  'GET /api/customers/:id/users': { 1: 404, 2: 403, 3: 403 },
  'POST /api/users': { 1: 403, 2: 403, 3: 403 },
  'PUT /api/users/:id/role': { 1: 404, 2: 403, 3: 403 },
  'DELETE /api/users/:id': { 1: 404, 2: 403, 3: 403 },
  'POST /api/batches': { 1: 403, 2: 403, 3: 403 },
  'PUT /api/batches/:id': { 1: 404, 2: 403, 3: 403 },
  'DELETE /api/batches/:id': { 1: 404, 2: 403, 3: 403 },
  'GET /api/batches/:id/students': { 1: 404, 2: 403, 3: 403 },
  'POST /api/batches/:id/students': { 1: 404, 2: 403, 3: 403 },
  'DELETE /api/batches/:id/students/:userId': { 1: 404, 2: 403, 3: 403 },
  'GET /api/drive/playback/:id': { 1: 404, 2: 404, 3: 404 },
  'GET /api/drive/progress/:id': { 1: 404, 2: 404, 3: 404 },
  'PUT /api/drive/progress/:id': { 1: 404, 2: 404, 3: 404 },
  'POST /api/drive/upload': { 1: 403, 2: 403, 3: 403 },
  'PATCH /api/drive/:id': { 1: 404, 2: 404, 3: 403 },
  'DELETE /api/drive/:id': { 1: 404, 2: 404, 3: 403 },
};

describe('two-centre cross-access matrix', () => {
  const pairs = () =>
    [
      ['centre 2 → centre 1', c2, c1],
      ['centre 1 → centre 2', c1, c2],
    ] as const;

  it.each(Object.keys(CROSS_EXPECTED))("%s on another centre's objects: never 2xx", async (name) => {
    const row = ROWS.find((r) => r.name === name)!;
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
    const ids = async (url: string, token: string, key: string) =>
      ((await t.request('GET', url, { token })).data[key] as { id: number }[]).map((x) => x.id);
    expect(await ids('/api/users', c2.admin.token, 'users')).not.toContain(c1.student.id);
    expect(await ids('/api/batches', c2.admin.token, 'batches')).not.toContain(batch);
    for (const token of [c2.admin.token, c2.teacher.token, c2.student.token]) {
      expect(await ids('/api/drive/list', token, 'files')).not.toContain(lecture);
    }
    expect(await ids('/api/drive/list', c1.student.token, 'files')).toContain(lecture);
    const filtered = await t.request('GET', `/api/batches?customer_id=${c1.id}`, { token: c2.admin.token });
    expect(filtered.statusCode).toBe(404);
  });
});

describe('owner-only objects (issue 7)', () => {
  it("answers 404 to every other caller, of any role or centre, for a student's practice set and plan item", async () => {
    const owner = c1.student.token;
    const set = await make.practiceSet(owner);
    const item = await make.planItem(owner);
    const calls: Call[] = [
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
    for (const call of calls) {
      const got: Record<string, number> = {};
      for (const [who, token] of Object.entries(others)) got[who] = await send(call, token);
      got.anonymous = await send(call, undefined);
      expect(got, `${call.method} ${call.url}`).toEqual({
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
    for (const call of calls) expect(await send(call, owner), `${call.method} ${call.url}`).toBe(200);
    // Nobody else lists the set.
    for (const token of Object.values(others)) {
      const list = await t.request('GET', '/api/practice', { token });
      expect((list.data.sets as { id: number }[]).map((s) => s.id)).not.toContain(set);
    }
  });
});
