import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Endpoint } from '@aspirant/contract/endpoint.ts';
import { contractEndpoints, pathParams } from '../apps/server/src/test-support/contract-endpoints.ts';
import { keysOf } from '../apps/server/src/test-support/hostile.ts';
import { createDatabase, type Process, request, startAspirant, tempDir } from './lib.ts';

/**
 * Issue 13 point 7 (c): sqlmap against every route of the contract that takes input (path parameters, a query
 * or body fields), once with a student's token and once with the super admin's, on PGlite and on PostgreSQL.
 * Each run is bounded (level, risk, techniques, a time limit per route), so the bench ends in bounded time.
 */

const LEVEL = Number(process.env.BENCH_SQLMAP_LEVEL ?? 1);
const RISK = Number(process.env.BENCH_SQLMAP_RISK ?? 1);
const ROUTE_SECONDS = Number(process.env.BENCH_SQLMAP_ROUTE_SECONDS ?? 60);
/** Only the routes whose `METHOD /path` matches (all by default), to re-run a few. */
const ROUTES = new RegExp(process.env.BENCH_SECURITY_ROUTES ?? '.');
const DEMO_PASSWORD = 'Aspirant@2026';
/** An id no seeded row has: destructive routes aim at nothing (sqlmap does not need a 2xx to find injection). */
const NOWHERE = 999_999;

interface Sample {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
}

/** Values that pass each route's validation, so sqlmap's payloads reach the service and its SQL. */
const SAMPLES: Record<string, Sample> = {
  'DELETE /api/batches/:id': { params: { id: NOWHERE } },
  'DELETE /api/batches/:id/students/:userId': { params: { id: NOWHERE, userId: NOWHERE } },
  'DELETE /api/drive/:id': { params: { id: NOWHERE } },
  'DELETE /api/users/:id': { params: { id: NOWHERE } },
  'GET /api/batches': { query: { customer_id: 1 } },
  'GET /api/performance/results': {
    query: {
      exam: 'UPSC',
      subject: 'Polity',
      from: '2026-01-01',
      to: '2026-12-31',
      sort: 'date',
      order: 'desc',
    },
  },
  'GET /api/subjects/:name/analytics': { params: { name: 'Polity' } },
  'GET /api/tests': { query: { search: 'polity', exam: 1, type: 'Subject Wise', page: 1, limit: 9 } },
  'PATCH /api/drive/:id': { params: { id: NOWHERE }, body: { name: 'Renamed' } },
  'PATCH /api/study-plan/items/:id': { body: { done: true } },
  'POST /api/ai/chat': { body: { messages: [{ role: 'user', content: 'How do I revise Polity?' }] } },
  'POST /api/auth/change-password': {
    body: { currentPassword: 'not the password', newPassword: 'Another#2026' },
  },
  'POST /api/auth/forgot-password': { body: { email: 'nobody@aspirant.test' } },
  'POST /api/auth/login': { body: { email: 'nobody@aspirant.test', password: 'not the password' } },
  'POST /api/auth/register': {
    body: { name: 'Bench', email: 'sqlmap@bench.test', password: 'bench password' },
  },
  'POST /api/auth/reset-password': {
    body: { email: 'nobody@aspirant.test', otp: '123456', newPassword: 'Another#2026' },
  },
  'POST /api/auth/send-otp': { body: { email: 'nobody@aspirant.test' } },
  'POST /api/auth/verify-otp': { body: { email: 'nobody@aspirant.test', otp: '123456' } },
  'POST /api/auth/verify-reset-otp': { body: { email: 'nobody@aspirant.test', otp: '123456' } },
  'POST /api/batches': {
    body: { name: 'Bench batch', startDate: '2026-07-01', status: 'Active', customer_id: 1 },
  },
  'POST /api/batches/:id/students': { body: { user_ids: [NOWHERE] } },
  'POST /api/drive/upload': { query: { name: 'Bench lecture', customer_id: 1 } },
  'POST /api/practice': { body: { source: 'topic', topicId: 1, count: 5 } },
  'POST /api/practice/:id/answers': { body: { position: 1, selectedAnswer: 0 } },
  'POST /api/profile/email-change': {
    body: { newEmail: 'moved@bench.test', currentPassword: 'not the password' },
  },
  'POST /api/profile/email-change/confirm': { body: { code: '123456' } },
  'POST /api/results': { body: { testId: 1, answers: [{ questionId: 1, selectedAnswer: 0 }] } },
  'POST /api/study-plan': { body: { examDate: '2027-01-15' } },
  'POST /api/test-attempts/complete': { body: { attemptId: 1 } },
  'POST /api/users': {
    body: { name: 'Bench', email: 'user@bench.test', password: 'bench password', role_id: 3, customer_id: 1 },
  },
  'POST /api/v2/tests/save-answer': {
    body: {
      sessionUuid: '00000000-0000-4000-8000-000000000000',
      questionId: 1,
      selectedAnswer: 0,
      timeSpentSeconds: 5,
      isMarkedForReview: false,
      seq: 1,
    },
  },
  'PUT /api/batches/:id': {
    params: { id: NOWHERE },
    body: { name: 'Bench batch', startDate: '2026-07-01', status: 'Active' },
  },
  'PUT /api/drive/progress/:id': { body: { positionSeconds: 3 } },
  'PUT /api/profile': {
    body: { name: 'Bench Student', phone: '+91 98765 43210', bio: 'Bench', preferredLanguage: 'en' },
  },
  'PUT /api/progress/target': { body: { targetScore: 70 } },
  'PUT /api/users/:id/role': { params: { id: NOWHERE }, body: { role_id: 3 } },
};

/** One sqlmap target: the URL (path parameters marked `*` when they are the injection points) and JSON data. */
interface Target {
  route: string;
  part: 'path' | 'query' | 'body';
  method: string;
  url: string;
  data?: string;
}

/** The targets of one endpoint: its path parameters, its query and its body, each tested as its own run. */
function targetsOf(base: string, name: string, endpoint: Endpoint): Target[] {
  const sample = SAMPLES[name] ?? {};
  const params = pathParams(endpoint.path);
  const fill = (mark: boolean) =>
    endpoint.path.replace(
      /:([A-Za-z]+)/g,
      (_, p: string) => `${encodeURIComponent(String(sample.params?.[p] ?? 1))}${mark ? '*' : ''}`,
    );
  const queryKeys = keysOf(endpoint.query);
  const bodyKeys = keysOf(endpoint.body);
  const query = queryKeys
    .filter((k) => sample.query?.[k] !== undefined || !sample.query)
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(String(sample.query?.[k] ?? 'x'))}`)
    .join('&');
  const body = JSON.stringify(sample.body ?? Object.fromEntries(bodyKeys.map((k) => [k, 'x'])));
  const targets: Target[] = [];
  const { method } = endpoint;
  if (params.length) {
    targets.push({
      route: name,
      part: 'path',
      method,
      url: `${base}${fill(true)}`,
      ...(bodyKeys.length ? { data: body } : {}),
    });
  }
  if (query) targets.push({ route: name, part: 'query', method, url: `${base}${fill(false)}?${query}` });
  if (bodyKeys.length)
    targets.push({ route: name, part: 'body', method, url: `${base}${fill(false)}`, data: body });
  return targets;
}

interface Outcome {
  injectable: boolean;
  requests: number;
  /** Answers 429: a rate limit stopped the request before any SQL (sign-in and code routes, per address). */
  rateLimited: number;
  timedOut: boolean;
}

/** Runs sqlmap on one target with a time limit; counts its requests from its traffic log. */
async function sqlmap(target: Target, token: string, work: string, n: number): Promise<Outcome> {
  const traffic = path.join(work, `traffic-${n}.txt`);
  const args = [
    '-u',
    target.url,
    '--method',
    target.method,
    '--headers',
    `Authorization: Bearer ${token}\nContent-Type: application/json`,
    '--batch',
    `--level=${LEVEL}`,
    `--risk=${RISK}`,
    '--dbms=PostgreSQL',
    '--technique=BEUST',
    '--time-sec=2',
    '--timeout=10',
    '--retries=0',
    // A 404 or 401 baseline (another user's object, a wrong password) must not end the run before it starts.
    '--ignore-code=401,404',
    '--threads=4',
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${path.join(work, `out-${n}`)}`,
    '-t',
    traffic,
  ];
  if (target.data !== undefined) args.push(`--data=${target.data}`);
  const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGTERM');
  }, ROUTE_SECONDS * 1000);
  await new Promise((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  writeFileSync(
    path.join(work, `sqlmap-${n}.log`),
    `${target.method} ${target.url} ${target.data ?? ''}\n${output}`,
  );
  let requests = 0;
  try {
    requests = (readFileSync(traffic, 'utf8').match(/^HTTP request \[#\d+\]/gm) ?? []).length;
  } catch {
    requests = 0;
  }
  const injectable = /identified the following injection point|is vulnerable|appears to be injectable/i.test(
    output.replace(/does not seem to be injectable|do not appear to be injectable/gi, ''),
  );
  const rateLimited = Number(/429 \([^)]*\) - (\d+) times/.exec(output)?.[1] ?? 0);
  return { injectable, requests, rateLimited, timedOut };
}

async function signIn(url: string, email: string): Promise<string> {
  const res = await request(`${url}/api/auth/login`, 'POST', { email, password: DEMO_PASSWORD });
  if (res.status !== 200) throw new Error(`Signing in ${email} failed: ${res.status} ${res.body}`);
  return JSON.parse(res.body).token as string;
}

/** One database kind: start the built app, sign in, run sqlmap on every target with both tokens. */
async function runOn(kind: 'pglite' | 'postgres') {
  const db = kind === 'postgres' ? await createDatabase('bench_security') : null;
  const data = kind === 'pglite' ? tempDir('bench-security-') : null;
  const work = tempDir('bench-sqlmap-');
  // DEMO=true: the demo accounts exist on PostgreSQL too (issue 13 keeps them off there by default).
  const env: Record<string, string> = {
    DEMO: 'true',
    ...(db ? { DATABASE_URL: db.url } : { DATA_DIR: data!.dir }),
  };
  let server: Process | undefined;
  try {
    server = await startAspirant(env);
    const tokens = {
      student: await signIn(server.url, 'student@aspirant.test'),
      admin: await signIn(server.url, 'superadmin@aspirant.test'),
    };
    const endpoints = await contractEndpoints();
    const targets = endpoints
      .filter((e) => ROUTES.test(e.name))
      .flatMap((e) => targetsOf(server!.url, e.name, e.endpoint));
    type Figures = { injectable: number; requests: number; rateLimited: number; timedOut: number };
    const perRoute: Record<string, Figures> = {};
    let n = 0;
    for (const target of targets) {
      for (const [who, token] of Object.entries(tokens)) {
        const outcome = await sqlmap(target, token, work.dir, ++n);
        perRoute[target.route] ??= { injectable: 0, requests: 0, rateLimited: 0, timedOut: 0 };
        const row = perRoute[target.route]!;
        row.injectable += outcome.injectable ? 1 : 0;
        row.requests += outcome.requests;
        row.rateLimited += outcome.rateLimited;
        row.timedOut += outcome.timedOut ? 1 : 0;
        if (outcome.injectable) console.error(`INJECTABLE: ${target.route} (${target.part}, ${who})`);
      }
    }
    const total = Object.values(perRoute).reduce(
      (sum, r) => ({
        injectable: sum.injectable + r.injectable,
        requests: sum.requests + r.requests,
        rateLimited: sum.rateLimited + r.rateLimited,
        timedOut: sum.timedOut + r.timedOut,
      }),
      { injectable: 0, requests: 0, rateLimited: 0, timedOut: 0 },
    );
    return { routes: Object.keys(perRoute).length, runs: n, ...total, perRoute };
  } finally {
    await server?.kill();
    await db?.drop();
    data?.remove();
    // BENCH_SQLMAP_KEEP=1 keeps sqlmap's logs and traffic (the folder is printed) to read what it tried.
    if (process.env.BENCH_SQLMAP_KEEP) console.error(`sqlmap logs kept in ${work.dir}`);
    else work.remove();
  }
}

/** `npm run bench -- security`: sqlmap on every route that takes input; injectable must be 0. */
export async function security(): Promise<Record<string, unknown>> {
  if (spawnSync('sqlmap', ['--version'], { stdio: 'ignore' }).error) {
    throw new Error(
      "sqlmap is not installed. Install Debian's package: apt-get update && apt-get install -y sqlmap",
    );
  }
  const kinds = (process.env.BENCH_SECURITY_DATABASES ?? 'pglite,postgres').split(',') as (
    | 'pglite'
    | 'postgres'
  )[];
  const results: Record<string, unknown> = {
    settings: { level: LEVEL, risk: RISK, techniques: 'BEUST', routeSeconds: ROUTE_SECONDS },
  };
  for (const kind of kinds) results[kind] = await runOn(kind);
  return results;
}
