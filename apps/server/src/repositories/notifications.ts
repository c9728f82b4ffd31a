import type { NoticeInput, Notification } from '@aspirant/contract/notifications.ts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Db, pgArray, rowsOf } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import { audienceOf } from './test-visibility.ts';

/** A user a notice was just made for: whom its mail would go to. */
export interface NoticeRecipient {
  userId: number;
  email: string;
  name: string;
  /** users.email_test_assigned: whether they want a mail when a test is assigned. */
  wantsMail: boolean;
}

/** A published test that opens soon: its audience gets 'opening in 1 hour' once. */
export interface OpeningTest {
  id: number;
  name: string;
  opensAt: Date;
}

/**
 * The one writer of notifications (issue 17 point 6). A notice is one row per user; the dedupe key (unique per
 * user) makes every writer idempotent, so a retried call, or the same job on several servers, makes it once.
 */
export function notificationsRepository(db: Db) {
  const columns = {
    id: notifications.id,
    kind: notifications.kind,
    testId: notifications.testId,
    resultId: notifications.resultId,
    data: notifications.data,
    createdAt: notifications.createdAt,
    readAt: notifications.readAt,
  };

  return {
    /**
     * One row per user in one statement, however many users (an audience of 2,000); a user who already has the
     * key gets nothing. Answers the users whose row was made now, with what their mail needs.
     */
    async insert(notice: NoticeInput, now: Date): Promise<NoticeRecipient[]> {
      const userIds = [...new Set(notice.userIds)];
      if (userIds.length === 0) return [];
      const rows = rowsOf<{ user_id: number; email: string; name: string; wants_mail: boolean }>(
        await db.execute(sql`
          with made as (
            insert into notifications (user_id, kind, test_id, result_id, data, dedupe_key, created_at)
            select u.id, ${notice.kind}, ${notice.testId ?? null}::int, ${notice.resultId ?? null}::bigint,
                   ${JSON.stringify(notice.data)}::jsonb, ${notice.dedupeKey ?? null}::text,
                   ${now.toISOString()}::timestamptz
              from users u
             where u.id = any(${pgArray(userIds)}::int[]) and u.deleted_at is null
            on conflict (user_id, dedupe_key) do nothing
            returning user_id
          )
          select u.id as user_id, u.email, u.name, u.email_test_assigned as wants_mail
            from made join users u on u.id = made.user_id`),
      );
      return rows.map((r) => ({
        userId: Number(r.user_id),
        email: r.email,
        name: r.name,
        wantsMail: r.wants_mail,
      }));
    },

    /**
     * The notice for every student of a test's audience (test-visibility.ts audienceOf), in one statement that
     * never carries the ids; answers how many rows were made.
     */
    async insertForAudience(
      testId: number,
      notice: Omit<NoticeInput, 'userIds' | 'testId'>,
      now: Date,
    ): Promise<number> {
      const rows = rowsOf<{ n: number }>(
        await db.execute(sql`
          with made as (
            insert into notifications (user_id, kind, test_id, data, dedupe_key, created_at)
            select a.id, ${notice.kind}, ${testId}::int, ${JSON.stringify(notice.data)}::jsonb,
                   ${notice.dedupeKey ?? null}::text, ${now.toISOString()}::timestamptz
              from (${audienceOf(testId)}) a
             where true
            on conflict (user_id, dedupe_key) do nothing
            returning 1
          )
          select count(*)::int as n from made`),
      );
      return Number(rows[0]?.n ?? 0);
    },

    /** Published tests whose window opens after `from` and no later than `to`. */
    async openingBetween(from: Date, to: Date): Promise<OpeningTest[]> {
      const rows = rowsOf<{ id: number; name: string; opens_at: string | Date }>(
        await db.execute(sql`
          select id, name, opens_at from tests
           where status = 'published' and opens_at > ${from.toISOString()}::timestamptz
             and opens_at <= ${to.toISOString()}::timestamptz
           order by opens_at, id`),
      );
      return rows.map((r) => ({ id: Number(r.id), name: r.name, opensAt: new Date(r.opens_at) }));
    },

    /** The user's newest notices (by id: the order they were made). */
    async list(userId: number, limit: number): Promise<Notification[]> {
      const rows = await db
        .select(columns)
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        testId: r.testId,
        resultId: r.resultId,
        data: r.data as Notification['data'],
        createdAt: r.createdAt.toISOString(),
        readAt: r.readAt?.toISOString() ?? null,
      }));
    },

    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return Number(row?.n ?? 0);
    },

    async markAllRead(userId: number, now: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /** False when the notice is not the user's (or does not exist); one already read keeps its time. */
    async markRead(userId: number, id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
