import { and, desc, eq, gte, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { practiceItems, practiceSessions, results } from '../../db/schema.ts';

/** The India calendar day (UTC+5:30, no daylight saving) of a timestamp, as YYYY-MM-DD: the same as `istDay`. */
const istDaySql = (column: PgColumn): SQL<string> =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

export interface WeekResultRow {
  createdAt: Date;
  percScore: number;
  correct: number;
  attempted: number;
  timeSpentSeconds: number;
}

export interface DayCount {
  day: string;
  count: number;
}

/** Reads of the Progress Tracker: one student's results and practice answers, never anyone else's; writes nothing. */
export function progressReport(db: Db) {
  return {
    /** The student's results submitted at or after `since`, oldest first. */
    async resultsSince(userId: number, since: Date): Promise<WeekResultRow[]> {
      return db
        .select({
          createdAt: results.createdAt,
          percScore: results.percScore,
          correct: results.correct,
          attempted: results.attempted,
          timeSpentSeconds: results.timeSpentSeconds,
        })
        .from(results)
        .where(and(eq(results.userId, userId), gte(results.createdAt, since)))
        .orderBy(results.createdAt, results.id);
    },

    /** Results per IST day, over the student's whole history (one row per active day). */
    async resultDays(userId: number): Promise<DayCount[]> {
      const day = istDaySql(results.createdAt);
      const rows = await db
        .select({ day, count: sql<number>`count(*)::int` })
        .from(results)
        .where(eq(results.userId, userId))
        .groupBy(day);
      return rows.map((r) => ({ day: r.day, count: Number(r.count) }));
    },

    /** Practice answers per IST day, over the student's whole history. */
    async practiceDays(userId: number): Promise<DayCount[]> {
      const day = istDaySql(practiceItems.answeredAt);
      const rows = await db
        .select({ day, count: sql<number>`count(*)::int` })
        .from(practiceItems)
        .innerJoin(practiceSessions, eq(practiceSessions.id, practiceItems.sessionId))
        .where(and(eq(practiceSessions.userId, userId), isNotNull(practiceItems.answeredAt)))
        .groupBy(day);
      return rows.map((r) => ({ day: r.day, count: Number(r.count) }));
    },

    /** Percentage scores of the student's latest `limit` results, newest first. */
    async latestScores(userId: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ percScore: results.percScore })
        .from(results)
        .where(eq(results.userId, userId))
        .orderBy(desc(results.createdAt), desc(results.id))
        .limit(limit);
      return rows.map((r) => r.percScore);
    },
  };
}

export type ProgressReport = ReturnType<typeof progressReport>;
