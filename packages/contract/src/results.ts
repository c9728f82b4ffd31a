import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { positiveIdSchema } from './fields.ts';
import { INSIGHT_CODES } from './insight-messages.ts';

/** SPEC §3 "Stats overview": the student's own totals over every submitted test. */
export const StatsOverviewSchema = z.object({
  totalTests: z.number().int(),
  averageScore: z.number(),
  highestScore: z.number(),
  lowestScore: z.number(),
  totalCorrect: z.number().int(),
  totalIncorrect: z.number().int(),
  totalUnattempted: z.number().int(),
  subjectWisePerformance: z.record(
    z.string(),
    z.object({ averageScore: z.number(), totalTests: z.number().int() }),
  ),
});
export type StatsOverview = z.infer<typeof StatsOverviewSchema>;

export const getStatsOverview = endpoint({
  method: 'GET',
  path: '/api/results/stats/overview',
  response: z.object({ success: z.literal(true) }).extend(StatsOverviewSchema.shape),
});

export const RESULT_MESSAGES = {
  badId: 'The result id must be a positive whole number.',
  notFound: 'No Result Found',
  /** Shown in place of a key and explanation held back while a test sharing the question runs (decision 0008). */
  hiddenUntilSubmit: (testName: string) => `Hidden until you submit ${testName}`,
} as const;

export const QuestionBreakdownItemSchema = z.object({
  questionNumber: z.number().int(),
  questionId: z.number().int(),
  question: z.string(),
  /** The question's image (issue 16), as the test showed it: a bank image's signed link, a seed path; or null. */
  image: z.string().nullable(),
  options: z.array(z.string()),
  userAnswer: z.string().nullable(),
  userAnswerIndex: z.number().int().nullable(),
  /** The key: null while it is hidden (decision 0008), with the reason in `hiddenUntilSubmit`. */
  correctAnswer: z.string().nullable(),
  correctAnswerIndex: z.number().int().nullable(),
  isAttempted: z.boolean(),
  isMarked: z.boolean(),
  timeSpent: z.number(),
  /** 'Hidden' for an attempted question whose key is hidden: right or wrong would give the key away. */
  status: z.enum(['Correct', 'Incorrect', 'Unattempted', 'Hidden']),
  subject: z.string(),
  topic: z.string(),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  explanation: z.string().nullable(),
  /**
   * The test in progress that hides this question's key and explanation (it shares the question) until it
   * is submitted; null when they are shown.
   */
  hiddenUntilSubmit: z.string().nullable(),
});
export type QuestionBreakdownItem = z.infer<typeof QuestionBreakdownItemSchema>;

/** SPEC §3 "Result", with the rank among the test's first attempts and, now that it is submitted, explanations. */
export const ResultSchema = z.object({
  id: z.number().int(),
  test_id: z.number().int(),
  score: z.number(),
  total_score: z.number(),
  perc_score: z.number(),
  correct: z.number().int(),
  wrong: z.number().int(),
  unattempted: z.number().int(),
  attempted: z.number().int(),
  total_questions: z.number().int(),
  totalQuestions: z.number().int(),
  time_spent: z.string(),
  test_started: z.string(),
  completed_at: z.string(),
  duration: z.number().int(),
  test_difficulty_level: z.enum(['easy', 'medium', 'hard']),
  speed_score: z.number(),
  accuracy_rate: z.number(),
  time_efficiency: z.number(),
  is_first_attempt: z.boolean(),
  /** A later attempt of a test the student had submitted before: labelled 'Retake', never ranked. */
  is_retake: z.boolean(),
  previous_result_id: z.number().int().nullable(),
  per_question_time: z.array(z.object({ questionId: z.number().int(), timeSpent: z.number() })),
  subjectWisePerformance: z.record(z.string(), z.number()),
  topicWisePerformance: z.record(z.string(), z.number()),
  timeAnalysis: z.object({
    totalTime: z.number(),
    averageTimePerQuestion: z.number(),
    questionsPerMinute: z.number(),
    timeDistribution: z.object({ fast: z.number().int(), medium: z.number().int(), slow: z.number().int() }),
  }),
  /**
   * Rank among the test's first attempts. `topShare` is 'Top N%' (N = ceil(rank / takers x 100), issue 15 and
   * decision 0015); `percentile` is the share of takers the rank beats, shown as 'Percentile'.
   */
  rank: z.object({
    rank: z.number().int(),
    takers: z.number().int(),
    percentile: z.number(),
    topShare: z.number().int(),
  }),
  /**
   * Issue 17: for a centre's test set for an audience (its centre, batches or chosen students), the rank among
   * the first attempts of that audience, beside the all-India `rank`; null for a global test.
   */
  groupRank: z.object({ rank: z.number().int(), takers: z.number().int() }).nullable().optional(),
  TestMaster: z.object({
    name: z.string(),
    ExamMaster: z.object({
      name: z.string(),
      marking_scheme: z.object({ corr: z.number(), incorr: z.number(), unatt: z.number() }),
    }),
  }),
  questionBreakdown: z.array(QuestionBreakdownItemSchema),
  /**
   * Issue 18: the key fixes that changed this result, oldest first: 'Regraded on <date>: question N'. `date` is
   * ISO (the page shows it in India time); `position` is the 1-based question number.
   */
  regrades: z.array(z.object({ date: z.string(), position: z.number().int() })),
});
export type Result = z.infer<typeof ResultSchema>;

export const getResult = endpoint({
  method: 'GET',
  path: '/api/results/:id',
  params: z.object({ id: positiveIdSchema(RESULT_MESSAGES.badId) }),
  response: z.object({ success: z.literal(true), result: ResultSchema }),
});

export const RecentResultSchema = z.object({
  id: z.number().int(),
  testName: z.string(),
  score: z.number(),
  accuracy_rate: z.number(),
  all_india_rank: z.number().int().nullable(),
  speed_score: z.number(),
  created_at: z.string(),
  /** A later attempt of a test taken before: labelled 'Retake'; it never moves a rank. */
  is_retake: z.boolean(),
});

export const InsightSchema = z.object({
  type: z.enum(['strength', 'weakness', 'improvement', 'info']),
  title: z.string(),
  description: z.string(),
  confidence: z.number().nullable(),
  /**
   * A rule insight's message (insight-messages.ts), so the web can write it in the interface language; the
   * English of `title` and `description` stays as it is. None on insights the AI provider wrote.
   */
  code: z.enum(INSIGHT_CODES).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type Insight = z.infer<typeof InsightSchema>;

/** SPEC §3 "Dashboard data". */
export const DashboardSchema = z.object({
  overview: z.object({
    totalTests: z.number().int(),
    testsPerDay: z.number(),
    averageScore: z.number(),
    bestScore: z.number(),
    averageAccuracy: z.number(),
    averageSpeed: z.number(),
    allIndiaRank: z.number().int().nullable(),
    totalTestTakers: z.number().int(),
    averageTimeEfficiency: z.number(),
    averageTimePerQuestion: z.number(),
    activeDays: z.number().int(),
    totalDays: z.number().int(),
    currentStreak: z.number().int(),
    testsAbove70: z.number().int(),
    testsAbove80: z.number().int(),
    testsAbove90: z.number().int(),
  }),
  recentPerformance: z.array(RecentResultSchema),
  subjectPerformance: z.array(z.object({ name: z.string(), accuracy: z.number() })),
  /** One point per submitted test, oldest first (issue 15: per test, not per day); the latest 60. */
  improvementTrend: z.array(
    z.object({ date: z.string(), testName: z.string(), avgScore: z.number(), avgAccuracy: z.number() }),
  ),
  scoreDistribution: z.object({
    '90+ Score': z.number().int(),
    '80-89 Score': z.number().int(),
    '70-79 Score': z.number().int(),
    'Below 70': z.number().int(),
  }),
  insights: z.array(InsightSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/** SPEC §7 reads `success` and `data.data`. */
export const getDashboard = endpoint({
  method: 'GET',
  path: '/api/results/enhanced-dashboard',
  response: z.object({ success: z.literal(true), data: z.object({ data: DashboardSchema }) }),
});

// ---------------------------------------------------------------------------------------------------------
// Solutions (issue 15 point 1): every question of a submitted attempt, paged and filtered on the server.

/** How many solutions one page holds by default, and at most (the server refuses more). */
export const SOLUTIONS_DEFAULT_LIMIT = 10;
export const SOLUTIONS_MAX_LIMIT = 50;
export const SOLUTION_FILTERS = ['all', 'correct', 'incorrect', 'unattempted', 'marked'] as const;
export type SolutionFilter = (typeof SOLUTION_FILTERS)[number];
/** Toppers: the best 10 % of a test's first attempts by percent (at least one), the same everywhere. */
export const TOPPER_SHARE = 0.1;
export const SUBJECT_NAME_MAX = 100;

export const SOLUTION_MESSAGES = {
  badPage: 'page must be a whole number of at least 1.',
  badLimit: `limit must be a whole number from 1 to ${SOLUTIONS_MAX_LIMIT}.`,
  badFilter: `status must be one of: ${SOLUTION_FILTERS.join(', ')}.`,
  badSubject: `subject must be a subject name of at most ${SUBJECT_NAME_MAX} characters.`,
  /** The tooltip of the toppers' time: the one definition, said where it is shown. */
  toppersDefinition:
    "Toppers are the best 10% of this test's first attempts by score (at least one student). Their average is the mean time they spent on this question.",
  correctShareDefinition: "The share of this test's first attempts that answered this question correctly.",
} as const;

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const SolutionsQuerySchema = z.strictObject({
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: SOLUTION_MESSAGES.badPage })
      .int(SOLUTION_MESSAGES.badPage)
      .min(1, SOLUTION_MESSAGES.badPage)
      .max(100_000, SOLUTION_MESSAGES.badPage)
      .default(1),
  ),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: SOLUTION_MESSAGES.badLimit })
      .int(SOLUTION_MESSAGES.badLimit)
      .min(1, SOLUTION_MESSAGES.badLimit)
      .max(SOLUTIONS_MAX_LIMIT, SOLUTION_MESSAGES.badLimit)
      .default(SOLUTIONS_DEFAULT_LIMIT),
  ),
  status: z.preprocess(
    blankToUndefined,
    z.enum(SOLUTION_FILTERS, { error: SOLUTION_MESSAGES.badFilter }).default('all'),
  ),
  subject: z.preprocess(
    blankToUndefined,
    z
      .string({ error: SOLUTION_MESSAGES.badSubject })
      .max(SUBJECT_NAME_MAX, SOLUTION_MESSAGES.badSubject)
      .optional(),
  ),
});
export type SolutionsQuery = z.output<typeof SolutionsQuerySchema>;

export const REPORT_KINDS = ['wrong_key', 'typo', 'translation'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** One language's text of a question: the explanation only once the key may be shown (decision 0008). */
export const QuestionTextSchema = z.object({
  question: z.string(),
  options: z.array(z.string()),
  explanation: z.string().nullable(),
});

export const SolutionSchema = z.object({
  questionNumber: z.number().int(),
  questionId: z.number().int(),
  subject: z.string(),
  topic: z.string(),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  status: z.enum(['Correct', 'Incorrect', 'Unattempted', 'Hidden']),
  isMarked: z.boolean(),
  userAnswerIndex: z.number().int().nullable(),
  /** The key: null while it is hidden (decision 0008), with the reason in `hiddenUntilSubmit`. */
  correctAnswerIndex: z.number().int().nullable(),
  hiddenUntilSubmit: z.string().nullable(),
  /**
   * The question's image (issue 16), as the test showed it: a bank image's signed link, an older seed path as
   * it is, null without one. Not secret: shown whatever the key's visibility.
   */
  image: z.string().nullable(),
  en: QuestionTextSchema,
  /** The Hindi text, options and explanation, when the question has them. */
  hi: QuestionTextSchema.nullable(),
  /** Seconds on this question (the browser's, scaled like the result page's). */
  timeSpent: z.number(),
  /** Percent of the test's first attempts that got it right. */
  correctShare: z.number(),
  /** The toppers' mean seconds on this question. */
  toppersAverageSeconds: z.number(),
  isBookmarked: z.boolean(),
  /** Kinds of the student's open reports on this question. */
  reported: z.array(z.enum(REPORT_KINDS)),
});
export type Solution = z.infer<typeof SolutionSchema>;

export const getSolutions = endpoint({
  method: 'GET',
  path: '/api/results/:id/solutions',
  params: z.object({ id: positiveIdSchema(RESULT_MESSAGES.badId) }),
  query: SolutionsQuerySchema,
  response: z.object({
    success: z.literal(true),
    page: z.number().int(),
    limit: z.number().int(),
    /** Questions matching the filters. */
    total: z.number().int(),
    totalQuestions: z.number().int(),
    /** The language the attempt was taken in: the solutions open in it. */
    language: z.enum(['en', 'hi']),
    /** Every subject of the test, in paper order, for the filter. */
    subjects: z.array(z.string()),
    /** How many first attempts the statistics count, and how many toppers. */
    takers: z.number().int(),
    toppers: z.number().int(),
    solutions: z.array(SolutionSchema),
  }),
});

// ---------------------------------------------------------------------------------------------------------
// Public scorecards (issue 15 point 6): a revocable link anyone may open; never answers or questions.

export const SCORECARD_MESSAGES = {
  gone: 'This scorecard is no longer shared.',
  revoked: 'Your scorecard link no longer works.',
} as const;

export const ScorecardLinkSchema = z.object({ token: z.string(), createdAt: z.string() });
export type ScorecardLink = z.infer<typeof ScorecardLinkSchema>;

const resultIdParams = z.object({ id: positiveIdSchema(RESULT_MESSAGES.badId) });

export const getScorecardLink = endpoint({
  method: 'GET',
  path: '/api/results/:id/scorecard',
  params: resultIdParams,
  response: z.object({ success: z.literal(true), scorecard: ScorecardLinkSchema.nullable() }),
});

/** Makes the result's public link, or answers the live one. */
export const shareScorecard = endpoint({
  method: 'POST',
  path: '/api/results/:id/scorecard',
  params: resultIdParams,
  response: z.object({ success: z.literal(true), scorecard: ScorecardLinkSchema }),
});

export const revokeScorecard = endpoint({
  method: 'DELETE',
  path: '/api/results/:id/scorecard',
  params: resultIdParams,
  response: z.object({ success: z.literal(true), message: z.string() }),
});

/** What a scorecard shows: who, which test, the score and standing, and per-subject percents. Nothing else. */
export const PublicScorecardSchema = z.object({
  name: z.string(),
  testName: z.string(),
  examName: z.string(),
  completedAt: z.string(),
  score: z.number(),
  totalScore: z.number(),
  percent: z.number(),
  rank: z.number().int(),
  takers: z.number().int(),
  percentile: z.number(),
  topShare: z.number().int(),
  isRetake: z.boolean(),
  subjects: z.array(z.object({ name: z.string(), percent: z.number() })),
});
export type PublicScorecard = z.infer<typeof PublicScorecardSchema>;

export const SCORECARD_TOKEN_MAX = 100;

export const getPublicScorecard = endpoint({
  method: 'GET',
  path: '/api/scorecards/:token',
  // Any text: a malformed token answers the same 404 as an unknown one.
  params: z.object({ token: z.string().max(SCORECARD_TOKEN_MAX, SCORECARD_MESSAGES.gone) }),
  response: z.object({ success: z.literal(true), scorecard: PublicScorecardSchema }),
});
