import http from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDatabase, type Process, request, seedStudents, startAspirant, tempDir } from './lib.ts';

const STUDENTS = Number(process.env.BENCH_FAULT_STUDENTS ?? 200);
const KILLS = Number(process.env.BENCH_FAULT_KILLS ?? 10);

interface Sent {
  seq: number;
  questionId: number;
  answer: number | null;
}

/**
 * 200 students save answers while the server is killed with SIGKILL and restarted, again and again. Each
 * student behaves like the browser's queue: one save in flight, resent until the server acknowledges it.
 * Afterwards every acknowledged answer must be in the database (or a newer one from the same student).
 */
export async function fault(): Promise<Record<string, unknown>> {
  return { postgres: await faultOn('postgres'), pglite: await faultOn('pglite') };
}

async function faultOn(kind: 'postgres' | 'pglite'): Promise<Record<string, unknown>> {
  const db = kind === 'postgres' ? await createDatabase('bench_fault') : null;
  const data = kind === 'pglite' ? tempDir('bench-fault-') : null;
  const env: Record<string, string> = db ? { DATABASE_URL: db.url } : { DATA_DIR: data!.dir };
  let server: Process = await startAspirant(env);
  let url = server.url;
  try {
    const tokens = db ? await seedStudents(db.url, STUDENTS) : await registerStudents(url, STUDENTS);
    const list = JSON.parse(
      (await request(`${url}/api/tests?search=full mock 3`, 'GET', undefined, tokens[0])).body,
    );
    const testId = list.tests[0].id as number;
    const sessions: string[] = [];
    for (const token of tokens) {
      sessions.push(
        JSON.parse((await request(`${url}/api/v2/tests/${testId}/start-enhanced`, 'POST', {}, token)).body)
          .sessionUuid,
      );
    }
    const questionIds: number[] = JSON.parse(
      (await request(`${url}/api/tests/${testId}/question-ids`, 'GET', undefined, tokens[0])).body,
    ).questionIds;

    const sent = tokens.map(() => new Map<number, Sent>()); // every save sent, by seq
    const acked = tokens.map(() => new Map<number, Sent>()); // newest acknowledged save, by question
    let acks = 0;
    let retries = 0;
    let running = true;

    const student = async (s: number) => {
      let seq = 0;
      while (running) {
        const item: Sent = {
          seq: ++seq,
          questionId: questionIds[Math.floor(Math.random() * questionIds.length)]!,
          answer: Math.random() < 0.1 ? null : Math.floor(Math.random() * 4),
        };
        sent[s]!.set(item.seq, item);
        for (;;) {
          try {
            const res = await request(
              `${url}/api/v2/tests/save-answer`,
              'POST',
              {
                sessionUuid: sessions[s],
                questionId: item.questionId,
                selectedAnswer: item.answer,
                seq: item.seq,
              },
              tokens[s],
            );
            if (res.status === 200) {
              acked[s]!.set(item.questionId, item);
              acks++;
              break;
            }
          } catch {
            // connection refused or reset: the server is down
          }
          retries++;
          if (!running) break;
          await new Promise((r) => setTimeout(r, 100 + Math.random() * 100));
        }
        await new Promise((r) => setTimeout(r, Math.random() * 50));
      }
    };
    const students = tokens.map((_, s) => student(s));

    const restarts: number[] = [];
    for (let k = 0; k < KILLS; k++) {
      await new Promise((r) => setTimeout(r, 1500 + Math.random() * 1500));
      await server.kill('SIGKILL');
      const t0 = performance.now();
      server = await startAspirant(env);
      url = server.url;
      restarts.push(Math.round(performance.now() - t0));
    }
    await new Promise((r) => setTimeout(r, 1500));
    running = false;
    await Promise.all(students);
    await server.kill('SIGTERM');

    // Read what the database holds, straight from it.
    const stored = await readAnswers(db?.url, data ? path.join(data.dir, 'pgdata') : undefined);
    let missing = 0;
    let mismatched = 0;
    let checked = 0;
    for (const [s, byQuestion] of acked.entries()) {
      for (const [questionId, ack] of byQuestion) {
        checked++;
        const row = stored.get(`${sessions[s]}|${questionId}`);
        if (!row || row.seq < ack.seq) {
          missing++;
          continue;
        }
        const original = sent[s]!.get(row.seq);
        if (!original || original.questionId !== questionId || original.answer !== row.answer) mismatched++;
      }
    }
    return {
      students: STUDENTS,
      kills: KILLS,
      acknowledgedSaves: acks,
      retriedSends: retries,
      answersChecked: checked,
      acknowledgedMissing: missing,
      storedNotAsSent: mismatched,
      restartMs: restarts,
    };
  } finally {
    await server.kill('SIGKILL');
    await db?.drop();
    data?.remove();
  }
}

async function readAnswers(databaseUrl: string | undefined, pgliteDir: string | undefined) {
  const query = `select a.session_uuid::text as u, x.question_id as q, x.selected_answer as a, x.seq::text as s
                   from attempt_answers x join attempts a on a.id = x.attempt_id`;
  let rows: { u: string; q: number; a: number | null; s: string }[];
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    rows = (await client.query(query)).rows;
    await client.end();
  } else {
    const lite = new PGlite(pgliteDir);
    rows = (await lite.query<{ u: string; q: number; a: number | null; s: string }>(query)).rows;
    await lite.close();
  }
  return new Map(rows.map((r) => [`${r.u}|${r.q}`, { answer: r.a, seq: Number(r.s) }]));
}

/** Sign-up through the API from distinct loopback addresses (registration is limited per address). */
export async function registerStudents(url: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - i) }, (_, j) =>
        registerFrom(`127.0.${Math.floor((i + j) / 200) + 1}.${((i + j) % 200) + 2}`, url, i + j),
      ),
    );
    tokens.push(...batch);
  }
  return tokens;
}

function registerFrom(localAddress: string, url: string, n: number): Promise<string> {
  const payload = JSON.stringify({
    name: `Bench ${n}`,
    email: `bench-${n}-${Date.now()}@bench.test`,
    password: 'bench password',
  });
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}/api/auth/register`,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () =>
          res.statusCode === 201 ? resolve(JSON.parse(body).token) : reject(new Error(body)),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
