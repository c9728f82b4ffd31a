import { MAX_INSIGHTS } from '@aspirant/domain/constants.ts';
import AssessmentIcon from '@mui/icons-material/Assessment';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LiveAnnouncer } from '../../../components/live-announcer.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PrimaryCards, SecondaryCards } from '../../../components/overview-cards.tsx';
import { QuickStats } from '../../../components/quick-stats.tsx';
import { paths } from '../../../config/paths.ts';
import { serverErrorText } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useSession } from '../../../lib/session.ts';
import { useTarget } from '../../../lib/target-query.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { useRegenerateInsights } from '../api/regenerate-insights.ts';
import { AnalyticsTabs } from '../components/analytics-tabs.tsx';
import { DashboardHeader } from '../components/dashboard-header.tsx';
import { InsightsPanel } from '../components/insights-panel.tsx';
import { QuickActions } from '../components/quick-actions.tsx';
import { RecentTests } from '../components/recent-tests.tsx';
import { StudyRecommendations } from '../components/study-recommendations.tsx';
import { type Period, recentInPeriod, trendInPeriod } from '../lib/period.ts';

/** SPEC §2 Dashboard (/dashboard, 'Performance Analytics Hub'): loading, error, empty, loaded. */
export function DashboardPage() {
  const { user } = useSession();
  const t = useT();
  const dashboard = useDashboard();
  // The one target (issue 15): the Progress Tracker's, or its default.
  const target = useTarget();
  const [period, setPeriod] = useState<Period>('week');
  const [tab, setTab] = useState(0);
  const regeneration = useRegenerateInsights();
  const [announcement, setAnnouncement] = useState('');
  const name = user?.name ?? null;

  const data = dashboard.data;

  /** Issue 5 'Generate New Insights': the server makes them again (with the AI provider when there is one). */
  async function regenerate() {
    setAnnouncement('');
    const outcome = await regeneration.mutateAsync();
    setAnnouncement(
      outcome.success
        ? t('dashboard.insightsUpdated', { count: Math.min(MAX_INSIGHTS, outcome.data.insights.length) })
        : t('dashboard.insightsFailed', { error: outcome.error }),
    );
  }

  // SPEC §2 toggle: the trend and the recent tests follow the chosen period; the cards cover every test.
  const filtered = useMemo(() => {
    if (!data) return null;
    const now = Date.now();
    return {
      trend: trendInPeriod(data.improvementTrend, period, now),
      recent: recentInPeriod(data.recentPerformance, period, now),
    };
  }, [data, period]);

  if (dashboard.isPending) {
    return (
      <>
        <DashboardHeader name={name} />
        <LoadingScreen />
      </>
    );
  }

  if (dashboard.isError && !data) {
    return (
      <>
        <DashboardHeader name={name} />
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void dashboard.refetch()}>
              {t('dashboard.retry')}
            </Button>
          }
        >
          <AlertTitle>{t('dashboard.error')}</AlertTitle>
          {serverErrorText(dashboard.error, t('dashboard.loadFailed'))}
        </Alert>
      </>
    );
  }

  if (!data || !filtered || data.overview.totalTests === 0) {
    return (
      <>
        <DashboardHeader name={name} />
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
          <AssessmentIcon aria-hidden sx={{ fontSize: 64, color: 'text.disabled' }} />
          <Typography variant="h5" component="h2" gutterBottom>
            {t('dashboard.noData')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('dashboard.noDataText')}
          </Typography>
          <Button component={RouterLink} to={paths.tests} variant="contained" size="large">
            {t('dashboard.firstTest')}
          </Button>
        </Paper>
      </>
    );
  }

  return (
    <>
      <DashboardHeader name={name} period={period} onPeriodChange={setPeriod} />
      <LiveAnnouncer message={announcement} />
      {dashboard.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <AlertTitle>{t('dashboard.error')}</AlertTitle>
          {serverErrorText(dashboard.error, t('dashboard.loadFailed'))}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
        <PrimaryCards overview={data.overview} target={target.data} />
        <SecondaryCards overview={data.overview} />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
            <AnalyticsTabs dashboard={data} trend={filtered.trend} tab={tab} onTabChange={setTab} />
            <RecentTests tests={filtered.recent} />
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
            <InsightsPanel
              insights={data.insights}
              isRefreshing={regeneration.isPending}
              onRegenerate={() => void regenerate()}
            />
            <QuickStats overview={data.overview} />
            <StudyRecommendations subjects={data.subjectPerformance} />
          </Box>
        </Box>
        <QuickActions />
      </Box>
    </>
  );
}
