import { login, resetPassword } from '@aspirant/contract/auth.ts';
import {
  getAccommodation,
  getBatchPage,
  ROSTER_MAX_FILE_BYTES,
  ROSTER_MESSAGES,
  type RosterReport,
  rosterTemplate,
  setAccommodation,
} from '@aspirant/contract/batch-roster.ts';
import { addBatchStudents, BATCH_MESSAGES, createBatch } from '@aspirant/contract/batches.ts';
import { createUser } from '@aspirant/contract/users.ts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { type Centre, createCentre, DEMO_EMAILS, demoAccounts } from '../../test-support/accounts.ts';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../../test-support/app.ts';
import { call, rawRequest } from '../../test-support/call.ts';
import { multipartBody } from '../../test-support/import-upload.ts';

let t: TestContext;
let c1: Centre;
let c2: Centre;
let superAdmin: { id: number; token: string };
let batchA: number;
let batchB: number;
let otherCentreBatch: number;
const s: Record<'one' | 'two' | 'three', { id: number; email: string }> = {} as never;

async function student(centreId: number, name: string) {
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}@roster.test`;
  const res = await call(t, createUser, {
    token: superAdmin.token,
    body: { name, email, password: DEMO_PASSWORD, role_id: 3, customer_id: centreId },
  });
  return { id: res.data.user.id, email };
}

async function batch(centreId: number, name: string) {
  const res = await call(t, createBatch, {
    token: superAdmin.token,
    body: { name, startDate: '2026-07-01', customer_id: centreId },
  });
  return res.data.batch.id;
}

beforeAll(async () => {
  t = await createTestContext();
  const demo = await demoAccounts(t);
  c1 = demo.centre1;
  superAdmin = demo.superAdmin;
  c2 = await createCentre(t, superAdmin.token, 'Second Centre');
  batchA = await batch(c1.id, 'Batch A');
  batchB = await batch(c1.id, 'Batch B');
  otherCentreBatch = await batch(c2.id, 'Other Batch');
  s.one = await student(c1.id, 'Aarav One');
  s.two = await student(c1.id, 'Bhavna Two');
  s.three = await student(c1.id, 'Chetan Three');
  await call(t, addBatchStudents, {
    token: superAdmin.token,
    params: { id: batchA },
    body: { user_ids: [s.one.id, s.two.id, s.three.id] },
  });
});
afterAll(async () => {
  await t.close();
});

// --- The batch page ---------------------------------------------------------------------------------------------

const HOUR = 3600_000;

/** A test like the seed's first, with its own code, audience, window and status. */
async function insertTest(o: {
  code: string;
  audience: 'centre' | 'batches';
  owner: number;
  batches?: number[];
  status?: 'draft' | 'published' | 'archived';
  opensAt?: Date | null;
  closesAt?: Date | null;
  publishedAt: Date;
}): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`
      insert into tests (code, name, type, exam_id, duration_minutes, question_count, subject_names, subject_text,
                         owner_customer_id, audience, status, opens_at, closes_at, published_at)
      select ${o.code}, ${`Test ${o.code}`}, type, exam_id, 60, question_count, subject_names, subject_text,
             ${o.owner}, ${o.audience}, ${o.status ?? 'published'}, ${o.opensAt?.toISOString() ?? null}::timestamptz,
             ${o.closesAt?.toISOString() ?? null}::timestamptz, ${o.publishedAt.toISOString()}::timestamptz
        from tests order by id limit 1
      returning id`),
  );
  for (const b of o.batches ?? []) {
    await t.database.db.execute(
      sql`insert into test_audience_batches (test_id, batch_id) values (${row!.id}, ${b})`,
    );
  }
  return row!.id;
}

let attemptNo = 0;
/** An attempt of `userId`; with `perc`, submitted with that score (`first`: a first attempt). */
async function attempt(testId: number, userId: number, perc: number | null, first = true) {
  const uuid = `00000000-0000-4000-8000-${String(++attemptNo).padStart(12, '0')}`;
  const [row] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`
      insert into attempts (session_uuid, user_id, test_id, status, started_at, deadline_at, last_activity_at)
      values (${uuid}::uuid, ${userId}, ${testId}, ${perc === null ? 'in_progress' : 'submitted'}, now(),
              now() + interval '1 hour', now())
      returning id`),
  );
  if (perc === null) return;
  await t.database.db.execute(sql`
    insert into results (attempt_id, user_id, test_id, score, total_score, perc_score, correct, wrong, unattempted,
                         attempted, total_questions, time_spent_seconds, is_first_attempt, answer_sheet,
                         answer_seconds)
    values (${row!.id}, ${userId}, ${testId}, ${perc}, 100, ${perc}, 0, 0, 0, 0, 10, 60, ${first}, ''::bytea,
            ''::bytea)`);
}

describe('the batch page (issue 17 point 7)', () => {
  let tBatch: number;
  let tCentre: number;
  let tUpcoming: number;

  beforeAll(async () => {
    const now = t.clock.now().getTime();
    tBatch = await insertTest({
      code: 'BP-BATCH',
      audience: 'batches',
      owner: c1.id,
      batches: [batchA, batchB],
      publishedAt: new Date(now - HOUR),
    });
    tCentre = await insertTest({
      code: 'BP-CENTRE',
      audience: 'centre',
      owner: c1.id,
      opensAt: new Date(now - 72 * HOUR),
      closesAt: new Date(now - 71 * HOUR),
      publishedAt: new Date(now - 100 * HOUR),
    });
    tUpcoming = await insertTest({
      code: 'BP-UPCOMING',
      audience: 'batches',
      owner: c1.id,
      batches: [batchA],
      opensAt: new Date(now + 24 * HOUR),
      closesAt: new Date(now + 25 * HOUR),
      publishedAt: new Date(now - 2 * HOUR),
    });
    // Not the batch's: another batch's test, another centre's centre-wide test, a draft for the batch.
    await insertTest({
      code: 'BP-OTHER-BATCH',
      audience: 'batches',
      owner: c1.id,
      batches: [batchB],
      publishedAt: new Date(now),
    });
    await insertTest({ code: 'BP-C2', audience: 'centre', owner: c2.id, publishedAt: new Date(now) });
    await insertTest({
      code: 'BP-DRAFT',
      audience: 'batches',
      owner: c1.id,
      batches: [batchA],
      status: 'draft',
      publishedAt: new Date(now),
    });

    // The batch's test: one submits 80 % (then 20 % on a retake), one is writing, one never started; a
    // student outside the batch scores 40 %.
    await attempt(tBatch, s.one.id, 80);
    await attempt(tBatch, s.one.id, 20, false);
    await attempt(tBatch, s.two.id, null);
    await attempt(tBatch, c1.student.id, 40);
    // The centre-wide test: all three submit, one of them below zero.
    await attempt(tCentre, s.one.id, 55);
    await attempt(tCentre, s.two.id, 100);
    await attempt(tCentre, s.three.id, -10);
  });

  it('shows the students, the tests in order and per test participation, averages and distribution', async () => {
    const res = await call(t, getBatchPage, { token: c1.teacher.token, params: { id: batchA } });
    expect(res.statusCode).toBe(200);
    expect(res.data.batch).toMatchObject({ id: batchA, name: 'Batch A', customer_id: c1.id });
    expect(res.data.students.map((x) => x.name)).toEqual(['Aarav One', 'Bhavna Two', 'Chetan Three']);
    expect(res.data.students[0]).toEqual({
      id: s.one.id,
      name: 'Aarav One',
      email: s.one.email,
      phone: null,
      extraTimePercent: 0,
      reason: null,
    });
    const zero = Array<number>(10).fill(0);
    const bucket = (entries: Record<number, number>) => zero.map((v, i) => entries[i] ?? v);
    expect(res.data.tests.map((x) => x.code)).toEqual(['BP-UPCOMING', 'BP-BATCH', 'BP-CENTRE']);
    const [upcoming, batchTest, centreTest] = res.data.tests;
    expect(upcoming).toMatchObject({
      id: tUpcoming,
      phase: 'upcoming',
      assigned: 3,
      started: 0,
      submitted: 0,
      batchAverage: null,
      allIndiaAverage: null,
      distribution: zero,
    });
    expect(batchTest).toMatchObject({
      id: tBatch,
      audience: 'batches',
      phase: 'open',
      opensAt: null,
      closesAt: null,
      assigned: 3,
      started: 2,
      submitted: 1,
      batchAverage: 80,
      allIndiaAverage: 60,
      distribution: bucket({ 8: 1 }),
    });
    expect(centreTest).toMatchObject({
      id: tCentre,
      audience: 'centre',
      phase: 'closed',
      assigned: 3,
      started: 3,
      submitted: 3,
      batchAverage: 48.3,
      allIndiaAverage: 48.3,
      distribution: bucket({ 0: 1, 5: 1, 9: 1 }),
    });
  });

  it("answers 404 for another centre's batch and 403 to students", async () => {
    const other = await call(t, getBatchPage, { token: c2.teacher.token, params: { id: batchA } });
    expect(other.statusCode).toBe(404);
    expect(other.error.message).toBe(BATCH_MESSAGES.batchNotFound);
    expect((await call(t, getBatchPage, { token: c2.admin.token, params: { id: batchA } })).statusCode).toBe(
      404,
    );
    expect(
      (await call(t, getBatchPage, { token: c1.student.token, params: { id: batchA } })).statusCode,
    ).toBe(403);
    const sa = await call(t, getBatchPage, { token: superAdmin.token, params: { id: otherCentreBatch } });
    expect(sa.statusCode).toBe(200);
    expect(sa.data.tests.map((x) => x.code)).toEqual(['BP-C2']);
  });
});

// --- Bulk add ---------------------------------------------------------------------------------------------------

async function upload(
  token: string,
  file: { name: string; data: Buffer | string } | undefined,
  fields: Record<string, string> = {},
) {
  const { payload, contentType } = multipartBody(fields, file);
  return rawRequest(t, 'POST', '/api/batches/import', {
    body: payload,
    token,
    headers: { 'content-type': contentType },
  });
}

const liveUser = async (email: string) =>
  rowsOf<{ id: number; role_id: number; customer_id: number; phone: string | null }>(
    await t.database.db.execute(
      sql`select id, role_id, customer_id, phone from users where email = ${email} and deleted_at is null`,
    ),
  )[0];
const batchesOf = async (userId: number) =>
  rowsOf<{ batch_id: number }>(
    await t.database.db.execute(
      sql`select batch_id from batch_students where user_id = ${userId} order by batch_id`,
    ),
  ).map((r) => r.batch_id);

describe('bulk add (issue 17 point 7)', () => {
  const csv = () =>
    [
      'name,email,batch,phone',
      'Naya Chhatra,new1@bulk.test,Batch A,+91 98765 43210',
      `Demo Student,${DEMO_EMAILS.student},Batch A,`,
      `Aarav One,${s.one.email},Batch A,`,
      'Bad Email,not-an-email,Batch A,',
      'Unknown Batch,u@bulk.test,No Such Batch,',
      `Other Centre,student-${c2.student.id}@x.test,Batch A,`,
      `Teacher,${DEMO_EMAILS.teacher},Batch A,`,
      'Naya Again,NEW1@bulk.test,batch a,',
      ',noname@bulk.test,Batch A,',
      'Naya Chhatra,new1@bulk.test,Batch B,',
      'Phone Bad,pb@bulk.test,Batch A,abc',
      'Their Batch,tb@bulk.test,Other Batch,',
      '',
    ].join('\n');

  let c2StudentEmail: string;
  beforeAll(async () => {
    c2StudentEmail = `student-${c2.student.id}@x.test`;
    await t.database.db.execute(sql`update users set email = ${c2StudentEmail} where id = ${c2.student.id}`);
  });

  const expectedRows = (dryRun: boolean): RosterReport => {
    const row = (
      row: number,
      name: string,
      email: string,
      batch: string,
      outcome: string,
      reason: string | null = null,
      sameAs: number | null = null,
    ) => ({ row, name, email, batch, outcome, reason, sameAs });
    const M = ROSTER_MESSAGES;
    return {
      success: true,
      dryRun,
      customerId: c1.id,
      summary: { rows: 12, added: 2, created: 1, already: 1, skipped: 8 },
      rows: [
        row(2, 'Naya Chhatra', 'new1@bulk.test', 'Batch A', 'created'),
        row(3, 'Demo Student', DEMO_EMAILS.student, 'Batch A', 'added'),
        row(4, 'Aarav One', s.one.email, 'Batch A', 'already'),
        row(5, 'Bad Email', 'not-an-email', 'Batch A', 'skipped', M.badEmail),
        row(6, 'Unknown Batch', 'u@bulk.test', 'No Such Batch', 'skipped', M.unknownBatch),
        row(7, 'Other Centre', c2StudentEmail, 'Batch A', 'skipped', M.otherCentre),
        row(8, 'Teacher', DEMO_EMAILS.teacher, 'Batch A', 'skipped', M.staffAccount),
        row(9, 'Naya Again', 'new1@bulk.test', 'batch a', 'skipped', M.duplicateRow, 2),
        row(10, '', 'noname@bulk.test', 'Batch A', 'skipped', M.nameMissing),
        row(11, 'Naya Chhatra', 'new1@bulk.test', 'Batch B', 'added'),
        row(12, 'Phone Bad', 'pb@bulk.test', 'Batch A', 'skipped', M.badPhone),
        row(13, 'Their Batch', 'tb@bulk.test', 'Other Batch', 'skipped', M.unknownBatch),
      ],
    } as RosterReport;
  };

  it('accounts for every row in a dry run and changes nothing', async () => {
    const res = await upload(c1.admin.token, { name: 'students.csv', data: csv() });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual(expectedRows(true));
    expect(await liveUser('new1@bulk.test')).toBeUndefined();
    expect(await batchesOf(c1.student.id)).toEqual([]);
  });

  it('leaves nothing half-created when the commit fails', async () => {
    // A failure after the accounts are inserted: the memberships' insert is refused.
    await t.database.db.execute(sql`
      create function refuse_roster() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_roster before insert on batch_students for each row execute function refuse_roster()`,
    );
    try {
      const res = await upload(c1.admin.token, { name: 'students.csv', data: csv() }, { dryRun: 'false' });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_roster on batch_students`);
      await t.database.db.execute(sql`drop function refuse_roster()`);
    }
    expect(await liveUser('new1@bulk.test')).toBeUndefined();
    expect(await batchesOf(c1.student.id)).toEqual([]);
    const codes = rowsOf(await t.database.db.execute(sql`select 1 from otps where email = 'new1@bulk.test'`));
    expect(codes).toEqual([]);
    await t.mailbox.expectNoMailTo('new1@bulk.test', 300);
  });

  it('answers 409 when an address is taken between the check and the insert, and keeps nothing', async () => {
    // As if another writer had created one of the accounts meanwhile: the insert meets a unique violation.
    await t.database.db.execute(sql`
      create function taken_meanwhile() returns trigger language plpgsql as $$
        begin raise exception 'taken' using errcode = 'unique_violation'; end $$`);
    await t.database.db.execute(
      sql`create trigger taken_meanwhile before insert on otps for each row execute function taken_meanwhile()`,
    );
    try {
      const res = await upload(c1.admin.token, { name: 'students.csv', data: csv() }, { dryRun: 'false' });
      expect(res.statusCode).toBe(409);
      expect(res.error.message).toBe(ROSTER_MESSAGES.changedMeanwhile);
    } finally {
      await t.database.db.execute(sql`drop trigger taken_meanwhile on otps`);
      await t.database.db.execute(sql`drop function taken_meanwhile()`);
    }
    expect(await liveUser('new1@bulk.test')).toBeUndefined();
    expect(await batchesOf(c1.student.id)).toEqual([]);
  });

  it('commits in one go, mails the new student a code (no password) that sets a password', async () => {
    const res = await upload(c1.admin.token, { name: 'students.csv', data: csv() }, { dryRun: 'false' });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual(expectedRows(false));

    const created = await liveUser('new1@bulk.test');
    expect(created).toMatchObject({ role_id: 3, customer_id: c1.id, phone: '+91 98765 43210' });
    expect(await batchesOf(created!.id)).toEqual([batchA, batchB]);
    expect(await batchesOf(c1.student.id)).toEqual([batchA]);
    expect(await liveUser('pb@bulk.test')).toBeUndefined();

    const mail = await t.mailbox.waitFor('new1@bulk.test');
    expect(mail.subject).toBe('Aspirant Demo Coaching Centre added you to Aspirant');
    expect(mail.raw).toContain('Aspirant Demo Coaching Centre has added you to Aspirant as a student');
    expect(mail.raw).not.toMatch(/password:/i);
    const code = /enter this code: (\d{6})/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The unusable password signs nobody in; the mailed code sets a password on the reset screen's endpoint.
    const reset = await call(t, resetPassword, {
      body: { email: 'new1@bulk.test', otp: code!, newPassword: 'Fresh#Start2026' },
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await call(t, login, { body: { email: 'new1@bulk.test', password: 'Fresh#Start2026' } });
    expect(signedIn.statusCode).toBe(200);

    // Again: everything is in place now, nothing is created twice.
    const again = await upload(c1.admin.token, { name: 'students.csv', data: csv() });
    expect((again.data as RosterReport).summary).toEqual({
      rows: 12,
      added: 0,
      created: 0,
      already: 4,
      skipped: 8,
    });
  });

  it('reads an XLSX workbook the same way', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Students');
    sheet.addRow(['Name', 'Email', 'Batch']);
    sheet.addRow(['Xl Student', 'xl@bulk.test', 'Batch B']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload(c1.admin.token, { name: 'students.xlsx', data }, { dryRun: 'false' });
    expect(res.statusCode).toBe(200);
    expect((res.data as RosterReport).rows).toEqual([
      {
        row: 2,
        name: 'Xl Student',
        email: 'xl@bulk.test',
        batch: 'Batch B',
        outcome: 'created',
        reason: null,
        sameAs: null,
      },
    ]);
    expect(await batchesOf((await liveUser('xl@bulk.test'))!.id)).toEqual([batchB]);
  });

  it('enforces the limits and the columns with clear messages', async () => {
    const big = `name,email,batch\n${'x'.repeat(ROSTER_MAX_FILE_BYTES)}\n`;
    const tooBig = await upload(c1.admin.token, { name: 'big.csv', data: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.error.message).toBe(ROSTER_MESSAGES.fileTooLarge);

    const rows = Array.from({ length: 2001 }, (_, i) => `S ${i},s${i}@many.test,Batch A`);
    const tooMany = await upload(c1.admin.token, {
      name: 'many.csv',
      data: `name,email,batch\n${rows.join('\n')}`,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.error.message).toBe(ROSTER_MESSAGES.tooManyRows);
    const justRight = await upload(c1.admin.token, {
      name: 'many.csv',
      data: `name,email,batch\n${rows.slice(0, 2000).join('\n')}`,
    });
    expect(justRight.statusCode).toBe(200);
    expect((justRight.data as RosterReport).summary.created).toBe(2000);

    const noColumns = await upload(c1.admin.token, {
      name: 'x.csv',
      data: 'name,mail address\nA,a@b.test\n',
    });
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.error.message).toBe(ROSTER_MESSAGES.missingColumns);
    const empty = await upload(c1.admin.token, { name: 'x.csv', data: 'name,email,batch\n' });
    expect(empty.error.message).toBe(ROSTER_MESSAGES.empty);
    const noFile = await upload(c1.admin.token, undefined, { dryRun: 'true' });
    expect(noFile.error.message).toBe(ROSTER_MESSAGES.fileRequired);
    const oldExcel = await upload(c1.admin.token, {
      name: 'x.xls',
      data: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1]),
    });
    expect(oldExcel.error.message).toBe(ROSTER_MESSAGES.badFileType);
  });

  it('is for coaching admins (their own centre) and the super admin (naming one)', async () => {
    const file = { name: 'students.csv', data: 'name,email,batch\nZ,z@bulk.test,Other Batch\n' };
    expect((await upload(c1.teacher.token, file)).statusCode).toBe(403);
    expect((await upload(c1.student.token, file)).statusCode).toBe(403);
    const cross = await upload(c2.admin.token, file, { customerId: String(c1.id) });
    expect(cross.statusCode).toBe(404);
    expect(cross.error.message).toBe(ROSTER_MESSAGES.customerNotFound);
    const unnamed = await upload(superAdmin.token, file);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.error.message).toBe(ROSTER_MESSAGES.centreRequired);
    const named = await upload(superAdmin.token, file, { customerId: String(c2.id) });
    expect((named.data as RosterReport).rows[0]!.outcome).toBe('created');
    const own = await upload(c2.admin.token, file);
    expect((own.data as RosterReport).customerId).toBe(c2.id);
  });

  it('offers a CSV template', async () => {
    const res = await call(t, rosterTemplate, { token: c1.admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body).toBe(
      '\uFEFFname,email,batch,phone\r\nAsha Verma,asha.verma@example.com,Batch A,+91 98765 43210\r\n',
    );
  });
});

// --- Accommodations ---------------------------------------------------------------------------------------------

describe('accommodations, staff side (issue 17 point 4)', () => {
  it("is set by the centre's staff, shown on the batch page, private to them", async () => {
    const set = await call(t, setAccommodation, {
      token: c1.admin.token,
      params: { id: s.two.id },
      body: { extraTimePercent: 50, reason: '  Low vision  ' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.data.accommodation).toEqual({
      userId: s.two.id,
      extraTimePercent: 50,
      reason: 'Low vision',
      updatedAt: t.clock.now().toISOString(),
    });
    const byTeacher = await call(t, getAccommodation, { token: c1.teacher.token, params: { id: s.two.id } });
    expect(byTeacher.data.accommodation.reason).toBe('Low vision');
    const page = await call(t, getBatchPage, { token: c1.teacher.token, params: { id: batchA } });
    expect(page.data.students.find((x) => x.id === s.two.id)).toMatchObject({
      extraTimePercent: 50,
      reason: 'Low vision',
    });

    const teacherSets = await call(t, setAccommodation, {
      token: c1.teacher.token,
      params: { id: s.two.id },
      body: { extraTimePercent: 33 },
    });
    expect(teacherSets.data.accommodation).toMatchObject({ extraTimePercent: 33, reason: null });

    // Another centre's staff: 404; a student (even the one it is for): 403.
    for (const token of [c2.admin.token, c2.teacher.token]) {
      expect((await call(t, getAccommodation, { token, params: { id: s.two.id } })).statusCode).toBe(404);
      const put = await call(t, setAccommodation, {
        token,
        params: { id: s.two.id },
        body: { extraTimePercent: 0 },
      });
      expect(put.statusCode).toBe(404);
      expect(put.error.message).toBe(ROSTER_MESSAGES.studentNotFound);
    }
    const student = await call(t, login, { body: { email: s.two.email, password: DEMO_PASSWORD } });
    const own = await call(t, getAccommodation, { token: student.data.token, params: { id: s.two.id } });
    expect(own.statusCode).toBe(403);
    // Staff accounts have no accommodation.
    const ofTeacher = await call(t, getAccommodation, {
      token: c1.admin.token,
      params: { id: c1.teacher.id },
    });
    expect(ofTeacher.statusCode).toBe(404);
  });

  it('takes 0 to 200 % and removes it at 0', async () => {
    for (const extraTimePercent of [-1, 201, 12.5]) {
      const bad = await call(t, setAccommodation, {
        token: c1.admin.token,
        params: { id: s.three.id },
        body: { extraTimePercent },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.error.message).toBe(ROSTER_MESSAGES.badExtraTime);
    }
    const long = await call(t, setAccommodation, {
      token: c1.admin.token,
      params: { id: s.three.id },
      body: { extraTimePercent: 25, reason: 'x'.repeat(501) },
    });
    expect(long.error.message).toBe(ROSTER_MESSAGES.reasonTooLong);
    const max = await call(t, setAccommodation, {
      token: superAdmin.token,
      params: { id: s.three.id },
      body: { extraTimePercent: 200, reason: 'Scribe' },
    });
    expect(max.data.accommodation.extraTimePercent).toBe(200);
    const off = await call(t, setAccommodation, {
      token: c1.admin.token,
      params: { id: s.three.id },
      body: { extraTimePercent: 0, reason: 'ignored' },
    });
    expect(off.data.accommodation).toEqual({
      userId: s.three.id,
      extraTimePercent: 0,
      reason: null,
      updatedAt: null,
    });
  });
});
