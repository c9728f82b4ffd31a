import type { ProgressWeek } from '@aspirant/contract/progress.ts';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FigureInfo, useFigures } from '../../../components/figure-info.tsx';
import { dayMonth, percentOrDash, secondsOrDash } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** The weeks, this week first; a week without a result shows dashes. */
export function WeeklyTable({ weeks }: { weeks: ProgressWeek[] }) {
  const t = useT();
  const figures = useFigures();
  const newestFirst = [...weeks].reverse();
  return (
    <TableContainer>
      {/* Scrolls sideways on a phone rather than breaking "Week of 16 Nov" over three lines. */}
      <Table size="small" aria-label={t('progress.weekTable')} sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('progress.week')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('progress.testsTaken')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {figures.name('averageScore')} <FigureInfo figure="averageScore" />
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {figures.name('weekAccuracy')} <FigureInfo figure="weekAccuracy" />
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {figures.name('timePerAnsweredQuestion')} <FigureInfo figure="timePerAnsweredQuestion" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {newestFirst.map((week, i) => (
            <TableRow key={week.weekStart}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {i === 0
                  ? t('progress.thisWeek', { date: dayMonth(week.weekStart) })
                  : t('progress.weekOf', { date: dayMonth(week.weekStart) })}
              </TableCell>
              <TableCell align="right">{week.testsTaken}</TableCell>
              <TableCell align="right">{percentOrDash(week.averageScore)}</TableCell>
              <TableCell align="right">{percentOrDash(week.accuracy)}</TableCell>
              <TableCell align="right">{secondsOrDash(week.timePerQuestion)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
