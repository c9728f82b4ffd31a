// Chart.js is registered here only: this module loads lazily with the first chart of the result page.
import type { Result } from '@aspirant/contract/results.ts';
import { useTheme } from '@mui/material/styles';
import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Title,
  Tooltip,
} from 'chart.js';
import { Bar, Doughnut } from 'react-chartjs-2';
import { chartPalette } from '../../../components/chart-palette.ts';
import { formatNumber } from '../lib/format.ts';

ChartJS.register(ArcElement, BarElement, CategoryScale, Legend, LinearScale, Title, Tooltip);

/** The palette of the MUI theme's colour mode (SPEC §2: the colour mode is read for chart colours). */
function usePalette() {
  return chartPalette(useTheme().palette.mode);
}

/** Correct, incorrect and unattempted answers. */
export function AnswerSplitChart({ result }: { result: Result }) {
  const palette = usePalette();
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
        plugins: { legend: { position: 'bottom', labels: { color: palette.text } } },
      }}
    />
  );
}

/** Percent per subject, 0-100. */
export function SubjectScoreChart({ subjects }: { subjects: [string, number][] }) {
  const palette = usePalette();
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
          y: { min: 0, max: 100, ticks: { color: palette.text }, grid: { color: palette.grid } },
          x: { ticks: { color: palette.text }, grid: { display: false } },
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
  const palette = usePalette();
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
          y: {
            beginAtZero: true,
            ticks: { color: palette.text, precision: 0 },
            grid: { color: palette.grid },
            title: { display: true, text: 'Questions', color: palette.text },
          },
          x: { ticks: { color: palette.text }, grid: { display: false } },
        },
      }}
    />
  );
}
