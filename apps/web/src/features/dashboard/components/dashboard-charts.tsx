import type { Dashboard } from '@aspirant/contract/results.ts';
import type { RadarAxes } from '@aspirant/domain/dashboard.ts';
import { bottomLegend, categoryAxis, valueAxis } from '../../../components/chart-options.ts';
import { useChartPalette } from '../../../components/chart-palette.ts';
import { Bar, Doughnut, Line, Radar } from '../../../components/lazy-charts.ts';
import { formatNumber, monthDay, plural } from '../../../lib/format.ts';

/** SPEC §2: the trend line with 'Average Score' and 'Average Accuracy', labelled 'Mar 11'. */
export function TrendChart({ trend }: { trend: Dashboard['improvementTrend'] }) {
  const palette = useChartPalette();
  const labels = trend.map((point) => monthDay(point.date));
  const last = trend.at(-1);
  const summary = last
    ? `Performance trend over ${plural(trend.length, 'day')}, ${labels[0]} to ${labels.at(-1)}. Latest: average score ${formatNumber(last.avgScore)}%, average accuracy ${formatNumber(last.avgAccuracy)}%.`
    : 'Performance trend: no data.';
  return (
    <Line
      role="img"
      aria-label={summary}
      data={{
        labels,
        datasets: [
          {
            label: 'Average Score',
            data: trend.map((point) => point.avgScore),
            borderColor: palette.series[0],
            backgroundColor: palette.seriesFill[0],
            fill: true,
            tension: 0.3,
            pointRadius: 4,
          },
          {
            label: 'Average Accuracy',
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
        plugins: { legend: bottomLegend(palette) },
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
  const buckets = Object.keys(distribution) as (keyof Dashboard['scoreDistribution'])[];
  return (
    <Doughnut
      role="img"
      aria-label={`Score distribution: ${buckets.map((b) => `${b}: ${distribution[b]}`).join(', ')}`}
      data={{
        labels: buckets,
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
  return (
    <Bar
      role="img"
      aria-label={`Accuracy by subject: ${subjects.map((s) => `${s.name} ${formatNumber(s.accuracy)}%`).join(', ')}`}
      data={{
        labels: subjects.map((s) => s.name),
        datasets: [
          {
            label: 'Accuracy (%)',
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
            text: 'Accuracy (%)',
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
  const names = Object.keys(axes) as (keyof RadarAxes)[];
  return (
    <Radar
      role="img"
      aria-label={`Performance radar: ${names.map((n) => `${n} ${formatNumber(axes[n])}`).join(', ')}`}
      data={{
        labels: names,
        datasets: [
          {
            label: 'Your Performance',
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
