import type { StatsOverview } from '@aspirant/contract/results.ts';
import type { FigureKey } from '@aspirant/domain/figures.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { FigureInfo, useFigures } from '../../../components/figure-info.tsx';
import { cardListGrid } from '../../../components/layout.ts';
import { paths } from '../../../config/paths.ts';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useStatsOverview } from '../api/get-stats-overview.ts';
import { OverviewCharts } from './overview-charts.tsx';

const CHART_HEIGHT = 280;

/** SPEC §2 "Performance Overview" on /tests, from GET /api/results/stats/overview. */
export function PerformanceOverview() {
  const stats = useStatsOverview();
  const t = useT();

  // SPEC §8: a failed overview is only logged; the block shows its empty state.
  useEffect(() => {
    if (stats.error) console.error('Failed to load the performance overview', stats.error);
  }, [stats.error]);

  return (
    <Box component="section" aria-labelledby="performance-overview-title" sx={{ mt: 5 }}>
      <Typography id="performance-overview-title" variant="h5" component="h2" gutterBottom>
        {t('catalogue.overview')}
      </Typography>
      {stats.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : stats.data && stats.data.totalTests > 0 ? (
        <Overview stats={stats.data} />
      ) : (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography gutterBottom>{t('catalogue.noTestsTaken')}</Typography>
          <Link component={RouterLink} to={paths.tests}>
            {t('catalogue.browseTests')}
          </Link>
        </Paper>
      )}
    </Box>
  );
}

function Overview({ stats }: { stats: StatsOverview }) {
  const t = useT();
  const figures = useFigures();
  const subjects = Object.entries(stats.subjectWisePerformance).sort(([a], [b]) => a.localeCompare(b));
  // Issue 15: the dashboard's names and definitions for the same figures (domain/figures.ts).
  const cards: { figure: FigureKey; value: string }[] = [
    { figure: 'totalTests', value: formatNumber(stats.totalTests) },
    { figure: 'averageScore', value: formatPercent(stats.averageScore, 1) },
    { figure: 'bestScore', value: formatPercent(stats.highestScore, 1) },
    { figure: 'lowestScore', value: formatPercent(stats.lowestScore, 1) },
  ];

  return (
    // minmax(0, 1fr): the column is the screen's width, never the widest chart's (a 320 px phone).
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {cards.map((card) => (
          <Paper key={card.figure} variant="outlined" sx={{ p: 2 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {figures.name(card.figure)} <FigureInfo figure={card.figure} />
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 600 }}>
              {card.value}
            </Typography>
          </Paper>
        ))}
      </Box>

      {/* Chart.js loads only when there is something to draw (not in the sign-in bundle, nor needed offline). */}
      <Suspense
        fallback={
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
            }}
          >
            <Skeleton variant="rounded" height={CHART_HEIGHT + 56} />
            <Skeleton variant="rounded" height={CHART_HEIGHT + 56} />
          </Box>
        }
      >
        <OverviewCharts stats={stats} height={CHART_HEIGHT} />
      </Suspense>

      {subjects.length > 0 && (
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
            <Typography variant="h6" component="h3">
              {t('catalogue.subjectWise')}
            </Typography>
            <FigureInfo figure="subjectScoreRate" />
          </Box>
          <Box component="ul" sx={cardListGrid(4)}>
            {subjects.map(([name, subject]) => (
              <li key={name}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea
                    component={RouterLink}
                    to={paths.subject.href(name)}
                    sx={{ height: '100%' }}
                  >
                    <CardContent>
                      <Typography
                        variant="subtitle1"
                        component="span"
                        sx={{ display: 'block', fontWeight: 600 }}
                      >
                        {name}
                      </Typography>
                      <Typography variant="h6" component="span" sx={{ display: 'block' }}>
                        {formatPercent(subject.averageScore, 1)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" component="span">
                        {t('catalogue.subjectCard', {
                          figure: figures.name('subjectScoreRate'),
                          count: subject.totalTests,
                        })}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </li>
            ))}
          </Box>
        </Box>
      )}

      <Box>
        <Button component={RouterLink} to={paths.progress} variant="outlined">
          {t('catalogue.progressTracker')}
        </Button>
      </Box>
    </Box>
  );
}
