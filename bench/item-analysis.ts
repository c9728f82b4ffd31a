import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { answerSheetText } from '../apps/server/src/repositories/answer-sheet.ts';
import { pathOf } from '../packages/contract/src/endpoint.ts';
import {
  getItemAnalysis,
  listRegrades,
  type RegradeLog,
  startRegrade,
} from '../packages/contract/src/insights.ts';
import { getResultsReport } from '../packages/contract/src/test-reports.ts';
import {
  createDatabase,
  createTimedTest,
  type Latency,
  option,
  type Query,
  request,
  round,
  seedStudentsWith,
  startAspirant,
  summary,
  tempDir,
} from './lib.ts';

/**
 * Item analysis and regrading at scale (issue 18 point 6), on PostgreSQL: N first attempts (default 100,000) of a
 * 100-question test, their 10 million answers, results and the figures a submission keeps (histograms, running
 * totals, topic counts), generated in SQL. Position 1's key is wrong: the abler half of the students mostly chose
 * option 1. Measured through the built server's HTTP API, signed in as the super admin (the test is global):
 * - the analysis cold (its cache row deleted before each request) and warm (nothing changed since), and after
 *   100 more first attempts (the cached sums plus theirs: the recomputation after new submissions);
 * - autosave of ANOTHER test by S students (each saves every I seconds through `POST /api/v2/tests/save-answer`),
 *   first alone (the baseline), then while the key of position 1 is changed to option 1 and every result is
 *   regraded (from the `POST .../regrades` to the log row's `finishedAt`, polled every 250 ms).
 * - last, the results report of every taker as CSV and XLSX (issue 18 point 4): the time to the whole file, its
 *   size and the server's peak memory (VmHWM, reset before each), with the savers running again.
 * Bars: analysis cold <= 2 s, warm <= 50 ms, after more submissions <= 2 s; regrade <= 60 s; save p99 <= 50 ms during the regrade.
 * Flags (`npm run bench -- item-analysis --attempts=20000`) or env:
 *   --attempts  BENCH_ITEMS_ATTEMPTS   100000  first attempts of the analysed test
 *   --savers    BENCH_ITEMS_SAVERS     200     students saving answers of the other test
 *   --interval  BENCH_ITEMS_INTERVAL_S 2       seconds between one saver's saves
 *   --baseline  BENCH_ITEMS_BASELINE_S 20      seconds of autosave alone before the regrade
 *   --cold      BENCH_ITEMS_COLD       5       cold analysis requests
 *   --warm      BENCH_ITEMS_WARM       30      warm analysis requests
 *   --more      BENCH_ITEMS_MORE       100     first attempts added before each incremental analysis
 *   --incremental BENCH_ITEMS_INCREMENTAL 3     incremental analysis requests (MORE submissions before each)
 *   --reports   BENCH_ITEMS_REPORTS    2       results reports downloaded in each format
 *   --keep      BENCH_ITEMS_KEEP       0       1: keep the database afterwards (its URL is printed) for EXPLAIN
 */
const number = (name: string, env: string, fallback: string) => Number(option(name, env, fallback));

const ATTEMPTS = number('attempts', 'BENCH_ITEMS_ATTEMPTS', '100000');
const SAVERS = number('savers', 'BENCH_ITEMS_SAVERS', '200');
const INTERVAL_MS = number('interval', 'BENCH_ITEMS_INTERVAL_S', '2') * 1000;
const BASELINE_MS = number('baseline', 'BENCH_ITEMS_BASELINE_S', '20') * 1000;
const COLD_RUNS = number('cold', 'BENCH_ITEMS_COLD', '5');
const WARM_RUNS = number('warm', 'BENCH_ITEMS_WARM', '30');
const MORE = number('more', 'BENCH_ITEMS_MORE', '100');
const INCREMENTAL_RUNS = number('incremental', 'BENCH_ITEMS_INCREMENTAL', '3');
const KEEP = option('keep', 'BENCH_ITEMS_KEEP', '0') === '1';
const REPORT_RUNS = number('reports', 'BENCH_ITEMS_REPORTS', '2');
const QUESTIONS = 100;
/** Attempts generated per statement (100 answers each). */
const CHUNK = 10_000;

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG';

const BAR = {
  analysisIncrementalMs: 2000,
  analysisColdMs: 2000,
  analysisWarmMs: 50,
  regradeSeconds: 60,
  saveP99Ms: 50,
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A figure of /proc/PID/status in MB: VmRSS (now) or VmHWM (the peak since `resetPeakMemory`). */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? round(Number(match[1]) / 1024, 1) : Number.NaN;
}

/** Sets VmHWM back to the present RSS (Linux's clear_refs, value 5). */
function resetPeakMemory(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}
const loadAverage = () => os.loadavg().map((l) => round(l, 2));

/** Rounds as the domain's `round2` (Math.round: half up), in float8. */
const r2 = (x: string) => `(floor((${x}) * 100 + 0.5) / 100)`;

/**
 * The answers of the test's attempts with ids in [lo, hi): blank 6 %, else right with a chance that grows with the
 * taker's ability (user id mod 100) and falls with the question's difficulty (position mod 10).
 */
const answersInsert = (testId: number, lo: number, hi: number) => `
       insert into attempt_answers (attempt_id, question_id, selected_answer, time_spent_seconds, seq, updated_at)
       select a.id, tq.question_id,
              case when h.v < 60 then null
                   when tq.position = 0 and a.user_id % 100 >= 50 and h.v < 760 then 1
                   when h.v < 60 + (250 + (a.user_id % 100) * 6 - (tq.position % 10) * 30) then 0
                   else 1 + h.v % 3 end,
              10 + h.v % 80, 1, now() - interval '2 hours'
         from attempts a
         join test_questions tq on tq.test_id = a.test_id
         cross join lateral (select abs(hashtext(a.id::text || ':' || tq.question_id::text)) % 1000 as v) h
        where a.test_id = ${testId} and a.id >= ${lo} and a.id < ${hi}`;

/** Each attempt has an answer row for every question of the paper (blank: null), so the sheet is theirs. */
const SHEET = answerSheetText({
  choice: 'aa.selected_answer',
  seconds: 'aa.time_spent_seconds',
  position: 'tq.position',
});

/**
 * The results of the test's attempts from id $3 on ($1 the test, $2 its question count), marked in SQL as
 * `markPaper` marks them.
 */
const RESULTS_INSERT = `insert into results (attempt_id, user_id, test_id, score, total_score, perc_score, correct, wrong, unattempted,
                          attempted, total_questions, time_spent_seconds, is_first_attempt, accuracy_rate,
                          speed_score, time_efficiency, answer_sheet, answer_seconds)
     select m.attempt_id, m.user_id, $1, m.score, 200, ${r2('m.score / 200 * 100')}, m.c, m.w, $2 - m.c - m.w,
            m.c + m.w, $2, m.secs, true,
            case when m.c + m.w > 0 then ${r2('m.c::float8 / (m.c + m.w) * 100')} else 0 end,
            ${r2('(m.c + m.w) / (m.secs / 60.0)')},
            case when m.c + m.w > 0 then ${r2('least(100, (m.c + m.w) * 60.0 / m.secs * 100)')} else 0 end,
            m.sheet, m.sheet_seconds
       from (select a.id as attempt_id, a.user_id, 1800 + (a.id % 3600)::int as secs, k.c, k.w, k.sheet,
                    k.sheet_seconds,
                    ${r2('k.c * 2 + k.w * -0.5')} as score
               from attempts a
               join (
                 select aa.attempt_id,
                        count(*) filter (where aa.selected_answer = q.correct_index)::int as c,
                        count(*) filter (where aa.selected_answer <> q.correct_index)::int as w,
                        ${SHEET.sheet} as sheet, ${SHEET.seconds} as sheet_seconds
                   from attempt_answers aa
                   join attempts t on t.id = aa.attempt_id and t.test_id = $1 and t.id >= $3
                   join questions q on q.id = aa.question_id
                   join test_questions tq on tq.test_id = $1 and tq.question_id = aa.question_id
                  group by aa.attempt_id) k on k.attempt_id = a.id
              where a.test_id = $1 and a.id >= $3
              order by a.id) m`;

/**
 * `count` more first attempts of the test, submitted now: their students, attempts, answers and results, as
 * `generate` writes them (not the histograms and totals, which the analysis does not read).
 */
async function submitMore(query: Query, testId: number, count: number): Promise<void> {
  const tag = randomBytes(4).toString('hex');
  await query(
    `insert into users (name, email, password_hash, role_id)
     select 'Late taker ' || i, $1 || i || '@bench.test', $2, 3 from generate_series(0, $3::int - 1) as i order by i`,
    [`items-late-${tag}-`, HASH, count],
  );
  const ids = (
    await query(
      `insert into attempts (session_uuid, user_id, test_id, status, started_at, deadline_at, last_activity_at,
                             submitted_at, submitted_by)
       select gen_random_uuid(), u.id, $1, 'submitted', now() - interval '2 hours', now(), now(), now(), 'student'
         from users u where u.email like $2 order by u.id
       returning id`,
      [testId, `items-late-${tag}-%`],
    )
  ).rows.map((r) => Number(r.id));
  const lo = Math.min(...ids);
  await query(answersInsert(testId, lo, Math.max(...ids) + 1), []);
  await query(RESULTS_INSERT, [testId, QUESTIONS, lo]);
}

/**
 * The analysed test and its takers, written in bulk. Each student has an ability (user index mod 100); each
 * question a difficulty (its position mod 10); an answer is blank 6 % of the time, else correct with a chance
 * that grows with the ability and falls with the difficulty, else one of the three wrong options. The results
 * are marked in SQL as `markPaper` marks them (+2, -0.5, 0, every question 'medium'), and the histograms, the
 * running totals and the topic counts are built from them as submissions keep them.
 */
async function generate(query: Query): Promise<{ testId: number; superAdminToken: string; seconds: number }> {
  const began = performance.now();
  const tag = randomBytes(4).toString('hex');
  const one = async (text: string, params: unknown[]) => (await query(text, params)).rows[0]!;
  const exam = await one(
    `insert into exams (code, name, mark_correct, mark_incorrect) values ($1, $2, 2, -0.5) returning id`,
    [`items-${tag}`, `Item exam ${tag}`],
  );
  const subject = await one(`insert into subjects (code, name) values ($1, $2) returning id`, [
    `items-${tag}`,
    `Item subject ${tag}`,
  ]);
  const topics = (
    await query(
      `insert into topics (code, name, subject_id)
       select $1 || i, 'Item topic ' || i, $2 from generate_series(1, 5) as i returning id`,
      [`items-${tag}-`, subject.id],
    )
  ).rows.map((t) => Number(t.id));
  const questionIds = (
    await query(
      `insert into questions (code, subject_id, topic_id, difficulty, text, options, correct_index, explanation)
       select $1 || i, $2, ($3::int[])[1 + i % 5], 'medium', 'Item question ' || i, '["A","B","C","D"]'::jsonb, 0, 'A.'
         from generate_series(1, $4::int) as i order by i
       returning id`,
      [`items-${tag}-`, subject.id, topics, QUESTIONS],
    )
  ).rows.map((q) => Number(q.id));
  const test = await one(
    `insert into tests (code, name, type, exam_id, duration_minutes, question_count, subject_names, subject_text)
     values ($1, $2, 'Full Syllabus', $3, 120, $4, array[$5], $5) returning id`,
    [`items-${tag}`, `Item analysis mock ${tag}`, exam.id, QUESTIONS, `Item subject ${tag}`],
  );
  const testId = Number(test.id);
  await query(
    `insert into test_questions (test_id, position, question_id)
     select $1, p - 1, q from unnest($2::int[]) with ordinality as x(q, p)`,
    [testId, questionIds],
  );

  const admin = await one(
    `insert into users (name, email, password_hash, role_id) values ('Bench super admin', $1, $2, 4) returning id`,
    [`items-admin-${tag}@bench.test`, HASH],
  );
  const superAdminToken = randomBytes(32).toString('base64url');
  await query(
    `insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
    [createHash('sha256').update(superAdminToken).digest('hex'), admin.id],
  );
  await query(
    `insert into users (name, email, password_hash, role_id)
     select 'Taker ' || i, $1 || i || '@bench.test', $2, 3 from generate_series(0, $3::int - 1) as i order by i`,
    [`items-${tag}-`, HASH, ATTEMPTS],
  );
  await query(
    `insert into attempts (session_uuid, user_id, test_id, status, started_at, deadline_at, last_activity_at,
                           submitted_at, submitted_by)
     select gen_random_uuid(), u.id, $1, 'submitted', now() - interval '3 hours', now() - interval '1 hour',
            now() - interval '90 minutes', now() - interval '90 minutes', 'student'
       from users u where u.email like $2 order by u.id`,
    [testId, `items-${tag}-%`],
  );
  // The answers without their key and checks while they load (the bench's own database): the primary key is
  // built once afterwards, and the foreign keys hold by construction.
  await query(`alter table attempt_answers drop constraint attempt_answers_attempt_id_question_id_pk`);
  const range = (
    await query(`select min(id) as lo, max(id) as hi from attempts where test_id = $1`, [testId])
  ).rows[0]!;
  for (let lo = Number(range.lo); lo <= Number(range.hi); lo += CHUNK) {
    await query(
      `set session_replication_role = replica;
       ${answersInsert(testId, lo, lo + CHUNK)};
       set session_replication_role = origin;`,
    );
  }
  await query(
    `alter table attempt_answers add constraint attempt_answers_attempt_id_question_id_pk primary key (attempt_id, question_id)`,
  );
  await query('analyze attempts, attempt_answers');
  await query(RESULTS_INSERT, [testId, QUESTIONS, 0]);
  // What submissions keep: the test's and the averages' histograms, the running totals, the topic counts.
  await query(
    `insert into student_stats (user_id, total_tests, sum_perc, avg_bucket, updated_at)
     select user_id, 1, perc_score, floor(perc_score * 100 + 0.5)::int, now() from results where test_id = $1`,
    [testId],
  );
  await query(
    `insert into score_histogram (scope, bucket, count)
     select scope, bucket, count(*)::int from (
       select 'test:' || $1::int as scope, floor(perc_score * 100 + 0.5)::int as bucket from results where test_id = $1::int
       union all select 'test:' || $1::int || ':pct', floor(floor(perc_score * 100 + 0.5) / 100)::int from results where test_id = $1::int
       union all select 'avg', avg_bucket from student_stats s join results r using (user_id) where r.test_id = $1::int
       union all select 'avg:pct', floor(avg_bucket / 100.0)::int from student_stats s join results r using (user_id)
                  where r.test_id = $1::int) b
     group by scope, bucket
     on conflict (scope, bucket) do update set count = score_histogram.count + excluded.count`,
    [testId],
  );
  await query(
    `insert into student_topic_stats (user_id, topic_id, subject_id, questions, attempted, correct)
     select r.user_id, q.topic_id, q.subject_id, count(*)::int,
            count(aa.selected_answer)::int, count(*) filter (where aa.selected_answer = q.correct_index)::int
       from results r
       join test_questions tq on tq.test_id = r.test_id
       join questions q on q.id = tq.question_id
       left join attempt_answers aa on aa.attempt_id = r.attempt_id and aa.question_id = q.id
      where r.test_id = $1
      group by r.user_id, q.topic_id, q.subject_id`,
    [testId],
  );
  await query('vacuum analyze');
  // The load's dirty pages written out now, not by a checkpoint in the middle of the phases measured.
  await query('checkpoint');
  return { testId, superAdminToken, seconds: round((performance.now() - began) / 1000) };
}

interface Timings extends Latency {
  median: number;
}

const timings = (xs: number[]): Timings => ({
  median: round(xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]! : Number.NaN),
  ...summary(xs),
});

export async function itemAnalysisBench(): Promise<Record<string, unknown>> {
  const db = await createDatabase('bench_items');
  const logs = tempDir('bench-items-logs-');
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  const query: Query = (text, params) => pool.query(text, params);
  const figures: Record<string, unknown> = {
    attempts: ATTEMPTS,
    questions: QUESTIONS,
    loadAverageAtStart: loadAverage(),
  };
  const server0 = await startAspirant({ DATABASE_URL: db.url });
  // Migrated and seeded: the data is written while no server runs.
  await server0.kill('SIGTERM');
  try {
    const generated = await generate(query);
    figures.generationSeconds = generated.seconds;
    const { testId, superAdminToken } = generated;
    const other = await createTimedTest(query, {
      minutes: 600,
      questions: QUESTIONS,
      name: 'Autosave alongside',
    });
    const tokens = await seedStudentsWith(query, SAVERS, 'items-saver');

    const server = await startAspirant(
      { DATABASE_URL: db.url },
      { logFile: path.join(logs.dir, 'server.log') },
    );
    const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
    const api = (method: string, pathname: string, body?: unknown, token = superAdminToken) =>
      request(`${server.url}${pathname}`, method, body, token, { agent, timeoutMs: 120_000 });
    try {
      // The analysis, cold (the cache row gone) and warm (nothing changed).
      const analysisPath = pathOf(getItemAnalysis.path, { id: testId });
      const cold: number[] = [];
      let flags: Record<string, number> = {};
      for (let i = 0; i < COLD_RUNS; i++) {
        await query('delete from item_analysis_cache where test_id = $1', [testId]);
        const t0 = performance.now();
        const res = await api('GET', analysisPath);
        cold.push(performance.now() - t0);
        if (res.status !== 200) throw new Error(`analysis answered ${res.status}: ${res.body.slice(0, 300)}`);
        const a = JSON.parse(res.body).analysis as { takers: number; items: { flags: { kind: string }[] }[] };
        if (a.takers !== ATTEMPTS) throw new Error(`analysis counted ${a.takers} takers`);
        flags = {};
        for (const item of a.items) for (const f of item.flags) flags[f.kind] = (flags[f.kind] ?? 0) + 1;
        figures.firstQuestionFlags = a.items[0]!.flags.map((f) => f.kind);
      }
      const warm: number[] = [];
      for (let i = 0; i < WARM_RUNS; i++) {
        const t0 = performance.now();
        const res = await api('GET', analysisPath);
        warm.push(performance.now() - t0);
        if (res.status !== 200) throw new Error(`analysis answered ${res.status}`);
      }
      // After MORE new first attempts (written in SQL as the data above): the cached sums plus theirs.
      const incremental: number[] = [];
      for (let i = 0; i < INCREMENTAL_RUNS; i++) {
        await submitMore(query, testId, MORE);
        const t0 = performance.now();
        const res = await api('GET', analysisPath);
        incremental.push(performance.now() - t0);
        if (res.status !== 200) throw new Error(`analysis answered ${res.status}`);
        const a = JSON.parse(res.body).analysis as { takers: number };
        if (a.takers !== ATTEMPTS + (i + 1) * MORE) throw new Error(`analysis counted ${a.takers} takers`);
      }
      figures.analysis = {
        coldMs: timings(cold),
        warmMs: timings(warm),
        [`after${MORE}MoreSubmissionsMs`]: timings(incremental),
        flags,
      };

      // Savers of the other test: each saves every INTERVAL_MS, first alone, then through the regrade.
      const sessions: string[] = [];
      for (let i = 0; i < tokens.length; i += 25) {
        const started = await Promise.all(
          tokens
            .slice(i, i + 25)
            .map((t) => api('POST', `/api/v2/tests/${other.testId}/start-enhanced`, {}, t)),
        );
        for (const r of started) {
          if (r.status !== 200) throw new Error(`start answered ${r.status}: ${r.body.slice(0, 300)}`);
          sessions.push(JSON.parse(r.body).sessionUuid);
        }
      }
      let phase: 'baseline' | 'regrade' | 'report' | 'after' = 'baseline';
      const saves = {
        baseline: [] as number[],
        regrade: [] as number[],
        report: [] as number[],
        after: [] as number[],
      };
      let saveErrors = 0;
      let running = true;
      const seqs = sessions.map(() => 0);
      const saver = async (s: number) => {
        await sleep(Math.random() * INTERVAL_MS);
        while (running) {
          const seq = ++seqs[s]!;
          const next = performance.now() + INTERVAL_MS;
          const at = phase;
          const t0 = performance.now();
          const res = await api(
            'POST',
            '/api/v2/tests/save-answer',
            {
              sessionUuid: sessions[s],
              questionId: other.questionIds[(s + seq) % other.questionIds.length],
              selectedAnswer: seq % 4,
              timeSpentSeconds: seq % 90,
              isMarkedForReview: false,
              seq,
            },
            tokens[s],
          ).catch(() => ({ status: 0, body: '' }));
          if (at === phase) saves[at].push(performance.now() - t0);
          if (res.status !== 200) saveErrors++;
          await sleep(Math.max(0, next - performance.now()));
        }
      };
      const savers = sessions.map((_, s) => saver(s));
      await sleep(BASELINE_MS);

      phase = 'regrade';
      const load0 = loadAverage();
      const t0 = performance.now();
      const started = await api('POST', pathOf(startRegrade.path, { id: testId }), {
        action: 'change_key',
        position: 1,
        option: 1,
      });
      if (started.status !== 202) throw new Error(`regrade answered ${started.status}: ${started.body}`);
      let log: RegradeLog | undefined;
      while (!log?.finishedAt) {
        await sleep(250);
        const res = await api('GET', pathOf(listRegrades.path, { id: testId }));
        log = (JSON.parse(res.body) as { regrades: RegradeLog[] }).regrades[0];
      }
      const regradeSeconds = (performance.now() - t0) / 1000;
      phase = 'after';
      running = false;
      await Promise.all(savers);
      const base = summary(saves.baseline);
      const during = summary(saves.regrade);
      figures.regrade = {
        seconds: round(regradeSeconds, 2),
        serverSeconds: round((Date.parse(log.finishedAt!) - Date.parse(log.createdAt)) / 1000, 2),
        resultsSeen: log.resultsSeen,
        resultsChanged: log.resultsChanged,
        loadAverageAtStart: load0,
      };
      figures.autosave = {
        savers: SAVERS,
        intervalSeconds: INTERVAL_MS / 1000,
        aloneMs: base,
        duringRegradeMs: during,
        p99Ratio: round(during.p99 / base.p99, 2),
        errors: saveErrors,
      };

      // The regrade dropped the cached analysis: the next request computes it again.
      const a0 = performance.now();
      const again = await api('GET', analysisPath);
      figures.analysisAfterRegradeMs = round(performance.now() - a0);
      const after = JSON.parse(again.body).analysis as { items: { flags: { kind: string }[] }[] };
      figures.firstQuestionFlagsAfterRegrade = after.items[0]!.flags.map((f) => f.kind);

      // The results report of every taker (the super admin's: everyone) as CSV and XLSX, with the savers
      // back: the time to the whole file, its size, and the server's peak memory while it was made.
      running = true;
      phase = 'report';
      const reportSavers = sessions.map((_, s) => saver(s));
      await sleep(INTERVAL_MS);
      const reports: Record<string, unknown> = {};
      const reportSaves: Record<string, Latency> = {};
      for (const format of ['csv', 'xlsx'] as const) {
        const runs: { ms: number; bytes: number; peakRssMb: number; rssBeforeMb: number }[] = [];
        for (let i = 0; i < REPORT_RUNS; i++) {
          saves.report = [];
          const rssBeforeMb = memoryMb(server.child.pid!, 'VmRSS');
          resetPeakMemory(server.child.pid!);
          const r0 = performance.now();
          const res = await fetch(
            `${server.url}${pathOf(getResultsReport.path, { id: testId })}?format=${format}`,
            { headers: { authorization: `Bearer ${superAdminToken}` } },
          );
          const bytes = (await res.arrayBuffer()).byteLength;
          const ms = performance.now() - r0;
          if (res.status !== 200) throw new Error(`the ${format} report answered ${res.status}`);
          runs.push({ ms: round(ms), bytes, peakRssMb: memoryMb(server.child.pid!, 'VmHWM'), rssBeforeMb });
          reportSaves[`${format}${i + 1}`] = summary(saves.report);
        }
        reports[format] = runs;
      }
      phase = 'after';
      running = false;
      await Promise.all(reportSavers);
      figures.resultsReport = {
        takers: ATTEMPTS + INCREMENTAL_RUNS * MORE,
        runs: reports,
        savesMs: reportSaves,
      };

      const passed = {
        analysisCold: Math.max(...cold) <= BAR.analysisColdMs,
        analysisIncremental: Math.max(...incremental) <= BAR.analysisIncrementalMs,
        analysisWarm: (figures.analysis as { warmMs: Timings }).warmMs.p95 <= BAR.analysisWarmMs,
        regrade: regradeSeconds <= BAR.regradeSeconds,
        saveP99: during.p99 <= BAR.saveP99Ms && saveErrors === 0,
      };
      figures.bar = BAR;
      figures.passed = passed;
      figures.loadAverageAtEnd = loadAverage();
    } finally {
      await server.kill('SIGTERM');
    }
  } finally {
    await pool.end();
    if (KEEP) figures.keptDatabase = db.url;
    else await db.drop();
    logs.remove();
  }
  return figures;
}
