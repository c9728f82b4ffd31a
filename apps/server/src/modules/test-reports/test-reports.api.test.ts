import { inflateSync } from 'node:zlib';
import { saveAnswer, startAttempt, submitResult } from '@aspirant/contract/attempts.ts';
import { addBatchStudents, createBatch } from '@aspirant/contract/batches.ts';
import { startRegrade } from '@aspirant/contract/insights.ts';
import {
  getResultCard,
  getResultsReport,
  getStaffResultCard,
  TEST_REPORT_MESSAGES,
} from '@aspirant/contract/test-reports.ts';
import { createUser } from '@aspirant/contract/users.ts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { type Centre, createCentre, demoAccounts, signIn } from '../../test-support/accounts.ts';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../../test-support/app.ts';
import { call } from '../../test-support/call.ts';
import { createCentreTest } from '../../test-support/tests.ts';
import { CARD_FONT_NAME } from './result-card.ts';

const M = TEST_REPORT_MESSAGES;

let t: TestContext;
let superAdmin: { id: number; token: string };
let home: Centre;
let other: Centre;
/** The paper: two questions of subject A then two of B, interleaved A B A B; four options each. */
let paper: { id: number; key: number; subject: string }[];
let subjectA: string;
let subjectB: string;
let testId: number;
let testCode: string;
let batchId: number;
let otherBatchId: number;
const students: Record<
  'ananya' | 'rahul' | 'zoya' | 'kiran',
  { id: number; token: string; resultId: number }
> = {} as never;

/** The option after the key: a wrong answer. */
const wrong = (q: number) => (paper[q]!.key + 1) % 4;
const right = (q: number) => paper[q]!.key;

async function student(name: string, email: string, customerId: number) {
  const res = await call(t, createUser, {
    token: superAdmin.token,
    body: { name, email, password: DEMO_PASSWORD, role_id: 3, customer_id: customerId },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.data.user.id, token: await signIn(t, email) };
}

/** Starts, answers (null: left blank), waits `seconds` on the server's clock and submits; the result id. */
async function take(token: string, id: number, choices: (number | null)[], seconds: number): Promise<number> {
  const started = await call(t, startAttempt, { token, params: { id }, body: {} });
  expect(started.statusCode).toBe(200);
  let seq = 0;
  for (const [q, option] of choices.entries()) {
    const res = await call(t, saveAnswer, {
      token,
      body: {
        sessionUuid: started.data.sessionUuid,
        questionId: paper[q]!.id,
        selectedAnswer: option,
        timeSpentSeconds: 10,
        seq: ++seq,
      },
    });
    expect(res.statusCode).toBe(200);
  }
  t.clock.advance(seconds * 1000);
  const submitted = await call(t, submitResult, {
    token,
    body: { testId: id, sessionUuid: started.data.sessionUuid },
  });
  expect(submitted.statusCode).toBe(201);
  return submitted.data.result.id;
}

beforeAll(async () => {
  t = await createTestContext();
  const demo = await demoAccounts(t);
  superAdmin = demo.superAdmin;
  home = await createCentre(t, superAdmin.token, 'Report Centre');
  other = await createCentre(t, superAdmin.token, 'Other Report Centre');
  const candidates = rowsOf<{ id: number; key: number; subject: string; subject_id: number }>(
    await t.database.db.execute(sql`
      select q.id, q.correct_index as key, s.name as subject, s.id as subject_id from questions q
        join subjects s on s.id = q.subject_id
       where q.owner_customer_id is null and not q.is_practice and q.superseded_by is null
         and jsonb_array_length(q.options) = 4
       order by s.id, q.id`),
  );
  const bySubject = new Map<number, typeof candidates>();
  for (const c of candidates) bySubject.set(c.subject_id, [...(bySubject.get(c.subject_id) ?? []), c]);
  const [a, b] = [...bySubject.values()].filter((list) => list.length >= 2);
  paper = [a![0]!, b![0]!, a![1]!, b![1]!].map((q) => ({
    id: Number(q.id),
    key: Number(q.key),
    subject: q.subject,
  }));
  subjectA = a![0]!.subject;
  subjectB = b![0]!.subject;
  const made = await createCentreTest(t, {
    owner: home.id,
    questionIds: paper.map((q) => q.id),
    name: 'Mock, "Full" 1',
    durationMinutes: 120,
  });
  testId = made.id;
  testCode = made.code;
  // Marked +4 / -1 / 0, so the subject marks differ from the counts.
  const [exam] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`
      insert into exams (code, name, mark_correct, mark_incorrect, mark_unattempted)
      values ('REPORT-4-1', 'Four for a right answer', 4, -1, 0) returning id`),
  );
  await t.database.db.execute(sql`update tests set exam_id = ${Number(exam!.id)} where id = ${testId}`);

  const ananya = await student('अनन्या शर्मा', 'ananya@reports.test', home.id);
  const rahul = await student('Rahul, "Raju" Verma', 'rahul@reports.test', home.id);
  const zoya = await student('=Zoya Khan', 'zoya@reports.test', home.id);
  const kiran = await student('Kiran Rao', 'kiran@reports.test', home.id);
  students.ananya = {
    ...ananya,
    resultId: await take(ananya.token, testId, [right(0), right(1), right(2), right(3)], 125),
  };
  students.rahul = {
    ...rahul,
    resultId: await take(rahul.token, testId, [right(0), wrong(1), right(2), null], 600),
  };
  students.zoya = {
    ...zoya,
    resultId: await take(zoya.token, testId, [right(0), wrong(1), right(2), null], 4530),
  };
  students.kiran = {
    ...kiran,
    resultId: await take(kiran.token, testId, [wrong(0), null, wrong(2), null], 59),
  };
  // A retake is never in the report.
  await take(kiran.token, testId, [right(0), right(1), right(2), right(3)], 60);

  const batch = await call(t, createBatch, {
    token: home.admin.token,
    body: { name: 'Morning batch', startDate: '2026-07-01' },
  });
  expect(batch.statusCode).toBe(201);
  batchId = batch.data.batch.id;
  await call(t, addBatchStudents, {
    token: home.admin.token,
    params: { id: batchId },
    body: { user_ids: [ananya.id, zoya.id] },
  });
  const foreign = await call(t, createBatch, {
    token: superAdmin.token,
    body: { name: 'Foreign batch', startDate: '2026-07-01', customer_id: other.id },
  });
  otherBatchId = foreign.data.batch.id;
});
afterAll(async () => {
  await t.close();
});

const report = (token: string, format: 'csv' | 'xlsx', batch?: number, id: number = testId) =>
  call(t, getResultsReport, { token, params: { id }, query: { format, batchId: batch } });

const HEADER = `Rank,Name,Email,Score,Percent,Correct,Wrong,Unattempted,Time (mm:ss)`;

describe('results report as CSV (issue 18 point 4)', () => {
  it('ranks the centre’s first attempts (a tie shares its rank) with each subject’s marks, injection-safe', async () => {
    const res = await report(home.teacher.token, 'csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="results-${testCode.replace(/[^A-Za-z0-9.]+/g, '-')}-centre.csv"`,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toBe(
      [
        `\uFEFF${HEADER},${subjectA} marks,${subjectB} marks`,
        '1,अनन्या शर्मा,ananya@reports.test,16,100,4,0,0,02:05,8,8',
        '2,"Rahul, ""Raju"" Verma",rahul@reports.test,7,43.75,2,1,1,10:00,8,-1',
        "2,'=Zoya Khan,zoya@reports.test,7,43.75,2,1,1,75:30,8,-1",
        '4,Kiran Rao,kiran@reports.test,-2,-12.5,0,2,2,00:59,-2,0',
        '',
      ].join('\r\n'),
    );
  });

  it('ranks within one batch', async () => {
    const res = await report(home.admin.token, 'csv', batchId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`-batch-${batchId}.csv"`);
    expect(res.body.split('\r\n').slice(1)).toEqual([
      '1,अनन्या शर्मा,ananya@reports.test,16,100,4,0,0,02:05,8,8',
      "2,'=Zoya Khan,zoya@reports.test,7,43.75,2,1,1,75:30,8,-1",
      '',
    ]);
  });

  it('refuses students (403), another centre (404 like an unknown test), a batch of another centre (404)', async () => {
    expect((await report(students.ananya.token, 'csv')).statusCode).toBe(403);
    for (const token of [other.admin.token, other.teacher.token, superAdmin.token]) {
      const res = await report(token, 'csv');
      expect(res.statusCode).toBe(404);
      expect(res.error.message).toBe(M.testNotFound);
    }
    expect((await report(home.teacher.token, 'csv', undefined, 999_999)).error.message).toBe(M.testNotFound);
    const foreign = await report(home.teacher.token, 'csv', otherBatchId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.error.message).toBe(M.batchNotFound);
    const bad = await call(t, getResultsReport, {
      token: home.teacher.token,
      params: { id: testId },
      query: { format: 'pdf' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.error.message).toBe(M.badFormat);
  });
});

describe('results report as XLSX', () => {
  it('holds the same table, numbers as numbers and names as text (never a formula)', async () => {
    const res = await report(home.teacher.token, 'xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain('-centre.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Mock, "Full" 1');
    const values = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
    expect(values(1)).toEqual([...HEADER.split(','), `${subjectA} marks`, `${subjectB} marks`]);
    expect(values(2)).toEqual([1, 'अनन्या शर्मा', 'ananya@reports.test', 16, 100, 4, 0, 0, '02:05', 8, 8]);
    expect(values(4)).toEqual([2, '=Zoya Khan', 'zoya@reports.test', 7, 43.75, 2, 1, 1, '75:30', 8, -1]);
    expect(sheet.getCell('B4').type).toBe(ExcelJS.ValueType.String);
    expect(values(5)).toEqual([4, 'Kiran Rao', 'kiran@reports.test', -2, -12.5, 0, 2, 2, '00:59', -2, 0]);
    expect(sheet.rowCount).toBe(5);
  });

  it('writes its header in Hindi for a Hindi reader (lang=hi); the rows are the same', async () => {
    const res = await call(t, getResultsReport, {
      token: home.teacher.token,
      params: { id: testId },
      query: { format: 'xlsx', lang: 'hi' },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'रैंक',
      'नाम',
      'ईमेल',
      'स्कोर',
      'प्रतिशत',
      'सही',
      'गलत',
      'अनुत्तरित',
      'लगा समय (मि:से)',
      `${subjectA} के अंक`,
      `${subjectB} के अंक`,
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      1,
      'अनन्या शर्मा',
      'ananya@reports.test',
      16,
      100,
      4,
      0,
      0,
      '02:05',
      8,
      8,
    ]);
    const csv = await call(t, getResultsReport, {
      token: home.teacher.token,
      params: { id: testId },
      query: { format: 'csv', lang: 'hi' },
    });
    expect(csv.body.split('\r\n')[0]).toBe(
      `\uFEFFरैंक,नाम,ईमेल,स्कोर,प्रतिशत,सही,गलत,अनुत्तरित,लगा समय (मि:से),${subjectA} के अंक,${subjectB} के अंक`,
    );
    const bad = await call(t, getResultsReport, {
      token: home.teacher.token,
      params: { id: testId },
      query: { format: 'csv', lang: 'fr' as 'hi' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.error.message).toBe(M.badLanguage);
  });
});

/** The streams of a PDF, inflated where they are compressed. */
function pdfStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = text.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    try {
      out.push(inflateSync(bytes).toString('latin1'));
    } catch {
      out.push(bytes.toString('latin1'));
    }
  }
  return out;
}

function expectOnePageCard(pdf: Buffer) {
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdf.toString('latin1');
  expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
  // The Devanagari face is embedded (a subset), and its glyphs map back to Devanagari letters.
  expect(text).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${CARD_FONT_NAME}-Regular`));
  expect(text).toContain('/FontFile2');
}

describe('the PDF result card', () => {
  it('is one A4 page for the student who owns the result, with the Devanagari name shaped in an embedded font', async () => {
    const res = await call(t, getResultCard, {
      token: students.ananya.token,
      params: { id: students.ananya.resultId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="result-card-${students.ananya.resultId}.pdf"`,
    );
    expectOnePageCard(res.rawPayload);
    // The ToUnicode map of the embedded subset names अ (0905), न (0928), श (0936) and the Latin letters.
    const maps = pdfStreams(res.rawPayload).filter((s) => s.includes('begincmap'));
    expect(maps.join('')).toMatch(/<0905>/);
    expect(maps.join('')).toMatch(/<0936>/);
  });

  it("writes its own words in the reader's language", async () => {
    const card = (lang?: 'en' | 'hi') =>
      call(t, getResultCard, {
        token: students.ananya.token,
        params: { id: students.ananya.resultId },
        query: { lang },
      });
    const maps = async (lang?: 'en' | 'hi') =>
      pdfStreams((await card(lang)).rawPayload)
        .filter((s) => s.includes('begincmap'))
        .join('');
    // स (0938) is in 'स्कोर' (Score) but not in the name अनन्या शर्मा.
    expect(await maps('en')).not.toMatch(/<0938/);
    expect(await maps('hi')).toMatch(/<0938/);
    expectOnePageCard((await card('hi')).rawPayload);
    const bad = await call(t, getResultCard, {
      token: students.ananya.token,
      params: { id: students.ananya.resultId },
      query: { lang: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.error.message).toBe(M.badLanguage);
  });

  it('answers 404 to another student, and to staff of another centre on the staff path', async () => {
    const mine = await call(t, getResultCard, {
      token: students.rahul.token,
      params: { id: students.ananya.resultId },
    });
    expect(mine.statusCode).toBe(404);
    for (const token of [other.admin.token, other.teacher.token]) {
      const res = await call(t, getStaffResultCard, {
        token,
        params: { id: testId, resultId: students.ananya.resultId },
      });
      expect(res.statusCode).toBe(404);
    }
    const student = await call(t, getStaffResultCard, {
      token: students.ananya.token,
      params: { id: testId, resultId: students.ananya.resultId },
    });
    expect(student.statusCode).toBe(403);
  });

  it("is the same card for the centre's teacher, on the test's own results only", async () => {
    const res = await call(t, getStaffResultCard, {
      token: home.teacher.token,
      params: { id: testId, resultId: students.zoya.resultId },
    });
    expect(res.statusCode).toBe(200);
    expectOnePageCard(res.rawPayload);
    const elsewhere = await createCentreTest(t, { owner: home.id, questionIds: paper.map((q) => q.id) });
    const wrongTest = await call(t, getStaffResultCard, {
      token: home.teacher.token,
      params: { id: elsewhere.id, resultId: students.zoya.resultId },
    });
    expect(wrongTest.statusCode).toBe(404);
    expect(wrongTest.error.message).toBe(M.resultNotFound);
  });
});

describe('after a regrade', () => {
  it('the report shows the new scores, ranks and subject marks', async () => {
    // Question 2 (subject B): the option Rahul and Zoya chose is the key now; Ananya's answer is wrong.
    const res = await call(t, startRegrade, {
      token: home.teacher.token,
      params: { id: testId },
      body: { action: 'change_key', position: 2, option: wrong(1) },
    });
    expect(res.statusCode).toBe(202);
    await t.app.regrades.drain();
    const csv = await report(home.teacher.token, 'csv');
    expect(csv.body.split('\r\n').slice(1)).toEqual([
      '1,"Rahul, ""Raju"" Verma",rahul@reports.test,12,75,3,0,1,10:00,8,4',
      "1,'=Zoya Khan,zoya@reports.test,12,75,3,0,1,75:30,8,4",
      '3,अनन्या शर्मा,ananya@reports.test,11,68.75,3,1,0,02:05,8,3',
      '4,Kiran Rao,kiran@reports.test,-2,-12.5,0,2,2,00:59,-2,0',
      '',
    ]);
    // The stored score is the sum of the subject marks, as the report computes them.
    const [row] = rowsOf<{ score: number }>(
      await t.database.db.execute(sql`select score from results where id = ${students.ananya.resultId}`),
    );
    expect(Number(row!.score)).toBe(11);
  });
});
