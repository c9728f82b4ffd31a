import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ChartFrame } from '../../../components/chart-frame.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useProgress } from '../api/progress.ts';
import { HeatMap } from '../components/heat-map.tsx';
import { WeeklyChart } from '../components/lazy-chart.ts';
import { Streaks } from '../components/streaks.tsx';
import { TargetCard } from '../components/target-card.tsx';
import { WeeklyTable } from '../components/weekly-table.tsx';
import { plural } from '../lib/format.ts';

const CHART_HEIGHT = 280;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Issue 7 /progress: week by week figures, the activity calendar with streaks, and a target score. */
export function ProgressPage() {
  const progress = useProgress();
  const data = progress.data;

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box>
        <PageHeading>Progress Tracker</PageHeading>
        <Typography color="text.secondary">
          Your tests week by week, the days you practised, and how far you are from your target.
        </Typography>
      </Box>

      {progress.isPending ? (
        <Box role="status" aria-label="Loading your progress" sx={{ display: 'grid', gap: 4 }}>
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={260} />
          <Skeleton variant="rounded" height={CHART_HEIGHT} />
          <Skeleton variant="rounded" height={160} />
        </Box>
      ) : !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void progress.refetch()}>
              Retry
            </Button>
          }
        >
          Your progress could not be loaded. {progress.error?.message}
        </Alert>
      ) : (
        <>
          <Streaks current={data.currentStreak} longest={data.longestStreak} />
          <TargetCard target={data.target} />

          <Section id="weekly-title" title="Week by week">
            {data.weeks.every((week) => week.testsTaken === 0) ? (
              <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
                <Typography gutterBottom>No tests in the last 12 weeks yet.</Typography>
                <Link component={RouterLink} to={paths.tests}>
                  Browse the available tests
                </Link>
              </Paper>
            ) : (
              <Box sx={{ display: 'grid', gap: 3 }}>
                <ChartFrame height={CHART_HEIGHT}>
                  <WeeklyChart weeks={data.weeks} />
                </ChartFrame>
                <WeeklyTable weeks={data.weeks} />
              </Box>
            )}
          </Section>

          <Section id="calendar-title" title="Active days">
            <Typography color="text.secondary" gutterBottom>
              {data.activeDays.length === 0
                ? 'No active days yet: a submitted test or a practice answer marks a day as active.'
                : `${plural(data.activeDays.length, 'active day')} in the last year. Tests and practice answers both count.`}
            </Typography>
            <HeatMap activeDays={data.activeDays} today={data.today} />
          </Section>
        </>
      )}
    </Box>
  );
}
