// Chart.js is registered here only: this module loads lazily with the subject page's chart.
import type { DifficultyPace } from '@aspirant/contract/subjects.ts';
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { bottomLegend, categoryAxis, valueAxis } from '../../../components/chart-options.ts';
import { useChartPalette } from '../../../components/chart-palette.ts';
import { capitalise } from '../../../lib/format.ts';
import { paceSummary } from '../lib/pace.ts';

ChartJS.register(BarElement, CategoryScale, Legend, LinearScale, Tooltip);

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
