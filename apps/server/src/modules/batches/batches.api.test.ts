import {
  addBatchStudents,
  BATCH_MESSAGES,
  type CreateBatchInput,
  createBatch,
  deleteBatch,
  listBatches,
  listBatchStudents,
  removeBatchStudent,
  updateBatch,
} from '@aspirant/contract/batches.ts';
import { createUser, deleteUser } from '@aspirant/contract/users.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Centre, createCentre, demoAccounts } from '../../test-support/accounts.ts';
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

async function create(token: string, body: CreateBatchInput) {
  return call(t, createBatch, { token, body });
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
    const list = await call(t, listBatches, { token: c1.admin.token });
    expect(list.data.batches).toEqual([res.data.batch]);
  });

  it('makes the super admin name the centre', async () => {
    const missing = await create(superAdmin.token, { name: 'Evening', startDate: '2026-08-01' });
    expect(missing.statusCode).toBe(400);
    expect(missing.error.message).toBe(BATCH_MESSAGES.centreRequired);
    const unknown = await create(superAdmin.token, {
      name: 'Evening',
      startDate: '2026-08-01',
      customer_id: 999999,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.error.message).toBe(BATCH_MESSAGES.customerNotFound);
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
    expect(elsewhere.error.message).toBe(BATCH_MESSAGES.otherCentre);
    const theirs = (await call(t, listBatches, { token: c2.admin.token })).data.batches[0]!;
    const params = { id: theirs.id };
    const token = c1.admin.token;
    for (const [endpoint, send] of [
      [
        updateBatch,
        () =>
          call(t, updateBatch, {
            params,
            token,
            body: { name: 'Mine', startDate: '2026-01-01', status: 'Active' },
          }),
      ],
      [deleteBatch, () => call(t, deleteBatch, { params, token })],
      [listBatchStudents, () => call(t, listBatchStudents, { params, token })],
      [
        addBatchStudents,
        () => call(t, addBatchStudents, { params, token, body: { user_ids: [c1.student.id] } }),
      ],
      [
        removeBatchStudent,
        () => call(t, removeBatchStudent, { params: { id: theirs.id, userId: c2.student.id }, token }),
      ],
    ] as const) {
      const res = await send();
      expect(res.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(404);
      expect(res.error.message).toBe(BATCH_MESSAGES.batchNotFound);
    }
    const filter = await call(t, listBatches, { query: { customer_id: c2.id }, token: c1.admin.token });
    expect(filter.statusCode).toBe(404);
    const own = await call(t, listBatches, { token: c1.admin.token });
    expect(own.data.batches.map((b) => b.name)).toEqual(['Prelims 2027 Morning']);
  });

  it('lists every batch for the super admin, or one centre’s with customer_id', async () => {
    const all = await call(t, listBatches, { token: superAdmin.token });
    expect(all.data.batches.map((b) => b.name)).toEqual(['Evening', 'Prelims 2027 Morning']);
    const one = await call(t, listBatches, { query: { customer_id: c2.id }, token: superAdmin.token });
    expect(one.data.batches.map((b) => b.name)).toEqual(['Evening']);
    const bad = await call(t, listBatches, { query: { customer_id: 'abc' }, token: superAdmin.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.error.message).toBe(BATCH_MESSAGES.badCustomerId);
  });

  it('edits name, start date and status', async () => {
    const { id } = (await create(c1.admin.token, { name: 'Weekend', startDate: '2026-09-05' })).data.batch;
    const res = await call(t, updateBatch, {
      params: { id },
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
    expect(dup.error.message).toBe(BATCH_MESSAGES.nameTaken);
    const elsewhere = await create(c2.admin.token, { name: 'Prelims 2027 Morning', startDate: '2026-07-01' });
    expect(elsewhere.statusCode).toBe(201);
    const { id } = (await create(c1.admin.token, { name: 'Rename me', startDate: '2026-07-01' })).data.batch;
    const clash = await call(t, updateBatch, {
      params: { id },
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
    const res = await call(t, createBatch, {
      token: c1.admin.token,
      rawBody: { name: 'Valid', startDate: '2026-07-01', ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.error.message).toBe(message);
  });

  it('deletes a batch and its assignments', async () => {
    const { id } = (await create(c1.admin.token, { name: 'Short lived', startDate: '2026-07-01' })).data
      .batch;
    await call(t, addBatchStudents, {
      params: { id },
      token: c1.admin.token,
      body: { user_ids: [c1.student.id] },
    });
    const res = await call(t, deleteBatch, { params: { id }, token: c1.admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ success: true, message: BATCH_MESSAGES.batchDeleted });
    expect((await call(t, listBatchStudents, { params: { id }, token: c1.admin.token })).statusCode).toBe(
      404,
    );
    expect((await call(t, deleteBatch, { params: { id }, token: c1.admin.token })).statusCode).toBe(404);
  });
});

describe('students of a batch', () => {
  let batchId: number;
  let extra: { id: number };

  beforeAll(async () => {
    batchId = (await create(c1.admin.token, { name: 'Assignments', startDate: '2026-10-01' })).data.batch.id;
    const res = await call(t, createUser, {
      token: c1.admin.token,
      body: { name: 'Aarav', email: 'aarav@example.com', password: DEMO_PASSWORD, role_id: 3 },
    });
    extra = res.data.user;
  });

  it('assigns students of the centre, once each, and counts them', async () => {
    const res = await call(t, addBatchStudents, {
      params: { id: batchId },
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
    const again = await call(t, addBatchStudents, {
      params: { id: batchId },
      token: superAdmin.token,
      body: { user_ids: [c1.student.id] },
    });
    expect(again.data.students).toHaveLength(2);
    const list = await call(t, listBatches, { token: c1.admin.token });
    expect(list.data.batches.find((b) => b.id === batchId)?.studentCount).toBe(2);
  });

  it("refuses anyone who is not a student of the batch's centre, all or nothing", async () => {
    for (const userId of [c2.student.id, c1.teacher.id, c1.admin.id, superAdmin.id, 999999]) {
      const res = await call(t, addBatchStudents, {
        params: { id: batchId },
        token: c1.admin.token,
        body: { user_ids: [c1.student.id, userId] },
      });
      expect(res.statusCode, String(userId)).toBe(400);
      expect(res.error.message).toBe(BATCH_MESSAGES.notStudents);
    }
    for (const body of [{ user_ids: [] }, { user_ids: 'all' }, {}, { user_ids: [1.5] }]) {
      const res = await call(t, addBatchStudents, {
        params: { id: batchId },
        token: c1.admin.token,
        rawBody: body,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('removes a student; a student not in the batch answers 404', async () => {
    const res = await call(t, removeBatchStudent, {
      params: { id: batchId, userId: extra.id },
      token: c1.admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ success: true, message: BATCH_MESSAGES.studentRemoved });
    const students = await call(t, listBatchStudents, { params: { id: batchId }, token: c1.admin.token });
    expect(students.data.students.map((s) => s.id)).toEqual([c1.student.id]);
    const again = await call(t, removeBatchStudent, {
      params: { id: batchId, userId: extra.id },
      token: c1.admin.token,
    });
    expect(again.statusCode).toBe(404);
    expect(again.error.message).toBe(BATCH_MESSAGES.studentNotInBatch);
  });

  it('drops a deleted student from the counts and lists', async () => {
    await call(t, addBatchStudents, {
      params: { id: batchId },
      token: c1.admin.token,
      body: { user_ids: [extra.id] },
    });
    await call(t, deleteUser, { params: { id: extra.id }, token: c1.admin.token });
    const students = await call(t, listBatchStudents, { params: { id: batchId }, token: c1.admin.token });
    expect(students.data.students.map((s) => s.id)).toEqual([c1.student.id]);
    const list = await call(t, listBatches, { token: c1.admin.token });
    expect(list.data.batches.find((b) => b.id === batchId)?.studentCount).toBe(1);
  });
});
