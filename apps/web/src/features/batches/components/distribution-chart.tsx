import { DISTRIBUTION_BUCKETS } from '@aspirant/contract/batch-roster.ts';
import { ScoreDistributionChart } from '../../../components/score-distribution-chart.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** '0–10', '10–20', … '90–100': the buckets of the server's distribution. */
export const BUCKET_LABELS = Array.from(
  { length: DISTRIBUTION_BUCKETS },
  (_, i) => `${i * (100 / DISTRIBUTION_BUCKETS)}–${(i + 1) * (100 / DISTRIBUTION_BUCKETS)}`,
);

/** The batch's first attempts of one test per 10 % of score (lazily loaded Chart.js, in a ChartFrame). */
export function DistributionChart({ testName, counts }: { testName: string; counts: number[] }) {
  const t = useT();
  return (
    <ScoreDistributionChart
      labels={BUCKET_LABELS}
      counts={counts}
      ariaLabel={t('batches.distributionAria', {
        name: testName,
        list: counts
          .map((count, i) => t('batches.bucketCount', { range: `${BUCKET_LABELS[i]} %`, count }))
          .join(', '),
      })}
      studentsAxis={t('batches.studentsAxis')}
      scoreAxis={t('batches.scoreAxis')}
    />
  );
}
