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
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { usePerformanceOverview, usePerformanceResults } from '../api/get-performance.ts';
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

/** The sort's name in the live announcement ('sorted by date ascending'). */
const SORT_NAME = {
  test: 'performance.sortTest',
  date: 'performance.sortDate',
  score: 'performance.sortScore',
  percentage: 'performance.sortPercentage',
  accuracy: 'performance.sortAccuracy',
  speed: 'performance.sortSpeed',
  rank: 'performance.sortRank',
} as const satisfies Record<ResultsState['sort'], string>;

/** Issue 7 Detailed Analytics (/performance): every result, sortable and filterable, and the analyses. */
export function PerformancePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const t = useT();
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
      <PageHeading>{t('performance.title')}</PageHeading>
      <Button component={RouterLink} to={paths.practice} variant="contained" startIcon={<ReplayIcon />}>
        {t('performance.practiseMistakes')}
      </Button>
    </Box>
  );

  if (hasNoResults) {
    return (
      <>
        {header}
        <EmptyState
          icon={<AssessmentIcon />}
          title={t('performance.noResults')}
          message={t('performance.noResultsMessage')}
          actions={
            <Button component={RouterLink} to={paths.tests} variant="contained" size="large">
              {t('performance.browseTests')}
            </Button>
          }
        />
      </>
    );
  }

  const announcement = data
    ? t('performance.announcement', {
        count: data.total,
        sort: t(SORT_NAME[state.sort]),
        direction: state.order === 'asc' ? t('performance.ascending') : t('performance.descending'),
        page: state.page,
      })
    : '';

  return (
    <>
      {header}
      <LiveAnnouncer message={announcement} />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('performance.allResults')}
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
              {t('performance.retry')}
            </Button>
          }
        >
          {serverErrorText(results.error, t('performance.loadFailed'))}
        </Alert>
      ) : isReversed ? null : data && data.total === 0 && hasFilters(state) ? (
        <Paper variant="outlined" sx={{ p: 3, mb: 2, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>{t('performance.noMatch')}</Typography>
          <Button variant="outlined" onClick={() => change({ ...state, ...NO_FILTERS, page: 1 })}>
            {t('performance.clearFilters')}
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
                {t('performance.retry')}
              </Button>
            }
          >
            {serverErrorText(overview.error, t('performance.loadFailed'))}
          </Alert>
        ) : (
          <AnalyticsPanels data={overview.data} />
        )}
      </Box>
    </>
  );
}
