import { and, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { otps, sessions, users } from '../../db/schema.ts';

export type OtpPurpose = 'login' | 'reset';

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
  attempts: number;
  expiresAt: Date;
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
            },
          })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          // A deleted user's sessions are revoked too; this keeps them dead even if one were missed.
          .where(and(inArray(sessions.tokenHash, tokenHashes), isNull(users.deletedAt)))
      );
    },

    async touchSession(id: number, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
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

    /** The newest unused code for an address and purpose: only it counts. */
    async findLatestOtp(email: string, purpose: OtpPurpose): Promise<OtpRow | null> {
      const [row] = await db
        .select({ id: otps.id, codeHash: otps.codeHash, attempts: otps.attempts, expiresAt: otps.expiresAt })
        .from(otps)
        .where(and(eq(otps.email, email), eq(otps.purpose, purpose), isNull(otps.consumedAt)))
        .orderBy(desc(otps.createdAt), desc(otps.id))
        .limit(1);
      return row ?? null;
    },

    /** Takes one try from a code's budget; false when none is left (the code is burned). */
    async claimOtpAttempt(id: number, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(otps)
        .set({ attempts: sql`${otps.attempts} + 1` })
        .where(and(eq(otps.id, id), lt(otps.attempts, maxAttempts), isNull(otps.consumedAt)))
        .returning({ id: otps.id });
      return rows.length === 1;
    },

    /** Marks a code used; false when another request used it first (single use). */
    async consumeOtp(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(otps)
        .set({ consumedAt: now })
        .where(and(eq(otps.id, id), isNull(otps.consumedAt)))
        .returning({ id: otps.id });
      return rows.length === 1;
    },

    /** Resets a password and ends every session of the user, in one transaction. */
    async resetPassword(input: {
      userId: number;
      passwordHash: string;
      otpId: number;
      now: Date;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const consumed = await tx
          .update(otps)
          .set({ consumedAt: input.now })
          .where(and(eq(otps.id, input.otpId), isNull(otps.consumedAt)))
          .returning({ id: otps.id });
        if (consumed.length !== 1) return false;
        await tx
          .update(users)
          .set({ passwordHash: input.passwordHash, updatedAt: input.now })
          .where(eq(users.id, input.userId));
        await revokeUserSessions(tx, input.userId, input.now);
        return true;
      });
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
