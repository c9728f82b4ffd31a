import type { Dashboard } from '@aspirant/contract/results.ts';
import { radarAxes } from '@aspirant/domain/dashboard.ts';
import type { FigureKey } from '@aspirant/domain/figures.ts';
import { percentileOf, topShare } from '@aspirant/domain/scores.ts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { ChartFrame } from '../../../components/chart-frame.tsx';
import { FigureInfo, useFigures } from '../../../components/figure-info.tsx';
import { SubjectLinks } from '../../../components/subject-links.tsx';
import { countAdjective, formatNumber, formatPercent, withArticle } from '../../../lib/format.ts';
import { useI18n, useT } from '../../../lib/i18n/i18n-provider.tsx';
import {
  DistributionChart,
  SkillsRadarChart,
  SubjectAccuracyChart,
  TrendChart,
} from './dashboard-charts.tsx';

const CHART_HEIGHT = 300;

/** SPEC §2: the dashboard's four tabs, index 0-3. */
export const DASHBOARD_TABS = [
  'dashboard.tabTrends',
  'dashboard.tabSubjects',
  'dashboard.tabTime',
  'dashboard.tabCompetition',
] as const;

interface AnalyticsTabsProps {
  dashboard: Dashboard;
  /** The trend of the chosen period (This Week / This Month). */
  trend: Dashboard['improvementTrend'];
  tab: number;
  onTabChange: (tab: number) => void;
}

export function AnalyticsTabs({ dashboard, trend, tab, onTabChange }: AnalyticsTabsProps) {
  const baseId = useId();
  const t = useT();
  const figures = useFigures();
  const { overview } = dashboard;
  const hasDistribution = Object.values(dashboard.scoreDistribution).some((count) => count > 0);

  return (
    <Paper variant="outlined" component="section" aria-label={t('dashboard.analytics')}>
      <Tabs
        value={tab}
        onChange={(_, next: number) => onTabChange(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('dashboard.analyticsViews')}
        sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
      >
        {DASHBOARD_TABS.map((label, index) => (
          <Tab
            key={label}
            label={t(label)}
            id={`${baseId}-tab-${index}`}
            aria-controls={`${baseId}-panel-${index}`}
            sx={{ textTransform: 'none', fontWeight: 600 }}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${baseId}-panel-${tab}`}
        aria-labelledby={`${baseId}-tab-${tab}`}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        {tab === 0 && (
          <TwoColumns layout="trends">
            <ChartBlock title={figures.name('scoreTrend')} figure="scoreTrend">
              <ChartFrame
                height={CHART_HEIGHT}
                isEmpty={trend.length === 0}
                emptyMessage={t('dashboard.noTrend')}
              >
                <TrendChart trend={trend} />
              </ChartFrame>
            </ChartBlock>
            <ChartBlock title={figures.name('scoreDistribution')} figure="scoreDistribution">
              <ChartFrame
                height={CHART_HEIGHT}
                isEmpty={!hasDistribution}
                emptyMessage={t('dashboard.noDistribution')}
              >
                <DistributionChart distribution={dashboard.scoreDistribution} />
              </ChartFrame>
            </ChartBlock>
          </TwoColumns>
        )}
        {tab === 1 && (
          <TwoColumns layout="subjects">
            <ChartBlock title={figures.name('subjectAccuracy')} figure="subjectAccuracy">
              <ChartFrame
                height={CHART_HEIGHT}
                isEmpty={dashboard.subjectPerformance.length === 0}
                emptyMessage={t('dashboard.noSubjects')}
              >
                <SubjectAccuracyChart subjects={dashboard.subjectPerformance} />
              </ChartFrame>
              {dashboard.subjectPerformance.length > 0 && (
                <SubjectLinks names={dashboard.subjectPerformance.map((subject) => subject.name)} />
              )}
            </ChartBlock>
            <ChartBlock title={figures.name('skillsRadar')} figure="skillsRadar">
              <ChartFrame
                height={CHART_HEIGHT}
                isEmpty={overview.totalTests === 0}
                emptyMessage={t('dashboard.noRadar')}
              >
                <SkillsRadarChart axes={radarAxes(overview)} />
              </ChartFrame>
            </ChartBlock>
          </TwoColumns>
        )}
        {tab === 2 && <TimeAnalytics overview={overview} />}
        {tab === 3 && <Competition overview={overview} />}
      </Box>
    </Paper>
  );
}

const COLUMNS = {
  // The line chart wants width; the doughnut is fine in the narrower column.
  trends: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
  // The radar's axis names need room: side by side only where the tab is wide enough for both.
  subjects: {
    xs: 'minmax(0, 1fr)',
    md: 'repeat(2, minmax(0, 1fr))',
    lg: 'minmax(0, 1fr)',
    xl: 'repeat(2, minmax(0, 1fr))',
  },
} as const;

function TwoColumns({ layout, children }: { layout: keyof typeof COLUMNS; children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: COLUMNS[layout] }}>{children}</Box>;
}

function ChartBlock({ title, figure, children }: { title: string; figure: FigureKey; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <FigureInfo figure={figure} />
      </Box>
      {children}
    </Box>
  );
}

/** One labelled figure of the Time Analytics and Competition tabs, with its tip; a named group. */
function Figure({ figure, value, children }: { figure: FigureKey; value: ReactNode; children?: ReactNode }) {
  const labelId = useId();
  const figures = useFigures();
  return (
    <Paper variant="outlined" role="group" aria-labelledby={labelId} sx={{ p: 2, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography id={labelId} variant="body2" color="text.secondary" component="h3">
          {figures.name(figure)}
        </Typography>
        <FigureInfo figure={figure} />
      </Box>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, my: 0.5 }}>
        {value}
      </Typography>
      {children}
    </Paper>
  );
}

const FIGURE_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** SPEC §2 Time Analytics: efficiency with a bar, questions per minute, active days, tests per day, streak. */
function TimeAnalytics({ overview }: { overview: Dashboard['overview'] }) {
  const { t, language } = useI18n();
  const figures = useFigures();
  const efficiency = Math.min(100, Math.max(0, overview.averageTimeEfficiency));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={FIGURE_GRID}>
        <Figure figure="timeEfficiency" value={formatPercent(overview.averageTimeEfficiency)}>
          <LinearProgress
            variant="determinate"
            value={efficiency}
            aria-label={t('dashboard.efficiencyLabel', {
              percent: formatPercent(overview.averageTimeEfficiency),
            })}
            sx={{ height: 8, borderRadius: 4, mt: 1 }}
          />
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {t('dashboard.efficiencyText')}
          </Typography>
        </Figure>
        <Figure figure="questionsPerMinute" value={formatNumber(overview.averageSpeed)}>
          <Typography variant="caption" color="text.secondary">
            {t('dashboard.timePerQuestion', {
              figure: figures.name('timePerQuestion'),
              minutes: formatNumber(overview.averageTimePerQuestion),
            })}
          </Typography>
        </Figure>
        <Figure figure="activeDays" value={overview.activeDays}>
          <Typography variant="caption" color="text.secondary">
            {t('dashboard.sinceFirstTest', { count: overview.totalDays })}
          </Typography>
        </Figure>
        <Figure figure="testsPerDay" value={formatNumber(overview.testsPerDay)} />
      </Box>
      <Typography color="text.secondary">
        {overview.currentStreak > 0
          ? t('dashboard.streakOn', {
              // English puts 'a' or 'an' before '3-day'; Hindi has no article.
              streak:
                language === 'en'
                  ? withArticle(countAdjective(overview.currentStreak, 'day'))
                  : t('dashboard.streakDays', { count: overview.currentStreak }),
            })
          : t('dashboard.noStreak')}
      </Typography>
    </Box>
  );
}

/**
 * SPEC §2 Competition: the All India Rank with 'Top N%' (issue 15: the top share, ceil(rank / takers x 100)),
 * the seed's figure named for what it is, 'Percentile', and the tests above 70% and above 90%.
 */
function Competition({ overview }: { overview: Dashboard['overview'] }) {
  const top = topShare(overview.allIndiaRank, overview.totalTestTakers);
  const percentile = percentileOf(overview.allIndiaRank, overview.totalTestTakers);
  const t = useT();
  const figures = useFigures();
  return (
    <Box sx={FIGURE_GRID}>
      <Box sx={{ gridColumn: { sm: 'span 2' } }}>
        <Figure
          figure="allIndiaRank"
          value={overview.allIndiaRank === null ? t('dashboard.notAvailable') : `#${overview.allIndiaRank}`}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {t('dashboard.outOfTakers', { count: overview.totalTestTakers })}
            </Typography>
            {top !== null && (
              <>
                <Chip label={t('dashboard.topShare', { top: String(top) })} color="primary" size="small" />
                <FigureInfo figure="topShare" name={t('dashboard.topShare', { top: String(top) })} />
              </>
            )}
            {percentile !== null && (
              <>
                <Typography variant="body2" color="text.secondary">
                  {`${figures.name('percentile')}: ${percentile}`}
                </Typography>
                <FigureInfo figure="percentile" />
              </>
            )}
          </Box>
        </Figure>
      </Box>
      <Figure figure="testsAbove70" value={overview.testsAbove70}>
        <Typography variant="caption" color="text.secondary">
          {t('dashboard.testsAbove70')}
        </Typography>
      </Figure>
      <Figure figure="testsAbove90" value={overview.testsAbove90}>
        <Typography variant="caption" color="text.secondary">
          {t('dashboard.testsAbove90')}
        </Typography>
      </Figure>
    </Box>
  );
}
