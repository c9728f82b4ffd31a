import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import {
  createDatabase,
  createTimedTest,
  option,
  type Query,
  request,
  round,
  startAspirant,
  summary,
  tempDir,
} from './lib.ts';

/**
 * The live exam room (issue 17 point 8): N students of one batch start the same scheduled test within the ramp
 * (60 s) and save every 15 s for 5 minutes from their start, while 5 staff of the centre watch the live room
 * over server-sent events, on PostgreSQL (one process; the changes go through LISTEN/NOTIFY as with several).
 * Reports start p99, save p99 and the live room's update delay: from a save's response to the first event, on
 * each watcher's stream, whose row for that student shows a last save at or after the save was sent (the
 * server and this generator share the machine's clock). Bar: start p99 <= 1 s, save p99 <= 50 ms, delay p95
 * <= 2 s, 0 errors. Flags (`npm run bench -- exam-room --students=200 --minutes=1`) or env:
 *   --students   BENCH_ROOM_STUDENTS    2000
 *   --minutes    BENCH_ROOM_MINUTES     5     minutes each student saves for
 *   --ramp       BENCH_ROOM_RAMP_S      60    seconds over which the students start
 *   --interval   BENCH_ROOM_INTERVAL_S  15    seconds between one student's saves
 *   --watchers   BENCH_ROOM_WATCHERS    5     staff watching the live room
 */
const number = (name: string, env: string, fallback: string) => Number(option(name, env, fallback));

const STUDENTS = number('students', 'BENCH_ROOM_STUDENTS', '2000');
const DURATION_MS = number('minutes', 'BENCH_ROOM_MINUTES', '5') * 60_000;
const RAMP_MS = number('ramp', 'BENCH_ROOM_RAMP_S', '60') * 1000;
const INTERVAL_MS = number('interval', 'BENCH_ROOM_INTERVAL_S', '15') * 1000;
const WATCHERS = number('watchers', 'BENCH_ROOM_WATCHERS', '5');
const QUESTIONS = 100;
const CONNECTIONS = 256;

const BAR = { startP99Ms: 1000, saveP99Ms: 50, delayP95Ms: 2000 };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Users of a centre with live sessions, written straight into the database (as lib.ts seedStudentsWith). */
async function seedUsers(
  query: Query,
  count: number,
  role: number,
  customerId: number,
  prefix: string,
): Promise<{ id: number; token: string }[]> {
  const out: { id: number; token: string }[] = [];
  const hash = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG';
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, i) => start + i);
    const users = await query(
      `insert into users (name, email, password_hash, role_id, customer_id)
       select $5 || ' ' || i, $1 || i || '@bench.test', $2, $3, $4 from unnest($6::int[]) as i returning id`,
      [`${prefix}-${randomBytes(3).toString('hex')}-`, hash, role, customerId, prefix, batch],
    );
    const tokens = users.rows.map(() => randomBytes(32).toString('base64url'));
    await query(
      `insert into sessions (token_hash, user_id, expires_at) select t, u, now() + interval '1 day'
       from unnest($1::text[], $2::int[]) as x(t, u)`,
      [tokens.map((t) => createHash('sha256').update(t).digest('hex')), users.rows.map((u) => u.id)],
    );
    users.rows.forEach((u, i) => {
      out.push({ id: Number(u.id), token: tokens[i]! });
    });
  }
  return out;
}

/** One staff member's stream: every `update` row goes to `onRow` with the time it arrived. */
function watch(
  url: string,
  token: string,
  onRow: (userId: number, lastSaveAt: number, at: number) => void,
  onError: (what: string) => void,
): Promise<{ close(): void; events: () => number }> {
  return new Promise((resolve, reject) => {
    let events = 0;
    const req = http.get(
      url,
      { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`live room answered ${res.statusCode}`));
          res.resume();
          return;
        }
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            cut = buffer.indexOf('\n\n');
            if (!block.startsWith('event: update')) continue;
            events++;
            const data = block.slice(block.indexOf('data: ') + 6);
            const update = JSON.parse(data) as { students: { userId: number; lastSaveAt: string | null }[] };
            for (const s of update.students) {
              if (s.lastSaveAt) onRow(s.userId, Date.parse(s.lastSaveAt), at);
            }
          }
        });
        res.on('end', () => onError('stream ended'));
        resolve({ close: () => req.destroy(), events: () => events });
      },
    );
    req.on('error', (error) => {
      if (!req.destroyed) onError(`stream error ${error.message}`);
    });
  });
}

export async function examRoomBench(): Promise<Record<string, unknown>> {
  const logs = tempDir('bench-room-logs-');
  const db = await createDatabase('bench_room');
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  const query: Query = (text, params) => pool.query(text, params);
  const server = await startAspirant(
    { DATABASE_URL: db.url },
    { logFile: path.join(logs.dir, 'server.log') },
  );
  try {
    // A centre, its batch of N students, 5 teachers, and a test scheduled for the batch, open now.
    const centre = await query(`insert into customers (name) values ('Bench Centre') returning id`);
    const customerId = Number(centre.rows[0]!.id);
    const { testId, questionIds } = await createTimedTest(query, {
      minutes: Math.ceil((RAMP_MS + DURATION_MS) / 60_000) + 10,
      questions: QUESTIONS,
      name: 'Exam room mock',
    });
    const batch = await query(
      `insert into batches (name, start_date, status, customer_id) values ('Batch A', current_date, 'Active', $1)
       returning id`,
      [customerId],
    );
    const batchId = Number(batch.rows[0]!.id);
    await query(
      `update tests set owner_customer_id = $1, audience = 'batches', status = 'published',
              opens_at = now() - interval '1 minute', closes_at = now() + interval '2 hours', attempts_allowed = 1
        where id = $2`,
      [customerId, testId],
    );
    await query(`insert into test_audience_batches (test_id, batch_id) values ($1, $2)`, [testId, batchId]);
    const students = await seedUsers(query, STUDENTS, 3, customerId, 'Student');
    await query(`insert into batch_students (batch_id, user_id) select $1, u from unnest($2::int[]) u`, [
      batchId,
      students.map((s) => s.id),
    ]);
    const staff = await seedUsers(query, WATCHERS, 2, customerId, 'Teacher');

    const errorsByKind: Record<string, number> = {};
    let errors = 0;
    const fail = (what: string) => {
      errors++;
      errorsByKind[what] = (errorsByKind[what] ?? 0) + 1;
    };

    // Per watcher, per student: the saves answered but not yet seen on that stream (sent at, answered at).
    const pending = Array.from(
      { length: WATCHERS },
      () => new Map<number, { sentAt: number; answeredAt: number }[]>(),
    );
    const delays: number[] = [];
    let rowsReceived = 0;
    const watchers = await Promise.all(
      staff.map((member, w) =>
        watch(
          `${server.url}/api/test-studio/${testId}/live/events`,
          member.token,
          (userId, lastSaveAt, at) => {
            rowsReceived++;
            const list = pending[w]!.get(userId);
            if (!list) return;
            // Wall-clock on one machine: the save was written at or after it was sent.
            const seenUpTo = lastSaveAt + performance.timeOrigin;
            const left = list.filter((p) => {
              if (p.sentAt + performance.timeOrigin > seenUpTo + 1) return true;
              delays.push(at - p.answeredAt);
              return false;
            });
            pending[w]!.set(userId, left);
          },
          (what) => fail(`watcher: ${what}`),
        ),
      ),
    );

    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS, maxFreeSockets: CONNECTIONS });
    const send = (pathname: string, body: unknown, token: string) =>
      request(`${server.url}${pathname}`, 'POST', body, token, { agent }).catch(() => ({
        status: 0,
        body: '',
      }));
    const startLatencies: number[] = [];
    const saveLatencies: number[] = [];
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const began = performance.now();

    const student = async (s: number) => {
      const { id: userId, token } = students[s]!;
      await sleep(Math.random() * RAMP_MS);
      const t0 = performance.now();
      const started = await send(`/api/v2/tests/${testId}/start-enhanced`, {}, token);
      startLatencies.push(performance.now() - t0);
      if (started.status !== 200) {
        fail(`start ${started.status}`);
        return;
      }
      const { sessionUuid } = JSON.parse(started.body) as { sessionUuid: string };
      const startedAt = performance.now();
      let seq = 0;
      await sleep(Math.random() * INTERVAL_MS);
      while (performance.now() - startedAt < DURATION_MS) {
        const tick = performance.now();
        const sentAt = performance.now();
        const res = await send(
          '/api/v2/tests/save-answer',
          {
            sessionUuid,
            questionId: questionIds[seq % QUESTIONS]!,
            selectedAnswer: Math.floor(Math.random() * 4),
            answerType: 'single_choice',
            timeSpentSeconds: 15,
            isMarkedForReview: false,
            seq: ++seq,
          },
          token,
        );
        const answeredAt = performance.now();
        saveLatencies.push(answeredAt - sentAt);
        if (res.status === 200) {
          for (const p of pending) {
            const list = p.get(userId) ?? [];
            list.push({ sentAt, answeredAt });
            p.set(userId, list);
          }
        } else fail(`save ${res.status}`);
        await sleep(Math.max(0, INTERVAL_MS - (performance.now() - tick)));
      }
    };
    await Promise.all(students.map((_, s) => student(s)));
    // The last saves' events: a few seconds at most.
    await sleep(3000);
    lag.disable();
    agent.destroy();
    const unseen = pending.reduce((n, p) => n + [...p.values()].reduce((m, l) => m + l.length, 0), 0);
    const updateEvents = watchers.map((w) => w.events());
    for (const w of watchers) w.close();
    const start = summary(startLatencies);
    const save = summary(saveLatencies);
    const delay = summary(delays);
    if (unseen > 0) errorsByKind['saves never seen by a watcher'] = unseen;
    const attempts = await query(`select count(*)::int as n from attempts where test_id = $1`, [testId]);
    return {
      shape: {
        students: STUDENTS,
        watchers: WATCHERS,
        rampSeconds: RAMP_MS / 1000,
        saveIntervalSeconds: INTERVAL_MS / 1000,
        minutes: DURATION_MS / 60_000,
        questions: QUESTIONS,
      },
      bar: BAR,
      passed:
        errors === 0 &&
        unseen === 0 &&
        start.p99 <= BAR.startP99Ms &&
        save.p99 <= BAR.saveP99Ms &&
        delay.p95 <= BAR.delayP95Ms,
      errors: errors + unseen,
      errorsByKind,
      start,
      save,
      updateDelay: delay,
      attemptsStarted: Number(attempts.rows[0]!.n),
      saves: saveLatencies.length,
      updateEventsPerWatcher: updateEvents,
      rowsReceived,
      generatorLagP99Ms: round(lag.percentile(99) / 1e6),
      wallSeconds: Math.round((performance.now() - began) / 1000),
    };
  } finally {
    await server.kill('SIGTERM');
    await pool.end();
    await db.drop();
    logs.remove();
  }
}
