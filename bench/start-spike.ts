import { createDatabase, percentile, request, round, seedStudents, startAspirant } from './lib.ts';

const STUDENTS = Number(process.env.BENCH_SPIKE_STUDENTS ?? 1000);

/** 1,000 students start the same test within one second (the minute an exam opens). */
export async function startSpike(): Promise<Record<string, unknown>> {
  const db = await createDatabase('bench_spike');
  const server = await startAspirant({ DATABASE_URL: db.url });
  try {
    const tokens = await seedStudents(db.url, STUDENTS);
    const list = JSON.parse(
      (await request(`${server.url}/api/tests?search=full mock 2`, 'GET', undefined, tokens[0])).body,
    );
    const testId = list.tests[0].id as number;
    const latencies: number[] = [];
    let failures = 0;
    const begin = performance.now();
    await Promise.all(
      tokens.map(
        (token, i) =>
          new Promise<void>((resolve) => {
            setTimeout(
              async () => {
                const t0 = performance.now();
                const res = await request(
                  `${server.url}/api/v2/tests/${testId}/start-enhanced`,
                  'POST',
                  {},
                  token,
                ).catch(() => ({ status: 0, body: '' }));
                latencies.push(performance.now() - t0);
                if (res.status !== 200) failures++;
                resolve();
              },
              (i * 1000) / tokens.length,
            );
          }),
      ),
    );
    const wall = performance.now() - begin;
    latencies.sort((a, b) => a - b);
    return {
      students: tokens.length,
      failures,
      wallSeconds: round(wall / 1000, 2),
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1)!),
    };
  } finally {
    await server.kill();
    await db.drop();
  }
}
