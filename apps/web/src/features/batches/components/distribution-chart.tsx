import { DISTRIBUTION_BUCKETS } from '@aspirant/contract/batch-roster.ts';
import { categoryAxis, valueAxis } from '../../../components/chart-options.ts';
import { useChartPalette } from '../../../components/chart-palette.ts';
import { Bar } from '../../../components/lazy-charts.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** '0–10', '10–20', … '90–100': the buckets of the server's distribution. */
export const BUCKET_LABELS = Array.from(
  { length: DISTRIBUTION_BUCKETS },
  (_, i) => `${i * (100 / DISTRIBUTION_BUCKETS)}–${(i + 1) * (100 / DISTRIBUTION_BUCKETS)}`,
);

/** The batch's first attempts of one test per 10 % of score (lazily loaded Chart.js, in a ChartFrame). */
export function DistributionChart({ testName, counts }: { testName: string; counts: number[] }) {
  const t = useT();
  const palette = useChartPalette();
  return (
    <Bar
      role="img"
      aria-label={t('batches.distributionAria', {
        name: testName,
        list: counts
          .map((count, i) => t('batches.bucketCount', { range: `${BUCKET_LABELS[i]} %`, count }))
          .join(', '),
      })}
      data={{
        labels: BUCKET_LABELS,
        datasets: [
          {
            label: t('batches.studentsAxis'),
            data: counts,
            backgroundColor: palette.series[0],
            borderRadius: 4,
            maxBarThickness: 40,
          },
        ],
      }}
      options={{
        maintainAspectRatio: false,
        plugins: { legend: { display: false } },
        scales: {
          y: valueAxis(palette, { range: 'count', integer: true, title: t('batches.studentsAxis') }),
          x: {
            ...categoryAxis(palette),
            title: { display: true, text: t('batches.scoreAxis'), color: palette.text },
          },
        },
      }}
    />
  );
}
