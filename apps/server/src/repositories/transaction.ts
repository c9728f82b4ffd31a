import type { Db, Tx } from '../db/client.ts';

export type { Tx };

/**
 * Runs `work` in one database transaction. A service that changes tables of two repositories at once opens
 * it and hands `tx` to each repository method it calls, so the rule stays in the service and the SQL in the
 * repositories (PGlite has one connection: inside, use `tx`, never the repositories' own `db`).
 */
export type InTransaction = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

export const inTransaction =
  (db: Db): InTransaction =>
  (work) =>
    db.transaction(work);
