import { z } from 'zod';
import { endpoint } from './endpoint.ts';

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
