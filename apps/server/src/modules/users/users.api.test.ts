import { MESSAGES } from '@aspirant/contract/fields.ts';
import { USER_MESSAGES } from '@aspirant/contract/users.ts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, results, users } from '../../db/schema.ts';
import { type Centre, createCentre, demoAccounts, signIn } from '../../test-support/accounts.ts';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../../test-support/app.ts';

let t: TestContext;
let c1: Centre;
let c2: Centre;
let superAdmin: { id: number; token: string };

beforeAll(async () => {
  t = await createTestContext();
  const demo = await demoAccounts(t);
  c1 = demo.centre1;
  superAdmin = demo.superAdmin;
  c2 = await createCentre(t, superAdmin.token, 'Second Centre');
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const email = (label: string) => `${label}-${++n}@example.com`;

/** A user created by the super admin; returns its id, email and a signed-in token. */
async function makeUser(roleId: number, customerId: number | null) {
  const address = email(`r${roleId}`);
  const res = await t.request('POST', '/api/users', {
    token: superAdmin.token,
    body: { name: 'Made', email: address, password: DEMO_PASSWORD, role_id: roleId, customer_id: customerId },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.data.user.id as number, email: address, token: await signIn(t, address) };
}

describe('GET /api/roles', () => {
  it('lists the four roles for administrators', async () => {
    for (const token of [c1.admin.token, superAdmin.token]) {
      const res = await t.request('GET', '/api/roles', { token });
      expect(res.statusCode).toBe(200);
      expect(res.data).toEqual({
        success: true,
        roles: [
          { id: 1, role_name: 'Coaching Admin' },
          { id: 2, role_name: 'Teacher' },
          { id: 3, role_name: 'Student' },
          { id: 4, role_name: 'Super Admin' },
        ],
      });
    }
    expect((await t.request('GET', '/api/roles', { token: c1.teacher.token })).statusCode).toBe(403);
    expect((await t.request('GET', '/api/roles', {})).statusCode).toBe(401);
  });
});

describe('listing users', () => {
  it('gives the super admin everyone, a coaching admin only its own centre', async () => {
    const all = await t.request('GET', '/api/users', { token: superAdmin.token });
    expect(all.statusCode).toBe(200);
    const allIds = all.data.users.map((u: { id: number }) => u.id);
    for (const id of [c1.admin.id, c1.student.id, superAdmin.id, c2.admin.id, c2.student.id]) {
      expect(allIds).toContain(id);
    }
    const own = await t.request('GET', '/api/users', { token: c1.admin.token });
    expect(own.data.users).toEqual([
      {
        id: c1.admin.id,
        name: 'Coaching Admin',
        email: 'admin@aspirant.test',
        role_id: 1,
        customer_id: c1.id,
      },
      {
        id: c1.teacher.id,
        name: 'Teacher Demo',
        email: 'teacher@aspirant.test',
        role_id: 2,
        customer_id: c1.id,
      },
      {
        id: c1.student.id,
        name: 'Student Demo',
        email: 'student@aspirant.test',
        role_id: 3,
        customer_id: c1.id,
      },
    ]);
    const other = await t.request('GET', '/api/users', { token: c2.admin.token });
    expect(other.data.users.map((u: { id: number }) => u.id)).toEqual([
      c2.admin.id,
      c2.teacher.id,
      c2.student.id,
    ]);
  });

  it('lists the users of a centre the caller reaches; any other answers 404 like an unknown one', async () => {
    const mine = await t.request('GET', `/api/customers/${c1.id}/users`, { token: c1.admin.token });
    expect(mine.data.users).toHaveLength(3);
    const theirs = await t.request('GET', `/api/customers/${c2.id}/users`, { token: c1.admin.token });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.data.message).toBe(USER_MESSAGES.customerNotFound);
    const unknown = await t.request('GET', '/api/customers/999999/users', { token: superAdmin.token });
    expect(unknown.statusCode).toBe(404);
    const any = await t.request('GET', `/api/customers/${c2.id}/users`, { token: superAdmin.token });
    expect(any.data.users.map((u: { id: number }) => u.id)).toEqual([
      c2.admin.id,
      c2.teacher.id,
      c2.student.id,
    ]);
    const bad = await t.request('GET', '/api/customers/abc/users', { token: superAdmin.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.message).toBe(USER_MESSAGES.badCustomerId);
  });

  it('lists coaching centres: all for the super admin, its own for a coaching admin', async () => {
    const all = await t.request('GET', '/api/customers', { token: superAdmin.token });
    expect(all.data.customers).toEqual([
      { id: c1.id, name: 'Aspirant Demo Coaching Centre' },
      { id: c2.id, name: 'Second Centre' },
    ]);
    const own = await t.request('GET', '/api/customers', { token: c2.admin.token });
    expect(own.data.customers).toEqual([{ id: c2.id, name: 'Second Centre' }]);
  });
});

describe('POST /api/users', () => {
  it('lets a coaching admin add a teacher or student to its own centre (left out means its own)', async () => {
    const address = email('New.Student').toUpperCase();
    const res = await t.request('POST', '/api/users', {
      token: c1.admin.token,
      body: {
        name: ' New Student ',
        email: address,
        password: 'a good password',
        role_id: 3,
        customer_id: c1.id,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.data).toEqual({
      success: true,
      user: {
        id: expect.any(Number),
        name: 'New Student',
        email: address.toLowerCase(),
        role_id: 3,
        customer_id: c1.id,
      },
    });
    expect(await signIn(t, address.toLowerCase(), 'a good password')).toEqual(expect.any(String));
    const implicit = await t.request('POST', '/api/users', {
      token: c1.admin.token,
      body: { name: 'T', email: email('t'), password: 'a good password', role_id: 2 },
    });
    expect(implicit.data.user).toMatchObject({ role_id: 2, customer_id: c1.id });
  });

  it.each([
    [{ role_id: 1 }, 403, USER_MESSAGES.cannotGrantRole],
    [{ role_id: 4 }, 403, USER_MESSAGES.cannotGrantRole],
    [{ customer_id: 'other' }, 403, USER_MESSAGES.otherCentre],
    [{ customer_id: null }, 403, USER_MESSAGES.otherCentre],
    [{ role_id: 7 }, 400, USER_MESSAGES.badRole],
    [{ role_id: '3' }, 400, USER_MESSAGES.badRole],
    [{ is_admin: true }, 400, 'Unknown field: is_admin.'],
    [{ name: '' }, 400, MESSAGES.nameRequired],
    [{ email: 'not-an-email' }, 400, MESSAGES.emailInvalid],
    [{ password: 'short' }, 400, MESSAGES.passwordTooShort],
    [{ email: 'student@aspirant.test' }, 409, MESSAGES.emailTaken],
  ])('refuses a coaching admin %j with %i', async (change, status, message) => {
    const body: Record<string, unknown> = {
      name: 'Someone',
      email: email('x'),
      password: 'a good password',
      role_id: 3,
      customer_id: c1.id,
      ...change,
    };
    if (body.customer_id === 'other') body.customer_id = c2.id;
    const res = await t.request('POST', '/api/users', { token: c1.admin.token, body });
    expect(res.statusCode).toBe(status);
    expect(res.data.message).toBe(message);
  });

  it('lets the super admin add any role anywhere, but a coaching admin needs a centre', async () => {
    const superUser = await t.request('POST', '/api/users', {
      token: superAdmin.token,
      body: { name: 'S', email: email('s'), password: 'a good password', role_id: 4, customer_id: null },
    });
    expect(superUser.data.user).toMatchObject({ role_id: 4, customer_id: null });
    const noCentre = await t.request('POST', '/api/users', {
      token: superAdmin.token,
      body: { name: 'A', email: email('a'), password: 'a good password', role_id: 1 },
    });
    expect(noCentre.statusCode).toBe(400);
    expect(noCentre.data.message).toBe(USER_MESSAGES.adminNeedsCentre);
    const unknown = await t.request('POST', '/api/users', {
      token: superAdmin.token,
      body: { name: 'A', email: email('a'), password: 'a good password', role_id: 2, customer_id: 999999 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.data.message).toBe(USER_MESSAGES.customerNotFound);
  });
});

describe('PUT /api/users/:id/role', () => {
  it('changes a role; the change holds on the user’s very next request', async () => {
    const student = await makeUser(3, c1.id);
    const res = await t.request('PUT', `/api/users/${student.id}/role`, {
      token: superAdmin.token,
      body: { role_id: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({
      success: true,
      user: { id: student.id, name: 'Made', email: student.email, role_id: 2, customer_id: c1.id },
    });
    expect((await t.request('GET', '/api/auth/user', { token: student.token })).data.user.role_id).toBe(2);
    const back = await t.request('PUT', `/api/users/${student.id}/role`, {
      token: c1.admin.token,
      body: { role_id: 3 },
    });
    expect(back.data.user.role_id).toBe(3);
  });

  it('keeps a coaching admin to teachers and students of its own centre', async () => {
    const teacher = await makeUser(2, c1.id);
    for (const roleId of [1, 4]) {
      const res = await t.request('PUT', `/api/users/${teacher.id}/role`, {
        token: c1.admin.token,
        body: { role_id: roleId },
      });
      expect(res.statusCode).toBe(403);
      expect(res.data.message).toBe(USER_MESSAGES.cannotGrantRole);
    }
    const otherCentre = await t.request('PUT', `/api/users/${c2.student.id}/role`, {
      token: c1.admin.token,
      body: { role_id: 2 },
    });
    expect(otherCentre.statusCode).toBe(404);
    expect(otherCentre.data.message).toBe(USER_MESSAGES.userNotFound);
    const superOne = await t.request('PUT', `/api/users/${superAdmin.id}/role`, {
      token: c1.admin.token,
      body: { role_id: 3 },
    });
    expect(superOne.statusCode).toBe(404);
    const itself = await t.request('PUT', `/api/users/${c1.admin.id}/role`, {
      token: c1.admin.token,
      body: { role_id: 3 },
    });
    expect(itself.statusCode).toBe(403);
    expect(itself.data.message).toBe(USER_MESSAGES.cannotManageAdmins);
    // A super admin that happens to carry the centre's id is still out of a coaching admin's reach.
    const superInCentre = await makeUser(4, c1.id);
    const demote = await t.request('PUT', `/api/users/${superInCentre.id}/role`, {
      token: c1.admin.token,
      body: { role_id: 3 },
    });
    expect(demote.statusCode).toBe(403);
    expect(demote.data.message).toBe(USER_MESSAGES.cannotManageAdmins);
  });

  it('refuses unknown ids and fields, bad roles, and a coaching admin without a centre', async () => {
    const unknown = await t.request('PUT', '/api/users/999999/role', {
      token: superAdmin.token,
      body: { role_id: 3 },
    });
    expect(unknown.statusCode).toBe(404);
    const extra = await t.request('PUT', `/api/users/${c1.student.id}/role`, {
      token: superAdmin.token,
      body: { role_id: 3, customer_id: c2.id },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.data.message).toBe('Unknown field: customer_id.');
    const bad = await t.request('PUT', `/api/users/${c1.student.id}/role`, {
      token: superAdmin.token,
      body: { role_id: 0 },
    });
    expect(bad.data.message).toBe(USER_MESSAGES.badRole);
    const solo = await t.request('POST', '/api/auth/register', {
      body: { name: 'Solo', email: email('solo'), password: 'a good password' },
    });
    const noCentre = await t.request('PUT', `/api/users/${solo.data.user.id}/role`, {
      token: superAdmin.token,
      body: { role_id: 1 },
    });
    expect(noCentre.statusCode).toBe(400);
    expect(noCentre.data.message).toBe(USER_MESSAGES.adminNeedsCentre);
  });
});

describe('DELETE /api/users/:id', () => {
  it('refuses deleting oneself', async () => {
    for (const actor of [superAdmin, c1.admin]) {
      const res = await t.request('DELETE', `/api/users/${actor.id}`, { token: actor.token });
      expect(res.statusCode).toBe(403);
      expect(res.data.message).toBe(USER_MESSAGES.cannotDeleteSelf);
    }
  });

  it("answers another centre's user like an unknown one", async () => {
    const res = await t.request('DELETE', `/api/users/${c2.student.id}`, { token: c1.admin.token });
    expect(res.statusCode).toBe(404);
    expect(res.data.message).toBe(USER_MESSAGES.userNotFound);
    const other = await t.request('GET', '/api/users', { token: c2.admin.token });
    expect(other.data.users.map((u: { id: number }) => u.id)).toContain(c2.student.id);
  });

  it('soft-deletes: no sign-in, every session revoked, gone from lists, address free again', async () => {
    const teacher = await makeUser(2, c1.id);
    const otherDevice = await signIn(t, teacher.email);
    const res = await t.request('DELETE', `/api/users/${teacher.id}`, { token: c1.admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ success: true, message: USER_MESSAGES.userDeleted });
    for (const token of [teacher.token, otherDevice]) {
      const me = await t.request('GET', '/api/auth/user', { token });
      expect(me.statusCode).toBe(401);
      expect(me.data.message).toBe(MESSAGES.unauthenticated);
    }
    const login = await t.request('POST', '/api/auth/login', {
      body: { email: teacher.email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect(login.data.message).toBe(MESSAGES.invalidCredentials);
    const list = await t.request('GET', '/api/users', { token: superAdmin.token });
    expect(list.data.users.map((u: { id: number }) => u.id)).not.toContain(teacher.id);
    const again = await t.request('DELETE', `/api/users/${teacher.id}`, { token: superAdmin.token });
    expect(again.statusCode).toBe(404);
    const role = await t.request('PUT', `/api/users/${teacher.id}/role`, {
      token: superAdmin.token,
      body: { role_id: 3 },
    });
    expect(role.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, teacher.id));
    expect(row!.deletedAt).toEqual(t.clock.now());
    const reuse = await t.request('POST', '/api/users', {
      token: c1.admin.token,
      body: { name: 'Again', email: teacher.email, password: 'a good password', role_id: 2 },
    });
    expect(reuse.statusCode).toBe(201);
    expect(reuse.data.user.id).not.toBe(teacher.id);
  });

  it("keeps a deleted student's results, so nobody's rank moves", async () => {
    const quick = await t.request('GET', '/api/tests?search=quick practice', { token: c1.student.token });
    const testId = quick.data.tests[0].id as number;
    const take = async (token: string, isRight: boolean) => {
      const start = await t.request('POST', `/api/v2/tests/${testId}/start-enhanced`, { token, body: {} });
      const ids = await t.request('GET', `/api/tests/${testId}/question-ids`, { token });
      const key = await t.database.db
        .select({ id: questions.id, correct: questions.correctIndex })
        .from(questions)
        .where(inArray(questions.id, ids.data.questionIds));
      const answers = isRight ? key.map((q) => ({ questionId: q.id, selectedAnswer: q.correct })) : [];
      const submit = await t.request('POST', '/api/results', {
        token,
        body: { testId, sessionUuid: start.data.sessionUuid, answers },
      });
      expect(submit.statusCode).toBe(201);
      return submit.data.result.id as number;
    };
    const leaving = await makeUser(3, c1.id);
    const staying = await makeUser(3, c1.id);
    const leavingResult = await take(leaving.token, true);
    const stayingResult = await take(staying.token, false);
    const before = await t.request('GET', `/api/results/${stayingResult}`, { token: staying.token });
    expect(before.statusCode).toBe(200);
    await t.request('DELETE', `/api/users/${leaving.id}`, { token: c1.admin.token });
    const after = await t.request('GET', `/api/results/${stayingResult}`, { token: staying.token });
    expect(after.statusCode).toBe(200);
    // The one who left scored higher: the one who stays is still behind them.
    expect(after.data.result.rank).toEqual(before.data.result.rank);
    expect(after.data.result.rank.rank).toBe(before.data.result.rank.takers);
    expect(after.data).toEqual(before.data);
    const kept = await t.database.db.select().from(results).where(eq(results.id, leavingResult));
    expect(kept).toHaveLength(1);
  });
});

describe('the last super admin', () => {
  let fresh: TestContext;
  beforeAll(async () => {
    fresh = await createTestContext();
  });
  afterAll(async () => {
    await fresh.close();
  });

  const superAdminNamed = async (token: string, label: string) => {
    const address = email(label);
    const res = await fresh.request('POST', '/api/users', {
      token,
      body: { name: label, email: address, password: DEMO_PASSWORD, role_id: 4, customer_id: null },
    });
    return { id: res.data.user.id as number, token: await signIn(fresh, address) };
  };

  it('cannot be demoted, by itself or anyone', async () => {
    const only = await signIn(fresh, 'superadmin@aspirant.test');
    const me = (await fresh.request('GET', '/api/auth/user', { token: only })).data.user;
    const res = await fresh.request('PUT', `/api/users/${me.id}/role`, { token: only, body: { role_id: 3 } });
    expect(res.statusCode).toBe(409);
    expect(res.data.message).toBe(USER_MESSAGES.lastSuperAdminDemote);
    // With a second one, the first may step down; then the second is the last.
    const second = await superAdminNamed(only, 'second');
    const stepDown = await fresh.request('PUT', `/api/users/${me.id}/role`, {
      token: only,
      body: { role_id: 3 },
    });
    expect(stepDown.statusCode).toBe(200);
    const last = await fresh.request('PUT', `/api/users/${second.id}/role`, {
      token: second.token,
      body: { role_id: 2 },
    });
    expect(last.statusCode).toBe(409);
    expect(last.data.message).toBe(USER_MESSAGES.lastSuperAdminDemote);
    await fresh.request('PUT', `/api/users/${me.id}/role`, { token: second.token, body: { role_id: 4 } });
  });

  it('survives two super admins deleting each other at the same moment', async () => {
    const a = await superAdminNamed(await signIn(fresh, 'superadmin@aspirant.test'), 'a');
    const b = await superAdminNamed(a.token, 'b');
    // Leave exactly a and b.
    const everyone = (await fresh.request('GET', '/api/users', { token: a.token })).data.users;
    for (const user of everyone.filter(
      (u: { role_id: number; id: number }) => u.role_id === 4 && u.id !== a.id && u.id !== b.id,
    )) {
      expect((await fresh.request('DELETE', `/api/users/${user.id}`, { token: a.token })).statusCode).toBe(
        200,
      );
    }
    const [ab, ba] = await Promise.all([
      fresh.request('DELETE', `/api/users/${b.id}`, { token: a.token }),
      fresh.request('DELETE', `/api/users/${a.id}`, { token: b.token }),
    ]);
    const statuses = [ab!.statusCode, ba!.statusCode].sort();
    expect(statuses[0]).toBe(200);
    // The other one either lost its session first (401) or found itself the last super admin (409).
    expect([401, 409]).toContain(statuses[1]);
    if (statuses[1] === 409) {
      expect([ab!, ba!].find((r) => r.statusCode === 409)!.data.message).toBe(
        USER_MESSAGES.lastSuperAdminDelete,
      );
    }
    const left = await fresh.database.db.select().from(users).where(eq(users.roleId, 4));
    expect(left.filter((u) => u.deletedAt === null)).toHaveLength(1);
  });
});
