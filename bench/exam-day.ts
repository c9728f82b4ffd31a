import http from 'node:http';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  createDatabase,
  createTimedTest,
  type Latency,
  type Nginx,
  option,
  type Process,
  type Query,
  request,
  round,
  seedStudentsWith,
  startAspirant,
  startNginx,
  summary,
  tempDir,
} from './lib.ts';

/**
 * Exam day (issue 13): N students start one test within the ramp (2 minutes), each saves every 15 s (a changed
 * answer, sometimes marked for review) for 10 minutes from their start, then submits with their answers. Like
 * the browser (use-save-position.ts), a student who moves to a question sends its position a second later
 * (POST /api/v2/tests/save-position): once per question visited, apart from the saves.
 * A setup passes an N with start p99 <= 1 s, save p99 <= 100 ms and 0 errors; N grows through the list and
 * stops at the first failure. Flags (`npm run bench -- exam-day --students=20000 --duration=120`) or env:
 *   --students   BENCH_EXAM_STUDENTS     5000,10000,20000,30000,40000
 *   --ramp       BENCH_EXAM_RAMP_S       120   seconds over which the students start
 *   --interval   BENCH_EXAM_INTERVAL_S   15    seconds between one student's saves
 *   --duration   BENCH_EXAM_DURATION_S   600   seconds each student saves for before submitting
 *   --setups     BENCH_EXAM_SETUPS       pglite,postgres,nginx
 *   --connections BENCH_EXAM_CONNECTIONS 256   keep-alive connections of the load generator
 */

const STUDENTS = option('students', 'BENCH_EXAM_STUDENTS', '5000,10000,20000,30000,40000')
  .split(',')
  .map(Number);
const RAMP_MS = Number(option('ramp', 'BENCH_EXAM_RAMP_S', '120')) * 1000;
const INTERVAL_MS = Number(option('interval', 'BENCH_EXAM_INTERVAL_S', '15')) * 1000;
const DURATION_MS = Number(option('duration', 'BENCH_EXAM_DURATION_S', '600')) * 1000;
const SETUPS = option('setups', 'BENCH_EXAM_SETUPS', 'pglite,postgres,nginx').split(',');
const CONNECTIONS = Number(option('connections', 'BENCH_EXAM_CONNECTIONS', '256'));
const QUESTIONS = 100;

const BAR = { startP99Ms: 1000, saveP99Ms: 100 };

interface Prepared {
  /** SQL on the database, for writing the test and the students before the run. */
  query: Query;
  /** The address students use, once the database is ready; stop() ends everything and drops the data. */
  launch(): Promise<{ url: string; stop(): Promise<void> }>;
}

/** One database and the server process(es) in front of it. */
async function prepare(setup: string): Promise<Prepared> {
  // Servers log every request at info, as in production, to files (bench/lib.ts startProcess).
  const logs = tempDir('bench-exam-logs-');
  let started = 0;
  const start = (env: Record<string, string>) =>
    startAspirant(env, { logFile: path.join(logs.dir, `server-${++started}.log`) });
  if (setup === 'pglite') {
    const data = tempDir('bench-exam-');
    // The first start migrates and seeds; the students are written while no server holds the files.
    await (await startAspirant({ DATA_DIR: data.dir })).kill('SIGTERM');
    const lite = new PGlite(path.join(data.dir, 'pgdata'));
    return {
      query: (text, params) => lite.query<Record<string, unknown>>(text, params),
      async launch() {
        await lite.close();
        const server = await start({ DATA_DIR: data.dir });
        return {
          url: server.url,
          async stop() {
            await server.kill('SIGTERM');
            data.remove();
            logs.remove();
          },
        };
      },
    };
  }
  const db = await createDatabase('bench_exam');
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  const processes: Process[] = [];
  let nginx: Nginx | null = null;
  const env: Record<string, string> = { DATABASE_URL: db.url };
  if (setup === 'nginx') {
    // Two processes share limits through Redis and see clients through nginx (docs/scale-out.md).
    env.REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    env.TRUST_PROXY = '1';
  }
  processes.push(await start(env));
  if (setup === 'nginx') {
    processes.push(await start(env));
    nginx = await startNginx(
      processes.map((p) => new URL(p.url).host),
      { accessLog: false },
    );
  }
  return {
    query: (text, params) => pool.query(text, params),
    async launch() {
      return {
        url: nginx?.url ?? processes[0]!.url,
        async stop() {
          await nginx?.stop();
          for (const p of processes) await p.kill('SIGTERM');
          await pool.end();
          await db.drop();
          logs.remove();
        },
      };
    },
  };
}

interface Figures {
  students: number;
  passed: boolean;
  errors: number;
  errorsByStatus: Record<string, number>;
  start: Latency;
  save: Latency;
  /** save-position, once per question visited (issue 15): its errors count in `errors` with the others'. */
  savePosition: Latency;
  /** Saves before anyone submitted. */
  saveBeforeSubmissions: Latency;
  submit: Latency;
  saves: number;
  /** Saves answered over the ramp and the duration, on average. */
  savesPerSecond: number;
  offeredSavesPerSecond: number;
  /** The load generator's own event-loop delay: when high, the latencies include the generator's queueing. */
  generatorLagP99Ms: number;
  wallSeconds: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A refused or failed request is resent after a second, like the browser's queue; at most this many times. */
const TRIES = 5;

/** The browser sends a question's position once the student has stayed on it this long (use-save-position.ts). */
const SETTLE_MS = 1000;

/** The exam for `students` against one target: every student runs on its own timers in this process. */
async function examDay(setup: string, students: number): Promise<Figures> {
  const prepared = await prepare(setup);
  const { testId, questionIds } = await createTimedTest(prepared.query, {
    minutes: Math.ceil((RAMP_MS + DURATION_MS) / 60_000) + 10,
    questions: QUESTIONS,
    name: 'Exam day mock',
  });
  const tokens = await seedStudentsWith(prepared.query, students, 'exam');
  const target = await prepared.launch();
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS, maxFreeSockets: CONNECTIONS });
  const send = (pathname: string, body: unknown, token: string) =>
    request(`${target.url}${pathname}`, 'POST', body, token, { agent }).catch(() => ({
      status: 0,
      body: '',
    }));

  const startLatencies: number[] = [];
  const saveLatencies: number[] = [];
  const positionLatencies: number[] = [];
  /** Saves sent before the first submission: the exam's middle, apart from its end. */
  const middleSaveLatencies: number[] = [];
  let firstSubmitAt = Number.POSITIVE_INFINITY;
  const submitLatencies: number[] = [];
  const errorsByStatus: Record<string, number> = {};
  let errors = 0;
  const fail = (what: string, status: number) => {
    errors++;
    errorsByStatus[`${what} ${status}`] = (errorsByStatus[`${what} ${status}`] ?? 0) + 1;
  };

  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const began = performance.now();

  const student = async (s: number) => {
    await sleep(Math.random() * RAMP_MS);
    const token = tokens[s]!;
    let sessionUuid = '';
    for (let tries = 1; ; tries++) {
      const t0 = performance.now();
      const res = await send(`/api/v2/tests/${testId}/start-enhanced`, {}, token);
      startLatencies.push(performance.now() - t0);
      if (res.status === 200) {
        sessionUuid = JSON.parse(res.body).sessionUuid;
        break;
      }
      fail('start', res.status);
      if (tries === TRIES) return;
      await sleep(1000);
    }
    const startedAt = performance.now();
    const choices = new Map<number, number | null>();
    let seq = 0;
    let position = 0;
    // The server has the question the attempt opens on (the first): the browser sends only a move from it.
    let shownIndex = 0;
    /** Sent once the student has stayed on the question a moment; not resent (the next move carries it). */
    const sendPosition = async (questionIndex: number) => {
      await sleep(SETTLE_MS);
      const t0 = performance.now();
      const res = await send(
        '/api/v2/tests/save-position',
        { sessionUuid, questionIndex, language: 'en' },
        token,
      );
      positionLatencies.push(performance.now() - t0);
      if (res.status !== 200) fail('position', res.status);
    };
    // Like the browser: a change is saved at once, one save in flight, resent until acknowledged.
    await sleep(Math.random() * INTERVAL_MS);
    while (performance.now() - startedAt < DURATION_MS) {
      const tick = performance.now();
      // Mostly the next question; now and then back to change an earlier answer or clear it.
      const isRevisit = position > 0 && Math.random() < 0.3;
      const questionIndex = isRevisit
        ? Math.floor(Math.random() * Math.min(position, QUESTIONS))
        : position++ % QUESTIONS;
      const questionId = questionIds[questionIndex]!;
      // A move to another question; staying on the one shown sends nothing.
      const moved = questionIndex === shownIndex ? null : sendPosition(questionIndex);
      shownIndex = questionIndex;
      const answer = Math.random() < 0.05 ? null : Math.floor(Math.random() * 4);
      const body = {
        sessionUuid,
        questionId,
        selectedAnswer: answer,
        answerType: 'single_choice',
        timeSpentSeconds: Math.floor(Math.random() * 120),
        isMarkedForReview: Math.random() < 0.2,
        seq: ++seq,
      };
      for (let tries = 1; tries <= TRIES; tries++) {
        const t0 = performance.now();
        const res = await send('/api/v2/tests/save-answer', body, token);
        saveLatencies.push(performance.now() - t0);
        if (t0 < firstSubmitAt) middleSaveLatencies.push(performance.now() - t0);
        if (res.status === 200) break;
        fail('save', res.status);
        await sleep(1000);
      }
      choices.set(questionId, answer);
      await moved;
      await sleep(Math.max(0, INTERVAL_MS - (performance.now() - tick)));
    }
    const answers = [...choices].map(([questionId, selectedAnswer]) => ({ questionId, selectedAnswer }));
    firstSubmitAt = Math.min(firstSubmitAt, performance.now());
    for (let tries = 1; tries <= TRIES; tries++) {
      const t0 = performance.now();
      const res = await send('/api/results', { testId, sessionUuid, answers }, token);
      submitLatencies.push(performance.now() - t0);
      if (res.status === 201) break;
      fail('submit', res.status);
      await sleep(1000);
    }
  };

  try {
    await Promise.all(tokens.map((_, s) => student(s)));
  } finally {
    lag.disable();
    agent.destroy();
    await target.stop();
  }
  const wall = (performance.now() - began) / 1000;
  const start = summary(startLatencies);
  const save = summary(saveLatencies);
  return {
    students,
    passed: errors === 0 && start.p99 <= BAR.startP99Ms && save.p99 <= BAR.saveP99Ms,
    errors,
    errorsByStatus,
    start,
    save,
    savePosition: summary(positionLatencies),
    saveBeforeSubmissions: summary(middleSaveLatencies),
    submit: summary(submitLatencies),
    saves: saveLatencies.length,
    savesPerSecond: Math.round(saveLatencies.length / Math.max(1, (DURATION_MS + RAMP_MS) / 1000)),
    offeredSavesPerSecond: Math.round(students / (INTERVAL_MS / 1000)),
    generatorLagP99Ms: round(lag.percentile(99) / 1e6),
    wallSeconds: Math.round(wall),
  };
}

export async function examDayBench(): Promise<Record<string, unknown>> {
  const results: Record<string, unknown> = {
    shape: {
      rampSeconds: RAMP_MS / 1000,
      saveIntervalSeconds: INTERVAL_MS / 1000,
      durationSeconds: DURATION_MS / 1000,
      connections: CONNECTIONS,
      questions: QUESTIONS,
    },
    bar: BAR,
  };
  for (const setup of SETUPS) {
    const runs: Figures[] = [];
    for (const n of STUDENTS) {
      const figures = await examDay(setup, n);
      console.error(`exam-day ${setup} ${n}: ${JSON.stringify(figures)}`);
      runs.push(figures);
      if (!figures.passed) break;
    }
    results[setup] = {
      largestPassing: Math.max(0, ...runs.filter((r) => r.passed).map((r) => r.students)),
      runs,
    };
  }
  return results;
}
