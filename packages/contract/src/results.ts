import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { positiveIdSchema } from './fields.ts';

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
  rank: z.object({ rank: z.number().int(), takers: z.number().int(), percentile: z.number() }),
  TestMaster: z.object({
    name: z.string(),
    ExamMaster: z.object({
      name: z.string(),
      marking_scheme: z.object({ corr: z.number(), incorr: z.number(), unatt: z.number() }),
    }),
  }),
  questionBreakdown: z.array(QuestionBreakdownItemSchema),
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
  improvementTrend: z.array(z.object({ date: z.string(), avgScore: z.number(), avgAccuracy: z.number() })),
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
