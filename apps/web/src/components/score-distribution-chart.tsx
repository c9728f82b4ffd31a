import { categoryAxis, valueAxis } from './chart-options.ts';
import { useChartPalette } from './chart-palette.ts';
import { Bar } from './lazy-charts.ts';

/**
 * Students per band of score, as bars (lazily loaded Chart.js, drawn inside a ChartFrame by the page): a batch's
 * first attempts of a test, a test's takers in its item analysis. The words are the caller's.
 */
export function ScoreDistributionChart({
  labels,
  counts,
  ariaLabel,
  studentsAxis,
  scoreAxis,
}: {
  labels: readonly string[];
  counts: readonly number[];
  ariaLabel: string;
  studentsAxis: string;
  scoreAxis: string;
}) {
  const palette = useChartPalette();
  return (
    <Bar
      role="img"
      aria-label={ariaLabel}
      data={{
        labels: [...labels],
        datasets: [
          {
            label: studentsAxis,
            data: [...counts],
            backgroundColor: palette.series[0],
            borderRadius: 4,
            maxBarThickness: 40,
          },
        ],
      }}
      options={{
        maintainAspectRatio: false,
        plugins: { legend: { display: false } },
        scales: {
          y: valueAxis(palette, { range: 'count', integer: true, title: studentsAxis }),
          x: { ...categoryAxis(palette), title: { display: true, text: scoreAxis, color: palette.text } },
        },
      }}
    />
  );
}
