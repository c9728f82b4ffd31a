import type { Result } from '@aspirant/contract/results.ts';
import { bottomLegend, categoryAxis, valueAxis } from '../../../components/chart-options.ts';
import { useChartPalette } from '../../../components/chart-palette.ts';
import { Bar, Doughnut } from '../../../components/lazy-charts.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** Correct, incorrect and unattempted answers. */
export function AnswerSplitChart({ result }: { result: Result }) {
  const t = useT();
  const palette = useChartPalette();
  const counts = [result.correct, result.wrong, result.unattempted];
  return (
    <Doughnut
      role="img"
      aria-label={t('results.answersChart', {
        correct: result.correct,
        incorrect: result.wrong,
        unattempted: result.unattempted,
      })}
      data={{
        labels: [t('results.statusCorrect'), t('results.statusIncorrect'), t('results.statusUnattempted')],
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
  const t = useT();
  const palette = useChartPalette();
  return (
    <Bar
      role="img"
      aria-label={t('results.subjectChart', {
        list: subjects.map(([name, percent]) => `${name} ${formatNumber(percent)}%`).join(', '),
      })}
      data={{
        labels: subjects.map(([name]) => name),
        datasets: [
          {
            label: t('results.scorePercent'),
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
            text: t('results.scorePercent'),
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
  const t = useT();
  const labels = [t('results.paceFast'), t('results.paceMedium'), t('results.paceSlow')];
  const counts = [distribution.fast, distribution.medium, distribution.slow];
  return (
    <Bar
      role="img"
      aria-label={t('results.timeChart', {
        fast: distribution.fast,
        medium: distribution.medium,
        slow: distribution.slow,
      })}
      data={{
        labels,
        datasets: [
          {
            label: t('results.questionsAxis'),
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
          y: valueAxis(palette, { title: t('results.questionsAxis'), range: 'count', integer: true }),
          x: categoryAxis(palette),
        },
      }}
    />
  );
}
