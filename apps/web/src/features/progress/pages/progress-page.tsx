import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ChartFrame } from '../../../components/chart-frame.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useProgress } from '../api/progress.ts';
import { HeatMap } from '../components/heat-map.tsx';
import { Streaks } from '../components/streaks.tsx';
import { TargetCard } from '../components/target-card.tsx';
import { WeeklyChart } from '../components/weekly-chart.tsx';
import { WeeklyTable } from '../components/weekly-table.tsx';

const CHART_HEIGHT = 280;

/** Issue 7 /progress: week by week figures, the activity calendar with streaks, and a target score. */
export function ProgressPage() {
  const progress = useProgress();
  const t = useT();
  const data = progress.data;

  return (
    // One column that may shrink below its content: the calendar scrolls inside its own box on a phone.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }}>
      <Box>
        <PageHeading>{t('progress.title')}</PageHeading>
        <Typography color="text.secondary">{t('progress.intro')}</Typography>
      </Box>

      {progress.isPending ? (
        // The sections' sizes as loaded (streaks, target, 12 weeks' chart and table, calendar): nothing jumps.
        <Box role="status" aria-label={t('progress.loading')} sx={{ display: 'grid', gap: 4 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Skeleton variant="rounded" height={66} />
            <Skeleton variant="rounded" height={66} />
          </Box>
          <Skeleton variant="rounded" sx={{ height: { xs: 390, sm: 308 } }} />
          <Skeleton variant="rounded" sx={{ height: { xs: 880, sm: 835 } }} />
          <Skeleton variant="rounded" height={281} />
        </Box>
      ) : !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void progress.refetch()}>
              {t('progress.retry')}
            </Button>
          }
        >
          {t('progress.loadFailed', { error: progress.error?.message ?? '' })}
        </Alert>
      ) : (
        <>
          <Streaks current={data.currentStreak} longest={data.longestStreak} />
          <TargetCard target={data.target} />

          <SectionCard title={t('progress.weekByWeek')}>
            {data.weeks.every((week) => week.testsTaken === 0) ? (
              <Box
                sx={{
                  p: 3,
                  textAlign: 'center',
                  border: 1,
                  borderColor: 'divider',
                  borderStyle: 'dashed',
                  borderRadius: 1,
                }}
              >
                <Typography gutterBottom>{t('progress.noTests')}</Typography>
                <Link component={RouterLink} to={paths.tests}>
                  {t('progress.browseTests')}
                </Link>
              </Box>
            ) : (
              <Box sx={{ display: 'grid', gap: 3 }}>
                <ChartFrame height={CHART_HEIGHT}>
                  <WeeklyChart weeks={data.weeks} />
                </ChartFrame>
                <WeeklyTable weeks={data.weeks} />
              </Box>
            )}
          </SectionCard>

          <SectionCard
            title={t('progress.activeDays')}
            description={
              data.activeDays.length === 0
                ? t('progress.noActiveDays')
                : t('progress.activeDaysCount', { count: data.activeDays.length })
            }
          >
            <HeatMap activeDays={data.activeDays} today={data.today} />
          </SectionCard>
        </>
      )}
    </Box>
  );
}
