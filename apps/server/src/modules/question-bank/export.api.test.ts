import {
  bulkQuestions,
  exportQuestions,
  getQuestion,
  type ImportResponse,
  listQuestions,
  QUESTION_PAGE_SIZE_MAX,
  updateQuestion,
} from '@aspirant/contract/question-bank.ts';
import { reportQuestion } from '@aspirant/contract/saved-questions.ts';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { type Centre, createCentre, demoAccounts } from '../../test-support/accounts.ts';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { takeTest } from '../../test-support/attempts.ts';
import { type CallOptions, call } from '../../test-support/call.ts';
import { importFile } from '../../test-support/import-upload.ts';

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

type Filters = Omit<CallOptions<typeof listQuestions>['query'] & {}, 'page' | 'pageSize'>;

/** The ids of every page of the bank's list for `filters`, in id order, and the list's total. */
async function listedIds(token: string, filters: Filters): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await call(t, listQuestions, {
      token,
      query: { ...filters, page, pageSize: QUESTION_PAGE_SIZE_MAX },
    });
    expect(res.statusCode, res.body).toBe(200);
    ids.push(...res.data.questions.map((q) => q.id));
    if (res.data.questions.length < QUESTION_PAGE_SIZE_MAX) {
      expect(ids.length).toBe(res.data.total);
      return { ids: ids.sort((a, b) => a - b), total: res.data.total };
    }
  }
}

/** The Question column of an exported CSV, in its order (the writer's apostrophe before a formula dropped). */
function csvTexts(body: string): string[] {
  const [, ...records] = parse(body, { bom: true }) as string[][];
  return records.map((r) => r[0]!.replace(/^'(?=[=+@\t\r-])/, ''));
}

describe('GET /api/questions/export: the same questions as the list', () => {
  it('for a Hindi word, a prefix, a tag, used, reported, owner and status, on every page', async () => {
    const idOf = async (text: string) =>
      (
        await rows<{ id: number }>(
          sql`select id from questions where text = ${text} and owner_customer_id = ${c1.id}
                                          and superseded_by is null`,
        )
      )[0]!.id;
    const untouchability = await idOf('Which article abolishes untouchability?');
    const rajyaSabha = await idOf('Who presides over the Rajya Sabha?');
    const squares = (
      await rows<{ id: number }>(sql`select id from questions
      where owner_customer_id = ${c1.id} and superseded_by is null and text like 'If %'`)
    )[0]!.id;

    // Two of the centre's questions are used by a submitted test; a student reports one of them.
    const [test] = await rows<{ id: number }>(sql`
      insert into tests (code, name, type, exam_id, duration_minutes, question_count, subject_names,
                         subject_text, owner_customer_id, audience)
      select 'EXPORT-FILTERS', 'Export filters', 'Topic Wise', id, 10, 2, '{Polity}', 'Polity', ${c1.id}, 'centre'
        from exams order by id limit 1
      returning id`);
    await t.database.db.execute(sql`insert into test_questions (test_id, position, question_id)
      values (${test!.id}, 1, ${untouchability}), (${test!.id}, 2, ${rajyaSabha})`);
    await takeTest(t, c1.student.token, {
      testId: test!.id,
      elapsedSeconds: 60,
      answers: [
        { choice: 'right', seconds: 20 },
        { choice: 'wrong', seconds: 20 },
      ],
    });
    const filed = await call(t, reportQuestion, {
      token: c1.student.token,
      params: { questionId: untouchability },
      body: { kind: 'typo', comment: 'Spelling' },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    // The reported question is used: its fix is a new version, which the list counts as reported (by family).
    const old = (await call(t, getQuestion, { token: c1.teacher.token, params: { id: untouchability } })).data
      .question;
    const fixed = await call(t, updateQuestion, {
      token: c1.teacher.token,
      params: { id: untouchability },
      body: {
        text: 'Which article of the Constitution abolishes untouchability?',
        options: old.options,
        correctIndex: old.correctIndex,
        explanation: old.explanation,
        difficulty: old.difficulty,
        subjectId: old.subjectId,
        topicId: old.topicId,
        tags: old.tags,
        textHi: old.textHi,
        optionsHi: old.optionsHi,
        explanationHi: old.explanationHi,
        image: old.image,
        isPractice: old.isPractice,
      },
    });
    expect(fixed.data.versioned).toBe(true);
    const fixedId = fixed.data.question.id;
    const retire = await call(t, bulkQuestions, {
      token: c1.teacher.token,
      body: { ids: [squares], action: 'retire' },
    });
    expect(retire.data.updated).toBe(1);

    /** Asserts that the export holds exactly the list's questions for `filters`; answers the list's ids. */
    const same = async (token: string, filters: Filters): Promise<number[]> => {
      const { ids, total } = await listedIds(token, filters);
      const exported = await call(t, exportQuestions, { token, query: { ...filters, format: 'csv' } });
      expect(exported.statusCode, exported.body).toBe(200);
      expect(Number(exported.headers['x-question-count'])).toBe(total);
      const texts = await rows<{ text: string }>(
        sql`select text from questions where id = any(${`{${ids.join(',')}}`}::int[]) order by id`,
      );
      expect(csvTexts(exported.body), JSON.stringify(filters)).toEqual(texts.map((r) => r.text));
      return ids;
    };

    const teacher = c1.teacher.token;
    // A Hindi word of the Hindi version (the global bank's Hindi questions too).
    const hindi = await same(teacher, { q: 'अनुच्छेद' });
    expect(hindi).toContain(fixedId);
    expect(hindi).not.toContain(untouchability);
    // No whole word matches: the last word as a prefix.
    expect(await same(teacher, { q: 'abolis', owner: 'centre' })).toEqual([fixedId]);
    expect(await same(teacher, { tag: 'articles' })).toEqual([fixedId]);
    expect(await same(teacher, { tag: 'maths', status: 'all' })).toEqual([squares]);
    expect(await same(teacher, { used: 'used' })).toContain(rajyaSabha);
    const unused = await same(teacher, { used: 'unused', owner: 'centre' });
    expect(unused).toHaveLength(2);
    expect(unused).toContain(fixedId);
    expect(await same(teacher, { reported: 'true', owner: 'centre' })).toEqual([fixedId]);
    expect(await same(teacher, { reported: 'true' })).toContain(fixedId);
    expect(await same(teacher, { reported: 'false', owner: 'centre' })).not.toContain(fixedId);
    expect(await same(teacher, { owner: 'centre' })).toHaveLength(3);
    expect(await same(teacher, { status: 'retired' })).toEqual([squares]);
    expect(await same(teacher, { status: 'retired', owner: 'centre', used: 'unused' })).toEqual([squares]);
    // Every page of the list: the global bank's hundreds of questions and the centre's.
    expect((await same(teacher, {})).length).toBeGreaterThan(QUESTION_PAGE_SIZE_MAX * 2);
    // The super admin's 'centre' is every centre's bank, as in the list.
    expect(await same(superAdmin.token, { owner: 'centre', q: 'abolishes' })).toContain(fixedId);
    // Another centre's bank answers 404, as the list does.
    const other = await call(t, exportQuestions, {
      token: teacher,
      query: { format: 'csv', owner: c1.id + 1000 },
    });
    expect(other.statusCode).toBe(404);
  });
});
