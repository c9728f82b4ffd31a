import { exportQuestions, type ImportResponse } from '@aspirant/contract/question-bank.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { type Centre, createCentre, demoAccounts } from '../../test-support/accounts.ts';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { call } from '../../test-support/call.ts';
import { importFile } from './import-test-support.ts';

let t: TestContext;
let c1: Centre;
let superAdmin: { id: number; token: string };

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

interface Stored {
  text: string;
  options: string[];
  correct_index: number;
  explanation: string;
  difficulty: string;
  subject: string;
  topic: string;
  tags: string[];
  text_hi: string | null;
  options_hi: string[] | null;
  explanation_hi: string | null;
  image: string | null;
}

/** A centre's current questions with every field a format may carry, in id order. */
const bankOf = (customerId: number) =>
  rows<Stored>(sql`select q.text, q.options, q.correct_index, q.explanation, q.difficulty, s.name as subject,
                          t.name as topic, q.tags, q.text_hi, q.options_hi, q.explanation_hi, q.image
                   from questions q join subjects s on s.id = q.subject_id join topics t on t.id = q.topic_id
                   where q.owner_customer_id = ${customerId} and q.superseded_by is null order by q.id`);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The source centre's bank: Hindi, LaTeX, tags, difficulty, a new topic, 2 to 6 options, GIFT's specials, an image. */
const SOURCE_CSV = [
  'Question,Option A,Option B,Option C,Option D,Option E,Option F,Correct,Explanation,Difficulty,Subject,Topic,Tags,Question (Hindi),Option A (Hindi),Option B (Hindi),Option C (Hindi),Option D (Hindi),Option E (Hindi),Option F (Hindi),Explanation (Hindi)',
  'Which article abolishes untouchability?,Article 14,Article 17,,,,,B,Article 17 abolishes it.,easy,Polity,Rights Round Trip,"rights, articles",कौन सा अनुच्छेद अस्पृश्यता का अंत करता है?,अनुच्छेद 14,अनुच्छेद 17,,,,,अनुच्छेद 17 इसका अंत करता है।',
  '"If \\(x^2 = 49\\) and \\(x > 0\\), find $x$: {a = b}, #1 ~ 2: ok?",\\(7\\),\\(-7\\),"\\(\\frac{1}{7}\\)",49,0,' +
    '"=1+1",A,"Because \\(7 \\times 7 = 49\\);\nsecond line.",hard,Polity,Rights Round Trip,maths,"यदि \\(x^2 = 49\\) है, तो $x$ क्या है?",७,−७,१/७,४९,०,=२,',
  'Who presides over the Rajya Sabha?,The Vice-President,The Speaker,The President,The Prime Minister,,,A,,medium,Polity,Rights Round Trip,,,,,,,,,',
].join('\n');

beforeAll(async () => {
  t = await createTestContext();
  const demo = await demoAccounts(t);
  c1 = demo.centre1;
  superAdmin = demo.superAdmin;
  const res = await importFile(
    t,
    c1.teacher.token,
    { name: 'source.csv', data: SOURCE_CSV },
    { dryRun: 'false' },
  );
  if ((res.data as ImportResponse).imported !== 3) throw new Error(`source import: ${res.body}`);
  // One more with an image, from a Moodle XML file.
  const xml = `<quiz><question type="category"><category><text>$course$/top/Polity/Rights Round Trip</text></category></question>
    <question type="multichoice"><name><text>Chart</text></name>
    <questiontext format="html"><text><![CDATA[<p>Read the chart &amp; answer: 3 &lt; 5?</p><p><img src="@@PLUGINFILE@@/c.png"></p>]]></text>
    <file name="c.png" path="/" encoding="base64">${PNG.toString('base64')}</file></questiontext>
    <single>true</single><answer fraction="100"><text>Yes</text></answer><answer fraction="0"><text>No</text></answer></question></quiz>`;
  const image = await importFile(t, c1.teacher.token, { name: 'chart.xml', data: xml }, { dryRun: 'false' });
  if ((image.data as ImportResponse).imported !== 1) throw new Error(`image import: ${image.body}`);
});
afterAll(async () => {
  await t.close();
});

/** Exports centre 1's bank in `format`, imports the file into a new empty centre, and answers both banks. */
async function roundTrip(format: 'moodle-xml' | 'gift' | 'csv', name: string) {
  const exported = await call(t, exportQuestions, {
    token: c1.admin.token,
    query: { format, owner: 'centre' },
  });
  expect(exported.statusCode).toBe(200);
  const target = await createCentre(t, superAdmin.token, `Empty centre ${format}`);
  const res = await importFile(
    t,
    target.teacher.token,
    { name, data: exported.rawPayload },
    { dryRun: 'false' },
  );
  expect(res.statusCode).toBe(200);
  const body = res.data as ImportResponse;
  // Moodle XML and GIFT write the topic as a category entry, which the import lists as skipped.
  expect([body.imported, body.duplicates, body.skipped]).toEqual([4, 0, format === 'csv' ? 0 : 1]);
  return { exported, source: await bankOf(c1.id), copy: await bankOf(target.id) };
}

describe('GET /api/questions/export: round trips into an empty centre', () => {
  it('CSV carries every field but the image, Hindi and LaTeX included', async () => {
    const { exported, source, copy } = await roundTrip('csv', 'bank.csv');
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="aspirant-questions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(copy).toEqual(source.map((q) => ({ ...q, image: null })));
    expect(copy[1]!.options[5]).toBe('=1+1');
    expect(copy[1]!.text_hi).toBe('यदि \\(x^2 = 49\\) है, तो $x$ क्या है?');
  });

  it('Moodle XML carries text, options, key, explanation, tags, the topic and the image', async () => {
    const { exported, source, copy } = await roundTrip('moodle-xml', 'bank.xml');
    expect(exported.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(exported.body).toContain('<question type="category">');
    expect(copy).toEqual(
      source.map((q) => ({
        ...q,
        difficulty: 'medium',
        text_hi: null,
        options_hi: null,
        explanation_hi: null,
      })),
    );
    expect(copy[3]!.image).toMatch(/^bank:[0-9a-f]{64}$/);
    expect(copy[3]!.text).toBe('Read the chart & answer: 3 < 5?');
  });

  it('GIFT carries text, options, key, explanation and the topic', async () => {
    const { exported, source, copy } = await roundTrip('gift', 'bank.gift');
    expect(exported.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(copy).toEqual(
      source.map((q) => ({
        ...q,
        difficulty: 'medium',
        tags: [],
        text_hi: null,
        options_hi: null,
        explanation_hi: null,
        image: null,
      })),
    );
  });
});

describe('GET /api/questions/export: what is selected', () => {
  it("never exports another centre's questions, and follows the filters and ids", async () => {
    const other = await createCentre(t, superAdmin.token, 'Private centre');
    await importFile(
      t,
      other.admin.token,
      {
        name: 'private.csv',
        data: 'Question,Option A,Option B,Correct,Subject,Topic\nSecret centre question?,a,b,A,Polity,Secrets\n',
      },
      { dryRun: 'false' },
    );
    const all = await call(t, exportQuestions, { token: c1.teacher.token, query: { format: 'csv' } });
    expect(all.body).not.toContain('Secret centre question?');
    expect(all.body).toContain('Which article abolishes untouchability?');
    // The global bank is in the caller's scope too.
    expect(Number(all.headers['x-question-count'])).toBeGreaterThan(700);
    const mine = await call(t, exportQuestions, {
      token: c1.teacher.token,
      query: { format: 'csv', owner: 'centre' },
    });
    expect(mine.headers['x-question-count']).toBe('4');
    const hard = await call(t, exportQuestions, {
      token: c1.teacher.token,
      query: { format: 'csv', owner: 'centre', difficulty: 'hard' },
    });
    expect(hard.headers['x-question-count']).toBe('1');
    const tagged = await call(t, exportQuestions, {
      token: c1.teacher.token,
      query: { format: 'gift', owner: 'centre', tag: 'articles' },
    });
    expect(tagged.body).toContain('Which article abolishes untouchability?');
    expect(tagged.headers['x-question-count']).toBe('1');
    const [secret] = await rows<{ id: number }>(
      sql`select id from questions where text = 'Secret centre question?'`,
    );
    const [own] = await rows<{ id: number }>(
      sql`select id from questions where text = 'Who presides over the Rajya Sabha?' and owner_customer_id = ${c1.id}`,
    );
    const byIds = await call(t, exportQuestions, {
      token: c1.teacher.token,
      query: { format: 'csv', ids: `${own!.id},${secret!.id}` },
    });
    expect(byIds.headers['x-question-count']).toBe('1');
    expect(byIds.body).toContain('Who presides over the Rajya Sabha?');
    // The super admin reaches every bank.
    const everything = await call(t, exportQuestions, {
      token: superAdmin.token,
      query: { format: 'csv', owner: other.id },
    });
    expect(everything.headers['x-question-count']).toBe('1');
  });

  it('refuses students, anonymous callers and unknown formats', async () => {
    expect((await call(t, exportQuestions, { query: { format: 'csv' } })).statusCode).toBe(401);
    expect(
      (await call(t, exportQuestions, { token: c1.student.token, query: { format: 'csv' } })).statusCode,
    ).toBe(403);
    const bad = await call(t, exportQuestions, {
      token: c1.teacher.token,
      query: { format: 'xlsx' as 'csv' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.error.message).toBe('The format must be one of: moodle-xml, gift, csv.');
  });
});
