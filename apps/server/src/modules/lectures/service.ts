import type { Readable } from 'node:stream';
import type { User } from '@aspirant/contract/fields.ts';
import {
  type DriveFile,
  LECTURE_MAX_BYTES,
  LECTURE_MESSAGES,
  type LectureProgress,
  type LectureStorage as LectureStorageUse,
  MEDIA_LECTURES_PREFIX,
  PLAYBACK_URL_TTL_SECONDS,
} from '@aspirant/contract/lectures.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import {
  type LectureStorage,
  newStoredFileName,
  type OpenedFile,
  STORED_FILE_NAME,
} from '../../lib/lecture-storage.ts';
import { probeDuration } from '../../lib/media-type.ts';
import { isValidMediaSignature, sharedSigningKey, signMediaPath } from '../../lib/signing.ts';
import type { CustomersRepository } from '../../repositories/customers.ts';
import type { LectureRow, MediaRepository } from '../../repositories/media.ts';
import type { SecretsRepository } from '../../repositories/secrets.ts';

/** Name of the media URL signing key in app_secrets. */
export const MEDIA_SIGNING_SECRET = 'media-url-signing-key';

function toDriveFile(row: LectureRow): DriveFile {
  return {
    id: row.id,
    name: row.name,
    mimeType: row.mimeType,
    size: row.size,
    durationSeconds: row.durationSeconds,
    customerId: row.customerId,
    createdAt: row.createdAt.toISOString(),
  };
}

function toProgress(row: { positionSeconds: number; updatedAt: Date } | null): LectureProgress {
  return {
    success: true,
    positionSeconds: row?.positionSeconds ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export interface UploadInput {
  name: string;
  customerId: number | undefined;
  contentType: string | undefined;
  contentLength: number | undefined;
  body: Readable;
}

/**
 * Lectures (issue 6 points 1-3). Everyone watches the lectures of their own coaching centre and the shared
 * ones (no centre); the super admin sees all. Teachers and coaching admins upload to, rename and delete the
 * lectures of their own centre; shared lectures are the super admin's. Files are reached only through
 * signed URLs that expire, and the path of a file always comes from its database row.
 */
export function lecturesService(deps: {
  media: MediaRepository;
  customers: CustomersRepository;
  secrets: SecretsRepository;
  storage: LectureStorage;
  clock: Clock;
  maxUploadBytes?: number;
  /** Total bytes of one centre's live lectures (LECTURE_QUOTA_BYTES, decision 0011). */
  quotaBytes: number;
}) {
  const { media, storage, clock, quotaBytes } = deps;
  const maxUploadBytes = deps.maxUploadBytes ?? LECTURE_MAX_BYTES;
  // Declared sizes of the uploads streaming into each centre in this process: counted as used while they
  // arrive, so two at once cannot each take the same free space. The insert re-checks under a lock anyway
  // (other processes, uploads without Content-Length).
  const reservedBytes = new Map<number, number>();
  const overQuota = (usedBytes: number) =>
    new AppError('PAYLOAD_TOO_LARGE', LECTURE_MESSAGES.overQuota(usedBytes, quotaBytes));

  const reserve = (customerId: number, bytes: number) => {
    const total = (reservedBytes.get(customerId) ?? 0) + bytes;
    if (total === 0) reservedBytes.delete(customerId);
    else reservedBytes.set(customerId, total);
  };
  const key = sharedSigningKey(deps.secrets.shared, MEDIA_SIGNING_SECRET);

  const isSuperAdmin = (user: User) => user.role_id === ROLE.SUPER_ADMIN;
  const notFound = () => new AppError('NOT_FOUND', LECTURE_MESSAGES.lectureNotFound);

  /** A lecture the user may watch; any other answers like an unknown one. */
  async function visibleLecture(user: User, id: number): Promise<LectureRow> {
    const lecture = await media.findLecture(id);
    if (!lecture) throw notFound();
    if (isSuperAdmin(user) || lecture.customerId === null || lecture.customerId === user.customer_id) {
      return lecture;
    }
    throw notFound();
  }

  /** A lecture the user may change: the super admin any, others only their own centre's. */
  async function manageableLecture(user: User, id: number): Promise<LectureRow> {
    const lecture = await visibleLecture(user, id);
    if (isSuperAdmin(user)) return lecture;
    if (lecture.customerId === null) throw new AppError('FORBIDDEN', LECTURE_MESSAGES.sharedLecture);
    return lecture;
  }

  /** The centre an upload goes to. */
  async function uploadCentre(user: User, customerId: number | undefined): Promise<number | null> {
    if (isSuperAdmin(user)) {
      if (customerId === undefined) return null;
      if (!(await deps.customers.customerExists(customerId))) {
        throw new AppError('NOT_FOUND', LECTURE_MESSAGES.customerNotFound);
      }
      return customerId;
    }
    if (user.customer_id === null) throw new AppError('FORBIDDEN', LECTURE_MESSAGES.needsCentre);
    if (customerId !== undefined && customerId !== user.customer_id) {
      throw new AppError('FORBIDDEN', LECTURE_MESSAGES.otherCentre);
    }
    return user.customer_id;
  }

  /**
   * Streams the upload in (stopped past `maxBytes`: the upload limit or the centre's free space, whichever is
   * less), checks it, and records it; a centre's lecture only while its storage still has room.
   */
  async function receiveAndInsert(
    user: User,
    input: UploadInput,
    customerId: number | null,
    limit: { maxBytes: number; tooLarge?: () => AppError },
  ): Promise<DriveFile> {
    const received = await storage.receive(input.body, limit.maxBytes, limit.tooLarge);
    const fileName = newStoredFileName(received.mimeType);
    try {
      const handle = await storage.openTemp(received.tempName);
      const durationSeconds = await probeDuration(handle, received.mimeType).finally(() => handle.close());
      await storage.commit(received.tempName, fileName);
      const values = {
        name: input.name,
        mimeType: received.mimeType,
        size: received.size,
        durationSeconds,
        fileName,
        uploaderId: user.id,
        customerId,
        now: clock.now(),
      };
      if (customerId === null) return toDriveFile(await media.insertLecture(values));
      const inserted = await media.insertWithinQuota({ ...values, customerId }, quotaBytes);
      if ('usedBytes' in inserted) throw overQuota(inserted.usedBytes);
      return toDriveFile(inserted.row);
    } catch (error) {
      await storage.discard(received.tempName);
      await storage.remove(fileName);
      throw error;
    }
  }

  return {
    async list(user: User): Promise<DriveFile[]> {
      const rows = await media.listLectures(isSuperAdmin(user) ? 'all' : { customerId: user.customer_id });
      return rows.map(toDriveFile);
    },

    /** The centre's storage for the teachers and coaching admins who upload to it; null for anyone else. */
    async storageOf(user: User): Promise<LectureStorageUse | null> {
      const canUpload = user.role_id === ROLE.TEACHER || user.role_id === ROLE.COACHING_ADMIN;
      if (!canUpload || user.customer_id === null) return null;
      return { usedBytes: await media.usedBytes(user.customer_id), quotaBytes };
    },

    /** A URL for the media route (or nginx) that works for PLAYBACK_URL_TTL_SECONDS. */
    async playbackUrl(user: User, id: number): Promise<{ url: string; expiresAt: string }> {
      const lecture = await visibleLecture(user, id);
      const expiresAt = Math.floor(clock.now().getTime() / 1000) + PLAYBACK_URL_TTL_SECONDS;
      const path = `${MEDIA_LECTURES_PREFIX}${lecture.fileName}`;
      const signature = signMediaPath(await key(), path, expiresAt);
      return {
        url: `${path}?exp=${expiresAt}&sig=${signature}`,
        expiresAt: new Date(expiresAt * 1000).toISOString(),
      };
    },

    /**
     * Checks a media URL and opens its file. Anything malformed or forged answers 403, like an expired
     * link; the file is the one the database row names, found by the signed name.
     */
    async openSigned(
      fileName: string,
      exp: unknown,
      sig: unknown,
    ): Promise<{ lecture: LectureRow; file: OpenedFile; secondsLeft: number }> {
      const invalid = new AppError('FORBIDDEN', LECTURE_MESSAGES.linkInvalid);
      if (typeof exp !== 'string' || typeof sig !== 'string') throw invalid;
      if (!STORED_FILE_NAME.test(fileName) || !/^\d{1,12}$/.test(exp) || !/^[\w-]{43}$/.test(sig))
        throw invalid;
      const expiresAt = Number(exp);
      if (!isValidMediaSignature(await key(), `${MEDIA_LECTURES_PREFIX}${fileName}`, expiresAt, sig)) {
        throw invalid;
      }
      const now = Math.floor(clock.now().getTime() / 1000);
      if (expiresAt < now) throw new AppError('FORBIDDEN', LECTURE_MESSAGES.linkExpired);
      const lecture = await media.findByFileName(fileName);
      if (!lecture) throw notFound();
      const file = await storage.open(lecture.fileName);
      if (!file) throw new AppError('NOT_FOUND', LECTURE_MESSAGES.fileMissing);
      return { lecture, file, secondsLeft: expiresAt - now };
    },

    async upload(user: User, input: UploadInput): Promise<DriveFile> {
      const customerId = await uploadCentre(user, input.customerId);
      const type = (input.contentType ?? '').split(';')[0]!.trim().toLowerCase();
      // The declared type only has to claim a file; what the file is, its bytes decide.
      if (!type.startsWith('video/') && type !== 'application/octet-stream') {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', LECTURE_MESSAGES.notAVideoUpload);
      }
      if (input.contentLength !== undefined && input.contentLength > maxUploadBytes) {
        throw new AppError('PAYLOAD_TOO_LARGE', LECTURE_MESSAGES.tooLarge);
      }
      // Shared lectures (no centre) are the platform's own: no centre's quota counts them.
      if (customerId === null) return receiveAndInsert(user, input, null, { maxBytes: maxUploadBytes });
      // Checked before a byte is read, by the declared size, and held while the upload streams.
      const declared = input.contentLength ?? 0;
      // Uploads still streaming in count as used: the message says what the storage will hold once they land.
      const usedBytes = (await media.usedBytes(customerId)) + (reservedBytes.get(customerId) ?? 0);
      const freeBytes = quotaBytes - usedBytes;
      if (declared > freeBytes) throw overQuota(usedBytes);
      reserve(customerId, declared);
      try {
        // Past the free space the upload stops with the quota's message, past the upload limit with its own.
        const limit =
          freeBytes < maxUploadBytes
            ? { maxBytes: freeBytes, tooLarge: () => overQuota(usedBytes) }
            : { maxBytes: maxUploadBytes };
        return await receiveAndInsert(user, input, customerId, limit);
      } finally {
        reserve(customerId, -declared);
      }
    },

    async rename(user: User, id: number, name: string): Promise<DriveFile> {
      await manageableLecture(user, id);
      const row = await media.renameLecture(id, name, clock.now());
      if (!row) throw notFound();
      return toDriveFile(row);
    },

    /** Deletes the lecture and its file; signed URLs handed out for it stop working at once. */
    async remove(user: User, id: number): Promise<void> {
      const lecture = await manageableLecture(user, id);
      if (!(await media.markLectureDeleted(id, clock.now()))) throw notFound();
      await storage.remove(lecture.fileName);
    },

    async progress(user: User, id: number): Promise<LectureProgress> {
      await visibleLecture(user, id);
      return toProgress(await media.progress(user.id, id));
    },

    async saveProgress(user: User, id: number, positionSeconds: number): Promise<LectureProgress> {
      await visibleLecture(user, id);
      return toProgress(await media.saveProgress(user.id, id, positionSeconds, clock.now()));
    },
  };
}

export type LecturesService = ReturnType<typeof lecturesService>;
