import type { ExamOption, Language, PhotoMimeType } from '@aspirant/contract/profile.ts';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailChanges, exams, userPhotos, users } from '../../db/schema.ts';
import { sharedSecret } from '../../db/secrets.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

export interface ProfileRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  bio: string | null;
  targetExamId: number | null;
  targetYear: number | null;
  preferredLanguage: Language;
  /** When the photo was last replaced; null without a photo. */
  photoUpdatedAt: Date | null;
}

export interface ProfileChanges {
  name: string;
  phone?: string | null;
  bio?: string | null;
  targetExamId?: number | null;
  targetYear?: number | null;
  preferredLanguage?: Language;
}

export interface EmailChangeRow {
  id: number;
  newEmail: string;
  codeHash: string;
  expiresAt: Date;
}

const profileColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  bio: users.bio,
  targetExamId: users.targetExamId,
  targetYear: users.targetYear,
  preferredLanguage: users.preferredLanguage,
  photoUpdatedAt: userPhotos.updatedAt,
};

/** SQL of the signed-in user's own profile, photo and email change; every query is by the user's own id. */
export function profileRepository(db: Db) {
  return {
    async find(userId: number): Promise<ProfileRow | null> {
      const [row] = await db
        .select(profileColumns)
        .from(users)
        .leftJoin(userPhotos, eq(userPhotos.userId, users.id))
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    async exams(): Promise<ExamOption[]> {
      return db
        .select({ id: exams.id, code: exams.code, name: exams.name })
        .from(exams)
        .orderBy(asc(exams.id));
    },

    async update(userId: number, changes: ProfileChanges, now: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async savePhoto(userId: number, mimeType: PhotoMimeType, data: Buffer, now: Date): Promise<void> {
      await db
        .insert(userPhotos)
        .values({ userId, mimeType, data, updatedAt: now })
        .onConflictDoUpdate({ target: userPhotos.userId, set: { mimeType, data, updatedAt: now } });
    },

    async deletePhoto(userId: number): Promise<void> {
      await db.delete(userPhotos).where(eq(userPhotos.userId, userId));
    },

    async photo(userId: number): Promise<{ mimeType: PhotoMimeType; data: Buffer; updatedAt: Date } | null> {
      const [row] = await db
        .select({ mimeType: userPhotos.mimeType, data: userPhotos.data, updatedAt: userPhotos.updatedAt })
        .from(userPhotos)
        .innerJoin(users, eq(users.id, userPhotos.userId))
        .where(and(eq(userPhotos.userId, userId), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    async passwordHash(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      return row?.passwordHash ?? null;
    },

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

    /** Spends one try of a code; false when its tries are used up (or it was used). */
    async claimAttempt(id: number, maxAttempts: number): Promise<boolean> {
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

    /** Marks the code used; false when another request used it first. */
    async consume(id: number, now: Date): Promise<boolean> {
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

    sharedSecret: (name: string, generate: () => string) => sharedSecret(db, name, generate),
  };
}

export type ProfileRepository = ReturnType<typeof profileRepository>;
