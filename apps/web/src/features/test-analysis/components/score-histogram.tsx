import type { TestAnalysis } from '@aspirant/contract/insights.ts';
import { ScoreDistributionChart } from '../../../components/score-distribution-chart.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** The takers per 10 % of score (lazily loaded Chart.js, drawn inside a ChartFrame by the page). */
export function ScoreHistogram({ distribution }: { distribution: TestAnalysis['distribution'] }) {
  const t = useT();
  const labels = distribution.map((b) => `${formatNumber(b.from)}–${formatNumber(b.to)}`);
  return (
    <ScoreDistributionChart
      labels={labels}
      counts={distribution.map((b) => b.count)}
      ariaLabel={t('testAnalysis.distributionAria', {
        list: distribution
          .map((b, i) => t('testAnalysis.binCount', { range: `${labels[i]} %`, count: b.count }))
          .join(', '),
      })}
      studentsAxis={t('testAnalysis.studentsAxis')}
      scoreAxis={t('testAnalysis.scoreAxis')}
    />
  );
}
