import type { PerformanceOverview } from '@aspirant/contract/performance.ts';
import { FIGURES } from '@aspirant/domain/figures.ts';
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
import { FigureInfo } from '../../../components/figure-info.tsx';
import { RetakeChip } from '../../../components/retake-chip.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { SubjectLinks } from '../../../components/subject-links.tsx';
import { paths } from '../../../config/paths.ts';
import { formatPercent, percentOrDash } from '../../../lib/format.ts';
import { AccuracySpeedChart, SubjectTrendChart, TopperChart } from './performance-charts.tsx';

const CHART_HEIGHT = 300;

/** The three analyses of the overview; `data` undefined while it loads (the frames keep their size). */
export function AnalyticsPanels({ data }: { data: PerformanceOverview | undefined }) {
  const isLoading = data === undefined;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <SectionCard
        title={FIGURES.subjectScoreRateByTest.name}
        action={<FigureInfo figure="subjectScoreRateByTest" />}
        description="Your correct answers out of each subject's questions, test after test."
      >
        <ChartFrame
          height={CHART_HEIGHT}
          isEmpty={!isLoading && data.subjectTrends.length === 0}
          emptyMessage="No trend data available"
        >
          {data && <SubjectTrendChart trends={data.subjectTrends} />}
        </ChartFrame>
        {data && data.subjectTrends.length > 0 && (
          <SubjectLinks names={data.subjectTrends.map((trend) => trend.subject)} />
        )}
      </SectionCard>
      <SectionCard
        title="Accuracy vs Speed"
        action={<FigureInfo figure="testAccuracy" />}
        description="Each test you took: questions per minute across, accuracy up."
      >
        <ChartFrame
          height={CHART_HEIGHT}
          isEmpty={!isLoading && data.accuracySpeed.length === 0}
          emptyMessage="No results to plot yet"
        >
          {data && <AccuracySpeedChart points={data.accuracySpeed} />}
        </ChartFrame>
      </SectionCard>
      <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
        <SectionCard
          title="Topper Comparison"
          action={<FigureInfo figure="topTenPercent" />}
          description="Your latest score on each test beside the average of its takers and the score that puts a taker in the top 10 % (first attempts)."
        >
          <ChartFrame
            height={CHART_HEIGHT}
            isEmpty={!isLoading && data.topperComparison.length === 0}
            emptyMessage="No tests to compare yet"
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
  return (
    <TableContainer>
      <Table size="small" aria-label="Topper comparison" sx={{ minWidth: 520 }}>
        <TableHead>
          <TableRow>
            <TableCell>Test</TableCell>
            <TableCell align="right">You</TableCell>
            <TableCell align="right">Average</TableCell>
            <TableCell align="right">Top 10 %</TableCell>
            <TableCell align="right">Takers</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tests.map((t) => (
            <TableRow key={t.testId}>
              <TableCell component="th" scope="row" sx={{ minWidth: 200 }}>
                <Link component={RouterLink} to={paths.result.href(t.resultId)}>
                  {t.testName}
                </Link>
                {t.isRetake && (
                  <>
                    {' '}
                    <RetakeChip />
                  </>
                )}
              </TableCell>
              <TableCell align="right">{formatPercent(t.you)}</TableCell>
              <TableCell align="right">{percentOrDash(t.average)}</TableCell>
              <TableCell align="right">{percentOrDash(t.topTenPercent)}</TableCell>
              <TableCell align="right">{t.takers}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
