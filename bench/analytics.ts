import pg from 'pg';
import { storedSheetText } from '../apps/server/src/repositories/answer-sheet.ts';
import { createDatabase, load, percentile, request, round, seedStudents, startAspirant } from './lib.ts';

const RESULTS = Number(process.env.BENCH_RESULTS ?? 1_000_000);
const STUDENTS = Number(process.env.BENCH_ANALYTICS_STUDENTS ?? 100_000);
const HEAVY_RESULTS = 500;

/**
 * Ranks and analytics at scale: 1,000,000 results from 100,000 students on PostgreSQL, plus one student
 * with 500 results (with their answers). Measures the rank query itself, the result page and the dashboard.
 */
export async function analytics(): Promise<Record<string, unknown>> {
  const db = await createDatabase('bench_analytics');
  const server = await startAspirant({ DATABASE_URL: db.url });
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const [heavyToken] = await seedStudents(db.url, 1, 'heavy');
    const t0 = performance.now();
    await generate(client);
    const generateSeconds = round((performance.now() - t0) / 1000);

    // The rank query as the server runs it, for random scores on random tests and on the averages.
    const { rows: tests } = await client.query<{ id: number }>('select id from tests');
    const rankTimes: number[] = [];
    for (let i = 0; i < 2000; i++) {
      const scope = i % 2 ? 'avg' : `test:${tests[i % tests.length]!.id}`;
      const bucket = Math.floor(Math.random() * 13_300) - 3_300;
      const coarse = Math.floor(bucket / 100);
      const start = performance.now();
      await client.query(
        `select coalesce((select sum(count) from score_histogram where scope = $1 and bucket > $2), 0)
              + coalesce((select sum(count) from score_histogram where scope = $3 and bucket > $4 and bucket < $5), 0) as above,
                coalesce((select sum(count) from score_histogram where scope = $1), 0) as total`,
        [`${scope}:pct`, coarse, scope, bucket, (coarse + 1) * 100],
      );
      rankTimes.push(performance.now() - start);
    }
    rankTimes.sort((a, b) => a - b);

    const { rows: heavyRows } = await client.query<{ id: string }>(
      `select r.id from results r join sessions s on s.user_id = r.user_id order by r.id desc limit 50`,
    );
    const readResult = async (_: number, i: number) => {
      const id = heavyRows[i % heavyRows.length]!.id;
      return (await request(`${server.url}/api/results/${id}`, 'GET', undefined, heavyToken)).status === 200;
    };
    const readDashboard = async () =>
      (await request(`${server.url}/api/results/enhanced-dashboard`, 'GET', undefined, heavyToken)).status ===
      200;
    // One student alone (the latency a student sees), then four at once.
    const resultPage = { single: await load(1, 5000, readResult), four: await load(4, 5000, readResult) };
    const dashboard = {
      single: await load(1, 5000, readDashboard),
      four: await load(4, 5000, readDashboard),
    };
    const check = JSON.parse(
      (await request(`${server.url}/api/results/enhanced-dashboard`, 'GET', undefined, heavyToken)).body,
    );
    return {
      results: RESULTS + HEAVY_RESULTS,
      students: STUDENTS + 1,
      generateSeconds,
      rankQueryMs: {
        p50: round(percentile(rankTimes, 50), 2),
        p99: round(percentile(rankTimes, 99), 2),
        max: round(rankTimes.at(-1)!, 2),
      },
      resultPage,
      dashboard,
      heavyStudent: {
        totalTests: check.data.data.overview.totalTests,
        allIndiaRank: check.data.data.overview.allIndiaRank,
        totalTestTakers: check.data.data.overview.totalTestTakers,
      },
    };
  } finally {
    await client.end();
    await server.kill();
    await db.drop();
  }
}

/**
 * Bulk data in SQL, then the histograms and running totals built the way submissions keep them: `results`
 * results of `students` students, and `heavyResults` (with their answers) for the student of the first session.
 */
export async function generate(
  client: pg.Client,
  { results = RESULTS, students = STUDENTS, heavyResults = HEAVY_RESULTS } = {},
): Promise<void> {
  await client.query(`
    insert into users (name, email, password_hash, role_id)
    select 'Student ' || g, 'student' || g || '@scale.test', 'x', 3 from generate_series(1, ${students}) g`);
  const { rows } = await client.query<{ min: number }>(
    `select min(id) as min from users where email like '%@scale.test'`,
  );
  const first = rows[0]!.min;
  // Attempts and results: each student takes tests round-robin; scores spread like a real paper.
  await client.query(`
    insert into attempts (session_uuid, user_id, test_id, status, started_at, deadline_at, last_activity_at, submitted_at, submitted_by)
    select gen_random_uuid(), ${first} + (g % ${students}), 1 + (g % 21), 'submitted',
           now() - make_interval(days => g % 90), now() - make_interval(days => g % 90) + interval '1 hour',
           now() - make_interval(days => g % 90), now() - make_interval(days => g % 90), 'student'
      from generate_series(0, ${results - 1}) g`);
  // Scores as a real paper gives them: whole numbers of right and wrong answers under the exam's marking, so a
  // test has at most (n+1)(n+2)/2 distinct scores (n questions), as its histogram does in use. About 55 % right
  // on average, spread like a class; the lateral refers to the row, so random() is drawn per row (uncorrelated,
  // PostgreSQL would draw it once for all rows).
  await client.query(`
    insert into results (attempt_id, user_id, test_id, score, total_score, perc_score, correct, wrong, unattempted,
                         attempted, total_questions, time_spent_seconds, accuracy_rate, speed_score, time_efficiency,
                         is_first_attempt, created_at, answer_sheet, answer_seconds)
    select a.id, a.user_id, a.test_id, s.score, s.total, round((s.score / s.total * 100)::numeric, 2)::float8,
           s.c, s.w, s.n - s.c - s.w, s.c + s.w, s.n, 1800,
           case when s.c + s.w > 0 then round((s.c * 100.0 / (s.c + s.w))::numeric, 2)::float8 else 0 end, 1, 80,
           row_number() over (partition by a.user_id, a.test_id order by a.id) = 1, a.submitted_at,
           ''::bytea, ''::bytea
      from attempts a
      join tests t on t.id = a.test_id
      join exams e on e.id = t.exam_id
      cross join lateral (
        select y.n, y.c, y.w, y.c * e.mark_correct + y.w * e.mark_incorrect as score, y.n * e.mark_correct as total
          from (select x.n, x.c, floor(random() * (x.n - x.c + 1))::int as w
                  from (select t.question_count as n,
                               greatest(0, least(t.question_count,
                                 round(t.question_count * (0.55 + 0.36 * (random() + random() + random() - 1.5)))))::int as c
                         where a.id is not null) x) y) s
     where a.user_id >= ${first}`);
  // The heavy student: 500 results with their answers (for subject accuracy).
  await client.query(`
    with u as (select s.user_id as id from sessions s order by s.id limit 1),
         a as (
           insert into attempts (session_uuid, user_id, test_id, status, started_at, deadline_at, last_activity_at, submitted_at, submitted_by)
           select gen_random_uuid(), u.id, 1 + (g % 21), 'submitted', now() - make_interval(days => g % 120),
                  now() - make_interval(days => g % 120) + interval '1 hour', now(), now() - make_interval(days => g % 120), 'student'
             from u, generate_series(0, ${heavyResults - 1}) g
           returning id, user_id, test_id, submitted_at)
    insert into results (attempt_id, user_id, test_id, score, total_score, perc_score, correct, wrong, unattempted,
                         attempted, total_questions, time_spent_seconds, accuracy_rate, speed_score, time_efficiency,
                         is_first_attempt, created_at, answer_sheet, answer_seconds)
    select a.id, a.user_id, a.test_id, 30, 50, 60 + (a.id % 30), 25, 10, 15, 35, 50, 2400, 71.4, 0.9, 75,
           row_number() over (partition by a.test_id order by a.id) = 1, a.submitted_at, ''::bytea, ''::bytea
      from a`);
  await client.query(`
    insert into attempt_answers (attempt_id, question_id, selected_answer, is_marked, time_spent_seconds, seq, updated_at)
    select r.attempt_id, tq.question_id, (tq.position + r.id) % 4, false, 45, 1, now()
      from results r join test_questions tq on tq.test_id = r.test_id
     where r.user_id = (select user_id from sessions order by id limit 1)`);
  const sheet = storedSheetText('r.attempt_id', 'r.test_id');
  await client.query(`
    update results r set answer_sheet = ${sheet.sheet}, answer_seconds = ${sheet.seconds}
     where r.user_id = (select user_id from sessions order by id limit 1)`);
  // The counts per topic and subject a submission keeps (issue 15), as the migration's backfill builds them,
  // for the student whose answers were generated (the other results have no answers to count).
  await client.query(`
    insert into student_topic_stats (user_id, topic_id, subject_id, questions, attempted, correct, time_spent_seconds)
    select r.user_id, q.topic_id, q.subject_id, count(*)::int,
           (count(*) filter (where aa.selected_answer is not null))::int,
           (count(*) filter (where aa.selected_answer = q.correct_index))::int,
           coalesce(sum(aa.time_spent_seconds), 0)::int
      from results r
      join test_questions tq on tq.test_id = r.test_id
      join questions q on q.id = tq.question_id
      left join attempt_answers aa on aa.attempt_id = r.attempt_id and aa.question_id = q.id
     where r.user_id = (select user_id from sessions order by id limit 1)
     group by r.user_id, q.topic_id, q.subject_id`);
  await client.query(`
    insert into student_subject_stats (user_id, subject_id, tests)
    select r.user_id, q.subject_id, count(distinct r.id)::int
      from results r
      join test_questions tq on tq.test_id = r.test_id
      join questions q on q.id = tq.question_id
     where r.user_id = (select user_id from sessions order by id limit 1)
     group by r.user_id, q.subject_id`);
  // Histograms and running totals, as the attempts service's rankBookkeeping keeps them.
  await client.query(`
    insert into score_histogram (scope, bucket, count)
    select 'test:' || test_id, round(perc_score * 100)::int, count(*) from results where is_first_attempt group by 1, 2
    union all
    select 'test:' || test_id || ':pct', floor(perc_score)::int, count(*) from results where is_first_attempt group by 1, 2`);
  await client.query(`
    insert into student_stats (user_id, total_tests, sum_perc, avg_bucket, updated_at)
    select user_id, count(*), sum(perc_score), round(avg(perc_score) * 100)::int, now() from results group by user_id`);
  await client.query(`
    insert into score_histogram (scope, bucket, count)
    select 'avg', avg_bucket, count(*) from student_stats group by avg_bucket
    union all
    select 'avg:pct', floor(avg_bucket / 100.0)::int, count(*) from student_stats group by floor(avg_bucket / 100.0)::int`);
  await client.query('analyze');
}
