import type { PerformanceRow, PerformanceSort } from '@aspirant/contract/performance.ts';
import type { FigureKey } from '@aspirant/domain/figures.ts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { FigureInfo } from '../../../components/figure-info.tsx';
import { RetakeChip } from '../../../components/retake-chip.tsx';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden.ts';
import { paths } from '../../../config/paths.ts';
import { dateTime, formatNumber, formatPercent } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { FIRST_ORDER, PAGE_SIZES, type ResultsState } from '../lib/results-state.ts';

const COLUMNS: { sort: PerformanceSort; numeric: boolean; figure?: FigureKey }[] = [
  { sort: 'test', numeric: false },
  { sort: 'date', numeric: false },
  { sort: 'score', numeric: true },
  { sort: 'percentage', numeric: true, figure: 'testScore' },
  { sort: 'accuracy', numeric: true, figure: 'testAccuracy' },
  { sort: 'speed', numeric: true, figure: 'questionsPerMinute' },
  { sort: 'rank', numeric: true, figure: 'testRank' },
];

interface ResultsTableProps {
  rows: PerformanceRow[] | undefined;
  total: number;
  state: ResultsState;
  onChange: (next: ResultsState) => void;
  /** Rows of an earlier query are on screen while the new ones load. */
  isUpdating: boolean;
}

/** Every result, a page at a time; the headers sort (on the server) and each test name opens its result. */
export function ResultsTable({ rows, total, state, onChange, isUpdating }: ResultsTableProps) {
  const t = useT();
  const sortBy = (sort: PerformanceSort) =>
    onChange({
      ...state,
      sort,
      order: state.sort === sort ? (state.order === 'asc' ? 'desc' : 'asc') : FIRST_ORDER[sort],
      page: 1,
    });
  return (
    <Paper variant="outlined">
      <TableContainer aria-busy={isUpdating || rows === undefined}>
        {/* Wide enough that a phone scrolls the table sideways rather than squeezing a name into a column. */}
        <Table size="small" aria-label={t('performance.yourResults')} sx={{ minWidth: 760 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => {
                const isActive = state.sort === column.sort;
                const label = t(`performance.${column.sort}`);
                const direction = isActive ? state.order : FIRST_ORDER[column.sort];
                return (
                  <TableCell
                    key={column.sort}
                    align={column.numeric ? 'right' : 'left'}
                    sortDirection={isActive ? state.order : false}
                    aria-sort={isActive ? (state.order === 'asc' ? 'ascending' : 'descending') : 'none'}
                  >
                    <TableSortLabel
                      active={isActive}
                      direction={direction}
                      onClick={() => sortBy(column.sort)}
                    >
                      {label}
                      {isActive && (
                        <Box component="span" sx={VISUALLY_HIDDEN}>
                          {state.order === 'asc'
                            ? t('performance.sortedAscending')
                            : t('performance.sortedDescending')}
                        </Box>
                      )}
                    </TableSortLabel>
                    {column.figure && <FigureInfo figure={column.figure} name={label} />}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: isUpdating ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {rows === undefined
              ? Array.from({ length: 5 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                  <TableRow key={i}>
                    {COLUMNS.map((column) => (
                      <TableCell key={column.sort}>
                        <Skeleton />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : rows.map((row) => <ResultRow key={row.id} row={row} />)}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.max(0, state.page - 1)}
        rowsPerPage={state.pageSize}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_, page) => onChange({ ...state, page: page + 1 })}
        onRowsPerPageChange={(event) => onChange({ ...state, pageSize: Number(event.target.value), page: 1 })}
      />
    </Paper>
  );
}

function ResultRow({ row }: { row: PerformanceRow }) {
  const t = useT();
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ minWidth: 220 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Link component={RouterLink} to={paths.result.href(row.id)} sx={{ fontWeight: 600 }}>
            {row.testName}
          </Link>
          {row.isRetake && <RetakeChip />}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {row.examName}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(row.completedAt)}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatNumber(row.score)} / {formatNumber(row.totalScore)}
      </TableCell>
      <TableCell align="right">{formatPercent(row.percScore)}</TableCell>
      <TableCell align="right">{formatPercent(row.accuracyRate)}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {t('performance.perMinute', { speed: formatNumber(row.speedScore) })}
      </TableCell>
      <TableCell align="right">
        {row.rank === null ? (
          <span title={t('performance.notRankedTitle')}>{t('performance.notRanked')}</span>
        ) : (
          t('performance.rankOf', { rank: String(row.rank), takers: String(row.takers) })
        )}
      </TableCell>
    </TableRow>
  );
}
