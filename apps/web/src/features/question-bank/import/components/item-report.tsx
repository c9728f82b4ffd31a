import type { ImportReportItem } from '@aspirant/contract/question-bank.ts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useDeferredValue, useMemo, useState } from 'react';
import { NativeSelect } from '../../../../components/native-select.tsx';
import type { MessageKey } from '../../../../lib/i18n/catalogue.ts';
import { useT } from '../../../../lib/i18n/i18n-provider.tsx';
import type { Translate } from '../../../../lib/i18n/translate.ts';
import {
  filterItems,
  type ItemStatus,
  pageOf,
  type StatusCounts,
  type StatusFilter,
} from '../lib/import-state.ts';
import { importText } from '../lib/import-text.ts';

/** Rows drawn at a time: a 20,000-item report stays quick to render and to read. */
export const ITEMS_PAGE_SIZE = 50;

const STATUS_KEY = {
  import: 'questionImport.statusImport',
  duplicate: 'questionImport.statusDuplicate',
  skipped: 'questionImport.statusSkipped',
} as const satisfies Record<ItemStatus, MessageKey>;
/** Items are told apart by where they are in the file ('line 12', 'question 3', 'row 5'). */
const itemKey = (item: ImportReportItem) => `${item.line}\u0000${item.name}`;
const STATUS_COLOR = { import: 'success', duplicate: 'warning', skipped: 'default' } as const;

function StatusChip({ status, committed }: { status: ItemStatus; committed: boolean }) {
  const t = useT();
  const label = committed && status === 'import' ? t('questionImport.statusImported') : t(STATUS_KEY[status]);
  return <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={label} />;
}

/** The reason and the warnings of an item, in the interface language. */
function Notes({ item, t }: { item: ImportReportItem; t: Translate }) {
  if (!item.reason && !item.warnings?.length) return null;
  return (
    <>
      {item.reason && <Box component="span">{importText(item.reason, t)}</Box>}
      {item.warnings?.map((warning) => (
        <Box component="span" key={warning} sx={{ display: 'block', color: 'warning.main' }}>
          {t('questionImport.warning', { text: importText(warning, t) })}
        </Box>
      ))}
    </>
  );
}

interface ItemReportProps {
  items: readonly ImportReportItem[];
  counts: StatusCounts;
  /** After the import: 'Will import' reads 'Imported'. */
  committed?: boolean;
}

/** Every item of the file, filterable by status, a page at a time: a table, or cards on a phone. */
export function ItemReport({ items, counts, committed = false }: ItemReportProps) {
  const t = useT();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  // Filtering 20,000 items happens off the urgent path: the select answers at once.
  const shownFilter = useDeferredValue(filter);
  const filtered = useMemo(() => filterItems(items, shownFilter), [items, shownFilter]);
  const current = pageOf(filtered, page, ITEMS_PAGE_SIZE);

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <NativeSelect
          label={t('questionImport.showStatus')}
          value={filter}
          onChange={(value) => {
            setFilter(value as StatusFilter);
            setPage(1);
          }}
          sx={{ minWidth: 220 }}
        >
          <option value="all">{t('questionImport.filterAll', { count: counts.total })}</option>
          <option value="import">{t('questionImport.filterImport', { count: counts.import })}</option>
          <option value="duplicate">
            {t('questionImport.filterDuplicate', { count: counts.duplicate })}
          </option>
          <option value="skipped">{t('questionImport.filterSkipped', { count: counts.skipped })}</option>
        </NativeSelect>
        <Typography variant="body2" color="text.secondary" role="status">
          {current.total === 0
            ? t('questionImport.noItems')
            : t('questionImport.shownRange', { from: current.from, to: current.to, total: current.total })}
        </Typography>
      </Stack>

      {isPhone ? (
        <Stack component="ul" spacing={1} aria-label={t('questionImport.itemsTable')} sx={{ p: 0, m: 0 }}>
          {current.items.map((item) => (
            <Paper component="li" key={itemKey(item)} variant="outlined" sx={{ p: 1.5, listStyle: 'none' }}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: 'center' }}
              >
                <Typography variant="body2" color="text.secondary">
                  {item.line}
                </Typography>
                <StatusChip status={item.status} committed={committed} />
              </Stack>
              <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{item.name}</Typography>
              <Typography variant="body2" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
                <Notes item={item} t={t} />
              </Typography>
            </Paper>
          ))}
        </Stack>
      ) : (
        <TableContainer
          component={Paper}
          variant="outlined"
          tabIndex={0}
          role="region"
          aria-label={t('questionImport.itemsTable')}
        >
          <Table size="small" aria-label={t('questionImport.itemsTable')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('questionImport.columnWhere')}</TableCell>
                <TableCell>{t('questionImport.columnQuestion')}</TableCell>
                <TableCell>{t('questionImport.columnStatus')}</TableCell>
                <TableCell>{t('questionImport.columnReason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {current.items.map((item) => (
                <TableRow key={itemKey(item)}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.line}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 200 }}>{item.name}</TableCell>
                  <TableCell>
                    <StatusChip status={item.status} committed={committed} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 200 }}>
                    <Notes item={item} t={t} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      {current.pageCount > 1 && (
        <Pagination
          count={current.pageCount}
          page={current.page}
          onChange={(_, next) => setPage(next)}
          siblingCount={isPhone ? 0 : 1}
          size={isPhone ? 'small' : 'medium'}
          aria-label={t('questionImport.pagination')}
          getItemAriaLabel={(type, number) =>
            type === 'page'
              ? t('questionImport.goToPage', { page: number ?? 1 })
              : type === 'previous'
                ? t('questionImport.previousPage')
                : type === 'next'
                  ? t('questionImport.nextPage')
                  : type === 'first'
                    ? t('questionImport.firstPage')
                    : t('questionImport.lastPage')
          }
        />
      )}
    </Stack>
  );
}
