import type { DifficultyPace } from '@aspirant/contract/subjects.ts';
import { bottomLegend, categoryAxis, valueAxis } from '../../../components/chart-options.ts';
import { useChartPalette } from '../../../components/chart-palette.ts';
import { Bar } from '../../../components/lazy-charts.ts';
import { capitalise } from '../../../lib/format.ts';
import { paceSummary } from '../lib/pace.ts';

/** Average seconds per answered question beside the target, per difficulty. */
export function PaceChart({ pace }: { pace: DifficultyPace[] }) {
  const palette = useChartPalette();
  return (
    <Bar
      role="img"
      aria-label={`Time per question against target: ${paceSummary(pace)}`}
      data={{
        labels: pace.map((row) => capitalise(row.difficulty)),
        datasets: [
          {
            label: 'Your average (s)',
            data: pace.map((row) => row.averageSeconds ?? 0),
            backgroundColor: palette.series[0],
          },
          {
            label: 'Target (s)',
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
          y: valueAxis(palette, { title: 'Seconds per question', range: 'count' }),
        },
      }}
    />
  );
}
