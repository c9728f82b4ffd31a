import { optionLetter } from '@aspirant/contract/question-bank.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { QuestionText } from '../../../components/question-text.tsx';
import { paths } from '../../../config/paths.ts';
import { serverErrorText } from '../../../lib/api-client.ts';
import { dateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { serverText } from '../../../lib/i18n/server-text.ts';
import { useQuestionReports, useResolveReport } from '../api/question-bank.ts';
import { pageCount } from '../lib/list-state.ts';
import { Pager } from './pager.tsx';

/**
 * Issue 16: the questions students reported (wrong key, typo, translation), oldest open first, each with the
 * question as it is now, the student's words, and the fix at hand: its editor, and 'Mark resolved'.
 */
export function ReportsInbox() {
  const t = useT();
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const [page, setPage] = useState(1);
  const reports = useQuestionReports(status, page, true);
  const resolve = useResolveReport();
  const [announcement, setAnnouncement] = useState('');

  return (
    <>
      <ToggleButtonGroup
        value={status}
        exclusive
        size="small"
        aria-label={t('questionBank.reportStatus')}
        onChange={(_, next: 'open' | 'resolved' | null) => {
          if (next) {
            setStatus(next);
            setPage(1);
          }
        }}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="open" sx={{ textTransform: 'none' }}>
          {t('questionBank.reportsOpen')}
        </ToggleButton>
        <ToggleButton value="resolved" sx={{ textTransform: 'none' }}>
          {t('questionBank.reportsResolved')}
        </ToggleButton>
      </ToggleButtonGroup>
      <Box role="status" aria-live="polite">
        {announcement && (
          <Alert severity="success" sx={{ mb: 2 }} onClose={() => setAnnouncement('')}>
            {announcement}
          </Alert>
        )}
      </Box>
      {resolve.isError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => resolve.reset()}>
          {serverErrorText(resolve.error, t('questionBank.saveFailed'))}
        </Alert>
      )}
      {reports.isPending && <LoadingScreen />}
      {reports.isError && (
        <Alert severity="error">{serverErrorText(reports.error, t('questionBank.loadFailed'))}</Alert>
      )}
      {reports.data && reports.data.reports.length === 0 && (
        <Typography sx={{ color: 'text.secondary', py: 3 }}>
          {status === 'open' ? t('questionBank.noOpenReports') : t('questionBank.noResolvedReports')}
        </Typography>
      )}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {reports.data?.reports.map((report) => (
          <Paper component="li" key={report.id} variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
              <Chip size="small" color="warning" label={t(`questionBank.kind_${report.kind}`)} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('questionBank.reportBy', {
                  student: report.studentName,
                  test: report.testName ?? t('questionBank.practiceSet'),
                  date: dateTime(report.createdAt),
                })}
              </Typography>
            </Stack>
            <Box sx={{ overflowWrap: 'anywhere', mb: 1 }}>
              <QuestionText text={report.question.text} />
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {t('questionBank.reportKey', {
                letter: optionLetter(report.question.correctIndex),
                answer: report.question.options[report.question.correctIndex] ?? '',
              })}
            </Typography>
            {report.comment.trim() !== '' && (
              <Box
                component="blockquote"
                sx={{
                  m: 0,
                  mb: 1.5,
                  pl: 1.5,
                  borderLeft: 3,
                  borderColor: 'divider',
                  overflowWrap: 'anywhere',
                }}
              >
                {report.comment}
              </Box>
            )}
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button
                component={RouterLink}
                to={paths.questionBankEdit.href(report.question.id)}
                variant="outlined"
                size="small"
              >
                {report.question.editable ? t('questionBank.fixQuestion') : t('questionBank.openQuestion')}
              </Button>
              {report.status === 'open' && (
                <Button
                  size="small"
                  disabled={resolve.isPending}
                  onClick={async () => {
                    const result = await resolve.mutateAsync(report.id).catch(() => null);
                    if (result) setAnnouncement(serverText(result.message, null, t));
                  }}
                >
                  {t('questionBank.markResolved')}
                </Button>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
      {reports.data && reports.data.total > reports.data.pageSize && (
        <Pager
          page={page}
          pages={pageCount(reports.data.total, reports.data.pageSize)}
          total={reports.data.total}
          onPage={setPage}
        />
      )}
    </>
  );
}
