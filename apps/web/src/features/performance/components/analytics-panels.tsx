import type { PerformanceOverview } from '@aspirant/contract/performance.ts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { ChartFrame } from '../../../components/chart-frame.tsx';
import { FigureInfo, useFigures } from '../../../components/figure-info.tsx';
import { RetakeChip } from '../../../components/retake-chip.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { SubjectLinks } from '../../../components/subject-links.tsx';
import { paths } from '../../../config/paths.ts';
import { formatNumber, formatPercent, percentOrDash } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { AccuracySpeedChart, SubjectTrendChart, TopperChart } from './performance-charts.tsx';

const CHART_HEIGHT = 300;

/** The three analyses of the overview; `data` undefined while it loads (the frames keep their size). */
export function AnalyticsPanels({ data }: { data: PerformanceOverview | undefined }) {
  const isLoading = data === undefined;
  const t = useT();
  const figures = useFigures();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <SectionCard
        title={figures.name('subjectScoreRateByTest')}
        action={<FigureInfo figure="subjectScoreRateByTest" />}
        description={t('performance.trendDescription')}
      >
        <ChartFrame
          height={CHART_HEIGHT}
          isEmpty={!isLoading && data.subjectTrends.length === 0}
          emptyMessage={t('performance.noTrend')}
        >
          {data && <SubjectTrendChart trends={data.subjectTrends} />}
        </ChartFrame>
        {data && data.subjectTrends.length > 0 && (
          <SubjectLinks names={data.subjectTrends.map((trend) => trend.subject)} />
        )}
      </SectionCard>
      <SectionCard
        title={t('performance.accuracySpeed')}
        action={<FigureInfo figure="testAccuracy" />}
        description={t('performance.accuracySpeedDescription')}
      >
        <ChartFrame
          height={CHART_HEIGHT}
          isEmpty={!isLoading && data.accuracySpeed.length === 0}
          emptyMessage={t('performance.noPlot')}
        >
          {data && <AccuracySpeedChart points={data.accuracySpeed} />}
        </ChartFrame>
      </SectionCard>
      <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
        <SectionCard
          title={t('performance.topper')}
          action={<FigureInfo figure="topTenPercent" />}
          description={t('performance.topperDescription')}
        >
          <ChartFrame
            height={CHART_HEIGHT}
            isEmpty={!isLoading && data.topperComparison.length === 0}
            emptyMessage={t('performance.noCompare')}
          >
            {data && <TopperChart tests={data.topperComparison} />}
          </ChartFrame>
          {data && data.topperComparison.length > 0 && <TopperTable tests={data.topperComparison} />}
        </SectionCard>
      </Box>
    </Box>
  );
}

/** The topper comparison's figures as a table, for everyone who reads rather than looks at bars. */
function TopperTable({ tests }: { tests: PerformanceOverview['topperComparison'] }) {
  const t = useT();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('performance.topperTable')} sx={{ minWidth: 520 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('performance.test')}</TableCell>
            <TableCell align="right">{t('performance.you')}</TableCell>
            <TableCell align="right">{t('performance.average')}</TableCell>
            <TableCell align="right">{t('performance.topTen')}</TableCell>
            <TableCell align="right">{t('performance.takers')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tests.map((test) => (
            <TableRow key={test.testId}>
              <TableCell component="th" scope="row" sx={{ minWidth: 200 }}>
                <Link component={RouterLink} to={paths.result.href(test.resultId)}>
                  {test.testName}
                </Link>
                {test.isRetake && (
                  <>
                    {' '}
                    <RetakeChip />
                  </>
                )}
              </TableCell>
              <TableCell align="right">{formatPercent(test.you)}</TableCell>
              <TableCell align="right">{percentOrDash(test.average)}</TableCell>
              <TableCell align="right">{percentOrDash(test.topTenPercent)}</TableCell>
              <TableCell align="right">{formatNumber(test.takers)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
