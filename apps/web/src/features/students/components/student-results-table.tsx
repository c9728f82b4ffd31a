import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { RetakeChip } from '../../../components/retake-chip.tsx';
import { paths } from '../../../config/paths.ts';
import { serverErrorText } from '../../../lib/api-client.ts';
import { formatNumber, formatPercent, mediumDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useStudentResults } from '../api/student-results.ts';

const PAGE_SIZE = 10;

/** The student's results, latest first, each opening the result page as the student sees it (read-only). */
export function StudentResultsTable({ studentId, studentName }: { studentId: number; studentName: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const results = useStudentResults(studentId, { page, pageSize: PAGE_SIZE });
  const label = t('students.resultsTable', { name: studentName });

  if (results.isPending) return <LoadingScreen />;
  if (results.isError) {
    return (
      <Typography role="alert" color="error">
        {serverErrorText(results.error, t('students.loadFailed'))}
      </Typography>
    );
  }
  const { rows, total } = results.data;
  if (total === 0) return <Typography color="text.secondary">{t('students.noResults')}</Typography>;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Stack spacing={2}>
      {/* A region that scrolls sideways on a 320 px phone, reachable by keyboard. */}
      <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{t('students.test')}</TableCell>
              <TableCell>{t('students.completed')}</TableCell>
              <TableCell align="right">{t('students.score')}</TableCell>
              <TableCell align="right">{t('students.percent')}</TableCell>
              <TableCell align="right">{t('students.rank')}</TableCell>
              <TableCell align="right">
                <span>{t('students.openResult')}</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => {
              const date = mediumDate(r.completedAt);
              return (
                <TableRow key={r.id}>
                  <TableCell sx={{ minWidth: 160 }}>
                    <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                      {r.testName}
                    </Typography>
                    {r.isRetake && <RetakeChip />}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{date}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatNumber(r.score)} / {formatNumber(r.totalScore)}
                  </TableCell>
                  <TableCell align="right">{formatPercent(r.percScore)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {r.rank === null
                      ? t('students.notRanked')
                      : t('students.rankOf', { rank: r.rank, takers: r.takers })}
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      component={RouterLink}
                      to={paths.studentResult.href(studentId, r.id)}
                      aria-label={t('students.openResultNamed', { test: r.testName, date })}
                    >
                      {t('students.openResult')}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {pages > 1 && (
        <nav aria-label={t('students.resultsPages')}>
          <Pagination
            count={pages}
            page={page}
            onChange={(_, next) => setPage(next)}
            color="primary"
            siblingCount={0}
            getItemAriaLabel={(type, item, selected) =>
              type === 'page'
                ? t(selected ? 'results.pageItem' : 'results.goToPageItem', { page: item ?? 0 })
                : type === 'next'
                  ? t('results.nextPage')
                  : type === 'previous'
                    ? t('results.previousPage')
                    : t(type === 'first' ? 'results.firstPage' : 'results.lastPage')
            }
          />
        </nav>
      )}
    </Stack>
  );
}
