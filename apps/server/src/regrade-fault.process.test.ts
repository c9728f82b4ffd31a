import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pathOf } from '@aspirant/contract/endpoint.ts';
import { listRegrades, type RegradeLog, startRegrade } from '@aspirant/contract/insights.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Process, request, startProcess } from '../../../bench/lib.ts';
import { type Database, type Db, openPglite, openPostgres, pgArray, rowsOf } from './db/client.ts';
import { REGRADE_BATCH_SIZE } from './modules/regrades/service.ts';
import { storedSheetText } from './repositories/answer-sheet.ts';
import { assertConsistent, type Figures, recomputeFromScratch } from './test-support/regrades.ts';

/*
 * Issue 18 point 2, the fault test: a regrade survives its process dying mid-way. The real server entry point
 * (main.ts through tsx) runs a regrade of a test with 4,600 results in batches of REGRADE_BATCH_SIZE; the
 * fault switch ASPIRANT_FAULT_REGRADE_KILL_AFTER_BATCHES=2 (app.ts) makes it SIGKILL itself inside the third
 * batch, before that batch commits. A new process resumes the regrade at start-up, and afterwards every result,
 * the rank histograms, the students' running totals and topic counts must equal a from-scratch recomputation,
 * and the log must count every result once. On PostgreSQL when TEST_DATABASE_URL is set, else on PGlite (the
 * database is opened by the test only while no server holds it).
 */

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const STUDENTS = 4000;
/** Students 0..599 took the test twice (the second result is not a first attempt). */
const RETAKERS = 600;
/** Students 0..999 also took another test (their running totals span two tests). */
const OTHER_TAKERS = 1000;
const QUESTIONS = 20;
const KILL_AFTER_BATCHES = 2;

const isPostgres = Boolean(process.env.TEST_DATABASE_URL);

interface Target {
  env: Record<string, string>;
  /** Runs `fn` on the database; on PGlite only while no server process holds the data directory. */
  withDb<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  remove(): Promise<void>;
}

async function target(): Promise<Target> {
  if (isPostgres) {
    const made = await createDatabase('aspirant_regrade_fault');
    let database: Database | null = null;
    return {
      env: { DATABASE_URL: made.url },
      async withDb(fn) {
        database ??= await openPostgres(made.url, { max: 2 });
        return fn(database.db);
      },
      async remove() {
        await database?.close();
        await made.drop();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'aspirant-regrade-fault-'));
  return {
    env: { DATA_DIR: dir },
    async withDb(fn) {
      const database = await openPglite(path.join(dir, 'pgdata'));
      try {
        return await fn(database.db);
      } finally {
        await database.close();
      }
    },
    async remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const start = (env: Record<string, string>) =>
  startProcess(MAIN, { LOG_LEVEL: 'info', DEMO: 'false', ...env }, ['--import', 'tsx']);

/** Waits for a process to end by itself; answers the signal that ended it. */
function ended(server: Process): Promise<NodeJS.Signals | null> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.signalCode);
  return new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
}

/**
 * Two tests of one exam (+2, -0.5, 0) in two topics, 4,600 results of the first and 1,000 of the second with
 * their answers, written in bulk. Position 1's key is option 0, but the stronger half of the students chose
 * option 1 (the bad key the regrade fixes). The results, histograms, totals and topic counts are then written
 * from the from-scratch recomputation, so the figures start consistent.
 */
async function seed(db: Db): Promise<{ testId: number; superAdminToken: string }> {
  const tag = randomBytes(4).toString('hex');
  const one = async <T>(query: SQL) => rowsOf<T>(await db.execute(query))[0]!;
  const exam = await one<{ id: number }>(sql`
    insert into exams (code, name, mark_correct, mark_incorrect) values (${`fault-${tag}`}, ${`Fault exam ${tag}`}, 2, -0.5)
    returning id`);
  const subject = await one<{ id: number }>(sql`
    insert into subjects (code, name) values (${`fault-${tag}`}, ${`Fault subject ${tag}`}) returning id`);
  const topics = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into topics (code, name, subject_id)
      select ${`fault-${tag}-`} || i, 'Fault topic ' || i, ${subject.id} from generate_series(1, 2) as i
      returning id`),
  ).map((t) => t.id);
  const makeTest = async (name: string, questions: number) => {
    const qs = rowsOf<{ id: number }>(
      await db.execute(sql`
        insert into questions (code, subject_id, topic_id, difficulty, text, options, correct_index, explanation)
        select ${`fault-${tag}-${name}-`} || i, ${subject.id},
               (${pgArray(topics)}::int[])[1 + i % 2], (array['easy', 'medium', 'hard'])[1 + i % 3],
               'Question ' || i, '["A","B","C","D"]'::jsonb, 0, 'Option A.'
          from generate_series(1, ${questions}::int) as i
         order by i
        returning id`),
    ).map((q) => q.id);
    const test = await one<{ id: number }>(sql`
      insert into tests (code, name, type, exam_id, duration_minutes, question_count, subject_names, subject_text)
      values (${`fault-${tag}-${name}`}, ${`Fault ${name} ${tag}`}, 'Full Syllabus', ${exam.id}, 60, ${questions},
              array[${`Fault subject ${tag}`}], ${`Fault subject ${tag}`})
      returning id`);
    await db.execute(sql`
      insert into test_questions (test_id, position, question_id)
      select ${test.id}, p - 1, q from unnest(${pgArray(qs)}::int[]) with ordinality as x(q, p)`);
    return test.id;
  };
  const testId = await makeTest('regraded', QUESTIONS);
  const otherTestId = await makeTest('other', 10);

  const hash = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG';
  const users = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into users (name, email, password_hash, role_id)
      select 'Fault student ' || i, ${`fault-${tag}-`} || i || '@fault.test', ${hash}, ${ROLE.STUDENT}
        from generate_series(0, ${STUDENTS - 1}::int) as i order by i
      returning id`),
  ).map((u) => u.id);
  const admin = await one<{ id: number }>(sql`
    insert into users (name, email, password_hash, role_id)
    values ('Fault super admin', ${`fault-admin-${tag}@fault.test`}, ${hash}, ${ROLE.SUPER_ADMIN}) returning id`);
  const superAdminToken = randomBytes(32).toString('base64url');
  await db.execute(sql`
    insert into sessions (token_hash, user_id, expires_at)
    values (${createHash('sha256').update(superAdminToken).digest('hex')}, ${admin.id}, now() + interval '1 day')`);

  // Attempts in the order the results get their ids: every student's first, then the retakes, then the other test.
  const takers = [
    ...users.map((u) => [u, testId, true] as const),
    ...users.slice(0, RETAKERS).map((u) => [u, testId, false] as const),
    ...users.slice(0, OTHER_TAKERS).map((u) => [u, otherTestId, true] as const),
  ];
  const attempts = rowsOf<{ id: string | number; user_id: number; test_id: number }>(
    await db.execute(sql`
      insert into attempts (session_uuid, user_id, test_id, status, started_at, deadline_at, last_activity_at,
                            submitted_at, submitted_by)
      select gen_random_uuid(), u, t, 'submitted', now() - interval '2 hours', now() - interval '1 hour',
             now() - interval '90 minutes', now() - interval '90 minutes', 'student'
        from unnest(${pgArray(takers.map((x) => x[0]))}::int[], ${pgArray(takers.map((x) => x[1]))}::int[])
             with ordinality as x(u, t, n)
       order by n
      returning id, user_id, test_id`),
  ).sort((a, b) => Number(a.id) - Number(b.id)); // ids follow the insert's order, as `takers`
  // Ability 0..9 by student; a blank 8 % of the time; position 1: the able half mostly chose option 1.
  await db.execute(sql`
    insert into attempt_answers (attempt_id, question_id, selected_answer, time_spent_seconds, seq, updated_at)
    select a.id, tq.question_id,
           case when h.v < 8 then null
                when tq.position = 0 and a.user_id % 10 >= 5 and h.v < 75 then 1
                when h.v < 30 + (a.user_id % 10) * 6 then 0
                else 1 + h.v % 3 end,
           5 + h.v % 60, 1, now() - interval '90 minutes'
      from attempts a
      join test_questions tq on tq.test_id = a.test_id
      cross join lateral (select abs(hashtext(a.id::text || ':' || tq.question_id::text)) % 100 as v) h
     where a.id = any(${pgArray(attempts.map((a) => Number(a.id)))}::bigint[])`);
  const stored = storedSheetText('a.id', 'a.test_id');
  await db.execute(sql`
    insert into results (attempt_id, user_id, test_id, score, total_score, perc_score, correct, wrong, unattempted,
                         attempted, total_questions, time_spent_seconds, is_first_attempt, answer_sheet,
                         answer_seconds)
    select a.id, a.user_id, a.test_id, 0, 0, 0, 0, 0, 0, 0, x.question_count, 600 + (a.id % 900)::int, x.first,
           ${sql.raw(stored.sheet)}, ${sql.raw(stored.seconds)}
      from unnest(${pgArray(attempts.map((a) => Number(a.id)))}::bigint[], ${pgArray(takers.map((x) => x[2]))}::boolean[])
           with ordinality as f(attempt_id, first, n)
      join attempts a on a.id = f.attempt_id
      join lateral (select t.question_count, f.first from tests t where t.id = a.test_id) x on true
     order by f.n`);

  // The figures every submission keeps, as the recomputation makes them.
  const f = await recomputeFromScratch(db);
  const ids = Object.keys(f.results).map(Number);
  const col = (pick: (r: Figures['results'][number]) => number) =>
    pgArray(ids.map((id) => pick(f.results[id]!)));
  await db.execute(sql`
    update results r
       set score = u.score, total_score = u.total_score, perc_score = u.perc_score, correct = u.correct,
           wrong = u.wrong, unattempted = u.unattempted, attempted = u.attempted, accuracy_rate = u.accuracy_rate,
           speed_score = u.speed_score, time_efficiency = u.time_efficiency
      from unnest(${pgArray(ids)}::bigint[], ${col((r) => r.score)}::float8[], ${col((r) => r.totalScore)}::float8[],
                  ${col((r) => r.percScore)}::float8[], ${col((r) => r.correct)}::int[], ${col((r) => r.wrong)}::int[],
                  ${col((r) => r.unattempted)}::int[], ${col((r) => r.attempted)}::int[],
                  ${col((r) => r.accuracyRate)}::float8[], ${col((r) => r.speedScore)}::float8[],
                  ${col((r) => r.timeEfficiency)}::float8[])
           as u(id, score, total_score, perc_score, correct, wrong, unattempted, attempted, accuracy_rate,
                speed_score, time_efficiency)
     where r.id = u.id`);
  const histogram = Object.entries(f.histogram).map(([key, count]) => {
    const at = key.lastIndexOf('|');
    return { scope: key.slice(0, at), bucket: Number(key.slice(at + 1)), count };
  });
  await db.execute(sql`
    insert into score_histogram (scope, bucket, count)
    select * from unnest(${pgArray(histogram.map((h) => h.scope))}::text[], ${pgArray(histogram.map((h) => h.bucket))}::int[],
                         ${pgArray(histogram.map((h) => h.count))}::int[])`);
  const stats = Object.entries(f.stats).map(([user, s]) => ({ user: Number(user), ...s }));
  await db.execute(sql`
    insert into student_stats (user_id, total_tests, sum_perc, avg_bucket, updated_at)
    select u, n, s, b, now()
      from unnest(${pgArray(stats.map((s) => s.user))}::int[], ${pgArray(stats.map((s) => s.totalTests))}::int[],
                  ${pgArray(stats.map((s) => s.sumPerc))}::float8[], ${pgArray(stats.map((s) => s.avgBucket))}::int[])
           as x(u, n, s, b)`);
  const topicRows = Object.entries(f.topics).map(([key, t]) => {
    const [user, topic] = key.split('|').map(Number);
    return { user: user!, topic: topic!, ...t };
  });
  await db.execute(sql`
    insert into student_topic_stats (user_id, topic_id, subject_id, questions, attempted, correct)
    select x.u, x.t, tp.subject_id, x.q, x.a, x.c
      from unnest(${pgArray(topicRows.map((t) => t.user))}::int[], ${pgArray(topicRows.map((t) => t.topic))}::int[],
                  ${pgArray(topicRows.map((t) => t.questions))}::int[], ${pgArray(topicRows.map((t) => t.attempted))}::int[],
                  ${pgArray(topicRows.map((t) => t.correct))}::int[]) as x(u, t, q, a, c)
      join topics tp on tp.id = x.t`);
  return { testId, superAdminToken };
}

const regradeRow = async (db: Db, testId: number) =>
  rowsOf<{ cursor: string | number; results_seen: number; results_changed: number; finished_at: unknown }>(
    await db.execute(sql`select cursor, results_seen, results_changed, finished_at from regrades
                          where test_id = ${testId}`),
  );

describe(`regrade fault: SIGKILL mid-way, resumed at start-up (${isPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let db: Target;
  const servers: Process[] = [];

  beforeAll(async () => {
    db = await target();
  });

  afterAll(async () => {
    for (const server of servers) await server.kill('SIGKILL');
    await db?.remove();
  });

  it('leaves every result, histogram, running total and topic count equal to a from-scratch recomputation, and the log counts each result once', async () => {
    // The first start migrates and seeds the bank; on PGlite it stops so the test can write the data directory.
    const first = await start(db.env);
    servers.push(first);
    expect(await first.kill('SIGTERM')).toBe(0);
    const { testId, superAdminToken } = await db.withDb(seed);
    const before = await db.withDb(assertConsistent);
    const results = Object.keys(before.results).length;
    expect(results).toBe(STUDENTS + RETAKERS + OTHER_TAKERS);
    const ofTest = STUDENTS + RETAKERS;
    expect(ofTest).toBeGreaterThan((KILL_AFTER_BATCHES + 1) * REGRADE_BATCH_SIZE);

    const doomed = await start({
      ...db.env,
      ASPIRANT_FAULT_REGRADE_KILL_AFTER_BATCHES: String(KILL_AFTER_BATCHES),
    });
    servers.push(doomed);
    const started = await request(
      `${doomed.url}${pathOf(startRegrade.path, { id: testId })}`,
      'POST',
      { action: 'change_key', position: 1, option: 1 },
      superAdminToken,
    );
    expect(started.status).toBe(202);
    expect(await ended(doomed)).toBe('SIGKILL');

    // Killed mid-way: the batches before the kill committed, the one it was in did not.
    await db.withDb(async (d) => {
      const [row] = await regradeRow(d, testId);
      expect(row!.finished_at).toBeNull();
      expect(row!.results_seen).toBe(KILL_AFTER_BATCHES * REGRADE_BATCH_SIZE);
      expect(Number(row!.cursor)).toBeGreaterThan(0);
    });

    const resumed = await start(db.env);
    servers.push(resumed);
    const url = `${resumed.url}${pathOf(listRegrades.path, { id: testId })}`;
    let log: RegradeLog | undefined;
    for (let i = 0; i < 1200 && !log?.finishedAt; i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 100));
      const res = await request(url, 'GET', undefined, superAdminToken);
      expect(res.status).toBe(200);
      log = (JSON.parse(res.body) as { regrades: RegradeLog[] }).regrades[0];
    }
    expect(log?.finishedAt).not.toBeNull();
    expect(await resumed.kill('SIGTERM')).toBe(0);

    await db.withDb(async (d) => {
      const after = await assertConsistent(d);
      const changed = Object.keys(after.results).filter(
        (id) => JSON.stringify(after.results[Number(id)]) !== JSON.stringify(before.results[Number(id)]),
      );
      const scoreChanged = changed.filter(
        (id) => after.results[Number(id)]!.score !== before.results[Number(id)]!.score,
      );
      // The fix moved many results on both sides of the kill.
      expect(changed.length).toBeGreaterThan(ofTest / 3);
      expect(log).toMatchObject({
        position: 1,
        action: 'change_key',
        accepted: [1],
        previous: { accepted: [0], dropped: null },
        resultsSeen: ofTest,
        resultsChanged: changed.length,
      });
      const [marked] = rowsOf<{ n: number; regraded: number; notices: number }>(
        await d.execute(sql`
          select (select count(*)::int from result_regrades) as n,
                 (select count(distinct result_id)::int from result_regrades) as regraded,
                 (select count(*)::int from notifications where kind = 'regraded') as notices`),
      );
      expect(marked).toEqual({ n: changed.length, regraded: changed.length, notices: scoreChanged.length });
      expect(
        rowsOf(await d.execute(sql`select 1 from item_analysis_cache where test_id = ${testId}`)),
      ).toEqual([]);
    });
  }, 300_000);
});
