import type { RegradeLog as RegradeRow } from '@aspirant/contract/insights.ts';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { dateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { regradeText } from '../lib/analysis.ts';

/** Every regrade of the test, newest first: when, who, what, and how many results it changed. */
export function RegradeLog({ regrades }: { regrades: RegradeRow[] }) {
  const t = useT();
  if (regrades.length === 0)
    return <Typography color="text.secondary">{t('testAnalysis.logEmpty')}</Typography>;
  const rows = [...regrades].sort((a, b) => b.id - a.id);
  return (
    <Box role="region" aria-label={t('testAnalysis.logHeading')} tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('testAnalysis.logHeading')} sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('testAnalysis.logWhen')}</TableCell>
            <TableCell>{t('testAnalysis.logWho')}</TableCell>
            <TableCell>{t('testAnalysis.logWhat')}</TableCell>
            <TableCell>{t('testAnalysis.logChanged')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} data-testid={`regrade-${r.id}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(r.createdAt)}</TableCell>
              <TableCell>{r.by?.name ?? t('testAnalysis.someone')}</TableCell>
              <TableCell>
                {regradeText(t, r)}
                {r.inProgress > 0 && (
                  <Typography
                    variant="caption"
                    component="span"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {t('testAnalysis.logWriting', { count: r.inProgress })}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {r.finishedAt === null
                  ? t('testAnalysis.logRunning')
                  : t('testAnalysis.logChangedOf', { changed: r.resultsChanged, seen: r.resultsSeen })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
