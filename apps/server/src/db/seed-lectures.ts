import { open } from 'node:fs/promises';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { lectureStorage, newStoredFileName } from '../lib/lecture-storage.ts';
import { probeDuration } from '../lib/media-type.ts';
import type { Db } from './client.ts';
import { lectures } from './schema.ts';
import { contentDir } from './seed.ts';

/** The sample lecture of the demo data (content/lectures), shared with every coaching centre. */
export const SAMPLE_LECTURE = {
  file: path.join('lectures', 'sample-lecture.mp4'),
  name: 'Sample lecture: getting started',
} as const;

/** Several processes may start at once on one PostgreSQL: one of them seeds. */
const SEED_LOCK = 7215032;

/**
 * On first start (no lecture has ever been stored) copies the sample lecture into the lectures folder
 * under a stored name and records it, so a new install has something to play. An install without the
 * sample file (content/ trimmed away) starts with no lectures.
 */
export async function seedLecturesIfEmpty(db: Db, lecturesDir: string, dir = contentDir()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(lectures);
  if (Number(existing?.n ?? 0) > 0) return false;
  const source = path.join(dir, SAMPLE_LECTURE.file);
  let size: number;
  let durationSeconds: number | null;
  try {
    const file = await open(source, 'r');
    try {
      size = (await file.stat()).size;
      durationSeconds = await probeDuration(file, 'video/mp4');
    } finally {
      await file.close();
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  const storage = lectureStorage(lecturesDir);
  const fileName = newStoredFileName('video/mp4');
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      const [row] = await tx.select({ n: count() }).from(lectures);
      if (Number(row?.n ?? 0) > 0) return false;
      await storage.copyIn(source, fileName);
      await tx.insert(lectures).values({
        name: SAMPLE_LECTURE.name,
        mimeType: 'video/mp4',
        size,
        durationSeconds,
        fileName,
        uploaderId: null,
        customerId: null,
      });
      return true;
    });
  } catch (error) {
    await storage.remove(fileName);
    throw error;
  }
}
