import { eq, like, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';

/** app_secrets rows of pending setup links: `setup-token:<sha256 of the token>`, one per server start. */
const TOKEN_PREFIX = 'setup-token:';

/** Serialises first-super-admin creation across every process on one database. */
const SETUP_LOCK = 7215035;

/** The one writer of app_secrets: URL and cookie signing keys, and the pending setup links (decision 0009). */
export function secretsRepository(db: Db) {
  return {
    /**
     * A secret shared by every server process: the first process to ask stores the value it generated, every
     * other one reads that same row.
     */
    async shared(name: string, generate: () => string): Promise<string> {
      await db.insert(appSecrets).values({ name, value: generate() }).onConflictDoNothing();
      const [row] = await db
        .select({ value: appSecrets.value })
        .from(appSecrets)
        .where(eq(appSecrets.name, name));
      return row!.value;
    },

    /** Stores one more valid setup link (its hash only). */
    async addSetupToken(tokenHash: string): Promise<void> {
      await db.insert(appSecrets).values({ name: `${TOKEN_PREFIX}${tokenHash}`, value: 'first super admin' });
    },

    /** Whether a setup link with this token hash is pending. */
    async hasSetupToken(tokenHash: string, h: Db | Tx = db): Promise<boolean> {
      const [row] = await h
        .select({ name: appSecrets.name })
        .from(appSecrets)
        .where(eq(appSecrets.name, `${TOKEN_PREFIX}${tokenHash}`));
      return Boolean(row);
    },

    /** Forgets every setup link: once a super admin exists, none may work again. */
    async dropSetupTokens(h: Db | Tx = db): Promise<void> {
      await h.delete(appSecrets).where(like(appSecrets.name, `${TOKEN_PREFIX}%`));
    },

    /** Holds, until the transaction ends, the lock that lets one process at a time create the first super admin. */
    async lockSetup(tx: Tx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`);
    },
  };
}

export type SecretsRepository = ReturnType<typeof secretsRepository>;
