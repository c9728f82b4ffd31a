import type { ItemStat } from '@aspirant/contract/insights.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden.ts';
import { secondsOrDash } from '../../../lib/format.ts';
import type { MessageKey } from '../../../lib/i18n/catalogue.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { type SortColumn, type SortDirection, sortItems, statOrDash } from '../lib/analysis.ts';
import { FlagChips } from './flag-chips.tsx';
import { OptionShareBar } from './option-share-bar.tsx';

const SORTABLE: { column: SortColumn; label: MessageKey; first: SortDirection }[] = [
  { column: 'position', label: 'testAnalysis.colNumber', first: 'asc' },
  { column: 'facility', label: 'testAnalysis.colFacility', first: 'asc' },
  { column: 'discrimination', label: 'testAnalysis.colDiscrimination', first: 'asc' },
  { column: 'pointBiserial', label: 'testAnalysis.colPointBiserial', first: 'asc' },
  { column: 'flags', label: 'testAnalysis.colFlags', first: 'desc' },
];

function SortHeader({
  column,
  label,
  first,
  sort,
  onSort,
}: {
  column: SortColumn;
  label: MessageKey;
  first: SortDirection;
  sort: { column: SortColumn; direction: SortDirection };
  onSort: (column: SortColumn, direction: SortDirection) => void;
}) {
  const t = useT();
  const isActive = sort.column === column;
  return (
    <TableCell sortDirection={isActive ? sort.direction : false} sx={{ whiteSpace: 'nowrap' }}>
      <TableSortLabel
        active={isActive}
        direction={isActive ? sort.direction : first}
        onClick={() => onSort(column, isActive ? (sort.direction === 'asc' ? 'desc' : 'asc') : first)}
      >
        {t(label as 'testAnalysis.colNumber')}
      </TableSortLabel>
    </TableCell>
  );
}

/**
 * The questions with their statistics, sortable by number, facility, discrimination, point-biserial and flags
 * (`aria-sort` on the sorted header). On a phone the table scrolls sideways inside a labelled, focusable region.
 */
export function QuestionTable({ items, onOpen }: { items: ItemStat[]; onOpen: (position: number) => void }) {
  const t = useT();
  const [sort, setSort] = useState<{ column: SortColumn; direction: SortDirection }>({
    column: 'position',
    direction: 'asc',
  });
  const rows = useMemo(() => sortItems(items, sort.column, sort.direction), [items, sort]);
  const onSort = (column: SortColumn, direction: SortDirection) => setSort({ column, direction });
  const header = (column: SortColumn) => {
    const s = SORTABLE.find((x) => x.column === column)!;
    return <SortHeader key={column} {...s} sort={sort} onSort={onSort} />;
  };

  return (
    <Box
      role="region"
      aria-label={t('testAnalysis.tableRegion')}
      // A region that scrolls must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      sx={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}
    >
      <Table size="small" sx={{ minWidth: 980 }}>
        <caption style={{ captionSide: 'top', padding: 0 }}>
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {t('testAnalysis.tableCaption')}
          </Box>
        </caption>
        <TableHead>
          <TableRow>
            {header('position')}
            <TableCell>{t('testAnalysis.colQuestion')}</TableCell>
            {header('facility')}
            {header('discrimination')}
            {header('pointBiserial')}
            <TableCell>{t('testAnalysis.colOptions')}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('testAnalysis.colTime')}</TableCell>
            <TableCell>{t('testAnalysis.colReports')}</TableCell>
            {header('flags')}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((item) => {
            const reports = item.reports.wrong_key + item.reports.typo + item.reports.translation;
            return (
              <TableRow
                key={item.position}
                hover
                data-testid={`question-row-${item.position}`}
                onClick={() => onOpen(item.position)}
                sx={{ cursor: 'pointer', verticalAlign: 'top' }}
              >
                <TableCell>
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={t('testAnalysis.openQuestion', { n: item.position })}
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(item.position);
                    }}
                    sx={{ minWidth: 40 }}
                  >
                    {item.position}
                  </Button>
                </TableCell>
                <TableCell sx={{ maxWidth: 260 }}>
                  <Typography
                    variant="body2"
                    sx={{
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {item.text.replace(/<[^>]*>/g, '')}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {item.subjectName} · {item.topicName}
                    {item.dropped &&
                      ` · ${t(item.dropped === 'full' ? 'testAnalysis.droppedFull' : 'testAnalysis.droppedUnattempted')}`}
                  </Typography>
                </TableCell>
                <TableCell>{statOrDash(item.facility)}</TableCell>
                <TableCell>{statOrDash(item.discrimination)}</TableCell>
                <TableCell>{statOrDash(item.pointBiserial)}</TableCell>
                <TableCell>
                  <OptionShareBar item={item} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{secondsOrDash(item.meanSeconds)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {reports === 0 ? (
                    '—'
                  ) : (
                    <>
                      {t('testAnalysis.reportsCount', { count: reports })}
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        component="span"
                        sx={{ display: 'block' }}
                      >
                        {t('testAnalysis.reportsDetail', {
                          wrongKey: item.reports.wrong_key,
                          typo: item.reports.typo,
                          translation: item.reports.translation,
                        })}
                      </Typography>
                    </>
                  )}
                </TableCell>
                <TableCell sx={{ minWidth: 220 }}>
                  <FlagChips item={item} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
