import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(...)`: use it, never `db`, there (PGlite has one connection). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The rows of a `db.execute(sql...)` result (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A PostgreSQL array literal, sent as one parameter and cast in the statement (`${pgArray(ids)}::int[]`). The
 * planner sees its length, so `unnest` of it is estimated at its true row count; `json_to_recordset` is always
 * guessed at 100 rows, which made a batch of three saves scan every attempt in progress (issue 13).
 */
export function pgArray(values: readonly (string | number | boolean | null)[]): string {
  const items = values.map((v) =>
    v === null ? 'NULL' : typeof v === 'string' ? `"${v.replace(/["\\]/g, '\\$&')}"` : String(v),
  );
  return `{${items.join(',')}}`;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The migrations folder: `apps/server/drizzle`, whether we run from `src/db` or the bundled `dist/`. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the migrations folder (apps/server/drizzle).');
}

/** Embedded PostgreSQL (PGlite) in `dataDir`, or in memory when `dataDir` is undefined. */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    ping: async () => {
      await client.query('select 1');
    },
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

/** A pooled connection to PostgreSQL. */
export async function openPostgres(
  url: string,
  options: { max?: number; onError?: (error: Error) => void } = {},
): Promise<Database> {
  // No JIT: the app's statements are short, index-driven reads and writes, but the planner's cost estimates for
  // the rank subqueries pass jit_above_cost and JIT compilation alone then adds 20-30 ms (bench/README.md).
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, options: '-c jit=off' });
  // An idle connection that dies (a database restart, a terminated backend) must not take the process down.
  pool.on(
    'error',
    options.onError ??
      ((error) => process.stderr.write(`aspirant: idle database connection lost: ${error.message}\n`)),
  );
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    ping: async () => {
      await pool.query('select 1');
    },
    migrate: async () => {
      // Several processes may start at once: one migrates, the others wait for it.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(7215031)');
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('select pg_advisory_unlock(7215031)').catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
  return Number(rowsOf<{ n: number }>(rows)[0]?.n ?? 0) === 0;
}
