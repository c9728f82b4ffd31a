import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { otps, sessions, users } from '../../db/schema.ts';
import { sharedSecret } from '../../db/secrets.ts';

/** What a mailed code is for: signing in, resetting the password, or confirming the address of a new account. */
export type OtpPurpose = 'login' | 'reset' | 'confirm';

export interface SessionRow {
  id: number;
  userId: number;
  expiresAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
}

export interface OtpRow {
  id: number;
  codeHash: string;
}

/**
 * Revokes every live session of a user, optionally sparing one (the caller's own); runs inside the caller's
 * transaction, so the change that warrants it and the revocation land together. Returns how many ended.
 */
export async function revokeUserSessions(
  executor: Db | Tx,
  userId: number,
  now: Date,
  exceptSessionId?: number,
): Promise<number> {
  const revoked = await executor
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}

/** Uses a code once, inside the caller's transaction; false when another request used it first. */
async function consumeOtpIn(tx: Tx, otpId: number, now: Date): Promise<boolean> {
  const consumed = await tx
    .update(otps)
    .set({ consumedAt: now })
    .where(and(eq(otps.id, otpId), isNull(otps.consumedAt)))
    .returning({ id: otps.id });
  return consumed.length === 1;
}

export function authRepository(db: Db) {
  return {
    async insertSession(input: {
      tokenHash: string;
      userId: number;
      now: Date;
      expiresAt: Date;
      userAgent: string | null;
      ip: string | null;
    }): Promise<void> {
      await db.insert(sessions).values({
        tokenHash: input.tokenHash,
        userId: input.userId,
        createdAt: input.now,
        lastSeenAt: input.now,
        expiresAt: input.expiresAt,
        userAgent: input.userAgent,
        ip: input.ip,
      });
    },

    async findSession(tokenHash: string): Promise<SessionRow | null> {
      const [row] = await db
        .select({
          id: sessions.id,
          userId: sessions.userId,
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
          revokedAt: sessions.revokedAt,
        })
        .from(sessions)
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /** Sessions and their users for many token hashes at once (one round trip for a batch of requests). */
    async findSessionsWithUsers(tokenHashes: string[]) {
      return (
        db
          .select({
            tokenHash: sessions.tokenHash,
            id: sessions.id,
            userId: sessions.userId,
            expiresAt: sessions.expiresAt,
            lastSeenAt: sessions.lastSeenAt,
            revokedAt: sessions.revokedAt,
            user: {
              id: users.id,
              name: users.name,
              email: users.email,
              role_id: users.roleId,
              customer_id: users.customerId,
              email_verified: sql<boolean>`${users.emailVerifiedAt} is not null`,
            },
          })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          // A deleted user's sessions are revoked too; this keeps them dead even if one were missed.
          .where(and(inArray(sessions.tokenHash, tokenHashes), isNull(users.deletedAt)))
      );
    },

    /** Marks sessions as seen now: one statement for every session touched in the same turn. */
    async touchSessions(ids: number[], now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(inArray(sessions.id, ids));
    },

    async revokeSession(id: number, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    async insertOtp(input: {
      email: string;
      purpose: OtpPurpose;
      codeHash: string;
      now: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(otps).values({
        email: input.email,
        purpose: input.purpose,
        codeHash: input.codeHash,
        createdAt: input.now,
        expiresAt: input.expiresAt,
      });
    },

    /**
     * Takes one try from each live code (unused, unexpired, tries left) among the newest `newest` of an address
     * and purpose, in one statement so parallel guesses cannot exceed a budget; returns the codes that had a try
     * left, which are the only ones the offered code may match.
     */
    async claimLiveOtpAttempts(input: {
      email: string;
      purpose: OtpPurpose;
      now: Date;
      maxAttempts: number;
      newest: number;
    }): Promise<OtpRow[]> {
      const newest = db
        .select({ id: otps.id })
        .from(otps)
        .where(
          and(
            eq(otps.email, input.email),
            eq(otps.purpose, input.purpose),
            isNull(otps.consumedAt),
            gt(otps.expiresAt, input.now),
          ),
        )
        .orderBy(desc(otps.createdAt), desc(otps.id))
        .limit(input.newest);
      return db
        .update(otps)
        .set({ attempts: sql`${otps.attempts} + 1` })
        .where(and(inArray(otps.id, newest), lt(otps.attempts, input.maxAttempts), isNull(otps.consumedAt)))
        .returning({ id: otps.id, codeHash: otps.codeHash });
    },

    /** Resets a password and ends every session of the user, in one transaction. */
    async resetPassword(input: {
      userId: number;
      passwordHash: string;
      otpId: number;
      now: Date;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await consumeOtpIn(tx, input.otpId, input.now))) return false;
        // A reset is proof by mailed code too: the first one records it (decision 0007).
        await tx
          .update(users)
          .set({
            passwordHash: input.passwordHash,
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${input.now})`,
            updatedAt: input.now,
          })
          .where(eq(users.id, input.userId));
        await revokeUserSessions(tx, input.userId, input.now);
        return true;
      });
    },

    /**
     * Uses a sign-in code; when it is the address's first proof, the same transaction records the proof, replaces
     * the password with `unusablePasswordHash` and revokes every session: whoever set them before the proof (a
     * stranger who registered the address first) loses the account to the owner of the mailbox (decision 0007).
     * False when another request used the code first.
     */
    async consumeLoginOtp(input: {
      otpId: number;
      userId: number;
      unusablePasswordHash: string | null;
      now: Date;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await consumeOtpIn(tx, input.otpId, input.now))) return false;
        if (input.unusablePasswordHash === null) return true;
        const proven = await tx
          .update(users)
          .set({ emailVerifiedAt: input.now, passwordHash: input.unusablePasswordHash, updatedAt: input.now })
          .where(and(eq(users.id, input.userId), isNull(users.emailVerifiedAt)))
          .returning({ id: users.id });
        if (proven.length === 1) await revokeUserSessions(tx, input.userId, input.now);
        return true;
      });
    },

    /** Uses a confirmation code and records the proof; the password and sessions stay. False when used first. */
    async consumeConfirmOtp(input: { otpId: number; userId: number; now: Date }): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await consumeOtpIn(tx, input.otpId, input.now))) return false;
        await tx
          .update(users)
          .set({ emailVerifiedAt: input.now, updatedAt: input.now })
          .where(and(eq(users.id, input.userId), isNull(users.emailVerifiedAt)));
        return true;
      });
    },

    sharedSecret: (name: string, generate: () => string) => sharedSecret(db, name, generate),
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
