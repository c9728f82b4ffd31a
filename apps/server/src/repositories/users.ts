import type { User } from '@aspirant/contract/fields.ts';
import type { Language } from '@aspirant/contract/profile.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import type { Role } from '@aspirant/contract/users.ts';
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { emailChanges, otps, roles, sessions, userPhotos, users } from '../db/schema.ts';
import { isUniqueViolation } from '../lib/db-errors.ts';

export interface UserRecord extends User {
  passwordHash: string;
  /** When the address first proved itself with a mailed code; null until then (decision 0007). */
  emailVerifiedAt: Date | null;
}

/** What a mailed code is for: signing in, resetting the password, or confirming the address of a new account. */
export type OtpPurpose = 'login' | 'reset' | 'confirm';

export interface OtpRow {
  id: number;
  codeHash: string;
}

/** What a change that must keep one super admin came to. */
export type GuardedChange = 'done' | 'not-found' | 'last-super-admin';

export interface ProfileRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  bio: string | null;
  targetExamId: number | null;
  targetYear: number | null;
  preferredLanguage: Language;
  /** The interface language (issue 15); null until chosen. */
  uiLanguage: Language | null;
  /** When the photo was last replaced; null without a photo. */
  photoUpdatedAt: Date | null;
  emailTestAssigned: boolean;
}

export interface ProfileChanges {
  name: string;
  phone?: string | null;
  bio?: string | null;
  targetExamId?: number | null;
  targetYear?: number | null;
  preferredLanguage?: Language;
  uiLanguage?: Language;
  emailTestAssigned?: boolean;
}

export interface EmailChangeRow {
  id: number;
  newEmail: string;
  codeHash: string;
  expiresAt: Date;
}

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role_id: users.roleId,
  customer_id: users.customerId,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
};

const publicColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role_id: users.roleId,
  customer_id: users.customerId,
};

const profileColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  bio: users.bio,
  targetExamId: users.targetExamId,
  targetYear: users.targetYear,
  preferredLanguage: users.preferredLanguage,
  uiLanguage: users.uiLanguage,
  photoUpdatedAt: userPhotos.updatedAt,
  emailTestAssigned: users.emailTestAssigned,
};

/** Strips the password hash: the shape the API may show. */
export function publicUser(record: UserRecord): User {
  return {
    id: record.id,
    name: record.name,
    email: record.email,
    role_id: record.role_id,
    customer_id: record.customer_id,
  };
}

/**
 * Revokes every live session of a user, optionally sparing one (the caller's own); runs inside the caller's
 * transaction, so the change that warrants it and the revocation land together. Returns how many ended.
 */
async function revokeUserSessions(
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

/**
 * Locks every live super admin (in id order, so two such changes never deadlock) and then the target, and
 * says whether the change may go ahead. Two super admins removing each other at once: the second waits for
 * the first, then sees it is the last one left.
 */
async function lockAndCheck(
  tx: Tx,
  id: number,
  removesSuperAdmin: (target: { roleId: number }) => boolean,
): Promise<GuardedChange> {
  const superAdmins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.roleId, ROLE.SUPER_ADMIN), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .for('update');
  const [target] = await tx
    .select({ roleId: users.roleId })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  if (!target) return 'not-found';
  if (removesSuperAdmin(target) && !superAdmins.some((s) => s.id !== id)) return 'last-super-admin';
  return 'done';
}

/**
 * The one writer of users, sessions, otps and email_changes: accounts, sign-in, codes, the profile and user
 * administration. Deleted users (soft delete, issue 6) are invisible here: they cannot sign in, receive codes,
 * be listed or be changed.
 */
export function usersRepository(db: Db) {
  return {
    // --- Accounts ---------------------------------------------------------------------------------------

    async findByEmail(email: string): Promise<UserRecord | null> {
      const [row] = await db
        .select(columns)
        .from(users)
        .where(and(eq(users.email, email), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    async findById(id: number): Promise<UserRecord | null> {
      const [row] = await db
        .select(columns)
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    /** Inserts a user; null when the email is taken (the transaction, if any, goes on). */
    async insert(
      input: {
        name: string;
        email: string;
        passwordHash: string;
        roleId: number;
        customerId: number | null;
        /** Demo, setup and command-line accounts count as confirmed (decision 0007); registration leaves it null. */
        emailVerifiedAt?: Date | null;
        createdAt?: Date;
        updatedAt?: Date;
      },
      h: Db | Tx = db,
    ): Promise<UserRecord | null> {
      // The unique index on live addresses turns a taken one into no row.
      const [row] = await h.insert(users).values(input).onConflictDoNothing().returning(columns);
      return row ?? null;
    },

    async setPasswordHash(id: number, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
    },

    /** Whether a live super admin exists. */
    async hasSuperAdmin(h: Db | Tx = db): Promise<boolean> {
      const [row] = await h
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.roleId, ROLE.SUPER_ADMIN), isNull(users.deletedAt)))
        .limit(1);
      return Boolean(row);
    },

    /** Sets a new password and ends every other session of the user, in one transaction. */
    async changePassword(input: {
      userId: number;
      passwordHash: string;
      keepSessionId: number;
      now: Date;
    }): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash: input.passwordHash, updatedAt: input.now })
          .where(eq(users.id, input.userId));
        return revokeUserSessions(tx, input.userId, input.now, input.keepSessionId);
      });
    },

    // --- Sessions ---------------------------------------------------------------------------------------

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

    // --- Mailed codes -----------------------------------------------------------------------------------

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

    // --- The signed-in user's profile (every query by the user's own id) ----------------------------------

    /** The interface language the user chose (issue 15 point 9); null until chosen. */
    async uiLanguage(userId: number): Promise<Language | null> {
      const [row] = await db
        .select({ uiLanguage: users.uiLanguage })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.uiLanguage ?? null;
    },

    async profile(userId: number): Promise<ProfileRow | null> {
      const [row] = await db
        .select(profileColumns)
        .from(users)
        .leftJoin(userPhotos, eq(userPhotos.userId, users.id))
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    async updateProfile(userId: number, changes: ProfileChanges, now: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async passwordHash(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      return row?.passwordHash ?? null;
    },

    async targetScore(userId: number): Promise<number | null> {
      const [row] = await db
        .select({ targetScore: users.targetScore })
        .from(users)
        .where(eq(users.id, userId));
      return row?.targetScore ?? null;
    },

    async setTargetScore(userId: number, targetScore: number | null, now: Date): Promise<void> {
      await db.update(users).set({ targetScore, updatedAt: now }).where(eq(users.id, userId));
    },

    async targetExamId(userId: number): Promise<number | null> {
      const [row] = await db.select({ id: users.targetExamId }).from(users).where(eq(users.id, userId));
      return row?.id ?? null;
    },

    // --- Email change -----------------------------------------------------------------------------------

    /** A live account (other than `exceptUserId`) holds the address. */
    async isEmailTaken(email: string, exceptUserId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), isNull(users.deletedAt), sql`${users.id} <> ${exceptUserId}`))
        .limit(1);
      return row !== undefined;
    },

    async insertEmailChange(input: {
      userId: number;
      newEmail: string;
      codeHash: string;
      now: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(emailChanges).values({
        userId: input.userId,
        newEmail: input.newEmail,
        codeHash: input.codeHash,
        createdAt: input.now,
        expiresAt: input.expiresAt,
      });
    },

    /** The user's newest pending change: an older one is replaced by asking again. */
    async latestEmailChange(userId: number): Promise<EmailChangeRow | null> {
      const [row] = await db
        .select({
          id: emailChanges.id,
          newEmail: emailChanges.newEmail,
          codeHash: emailChanges.codeHash,
          expiresAt: emailChanges.expiresAt,
        })
        .from(emailChanges)
        .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.consumedAt)))
        .orderBy(desc(emailChanges.createdAt), desc(emailChanges.id))
        .limit(1);
      return row ?? null;
    },

    /** Spends one try of an email-change code; false when its tries are used up (or it was used). */
    async claimEmailChangeAttempt(id: number, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(emailChanges)
        .set({ attempts: sql`${emailChanges.attempts} + 1` })
        .where(
          and(
            eq(emailChanges.id, id),
            sql`${emailChanges.attempts} < ${maxAttempts}`,
            isNull(emailChanges.consumedAt),
          ),
        )
        .returning({ id: emailChanges.id });
      return rows.length > 0;
    },

    /** Marks an email-change code used; false when another request used it first. */
    async consumeEmailChange(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(emailChanges)
        .set({ consumedAt: now })
        .where(and(eq(emailChanges.id, id), isNull(emailChanges.consumedAt)))
        .returning({ id: emailChanges.id });
      return rows.length > 0;
    },

    /**
     * Sets the sign-in address, proven by the code mailed to it (so it counts as confirmed, decision 0007);
     * false when another live account holds it (the unique index decides).
     */
    async setEmail(userId: number, email: string, now: Date): Promise<boolean> {
      try {
        await db
          .update(users)
          .set({ email, emailVerifiedAt: now, updatedAt: now })
          .where(eq(users.id, userId));
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    // --- User administration ----------------------------------------------------------------------------

    /** Users that are not deleted, of one coaching centre or of all (`customerId` undefined). */
    async listActive(customerId?: number): Promise<User[]> {
      return db
        .select(publicColumns)
        .from(users)
        .where(
          and(
            isNull(users.deletedAt),
            customerId === undefined ? undefined : eq(users.customerId, customerId),
          ),
        )
        .orderBy(asc(users.id));
    },

    async findActive(id: number): Promise<User | null> {
      const [row] = await db
        .select(publicColumns)
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    async listRoles(): Promise<Role[]> {
      return db.select({ id: roles.id, role_name: roles.roleName }).from(roles).orderBy(asc(roles.id));
    },

    /**
     * Gives a user another role. Taking role 4 away from the last live super admin is refused.
     */
    async changeRole(id: number, roleId: number, now: Date): Promise<GuardedChange> {
      return db.transaction(async (tx) => {
        const check = await lockAndCheck(
          tx,
          id,
          (target) => target.roleId === ROLE.SUPER_ADMIN && roleId !== ROLE.SUPER_ADMIN,
        );
        if (check !== 'done') return check;
        await tx.update(users).set({ roleId, updatedAt: now }).where(eq(users.id, id));
        return 'done';
      });
    },

    /**
     * Soft-deletes a user and revokes every session, in one transaction. Results and attempts stay, so ranks
     * do not move; the address becomes free for a new account. The last live super admin stays.
     */
    async softDelete(id: number, now: Date): Promise<GuardedChange> {
      return db.transaction(async (tx) => {
        const check = await lockAndCheck(tx, id, (target) => target.roleId === ROLE.SUPER_ADMIN);
        if (check !== 'done') return check;
        await tx.update(users).set({ deletedAt: now, updatedAt: now }).where(eq(users.id, id));
        await revokeUserSessions(tx, id, now);
        return 'done';
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
