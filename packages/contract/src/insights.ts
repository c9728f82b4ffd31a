import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { positiveIdSchema } from './fields.ts';

/**
 * Issue 18 points 1, 2 and 5: a test's item analysis and its fixes (regrades). Staff of the owning centre (roles
 * 1, 2, 4) read and fix their centre's tests; the super admin the global tests. Any other test answers like an
 * unknown one (404). Analysis counts first attempts only, as ranks do.
 */

/** The share of takers in each of the upper and lower groups (by total score). */
export const GROUP_SHARE = 0.27;
export const TOO_EASY_ABOVE = 0.95;
export const TOO_HARD_BELOW = 0.15;
export const DISCRIMINATES_FROM = 0.1;
/** Options a question may have (issue 16). */
export const OPTION_INDEX_MAX = 5;
/** The score distribution's bins, in percent: 0–10, 10–20, …, 90–100 (100 falls in the last). */
export const DISTRIBUTION_BIN_PERCENT = 10;

export const INSIGHT_MESSAGES = {
  badTestId: 'The test id must be a positive whole number.',
  testNotFound: 'Test not found.',
  badPosition: 'position must be the number of a question of this test (from 1).',
  positionNotFound: (n: number) => `This test has no question ${n}.`,
  badAction: "action must be 'change_key', 'accept_options' or 'drop'.",
  badOption: `option must be the index of one of the question's options (0 to ${OPTION_INDEX_MAX}).`,
  optionNotOfQuestion: (count: number) => `This question has ${count} options: choose one of them.`,
  badOptions: 'options must be two or more different option indexes of the question.',
  badMarks: "marks must be 'unattempted' or 'full'.",
  nothingChanges: 'This fix is what the question is marked with already.',
  notPublished: 'Only a published or archived test has results to regrade.',
  /** 409 until the request says `confirmInProgress: true`. */
  inProgress: (n: number) =>
    `${n} student${n === 1 ? ' is' : 's are'} writing this test now. Their answers will be marked with the fix when they submit. Confirm to regrade.`,
  regradeRunning: 'A regrade of this test is still running: wait for it to finish.',
  regradeStarted: 'Regrade started.',
} as const;

export const FLAG_KINDS = ['possible_wrong_key', 'too_easy', 'too_hard', 'does_not_discriminate'] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];

/**
 * A flag and its reason in words (English; the browser words it from `kind` and `option` in the user's
 * language). `option` is the wrong option the top group chose more often than the key.
 */
export const ItemFlagSchema = z.object({
  kind: z.enum(FLAG_KINDS),
  reason: z.string(),
  option: z.number().int().nullable(),
});
export type ItemFlag = z.infer<typeof ItemFlagSchema>;

export const REPORT_KINDS = ['wrong_key', 'typo', 'translation'] as const;

export const ItemStatSchema = z.object({
  /** 1-based question number in the paper. */
  position: z.number().int(),
  questionId: z.number().int(),
  /** The question's text (sanitised rich text, as students see it) and options, for the drawer. */
  text: z.string(),
  options: z.array(z.string()),
  textHi: z.string().nullable(),
  optionsHi: z.array(z.string()).nullable(),
  subjectName: z.string(),
  topicName: z.string(),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  /** The options that count as correct now (the question's key, or a regrade's). */
  accepted: z.array(z.number().int()),
  dropped: z.enum(['unattempted', 'full']).nullable(),
  /** Share correct (null with no takers). */
  facility: z.number().nullable(),
  /** Upper minus lower group's share correct (null with fewer than 2 takers). */
  discrimination: z.number().nullable(),
  /** Point-biserial correlation of correct (0/1) with the total score (null when either does not vary). */
  pointBiserial: z.number().nullable(),
  /** Share of takers choosing each option, in option order; and leaving it blank. They sum to 1. */
  optionShares: z.array(z.number()),
  blankShare: z.number(),
  /** The same shares within the upper and lower groups. */
  upperShares: z.array(z.number()),
  lowerShares: z.array(z.number()),
  /** Mean seconds spent on it by the takers (null with no takers). */
  meanSeconds: z.number().nullable(),
  /** Students' open and closed reports on the question, by kind. */
  reports: z.object({ wrong_key: z.number().int(), typo: z.number().int(), translation: z.number().int() }),
  flags: z.array(ItemFlagSchema),
});
export type ItemStat = z.infer<typeof ItemStatSchema>;

export const RegradeLogSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  questionId: z.number().int(),
  action: z.enum(['change_key', 'accept_options', 'drop']),
  accepted: z.array(z.number().int()).nullable(),
  dropped: z.enum(['unattempted', 'full']).nullable(),
  previous: z.object({
    accepted: z.array(z.number().int()),
    dropped: z.enum(['unattempted', 'full']).nullable(),
  }),
  by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
  /** Attempts in progress when it was asked for (marked with the fix when they are submitted). */
  inProgress: z.number().int(),
  resultsSeen: z.number().int(),
  resultsChanged: z.number().int(),
  /** Null while it runs. */
  finishedAt: z.string().nullable(),
});
export type RegradeLog = z.infer<typeof RegradeLogSchema>;

export const TestAnalysisSchema = z.object({
  test: z.object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    questionCount: z.number().int(),
    /** The maximum score of the paper as marked now. */
    maxScore: z.number(),
    ownerCustomerId: z.number().int().nullable(),
  }),
  /** Students with a first attempt submitted. */
  takers: z.number().int(),
  /** Of the scores (marks), null with no takers. */
  mean: z.number().nullable(),
  median: z.number().nullable(),
  standardDeviation: z.number().nullable(),
  /** KR-20 over correct/not per question (null with fewer than 2 takers or questions, or no variance). */
  kr20: z.number().nullable(),
  /** Takers per percent bin: from ≤ percent < to (the last bin holds 100). */
  distribution: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  items: z.array(ItemStatSchema),
  /** Attempts of the test in progress now. */
  inProgress: z.number().int(),
  regrades: z.array(RegradeLogSchema),
  computedAt: z.string(),
});
export type TestAnalysis = z.infer<typeof TestAnalysisSchema>;

const TestParams = z.object({ id: positiveIdSchema(INSIGHT_MESSAGES.badTestId) });

export const getItemAnalysis = endpoint({
  method: 'GET',
  path: '/api/test-studio/tests/:id/analysis',
  params: TestParams,
  response: z.object({ success: z.literal(true), analysis: TestAnalysisSchema }),
});

const optionIndex = z
  .number({ error: INSIGHT_MESSAGES.badOption })
  .int(INSIGHT_MESSAGES.badOption)
  .min(0, INSIGHT_MESSAGES.badOption)
  .max(OPTION_INDEX_MAX, INSIGHT_MESSAGES.badOption);

const position = z
  .number({ error: INSIGHT_MESSAGES.badPosition })
  .int(INSIGHT_MESSAGES.badPosition)
  .min(1, INSIGHT_MESSAGES.badPosition);

const confirmInProgress = z.boolean().optional();

export const RegradeBodySchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('change_key'), position, option: optionIndex, confirmInProgress }),
    z.object({
      action: z.literal('accept_options'),
      position,
      options: z
        .array(optionIndex, { error: INSIGHT_MESSAGES.badOptions })
        .min(2, INSIGHT_MESSAGES.badOptions)
        .max(OPTION_INDEX_MAX + 1, INSIGHT_MESSAGES.badOptions)
        .refine((o) => new Set(o).size === o.length, INSIGHT_MESSAGES.badOptions),
      confirmInProgress,
    }),
    z.object({
      action: z.literal('drop'),
      position,
      marks: z.enum(['unattempted', 'full'], { error: INSIGHT_MESSAGES.badMarks }),
      confirmInProgress,
    }),
  ],
  { error: INSIGHT_MESSAGES.badAction },
);
export type RegradeBody = z.infer<typeof RegradeBodySchema>;

/** 202: the regrade is logged and runs in the background; the log row says when it has finished. */
export const startRegrade = endpoint({
  method: 'POST',
  path: '/api/test-studio/tests/:id/regrades',
  params: TestParams,
  body: RegradeBodySchema,
  response: z.object({ success: z.literal(true), message: z.string(), regrade: RegradeLogSchema }),
});

export const listRegrades = endpoint({
  method: 'GET',
  path: '/api/test-studio/tests/:id/regrades',
  params: TestParams,
  response: z.object({ success: z.literal(true), regrades: z.array(RegradeLogSchema) }),
});
