import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { serverErrorText } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useBankMeta, useQuestionList } from '../api/question-bank.ts';
import { BulkActions } from '../components/bulk-actions.tsx';
import { Pager } from '../components/pager.tsx';
import { QuestionFilters } from '../components/question-filters.tsx';
import { QuestionList } from '../components/question-list.tsx';
import { ReportsInbox } from '../components/reports-inbox.tsx';
import {
  type ListState,
  listStateToSearch,
  pageCount,
  parseListState,
  updateListState,
} from '../lib/list-state.ts';

/**
 * Issue 16: /question-bank, the staff's question bank: search and filters kept in the URL, a table (cards on a
 * phone) with bulk actions on the selected questions, and the inbox of what students reported.
 */
export function QuestionBankPage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseListState(searchParams), [searchParams]);
  const meta = useBankMeta();
  const list = useQuestionList(state);
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [done, setDone] = useState('');

  const change = (next: Partial<ListState>) =>
    setSearchParams(listStateToSearch(updateListState(state, next)), { replace: next.page === undefined });

  const questions = list.data?.questions ?? [];
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = (select: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const q of questions) {
        if (!q.editable) continue;
        if (select) next.add(q.id);
        else next.delete(q.id);
      }
      return next;
    });

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Box sx={{ mr: 'auto' }}>
          <PageHeading>{t('routes.questionBank')}</PageHeading>
        </Box>
        <Button
          component={RouterLink}
          to={paths.questionBankImport}
          variant="outlined"
          startIcon={<UploadFileIcon />}
        >
          {t('questionBank.importQuestions')}
        </Button>
        <Button component={RouterLink} to={paths.questionBankNew} variant="contained" startIcon={<AddIcon />}>
          {t('questionBank.newQuestion')}
        </Button>
      </Box>
      <Tabs
        value={state.tab}
        onChange={(_, tab: ListState['tab']) =>
          setSearchParams(listStateToSearch({ ...state, tab, page: 1 }))
        }
        aria-label={t('questionBank.views')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab
          value="questions"
          label={t('questionBank.questions')}
          id="qb-tab-questions"
          aria-controls="qb-panel"
        />
        <Tab
          value="reported"
          label={t('questionBank.reported')}
          id="qb-tab-reported"
          aria-controls="qb-panel"
        />
      </Tabs>
      <Box role="tabpanel" id="qb-panel" aria-labelledby={`qb-tab-${state.tab}`}>
        {state.tab === 'reported' ? (
          <ReportsInbox />
        ) : (
          <>
            <QuestionFilters state={state} meta={meta.data} onChange={change} collapsible={isPhone} />
            <BulkActions
              ids={[...selected]}
              meta={meta.data}
              onDone={(message) => {
                setDone(message);
                setSelected(new Set());
              }}
            />
            <Box role="status" aria-live="polite">
              {done && (
                <Alert severity="success" sx={{ mb: 2 }} onClose={() => setDone('')}>
                  {done}
                </Alert>
              )}
            </Box>
            {list.isError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {serverErrorText(list.error, t('questionBank.loadFailed'))}
              </Alert>
            )}
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary', mb: 1, minHeight: '1.5em' }}
              aria-live="polite"
            >
              {list.data ? t('questionBank.found', { count: list.data.total }) : t('questionBank.loading')}
            </Typography>
            {list.data && questions.length === 0 ? (
              <Typography sx={{ py: 3 }}>{t('questionBank.noQuestions')}</Typography>
            ) : (
              <Box sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
                <QuestionList
                  questions={questions}
                  selected={selected}
                  onToggle={toggle}
                  onToggleAll={toggleAll}
                  asCards={isPhone}
                />
              </Box>
            )}
            {list.data && (
              <Pager
                page={state.page}
                pages={pageCount(list.data.total, list.data.pageSize)}
                total={list.data.total}
                onPage={(page) => change({ page })}
              />
            )}
          </>
        )}
      </Box>
    </>
  );
}
