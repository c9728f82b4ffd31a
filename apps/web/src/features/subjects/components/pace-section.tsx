import type { DifficultyPace } from '@aspirant/contract/subjects.ts';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ChartFrame } from '../../../components/chart-frame.tsx';
import { FigureInfo } from '../../../components/figure-info.tsx';
import { TWO_COLUMN_GRID } from '../../../components/layout.ts';
import { formatSeconds } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { againstTarget, difficultyName } from '../lib/labels.ts';
import { PaceChart } from './pace-chart.tsx';

export const PACE_CHART_HEIGHT = 260;

/** Time per answered question against SPEC §9's per-difficulty targets: a table and a bar chart. */
export function PaceSection({ pace }: { pace: DifficultyPace[] }) {
  const t = useT();
  const hasData = pace.some((row) => row.questions > 0);
  return (
    <Box sx={TWO_COLUMN_GRID}>
      <TableContainer>
        <Table size="small" aria-label={t('subjects.paceTable')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('subjects.difficulty')}</TableCell>
              <TableCell align="right">{t('subjects.answered')}</TableCell>
              <TableCell align="right">
                {t('subjects.yourAverage')}{' '}
                <FigureInfo figure="timePerAnsweredQuestion" name={t('subjects.yourAverage')} />
              </TableCell>
              <TableCell align="right">{t('subjects.target')}</TableCell>
              <TableCell>{t('subjects.againstTarget')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pace.map((row) => (
              <TableRow key={row.difficulty}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {difficultyName(t, row.difficulty)}
                </TableCell>
                <TableCell align="right">{row.questions}</TableCell>
                <TableCell align="right">
                  {row.averageSeconds === null ? '—' : formatSeconds(row.averageSeconds)}
                </TableCell>
                <TableCell align="right">{formatSeconds(row.targetSeconds)}</TableCell>
                <TableCell>
                  {row.averageSeconds === null
                    ? t('subjects.noAnswersYet')
                    : againstTarget(t, row.averageSeconds, row.targetSeconds)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ChartFrame height={PACE_CHART_HEIGHT} isEmpty={!hasData} emptyMessage={t('subjects.noPaceData')}>
        <PaceChart pace={pace} />
      </ChartFrame>
    </Box>
  );
}
