import { ROLE } from '@aspirant/contract/roles.ts';
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSecrets, users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

/** app_secrets rows of pending setup links: `setup-token:<sha256 of the token>`, one per server start. */
const TOKEN_PREFIX = 'setup-token:';

/** Serialises first-super-admin creation across every process on one database. */
const SETUP_LOCK = 7215035;

export type CreateOutcome =
  | { kind: 'created'; userId: number }
  | { kind: 'invalid' }
  | { kind: 'emailTaken' };

export function setupRepository(db: Db) {
  const hasSuperAdminIn = async (tx: Pick<Db, 'select'>): Promise<boolean> => {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.roleId, ROLE.SUPER_ADMIN), isNull(users.deletedAt)))
      .limit(1);
    return Boolean(row);
  };

  return {
    hasSuperAdmin: () => hasSuperAdminIn(db),

    /** Stores one more valid setup link (its hash only). */
    async addToken(tokenHash: string): Promise<void> {
      await db.insert(appSecrets).values({ name: `${TOKEN_PREFIX}${tokenHash}`, value: 'first super admin' });
    },

    /** Whether a setup link with this token hash is pending. */
    async hasToken(tokenHash: string): Promise<boolean> {
      const [row] = await db
        .select({ name: appSecrets.name })
        .from(appSecrets)
        .where(eq(appSecrets.name, `${TOKEN_PREFIX}${tokenHash}`));
      return Boolean(row);
    },

    /** Forgets every setup link: once a super admin exists, none may work again. */
    async dropTokens(): Promise<void> {
      await db.delete(appSecrets).where(like(appSecrets.name, `${TOKEN_PREFIX}%`));
    },

    /**
     * Creates the first super admin when the token is one of ours and no super admin exists, and voids every
     * setup link, all in one transaction under an advisory lock: two processes (or two tabs) with the same or
     * different links make exactly one super admin.
     */
    async createFirstSuperAdmin(
      tokenHash: string,
      input: { name: string; email: string; passwordHash: string },
      now: Date,
    ): Promise<CreateOutcome> {
      try {
        return await db.transaction(async (tx): Promise<CreateOutcome> => {
          await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`);
          const [token] = await tx
            .select({ name: appSecrets.name })
            .from(appSecrets)
            .where(eq(appSecrets.name, `${TOKEN_PREFIX}${tokenHash}`));
          if (!token || (await hasSuperAdminIn(tx))) return { kind: 'invalid' };
          const [user] = await tx
            .insert(users)
            .values({
              ...input,
              roleId: ROLE.SUPER_ADMIN,
              customerId: null,
              // The operator who holds the server's log vouches for the address.
              emailVerifiedAt: now,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: users.id });
          await tx.delete(appSecrets).where(like(appSecrets.name, `${TOKEN_PREFIX}%`));
          return { kind: 'created', userId: user!.id };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'emailTaken' };
        throw error;
      }
    },
  };
}

export type SetupRepository = ReturnType<typeof setupRepository>;
