import type { PlanMessage, StudyPlanItem, StudyPlanItemKind } from '@aspirant/contract/study-plan.ts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { studyPlanItems, studyPlans, subjects, topics } from '../db/schema.ts';

export interface PlanRow {
  id: number;
  startDate: string;
  endDate: string;
  examDate: string | null;
  provider: 'builtin' | 'openai';
  summary: string;
  summaryMessage: PlanMessage[] | null;
  createdAt: Date;
}

export interface StoredItem extends StudyPlanItem {
  day: string;
}

/** One task of a plan to store. */
export interface NewPlanItem {
  kind: StudyPlanItemKind;
  title: string;
  detail: string;
  /** The rule texts' codes (issue 15 point 9); null for words the AI provider wrote. */
  message: { title: PlanMessage; detail: PlanMessage } | null;
  topicId: number | null;
  subjectId: number | null;
  testId: number | null;
  lectureId: number | null;
}

/** A plan to store: its days' items in order. */
export interface NewPlan {
  summary: string;
  summaryMessage: PlanMessage[] | null;
  days: { date: string; items: NewPlanItem[] }[];
  startDate: string;
  endDate: string;
  examDate: string | null;
  provider: 'builtin' | 'openai';
}

const itemColumns = {
  id: studyPlanItems.id,
  day: studyPlanItems.day,
  kind: studyPlanItems.kind,
  title: studyPlanItems.title,
  detail: studyPlanItems.detail,
  message: studyPlanItems.message,
  doneAt: studyPlanItems.doneAt,
  topicId: studyPlanItems.topicId,
  topicName: topics.name,
  subjectId: studyPlanItems.subjectId,
  subjectName: subjects.name,
  testId: studyPlanItems.testId,
  lectureId: studyPlanItems.lectureId,
};

const toItem = ({ doneAt, ...row }: { doneAt: Date | null } & Omit<StoredItem, 'done'>): StoredItem => ({
  ...row,
  done: doneAt !== null,
});

/** The one writer of study_plans and study_plan_items. Every read and write is scoped to one student. */
export function plansRepository(db: Db) {
  const selectItems = () =>
    db
      .select(itemColumns)
      .from(studyPlanItems)
      .leftJoin(topics, eq(topics.id, studyPlanItems.topicId))
      .leftJoin(subjects, eq(subjects.id, studyPlanItems.subjectId));

  return {
    /** Replaces the student's plan (one per student) in one transaction. */
    async replace(userId: number, plan: NewPlan, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const values = {
          startDate: plan.startDate,
          endDate: plan.endDate,
          examDate: plan.examDate,
          provider: plan.provider,
          summary: plan.summary,
          summaryMessage: plan.summaryMessage,
          createdAt: now,
        };
        // An upsert rather than delete + insert: two requests at once queue on the row, never collide.
        const [row] = await tx
          .insert(studyPlans)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: studyPlans.userId, set: values })
          .returning({ id: studyPlans.id });
        await tx.delete(studyPlanItems).where(eq(studyPlanItems.planId, row!.id));
        const items = plan.days.flatMap((day) =>
          day.items.map((item, position) => ({ planId: row!.id, day: day.date, position, ...item })),
        );
        // A few hundred rows at most (120 days); in chunks to keep each statement small.
        for (let i = 0; i < items.length; i += 200) {
          await tx.insert(studyPlanItems).values(items.slice(i, i + 200));
        }
      });
    },

    async plan(userId: number): Promise<{ plan: PlanRow; items: StoredItem[] } | null> {
      const [plan] = await db
        .select({
          id: studyPlans.id,
          startDate: studyPlans.startDate,
          endDate: studyPlans.endDate,
          examDate: studyPlans.examDate,
          provider: studyPlans.provider,
          summary: studyPlans.summary,
          summaryMessage: studyPlans.summaryMessage,
          createdAt: studyPlans.createdAt,
        })
        .from(studyPlans)
        .where(eq(studyPlans.userId, userId));
      if (!plan) return null;
      const items = await selectItems()
        .where(eq(studyPlanItems.planId, plan.id))
        .orderBy(asc(studyPlanItems.day), asc(studyPlanItems.position));
      return { plan, items: items.map(toItem) };
    },

    /** Checks an item of the student's own plan off (keeping the first time) or back on; null when not theirs. */
    async setDone(userId: number, itemId: number, done: boolean, now: Date): Promise<StoredItem | null> {
      const own = db.select({ id: studyPlans.id }).from(studyPlans).where(eq(studyPlans.userId, userId));
      const updated = await db
        .update(studyPlanItems)
        .set({
          doneAt: done ? sql`coalesce(${studyPlanItems.doneAt}, ${now.toISOString()}::timestamptz)` : null,
        })
        .where(and(eq(studyPlanItems.id, itemId), inArray(studyPlanItems.planId, own)))
        .returning({ id: studyPlanItems.id });
      if (updated.length === 0) return null;
      const [item] = await selectItems().where(eq(studyPlanItems.id, itemId));
      return item ? toItem(item) : null;
    },
  };
}

export type PlansRepository = ReturnType<typeof plansRepository>;
