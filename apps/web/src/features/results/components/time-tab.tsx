import type { Result } from '@aspirant/contract/results.ts';
import { REFERENCE_SECONDS_PER_QUESTION } from '@aspirant/domain/constants.ts';
import { speedAccuracyBalance, timeAgainstReference } from '@aspirant/domain/time.ts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ChartFrame } from '../../../components/chart-frame.tsx';
import { useFigures } from '../../../components/figure-info.tsx';
import { formatNumber, formatPercent, minutesSeconds } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { FIGURE_GRID, Figure } from './figure.tsx';
import { TimeDistributionChart } from './result-charts.tsx';

const CHART_HEIGHT = 240;

const BALANCE_COLOR = {
  Excellent: 'success',
  Good: 'info',
  'Needs Improvement': 'warning',
  'Not Available': 'default',
} as const;

const BALANCE_KEY = {
  Excellent: 'results.balanceExcellent',
  Good: 'results.balanceGood',
  'Needs Improvement': 'results.balanceNeedsImprovement',
  'Not Available': 'results.balanceNotAvailable',
} as const;

/** Tab 2 (SPEC §2): Time Management Analysis, Time Distribution, Speed vs Accuracy. */
export function TimeTab({ result }: { result: Result }) {
  const t = useT();
  const figures = useFigures();
  const { timeAnalysis } = result;
  const againstReference = timeAgainstReference(timeAnalysis.totalTime, result.total_questions);
  const { fast, medium, slow } = timeAnalysis.timeDistribution;
  const hasDistribution = fast + medium + slow > 0;
  const balance = speedAccuracyBalance(result.speed_score, result.accuracy_rate);
  const id = useId();

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Box component="section" aria-labelledby={`${id}-time-management-title`}>
        <Typography
          id={`${id}-time-management-title`}
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, mb: 1 }}
        >
          {t('results.timeManagement')}
        </Typography>
        <Box sx={FIGURE_GRID}>
          <Figure label={t('results.totalTime')} value={minutesSeconds(timeAnalysis.totalTime)} />
          <Figure
            label={t('results.averagePerQuestion')}
            value={t('results.secondsSpaced', {
              seconds: formatNumber(timeAnalysis.averageTimePerQuestion, 1),
            })}
          />
          <Figure
            label={figures.name('questionsPerMinute')}
            value={formatNumber(timeAnalysis.questionsPerMinute)}
          />
          <Figure
            label={t('results.allowanceUsed')}
            value={formatPercent(againstReference)}
            hint={t('results.ofSecondsPerQuestion', { seconds: REFERENCE_SECONDS_PER_QUESTION })}
          />
        </Box>
        <Box sx={{ mt: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
            <Typography variant="body2" id={`${id}-time-reference-label`}>
              {t('results.againstReference', {
                seconds: REFERENCE_SECONDS_PER_QUESTION,
                time: minutesSeconds(result.total_questions * REFERENCE_SECONDS_PER_QUESTION),
                count: result.total_questions,
              })}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {formatPercent(againstReference)}
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, againstReference)}
            color={againstReference > 100 ? 'warning' : 'primary'}
            aria-labelledby={`${id}-time-reference-label`}
            sx={{ height: 10, borderRadius: 5 }}
          />
        </Box>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-labelledby={`${id}-time-distribution-title`}>
          <Typography
            id={`${id}-time-distribution-title`}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, mb: 1 }}
          >
            {t('results.timeDistribution')}
          </Typography>
          <ChartFrame
            height={CHART_HEIGHT}
            isEmpty={!hasDistribution}
            emptyMessage={t('results.noTimeDistribution')}
          >
            <TimeDistributionChart distribution={timeAnalysis.timeDistribution} />
          </ChartFrame>
        </Box>
        <Box component="section" aria-labelledby={`${id}-speed-accuracy-title`}>
          <Typography
            id={`${id}-speed-accuracy-title`}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, mb: 1 }}
          >
            {t('results.speedVsAccuracy')}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1.5, columnGap: 2 }}
          >
            <Typography component="dt">{t('results.speedQpm')}</Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {formatNumber(result.speed_score)}
            </Typography>
            <Typography component="dt">{t('results.accuracyRate')}</Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {formatPercent(result.accuracy_rate)}
            </Typography>
            <Typography component="dt">{t('results.actualQpm')}</Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {formatNumber(timeAnalysis.questionsPerMinute)}
            </Typography>
            <Typography component="dt">{t('results.balance')}</Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <Chip
                label={t(BALANCE_KEY[balance])}
                color={BALANCE_COLOR[balance]}
                size="small"
                sx={{ fontWeight: 700 }}
              />
            </Box>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
