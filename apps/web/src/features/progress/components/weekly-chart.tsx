import type { ProgressWeek } from '@aspirant/contract/progress.ts';
import { bottomLegend, valueAxis } from '../../../components/chart-options.ts';
import { useChartPalette } from '../../../components/chart-palette.ts';
import { Chart } from '../../../components/lazy-charts.ts';
import { dayMonth, formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** Tests taken per week (bars, left axis) and the week's average score (line, right axis, 0-100 %). */
export function WeeklyChart({ weeks }: { weeks: ProgressWeek[] }) {
  const palette = useChartPalette();
  const t = useT();
  const labels = weeks.map((week) => dayMonth(week.weekStart));
  const last = weeks.at(-1);
  const summary = last
    ? t('progress.chartSummary', {
        first: labels[0]!,
        last: labels.at(-1)!,
        tests: t('progress.chartTests', { count: last.testsTaken }),
        average:
          last.averageScore === null
            ? ''
            : t('progress.chartAverage', { score: formatNumber(last.averageScore) }),
      })
    : t('progress.chartNoData');
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
            label: t('progress.testsTaken'),
            data: weeks.map((week) => week.testsTaken),
            backgroundColor: palette.series[0],
            borderRadius: 4,
            maxBarThickness: 32,
            yAxisID: 'tests',
            order: 2,
          },
          {
            type: 'line' as const,
            label: t('progress.averageScorePercent'),
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
            ...valueAxis(palette, { title: t('progress.tests'), range: 'count', integer: true }),
          },
          score: {
            type: 'linear',
            position: 'right',
            ...valueAxis(palette, { title: t('progress.averageScorePercent') }),
            grid: { drawOnChartArea: false },
          },
        },
      }}
    />
  );
}
