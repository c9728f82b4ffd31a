import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import {
  createDatabase,
  type Latency,
  type Process,
  request,
  round,
  startAspirant,
  summary,
  tempDir,
} from './lib.ts';

const QUESTIONS = Number(process.env.BENCH_IMPORT_QUESTIONS ?? 20_000);
/** Which databases to measure: `pglite,postgres` (the default), or one of them. */
const DATABASES = (process.env.BENCH_IMPORT_DATABASES ?? 'pglite,postgres').split(',');
const TOPICS = [
  'Constitutional Framework & Preamble',
  'Fundamental Rights, Directive Principles & Duties',
  'Parliament & State Legislatures',
  'Executive & Judiciary',
  'Imported Topic',
];
const WORDS =
  'article schedule amendment parliament council governor president assembly court writ federal union state list rights duty'.split(
    ' ',
  );

const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A CSV of `n` distinct questions in the import's layout, half of them with a Hindi version: about 1 MB per 4,000. */
export function generatedCsv(n: number): Buffer {
  const header =
    'Question,Option A,Option B,Option C,Option D,Correct,Explanation,Difficulty,Subject,Topic,Tags,Question (Hindi),Option A (Hindi),Option B (Hindi),Option C (Hindi),Option D (Hindi)';
  const lines = [header];
  for (let i = 0; i < n; i++) {
    const w = (k: number) => WORDS[(i * 7 + k * 13) % WORDS.length]!;
    const hindi = i % 2 === 0;
    lines.push(
      [
        `Question ${i}: which ${w(1)} of the ${w(2)} deals with the ${w(3)} and \\(x^{${i % 9}}\\)?`,
        `Article ${i % 400}`,
        `Article ${(i % 400) + 1}`,
        `Schedule ${i % 12}`,
        `None of the ${w(4)}s`,
        'ABCD'[i % 4]!,
        `The ${w(5)} is described in Article ${i % 400}; see the ${w(6)} for details.`,
        ['easy', 'medium', 'hard'][i % 3]!,
        'Polity',
        TOPICS[i % TOPICS.length]!,
        `${w(7)}, set ${i % 50}`,
        hindi ? `प्रश्न ${i}: संविधान का कौन सा ${w(1)} इससे संबंधित है?` : '',
        hindi ? `अनुच्छेद ${i % 400}` : '',
        hindi ? `अनुच्छेद ${(i % 400) + 1}` : '',
        hindi ? `अनुसूची ${i % 12}` : '',
        hindi ? 'इनमें से कोई नहीं' : '',
      ]
        .map(cell)
        .join(','),
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

/** POST multipart to the import route; answers the status, the body and the time taken. */
function upload(
  url: string,
  token: string,
  file: Buffer,
  fields: Record<string, string>,
): Promise<{ status: number; body: string; ms: number }> {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const payload = Buffer.concat([
    Buffer.from(
      `${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}/api/questions/import`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': payload.length,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started }));
      },
    );
    req.setTimeout(120_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Resets a process's peak resident set (Linux: writing 5 to /proc/PID/clear_refs), so the next reading is the
 * peak of what follows, not of the server's start (PGlite's start with the demo data peaks higher than an import).
 */
function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** Peak and current resident set of a process, in MB (Linux /proc). */
function memoryOf(pid: number): { peakMb: number; rssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peakMb: round(kb('VmHWM') / 1024), rssMb: round(kb('VmRSS') / 1024) };
}

/** Milliseconds between two requests of the prober. */
const PROBE_INTERVAL_MS = 20;

/**
 * While `work` runs, GET /api/health (one database round trip, like a save) every PROBE_INTERVAL_MS, one at a
 * time: the times show how long the server's event loop was held meanwhile (an exam's saves would wait as long).
 */
async function probed<T>(url: string, work: Promise<T>): Promise<{ value: T; probeMs: Latency }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let done = false;
  const prober = (async () => {
    while (!done) {
      const t0 = performance.now();
      await request(`${url}/api/health`, 'GET', undefined, undefined, { agent });
      times.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, PROBE_INTERVAL_MS));
    }
  })();
  try {
    return { value: await work, probeMs: summary(times) };
  } finally {
    done = true;
    await prober;
    agent.destroy();
  }
}

async function measure(server: Process, file: Buffer): Promise<Record<string, unknown>> {
  const login = await request(`${server.url}/api/auth/login`, 'POST', {
    email: 'teacher@aspirant.test',
    password: 'Aspirant@2026',
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
  const token = (JSON.parse(login.body) as { token: string }).token;
  const pid = server.child.pid!;
  const before = memoryOf(pid);
  resetPeak(pid);
  const { value: dry, probeMs: dryProbe } = await probed(
    server.url,
    upload(server.url, token, file, { dryRun: 'true' }),
  );
  if (dry.status !== 200) throw new Error(`dry run: ${dry.status} ${dry.body.slice(0, 500)}`);
  const dryBody = JSON.parse(dry.body) as { imported: number; duplicates: number; skipped: number };
  const afterDry = memoryOf(pid);
  resetPeak(pid);
  const { value: real, probeMs: importProbe } = await probed(
    server.url,
    upload(server.url, token, file, { dryRun: 'false' }),
  );
  if (real.status !== 200) throw new Error(`import: ${real.status} ${real.body.slice(0, 500)}`);
  const realBody = JSON.parse(real.body) as { imported: number };
  const afterImport = memoryOf(pid);
  // The same file again: every question is now a duplicate (the key lookup against 20,000 more rows).
  const again = await upload(server.url, token, file, { dryRun: 'true' });
  const againBody = JSON.parse(again.body) as { duplicates: number };
  return {
    dryRunSeconds: round(dry.ms / 1000, 2),
    dryRun: { import: dryBody.imported, duplicates: dryBody.duplicates, skipped: dryBody.skipped },
    importSeconds: round(real.ms / 1000, 2),
    imported: realBody.imported,
    secondDryRunSeconds: round(again.ms / 1000, 2),
    secondDryRunDuplicates: againBody.duplicates,
    startPeakRssMb: before.peakMb,
    rssBeforeMb: before.rssMb,
    dryRunPeakRssMb: afterDry.peakMb,
    importPeakRssMb: afterImport.peakMb,
    // What each request adds to the process (decision 0023: the bar on PGlite, whose database lives in the heap).
    dryRunAddedMb: round(afterDry.peakMb - before.rssMb),
    importAddedMb: round(afterImport.peakMb - afterDry.rssMb),
    // A health check every 20 ms during each request: how long other requests waited.
    probeDuringDryRunMs: dryProbe,
    probeDuringImportMs: importProbe,
  };
}

/**
 * Issue 16 point 9: a generated 20,000-question CSV, dry run and import through POST /api/questions/import of the
 * built server, on PGlite and on PostgreSQL: the time of each request, the server's peak RSS (VmHWM) during
 * each, apart from the peak of its start, and the times of a health check made every 20 ms meanwhile.
 */
export async function importBench(): Promise<Record<string, unknown>> {
  const file = generatedCsv(QUESTIONS);
  const result: Record<string, unknown> = {
    questions: QUESTIONS,
    fileMb: round(file.length / 1024 / 1024, 2),
  };

  if (DATABASES.includes('pglite')) {
    const data = tempDir('aspirant-bench-import-');
    const server = await startAspirant({ DATABASE_URL: '', DATA_DIR: data.dir, DEMO: 'true' });
    try {
      result.pglite = await measure(server, file);
    } finally {
      await server.kill();
      data.remove();
    }
  }
  if (DATABASES.includes('postgres')) {
    const db = await createDatabase('bench_import');
    const server = await startAspirant({ DATABASE_URL: db.url, DEMO: 'true' });
    try {
      result.postgres = await measure(server, file);
    } finally {
      await server.kill();
      await db.drop();
    }
  }
  return result;
}
