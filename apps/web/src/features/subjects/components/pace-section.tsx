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
import { capitalise, formatSeconds } from '../../../lib/format.ts';
import { againstTarget } from '../lib/labels.ts';
import { PaceChart } from './pace-chart.tsx';

export const PACE_CHART_HEIGHT = 260;
const NO_PACE_DATA = 'No answered questions yet';

/** Time per answered question against SPEC §9's per-difficulty targets: a table and a bar chart. */
export function PaceSection({ pace }: { pace: DifficultyPace[] }) {
  const hasData = pace.some((row) => row.questions > 0);
  return (
    <Box sx={TWO_COLUMN_GRID}>
      <TableContainer>
        <Table size="small" aria-label="Time per question by difficulty">
          <TableHead>
            <TableRow>
              <TableCell>Difficulty</TableCell>
              <TableCell align="right">Answered</TableCell>
              <TableCell align="right">
                Your average <FigureInfo figure="timePerAnsweredQuestion" name="Your average" />
              </TableCell>
              <TableCell align="right">Target</TableCell>
              <TableCell>Against target</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pace.map((row) => (
              <TableRow key={row.difficulty}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {capitalise(row.difficulty)}
                </TableCell>
                <TableCell align="right">{row.questions}</TableCell>
                <TableCell align="right">
                  {row.averageSeconds === null ? '—' : formatSeconds(row.averageSeconds)}
                </TableCell>
                <TableCell align="right">{formatSeconds(row.targetSeconds)}</TableCell>
                <TableCell>
                  {row.averageSeconds === null
                    ? 'No answers yet'
                    : againstTarget(row.averageSeconds, row.targetSeconds)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ChartFrame height={PACE_CHART_HEIGHT} isEmpty={!hasData} emptyMessage={NO_PACE_DATA}>
        <PaceChart pace={pace} />
      </ChartFrame>
    </Box>
  );
}
