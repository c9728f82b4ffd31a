import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { positiveIdSchema } from './fields.ts';

/**
 * Issue 17 point 6: the notices the bell counts. The server stores the kind and its parameters; the words are
 * made in the browser, in the reader's language. Issue 18 adds `regraded`.
 */
export const NOTIFICATION_KINDS = [
  'test_assigned',
  'test_opening',
  'result_ready',
  'time_extended',
  'regraded',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a module hands the notification service: who, what, and a key that makes it idempotent per user. */
export interface NoticeInput {
  userIds: number[];
  kind: NotificationKind;
  testId?: number | null;
  resultId?: number | null;
  /** The words' parameters: `testName`, and `minutes` (time extended), `opensAt` (ISO, test opening). */
  data: { testName: string; minutes?: number; opensAt?: string; question?: number };
  /** e.g. `assigned:<testId>`; a notice with the same key for the same user is made once. */
  dedupeKey?: string;
}

/** The one entry point other modules call (injected, so each module stays free of the notification module). */
export type Notify = (notice: NoticeInput) => Promise<void>;

/** The bell's menu shows at most this many notices, newest first (the server holds the list to it). */
export const NOTIFICATIONS_LIMIT = 20;

export const NOTIFICATION_MESSAGES = {
  badId: 'The notification id must be a positive whole number.',
  /** Unknown, and another user's, alike (404). */
  notFound: 'Notification not found.',
} as const;

export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  testId: z.number().int().nullable(),
  resultId: z.number().int().nullable(),
  data: z.object({
    testName: z.string(),
    minutes: z.number().optional(),
    opensAt: z.string().optional(),
    question: z.number().optional(),
  }),
  createdAt: z.string(),
  /** null while unread. */
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

const NotificationsBodySchema = z.object({
  success: z.literal(true),
  notifications: z.array(NotificationSchema),
  /** All the user's unread notices, not only those listed. */
  unreadCount: z.number().int(),
});

/** The signed-in user's newest notices and their unread count: the bell's badge and its menu. */
export const listNotifications = endpoint({
  method: 'GET',
  path: '/api/notifications',
  response: NotificationsBodySchema,
});

/** 'Mark all as read'; answers the list as it now stands. */
export const markAllNotificationsRead = endpoint({
  method: 'POST',
  path: '/api/notifications/read-all',
  response: NotificationsBodySchema,
});

/** Marks one of the user's own notices read (following its link); another user's answers 404. */
export const markNotificationRead = endpoint({
  method: 'POST',
  path: '/api/notifications/:id/read',
  params: z.object({ id: positiveIdSchema(NOTIFICATION_MESSAGES.badId) }),
  response: NotificationsBodySchema,
});
