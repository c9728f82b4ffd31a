import type { TestAnalysis } from '@aspirant/contract/insights.ts';
import { categoryAxis, valueAxis } from '../../../components/chart-options.ts';
import { useChartPalette } from '../../../components/chart-palette.ts';
import { Bar } from '../../../components/lazy-charts.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** The takers per 10 % of score (lazily loaded Chart.js, drawn inside a ChartFrame by the page). */
export function ScoreHistogram({ distribution }: { distribution: TestAnalysis['distribution'] }) {
  const t = useT();
  const palette = useChartPalette();
  const labels = distribution.map((b) => `${formatNumber(b.from)}–${formatNumber(b.to)}`);
  return (
    <Bar
      role="img"
      aria-label={t('testAnalysis.distributionAria', {
        list: distribution
          .map((b, i) => t('testAnalysis.binCount', { range: `${labels[i]} %`, count: b.count }))
          .join(', '),
      })}
      data={{
        labels,
        datasets: [
          {
            label: t('testAnalysis.studentsAxis'),
            data: distribution.map((b) => b.count),
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
          y: valueAxis(palette, { range: 'count', integer: true, title: t('testAnalysis.studentsAxis') }),
          x: {
            ...categoryAxis(palette),
            title: { display: true, text: t('testAnalysis.scoreAxis'), color: palette.text },
          },
        },
      }}
    />
  );
}
