import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import { scorecards } from '../db/schema.ts';

/** The one writer of scorecards (issue 15): public, revocable links to a result's scorecard. */
export function scorecardsRepository(db: Db) {
  return {
    /** The result's live link, if any. */
    async live(resultId: number): Promise<{ token: string; createdAt: Date } | null> {
      const [row] = await db
        .select({ token: scorecards.token, createdAt: scorecards.createdAt })
        .from(scorecards)
        .where(and(eq(scorecards.resultId, resultId), isNull(scorecards.revokedAt)));
      return row ?? null;
    },

    /** Stores a live link; false when the result has one already (one live link per result). */
    async create(input: { token: string; resultId: number; userId: number; now: Date }): Promise<boolean> {
      const rows = await db
        .insert(scorecards)
        .values({ token: input.token, resultId: input.resultId, userId: input.userId, createdAt: input.now })
        .onConflictDoNothing({ target: scorecards.resultId, where: sql`revoked_at is null` })
        .returning({ id: scorecards.id });
      return rows.length === 1;
    },

    async revoke(resultId: number, now: Date): Promise<void> {
      await db
        .update(scorecards)
        .set({ revokedAt: now })
        .where(and(eq(scorecards.resultId, resultId), isNull(scorecards.revokedAt)));
    },

    /** The result behind a live token and its owner's name; null for an unknown or revoked token. */
    async open(token: string): Promise<{ resultId: number; name: string } | null> {
      const result = await db.execute(sql`
        select s.result_id as "resultId", u.name from scorecards s join users u on u.id = s.user_id
         where s.token = ${token} and s.revoked_at is null`);
      const row = rowsOf<{ resultId: number; name: string }>(result)[0];
      return row ? { resultId: Number(row.resultId), name: row.name } : null;
    },
  };
}

export type ScorecardsRepository = ReturnType<typeof scorecardsRepository>;
