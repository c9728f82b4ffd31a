import type { PerformanceOverview } from '@aspirant/contract/performance.ts';
import { bottomLegend, categoryAxis, pointStyle, valueAxis } from '../../../components/chart-options.ts';
import { seriesColor, useChartPalette } from '../../../components/chart-palette.ts';
import { Bar, Line, Scatter } from '../../../components/lazy-charts.ts';
import { formatNumber, formatPercent, mediumDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** One line per subject: its percent in each result that covers it, results in date order on the x axis. */
export function SubjectTrendChart({ trends }: { trends: PerformanceOverview['subjectTrends'] }) {
  const palette = useChartPalette();
  const t = useT();
  const results = new Map<number, { completedAt: string; testName: string }>();
  for (const trend of trends) for (const p of trend.points) results.set(p.resultId, p);
  const order = [...results].sort(([a, x], [b, y]) => x.completedAt.localeCompare(y.completedAt) || a - b);
  const index = new Map(order.map(([id], i) => [id, i]));
  const summary = trends
    .map((trend) => `${trend.subject}: ${trend.points.map((p) => formatPercent(p.percentage)).join(', ')}`)
    .join('; ');
  return (
    <Line
      role="img"
      aria-label={t('performance.trendLabel', { summary })}
      data={{
        labels: order.map(([, r]) => mediumDate(r.completedAt)),
        datasets: trends.map((trend, i) => {
          const data: (number | null)[] = order.map(() => null);
          for (const p of trend.points) data[index.get(p.resultId)!] = p.percentage;
          return {
            label: trend.subject,
            data,
            spanGaps: true,
            borderColor: seriesColor(palette, i),
            backgroundColor: seriesColor(palette, i),
            // Straight segments: a curve would swing past the real scores (below 0 %, above a peak).
            tension: 0,
            pointStyle: pointStyle(i),
            pointRadius: 4,
            pointHoverRadius: 6,
          };
        }),
      }}
      options={{
        maintainAspectRatio: false,
        plugins: {
          legend: bottomLegend(palette, true),
          tooltip: {
            callbacks: {
              title: (items) => {
                const r = order[items[0]?.dataIndex ?? 0]?.[1];
                return r ? `${r.testName} (${mediumDate(r.completedAt)})` : '';
              },
              label: (item) => `${item.dataset.label}: ${formatPercent(Number(item.parsed.y))}`,
            },
          },
        },
        scales: {
          y: valueAxis(palette, { title: t('performance.trendAxis') }),
          x: categoryAxis(palette),
        },
      }}
    />
  );
}

/** Each result as a point: speed (questions per minute) across, accuracy (%) up. */
export function AccuracySpeedChart({ points }: { points: PerformanceOverview['accuracySpeed'] }) {
  const palette = useChartPalette();
  const t = useT();
  const summary = points
    .map((p) =>
      t('performance.speedSummary', {
        test: p.testName,
        accuracy: formatPercent(p.accuracyRate),
        speed: formatNumber(p.speedScore),
      }),
    )
    .join('; ');
  return (
    <Scatter
      role="img"
      aria-label={t('performance.speedLabel', { summary })}
      data={{
        datasets: [
          {
            label: t('performance.results'),
            data: points.map((p) => ({ x: p.speedScore, y: p.accuracyRate })),
            backgroundColor: palette.series[0],
            pointRadius: 6,
            pointHoverRadius: 8,
          },
        ],
      }}
      options={{
        maintainAspectRatio: false,
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: {
              label: (item) => {
                const p = points[item.dataIndex]!;
                return t('performance.speedTooltip', {
                  test: p.testName,
                  accuracy: formatPercent(p.accuracyRate),
                  speed: formatNumber(p.speedScore),
                });
              },
            },
          },
        },
        scales: {
          y: valueAxis(palette, { title: t('performance.accuracyAxis'), range: 'fixed-percent' }),
          x: valueAxis(palette, { title: t('performance.speedAxis'), range: 'count' }),
        },
      }}
    />
  );
}

/** Per test: the student's latest percent, the takers' average, and the percent the top 10 % reach. */
export function TopperChart({ tests }: { tests: PerformanceOverview['topperComparison'] }) {
  const palette = useChartPalette();
  const t = useT();
  const short = (name: string, most: number) => (name.length > most ? `${name.slice(0, most - 1)}…` : name);
  return (
    <Bar
      role="img"
      aria-label={t('performance.topperLabel')}
      data={{
        labels: tests.map((test) => test.testName),
        datasets: [
          {
            label: t('performance.you'),
            data: tests.map((test) => test.you),
            backgroundColor: palette.series[0],
          },
          {
            label: t('performance.average'),
            data: tests.map((test) => test.average),
            backgroundColor: palette.series[2],
          },
          {
            label: t('performance.topTen'),
            data: tests.map((test) => test.topTenPercent),
            backgroundColor: palette.series[3],
          },
        ].map((d) => ({ ...d, borderRadius: 4, maxBarThickness: 36 })),
      }}
      options={{
        maintainAspectRatio: false,
        plugins: {
          legend: bottomLegend(palette),
          tooltip: {
            callbacks: {
              title: (items) => tests[items[0]?.dataIndex ?? 0]?.testName ?? '',
              label: (item) => `${item.dataset.label}: ${formatPercent(Number(item.parsed.y))}`,
            },
          },
        },
        scales: {
          y: valueAxis(palette, { title: t('performance.scoreAxis') }),
          x: {
            ...categoryAxis(palette),
            ticks: {
              color: palette.text,
              // A phone has room for a few letters of each name under its bars (the table has them all).
              callback(value) {
                return short(this.getLabelForValue(Number(value)), this.chart.width < 600 ? 12 : 28);
              },
            },
          },
        },
      }}
    />
  );
}
