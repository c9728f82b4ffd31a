import type { ProgressWeek } from '@aspirant/contract/progress.ts';
import { bottomLegend, valueAxis } from '../../../components/chart-options.ts';
import { useChartPalette } from '../../../components/chart-palette.ts';
import { Chart } from '../../../components/lazy-charts.ts';
import { dayMonth, formatNumber, plural } from '../../../lib/format.ts';

/** Tests taken per week (bars, left axis) and the week's average score (line, right axis, 0-100 %). */
export function WeeklyChart({ weeks }: { weeks: ProgressWeek[] }) {
  const palette = useChartPalette();
  const labels = weeks.map((week) => dayMonth(week.weekStart));
  const last = weeks.at(-1);
  const summary = last
    ? `Tests taken and average score per week, weeks of ${labels[0]} to ${labels.at(-1)}. This week: ${plural(last.testsTaken, 'test')}${last.averageScore === null ? '' : `, average ${formatNumber(last.averageScore)}%`}.`
    : 'Tests taken and average score per week: no data.';
  return (
    <Chart
      type="bar"
      role="img"
      aria-label={summary}
      data={{
        labels,
        datasets: [
          {
            type: 'bar' as const,
            label: 'Tests taken',
            data: weeks.map((week) => week.testsTaken),
            backgroundColor: palette.series[0],
            borderRadius: 4,
            maxBarThickness: 32,
            yAxisID: 'tests',
            order: 2,
          },
          {
            type: 'line' as const,
            label: 'Average score (%)',
            data: weeks.map((week) => week.averageScore),
            borderColor: palette.series[1],
            backgroundColor: palette.series[1],
            spanGaps: true,
            tension: 0,
            pointRadius: 4,
            yAxisID: 'score',
            order: 1,
          },
        ],
      }}
      options={{
        maintainAspectRatio: false,
        interaction: { mode: 'index', intersect: false },
        plugins: { legend: bottomLegend(palette) },
        scales: {
          x: { ticks: { color: palette.text }, grid: { color: palette.grid } },
          tests: {
            type: 'linear',
            position: 'left',
            ...valueAxis(palette, { title: 'Tests', range: 'count', integer: true }),
          },
          score: {
            type: 'linear',
            position: 'right',
            ...valueAxis(palette, { title: 'Average score (%)' }),
            grid: { drawOnChartArea: false },
          },
        },
      }}
    />
  );
}
