import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { calendarDateSchema, positiveIdSchema } from './fields.ts';

/** The study plan (issue 7): days of practice, tests and lectures from the student's weak topics. */

export {
  PLAN_COUNT_PARAMS,
  PLAN_DATE_PARAMS,
  PLAN_MESSAGES,
  type PlanMessage,
  type PlanMessageCode,
  STUDY_PLAN_MAX_DAYS,
  STUDY_PLAN_MAX_EXAM_DAYS,
  STUDY_PLAN_MESSAGES,
  STUDY_PLAN_REVIEW_EVERY,
  STUDY_PLAN_WEEK_DAYS,
} from './study-plan-messages.ts';

import { PLAN_MESSAGES, type PlanMessageCode, STUDY_PLAN_MESSAGES } from './study-plan-messages.ts';

export const STUDY_PLAN_ITEM_KINDS = ['practice', 'test', 'lecture', 'review'] as const;
export type StudyPlanItemKind = (typeof STUDY_PLAN_ITEM_KINDS)[number];

/** A rule text's code and parameters (study-plan-messages.ts), for the web to write in the interface language. */
export const PlanMessageSchema = z.object({
  code: z.enum(Object.keys(PLAN_MESSAGES) as [PlanMessageCode, ...PlanMessageCode[]]),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

export const StudyPlanItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(STUDY_PLAN_ITEM_KINDS),
  title: z.string(),
  detail: z.string(),
  done: z.boolean(),
  topicId: z.number().int().nullable(),
  topicName: z.string().nullable(),
  subjectId: z.number().int().nullable(),
  subjectName: z.string().nullable(),
  testId: z.number().int().nullable(),
  lectureId: z.number().int().nullable(),
  /** The rule item's title and detail as codes (issue 15 point 9); null when the AI provider wrote them. */
  message: z.object({ title: PlanMessageSchema, detail: PlanMessageSchema }).nullable(),
});
export type StudyPlanItem = z.infer<typeof StudyPlanItemSchema>;

export const StudyPlanDaySchema = z.object({ date: z.string(), items: z.array(StudyPlanItemSchema) });
export type StudyPlanDay = z.infer<typeof StudyPlanDaySchema>;

export const StudyPlanSchema = z.object({
  id: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  examDate: z.string().nullable(),
  provider: z.enum(['builtin', 'openai']),
  summary: z.string(),
  /** The rule summary as codes, its parts joined by a space; null when the AI provider wrote it. */
  summaryMessage: z.array(PlanMessageSchema).nullable(),
  createdAt: z.string(),
  days: z.array(StudyPlanDaySchema),
});
export type StudyPlan = z.infer<typeof StudyPlanSchema>;

const PlanResponseSchema = z.object({ success: z.literal(true), plan: StudyPlanSchema.nullable() });

export const getStudyPlan = endpoint({
  method: 'GET',
  path: '/api/study-plan',
  response: PlanResponseSchema,
});

export const GenerateStudyPlanBodySchema = z.strictObject({
  examDate: calendarDateSchema(STUDY_PLAN_MESSAGES.badExamDate).optional(),
});
export type GenerateStudyPlanBody = z.infer<typeof GenerateStudyPlanBodySchema>;

/** Makes a new plan, replacing the student's current one. */
export const generateStudyPlan = endpoint({
  method: 'POST',
  path: '/api/study-plan',
  body: GenerateStudyPlanBodySchema,
  response: z.object({ success: z.literal(true), plan: StudyPlanSchema }),
});

export const StudyPlanItemParamsSchema = z.object({
  id: positiveIdSchema(STUDY_PLAN_MESSAGES.badItemId),
});

/** Checks an item off (or back on). */
export const updateStudyPlanItem = endpoint({
  method: 'PATCH',
  path: '/api/study-plan/items/:id',
  params: StudyPlanItemParamsSchema,
  body: z.strictObject({ done: z.boolean({ error: STUDY_PLAN_MESSAGES.badDone }) }),
  response: z.object({ success: z.literal(true), item: StudyPlanItemSchema }),
});
