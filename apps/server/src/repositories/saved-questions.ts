import type { ReportKind } from '@aspirant/contract/results.ts';
import type { SavedQuestion } from '@aspirant/contract/saved-questions.ts';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import { bookmarks, questionReports } from '../db/schema.ts';
import { isKeyVisible } from './key-visibility.ts';
import { hasSeenQuestion } from './seen-questions.ts';

/**
 * The one writer of bookmarks and question_reports (issue 15): what a student keeps or flags of the questions
 * they have met. Keys and explanations leave only under key-visibility.ts's rule.
 */
/** A saved question as stored: `image` is the question's own (`bank:<sha256>`, a seed path or null), of `imageOwner`'s bank. */
export type SavedQuestionRow = SavedQuestion & { imageOwner: number | null };

export function savedQuestionsRepository(db: Db) {
  return {
    /** Whether the question exists and the student has met it (a submitted test or a practice set). */
    async hasSeen(userId: number, questionId: number): Promise<boolean> {
      const result = await db.execute(
        sql`select ${hasSeenQuestion(userId, sql`${questionId}::int`)} as seen`,
      );
      return rowsOf<{ seen: boolean }>(result)[0]?.seen === true;
    },

    async count(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(bookmarks)
        .where(eq(bookmarks.userId, userId));
      return Number(row?.n ?? 0);
    },

    async isBookmarked(userId: number, questionId: number): Promise<boolean> {
      const rows = await db
        .select({ id: bookmarks.questionId })
        .from(bookmarks)
        .where(and(eq(bookmarks.userId, userId), eq(bookmarks.questionId, questionId)));
      return rows.length > 0;
    },

    async add(userId: number, questionId: number, now: Date): Promise<void> {
      await db.insert(bookmarks).values({ userId, questionId, createdAt: now }).onConflictDoNothing();
    },

    async remove(userId: number, questionId: number): Promise<void> {
      await db
        .delete(bookmarks)
        .where(and(eq(bookmarks.userId, userId), eq(bookmarks.questionId, questionId)));
    },

    /** The student's saved questions, newest first; the key and explanation only where they may see them. */
    async list(userId: number, limit: number): Promise<SavedQuestionRow[]> {
      const result = await db.execute(sql`
        select x.*, case when x.visible then x.correct_index end as "correctIndex",
               case when x.visible then x.explanation end as "explanationEn",
               case when x.visible then x.explanation_hi end as "explanationHi"
          from (
            select q.id as "questionId", s.name as subject, tp.name as topic, q.difficulty, q.text,
                   q.options, q.image, q.owner_customer_id as "imageOwner", q.text_hi as "textHi", q.options_hi as "optionsHi", q.correct_index,
                   q.explanation, q.explanation_hi, b.created_at as "savedAt",
                   ${isKeyVisible(userId, sql`q.id`)} as visible
              from bookmarks b
              join questions q on q.id = b.question_id
              join subjects s on s.id = q.subject_id
              join topics tp on tp.id = q.topic_id
             where b.user_id = ${userId}
             order by b.created_at desc, q.id desc
             limit ${limit}
          ) x
         order by x."savedAt" desc, x."questionId" desc`);
      type Row = {
        questionId: number;
        subject: string;
        topic: string;
        difficulty: SavedQuestion['difficulty'];
        text: string;
        options: string[] | string;
        image: string | null;
        imageOwner: number | null;
        textHi: string | null;
        optionsHi: string[] | string | null;
        correctIndex: number | null;
        explanationEn: string | null;
        explanationHi: string | null;
        savedAt: Date | string;
      };
      const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
      return rowsOf<Row>(result).map((r) => ({
        questionId: Number(r.questionId),
        subject: r.subject,
        topic: r.topic,
        difficulty: r.difficulty,
        image: r.image,
        imageOwner: r.imageOwner === null ? null : Number(r.imageOwner),
        en: { question: r.text, options: json(r.options), explanation: r.explanationEn },
        hi:
          r.textHi !== null && r.optionsHi !== null
            ? { question: r.textHi, options: json(r.optionsHi), explanation: r.explanationHi }
            : null,
        correctAnswerIndex: r.correctIndex === null ? null : Number(r.correctIndex),
        savedAt: new Date(r.savedAt).toISOString(),
      }));
    },

    /** The student's latest submitted test that holds the question, for the staff's inbox; null from practice. */
    async reportedTestId(userId: number, questionId: number): Promise<number | null> {
      const result = await db.execute(sql`
        select r.test_id as id from results r
          join test_questions tq on tq.test_id = r.test_id and tq.question_id = ${questionId}
         where r.user_id = ${userId}
         order by r.created_at desc, r.id desc limit 1`);
      const row = rowsOf<{ id: number }>(result)[0];
      return row ? Number(row.id) : null;
    },

    /** Stores an open report; null when the student already has an open one of this kind on the question. */
    async report(input: {
      userId: number;
      questionId: number;
      testId: number | null;
      kind: ReportKind;
      comment: string;
      now: Date;
    }): Promise<{ id: number; kind: ReportKind; createdAt: Date } | null> {
      const rows = await db
        .insert(questionReports)
        .values({
          userId: input.userId,
          questionId: input.questionId,
          testId: input.testId,
          kind: input.kind,
          comment: input.comment,
          createdAt: input.now,
        })
        .onConflictDoNothing({
          target: [questionReports.userId, questionReports.questionId, questionReports.kind],
          where: sql`status = 'open'`,
        })
        .returning({
          id: questionReports.id,
          kind: questionReports.kind,
          createdAt: questionReports.createdAt,
        });
      const row = rows[0];
      return row ? { id: Number(row.id), kind: row.kind, createdAt: row.createdAt } : null;
    },
  };
}

export type SavedQuestionsRepository = ReturnType<typeof savedQuestionsRepository>;
