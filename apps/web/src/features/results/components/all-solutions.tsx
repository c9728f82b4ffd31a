import { SOLUTION_FILTERS, type Solution, type SolutionFilter } from '@aspirant/contract/results.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { NativeSelect } from '../../../components/native-select.tsx';
import { serverErrorText } from '../../../lib/api-client.ts';
import type { MessageKey } from '../../../lib/i18n/catalogue.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { type SolutionsPageQuery, useSolutions } from '../api/solutions.ts';
import { useResultViewing } from '../lib/viewing.ts';
import { ReportDialog } from './report-dialog.tsx';
import { SolutionCard } from './solution-card.tsx';

const PAGE_SIZE = 10;

const FILTER_LABELS = {
  all: 'results.filterAll',
  correct: 'results.filterCorrect',
  incorrect: 'results.filterIncorrect',
  unattempted: 'results.filterUnattempted',
  marked: 'results.filterMarked',
} as const satisfies Record<SolutionFilter, MessageKey>;

/**
 * 'View All Questions' (issue 15 point 1): every question of the attempt with its solution, ten a page,
 * filtered by status and subject on the server.
 */
export function AllSolutions({ resultId, onBack }: { resultId: number; onBack: () => void }) {
  const t = useT();
  const [query, setQuery] = useState<SolutionsPageQuery>({
    page: 1,
    limit: PAGE_SIZE,
    status: 'all',
    subject: '',
  });
  const [reporting, setReporting] = useState<Solution | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Staff reading a student's result (issue 18 point 3) read the student's solutions, without writing.
  const viewing = useResultViewing();
  const solutions = useSolutions(resultId, query, viewing?.studentId ?? null);
  const data = solutions.data;

  // Opening the list, or turning a page, brings its heading (and the keyboard) to the top of the list.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const turnPage = (page: number) => {
    setQuery((q) => ({ ...q, page }));
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'start' });
  };

  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const first = data && data.total > 0 ? (data.page - 1) * data.limit + 1 : 0;
  const last = data ? Math.min(data.total, data.page * data.limit) : 0;

  return (
    <Box
      component="section"
      aria-labelledby="all-solutions-heading"
      sx={{ display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography
          id="all-solutions-heading"
          ref={headingRef}
          tabIndex={-1}
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, flexGrow: 1, outline: 'none' }}
        >
          {t('results.allQuestions')}
        </Typography>
        <Button onClick={onBack}>{t('results.backToFirst20')}</Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <NativeSelect
          label={t('results.status')}
          value={query.status}
          onChange={(status) => setQuery((q) => ({ ...q, status: status as SolutionFilter, page: 1 }))}
          sx={{ minWidth: 180, flex: '1 1 180px' }}
        >
          {SOLUTION_FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(FILTER_LABELS[f])}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          label={t('results.subject')}
          value={query.subject}
          onChange={(subject) => setQuery((q) => ({ ...q, subject, page: 1 }))}
          sx={{ minWidth: 180, flex: '1 1 180px' }}
        >
          <option value="">{t('results.allSubjects')}</option>
          {(data?.subjects ?? []).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </Box>
      <Box sx={{ minHeight: 4 }}>
        {solutions.isFetching && <LinearProgress aria-label={t('results.loadingQuestionsBar')} />}
      </Box>
      {solutions.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void solutions.refetch()}>
              {t('results.retry')}
            </Button>
          }
        >
          {serverErrorText(solutions.error, t('results.questionsLoadFailed'))}
        </Alert>
      )}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary" role="status">
            {data.total === 0
              ? t('results.noMatches')
              : t('results.showingRange', { first, last, count: data.total, total: data.totalQuestions })}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {data.solutions.map((s) => (
              <SolutionCard
                key={s.questionId}
                solution={s}
                attemptLanguage={data.language}
                onReport={viewing ? undefined : setReporting}
              />
            ))}
          </Box>
          {pages > 1 && (
            <Pagination
              count={pages}
              page={data.page}
              onChange={(_, page) => turnPage(page)}
              color="primary"
              siblingCount={0}
              sx={{ justifySelf: 'center' }}
              getItemAriaLabel={(type, page, selected) =>
                type === 'page'
                  ? t(selected ? 'results.pageItem' : 'results.goToPageItem', { page: page ?? 0 })
                  : type === 'next'
                    ? t('results.nextPage')
                    : type === 'previous'
                      ? t('results.previousPage')
                      : t(type === 'first' ? 'results.firstPage' : 'results.lastPage')
              }
            />
          )}
        </>
      )}
      <ReportDialog solution={reporting} onClose={() => setReporting(null)} onReported={setNotice} />
      <Snackbar
        open={notice !== null}
        message={notice}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      />
    </Box>
  );
}
