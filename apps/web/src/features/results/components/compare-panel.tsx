import type { Result } from '@aspirant/contract/results.ts';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../config/paths.ts';
import { dateTime, formatNumber, minutesSeconds } from '../../../lib/format.ts';
import { useResult } from '../api/get-result.ts';

export const NO_PREVIOUS_ATTEMPT =
  'This is your first attempt at this test, so there is no earlier attempt to compare it with.';

interface Metric {
  label: string;
  pick: (result: Result) => number;
  format: (value: number) => string;
  /** Whether a higher value is the better one (more correct) or the worse one (more incorrect). */
  isHigherBetter: boolean | null;
}

const percent = (value: number) => `${formatNumber(value)}%`;
const plain = (value: number) => formatNumber(value);

const METRICS: Metric[] = [
  { label: 'Percentage', pick: (r) => r.perc_score, format: percent, isHigherBetter: true },
  { label: 'Score', pick: (r) => r.score, format: plain, isHigherBetter: true },
  { label: 'Correct', pick: (r) => r.correct, format: plain, isHigherBetter: true },
  { label: 'Incorrect', pick: (r) => r.wrong, format: plain, isHigherBetter: false },
  { label: 'Unattempted', pick: (r) => r.unattempted, format: plain, isHigherBetter: null },
  { label: 'Accuracy', pick: (r) => r.accuracy_rate, format: percent, isHigherBetter: true },
  {
    label: 'Time Spent',
    pick: (r) => r.timeAnalysis.totalTime,
    format: minutesSeconds,
    isHigherBetter: null,
  },
  { label: 'Questions/Minute', pick: (r) => r.speed_score, format: plain, isHigherBetter: null },
  { label: 'Time Efficiency', pick: (r) => r.time_efficiency, format: percent, isHigherBetter: true },
];

function change(metric: Metric, now: number, before: number) {
  const delta = now - before;
  const text = delta === 0 ? 'No change' : `${delta > 0 ? '+' : '−'}${metric.format(Math.abs(delta))}`;
  const isBetter = metric.isHigherBetter === null || delta === 0 ? null : delta > 0 === metric.isHigherBetter;
  return { text, color: isBetter === null ? 'text.secondary' : isBetter ? 'success.main' : 'error.main' };
}

/** Compare Tests: this result beside the student's previous attempt of the same test. */
export function ComparePanel({ result, onClose }: { result: Result; onClose: () => void }) {
  const previousId = result.previous_result_id;
  const previous = useResult(previousId);
  const close = (
    <Button size="small" onClick={onClose} data-print="hide">
      Close Comparison
    </Button>
  );

  return (
    <SectionCard title="Compare with Previous Attempt" icon={<CompareArrowsIcon />} action={close}>
      {previousId === null ? (
        <Alert severity="info">{NO_PREVIOUS_ATTEMPT}</Alert>
      ) : previous.isPending ? (
        <CircularProgress size={28} aria-label="Loading the previous attempt" />
      ) : previous.isError || !previous.data ? (
        <Alert severity="error">The previous attempt could not be loaded. Please try again.</Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {'Previous attempt: '}
            <Link component={RouterLink} to={paths.result.href(previous.data.id)}>
              {dateTime(previous.data.completed_at)}
            </Link>
          </Typography>
          <TableContainer tabIndex={0} role="region" aria-label="This attempt against the previous attempt">
            <Table size="small" aria-label="This attempt against the previous attempt">
              <TableHead>
                <TableRow>
                  <TableCell>Metric</TableCell>
                  <TableCell align="right">This Attempt</TableCell>
                  <TableCell align="right">Previous Attempt</TableCell>
                  <TableCell align="right">Change</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {METRICS.map((metric) => {
                  const now = metric.pick(result);
                  const before = metric.pick(previous.data);
                  const delta = change(metric, now, before);
                  return (
                    <TableRow key={metric.label}>
                      <TableCell component="th" scope="row">
                        {metric.label}
                      </TableCell>
                      <TableCell align="right">{metric.format(now)}</TableCell>
                      <TableCell align="right">{metric.format(before)}</TableCell>
                      <TableCell align="right" sx={{ color: delta.color, fontWeight: 600 }}>
                        {delta.text}
                      </TableCell>
                    </TableRow>
                  );
                })}
                {Object.entries(result.subjectWisePerformance).map(([subject, now]) => {
                  const before = previous.data.subjectWisePerformance[subject];
                  const metric: Metric = {
                    label: subject,
                    pick: () => now,
                    format: percent,
                    isHigherBetter: true,
                  };
                  const delta = before === undefined ? null : change(metric, now, before);
                  return (
                    <TableRow key={`subject-${subject}`}>
                      <TableCell component="th" scope="row">
                        {`${subject} (subject)`}
                      </TableCell>
                      <TableCell align="right">{percent(now)}</TableCell>
                      <TableCell align="right">{before === undefined ? '—' : percent(before)}</TableCell>
                      <TableCell align="right" sx={{ color: delta?.color, fontWeight: 600 }}>
                        {delta?.text ?? '—'}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </SectionCard>
  );
}
