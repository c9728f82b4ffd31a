import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { MessageBodySchema, positiveIdSchema } from './fields.ts';

/** Uploads larger than this are refused while they stream in (the partial file is removed). */
export const LECTURE_MAX_BYTES = 500 * 1024 * 1024;
export const LECTURE_NAME_MAX_LENGTH = 200;
/** A playback URL is valid this long after it is handed out. */
export const PLAYBACK_URL_TTL_SECONDS = 2 * 60 * 60;
/** The types the server accepts, decided by the file's first bytes, never by its name. */
export const LECTURE_MIME_TYPES = ['video/mp4', 'video/webm'] as const;
export type LectureMimeType = (typeof LECTURE_MIME_TYPES)[number];

/** Where the signed media URLs live (served by the app, or by nginx: docs/lectures-nginx.md). */
export const MEDIA_LECTURES_PREFIX = '/media/lectures/';

const trimmed = (n: number) => String(Number(n.toFixed(1)));

/**
 * A size as the Lectures page and the storage messages show it: binary units written GB, MB, KB, like
 * LECTURE_MAX_BYTES ('18.2 GB', '350 MB', '0 MB').
 */
export function formatStorageSize(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${trimmed(bytes / 1024 ** 3)} GB`;
  if (bytes >= 1024 ** 2 || bytes === 0) return `${trimmed(bytes / 1024 ** 2)} MB`;
  if (bytes >= 1024) return `${trimmed(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export const LECTURE_MESSAGES = {
  badLectureId: 'The lecture id must be a positive whole number.',
  badCustomerId: 'The coaching centre id must be a positive whole number.',
  lectureNotFound: 'Lecture not found.',
  customerNotFound: 'Coaching centre not found.',
  nameRequired: 'Lecture name is required.',
  nameTooLong: `Lecture name must be at most ${LECTURE_NAME_MAX_LENGTH} characters.`,
  notAVideoUpload: 'Upload the video file itself as the request body (Content-Type video/mp4 or video/webm).',
  notMp4OrWebm: 'The file is not an MP4 or WebM video.',
  tooLarge: `The video is too large (at most ${LECTURE_MAX_BYTES / (1024 * 1024)} MB).`,
  needsCentre: 'You need to belong to a coaching centre to upload lectures.',
  otherCentre: 'You can only upload lectures to your own coaching centre.',
  sharedLecture: 'Only the super admin can change lectures shared with every coaching centre.',
  badPosition: 'positionSeconds must be a number of seconds from 0 to 86400.',
  linkInvalid: 'This playback link is not valid.',
  linkExpired: 'This playback link has expired. Reload the page to get a new one.',
  fileMissing: 'The video file of this lecture is missing.',
  rangeNotSatisfiable: 'The requested range is not satisfiable.',
  lectureDeleted: 'Lecture deleted.',
  /** Decision 0011: a centre's live lectures never add up to more than LECTURE_QUOTA_BYTES. */
  overQuota: (usedBytes: number, quotaBytes: number) =>
    `This upload would exceed your centre's lecture storage (${formatStorageSize(usedBytes)} of ${formatStorageSize(quotaBytes)} used). Delete lectures you no longer need, or ask the platform administrator for more space.`,
  storageUsed: (usedBytes: number, quotaBytes: number) =>
    `Storage: ${formatStorageSize(usedBytes)} of ${formatStorageSize(quotaBytes)} used`,
} as const;

export const LectureNameSchema = z
  .string({ error: LECTURE_MESSAGES.nameRequired })
  .trim()
  .min(1, LECTURE_MESSAGES.nameRequired)
  .max(LECTURE_NAME_MAX_LENGTH, LECTURE_MESSAGES.nameTooLong);

/** SPEC §3 "Drive file": id, name, mimeType, size; plus what the screen and the managers need. */
export const DriveFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  durationSeconds: z.number().nullable(),
  /** The coaching centre it belongs to; null for a lecture shared with every centre. */
  customerId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type DriveFile = z.infer<typeof DriveFileSchema>;

export const LectureIdParamsSchema = z.object({ id: positiveIdSchema(LECTURE_MESSAGES.badLectureId) });

/** A centre's lecture storage (decision 0011): the bytes of its live lectures and its quota. */
export const LectureStorageSchema = z.object({
  usedBytes: z.number().int(),
  quotaBytes: z.number().int(),
});
export type LectureStorage = z.infer<typeof LectureStorageSchema>;

/**
 * A student sees its centre's lectures and the shared ones; the super admin sees all. `storage` is the centre's
 * for the teachers and coaching admins who upload to it, null for everyone else.
 */
export const listDriveFiles = endpoint({
  method: 'GET',
  path: '/api/drive/list',
  response: z.object({
    success: z.literal(true),
    files: z.array(DriveFileSchema),
    storage: LectureStorageSchema.nullable(),
  }),
});

/** A signed URL that expires (PLAYBACK_URL_TTL_SECONDS), served with HTTP range requests. */
export const getPlaybackUrl = endpoint({
  method: 'GET',
  path: '/api/drive/playback/:id',
  params: LectureIdParamsSchema,
  response: z.object({ success: z.literal(true), url: z.string(), expiresAt: z.string() }),
});

/**
 * The body is the video itself, streamed to disk (not JSON, not multipart); the name travels in the query.
 * Roles 1, 2 and 4. The super admin may name a centre with `customer_id`; without it the lecture is shared.
 */
export const uploadLecture = endpoint({
  method: 'POST',
  path: '/api/drive/upload',
  query: z.object({
    name: LectureNameSchema,
    customer_id: z.preprocess(
      (v) => (v === '' ? undefined : v),
      positiveIdSchema(LECTURE_MESSAGES.badCustomerId).optional(),
    ),
  }),
  response: z.object({ success: z.literal(true), file: DriveFileSchema }),
});

export const renameLecture = endpoint({
  method: 'PATCH',
  path: '/api/drive/:id',
  params: LectureIdParamsSchema,
  body: z.strictObject({ name: LectureNameSchema }),
  response: z.object({ success: z.literal(true), file: DriveFileSchema }),
});

export const deleteLecture = endpoint({
  method: 'DELETE',
  path: '/api/drive/:id',
  params: LectureIdParamsSchema,
  response: MessageBodySchema,
});

const ProgressBodySchema = z.object({
  success: z.literal(true),
  /** null when this user has not watched the lecture yet. */
  positionSeconds: z.number().nullable(),
  updatedAt: z.string().nullable(),
});
export type LectureProgress = z.infer<typeof ProgressBodySchema>;

/** The playback position follows the student from one device to another. */
export const getLectureProgress = endpoint({
  method: 'GET',
  path: '/api/drive/progress/:id',
  params: LectureIdParamsSchema,
  response: ProgressBodySchema,
});

export const saveLectureProgress = endpoint({
  method: 'PUT',
  path: '/api/drive/progress/:id',
  params: LectureIdParamsSchema,
  body: z.strictObject({
    positionSeconds: z
      .number({ error: LECTURE_MESSAGES.badPosition })
      .min(0, LECTURE_MESSAGES.badPosition)
      .max(86_400, LECTURE_MESSAGES.badPosition),
  }),
  response: ProgressBodySchema,
});
