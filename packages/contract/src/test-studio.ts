import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idSchema, positiveIdSchema } from './fields.ts';
import { DIFFICULTIES } from './question-bank.ts';

/**
 * The test composer (issue 17 points 1 to 3): a centre's staff (roles 1, 2, 4) compose, publish and schedule the
 * centre's tests; the super admin's are global. A test of another centre answers like an unknown one (404).
 */

export const TEST_TYPES = ['Full Syllabus', 'Subject Wise', 'Topic Wise'] as const;
export type TestType = (typeof TEST_TYPES)[number];
export const TEST_STATUSES = ['draft', 'published', 'archived'] as const;
export type TestStatus = (typeof TEST_STATUSES)[number];
export const AUDIENCES = ['everyone', 'centre', 'batches', 'students'] as const;
export type Audience = (typeof AUDIENCES)[number];

export const TEST_NAME_MAX_LENGTH = 200;
export const TEST_CODE_MAX_LENGTH = 40;
export const TEST_DESCRIPTION_MAX_LENGTH = 2000;
export const TEST_INSTRUCTIONS_MAX_LENGTH = 5000;
export const DURATION_MIN = 1;
export const DURATION_MAX = 600;
export const PAPER_MAX_QUESTIONS = 500;
export const BLUEPRINT_ROWS_MAX = 30;
export const BLUEPRINT_ROW_MAX_COUNT = 200;
export const BLUEPRINT_SEED_MAX_LENGTH = 40;
export const AVOID_LAST_TESTS_MAX = 50;
export const ATTEMPTS_ALLOWED_MAX = 100;
export const AUDIENCE_MAX_MEMBERS = 2000;
export const STUDIO_PAGE_SIZE_DEFAULT = 20;
export const STUDIO_PAGE_SIZE_MAX = 100;
export const STUDIO_SEARCH_MAX_LENGTH = 100;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const TEST_STUDIO_MESSAGES = {
  badTestId: 'The test id must be a positive whole number.',
  badPage: 'The page must be a whole number from 1.',
  badPageSize: `The page size must be a whole number from 1 to ${STUDIO_PAGE_SIZE_MAX}.`,
  searchTooLong: `The search must be at most ${STUDIO_SEARCH_MAX_LENGTH} characters.`,
  badStatus: "The status must be 'draft', 'published' or 'archived'.",
  nameRequired: `The name is required (at most ${TEST_NAME_MAX_LENGTH} characters).`,
  codeInvalid: `The code must be 1 to ${TEST_CODE_MAX_LENGTH} letters, digits, hyphens or underscores.`,
  codeTaken: (code: string) => `The code ${code} is already used by another test: choose another.`,
  descriptionTooLong: `The description must be at most ${TEST_DESCRIPTION_MAX_LENGTH} characters.`,
  instructionsTooLong: `The instructions must be at most ${TEST_INSTRUCTIONS_MAX_LENGTH} characters.`,
  badExam: 'Choose the exam.',
  badType: 'The type must be Full Syllabus, Subject Wise or Topic Wise.',
  badSubjectId: 'The subject id must be a positive whole number.',
  badTopicId: 'The topic id must be a positive whole number.',
  badQuestionId: 'The question id must be a positive whole number.',
  badBatchId: 'The batch id must be a positive whole number.',
  badStudentId: 'The student id must be a positive whole number.',
  duration: `The duration must be a whole number of minutes from ${DURATION_MIN} to ${DURATION_MAX}.`,
  subjectRequired: 'A Subject Wise test needs its subject.',
  topicRequired: 'A Topic Wise test needs its subject and topic.',
  topicNotOfSubject: 'The topic does not belong to the chosen subject.',
  testNotFound: 'Test not found.',
  examNotFound: 'Exam not found.',
  subjectNotFound: 'Subject not found.',
  topicNotFound: 'Topic not found.',
  batchNotFound: 'Batch not found.',
  studentNotFound: 'Student not found.',
  questionNotFound: (id: number) => `Question ${id} not found.`,
  questionNotDrawable: (id: number) =>
    `Question ${id} is retired or an old version: it cannot be added to a test.`,
  paperTooLong: `A paper can have at most ${PAPER_MAX_QUESTIONS} questions.`,
  duplicateQuestion: (id: number) => `Question ${id} is on the paper twice.`,
  paperLocked: 'Students have taken this test; clone it to change its questions.',
  emptyPaper: 'The paper has no questions: add at least one before publishing.',
  noCorrectOption: (position: number) =>
    `Question ${position} of the paper has no correct option: fix it in the question bank.`,
  retiredOnPaper: (position: number) =>
    `Question ${position} of the paper is retired or an old version: remove or replace it.`,
  alreadyPublished: 'The test is already published.',
  alreadyArchived: 'The test is already archived.',
  draftNotArchived: 'Only a published test can be archived.',
  noCentre: 'Your account belongs to no coaching centre, so it cannot set tests.',
  centreTestOnlyItsStaff: "Only the centre's own staff can change its tests.",
  badOwner: "The owner must be 'global' or 'all'.",
  blueprintRowsRequired: `A blueprint needs 1 to ${BLUEPRINT_ROWS_MAX} rows.`,
  blueprintCount: `Each row asks for 1 to ${BLUEPRINT_ROW_MAX_COUNT} questions.`,
  blueprintSeed: `The seed must be 1 to ${BLUEPRINT_SEED_MAX_LENGTH} characters.`,
  blueprintLastTests: `The number of recent tests must be from 1 to ${AVOID_LAST_TESTS_MAX}.`,
  blueprintTooLong: `A blueprint can draw at most ${PAPER_MAX_QUESTIONS} questions.`,
  /** "Only 7 Polity questions of medium difficulty are available; 10 were asked." */
  notEnoughQuestions: (available: number, what: string, difficulty: string | null, asked: number) =>
    `Only ${available} ${what} ${plural(available, 'question', 'questions')}${difficulty ? ` of ${difficulty} difficulty` : ''} ${plural(available, 'is', 'are')} available; ${asked} ${plural(asked, 'was', 'were')} asked.`,
  audienceInvalid: "The audience must be 'centre', 'batches' or 'students'.",
  globalAudience: 'A global test is for every student: its audience cannot be a centre, batches or students.',
  centreAudienceOnly: "A centre's test is for the centre's students: its audience cannot be everyone.",
  batchesRequired: 'Choose at least one batch.',
  studentsRequired: 'Choose at least one student.',
  audienceTooLarge: `Choose at most ${AUDIENCE_MAX_MEMBERS} batches or students.`,
  badInstant: 'The time must be a date and time with its time zone (ISO 8601).',
  closesBeforeOpens: 'The test must close after it opens.',
  attemptsAllowed: `Attempts allowed must be a whole number from 1 to ${ATTEMPTS_ALLOWED_MAX}, or empty for the default.`,
  published: 'Test published.',
  archived: 'Test archived.',
  cloned: 'Test cloned: this is the new draft.',
  saved: 'Saved.',
  copyName: (name: string) => `${name} (copy)`,
} as const;
const M = TEST_STUDIO_MESSAGES;

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const TestIdParams = z.object({ id: positiveIdSchema(M.badTestId) });
const nullableText = (max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string({ error: message }).trim().max(max, message).nullable().default(null),
  );

/** The details of a test (create and edit). */
export const TestDetailsSchema = z
  .strictObject({
    name: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, M.nameRequired)
      .max(TEST_NAME_MAX_LENGTH, M.nameRequired),
    code: z
      .string({ error: M.codeInvalid })
      .trim()
      .regex(new RegExp(`^[A-Za-z0-9_-]{1,${TEST_CODE_MAX_LENGTH}}$`), M.codeInvalid),
    description: nullableText(TEST_DESCRIPTION_MAX_LENGTH, M.descriptionTooLong),
    examId: idSchema(M.badExam),
    type: z.enum(TEST_TYPES, { error: M.badType }),
    subjectId: idSchema(M.badSubjectId).nullable().default(null),
    topicId: idSchema(M.badTopicId).nullable().default(null),
    durationMinutes: z
      .number({ error: M.duration })
      .int(M.duration)
      .min(DURATION_MIN, M.duration)
      .max(DURATION_MAX, M.duration),
    instructions: nullableText(TEST_INSTRUCTIONS_MAX_LENGTH, M.instructionsTooLong),
    /** English only, or English and Hindi. */
    bilingual: z.boolean().default(false),
  })
  .superRefine((d, ctx) => {
    if (d.type === 'Subject Wise' && d.subjectId === null)
      ctx.addIssue({ code: 'custom', path: ['subjectId'], message: M.subjectRequired });
    if (d.type === 'Topic Wise' && (d.subjectId === null || d.topicId === null))
      ctx.addIssue({ code: 'custom', path: ['topicId'], message: M.topicRequired });
  });
export type TestDetails = z.infer<typeof TestDetailsSchema>;
export type TestDetailsInput = z.input<typeof TestDetailsSchema>;

export const BlueprintRowSchema = z.strictObject({
  subjectId: idSchema(M.badSubjectId),
  topicId: idSchema(M.badTopicId).nullable().default(null),
  difficulty: z.enum(DIFFICULTIES).nullable().default(null),
  count: z
    .number({ error: M.blueprintCount })
    .int(M.blueprintCount)
    .min(1, M.blueprintCount)
    .max(BLUEPRINT_ROW_MAX_COUNT, M.blueprintCount),
});
export type BlueprintRow = z.infer<typeof BlueprintRowSchema>;

/** A blueprint: rows drawn in order, a seed (same seed, blueprint and bank: same paper), and what to avoid. */
export const BlueprintSchema = z
  .strictObject({
    rows: z
      .array(BlueprintRowSchema, { error: M.blueprintRowsRequired })
      .min(1, M.blueprintRowsRequired)
      .max(BLUEPRINT_ROWS_MAX, M.blueprintRowsRequired),
    seed: z
      .string({ error: M.blueprintSeed })
      .trim()
      .min(1, M.blueprintSeed)
      .max(BLUEPRINT_SEED_MAX_LENGTH, M.blueprintSeed),
    /** Never a question batch `batchId` has seen in its last `lastTests` tests. */
    avoid: z
      .strictObject({
        batchId: idSchema(M.badBatchId),
        lastTests: z
          .number({ error: M.blueprintLastTests })
          .int(M.blueprintLastTests)
          .min(1, M.blueprintLastTests)
          .max(AVOID_LAST_TESTS_MAX, M.blueprintLastTests),
      })
      .nullable()
      .default(null),
  })
  .superRefine((b, ctx) => {
    if (b.rows.reduce((sum, r) => sum + r.count, 0) > PAPER_MAX_QUESTIONS)
      ctx.addIssue({ code: 'custom', path: ['rows'], message: M.blueprintTooLong });
  });
export type Blueprint = z.infer<typeof BlueprintSchema>;
export type BlueprintInput = z.input<typeof BlueprintSchema>;

export const PaperItemSchema = z.object({
  position: z.number().int(),
  questionId: z.number().int(),
  subjectId: z.number().int(),
  subjectName: z.string(),
  topicName: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  /** The question's text (rich text, as stored). */
  text: z.string(),
  /** False when the question was retired or replaced by a newer version since it was added. */
  drawable: z.boolean(),
});
export type PaperItem = z.infer<typeof PaperItemSchema>;

export const TotalsSchema = z.object({
  questions: z.number().int(),
  totalMarks: z.number(),
  markCorrect: z.number(),
  markIncorrect: z.number(),
  /** The duration over the questions, in seconds (0 without questions). */
  secondsPerQuestion: z.number().int(),
  difficulty: z.object({ easy: z.number().int(), medium: z.number().int(), hard: z.number().int() }),
  subjects: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type Totals = z.infer<typeof TotalsSchema>;

export const StudioTestSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: z.enum(TEST_STATUSES),
  type: z.enum(TEST_TYPES),
  examName: z.string(),
  questionCount: z.number().int(),
  durationMinutes: z.number().int(),
  audience: z.enum(AUDIENCES),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  /** null: a global test. */
  ownerCustomerId: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type StudioTestSummary = z.infer<typeof StudioTestSummarySchema>;

export const StudioTestSchema = StudioTestSummarySchema.extend({
  description: z.string().nullable(),
  examId: z.number().int(),
  subjectId: z.number().int().nullable(),
  topicId: z.number().int().nullable(),
  instructions: z.string().nullable(),
  bilingual: z.boolean(),
  publishedAt: z.string().nullable(),
  clonedFrom: z.number().int().nullable(),
  blueprint: z.unknown().nullable(),
  batchIds: z.array(z.number().int()),
  studentIds: z.array(z.number().int()),
  attemptsAllowed: z.number().int().nullable(),
  /** Has any attempt seen the paper? Then it never changes (clone to edit). */
  paperLocked: z.boolean(),
  paper: z.array(PaperItemSchema),
  totals: TotalsSchema,
});
export type StudioTest = z.infer<typeof StudioTestSchema>;

const TestBody = z.object({ success: z.literal(true), test: StudioTestSchema });
const TestMessageBody = z.object({ success: z.literal(true), test: StudioTestSchema, message: z.string() });

export const listStudioTests = endpoint({
  method: 'GET',
  path: '/api/test-studio/tests',
  query: z.object({
    q: z.preprocess(
      emptyToUndefined,
      z.string().trim().max(STUDIO_SEARCH_MAX_LENGTH, M.searchTooLong).optional(),
    ),
    status: z.preprocess(emptyToUndefined, z.enum(TEST_STATUSES, { error: M.badStatus }).optional()),
    /** The super admin's list: the global tests (the default) or every test. Others list their centre's. */
    owner: z.preprocess(emptyToUndefined, z.enum(['global', 'all'], { error: M.badOwner }).optional()),
    page: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: M.badPage })
        .int(M.badPage)
        .min(1, M.badPage)
        .max(1_000_000, M.badPage)
        .default(1),
    ),
    pageSize: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: M.badPageSize })
        .int(M.badPageSize)
        .min(1, M.badPageSize)
        .max(STUDIO_PAGE_SIZE_MAX, M.badPageSize)
        .default(STUDIO_PAGE_SIZE_DEFAULT),
    ),
  }),
  response: z.object({
    success: z.literal(true),
    tests: z.array(StudioTestSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

/** What the composer's forms choose from: exams with their marking, the centre's batches and students. */
export const getStudioMeta = endpoint({
  method: 'GET',
  path: '/api/test-studio/meta',
  response: z.object({
    success: z.literal(true),
    exams: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        markCorrect: z.number(),
        markIncorrect: z.number(),
        markUnattempted: z.number(),
      }),
    ),
    batches: z.array(z.object({ id: z.number().int(), name: z.string(), students: z.number().int() })),
    students: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
  }),
});

export const createStudioTest = endpoint({
  method: 'POST',
  path: '/api/test-studio/tests',
  body: TestDetailsSchema,
  response: TestBody,
});

export const getStudioTest = endpoint({
  method: 'GET',
  path: '/api/test-studio/tests/:id',
  params: TestIdParams,
  response: TestBody,
});

export const updateStudioTest = endpoint({
  method: 'PUT',
  path: '/api/test-studio/tests/:id',
  params: TestIdParams,
  body: TestDetailsSchema,
  response: TestBody,
});

/** The whole paper in order (add, remove and move are each a new list); added questions must be drawable. */
export const setPaper = endpoint({
  method: 'PUT',
  path: '/api/test-studio/tests/:id/paper',
  params: TestIdParams,
  body: z.strictObject({
    questionIds: z
      .array(idSchema(M.badQuestionId), { error: M.paperTooLong })
      .max(PAPER_MAX_QUESTIONS, M.paperTooLong),
  }),
  response: TestBody,
});

/** Draws the paper by a blueprint, replacing it; the blueprint and seed are kept with the test. */
export const drawPaper = endpoint({
  method: 'POST',
  path: '/api/test-studio/tests/:id/blueprint',
  params: TestIdParams,
  body: BlueprintSchema,
  response: TestBody,
});

export const PreviewQuestionSchema = z.object({
  position: z.number().int(),
  questionId: z.number().int(),
  subjectName: z.string(),
  topicName: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  text: z.string(),
  options: z.array(z.string()),
  textHi: z.string().nullable(),
  optionsHi: z.array(z.string()).nullable(),
  imageUrl: z.string().nullable(),
  correctIndex: z.number().int(),
  explanation: z.string(),
  explanationHi: z.string().nullable(),
});
export type PreviewQuestion = z.infer<typeof PreviewQuestionSchema>;

/** The paper as a student sees it, with the key and explanations (staff only). */
export const previewStudioTest = endpoint({
  method: 'GET',
  path: '/api/test-studio/tests/:id/preview',
  params: TestIdParams,
  response: z.object({
    success: z.literal(true),
    test: StudioTestSchema,
    questions: z.array(PreviewQuestionSchema),
  }),
});

export const publishStudioTest = endpoint({
  method: 'POST',
  path: '/api/test-studio/tests/:id/publish',
  params: TestIdParams,
  response: TestMessageBody,
});

export const archiveStudioTest = endpoint({
  method: 'POST',
  path: '/api/test-studio/tests/:id/archive',
  params: TestIdParams,
  response: TestMessageBody,
});

export const cloneStudioTest = endpoint({
  method: 'POST',
  path: '/api/test-studio/tests/:id/clone',
  params: TestIdParams,
  response: TestMessageBody,
});

const instant = z.iso.datetime({ offset: true, error: M.badInstant }).nullable().default(null);

/** Who sees the test and when: instants (the web enters and shows them in India time). */
export const ScheduleSchema = z
  .strictObject({
    audience: z.enum(AUDIENCES, { error: M.audienceInvalid }),
    batchIds: z
      .array(idSchema(M.badBatchId), { error: M.batchesRequired })
      .max(AUDIENCE_MAX_MEMBERS, M.audienceTooLarge)
      .default([]),
    studentIds: z
      .array(idSchema(M.badStudentId), { error: M.studentsRequired })
      .max(AUDIENCE_MAX_MEMBERS, M.audienceTooLarge)
      .default([]),
    opensAt: instant,
    closesAt: instant,
    attemptsAllowed: z
      .number({ error: M.attemptsAllowed })
      .int(M.attemptsAllowed)
      .min(1, M.attemptsAllowed)
      .max(ATTEMPTS_ALLOWED_MAX, M.attemptsAllowed)
      .nullable()
      .default(null),
  })
  .superRefine((s, ctx) => {
    if (s.audience === 'batches' && s.batchIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['batchIds'], message: M.batchesRequired });
    if (s.audience === 'students' && s.studentIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['studentIds'], message: M.studentsRequired });
    if (s.opensAt && s.closesAt && Date.parse(s.closesAt) <= Date.parse(s.opensAt))
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: M.closesBeforeOpens });
  });
export type Schedule = z.infer<typeof ScheduleSchema>;
export type ScheduleInput = z.input<typeof ScheduleSchema>;

export const setSchedule = endpoint({
  method: 'PUT',
  path: '/api/test-studio/tests/:id/schedule',
  params: TestIdParams,
  body: ScheduleSchema,
  response: TestBody,
});
