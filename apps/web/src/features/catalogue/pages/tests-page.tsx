import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import type { Translate } from '../../../lib/i18n/translate.ts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';
import { useTests, useTopicOptions } from '../api/list-tests.ts';
import { PerformanceOverview } from '../components/performance-overview.tsx';
import { TestCard, TestRow } from '../components/test-card.tsx';
import { TestSearchForm } from '../components/test-search-form.tsx';
import {
  catalogueSearchParams,
  EMPTY_FILTERS,
  parseCatalogueState,
  type TestFilters,
} from '../lib/test-filters.ts';

/** SPEC §8. */
export const FETCH_TESTS_FAILED = 'Failed to fetch tests. Please try again.';

type ViewMode = 'grid' | 'list';
const VIEW_KEY = 'aspirant.testsView';

/** SPEC §2 "Available Tests" (/tests). */
export function TestsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const t = useT();
  const applied = parseCatalogueState(searchParams);
  const catalogue = useTests(applied);
  const [draft, setDraft] = useState<TestFilters>(applied.filters);
  const [view, setView] = useState<ViewMode>(() => (readStorage(VIEW_KEY) === 'list' ? 'list' : 'grid'));

  // Back/forward changes the applied filters: the form follows them.
  const appliedKey = searchParams.toString();
  useEffect(() => setDraft(parseCatalogueState(new URLSearchParams(appliedKey)).filters), [appliedKey]);

  // The topic options follow the subject chosen in the form, searched or not.
  const isOtherSubject = draft.subject !== applied.filters.subject;
  const otherTopics = useTopicOptions(draft.subject, isOtherSubject);
  const filters = catalogue.data?.filters;
  const topics = (isOtherSubject ? otherTopics.data : filters?.topics) ?? [];

  function go(next: { filters: TestFilters; page: number }) {
    const params = catalogueSearchParams(next);
    // The same search again asks the server again (after a failure, say) rather than doing nothing.
    if (params.toString() === appliedKey) void catalogue.refetch();
    else setSearchParams(params);
  }

  const tests = catalogue.isError ? [] : (catalogue.data?.tests ?? []);
  const pagination = catalogue.isError ? null : catalogue.data?.pagination;

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <PageHeading>{t('catalogue.title')}</PageHeading>
        <ToggleButtonGroup
          value={view}
          exclusive
          size="small"
          aria-label={t('catalogue.view')}
          onChange={(_, next: ViewMode | null) => {
            if (!next) return;
            setView(next);
            writeStorage(VIEW_KEY, next);
          }}
        >
          <ToggleButton value="grid" aria-label={t('catalogue.gridView')}>
            <ViewModuleIcon />
          </ToggleButton>
          <ToggleButton value="list" aria-label={t('catalogue.listView')}>
            <ViewListIcon />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>

      <TestSearchForm
        value={draft}
        onChange={setDraft}
        exams={filters?.exams ?? []}
        subjects={filters?.subjects ?? []}
        topics={topics}
        // SPEC §4: Search applies the filters and goes back to page 1; Reset clears everything.
        onSearch={() => go({ filters: draft, page: 1 })}
        onReset={() => {
          setDraft(EMPTY_FILTERS);
          go({ filters: EMPTY_FILTERS, page: 1 });
        }}
      />

      {catalogue.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('catalogue.fetchFailed')}
        </Alert>
      )}

      {catalogue.isPending ? (
        <LoadingScreen />
      ) : (
        <Box sx={{ position: 'relative' }} aria-busy={catalogue.isFetching}>
          {/* Reserved height: the progress bar shows while a new page loads without moving the list. */}
          <Box sx={{ height: 4, mb: 1 }}>
            {catalogue.isFetching && <LinearProgress aria-label={t('catalogue.loadingTests')} />}
          </Box>
          {pagination && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} role="status">
              {resultSummary(t, pagination.total, pagination.page, pagination.limit, tests.length)}
            </Typography>
          )}
          {tests.length > 0 && (
            <Box
              component="ul"
              aria-label={t('catalogue.tests')}
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 2,
                // SPEC §2: grid of 1 column on small screens, 2 on medium, 3 on large; the list is one column.
                // minmax(0, 1fr), never a bare 1fr (= minmax(auto, 1fr)): a card's longest unbreakable line
                // must not widen the column past a 320 px screen (issue 15: a 321 px card in 288 px).
                gridTemplateColumns:
                  view === 'grid'
                    ? {
                        xs: 'minmax(0, 1fr)',
                        md: 'repeat(2, minmax(0, 1fr))',
                        lg: 'repeat(3, minmax(0, 1fr))',
                      }
                    : 'minmax(0, 1fr)',
                '& > li': { minWidth: 0 },
              }}
            >
              {tests.map((test) => (
                <li key={test.id}>{view === 'grid' ? <TestCard test={test} /> : <TestRow test={test} />}</li>
              ))}
            </Box>
          )}
          {pagination && pagination.totalPages > 1 && (
            <Box
              component="nav"
              aria-label={t('catalogue.testPages')}
              sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}
            >
              <Pagination
                count={pagination.totalPages}
                page={Math.min(applied.page, pagination.totalPages)}
                onChange={(_, page) => go({ filters: applied.filters, page })}
                showFirstButton
                showLastButton
                color="primary"
              />
            </Box>
          )}
        </Box>
      )}

      <PerformanceOverview />
    </>
  );
}

function resultSummary(t: Translate, total: number, page: number, limit: number, shown: number): string {
  if (total === 0) return t('catalogue.noMatch');
  if (shown === 0) return t('catalogue.noTestsOnPage', { page });
  const first = (page - 1) * limit + 1;
  const last = first + shown - 1;
  return t('catalogue.showing', { first, last, count: total });
}
