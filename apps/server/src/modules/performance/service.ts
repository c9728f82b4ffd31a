import type { User } from '@aspirant/contract/fields.ts';
import type {
  PerformanceOverview,
  PerformanceResultsQuery,
  PerformanceRow,
} from '@aspirant/contract/performance.ts';
import { addDays, istDayStart } from '../../lib/days.ts';
import type { PerformanceReport } from '../../repositories/reports/performance.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

export function performanceService(deps: { performance: PerformanceReport }) {
  const repo = deps.performance;

  return {
    /** The signed-in student's own results only: the user id comes from the session, never the request. */
    async results(user: User, q: PerformanceResultsQuery) {
      const filter = {
        userId: user.id,
        examCode: q.exam,
        subject: q.subject,
        since: q.from ? istDayStart(q.from) : undefined,
        // 'to' is inclusive: everything before the next IST day begins.
        before: q.to ? istDayStart(addDays(q.to, 1)) : undefined,
      };
      const [page, filters] = await Promise.all([
        repo.page(filter, q.sort, q.order, q.pageSize, (q.page - 1) * q.pageSize),
        repo.filterOptions(user.id),
      ]);
      const rows: PerformanceRow[] = page.rows.map((r) => ({
        ...r,
        completedAt: r.completedAt.toISOString(),
        isRetake: !r.isFirstAttempt,
      }));
      return { success: true as const, rows, total: page.total, page: q.page, pageSize: q.pageSize, filters };
    },

    async overview(user: User): Promise<PerformanceOverview & { success: true }> {
      const [points, accuracySpeed, toppers] = await Promise.all([
        repo.subjectPoints(user.id),
        repo.accuracySpeed(user.id),
        repo.topperComparison(user.id),
      ]);
      const bySubject = new Map<string, PerformanceOverview['subjectTrends'][number]['points']>();
      for (const p of points) {
        const list = bySubject.get(p.subject) ?? [];
        list.push({
          resultId: p.resultId,
          testName: p.testName,
          completedAt: p.completedAt.toISOString(),
          percentage: p.questions > 0 ? round2((p.correct / p.questions) * 100) : 0,
        });
        bySubject.set(p.subject, list);
      }
      return {
        success: true,
        subjectTrends: [...bySubject]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([subject, list]) => ({ subject, points: list })),
        accuracySpeed: accuracySpeed.map((r) => ({ ...r, completedAt: r.completedAt.toISOString() })),
        topperComparison: toppers.map((t) => ({
          testId: t.testId,
          testName: t.testName,
          resultId: t.resultId,
          completedAt: t.completedAt.toISOString(),
          isRetake: t.isRetake,
          you: t.percScore,
          // Buckets are percent x 100: the mean bucket, rounded to a whole bucket, / 100 is the mean percent
          // to two decimals (rounding the bucket, not the percent, keeps halves exact in floating point).
          average: t.takers > 0 && t.bucketSum !== null ? Math.round(t.bucketSum / t.takers) / 100 : null,
          topTenPercent: t.topBucket === null ? null : t.topBucket / 100,
          takers: t.takers,
        })),
      };
    },
  };
}

export type PerformanceService = ReturnType<typeof performanceService>;
