import type { PerformanceResultsQuery } from '@aspirant/contract/performance.ts';
import AssessmentIcon from '@mui/icons-material/Assessment';
import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LiveAnnouncer } from '../../../components/live-announcer.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { serverErrorText } from '../../../lib/api-client.ts';
import { plural } from '../../../lib/format.ts';
import {
  PERFORMANCE_LOAD_FAILED,
  usePerformanceOverview,
  usePerformanceResults,
} from '../api/get-performance.ts';
import { AnalyticsPanels } from '../components/analytics-panels.tsx';
import { FilterBar } from '../components/filter-bar.tsx';
import { ResultsTable } from '../components/results-table.tsx';
import {
  hasFilters,
  isReversedRange,
  NO_FILTERS,
  parseResultsState,
  type ResultsState,
  resultsSearchParams,
} from '../lib/results-state.ts';

/** Issue 7 Detailed Analytics (/performance): every result, sortable and filterable, and the analyses. */
export function PerformancePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseResultsState(searchParams);
  const isReversed = isReversedRange(state);
  const query: PerformanceResultsQuery = {
    exam: state.exam || undefined,
    subject: state.subject || undefined,
    from: state.from || undefined,
    to: state.to || undefined,
    sort: state.sort,
    order: state.order,
    page: state.page,
    pageSize: state.pageSize,
  };
  const results = usePerformanceResults(query, !isReversed);
  const overview = usePerformanceOverview();
  const change = (next: ResultsState) => setSearchParams(resultsSearchParams(next));

  const data = results.data;
  const hasNoResults = data !== undefined && data.filters.exams.length === 0;

  const header = (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: 2,
        flexWrap: 'wrap',
        mb: 2,
      }}
    >
      <PageHeading>Detailed Analytics</PageHeading>
      <Button component={RouterLink} to={paths.practice} variant="contained" startIcon={<ReplayIcon />}>
        Practise your mistakes
      </Button>
    </Box>
  );

  if (hasNoResults) {
    return (
      <>
        {header}
        <EmptyState
          icon={<AssessmentIcon />}
          title="No results yet"
          message="Take a test and your results, trends and topper comparison appear here."
          actions={
            <Button component={RouterLink} to={paths.tests} variant="contained" size="large">
              Browse tests
            </Button>
          }
        />
      </>
    );
  }

  const announcement = data
    ? `${plural(data.total, 'result')}, sorted by ${state.sort} ${
        state.order === 'asc' ? 'ascending' : 'descending'
      }, page ${state.page}.`
    : '';

  return (
    <>
      {header}
      <LiveAnnouncer message={announcement} />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        All Results
      </Typography>
      <FilterBar
        state={state}
        exams={data?.filters.exams ?? []}
        subjects={data?.filters.subjects ?? []}
        onChange={change}
      />
      {results.isError && !isReversed ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void results.refetch()}>
              Retry
            </Button>
          }
        >
          {serverErrorText(results.error, PERFORMANCE_LOAD_FAILED)}
        </Alert>
      ) : isReversed ? null : data && data.total === 0 && hasFilters(state) ? (
        <Paper variant="outlined" sx={{ p: 3, mb: 2, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>No results match these filters.</Typography>
          <Button variant="outlined" onClick={() => change({ ...state, ...NO_FILTERS, page: 1 })}>
            Clear filters
          </Button>
        </Paper>
      ) : (
        <ResultsTable
          rows={data?.rows}
          total={data?.total ?? 0}
          state={state}
          onChange={change}
          isUpdating={results.isPlaceholderData}
        />
      )}
      <Box sx={{ mt: 3 }}>
        {overview.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void overview.refetch()}>
                Retry
              </Button>
            }
          >
            {serverErrorText(overview.error, PERFORMANCE_LOAD_FAILED)}
          </Alert>
        ) : (
          <AnalyticsPanels data={overview.data} />
        )}
      </Box>
    </>
  );
}
