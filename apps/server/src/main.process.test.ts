import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const children: ChildProcess[] = [];
const dirs: string[] = [];

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'aspirant-proc-'));
  dirs.push(dir);
  return dir;
}

/** Runs the real server entry point (through tsx) and collects its output. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => {
    stdout += d;
  });
  child.stderr!.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 25);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited before listening: ${stderr}`));
    });
  });
  listening.catch(() => {});
  return { child, exited, listening, output: () => ({ stdout, stderr }) };
}

const dropDatabases: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  for (const drop of dropDatabases.splice(0)) await drop();
});

/**
 * The production shape without demo mode: a throwaway database on TEST_DATABASE_URL's server when it is set
 * (DEMO left to its default, off for DATABASE_URL), else the embedded database with DEMO=false.
 */
async function productionEnv(): Promise<Record<string, string>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { DATA_DIR: tempDataDir(), DEMO: 'false' };
  const name = `aspirant_p_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  dropDatabases.push(async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { DATA_DIR: tempDataDir(), DATABASE_URL: url.toString(), DEMO: '' };
}

const postJson = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the server process', () => {
  it('stops at once on a bad setting with one line naming the variable', async () => {
    const server = startServer({ PORT: 'abc', DATA_DIR: tempDataDir() });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toBe(
      'aspirant: Invalid PORT="abc": expected an integer port from 0 to 65535.\n',
    );
  });

  it('names a bad DATABASE_URL the same way', async () => {
    const server = startServer({ DATABASE_URL: 'mysql://x', DATA_DIR: tempDataDir() });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toBe(
      'aspirant: Invalid DATABASE_URL="mysql://x": expected a postgres:// or postgresql:// URL.\n',
    );
  });

  it('seeds, serves health, refuses a second process on the same DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const dataDir = tempDataDir();
    const first = startServer({ DATA_DIR: dataDir });
    const url = await first.listening;
    expect(await (await fetch(`${url}/api/health`)).json()).toEqual({ status: 'ok' });
    expect(first.output().stdout).toContain('Seeded the demo coaching centre and demo accounts');

    const second = startServer({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output().stderr).toMatch(
      /^aspirant: DATA_DIR .* is in use by another Aspirant process \(pid \d+\)/,
    );

    // A request in flight when SIGTERM arrives still gets its answer.
    const inFlight = fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'student@aspirant.test', password: 'Aspirant@2026' }),
    });
    await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'aspirant.lock'))).toBe(false);

    // The data survived: a restart does not seed again and the demo account still signs in.
    const again = startServer({ DATA_DIR: dataDir });
    const url2 = await again.listening;
    expect(again.output().stdout).not.toContain('Seeded');
    const login = await fetch(`${url2}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'student@aspirant.test', password: 'Aspirant@2026' }),
    });
    expect(login.status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    // Three processes and a whole demo seed on PGlite: 30 s was too short on a busy two-core machine.
  }, 120_000);

  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = tempDataDir();
    const crashed = startServer({ DATA_DIR: dataDir });
    await crashed.listening;
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(existsSync(path.join(dataDir, 'aspirant.lock'))).toBe(true);
    const next = startServer({ DATA_DIR: dataDir });
    const url = await next.listening;
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  });

  it('without demo mode seeds no known password and prints a one-time setup link for the first super admin', async () => {
    const server = startServer(await productionEnv());
    const url = await server.listening;
    const link = await new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setInterval(() => {
        const match =
          /Open (http:\/\/\S+)\/setup\/([A-Za-z0-9_-]{43}) to create the first super admin \(valid until one exists\)/.exec(
            server.output().stdout,
          );
        if (match) {
          clearInterval(timer);
          resolve(match);
        }
      }, 25);
      void server.exited.then(() => reject(new Error('exited')));
    });
    const { stdout } = server.output();
    expect(stdout).toContain('Seeded the question bank, exams and tests');
    expect(stdout).not.toContain('Seeded the demo');
    expect(stdout).not.toContain('Seeded the sample lecture');
    expect(await (await fetch(`${url}/api/meta`)).json()).toEqual({ demo: false });
    for (const email of ['superadmin@aspirant.test', 'student@aspirant.test']) {
      expect((await postJson(`${url}/api/auth/login`, { email, password: 'Aspirant@2026' })).status).toBe(
        401,
      );
    }

    const owner = { name: 'Centre Owner', email: 'owner@centre.example', password: 'a long first secret' };
    const created = await postJson(`${url}/api/setup`, { token: link[2], ...owner });
    expect(created.status).toBe(201);
    const session = (await created.json()) as { token: string; user: { role_id: number } };
    expect(session.user.role_id).toBe(4);
    const catalogue = await fetch(`${url}/api/tests`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(((await catalogue.json()) as { tests: unknown[] }).tests.length).toBeGreaterThan(0);
    // Single use: the link is dead once the super admin exists.
    const again = await postJson(`${url}/api/setup`, {
      token: link[2],
      ...owner,
      email: 'other@centre.example',
    });
    expect(again.status).toBe(404);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
