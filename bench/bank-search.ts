import pg from 'pg';
import { createDatabase, load, median, request, round, seedStudents, startAspirant } from './lib.ts';

const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 100_000);

/** Words the generated questions are made of: a word is in about 1 question in 40 (English) or 1 in 25 (Hindi). */
const EN = (
  'river mountain plateau delta monsoon glacier desert forest island coast climate rainfall soil mineral ' +
  'constitution parliament president governor amendment article court judiciary election federal ' +
  'budget inflation deficit banking export import tariff subsidy poverty census ' +
  'empire dynasty revolt treaty battle temple reform movement congress partition ' +
  'photosynthesis enzyme protein vitamin bacteria virus vaccine genome cell tissue ' +
  'satellite orbit rocket planet comet gravity magnet voltage current lens refraction ' +
  'equation fraction triangle circle ratio percentage interest probability average series'
).split(' ');
const HI = (
  'नदी पर्वत पठार मानसून हिमनद रेगिस्तान वन द्वीप जलवायु वर्षा संविधान संसद राष्ट्रपति राज्यपाल संशोधन ' +
  'अनुच्छेद न्यायालय चुनाव बजट मुद्रास्फीति बैंक निर्यात आयात गरीबी जनगणना साम्राज्य राजवंश विद्रोह संधि युद्ध'
).split(' ');

/** What staff type: one or two words, English or Hindi, a prefix; with and without filters, and plain pages. */
const QUERIES = [
  'q=monsoon',
  'q=constitution%20amendment',
  'q=photosynth',
  `q=${encodeURIComponent('संविधान')}`,
  `q=${encodeURIComponent('नदी पर्वत')}`,
  'q=inflation&difficulty=hard',
  'q=treaty&owner=centre',
  'subjectId=2&difficulty=medium',
  'tag=tag-7',
  'owner=global&page=3',
  '',
  'used=unused&page=2',
  'q=satellite%20orbit&status=all',
];

/** A centre's teacher (their token) and QUESTIONS questions, mixed English and Hindi, in four banks. */
export async function seedBank(url: string): Promise<{ token: string; questions: number }> {
  const [token] = await seedStudents(url, 1);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // The teacher of a centre; a second centre owns a quarter of the bank, which the teacher never sees.
  const centres = await client.query<{ id: number }>(
    `insert into customers (name) values ('Bench Centre'), ('Other Centre') returning id`,
  );
  const [mine, other] = centres.rows.map((r) => r.id);
  await client.query(
    `update users set role_id = 2, customer_id = $1
      where id = (select user_id from sessions order by id desc limit 1)`,
    [mine],
  );
  const word = (arr: string, n: number, seed: string) =>
    `(${arr})[1 + ((g * ${seed}) / ${n}) % array_length(${arr}, 1)]`;
  await client.query(
    `insert into questions (code, subject_id, topic_id, difficulty, text, options, correct_index, explanation,
                            text_hi, options_hi, explanation_hi, owner_customer_id, tags, status)
     select 'BQ-' || g, t.subject_id, t.id, (array['easy','medium','hard'])[1 + g % 3],
            'Which ' || ${word('$1::text[]', 1, '7')} || ' and ' || ${word('$1::text[]', 3, '13')} || ' of the '
              || ${word('$1::text[]', 7, '31')} || ' explain the ' || ${word('$1::text[]', 11, '17')} || ' (' || g || ')?',
            '["First option","Second option","Third option","Fourth option"]'::jsonb, g % 4,
            'Because the ' || ${word('$1::text[]', 5, '19')} || ' shapes the ' || ${word('$1::text[]', 13, '23')} || '.',
            case when g % 2 = 0 then 'कौन सा ' || ${word('$2::text[]', 1, '11')} || ' और ' || ${word('$2::text[]', 3, '29')} || ' (' || g || ')?' end,
            case when g % 2 = 0 then '["पहला","दूसरा","तीसरा","चौथा"]'::jsonb end,
            case when g % 2 = 0 then 'क्योंकि ' || ${word('$2::text[]', 7, '37')} end,
            case g % 4 when 0 then $3::int when 1 then $4::int end,
            array['tag-' || (g % 50)], case when g % 20 = 0 then 'retired' else 'active' end
       from generate_series(1, $5::int) g
       join topics t on t.id = 1 + g % (select count(*) from topics)`,
    [EN, HI, mine, other, QUESTIONS],
  );
  // What autovacuum does after a bulk insert: the visibility map lets the list's count read the owner index only.
  await client.query('vacuum analyze questions');
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from questions');
  await client.end();
  return { token: token!, questions: rows[0]!.n };
}

/** Question bank search with 100,000 questions (issue 16 point 9): what one member of staff waits for. */
export async function bankSearch(): Promise<Record<string, unknown>> {
  const db = await createDatabase('bench_bank');
  const server = await startAspirant({ DATABASE_URL: db.url });
  try {
    const { token, questions } = await seedBank(db.url);
    // Each query alone, after a warm-up: its matches and its median time over 15 requests.
    const sample = [];
    for (const q of QUERIES) {
      const url = `${server.url}/api/questions?${q}`;
      let res = await request(url, 'GET', undefined, token);
      const times: number[] = [];
      for (let i = 0; i < 15; i++) {
        const t0 = performance.now();
        res = await request(url, 'GET', undefined, token);
        times.push(performance.now() - t0);
      }
      const total = (JSON.parse(res.body) as { total: number }).total;
      sample.push({
        query: decodeURIComponent(q) || '(first page)',
        status: res.status,
        total,
        ms: round(median(times)),
      });
    }
    const send = async (_: number, i: number) => {
      const res = await request(
        `${server.url}/api/questions?${QUERIES[i % QUERIES.length]}`,
        'GET',
        undefined,
        token,
      );
      return res.status === 200;
    };
    const one = await load(1, 5000, send);
    const four = await load(4, 5000, send);
    return { questions, sample, oneStaff: one, fourStaff: four };
  } finally {
    await server.kill();
    await db.drop();
  }
}
