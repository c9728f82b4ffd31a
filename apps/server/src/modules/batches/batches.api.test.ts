import { BATCH_MESSAGES } from '@aspirant/contract/batches.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Centre, createCentre, demoAccounts } from '../../test-support/accounts.ts';
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

async function create(token: string, body: Record<string, unknown>) {
  return t.request('POST', '/api/batches', { token, body });
}

describe('creating, editing and deleting batches', () => {
  it('creates a batch in the coaching admin’s own centre, Active unless told', async () => {
    const res = await create(c1.admin.token, { name: '  Prelims 2027 Morning ', startDate: '2026-07-01' });
    expect(res.statusCode).toBe(201);
    expect(res.data).toEqual({
      success: true,
      batch: {
        id: expect.any(Number),
        name: 'Prelims 2027 Morning',
        startDate: '2026-07-01',
        studentCount: 0,
        status: 'Active',
        customer_id: c1.id,
      },
    });
    const list = await t.request('GET', '/api/batches', { token: c1.admin.token });
    expect(list.data.batches).toEqual([res.data.batch]);
  });

  it('makes the super admin name the centre', async () => {
    const missing = await create(superAdmin.token, { name: 'Evening', startDate: '2026-08-01' });
    expect(missing.statusCode).toBe(400);
    expect(missing.data.message).toBe(BATCH_MESSAGES.centreRequired);
    const unknown = await create(superAdmin.token, {
      name: 'Evening',
      startDate: '2026-08-01',
      customer_id: 999999,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.data.message).toBe(BATCH_MESSAGES.customerNotFound);
    const made = await create(superAdmin.token, {
      name: 'Evening',
      startDate: '2026-08-01',
      status: 'Completed',
      customer_id: c2.id,
    });
    expect(made.statusCode).toBe(201);
    expect(made.data.batch).toMatchObject({ name: 'Evening', status: 'Completed', customer_id: c2.id });
  });

  it("keeps a coaching admin out of another centre's batches", async () => {
    const elsewhere = await create(c1.admin.token, {
      name: 'Sneaky',
      startDate: '2026-08-01',
      customer_id: c2.id,
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.data.message).toBe(BATCH_MESSAGES.otherCentre);
    const theirs = (await t.request('GET', '/api/batches', { token: c2.admin.token })).data.batches[0];
    for (const [method, url, body] of [
      ['PUT', `/api/batches/${theirs.id}`, { name: 'Mine', startDate: '2026-01-01', status: 'Active' }],
      ['DELETE', `/api/batches/${theirs.id}`, undefined],
      ['GET', `/api/batches/${theirs.id}/students`, undefined],
      ['POST', `/api/batches/${theirs.id}/students`, { user_ids: [c1.student.id] }],
      ['DELETE', `/api/batches/${theirs.id}/students/${c2.student.id}`, undefined],
    ] as const) {
      const res = await t.request(method, url, { token: c1.admin.token, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.data.message).toBe(BATCH_MESSAGES.batchNotFound);
    }
    const filter = await t.request('GET', `/api/batches?customer_id=${c2.id}`, { token: c1.admin.token });
    expect(filter.statusCode).toBe(404);
    const own = await t.request('GET', '/api/batches', { token: c1.admin.token });
    expect(own.data.batches.map((b: { name: string }) => b.name)).toEqual(['Prelims 2027 Morning']);
  });

  it('lists every batch for the super admin, or one centre’s with customer_id', async () => {
    const all = await t.request('GET', '/api/batches', { token: superAdmin.token });
    expect(all.data.batches.map((b: { name: string }) => b.name)).toEqual([
      'Evening',
      'Prelims 2027 Morning',
    ]);
    const one = await t.request('GET', `/api/batches?customer_id=${c2.id}`, { token: superAdmin.token });
    expect(one.data.batches.map((b: { name: string }) => b.name)).toEqual(['Evening']);
    const bad = await t.request('GET', '/api/batches?customer_id=abc', { token: superAdmin.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.message).toBe(BATCH_MESSAGES.badCustomerId);
  });

  it('edits name, start date and status', async () => {
    const { id } = (await create(c1.admin.token, { name: 'Weekend', startDate: '2026-09-05' })).data.batch;
    const res = await t.request('PUT', `/api/batches/${id}`, {
      token: c1.admin.token,
      body: { name: 'Weekend Batch', startDate: '2026-09-12', status: 'Completed' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.batch).toEqual({
      id,
      name: 'Weekend Batch',
      startDate: '2026-09-12',
      studentCount: 0,
      status: 'Completed',
      customer_id: c1.id,
    });
  });

  it('refuses a second batch of the same name in a centre (any case), but not in another centre', async () => {
    const dup = await create(c1.admin.token, { name: 'prelims 2027 MORNING', startDate: '2026-07-01' });
    expect(dup.statusCode).toBe(409);
    expect(dup.data.message).toBe(BATCH_MESSAGES.nameTaken);
    const elsewhere = await create(c2.admin.token, { name: 'Prelims 2027 Morning', startDate: '2026-07-01' });
    expect(elsewhere.statusCode).toBe(201);
    const { id } = (await create(c1.admin.token, { name: 'Rename me', startDate: '2026-07-01' })).data.batch;
    const clash = await t.request('PUT', `/api/batches/${id}`, {
      token: c1.admin.token,
      body: { name: 'Weekend Batch', startDate: '2026-07-01', status: 'Active' },
    });
    expect(clash.statusCode).toBe(409);
  });

  it.each([
    [{ name: '' }, BATCH_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(101) }, BATCH_MESSAGES.nameTooLong],
    [{ startDate: '2026-02-30' }, BATCH_MESSAGES.badStartDate],
    [{ startDate: '01/07/2026' }, BATCH_MESSAGES.badStartDate],
    [{ startDate: undefined }, BATCH_MESSAGES.badStartDate],
    [{ status: 'Paused' }, BATCH_MESSAGES.badStatus],
    [{ studentCount: 40 }, 'Unknown field: studentCount.'],
  ])('refuses %j with 400', async (change, message) => {
    const res = await create(c1.admin.token, { name: 'Valid', startDate: '2026-07-01', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toBe(message);
  });

  it('deletes a batch and its assignments', async () => {
    const { id } = (await create(c1.admin.token, { name: 'Short lived', startDate: '2026-07-01' })).data
      .batch;
    await t.request('POST', `/api/batches/${id}/students`, {
      token: c1.admin.token,
      body: { user_ids: [c1.student.id] },
    });
    const res = await t.request('DELETE', `/api/batches/${id}`, { token: c1.admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ success: true, message: BATCH_MESSAGES.batchDeleted });
    expect(
      (await t.request('GET', `/api/batches/${id}/students`, { token: c1.admin.token })).statusCode,
    ).toBe(404);
    expect((await t.request('DELETE', `/api/batches/${id}`, { token: c1.admin.token })).statusCode).toBe(404);
  });
});

describe('students of a batch', () => {
  let batchId: number;
  let extra: { id: number };

  beforeAll(async () => {
    batchId = (await create(c1.admin.token, { name: 'Assignments', startDate: '2026-10-01' })).data.batch.id;
    const res = await t.request('POST', '/api/users', {
      token: c1.admin.token,
      body: { name: 'Aarav', email: 'aarav@example.com', password: DEMO_PASSWORD, role_id: 3 },
    });
    extra = res.data.user;
  });

  it('assigns students of the centre, once each, and counts them', async () => {
    const res = await t.request('POST', `/api/batches/${batchId}/students`, {
      token: c1.admin.token,
      body: { user_ids: [c1.student.id, extra.id, c1.student.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.students).toEqual([
      { id: extra.id, name: 'Aarav', email: 'aarav@example.com', role_id: 3, customer_id: c1.id },
      {
        id: c1.student.id,
        name: 'Student Demo',
        email: 'student@aspirant.test',
        role_id: 3,
        customer_id: c1.id,
      },
    ]);
    const again = await t.request('POST', `/api/batches/${batchId}/students`, {
      token: superAdmin.token,
      body: { user_ids: [c1.student.id] },
    });
    expect(again.data.students).toHaveLength(2);
    const list = await t.request('GET', '/api/batches', { token: c1.admin.token });
    expect(list.data.batches.find((b: { id: number }) => b.id === batchId).studentCount).toBe(2);
  });

  it("refuses anyone who is not a student of the batch's centre, all or nothing", async () => {
    for (const userId of [c2.student.id, c1.teacher.id, c1.admin.id, superAdmin.id, 999999]) {
      const res = await t.request('POST', `/api/batches/${batchId}/students`, {
        token: c1.admin.token,
        body: { user_ids: [c1.student.id, userId] },
      });
      expect(res.statusCode, String(userId)).toBe(400);
      expect(res.data.message).toBe(BATCH_MESSAGES.notStudents);
    }
    for (const body of [{ user_ids: [] }, { user_ids: 'all' }, {}, { user_ids: [1.5] }]) {
      const res = await t.request('POST', `/api/batches/${batchId}/students`, {
        token: c1.admin.token,
        body,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('removes a student; a student not in the batch answers 404', async () => {
    const res = await t.request('DELETE', `/api/batches/${batchId}/students/${extra.id}`, {
      token: c1.admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ success: true, message: BATCH_MESSAGES.studentRemoved });
    const students = await t.request('GET', `/api/batches/${batchId}/students`, { token: c1.admin.token });
    expect(students.data.students.map((s: { id: number }) => s.id)).toEqual([c1.student.id]);
    const again = await t.request('DELETE', `/api/batches/${batchId}/students/${extra.id}`, {
      token: c1.admin.token,
    });
    expect(again.statusCode).toBe(404);
    expect(again.data.message).toBe(BATCH_MESSAGES.studentNotInBatch);
  });

  it('drops a deleted student from the counts and lists', async () => {
    await t.request('POST', `/api/batches/${batchId}/students`, {
      token: c1.admin.token,
      body: { user_ids: [extra.id] },
    });
    await t.request('DELETE', `/api/users/${extra.id}`, { token: c1.admin.token });
    const students = await t.request('GET', `/api/batches/${batchId}/students`, { token: c1.admin.token });
    expect(students.data.students.map((s: { id: number }) => s.id)).toEqual([c1.student.id]);
    const list = await t.request('GET', '/api/batches', { token: c1.admin.token });
    expect(list.data.batches.find((b: { id: number }) => b.id === batchId).studentCount).toBe(1);
  });
});
