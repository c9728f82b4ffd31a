import path from 'node:path';
import pg from 'pg';
import { generate } from './analytics.ts';
import {
  createDatabase,
  type LoadResult,
  load,
  ROOT,
  request,
  round,
  seedStudents,
  startAspirant,
  startProcess,
} from './lib.ts';

const RESULTS = Number(process.env.BENCH_PERFORMANCE_RESULTS ?? 200_000);
const STUDENTS = Number(process.env.BENCH_PERFORMANCE_STUDENTS ?? 20_000);
const HEAVY_RESULTS = 200;
const DURATION_MS = 4000;

/**
 * The issue-7 pages of a student with 200 results (and their answers) among 200,000 results of 20,000 students on
 * PostgreSQL: Detailed Analytics (results table by date and by rank, overview), the Progress Tracker and the Polity
 * subject page, one client at a time. Baseline: a bare Fastify + pg server reading the same student's first page
 * of 20 results by date (no session, no rank, no count, no filters) from the same database.
 */
export async function performancePages(): Promise<Record<string, unknown>> {
  const db = await createDatabase('bench_performance');
  const server = await startAspirant({ DATABASE_URL: db.url });
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  let baseline: Awaited<ReturnType<typeof startProcess>> | undefined;
  try {
    const [token] = await seedStudents(db.url, 1, 'performance');
    const t0 = performance.now();
    await generate(client, { results: RESULTS, students: STUDENTS, heavyResults: HEAVY_RESULTS });
    const generateSeconds = round((performance.now() - t0) / 1000);
    const { rows } = await client.query<{ user_id: number }>(
      'select user_id from sessions order by id limit 1',
    );
    const userId = rows[0]!.user_id;
    baseline = await startProcess(path.join(ROOT, 'bench/baseline-server.mjs'), { DATABASE_URL: db.url });

    const get = (url: string) => async () => (await request(url, 'GET', undefined, token)).status === 200;
    const pages: Record<string, string> = {
      resultsByDate: '/api/performance/results',
      resultsByRank: '/api/performance/results?sort=rank&order=asc',
      overview: '/api/performance/overview',
      progress: '/api/progress',
      polity: '/api/subjects/Polity/analytics',
    };
    const single: Record<string, LoadResult> = {};
    for (const [name, url] of Object.entries(pages))
      single[name] = await load(1, DURATION_MS, get(server.url + url));
    const baselineByDate = await load(1, DURATION_MS, async () => {
      return (await request(`${baseline!.url}/results/${userId}`, 'GET')).status === 200;
    });
    // Four students at once on the heaviest page.
    const overviewFour = await load(4, DURATION_MS, get(`${server.url}/api/performance/overview`));

    const first = JSON.parse(
      (await request(server.url + pages.resultsByDate!, 'GET', undefined, token)).body,
    );
    const byRank = JSON.parse(
      (await request(server.url + pages.resultsByRank!, 'GET', undefined, token)).body,
    );
    return {
      results: RESULTS + HEAVY_RESULTS,
      students: STUDENTS + 1,
      studentResults: first.total,
      bestRank: byRank.rows[0]?.rank ?? null,
      generateSeconds,
      single,
      baselineByDate,
      overviewFour,
      ratioByDate: round(baselineByDate.p50 === 0 ? 0 : single.resultsByDate!.p50 / baselineByDate.p50, 2),
    };
  } finally {
    await client.end();
    await baseline?.kill();
    await server.kill();
    await db.drop();
  }
}
