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
