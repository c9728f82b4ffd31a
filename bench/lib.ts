import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** A throwaway PostgreSQL database for one benchmark. */
export async function createDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface Process {
  url: string;
  child: ChildProcess;
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts a Node script as a child process and waits for its "listening at" line. With `logFile` its output
 * goes to that file instead of a pipe: a busy server logging every request must never wait for a pipe that a
 * busy load generator has not read yet.
 */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
  options: { logFile?: string } = {},
): Promise<Process> {
  const fd = options.logFile ? openSync(options.logFile, 'a') : null;
  const child = spawn(process.execPath, [...args, script], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: fd === null ? ['ignore', 'pipe', 'pipe'] : ['ignore', fd, fd],
  });
  if (fd !== null) closeSync(fd);
  let piped = '';
  child.stdout?.on('data', (d) => {
    piped += d;
    if (piped.length > 1_000_000) piped = piped.slice(-100_000);
  });
  child.stderr?.on('data', (d) => {
    piped += d;
  });
  const output = () => (options.logFile ? tail(options.logFile) : piped);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/i.exec(output());
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 20);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`${script} exited with ${code}: ${output().slice(-2000)}`));
    });
  });
  return {
    url,
    child,
    output,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      return exited;
    },
  };
}

/** The last 100 KB of a file. */
function tail(file: string): string {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return text.slice(-100_000);
}

/** The built Aspirant server; LOG_LEVEL=info so its "Server listening at" line shows. */
export function startAspirant(
  env: Record<string, string>,
  options: { logFile?: string } = {},
): Promise<Process> {
  return startProcess(
    // BENCH_SERVER: another build's main.js, to measure a build before a change side by side with this one.
    process.env.BENCH_SERVER ?? path.join(ROOT, 'apps/server/dist/main.js'),
    { LOG_LEVEL: 'info', ...env },
    // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to see where a server's time goes.
    (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
    options,
  );
}

export function tempDir(prefix: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Anything that runs one SQL statement with parameters: a `pg` client or pool, or PGlite. */
export type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Students with live sessions, written straight into the database (sign-in is rate-limited, on purpose). */
export async function seedStudents(databaseUrl: string, count: number, prefix = 'bench'): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await seedStudentsWith((text, params) => client.query(text, params), count, prefix);
  } finally {
    await client.end();
  }
}

/**
 * The same through any `Query`. No argon2 per student: every row shares one fixed hash (nobody signs in with
 * it) and each session is a random token whose SHA-256 is stored, as a sign-in would store it.
 */
export async function seedStudentsWith(query: Query, count: number, prefix = 'bench'): Promise<string[]> {
  const tokens: string[] = [];
  const hash = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG';
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, i) => start + i);
    const users = await query(
      `insert into users (name, email, password_hash, role_id) select 'Bench ' || i, $1 || i || '@bench.test', $2, 3
       from unnest($3::int[]) as i returning id`,
      [`${prefix}-${randomBytes(3).toString('hex')}-`, hash, batch],
    );
    const batchTokens = users.rows.map(() => randomBytes(32).toString('base64url'));
    await query(
      `insert into sessions (token_hash, user_id, expires_at) select t, u, now() + interval '1 day'
       from unnest($1::text[], $2::int[]) as x(t, u)`,
      [batchTokens.map((t) => createHash('sha256').update(t).digest('hex')), users.rows.map((u) => u.id)],
    );
    tokens.push(...batchTokens);
  }
  return tokens;
}

/**
 * A test of its own (exam, subject, topic, questions) written straight into a migrated database, so a benchmark
 * or process test depends neither on the seeded catalogue nor on demo mode. The key is option 0 throughout.
 */
export async function createTimedTest(
  query: Query,
  options: { minutes: number; questions: number; name?: string },
): Promise<{ testId: number; questionIds: number[] }> {
  const tag = randomBytes(4).toString('hex');
  const name = options.name ?? `Timed test ${tag}`;
  const exam = await query(
    `insert into exams (code, name, mark_correct, mark_incorrect) values ($1, $2, 2, -0.5) returning id`,
    [`exam-${tag}`, `Exam ${tag}`],
  );
  const subject = await query(`insert into subjects (code, name) values ($1, $2) returning id`, [
    `subject-${tag}`,
    `Subject ${tag}`,
  ]);
  const topic = await query(`insert into topics (code, name, subject_id) values ($1, $2, $3) returning id`, [
    `topic-${tag}`,
    `Topic ${tag}`,
    subject.rows[0]!.id,
  ]);
  const questions = await query(
    `insert into questions (code, subject_id, topic_id, difficulty, text, options, correct_index, explanation)
     select $1 || i, $2, $3, 'medium', 'Question ' || i || ' of ' || $4, '["A","B","C","D"]'::jsonb, 0, 'Option A.'
       from generate_series(1, $5::int) as i
     returning id`,
    [`q-${tag}-`, subject.rows[0]!.id, topic.rows[0]!.id, name, options.questions],
  );
  const questionIds = questions.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  const test = await query(
    `insert into tests (code, name, type, exam_id, duration_minutes, question_count, subject_names, subject_text)
     values ($1, $2, 'Full Syllabus', $3, $4, $5, array[$6], $6) returning id`,
    [`test-${tag}`, name, exam.rows[0]!.id, options.minutes, questionIds.length, `Subject ${tag}`],
  );
  const testId = Number(test.rows[0]!.id);
  await query(
    `insert into test_questions (test_id, position, question_id)
     select $1, p, q from unnest($2::int[]) with ordinality as x(q, p)`,
    [testId, questionIds],
  );
  return { testId, questionIds };
}

/** A TCP port free on loopback right now (for a process that must come back on the same port). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The nginx binary: on PATH, or where Debian's package puts it (/usr/sbin is not on every PATH). */
export function findNginx(): string | null {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

export interface Nginx {
  url: string;
  /** The access log's lines: `msec method uri status upstream` (empty when the log is off). */
  accessLog(): string[];
  stop(): Promise<void>;
}

/**
 * nginx in the foreground on a free loopback port, round robin over `upstreams` (host:port), from
 * docs/nginx/loopback.conf.template; its pid, logs and temporary files stay in a folder of its own.
 */
export async function startNginx(
  upstreams: string[],
  options: { workers?: number; accessLog?: boolean } = {},
): Promise<Nginx> {
  const binary = findNginx();
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx)');
  const temp = tempDir('aspirant-nginx-');
  // Worker processes may run as another user when nginx starts as root: they must read the folder.
  chmodSync(temp.dir, 0o755);
  const port = await freePort();
  const accessLog = path.join(temp.dir, 'access.log');
  const config = readFileSync(path.join(ROOT, 'docs/nginx/loopback.conf.template'), 'utf8')
    .replaceAll('{{DIR}}', temp.dir)
    .replaceAll('{{WORKERS}}', String(options.workers ?? 1))
    .replaceAll('{{PORT}}', String(port))
    .replaceAll('{{ACCESS_LOG}}', options.accessLog === false ? 'off' : `${accessLog} upstream`)
    .replaceAll(
      '{{SERVERS}}',
      upstreams.map((u) => `        server ${u} max_fails=1 fail_timeout=2s;`).join('\n'),
    );
  const file = path.join(temp.dir, 'nginx.conf');
  writeFileSync(file, config);
  const child = spawn(binary, ['-c', file, '-p', temp.dir, '-e', path.join(temp.dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) {
      const log = existsSync(path.join(temp.dir, 'error.log'))
        ? readFileSync(path.join(temp.dir, 'error.log'), 'utf8')
        : '';
      temp.remove();
      throw new Error(`nginx exited with ${child.exitCode}: ${stderr}${log}`);
    }
    const isUp = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (isUp) break;
    if (i > 200) throw new Error(`nginx did not listen on ${port}: ${stderr}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    url,
    accessLog: () =>
      existsSync(accessLog) ? readFileSync(accessLog, 'utf8').split('\n').filter(Boolean) : [],
    async stop() {
      // QUIT: finish the requests in flight, then exit.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      temp.remove();
    },
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1000 });

export interface Reply {
  status: number;
  body: string;
}

/** One JSON request over a keep-alive connection (`agent` for a pool of one's own, `localAddress` to pick
 * the client address on loopback). */
export function request(
  url: string,
  method: string,
  body?: unknown,
  token?: string,
  options: { agent?: http.Agent; localAddress?: string; timeoutMs?: number } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url,
      {
        method,
        agent: options.localAddress ? undefined : (options.agent ?? agent),
        localAddress: options.localAddress,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          data += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
      },
    );
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

/** `connections` loops sending requests back to back for `durationMs` (after a warm-up); latencies in ms. */
export async function load(
  connections: number,
  durationMs: number,
  send: (worker: number, i: number) => Promise<boolean>,
  warmupMs = 1500,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const warmupEnd = performance.now() + warmupMs;
  const end = warmupEnd + durationMs;
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      for (let i = 0; performance.now() < end; i++) {
        const t0 = performance.now();
        let ok = false;
        try {
          ok = await send(worker, i);
        } catch {
          ok = false;
        }
        if (t0 >= warmupEnd) {
          latencies.push(performance.now() - t0);
          if (!ok) errors++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    perSecond: Math.round(latencies.length / (durationMs / 1000)),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
  };
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** A bench's setting: its `--name=value` flag, else the environment variable, else the default. */
export function option(name: string, env: string, fallback: string): string {
  const flag = process.argv.find((a) => a.startsWith(`--${name}=`));
  return flag ? flag.slice(name.length + 3) : (process.env[env] ?? fallback);
}

/** A latency distribution in ms, as the load benches report it. */
export interface Latency {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The distribution of `xs` (sorted in place). */
export function summary(xs: number[]): Latency {
  xs.sort((a, b) => a - b);
  return {
    count: xs.length,
    p50: round(percentile(xs, 50)),
    p95: round(percentile(xs, 95)),
    p99: round(percentile(xs, 99)),
    max: round(xs.at(-1) ?? Number.NaN),
  };
}
