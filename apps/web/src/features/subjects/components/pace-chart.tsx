import type { DifficultyPace } from '@aspirant/contract/subjects.ts';
import { bottomLegend, categoryAxis, valueAxis } from '../../../components/chart-options.ts';
import { useChartPalette } from '../../../components/chart-palette.ts';
import { Bar } from '../../../components/lazy-charts.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { difficultyName } from '../lib/labels.ts';
import { paceSummary } from '../lib/pace.ts';

/** Average seconds per answered question beside the target, per difficulty. */
export function PaceChart({ pace }: { pace: DifficultyPace[] }) {
  const palette = useChartPalette();
  const t = useT();
  return (
    <Bar
      role="img"
      aria-label={t('subjects.paceLabel', { summary: paceSummary(t, pace) })}
      data={{
        labels: pace.map((row) => difficultyName(t, row.difficulty)),
        datasets: [
          {
            label: t('subjects.yourAverageSeconds'),
            data: pace.map((row) => row.averageSeconds ?? 0),
            backgroundColor: palette.series[0],
          },
          {
            label: t('subjects.targetSeconds'),
            data: pace.map((row) => row.targetSeconds),
            backgroundColor: palette.series[3],
          },
        ].map((dataset) => ({ ...dataset, borderRadius: 4, maxBarThickness: 48 })),
      }}
      options={{
        maintainAspectRatio: false,
        plugins: { legend: bottomLegend(palette) },
        scales: {
          x: categoryAxis(palette),
          y: valueAxis(palette, { title: t('subjects.secondsPerQuestion'), range: 'count' }),
        },
      }}
    />
  );
}
