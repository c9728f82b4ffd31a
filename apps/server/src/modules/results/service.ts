import type { User } from '@aspirant/contract/fields.ts';
import type { StatsOverview } from '@aspirant/contract/results.ts';
import type { ResultsRepository } from './repository.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

export function resultsService(deps: { results: ResultsRepository }) {
  return {
    async statsOverview(user: User): Promise<StatsOverview & { success: true }> {
      const [totals, subjects] = await Promise.all([
        deps.results.totals(user.id),
        deps.results.subjectTotals(user.id),
      ]);
      const subjectWisePerformance: StatsOverview['subjectWisePerformance'] = {};
      for (const s of subjects) {
        const total = Number(s.questions);
        subjectWisePerformance[s.subject] = {
          averageScore: total > 0 ? round2((Number(s.correct) / total) * 100) : 0,
          totalTests: Number(s.tests),
        };
      }
      return {
        success: true,
        totalTests: Number(totals.totalTests),
        averageScore: round2(Number(totals.averageScore ?? 0)),
        highestScore: round2(Number(totals.highestScore ?? 0)),
        lowestScore: round2(Number(totals.lowestScore ?? 0)),
        totalCorrect: Number(totals.totalCorrect ?? 0),
        totalIncorrect: Number(totals.totalIncorrect ?? 0),
        totalUnattempted: Number(totals.totalUnattempted ?? 0),
        subjectWisePerformance,
      };
    },
  };
}

export type ResultsService = ReturnType<typeof resultsService>;
