import type { Result } from '@aspirant/contract/results.ts';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ChartFrame } from '../../../components/chart-frame.tsx';
import { TWO_COLUMN_GRID } from '../../../components/layout.ts';
import { capitalise, formatNumber, formatPercent, plural, signed } from '../../../lib/format.ts';
import { markingLines } from '../lib/marking.ts';
import { FIGURE_GRID, Figure } from './figure.tsx';
import { AnswerSplitChart } from './result-charts.tsx';

const CHART_HEIGHT = 260;

/** Tab 0: the answers split, the marks line by line, and (with the setting) the advanced metrics. */
export function OverviewTab({ result, showAdvanced }: { result: Result; showAdvanced: boolean }) {
  const lines = markingLines(result);
  const attemptRate = result.total_questions > 0 ? (result.attempted / result.total_questions) * 100 : 0;
  const negative = lines.find((line) => line.label === 'Incorrect')?.subtotal ?? 0;
  const marked = result.questionBreakdown.filter((q) => q.isMarked).length;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Box sx={FIGURE_GRID}>
        <Figure label="Score" value={`${formatNumber(result.score)} / ${formatNumber(result.total_score)}`} />
        <Figure label="Percentage" value={formatPercent(result.perc_score)} />
        <Figure
          label="Attempted"
          value={`${result.attempted} / ${result.total_questions}`}
          hint={`${formatPercent(attemptRate)} of the paper`}
        />
        <Figure
          label="Time Spent"
          value={result.time_spent}
          hint={`of ${plural(result.duration, 'minute')} allowed`}
        />
      </Box>
      <Box sx={TWO_COLUMN_GRID}>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            Answer Summary
          </Typography>
          <ChartFrame
            height={CHART_HEIGHT}
            isEmpty={result.total_questions === 0}
            emptyMessage="No answer data available"
          >
            <AnswerSplitChart result={result} />
          </ChartFrame>
        </Box>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            Score Breakdown
          </Typography>
          {/* On a phone the table scrolls sideways: its box takes focus so the keyboard can scroll it. */}
          <TableContainer tabIndex={0} role="region" aria-label="Score breakdown">
            <Table size="small" aria-label="Score breakdown">
              <TableHead>
                <TableRow>
                  <TableCell>Answers</TableCell>
                  <TableCell align="right">Questions</TableCell>
                  <TableCell align="right">Marks each</TableCell>
                  <TableCell align="right">Marks</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map((line) => (
                  <TableRow key={line.label}>
                    <TableCell component="th" scope="row">
                      {line.label}
                    </TableCell>
                    <TableCell align="right">{line.count}</TableCell>
                    <TableCell align="right">{line.mark === null ? 'N/A' : signed(line.mark)}</TableCell>
                    <TableCell align="right">
                      {line.subtotal === null ? 'N/A' : signed(line.subtotal)}
                    </TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                    Total
                  </TableCell>
                  <TableCell align="right">{result.total_questions}</TableCell>
                  <TableCell />
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {`${formatNumber(result.score)} / ${formatNumber(result.total_score)}`}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
      </Box>
      {showAdvanced && (
        <Box component="section" aria-label="Advanced Metrics">
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            Advanced Metrics
          </Typography>
          <Box sx={FIGURE_GRID}>
            <Figure label="Test Difficulty" value={capitalise(result.test_difficulty_level)} />
            <Figure label="Marks Lost to Negative Marking" value={formatNumber(Math.abs(negative))} />
            <Figure
              label="Average Time per Question"
              value={`${formatNumber(result.timeAnalysis.averageTimePerQuestion)} s`}
            />
            <Figure label="Marked for Review" value={marked} />
            <Figure label="Time Efficiency" value={formatPercent(result.time_efficiency)} />
            <Figure label="Accuracy" value={formatPercent(result.accuracy_rate)} />
            <Figure
              label="Rank"
              value={`${result.rank.rank} / ${result.rank.takers}`}
              hint={`Top ${formatNumber(result.rank.topShare, 0)}% · Percentile ${formatNumber(result.rank.percentile, 0)}`}
            />
            <Figure
              label="Attempt"
              value={result.is_retake ? 'Retake' : 'First'}
              hint={result.is_retake ? 'Placed among first attempts, never ranked' : 'Counts for the rank'}
            />
          </Box>
        </Box>
      )}
    </Box>
  );
}
