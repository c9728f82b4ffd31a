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
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import type { Translate } from '../../../lib/i18n/translate.ts';
import { useResult } from '../api/get-result.ts';

type MetricLabel =
  | 'results.percentage'
  | 'results.score'
  | 'results.statusCorrect'
  | 'results.statusIncorrect'
  | 'results.statusUnattempted'
  | 'results.accuracy'
  | 'results.timeSpent'
  | 'results.questionsPerMinuteCard'
  | 'results.timeEfficiency';

interface Metric {
  label: MetricLabel;
  pick: (result: Result) => number;
  format: (value: number) => string;
  /** Whether a higher value is the better one (more correct) or the worse one (more incorrect). */
  isHigherBetter: boolean | null;
}

const percent = (value: number) => `${formatNumber(value)}%`;
const plain = (value: number) => formatNumber(value);

const METRICS: Metric[] = [
  { label: 'results.percentage', pick: (r) => r.perc_score, format: percent, isHigherBetter: true },
  { label: 'results.score', pick: (r) => r.score, format: plain, isHigherBetter: true },
  { label: 'results.statusCorrect', pick: (r) => r.correct, format: plain, isHigherBetter: true },
  { label: 'results.statusIncorrect', pick: (r) => r.wrong, format: plain, isHigherBetter: false },
  { label: 'results.statusUnattempted', pick: (r) => r.unattempted, format: plain, isHigherBetter: null },
  { label: 'results.accuracy', pick: (r) => r.accuracy_rate, format: percent, isHigherBetter: true },
  {
    label: 'results.timeSpent',
    pick: (r) => r.timeAnalysis.totalTime,
    format: minutesSeconds,
    isHigherBetter: null,
  },
  {
    label: 'results.questionsPerMinuteCard',
    pick: (r) => r.speed_score,
    format: plain,
    isHigherBetter: null,
  },
  { label: 'results.timeEfficiency', pick: (r) => r.time_efficiency, format: percent, isHigherBetter: true },
];

function change(t: Translate, metric: Omit<Metric, 'label'>, now: number, before: number) {
  const delta = now - before;
  const text =
    delta === 0 ? t('results.noChange') : `${delta > 0 ? '+' : '−'}${metric.format(Math.abs(delta))}`;
  const isBetter = metric.isHigherBetter === null || delta === 0 ? null : delta > 0 === metric.isHigherBetter;
  return { text, color: isBetter === null ? 'text.secondary' : isBetter ? 'success.main' : 'error.main' };
}

/** Compare Tests: this result beside the student's previous attempt of the same test. */
export function ComparePanel({ result, onClose }: { result: Result; onClose: () => void }) {
  const t = useT();
  const previousId = result.previous_result_id;
  const previous = useResult(previousId);
  const close = (
    <Button size="small" onClick={onClose} data-print="hide">
      {t('results.closeComparison')}
    </Button>
  );

  return (
    <SectionCard title={t('results.compareTitle')} icon={<CompareArrowsIcon />} action={close}>
      {previousId === null ? (
        <Alert severity="info">{t('results.noPreviousAttempt')}</Alert>
      ) : previous.isPending ? (
        <CircularProgress size={28} aria-label={t('results.loadingPrevious')} />
      ) : previous.isError || !previous.data ? (
        <Alert severity="error">{t('results.previousFailed')}</Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('results.previousAttemptOn')}
            <Link component={RouterLink} to={paths.result.href(previous.data.id)}>
              {dateTime(previous.data.completed_at)}
            </Link>
          </Typography>
          <TableContainer tabIndex={0} role="region" aria-label={t('results.compareTable')}>
            <Table size="small" aria-label={t('results.compareTable')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('results.colMetric')}</TableCell>
                  <TableCell align="right">{t('results.colThisAttempt')}</TableCell>
                  <TableCell align="right">{t('results.colPreviousAttempt')}</TableCell>
                  <TableCell align="right">{t('results.colChange')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {METRICS.map((metric) => {
                  const now = metric.pick(result);
                  const before = metric.pick(previous.data);
                  const delta = change(t, metric, now, before);
                  return (
                    <TableRow key={metric.label}>
                      <TableCell component="th" scope="row">
                        {t(metric.label)}
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
                  const metric: Omit<Metric, 'label'> = {
                    pick: () => now,
                    format: percent,
                    isHigherBetter: true,
                  };
                  const delta = before === undefined ? null : change(t, metric, now, before);
                  return (
                    <TableRow key={`subject-${subject}`}>
                      <TableCell component="th" scope="row">
                        {t('results.subjectRow', { subject })}
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
