import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idSchema, MessageBodySchema, positiveIdSchema } from './fields.ts';

/**
 * Issue 17 point 5: the live exam room. Staff of the test's centre (and the super admin) see each student of the
 * audience as not started, writing, submitted or auto-submitted, live over server-sent events; staff extend one
 * attempt's deadline (a power cut) and grant one more attempt.
 */

/** A student writing with no save for this long shows as 'connection lost'. */
export const CONNECTION_LOST_SECONDS = 90;
export const EXTEND_MINUTES_MIN = 1;
export const EXTEND_MINUTES_MAX = 120;
export const LIVE_REASON_MAX_LENGTH = 300;
/** A live stream ends after this long at most (the browser reconnects, and is signed in again). */
export const LIVE_STREAM_MAX_SECONDS = 1800;

export const LIVE_ROOM_MESSAGES = {
  badTestId: 'The test id must be a positive whole number.',
  badAttemptId: 'The attempt id must be a positive whole number.',
  badUserId: 'userId must be the id of a student.',
  testNotFound: 'Test not found.',
  attemptNotFound: 'This attempt was not found in this test.',
  attemptNotInProgress: 'Only an attempt in progress can be given more time: this one is already submitted.',
  studentNotFound: 'This student was not found in your coaching centre.',
  badMinutes: `minutes must be a whole number from ${EXTEND_MINUTES_MIN} to ${EXTEND_MINUTES_MAX}.`,
  reasonRequired: 'Give a reason for the extra time (for example, a power cut).',
  reasonTooLong: `The reason must be at most ${LIVE_REASON_MAX_LENGTH} characters.`,
  badMaxSeconds: `maxSeconds must be a whole number from 0 to ${LIVE_STREAM_MAX_SECONDS}.`,
  extended: (minutes: number) => `Deadline extended by ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  granted: 'One more attempt granted.',
} as const;

export const LIVE_STATUSES = [
  'not_started',
  'writing',
  'connection_lost',
  'submitted',
  'auto_submitted',
] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

/** One student's row: the latest attempt of the test, or none yet. */
export const LiveStudentSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  attemptId: z.number().int().nullable(),
  /** As of the answer's `serverTime`; 'connection_lost' turns back to 'writing' at the next save. */
  status: z.enum(LIVE_STATUSES),
  answered: z.number().int(),
  startedAt: z.string().nullable(),
  /** The last save of an answer (or the start, when nothing is saved yet). */
  lastSaveAt: z.string().nullable(),
  deadline: z.string().nullable(),
  submittedAt: z.string().nullable(),
  extraTimePercent: z.number().int(),
  extendedMinutes: z.number().int(),
  attemptsUsed: z.number().int(),
  attemptsGranted: z.number().int(),
});
export type LiveStudent = z.infer<typeof LiveStudentSchema>;

export const LiveCountsSchema = z.object({
  not_started: z.number().int(),
  writing: z.number().int(),
  connection_lost: z.number().int(),
  submitted: z.number().int(),
  auto_submitted: z.number().int(),
});
export type LiveCounts = z.infer<typeof LiveCountsSchema>;

export const LiveRoomSchema = z.object({
  test: z.object({
    id: z.number().int(),
    name: z.string(),
    questionCount: z.number().int(),
    durationMinutes: z.number().int(),
    opensAt: z.string().nullable(),
    closesAt: z.string().nullable(),
    attemptsAllowed: z.number().int().nullable(),
  }),
  serverTime: z.string(),
  counts: LiveCountsSchema,
  students: z.array(LiveStudentSchema),
});
export type LiveRoom = z.infer<typeof LiveRoomSchema>;

/**
 * The events of GET .../live/events (text/event-stream):
 * - `snapshot`: a LiveRoom, first, and again when the server could not follow (the browser replaces its rows);
 * - `update`: `{ serverTime, students }`, the rows that changed (by userId);
 * - `tick`: `{ serverTime }` every 15 s, so the browser's clock and 'connection lost' stay right;
 * and `: ping` comments that keep proxies from closing a quiet stream.
 */
export const LiveUpdateSchema = z.object({ serverTime: z.string(), students: z.array(LiveStudentSchema) });
export type LiveUpdate = z.infer<typeof LiveUpdateSchema>;

const TestParams = z.object({ id: positiveIdSchema(LIVE_ROOM_MESSAGES.badTestId) });

export const getLiveRoom = endpoint({
  method: 'GET',
  path: '/api/test-studio/:id/live',
  params: TestParams,
  response: z.object({ success: z.literal(true), room: LiveRoomSchema }),
});

export const liveRoomEvents = endpoint({
  method: 'GET',
  path: '/api/test-studio/:id/live/events',
  params: TestParams,
  query: z.object({
    maxSeconds: z.coerce
      .number({ error: LIVE_ROOM_MESSAGES.badMaxSeconds })
      .int(LIVE_ROOM_MESSAGES.badMaxSeconds)
      .min(0, LIVE_ROOM_MESSAGES.badMaxSeconds)
      .max(LIVE_STREAM_MAX_SECONDS, LIVE_ROOM_MESSAGES.badMaxSeconds)
      .optional(),
  }),
  /** A stream of events (above); JSON only for a refusal. */
  response: z.unknown(),
});

const ReasonSchema = z
  .string({ error: LIVE_ROOM_MESSAGES.reasonRequired })
  .trim()
  .min(1, LIVE_ROOM_MESSAGES.reasonRequired)
  .max(LIVE_REASON_MAX_LENGTH, LIVE_ROOM_MESSAGES.reasonTooLong);

export const extendAttempt = endpoint({
  method: 'POST',
  path: '/api/test-studio/:id/attempts/:attemptId/extend',
  params: z.object({
    id: positiveIdSchema(LIVE_ROOM_MESSAGES.badTestId),
    attemptId: positiveIdSchema(LIVE_ROOM_MESSAGES.badAttemptId),
  }),
  body: z.strictObject({
    minutes: z
      .number({ error: LIVE_ROOM_MESSAGES.badMinutes })
      .int(LIVE_ROOM_MESSAGES.badMinutes)
      .min(EXTEND_MINUTES_MIN, LIVE_ROOM_MESSAGES.badMinutes)
      .max(EXTEND_MINUTES_MAX, LIVE_ROOM_MESSAGES.badMinutes),
    reason: ReasonSchema,
  }),
  response: MessageBodySchema.extend({ student: LiveStudentSchema }),
});

export const grantAttempt = endpoint({
  method: 'POST',
  path: '/api/test-studio/:id/grants',
  params: TestParams,
  body: z.strictObject({
    userId: idSchema(LIVE_ROOM_MESSAGES.badUserId),
    reason: z
      .string()
      .trim()
      .max(LIVE_REASON_MAX_LENGTH, LIVE_ROOM_MESSAGES.reasonTooLong)
      .optional()
      .transform((v) => (v ? v : undefined)),
  }),
  response: MessageBodySchema.extend({ student: LiveStudentSchema }),
});
