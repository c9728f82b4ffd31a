import { createHash } from 'node:crypto';
import type { ImportResponse } from '@aspirant/contract/question-bank.ts';
import { importTemplate } from '@aspirant/contract/question-bank.ts';
import { createUser } from '@aspirant/contract/users.ts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { type Centre, createCentre, demoAccounts, signIn } from '../../test-support/accounts.ts';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../../test-support/app.ts';
import { call } from '../../test-support/call.ts';
import { importFile } from '../../test-support/import-upload.ts';

let t: TestContext;
let c1: Centre;
let c2: Centre;
let superAdmin: { id: number; token: string };
let polityId: number;
let seedText: string;

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

beforeAll(async () => {
  t = await createTestContext();
  const demo = await demoAccounts(t);
  c1 = demo.centre1;
  superAdmin = demo.superAdmin;
  c2 = await createCentre(t, superAdmin.token, 'Second Centre');
  polityId = (await rows<{ id: number }>(sql`select id from subjects where name = 'Polity'`))[0]!.id;
  seedText = (
    await rows<{ text: string }>(
      sql`select text from questions where owner_customer_id is null and subject_id = ${polityId} order by id limit 1`,
    )
  )[0]!.text;
});
afterAll(async () => {
  await t.close();
});

const csv = (lines: string[]) =>
  `Question,Option A,Option B,Option C,Correct,Subject,Topic\n${lines.join('\n')}\n`;

describe('POST /api/questions/import: who may import', () => {
  const file = { name: 'q.csv', data: csv(['What is two plus two?,3,4,5,B,Polity,Anything']) };

  it('answers 401 without a session and 403 to a student', async () => {
    expect((await importFile(t, undefined, file)).statusCode).toBe(401);
    const student = await importFile(t, c1.student.token, file);
    expect(student.statusCode).toBe(403);
  });

  it("refuses staff of no centre, and a centre's staff naming another centre", async () => {
    const email = 'lone-teacher@import.test';
    await call(t, createUser, {
      token: superAdmin.token,
      body: { name: 'Lone Teacher', email, password: DEMO_PASSWORD, role_id: 2, customer_id: null },
    });
    const lone = await importFile(t, await signIn(t, email), file);
    expect(lone.statusCode).toBe(403);
    expect(lone.error.message).toBe(
      'Your account belongs to no coaching centre, so it has no question bank to import into.',
    );
    const other = await importFile(t, c1.teacher.token, file, { customerId: String(c2.id) });
    expect(other.statusCode).toBe(403);
    expect(other.error.message).toBe('You can only change questions of your own coaching centre.');
    const own = await importFile(t, c1.admin.token, file, { customerId: String(c1.id) });
    expect(own.statusCode).toBe(200);
  });

  it('lets the super admin choose a centre, refusing an unknown one', async () => {
    const unknown = await importFile(t, superAdmin.token, file, { customerId: '999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.error.message).toBe('Coaching centre not found.');
    expect((await importFile(t, superAdmin.token, file, { customerId: String(c2.id) })).statusCode).toBe(200);
  });
});

describe('POST /api/questions/import: the dry run', () => {
  it('accounts for every item: import, duplicate in the bank, duplicate in the file, skipped with reasons', async () => {
    const file = csv([
      'Which article abolishes untouchability?,Article 14,Article 17,Article 21,B,Polity,Fundamental Rights',
      `"${seedText.replaceAll('"', '""')}",a,b,c,A,Polity,Fundamental Rights`,
      'WHICH article   abolishes untouchability!,x,y,z,A,Polity,Fundamental Rights',
      'Broken row,same,same,,A,Polity,Fundamental Rights',
      'Where is the Sahara?,Asia,Africa,Europe,B,Cooking,Deserts',
      'Who wrote the Preamble?,Nehru,Ambedkar,Patel,A,,',
    ]);
    const res = await importFile(t, c1.teacher.token, { name: 'mixed.csv', data: file });
    expect(res.statusCode).toBe(200);
    const body = res.data as ImportResponse;
    expect(body.dryRun).toBe(true);
    expect(body.format).toBe('csv');
    expect(body.items.map((i) => [i.line, i.status, i.reason])).toEqual([
      ['row 2', 'import', undefined],
      ['row 3', 'duplicate', 'Already in the question bank (the same text).'],
      ['row 4', 'duplicate', 'The same question is at row 2 of the file.'],
      ['row 5', 'skipped', 'Options A and B are the same.'],
      ['row 6', 'skipped', 'Choose a subject for the category "Cooking/Deserts".'],
      ['row 7', 'skipped', 'Choose a subject for the questions without a category.'],
    ]);
    expect(body.items[0]!.name).toBe('Which article abolishes untouchability?');
    expect(body.items[0]!.category).toBe('Polity/Fundamental Rights');
    expect([body.imported, body.duplicates, body.skipped]).toEqual([1, 2, 3]);
    expect(body.imported + body.duplicates + body.skipped).toBe(body.items.length);
    expect(body.categories).toEqual([
      {
        category: 'Polity/Fundamental Rights',
        subjectId: polityId,
        topicId: null,
        topicName: 'Fundamental Rights',
        count: 3,
      },
      { category: 'Cooking/Deserts', subjectId: null, topicId: null, count: 1 },
      { category: '', subjectId: null, topicId: null, count: 1 },
    ]);
    // A dry run writes nothing.
    expect(
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from questions where owner_customer_id = ${c1.id}`,
        )
      )[0]!.n,
    ).toBe(0);
  });

  it('writes a long accounting item by item, whole and in order, with the fields of the contract only', async () => {
    // Past 1,000 items the answer is parsed and written in chunks (http/route.ts streamed).
    const lines = Array.from(
      { length: 1_201 },
      (_, i) => `Long file question number ${i + 1} about the Preamble?,a${i},b${i},c${i},A,Polity,Preamble`,
    );
    lines.push('Long file question number 1 about the Preamble?,x,y,z,A,Polity,Preamble');
    const res = await importFile(t, c1.teacher.token, { name: 'long.csv', data: csv(lines) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // The contract's fields in its order, as a short answer has them (and the CLI's --json prints).
    expect(res.body.startsWith('{"success":true,"dryRun":true,"format":"csv","imported":1201,')).toBe(true);
    const body = res.data as ImportResponse;
    expect(Object.keys(body)).toEqual([
      'success',
      'dryRun',
      'format',
      'imported',
      'duplicates',
      'skipped',
      'items',
      'categories',
    ]);
    expect([body.imported, body.duplicates, body.skipped]).toEqual([1_201, 1, 0]);
    expect(body.items).toHaveLength(1_202);
    expect(body.items[0]).toEqual({
      line: 'row 2',
      name: 'Long file question number 1 about the Preamble?',
      status: 'import',
      category: 'Polity/Preamble',
    });
    expect(body.items[1_200]!.line).toBe('row 1202');
    expect(body.items[1_201]).toEqual({
      line: 'row 1203',
      name: 'Long file question number 1 about the Preamble?',
      status: 'duplicate',
      reason: 'The same question is at row 2 of the file.',
      category: 'Polity/Preamble',
    });
    expect(body.categories).toEqual([
      {
        category: 'Polity/Preamble',
        subjectId: polityId,
        topicId: null,
        topicName: 'Preamble',
        count: 1_202,
      },
    ]);
  });

  it('matches an existing topic by name, whatever its case', async () => {
    const topic = (
      await rows<{ id: number; name: string }>(
        sql`select id, name from topics where subject_id = ${polityId} and owner_customer_id is null order by id limit 1`,
      )
    )[0]!;
    const res = await importFile(t, c1.teacher.token, {
      name: 'q.csv',
      data: csv([`A question of a known topic?,a,b,c,A,POLITY,${topic.name.toUpperCase()}`]),
    });
    expect((res.data as ImportResponse).categories).toEqual([
      { category: `POLITY/${topic.name.toUpperCase()}`, subjectId: polityId, topicId: topic.id, count: 1 },
    ]);
  });

  it('refuses broken files with a 400 naming the line, never a 500', async () => {
    const xml = await importFile(t, c1.teacher.token, {
      name: 'broken.xml',
      data: '<?xml version="1.0"?>\n<quiz>\n<question type="multichoice">\n<name><text>x</name>\n</quiz>',
    });
    expect(xml.statusCode).toBe(400);
    expect(xml.error.message).toBe(
      "The XML file is broken at line 4: Expected closing tag 'text' (opened in line 4, col 7) instead of closing tag 'name'.",
    );
    const quote = await importFile(t, c1.teacher.token, {
      name: 'quote.csv',
      data: 'Question,Option A,Option B,Correct\nok,a,b,A\n"unclosed,a,b,A\n',
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.error.message).toMatch(/^The CSV file cannot be read: .*line 3/);
    const columns = await importFile(t, c1.teacher.token, { name: 'c.csv', data: 'Question,Answer\nq,a\n' });
    expect(columns.statusCode).toBe(400);
    expect(columns.error.message).toBe(
      'Unknown column: "Answer". See the template for the columns that can be used.',
    );
    const unknown = await importFile(t, c1.teacher.token, { name: 'q.docx', data: 'x' });
    expect(unknown.error.message).toBe(
      '"q.docx" is not a file that can be imported: use Moodle XML (.xml), GIFT (.gift or .txt), Aiken (.aiken or .txt), CSV (.csv) or Excel (.xlsx).',
    );
    const none = await importFile(t, c1.teacher.token, undefined, { dryRun: 'true' });
    expect(none.statusCode).toBe(400);
    expect(none.error.message).toBe('Choose a file to import.');
    const badField = await importFile(t, c1.teacher.token, { name: 'q.csv', data: 'x' }, { dryRun: 'maybe' });
    expect(badField.error.message).toBe("dryRun must be 'true' or 'false'.");
    const badMapping = await importFile(t, c1.teacher.token, { name: 'q.csv', data: 'x' }, { mapping: '{' });
    expect(badMapping.error.message).toBe(
      'The category mapping must be a JSON list of { category, subjectId, topicId or topicName }.',
    );
  });

  it('refuses a file over 20 MB with a clear message', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 10, 0x41);
    const res = await importFile(t, c1.teacher.token, { name: 'big.csv', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.error.message).toMatch(/^The file is 20\.0 MB; files up to 20 MB can be imported\.$/);
  });
});

describe('POST /api/questions/import: importing', () => {
  it('imports with the chosen mapping (a new topic of the centre), sanitised, in the centre, once', async () => {
    const file = csv([
      'Which schedule lists the languages? <script>alert(1)</script>,Seventh,Eighth,Ninth,B,Civics,Schedules',
      'Solve \\(x^2 = 9\\) for \\(x > 0\\),2,3,4,B,Civics,Schedules',
    ]);
    const mapping = JSON.stringify([
      {
        category: 'Civics/Schedules',
        subjectId: polityId,
        topicId: null,
        topicName: 'Schedules of the Constitution',
      },
    ]);
    const dry = await importFile(t, c1.teacher.token, { name: 'civics.csv', data: file }, { mapping });
    expect((dry.data as ImportResponse).categories).toEqual([
      {
        category: 'Civics/Schedules',
        subjectId: polityId,
        topicId: null,
        topicName: 'Schedules of the Constitution',
        count: 2,
      },
    ]);
    const res = await importFile(
      t,
      c1.teacher.token,
      { name: 'civics.csv', data: file },
      { mapping, dryRun: 'false' },
    );
    expect(res.statusCode).toBe(200);
    const body = res.data as ImportResponse;
    expect([body.dryRun, body.imported, body.duplicates, body.skipped]).toEqual([false, 2, 0, 0]);
    const stored = await rows<{
      text: string;
      owner_customer_id: number;
      created_by: number;
      difficulty: string;
      is_practice: boolean;
      status: string;
      topic_name: string;
      topic_owner: number;
    }>(sql`select q.text, q.owner_customer_id, q.created_by, q.difficulty, q.is_practice, q.status,
                  t.name as topic_name, t.owner_customer_id as topic_owner
           from questions q join topics t on t.id = q.topic_id where q.owner_customer_id = ${c1.id}
             and t.name = 'Schedules of the Constitution' order by q.id`);
    expect(stored).toEqual([
      {
        text: 'Which schedule lists the languages?',
        owner_customer_id: c1.id,
        created_by: c1.teacher.id,
        difficulty: 'medium',
        is_practice: false,
        status: 'active',
        topic_name: 'Schedules of the Constitution',
        topic_owner: c1.id,
      },
      expect.objectContaining({ text: 'Solve \\(x^2 = 9\\) for \\(x > 0\\)' }),
    ]);
    // The same file again: both are now duplicates, and the centre's new topic is matched by name.
    const again = await importFile(t, c1.admin.token, { name: 'civics.csv', data: file }, { mapping });
    const second = again.data as ImportResponse;
    expect(second.items.map((i) => i.status)).toEqual(['duplicate', 'duplicate']);
    expect(second.categories[0]!.topicId).toEqual(expect.any(Number));
    // Another centre's questions are no duplicates for the second centre.
    const other = await importFile(t, c2.teacher.token, { name: 'civics.csv', data: file }, { mapping });
    expect((other.data as ImportResponse).items.map((i) => i.status)).toEqual(['import', 'import']);
    // Commit with nothing to import is refused.
    const nothing = await importFile(
      t,
      c1.admin.token,
      { name: 'civics.csv', data: file },
      { mapping, dryRun: 'false' },
    );
    expect(nothing.statusCode).toBe(400);
    expect(nothing.error.message).toBe('No question of the file can be imported.');
  });

  it('imports in one transaction: a failure part-way leaves no question and no new topic', async () => {
    await t.database.db.execute(sql`create function refuse_poison() returns trigger language plpgsql as $$
      begin if new.text like 'Poison%' then raise exception 'poisoned row'; end if; return new; end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_poison before insert on questions for each row execute function refuse_poison()`,
    );
    try {
      const lines = Array.from(
        { length: 1200 },
        (_, i) => `Safe question number ${i}?,a,b,c,A,Polity,Atomic Topic`,
      );
      lines.push('Poison question?,a,b,c,A,Polity,Atomic Topic');
      const res = await importFile(
        t,
        c2.admin.token,
        { name: 'atomic.csv', data: csv(lines) },
        { dryRun: 'false' },
      );
      expect(res.statusCode).toBe(500);
      const left = await rows<{ n: number }>(
        sql`select (select count(*) from questions where text like 'Safe question number%')::int
                 + (select count(*) from topics where name = 'Atomic Topic')::int as n`,
      );
      expect(left[0]!.n).toBe(0);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_poison on questions`);
      await t.database.db.execute(sql`drop function refuse_poison()`);
    }
  });

  it('stores a Moodle XML base64 image as the question image and reports the media it cannot keep', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/top/Polity/Pictures</text></category></question>
  <question type="multichoice">
    <name><text>Chart</text></name>
    <questiontext format="html"><text><![CDATA[<p>Read the chart <img src="@@PLUGINFILE@@/chart%201.png"> and <img src="https://example.com/x.png"> <img src="@@PLUGINFILE@@/logo.svg"></p>]]></text>
      <file name="chart 1.png" path="/" encoding="base64">${png.toString('base64')}</file>
      <file name="logo.svg" path="/" encoding="base64">${svg}</file>
    </questiontext>
    <single>true</single>
    <answer fraction="100"><text>Up</text></answer><answer fraction="0"><text>Down</text></answer>
  </question>
</quiz>`;
    const res = await importFile(
      t,
      c1.teacher.token,
      { name: 'pictures.xml', data: xml },
      { dryRun: 'false' },
    );
    expect(res.statusCode).toBe(200);
    const item = (res.data as ImportResponse).items[1]!;
    expect(item).toEqual({
      line: 'question 2',
      name: 'Chart',
      status: 'import',
      category: 'Polity/Pictures',
      warnings: [
        'The image https://example.com/x.png is on another site and is not imported: save it and add it to the question.',
        '"logo.svg" is not a PNG, JPEG, WebP or GIF image (SVG, audio and other files are not imported).',
      ],
    });
    const sha = createHash('sha256').update(png).digest('hex');
    const [question] = await rows<{ image: string; text: string }>(
      sql`select image, text from questions where owner_customer_id = ${c1.id} and text like 'Read the chart%'`,
    );
    expect(question).toEqual({ image: `bank:${sha}`, text: 'Read the chart and' });
    const [image] = await rows<{ owner_key: number; mime_type: string; size: number }>(
      sql`select owner_key, mime_type, length(data)::int as size from question_images where sha256 = ${sha}`,
    );
    expect(image).toEqual({ owner_key: c1.id, mime_type: 'image/png', size: png.length });
  });

  it('imports an XLSX file with Hindi headers and text', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('प्रश्न');
    sheet.addRow(['प्रश्न', 'विकल्प A', 'विकल्प B', 'सही उत्तर', 'विषय', 'टॉपिक', 'कठिनाई']);
    sheet.addRow(['भारत की राजधानी क्या है?', 'मुंबई', 'नई दिल्ली', 'B', 'Polity', 'हिंदी टॉपिक', 'कठिन']);
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const res = await importFile(t, c1.teacher.token, { name: 'hindi.xlsx', data }, { dryRun: 'false' });
    expect((res.data as ImportResponse).imported).toBe(1);
    const [stored] = await rows<{ options: string[]; difficulty: string }>(
      sql`select options, difficulty from questions where text = 'भारत की राजधानी क्या है?'`,
    );
    expect(stored).toEqual({ options: ['मुंबई', 'नई दिल्ली'], difficulty: 'hard' });
  });
});

describe('GET /api/questions/import/template', () => {
  it('downloads the CSV and XLSX templates with English or Hindi headers', async () => {
    const en = await call(t, importTemplate, { token: c1.teacher.token, query: { format: 'csv' } });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-disposition']).toBe(
      'attachment; filename="aspirant-questions-template-en.csv"',
    );
    expect(en.body.split('\r\n')[0]).toMatch(/^\uFEFFQuestion,Option A,Option B,/);
    const hi = await call(t, importTemplate, {
      token: c1.teacher.token,
      query: { format: 'csv', lang: 'hi' },
    });
    expect(hi.body.split('\r\n')[0]).toMatch(/^\uFEFFप्रश्न,विकल्प A,विकल्प B,/);
    // The template reads as one question, waiting for its subject (the example's Mathematics is no seed subject).
    const back = await importFile(t, c1.teacher.token, { name: 'template.csv', data: hi.rawPayload });
    expect((back.data as ImportResponse).items.map((i) => [i.status, i.reason])).toEqual([
      ['skipped', 'Choose a subject for the category "Mathematics/Algebra".'],
    ]);
    const xlsx = await call(t, importTemplate, {
      token: superAdmin.token,
      query: { format: 'xlsx', lang: 'hi' },
    });
    expect(xlsx.headers['content-disposition']).toBe(
      'attachment; filename="aspirant-questions-template-hi.xlsx"',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    expect(book.worksheets[0]!.getRow(1).getCell(1).value).toBe('प्रश्न');
    const bad = await call(t, importTemplate, { token: c1.teacher.token, query: { format: 'pdf' as 'csv' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.error.message).toBe("The template's format must be 'csv' or 'xlsx'.");
    expect(
      (await call(t, importTemplate, { token: c1.student.token, query: { format: 'csv' } })).statusCode,
    ).toBe(403);
  });
});
