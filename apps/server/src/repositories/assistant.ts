import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { assistantMessages } from '../db/schema.ts';

export interface StoredMessageRow {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  createdAt: Date;
}

/** The assistant's conversation of each student (issue 15): the one writer of assistant_messages. */
export function assistantRepository(db: Db) {
  return {
    /**
     * Stores one message and prunes the student's oldest beyond `keep`, in one statement: the newest `keep`
     * ids of the student stay (the index on user_id, id serves both).
     */
    async append(
      userId: number,
      role: 'user' | 'assistant',
      content: string,
      now: Date,
      keep: number,
    ): Promise<number> {
      const [row] = await db
        .insert(assistantMessages)
        .values({ userId, role, content, createdAt: now })
        .returning({ id: assistantMessages.id });
      await db.execute(sql`
        delete from assistant_messages
         where user_id = ${userId}
           and id < (select id from assistant_messages where user_id = ${userId}
                      order by id desc offset ${keep - 1} limit 1)`);
      return row!.id;
    },

    /** The newest `limit` messages of the student before the id `before` (all when null), newest first. */
    async page(userId: number, before: number | null, limit: number): Promise<StoredMessageRow[]> {
      return db
        .select({
          id: assistantMessages.id,
          role: assistantMessages.role,
          content: assistantMessages.content,
          createdAt: assistantMessages.createdAt,
        })
        .from(assistantMessages)
        .where(
          before === null
            ? eq(assistantMessages.userId, userId)
            : and(eq(assistantMessages.userId, userId), lt(assistantMessages.id, before)),
        )
        .orderBy(desc(assistantMessages.id))
        .limit(limit);
    },

    /** Deletes the student's whole conversation; returns how many messages went. */
    async clear(userId: number): Promise<number> {
      const gone = await db
        .delete(assistantMessages)
        .where(eq(assistantMessages.userId, userId))
        .returning({ id: assistantMessages.id });
      return gone.length;
    },
  };
}

export type AssistantRepository = ReturnType<typeof assistantRepository>;
