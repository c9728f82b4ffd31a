import type { Dashboard } from '@aspirant/contract/results.ts';
import type { RadarAxes } from '@aspirant/domain/dashboard.ts';
import { bottomLegend, categoryAxis, valueAxis } from '../../../components/chart-options.ts';
import { useChartPalette } from '../../../components/chart-palette.ts';
import { Bar, Doughnut, Line, Radar } from '../../../components/lazy-charts.ts';
import { formatNumber, monthDay } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** The score distribution's buckets (the server's keys are SPEC's English names). */
const BUCKET_NAME = {
  '90+ Score': 'dashboard.bucket90',
  '80-89 Score': 'dashboard.bucket80',
  '70-79 Score': 'dashboard.bucket70',
  'Below 70': 'dashboard.bucketBelow70',
} as const satisfies Record<keyof Dashboard['scoreDistribution'], string>;

/** The radar's axes (the domain's keys are SPEC's English names). */
const AXIS_NAME = {
  Accuracy: 'dashboard.axisAccuracy',
  Speed: 'dashboard.axisSpeed',
  'Time Efficiency': 'dashboard.axisTimeEfficiency',
  Consistency: 'dashboard.axisConsistency',
  Progress: 'dashboard.axisProgress',
} as const satisfies Record<keyof RadarAxes, string>;

/**
 * SPEC §2: the trend line with 'Average Score' and 'Average Accuracy', labelled 'Mar 11'; one point per test
 * (issue 15), its tooltip titled with the test's name.
 */
export function TrendChart({ trend }: { trend: Dashboard['improvementTrend'] }) {
  const palette = useChartPalette();
  const t = useT();
  const labels = trend.map((point) => monthDay(point.date));
  const last = trend.at(-1);
  const summary = last
    ? t('dashboard.trendSummary', {
        count: trend.length,
        first: labels[0]!,
        last: labels.at(-1)!,
        test: last.testName,
        score: formatNumber(last.avgScore),
        accuracy: formatNumber(last.avgAccuracy),
      })
    : t('dashboard.trendNoData');
  return (
    <Line
      role="img"
      aria-label={summary}
      data={{
        labels,
        datasets: [
          {
            label: t('dashboard.averageScore'),
            data: trend.map((point) => point.avgScore),
            borderColor: palette.series[0],
            backgroundColor: palette.seriesFill[0],
            fill: true,
            tension: 0.3,
            pointRadius: 4,
          },
          {
            label: t('dashboard.averageAccuracy'),
            data: trend.map((point) => point.avgAccuracy),
            borderColor: palette.series[1],
            backgroundColor: palette.series[1],
            tension: 0.3,
            pointRadius: 4,
          },
        ],
      }}
      options={{
        maintainAspectRatio: false,
        interaction: { mode: 'index', intersect: false },
        plugins: {
          legend: bottomLegend(palette),
          tooltip: { callbacks: { title: (items) => trend[items[0]?.dataIndex ?? 0]?.testName ?? '' } },
        },
        scales: {
          y: valueAxis(palette),
          x: categoryAxis(palette),
        },
      }}
    />
  );
}

/** SPEC §2: the score distribution doughnut, green / light green / orange / red. */
export function DistributionChart({ distribution }: { distribution: Dashboard['scoreDistribution'] }) {
  const palette = useChartPalette();
  const t = useT();
  const buckets = Object.keys(distribution) as (keyof Dashboard['scoreDistribution'])[];
  const bucketName = (bucket: keyof Dashboard['scoreDistribution']) => t(BUCKET_NAME[bucket]);
  return (
    <Doughnut
      role="img"
      aria-label={t('dashboard.distributionLabel', {
        buckets: buckets.map((b) => `${bucketName(b)}: ${distribution[b]}`).join(', '),
      })}
      data={{
        labels: buckets.map(bucketName),
        datasets: [
          {
            data: buckets.map((b) => distribution[b]),
            backgroundColor: buckets.map((b) => palette.buckets[b]),
            borderColor: palette.surface,
            borderWidth: 2,
          },
        ],
      }}
      options={{
        maintainAspectRatio: false,
        cutout: '60%',
        plugins: { legend: bottomLegend(palette) },
      }}
    />
  );
}

/** SPEC §2: the subject bar chart titled 'Accuracy (%)'. */
export function SubjectAccuracyChart({ subjects }: { subjects: Dashboard['subjectPerformance'] }) {
  const palette = useChartPalette();
  const t = useT();
  return (
    <Bar
      role="img"
      aria-label={t('dashboard.accuracyBySubject', {
        subjects: subjects.map((s) => `${s.name} ${formatNumber(s.accuracy)}%`).join(', '),
      })}
      data={{
        labels: subjects.map((s) => s.name),
        datasets: [
          {
            label: t('dashboard.accuracyPercent'),
            data: subjects.map((s) => s.accuracy),
            backgroundColor: palette.series[0],
            borderRadius: 4,
            maxBarThickness: 40,
          },
        ],
      }}
      options={{
        maintainAspectRatio: false,
        plugins: {
          legend: { display: false },
          title: {
            display: true,
            text: t('dashboard.accuracyPercent'),
            color: palette.text,
            font: { size: 14, weight: 'bold' },
          },
        },
        scales: {
          y: valueAxis(palette, { range: 'fixed-percent' }),
          x: { ...categoryAxis(palette), ticks: { color: palette.text, autoSkip: false, maxRotation: 45 } },
        },
      }}
    />
  );
}

/** SPEC §2: the radar of radarAxes (Accuracy, Speed, Time Efficiency, Consistency, Progress). */
export function SkillsRadarChart({ axes }: { axes: RadarAxes }) {
  const palette = useChartPalette();
  const t = useT();
  const names = Object.keys(axes) as (keyof RadarAxes)[];
  const axisName = (name: keyof RadarAxes) => t(AXIS_NAME[name]);
  return (
    <Radar
      role="img"
      aria-label={t('dashboard.radarLabel', {
        axes: names.map((n) => `${axisName(n)} ${formatNumber(axes[n])}`).join(', '),
      })}
      data={{
        labels: names.map(axisName),
        datasets: [
          {
            label: t('dashboard.yourPerformance'),
            data: names.map((n) => axes[n]),
            borderColor: palette.series[2],
            backgroundColor: palette.seriesFill[2],
            pointBackgroundColor: palette.series[2],
          },
        ],
      }}
      options={{
        maintainAspectRatio: false,
        plugins: { legend: { display: false } },
        scales: {
          r: {
            suggestedMin: 0,
            suggestedMax: 100,
            angleLines: { color: palette.grid },
            grid: { color: palette.grid },
            pointLabels: { color: palette.text, font: { size: 12 } },
            ticks: { color: palette.text, backdropColor: 'transparent', stepSize: 25, font: { size: 10 } },
          },
        },
      }}
    />
  );
}
