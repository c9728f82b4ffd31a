import path from 'node:path';
import { registerStudents } from './fault.ts';
import {
  createDatabase,
  type LoadResult,
  load,
  median,
  ROOT,
  request,
  round,
  seedStudents,
  startAspirant,
  startProcess,
  tempDir,
} from './lib.ts';

const CONNECTIONS = 100;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 8000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

/** Starts one attempt of the first full mock per student; returns session ids and the test's question ids. */
async function startAttempts(url: string, tokens: string[]) {
  const list = JSON.parse(
    (await request(`${url}/api/tests?search=full mock 1`, 'GET', undefined, tokens[0])).body,
  );
  const testId = list.tests[0].id as number;
  const sessions: string[] = [];
  for (let i = 0; i < tokens.length; i += 20) {
    const batch = await Promise.all(
      tokens
        .slice(i, i + 20)
        .map((t) => request(`${url}/api/v2/tests/${testId}/start-enhanced`, 'POST', {}, t)),
    );
    for (const r of batch) sessions.push(JSON.parse(r.body).sessionUuid);
  }
  const ids = JSON.parse(
    (await request(`${url}/api/tests/${testId}/question-ids`, 'GET', undefined, tokens[0])).body,
  );
  return { sessions, questionIds: ids.questionIds as number[] };
}

function aspirantSaver(url: string, tokens: string[], sessions: string[], questionIds: number[]) {
  const seqs = new Array(tokens.length).fill(0);
  return async (worker: number, i: number) => {
    const w = worker % tokens.length;
    const res = await request(
      `${url}/api/v2/tests/save-answer`,
      'POST',
      {
        sessionUuid: sessions[w],
        questionId: questionIds[i % questionIds.length],
        selectedAnswer: i % 4,
        answerType: 'single_choice',
        timeSpentSeconds: i % 90,
        isMarkedForReview: false,
        seq: ++seqs[w],
      },
      tokens[w],
    );
    return res.status === 200;
  };
}

/** Autosave throughput and latency at 100 connections: Aspirant's full path against a bare upsert server. */
export async function autosave(): Promise<Record<string, unknown>> {
  const db = await createDatabase('bench_autosave');
  const baseDb = await createDatabase('bench_baseline');
  const results: Record<string, unknown> = {};
  try {
    const server = await startAspirant({ DATABASE_URL: db.url });
    const baseline = await startProcess(path.join(ROOT, 'bench/baseline-server.mjs'), {
      DATABASE_URL: baseDb.url,
    });
    try {
      const tokens = await seedStudents(db.url, CONNECTIONS);
      const { sessions, questionIds } = await startAttempts(server.url, tokens);
      const ours = aspirantSaver(server.url, tokens, sessions, questionIds);
      const baseSeqs = new Array(CONNECTIONS).fill(0);
      const base = async (worker: number, i: number) => {
        const res = await request(`${baseline.url}/save`, 'POST', {
          attempt: worker,
          question: questionIds[i % questionIds.length],
          answer: i % 4,
          seq: ++baseSeqs[worker],
        });
        return res.status === 200;
      };
      const oursRuns: LoadResult[] = [];
      const baseRuns: LoadResult[] = [];
      // Alternate the two, so drift on a noisy machine hits both alike.
      for (let r = 0; r < ROUNDS; r++) {
        baseRuns.push(await load(CONNECTIONS, DURATION_MS, base));
        oursRuns.push(await load(CONNECTIONS, DURATION_MS, ours));
      }
      const pick = (runs: typeof oursRuns) =>
        runs.find((x) => x.perSecond === median(runs.map((y) => y.perSecond)))!;
      const o = pick(oursRuns);
      const b = pick(baseRuns);
      results.postgres = { aspirant: o, baseline: b, ratio: round(o.perSecond / b.perSecond, 2) };
    } finally {
      await server.kill();
      await baseline.kill();
    }

    // The embedded database: one process, one writer.
    const data = tempDir('bench-pglite-');
    const embedded = await startAspirant({ DATA_DIR: data.dir });
    try {
      const tokens = await registerStudents(embedded.url, CONNECTIONS);
      const { sessions, questionIds } = await startAttempts(embedded.url, tokens);
      results.pglite = await load(
        CONNECTIONS,
        DURATION_MS,
        aspirantSaver(embedded.url, tokens, sessions, questionIds),
      );
    } finally {
      await embedded.kill();
      data.remove();
    }
  } finally {
    await db.drop();
    await baseDb.drop();
  }
  return results;
}
