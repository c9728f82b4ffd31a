import type { LectureMimeType } from '@aspirant/contract/lectures.ts';
import type { PhotoMimeType } from '@aspirant/contract/profile.ts';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers, lectureProgress, lectures, userPhotos, users } from '../db/schema.ts';

export interface LectureRow {
  id: number;
  name: string;
  mimeType: LectureMimeType;
  size: number;
  durationSeconds: number | null;
  fileName: string;
  customerId: number | null;
  uploaderId: number | null;
  createdAt: Date;
}

const columns = {
  id: lectures.id,
  name: lectures.name,
  mimeType: lectures.mimeType,
  size: lectures.size,
  durationSeconds: lectures.durationSeconds,
  fileName: lectures.fileName,
  customerId: lectures.customerId,
  uploaderId: lectures.uploaderId,
  createdAt: lectures.createdAt,
};

const isLive = isNull(lectures.deletedAt);

/** The live lectures a centre's users may watch: the shared ones and the centre's own (null: the shared only). */
const watchableBy = (customerId: number | null) =>
  and(
    isLive,
    customerId === null
      ? isNull(lectures.customerId)
      : or(isNull(lectures.customerId), eq(lectures.customerId, customerId)),
  );

export interface NewLecture {
  name: string;
  mimeType: LectureMimeType;
  size: number;
  durationSeconds: number | null;
  fileName: string;
  uploaderId: number | null;
  customerId: number | null;
  now: Date;
}

/** The bytes of a centre's live lectures (decision 0011: what its storage quota counts). */
function usedBytesOf(db: Pick<Db, 'select'>, customerId: number): Promise<number> {
  return db
    .select({ used: sql<string>`coalesce(sum(${lectures.size}), 0)` })
    .from(lectures)
    .where(and(eq(lectures.customerId, customerId), isLive))
    .then(([row]) => Number(row?.used ?? 0));
}

/**
 * The one writer of stored media: lectures, their viewers' positions (lecture_progress) and profile photos
 * (user_photos). Deleted lectures are invisible.
 */
export function mediaRepository(db: Db) {
  async function insert(tx: Pick<Db, 'insert'>, input: NewLecture): Promise<LectureRow> {
    const { now, ...values } = input;
    const [row] = await tx
      .insert(lectures)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning(columns);
    return row!;
  }

  return {
    usedBytes: (customerId: number) => usedBytesOf(db, customerId),

    /** Live lectures: all (`scope` 'all'), or those of one centre plus the shared ones. */
    async listLectures(scope: 'all' | { customerId: number | null }): Promise<LectureRow[]> {
      return db
        .select(columns)
        .from(lectures)
        .where(scope === 'all' ? isLive : watchableBy(scope.customerId))
        .orderBy(asc(lectures.name), asc(lectures.id));
    },

    async findLecture(id: number): Promise<LectureRow | null> {
      const [row] = await db
        .select(columns)
        .from(lectures)
        .where(and(eq(lectures.id, id), isLive))
        .limit(1);
      return row ?? null;
    },

    async findByFileName(fileName: string): Promise<LectureRow | null> {
      const [row] = await db
        .select(columns)
        .from(lectures)
        .where(and(eq(lectures.fileName, fileName), isLive))
        .limit(1);
      return row ?? null;
    },

    insertLecture: (input: NewLecture) => insert(db, input),

    /**
     * Inserts a centre's lecture only while the centre's live lectures and it stay within `quotaBytes`; else
     * nothing and the bytes used. The centre's row is locked first, so two uploads finishing together (in
     * any process) are counted one after the other and cannot both squeeze in.
     */
    async insertWithinQuota(
      input: NewLecture & { customerId: number },
      quotaBytes: number,
    ): Promise<{ row: LectureRow } | { usedBytes: number }> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.id, input.customerId))
          .for('update');
        const usedBytes = await usedBytesOf(tx, input.customerId);
        if (usedBytes + input.size > quotaBytes) return { usedBytes };
        return { row: await insert(tx, input) };
      });
    },

    async renameLecture(id: number, name: string, now: Date): Promise<LectureRow | null> {
      const [row] = await db
        .update(lectures)
        .set({ name, updatedAt: now })
        .where(and(eq(lectures.id, id), isLive))
        .returning(columns);
      return row ?? null;
    },

    /** Marks a lecture deleted; false when it already was. */
    async markLectureDeleted(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(lectures)
        .set({ deletedAt: now, updatedAt: now })
        .where(and(eq(lectures.id, id), isLive))
        .returning({ id: lectures.id });
      return rows.length === 1;
    },

    async progress(userId: number, lectureId: number) {
      const [row] = await db
        .select({ positionSeconds: lectureProgress.positionSeconds, updatedAt: lectureProgress.updatedAt })
        .from(lectureProgress)
        .where(and(eq(lectureProgress.userId, userId), eq(lectureProgress.lectureId, lectureId)))
        .limit(1);
      return row ?? null;
    },

    async saveProgress(userId: number, lectureId: number, positionSeconds: number, now: Date) {
      const [row] = await db
        .insert(lectureProgress)
        .values({ userId, lectureId, positionSeconds, updatedAt: now })
        .onConflictDoUpdate({
          target: [lectureProgress.userId, lectureProgress.lectureId],
          set: { positionSeconds, updatedAt: now },
        })
        .returning({
          positionSeconds: lectureProgress.positionSeconds,
          updatedAt: lectureProgress.updatedAt,
        });
      return row!;
    },

    /** Live lectures the student may watch, by id: the shared ones and their own centre's (the study plan's). */
    async watchableLectures(customerId: number | null): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: lectures.id, name: lectures.name })
        .from(lectures)
        .where(watchableBy(customerId))
        .orderBy(asc(lectures.id));
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

    /** A live user's photo. */
    async photo(userId: number): Promise<{ mimeType: PhotoMimeType; data: Buffer; updatedAt: Date } | null> {
      const [row] = await db
        .select({ mimeType: userPhotos.mimeType, data: userPhotos.data, updatedAt: userPhotos.updatedAt })
        .from(userPhotos)
        .innerJoin(users, eq(users.id, userPhotos.userId))
        .where(and(eq(userPhotos.userId, userId), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;
