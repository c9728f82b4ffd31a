import { execSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDatabase,
  createTimedTest,
  findNginx,
  freePort,
  type Nginx,
  type Process,
  ROOT,
  request,
  seedStudentsWith,
  startAspirant,
  startNginx,
} from '../../../bench/lib.ts';
import { hashPassword } from './lib/crypto.ts';
import { AUTH_LIMITS } from './modules/auth/limits.ts';

/*
 * Scale-out on real parts (issue 13, docs/scale-out.md): two built server processes on one PostgreSQL and one
 * Redis behind nginx. Runs in the 'server' project only when all three are at hand (CI installs them).
 */
const skipReason = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set'
  : !process.env.TEST_REDIS_URL
    ? 'TEST_REDIS_URL is not set'
    : !findNginx()
      ? 'nginx is not installed (apt-get install nginx)'
      : null;

if (skipReason) console.warn(`scale-out.process.test.ts skipped: ${skipReason}`);

const STUDENTS = 40;
/** Students 0..19 submit; the others stop answering and leave their attempt to the server's sweep. */
const SUBMITTERS = 20;
const MAIN_JS = path.join(ROOT, 'apps/server/dist/main.js');

interface Save {
  seq: number;
  questionId: number;
  answer: number | null;
}

/** A loopback address of this run's own (all of 127/8 is loopback): Redis counters outlive the run. */
const freshAddress = () => `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(skipReason)(
  `scale-out: two processes, PostgreSQL, Redis, nginx${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let database: Awaited<ReturnType<typeof createDatabase>>;
    let sql: pg.Pool;
    let env: Record<string, string>;
    let ports: [number, number];
    const servers: Process[] = [];
    let nginx: Nginx;

    const start = async (index: 0 | 1) => {
      servers[index] = await startAspirant({ ...env, PORT: String(ports[index]) });
      return servers[index]!;
    };

    beforeAll(async () => {
      // `npm test` builds the app first; a lone run of this file builds the server bundle (under a second).
      if (!existsSync(MAIN_JS)) execSync('npm run build -w @aspirant/server', { cwd: ROOT, stdio: 'ignore' });
      database = await createDatabase('aspirant_scale');
      sql = new pg.Pool({ connectionString: database.url, max: 2 });
      env = {
        DATABASE_URL: database.url,
        REDIS_URL: process.env.TEST_REDIS_URL!,
        // One proxy in front: the client's address is the last one nginx appends to X-Forwarded-For.
        TRUST_PROXY: '1',
      };
      ports = [await freePort(), await freePort()];
      // The first one migrates; the second finds the schema in place.
      await start(0);
      await start(1);
      nginx = await startNginx(ports.map((p) => `127.0.0.1:${p}`));
    }, 90_000);

    afterAll(async () => {
      await nginx?.stop();
      for (const server of servers) await server?.kill('SIGKILL');
      await sql?.end();
      await database?.drop();
    });

    it('spreads students over both, survives SIGKILL of one mid-test with 0 acknowledged answers lost, and submits each attempt once', async () => {
      const { testId, questionIds } = await createTimedTest((t, p) => sql.query(t, p), {
        minutes: 1,
        questions: 10,
      });
      const tokens = await seedStudentsWith((t, p) => sql.query(t, p), STUDENTS, 'scale');
      const api = nginx.url;

      const sessions = await Promise.all(
        tokens.map(async (token) => {
          const res = await request(`${api}/api/v2/tests/${testId}/start-enhanced`, 'POST', {}, token);
          expect(res.status).toBe(200);
          return JSON.parse(res.body).sessionUuid as string;
        }),
      );

      // Each student saves like the browser's queue: one save in flight, resent until acknowledged.
      const sent = tokens.map(() => new Map<number, Save>());
      const acked = tokens.map(() => new Map<number, Save>());
      const failures = new Map<number, number>(); // status (0: no answer) -> count, before a resend
      let running = true;
      const student = async (s: number) => {
        let seq = 0;
        while (running) {
          const save: Save = {
            seq: ++seq,
            questionId: questionIds[randomInt(questionIds.length)]!,
            answer: randomInt(10) === 0 ? null : randomInt(4),
          };
          sent[s]!.set(save.seq, save);
          for (;;) {
            const res = await request(
              `${api}/api/v2/tests/save-answer`,
              'POST',
              {
                sessionUuid: sessions[s],
                questionId: save.questionId,
                selectedAnswer: save.answer,
                isMarkedForReview: randomInt(5) === 0,
                seq: save.seq,
              },
              tokens[s],
            ).catch(() => ({ status: 0, body: '' }));
            if (res.status === 200) {
              acked[s]!.set(save.questionId, save);
              break;
            }
            failures.set(res.status, (failures.get(res.status) ?? 0) + 1);
            await sleep(100);
          }
          await sleep(randomInt(20, 60));
        }
      };
      const students = tokens.map((_, s) => student(s));

      await sleep(3000);
      await servers[1]!.kill('SIGKILL');
      await sleep(3000);
      const restartedAt = Date.now() / 1000;
      await start(1);
      // nginx tries the restarted process again once its fail_timeout (2 s) has passed.
      await sleep(5000);
      running = false;
      await Promise.all(students);

      // Half the class submits (through nginx, resent like the browser until answered) ...
      for (let s = 0; s < SUBMITTERS; s++) {
        for (;;) {
          const res = await request(
            `${api}/api/results`,
            'POST',
            { testId, sessionUuid: sessions[s] },
            tokens[s],
          );
          if (res.status === 201) break;
          expect(res.status).toBe(502);
          await sleep(100);
        }
      }
      // ... and the rest stop answering. Their clock moves on by 2 minutes: past the 1-minute deadline and the
      // 30 s grace, so both processes' sweeps (every 10 s) race to submit them.
      const stopped = sessions.slice(SUBMITTERS);
      await sql.query(
        `update attempts set started_at = started_at - interval '2 minutes', deadline_at = deadline_at - interval '2 minutes',
              last_activity_at = last_activity_at - interval '2 minutes'
        where session_uuid = any($1::uuid[])`,
        [stopped],
      );
      for (let i = 0; i < 100; i++) {
        const open = await sql.query(
          `select count(*)::int as n from attempts where test_id = $1 and status = 'in_progress'`,
          [testId],
        );
        if (open.rows[0].n === 0) break;
        await sleep(250);
      }

      // Both processes answered saves, and the restarted one answered again after its restart.
      const saveLines = nginx.accessLog().filter((line) => line.includes(' /api/v2/tests/save-answer '));
      const servedBy = (port: number, after = 0) =>
        saveLines.filter((line) => {
          const [msec, , , status, upstream] = line.split(' ');
          return Number(msec) > after && status === '200' && upstream!.endsWith(`:${port}`);
        }).length;
      expect(servedBy(ports[0])).toBeGreaterThan(0);
      expect(servedBy(ports[1])).toBeGreaterThan(0);
      expect(servedBy(ports[1], restartedAt)).toBeGreaterThan(0);
      // The only failed saves were the ones nginx could not deliver to the killed process.
      expect([...failures.keys()].filter((status) => status !== 502)).toEqual([]);

      // Every acknowledged answer is in the database, as sent (or a newer save of the same question).
      const stored = await sql.query<{ u: string; q: number; a: number | null; s: string }>(
        `select a.session_uuid::text as u, x.question_id as q, x.selected_answer as a, x.seq::text as s
         from attempt_answers x join attempts a on a.id = x.attempt_id where a.test_id = $1`,
        [testId],
      );
      const byKey = new Map(stored.rows.map((r) => [`${r.u}|${r.q}`, r]));
      let checked = 0;
      const lost: string[] = [];
      for (const [s, byQuestion] of acked.entries()) {
        for (const [questionId, ack] of byQuestion) {
          checked++;
          const row = byKey.get(`${sessions[s]}|${questionId}`);
          const original = row ? sent[s]!.get(Number(row.s)) : undefined;
          if (!row || Number(row.s) < ack.seq || original?.answer !== row.a) lost.push(`${s}/${questionId}`);
        }
      }
      expect(checked).toBeGreaterThan(STUDENTS);
      expect(lost).toEqual([]);

      // Each attempt is submitted exactly once: by its student, or by the server at the deadline.
      const attempts = await sql.query<{ u: string; status: string; by: string | null; results: number }>(
        `select a.session_uuid::text as u, a.status, a.submitted_by as by,
              (select count(*)::int from results r where r.attempt_id = a.id) as results
         from attempts a where a.test_id = $1`,
        [testId],
      );
      const outcome = new Map(attempts.rows.map((r) => [r.u, `${r.status}/${r.by}/${r.results}`]));
      expect(attempts.rows).toHaveLength(STUDENTS);
      expect(sessions.map((u) => outcome.get(u))).toEqual(
        sessions.map((_, s) => (s < SUBMITTERS ? 'submitted/student/1' : 'submitted/server/1')),
      );
    }, 90_000);

    it('shares sessions: a sign-in on one process works on the other, and a sign-out on it ends it on both', async () => {
      const [a, b] = servers;
      const email = `shared-${randomInt(1_000_000)}@scale.test`;
      await sql.query(
        `insert into users (name, email, password_hash, role_id, email_verified_at) values ('Shared Session', $1, $2, 3, now())`,
        [email, await hashPassword('correct horse 42')],
      );
      const login = await request(
        `${a!.url}/api/auth/login`,
        'POST',
        { email, password: 'correct horse 42' },
        undefined,
        {
          localAddress: freshAddress(),
        },
      );
      expect(login.status).toBe(200);
      const { token } = JSON.parse(login.body);

      const onB = await request(`${b!.url}/api/auth/user`, 'GET', undefined, token);
      expect(onB.status).toBe(200);
      expect(JSON.parse(onB.body).user).toMatchObject({ email, name: 'Shared Session' });

      expect((await request(`${b!.url}/api/auth/logout`, 'POST', undefined, token)).status).toBe(200);
      expect((await request(`${a!.url}/api/auth/user`, 'GET', undefined, token)).status).toBe(401);
    });

    it('shares limits through Redis: failed sign-ins on one process and the other add up', async () => {
      const [a, b] = servers;
      // Wrong passwords for different addresses from one client (credential stuffing): counted per client
      // address, whatever the limit is (each failure costs an argon2 check: hence the generous time-out). Sent
      // one at a time until the first 429; returns how many were answered 401 before it, by whom.
      const failUntilLimited = async (targets: Process[]) => {
        const from = freshAddress();
        const refused = new Map<string, number>();
        for (let i = 0; i < 2000; i++) {
          const target = targets[i % targets.length]!;
          const res = await request(
            `${target.url}/api/auth/login`,
            'POST',
            { email: `nobody-${i}-${randomInt(1_000_000)}@scale.test`, password: 'wrong password' },
            undefined,
            { localAddress: from },
          );
          if (res.status === 429) return refused;
          expect(res.status).toBe(401);
          refused.set(target.url, (refused.get(target.url) ?? 0) + 1);
        }
        throw new Error('no limit was met');
      };
      // The limiter counts in fixed windows (a quarter of an hour, lib/rate-limit.ts): a run across a window's end
      // would count afresh in the next one. Both runs start with at least three minutes of the window left.
      const windowMs = AUTH_LIMITS.loginFailuresPerIp.windowSeconds * 1000;
      const left = windowMs - (Date.now() % windowMs);
      if (left < 180_000) await sleep(left + 1000);
      const alone = await failUntilLimited([a!]);
      const together = await failUntilLimited([a!, b!]);
      const limit = alone.get(a!.url)!;
      expect(limit).toBeGreaterThan(1);
      // Taking turns, each process let only about half through: the other's failures counted against the address.
      expect(together.get(a!.url)! + together.get(b!.url)!).toBe(limit);
      expect(together.get(a!.url)).toBe(Math.ceil(limit / 2));
    }, 400_000);
  },
);
