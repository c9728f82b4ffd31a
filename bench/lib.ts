import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
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

/** Starts a Node script as a child process and waits for its "listening at" line. */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<Process> {
  const child = spawn(process.execPath, [...args, script], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
    if (output.length > 1_000_000) output = output.slice(-100_000);
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/i.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 20);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`${script} exited with ${code}: ${output.slice(-2000)}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      return exited;
    },
  };
}

/** The built Aspirant server; LOG_LEVEL=info so its "Server listening at" line shows. */
export function startAspirant(env: Record<string, string>): Promise<Process> {
  return startProcess(path.join(ROOT, 'apps/server/dist/main.js'), { LOG_LEVEL: 'info', ...env });
}

export function tempDir(prefix: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Students with live sessions, written straight into the database (sign-in is rate-limited, on purpose). */
export async function seedStudents(databaseUrl: string, count: number, prefix = 'bench'): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const tokens: string[] = [];
  const hash = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG';
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, i) => start + i);
    const users = await client.query<{ id: number }>(
      `insert into users (name, email, password_hash, role_id) select 'Bench ' || i, $1 || i || '@bench.test', $2, 3
       from unnest($3::int[]) as i returning id`,
      [`${prefix}-${randomBytes(3).toString('hex')}-`, hash, batch],
    );
    const batchTokens = users.rows.map(() => randomBytes(32).toString('base64url'));
    await client.query(
      `insert into sessions (token_hash, user_id, expires_at) select t, u, now() + interval '1 day'
       from unnest($1::text[], $2::int[]) as x(t, u)`,
      [batchTokens.map((t) => createHash('sha256').update(t).digest('hex')), users.rows.map((u) => u.id)],
    );
    tokens.push(...batchTokens);
  }
  await client.end();
  return tokens;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1000 });

export interface Reply {
  status: number;
  body: string;
}

/** One JSON request over a keep-alive connection. */
export function request(url: string, method: string, body?: unknown, token?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url,
      {
        method,
        agent,
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
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
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
