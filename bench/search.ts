import pg from 'pg';
import { createDatabase, load, request, seedStudents, startAspirant } from './lib.ts';

const TESTS = Number(process.env.BENCH_TESTS ?? 10_000);
const QUERIES = [
  'polity',
  'geography climate',
  'mock 12',
  'economy banking',
  'fundamental rights',
  'space',
  'history 3',
];

/** Catalogue search with 10,000 tests: the latency one student sees while others search too. */
export async function search(): Promise<Record<string, unknown>> {
  const db = await createDatabase('bench_search');
  const server = await startAspirant({ DATABASE_URL: db.url });
  try {
    const [token] = await seedStudents(db.url, 1);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    // Variations of the seeded tests: every subject and topic name, numbered sets, both exams.
    await client.query(
      `insert into tests (code, name, description, type, exam_id, subject_id, topic_id, duration_minutes,
                          question_count, subject_names, subject_text)
       select 'GEN-' || g, s.name || ' ' || t.name || ' Practice Set ' || g,
              'Practice set ' || g || ' on ' || t.name || ', with explanations after you submit.',
              (array['Full Syllabus','Subject Wise','Topic Wise'])[1 + g % 3], 1 + g % 2, s.id, t.id, 30, 20,
              array[s.name], s.name
         from generate_series(1, $1::int) g
         join topics t on t.id = 1 + g % (select count(*) from topics)
         join subjects s on s.id = t.subject_id`,
      [TESTS - 21],
    );
    await client.query('analyze tests');
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from tests');
    await client.end();
    const result = await load(4, 5000, async (_, i) => {
      const q = encodeURIComponent(QUERIES[i % QUERIES.length]!);
      const res = await request(
        `${server.url}/api/tests?search=${q}&page=${1 + (i % 3)}`,
        'GET',
        undefined,
        token,
      );
      return res.status === 200;
    });
    return { tests: rows[0]!.n, connections: 4, ...result };
  } finally {
    await server.kill();
    await db.drop();
  }
}
