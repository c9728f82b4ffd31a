import { startAttempt, submitResult } from '@aspirant/contract/attempts.ts';
import { currentUser, login, register } from '@aspirant/contract/auth.ts';
import { MESSAGES } from '@aspirant/contract/fields.ts';
import { getResult } from '@aspirant/contract/results.ts';
import { getQuestionIds, listTests } from '@aspirant/contract/tests.ts';
import {
  createUser,
  deleteUser,
  listCustomers,
  listCustomerUsers,
  listRoles,
  listUsers,
  USER_MESSAGES,
  updateUserRole,
} from '@aspirant/contract/users.ts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, results, users } from '../../db/schema.ts';
import { type Centre, createCentre, demoAccounts, signIn } from '../../test-support/accounts.ts';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../../test-support/app.ts';
import { call } from '../../test-support/call.ts';

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
  const res = await call(t, createUser, {
    token: superAdmin.token,
    body: { name: 'Made', email: address, password: DEMO_PASSWORD, role_id: roleId, customer_id: customerId },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.data.user.id, email: address, token: await signIn(t, address) };
}

describe('GET /api/roles', () => {
  it('lists the four roles for administrators', async () => {
    for (const token of [c1.admin.token, superAdmin.token]) {
      const res = await call(t, listRoles, { token });
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
    expect((await call(t, listRoles, { token: c1.teacher.token })).statusCode).toBe(403);
    expect((await call(t, listRoles)).statusCode).toBe(401);
  });
});

describe('listing users', () => {
  it('gives the super admin everyone, a coaching admin only its own centre', async () => {
    const all = await call(t, listUsers, { token: superAdmin.token });
    expect(all.statusCode).toBe(200);
    const allIds = all.data.users.map((u) => u.id);
    for (const id of [c1.admin.id, c1.student.id, superAdmin.id, c2.admin.id, c2.student.id]) {
      expect(allIds).toContain(id);
    }
    const own = await call(t, listUsers, { token: c1.admin.token });
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
    const other = await call(t, listUsers, { token: c2.admin.token });
    expect(other.data.users.map((u) => u.id)).toEqual([c2.admin.id, c2.teacher.id, c2.student.id]);
  });

  it('lists the users of a centre the caller reaches; any other answers 404 like an unknown one', async () => {
    const mine = await call(t, listCustomerUsers, { params: { customerId: c1.id }, token: c1.admin.token });
    expect(mine.data.users).toHaveLength(3);
    const theirs = await call(t, listCustomerUsers, { params: { customerId: c2.id }, token: c1.admin.token });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.error.message).toBe(USER_MESSAGES.customerNotFound);
    const unknown = await call(t, listCustomerUsers, {
      params: { customerId: 999999 },
      token: superAdmin.token,
    });
    expect(unknown.statusCode).toBe(404);
    const any = await call(t, listCustomerUsers, { params: { customerId: c2.id }, token: superAdmin.token });
    expect(any.data.users.map((u) => u.id)).toEqual([c2.admin.id, c2.teacher.id, c2.student.id]);
    const bad = await call(t, listCustomerUsers, { params: { customerId: 'abc' }, token: superAdmin.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.error.message).toBe(USER_MESSAGES.badCustomerId);
  });

  it('lists coaching centres: all for the super admin, its own for a coaching admin', async () => {
    const all = await call(t, listCustomers, { token: superAdmin.token });
    expect(all.data.customers).toEqual([
      { id: c1.id, name: 'Aspirant Demo Coaching Centre' },
      { id: c2.id, name: 'Second Centre' },
    ]);
    const own = await call(t, listCustomers, { token: c2.admin.token });
    expect(own.data.customers).toEqual([{ id: c2.id, name: 'Second Centre' }]);
  });
});

describe('POST /api/users', () => {
  it('lets a coaching admin add a teacher or student to its own centre (left out means its own)', async () => {
    const address = email('New.Student').toUpperCase();
    const res = await call(t, createUser, {
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
    const implicit = await call(t, createUser, {
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
    [{ password: 'short' }, 400, MESSAGES.passwordRule],
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
    const res = await call(t, createUser, { token: c1.admin.token, rawBody: body });
    expect(res.statusCode).toBe(status);
    expect(res.error.message).toBe(message);
  });

  it('lets the super admin add any role anywhere, but a coaching admin needs a centre', async () => {
    const superUser = await call(t, createUser, {
      token: superAdmin.token,
      body: { name: 'S', email: email('s'), password: 'a good password', role_id: 4, customer_id: null },
    });
    expect(superUser.data.user).toMatchObject({ role_id: 4, customer_id: null });
    const noCentre = await call(t, createUser, {
      token: superAdmin.token,
      body: { name: 'A', email: email('a'), password: 'a good password', role_id: 1 },
    });
    expect(noCentre.statusCode).toBe(400);
    expect(noCentre.error.message).toBe(USER_MESSAGES.adminNeedsCentre);
    const unknown = await call(t, createUser, {
      token: superAdmin.token,
      body: { name: 'A', email: email('a'), password: 'a good password', role_id: 2, customer_id: 999999 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.error.message).toBe(USER_MESSAGES.customerNotFound);
  });
});

describe('PUT /api/users/:id/role', () => {
  it('changes a role; the change holds on the user’s very next request', async () => {
    const student = await makeUser(3, c1.id);
    const res = await call(t, updateUserRole, {
      params: { id: student.id },
      token: superAdmin.token,
      body: { role_id: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({
      success: true,
      user: { id: student.id, name: 'Made', email: student.email, role_id: 2, customer_id: c1.id },
    });
    expect((await call(t, currentUser, { token: student.token })).data.user.role_id).toBe(2);
    const back = await call(t, updateUserRole, {
      params: { id: student.id },
      token: c1.admin.token,
      body: { role_id: 3 },
    });
    expect(back.data.user.role_id).toBe(3);
  });

  it('keeps a coaching admin to teachers and students of its own centre', async () => {
    const teacher = await makeUser(2, c1.id);
    for (const roleId of [1, 4]) {
      const res = await call(t, updateUserRole, {
        params: { id: teacher.id },
        token: c1.admin.token,
        body: { role_id: roleId },
      });
      expect(res.statusCode).toBe(403);
      expect(res.error.message).toBe(USER_MESSAGES.cannotGrantRole);
    }
    const otherCentre = await call(t, updateUserRole, {
      params: { id: c2.student.id },
      token: c1.admin.token,
      body: { role_id: 2 },
    });
    expect(otherCentre.statusCode).toBe(404);
    expect(otherCentre.error.message).toBe(USER_MESSAGES.userNotFound);
    const superOne = await call(t, updateUserRole, {
      params: { id: superAdmin.id },
      token: c1.admin.token,
      body: { role_id: 3 },
    });
    expect(superOne.statusCode).toBe(404);
    const itself = await call(t, updateUserRole, {
      params: { id: c1.admin.id },
      token: c1.admin.token,
      body: { role_id: 3 },
    });
    expect(itself.statusCode).toBe(403);
    expect(itself.error.message).toBe(USER_MESSAGES.cannotManageAdmins);
    // A super admin that happens to carry the centre's id is still out of a coaching admin's reach.
    const superInCentre = await makeUser(4, c1.id);
    const demote = await call(t, updateUserRole, {
      params: { id: superInCentre.id },
      token: c1.admin.token,
      body: { role_id: 3 },
    });
    expect(demote.statusCode).toBe(403);
    expect(demote.error.message).toBe(USER_MESSAGES.cannotManageAdmins);
  });

  it('refuses unknown ids and fields, bad roles, and a coaching admin without a centre', async () => {
    const unknown = await call(t, updateUserRole, {
      params: { id: 999999 },
      token: superAdmin.token,
      body: { role_id: 3 },
    });
    expect(unknown.statusCode).toBe(404);
    const extra = await call(t, updateUserRole, {
      params: { id: c1.student.id },
      token: superAdmin.token,
      rawBody: { role_id: 3, customer_id: c2.id },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.error.message).toBe('Unknown field: customer_id.');
    const bad = await call(t, updateUserRole, {
      params: { id: c1.student.id },
      token: superAdmin.token,
      body: { role_id: 0 },
    });
    expect(bad.error.message).toBe(USER_MESSAGES.badRole);
    const solo = await call(t, register, {
      body: { name: 'Solo', email: email('solo'), password: 'a good password' },
    });
    const noCentre = await call(t, updateUserRole, {
      params: { id: solo.data.user.id },
      token: superAdmin.token,
      body: { role_id: 1 },
    });
    expect(noCentre.statusCode).toBe(400);
    expect(noCentre.error.message).toBe(USER_MESSAGES.adminNeedsCentre);
  });
});

describe('DELETE /api/users/:id', () => {
  it('refuses deleting oneself', async () => {
    for (const actor of [superAdmin, c1.admin]) {
      const res = await call(t, deleteUser, { params: { id: actor.id }, token: actor.token });
      expect(res.statusCode).toBe(403);
      expect(res.error.message).toBe(USER_MESSAGES.cannotDeleteSelf);
    }
  });

  it("answers another centre's user like an unknown one", async () => {
    const res = await call(t, deleteUser, { params: { id: c2.student.id }, token: c1.admin.token });
    expect(res.statusCode).toBe(404);
    expect(res.error.message).toBe(USER_MESSAGES.userNotFound);
    const other = await call(t, listUsers, { token: c2.admin.token });
    expect(other.data.users.map((u) => u.id)).toContain(c2.student.id);
  });

  it('soft-deletes: no sign-in, every session revoked, gone from lists, address free again', async () => {
    const teacher = await makeUser(2, c1.id);
    const otherDevice = await signIn(t, teacher.email);
    const res = await call(t, deleteUser, { params: { id: teacher.id }, token: c1.admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ success: true, message: USER_MESSAGES.userDeleted });
    for (const token of [teacher.token, otherDevice]) {
      const me = await call(t, currentUser, { token });
      expect(me.statusCode).toBe(401);
      expect(me.error.message).toBe(MESSAGES.unauthenticated);
    }
    const signInAgain = await call(t, login, { body: { email: teacher.email, password: DEMO_PASSWORD } });
    expect(signInAgain.statusCode).toBe(401);
    expect(signInAgain.error.message).toBe(MESSAGES.invalidCredentials);
    const list = await call(t, listUsers, { token: superAdmin.token });
    expect(list.data.users.map((u) => u.id)).not.toContain(teacher.id);
    const again = await call(t, deleteUser, { params: { id: teacher.id }, token: superAdmin.token });
    expect(again.statusCode).toBe(404);
    const role = await call(t, updateUserRole, {
      params: { id: teacher.id },
      token: superAdmin.token,
      body: { role_id: 3 },
    });
    expect(role.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, teacher.id));
    expect(row!.deletedAt).toEqual(t.clock.now());
    const reuse = await call(t, createUser, {
      token: c1.admin.token,
      body: { name: 'Again', email: teacher.email, password: 'a good password', role_id: 2 },
    });
    expect(reuse.statusCode).toBe(201);
    expect(reuse.data.user.id).not.toBe(teacher.id);
  });

  it("keeps a deleted student's results, so nobody's rank moves", async () => {
    const quick = await call(t, listTests, { query: { search: 'quick practice' }, token: c1.student.token });
    const testId = quick.data.tests[0]!.id;
    const take = async (token: string, isRight: boolean) => {
      const start = await call(t, startAttempt, { params: { id: testId }, token, body: {} });
      const ids = await call(t, getQuestionIds, { params: { id: testId }, token });
      const key = await t.database.db
        .select({ id: questions.id, correct: questions.correctIndex })
        .from(questions)
        .where(inArray(questions.id, ids.data.questionIds));
      const answers = isRight ? key.map((q) => ({ questionId: q.id, selectedAnswer: q.correct })) : [];
      const submit = await call(t, submitResult, {
        token,
        body: { testId, sessionUuid: start.data.sessionUuid, answers },
      });
      expect(submit.statusCode).toBe(201);
      return submit.data.result.id;
    };
    const leaving = await makeUser(3, c1.id);
    const staying = await makeUser(3, c1.id);
    const leavingResult = await take(leaving.token, true);
    const stayingResult = await take(staying.token, false);
    const before = await call(t, getResult, { params: { id: stayingResult }, token: staying.token });
    expect(before.statusCode).toBe(200);
    await call(t, deleteUser, { params: { id: leaving.id }, token: c1.admin.token });
    const after = await call(t, getResult, { params: { id: stayingResult }, token: staying.token });
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
    const res = await call(fresh, createUser, {
      token,
      body: { name: label, email: address, password: DEMO_PASSWORD, role_id: 4, customer_id: null },
    });
    return { id: res.data.user.id, token: await signIn(fresh, address) };
  };

  it('cannot be demoted, by itself or anyone', async () => {
    const only = await signIn(fresh, 'superadmin@aspirant.test');
    const me = (await call(fresh, currentUser, { token: only })).data.user;
    const res = await call(fresh, updateUserRole, {
      params: { id: me.id },
      token: only,
      body: { role_id: 3 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.error.message).toBe(USER_MESSAGES.lastSuperAdminDemote);
    // With a second one, the first may step down; then the second is the last.
    const second = await superAdminNamed(only, 'second');
    const stepDown = await call(fresh, updateUserRole, {
      params: { id: me.id },
      token: only,
      body: { role_id: 3 },
    });
    expect(stepDown.statusCode).toBe(200);
    const last = await call(fresh, updateUserRole, {
      params: { id: second.id },
      token: second.token,
      body: { role_id: 2 },
    });
    expect(last.statusCode).toBe(409);
    expect(last.error.message).toBe(USER_MESSAGES.lastSuperAdminDemote);
    await call(fresh, updateUserRole, { params: { id: me.id }, token: second.token, body: { role_id: 4 } });
  });

  it('survives two super admins deleting each other at the same moment', async () => {
    const a = await superAdminNamed(await signIn(fresh, 'superadmin@aspirant.test'), 'a');
    const b = await superAdminNamed(a.token, 'b');
    // Leave exactly a and b.
    const everyone = (await call(fresh, listUsers, { token: a.token })).data.users;
    for (const user of everyone.filter((u) => u.role_id === 4 && u.id !== a.id && u.id !== b.id)) {
      expect((await call(fresh, deleteUser, { params: { id: user.id }, token: a.token })).statusCode).toBe(
        200,
      );
    }
    const [ab, ba] = await Promise.all([
      call(fresh, deleteUser, { params: { id: b.id }, token: a.token }),
      call(fresh, deleteUser, { params: { id: a.id }, token: b.token }),
    ]);
    const statuses = [ab.statusCode, ba.statusCode].sort();
    expect(statuses[0]).toBe(200);
    // The other one either lost its session first (401) or found itself the last super admin (409).
    expect([401, 409]).toContain(statuses[1]);
    if (statuses[1] === 409) {
      expect([ab, ba].find((r) => r.statusCode === 409)!.error.message).toBe(
        USER_MESSAGES.lastSuperAdminDelete,
      );
    }
    const left = await fresh.database.db.select().from(users).where(eq(users.roleId, 4));
    expect(left.filter((u) => u.deletedAt === null)).toHaveLength(1);
  });
});
