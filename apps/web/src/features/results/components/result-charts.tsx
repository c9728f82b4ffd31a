import type { Result } from '@aspirant/contract/results.ts';
import { bottomLegend, categoryAxis, valueAxis } from '../../../components/chart-options.ts';
import { useChartPalette } from '../../../components/chart-palette.ts';
import { Bar, Doughnut } from '../../../components/lazy-charts.ts';
import { formatNumber } from '../../../lib/format.ts';

/** Correct, incorrect and unattempted answers. */
export function AnswerSplitChart({ result }: { result: Result }) {
  const palette = useChartPalette();
  const counts = [result.correct, result.wrong, result.unattempted];
  return (
    <Doughnut
      role="img"
      aria-label={`Answers: ${result.correct} correct, ${result.wrong} incorrect, ${result.unattempted} unattempted`}
      data={{
        labels: ['Correct', 'Incorrect', 'Unattempted'],
        datasets: [
          {
            data: counts,
            backgroundColor: [
              palette.outcome.correct,
              palette.outcome.incorrect,
              palette.outcome.unattempted,
            ],
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

/** Percent per subject, 0-100. */
export function SubjectScoreChart({ subjects }: { subjects: [string, number][] }) {
  const palette = useChartPalette();
  return (
    <Bar
      role="img"
      aria-label={`Score by subject: ${subjects.map(([name, percent]) => `${name} ${formatNumber(percent)}%`).join(', ')}`}
      data={{
        labels: subjects.map(([name]) => name),
        datasets: [
          {
            label: 'Score (%)',
            data: subjects.map(([, percent]) => percent),
            backgroundColor: palette.series[0],
            borderRadius: 4,
            maxBarThickness: 48,
          },
        ],
      }}
      options={{
        maintainAspectRatio: false,
        plugins: {
          legend: { display: false },
          title: {
            display: true,
            text: 'Score (%)',
            color: palette.text,
            font: { size: 14, weight: 'bold' },
          },
        },
        scales: {
          y: valueAxis(palette, { range: 'fixed-percent' }),
          x: categoryAxis(palette),
        },
      }}
    />
  );
}

/** SPEC §9 time buckets of the attempted questions: fast under 30 s, medium 30-60 s, slow over 60 s. */
export function TimeDistributionChart({
  distribution,
}: {
  distribution: Result['timeAnalysis']['timeDistribution'];
}) {
  const palette = useChartPalette();
  const labels = ['Fast (under 30 s)', 'Medium (30-60 s)', 'Slow (over 60 s)'];
  const counts = [distribution.fast, distribution.medium, distribution.slow];
  return (
    <Bar
      role="img"
      aria-label={`Time distribution of attempted questions: ${distribution.fast} fast, ${distribution.medium} medium, ${distribution.slow} slow`}
      data={{
        labels,
        datasets: [
          {
            label: 'Questions',
            data: counts,
            backgroundColor: [palette.pace.fast, palette.pace.medium, palette.pace.slow],
            borderRadius: 4,
            maxBarThickness: 64,
          },
        ],
      }}
      options={{
        maintainAspectRatio: false,
        plugins: { legend: { display: false } },
        scales: {
          y: valueAxis(palette, { title: 'Questions', range: 'count', integer: true }),
          x: categoryAxis(palette),
        },
      }}
    />
  );
}
