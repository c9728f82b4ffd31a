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
import { useFigures } from '../../../components/figure-info.tsx';
import { TWO_COLUMN_GRID } from '../../../components/layout.ts';
import { formatNumber, formatPercent, signed } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { DIFFICULTY_KEY, STATUS_KEY } from '../lib/labels.ts';
import { markingLines } from '../lib/marking.ts';
import { FIGURE_GRID, Figure } from './figure.tsx';
import { AnswerSplitChart } from './result-charts.tsx';

const CHART_HEIGHT = 260;

/** Tab 0: the answers split, the marks line by line, and (with the setting) the advanced metrics. */
export function OverviewTab({ result, showAdvanced }: { result: Result; showAdvanced: boolean }) {
  const t = useT();
  const figures = useFigures();
  const lines = markingLines(result);
  const attemptRate = result.total_questions > 0 ? (result.attempted / result.total_questions) * 100 : 0;
  const negative = lines.find((line) => line.label === 'Incorrect')?.subtotal ?? 0;
  const marked = result.questionBreakdown.filter((q) => q.isMarked).length;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Box sx={FIGURE_GRID}>
        <Figure
          label={figures.name('testScore')}
          value={`${formatNumber(result.score)} / ${formatNumber(result.total_score)}`}
        />
        <Figure label={t('results.percentage')} value={formatPercent(result.perc_score)} />
        <Figure
          label={t('results.attempted')}
          value={`${result.attempted} / ${result.total_questions}`}
          hint={t('results.ofPaper', { percent: formatPercent(attemptRate) })}
        />
        <Figure
          label={t('results.timeSpent')}
          value={result.time_spent}
          hint={t('results.minutesAllowed', { count: result.duration })}
        />
      </Box>
      <Box sx={TWO_COLUMN_GRID}>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {t('results.answerSummary')}
          </Typography>
          <ChartFrame
            height={CHART_HEIGHT}
            isEmpty={result.total_questions === 0}
            emptyMessage={t('results.noAnswerData')}
          >
            <AnswerSplitChart result={result} />
          </ChartFrame>
        </Box>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {t('results.scoreBreakdown')}
          </Typography>
          {/* On a phone the table scrolls sideways: its box takes focus so the keyboard can scroll it. */}
          <TableContainer tabIndex={0} role="region" aria-label={t('results.scoreBreakdown')}>
            <Table size="small" aria-label={t('results.scoreBreakdown')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('results.colAnswers')}</TableCell>
                  <TableCell align="right">{t('results.colQuestions')}</TableCell>
                  <TableCell align="right">{t('results.colMarksEach')}</TableCell>
                  <TableCell align="right">{t('results.colMarks')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map((line) => (
                  <TableRow key={line.label}>
                    <TableCell component="th" scope="row">
                      {t(STATUS_KEY[line.label])}
                    </TableCell>
                    <TableCell align="right">{line.count}</TableCell>
                    <TableCell align="right">
                      {line.mark === null ? t('results.notApplicable') : signed(line.mark)}
                    </TableCell>
                    <TableCell align="right">
                      {line.subtotal === null ? t('results.notApplicable') : signed(line.subtotal)}
                    </TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                    {t('results.total')}
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
        <Box component="section" aria-label={t('results.advancedMetrics')}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {t('results.advancedMetrics')}
          </Typography>
          <Box sx={FIGURE_GRID}>
            <Figure
              label={t('results.testDifficulty')}
              value={t(DIFFICULTY_KEY[result.test_difficulty_level])}
            />
            <Figure label={t('results.negativeMarksLost')} value={formatNumber(Math.abs(negative))} />
            <Figure
              label={t('results.avgTimePerQuestion')}
              value={t('results.secondsSpaced', {
                seconds: formatNumber(result.timeAnalysis.averageTimePerQuestion),
              })}
            />
            <Figure label={t('results.markedForReviewFigure')} value={marked} />
            <Figure label={figures.name('timeEfficiency')} value={formatPercent(result.time_efficiency)} />
            <Figure label={figures.name('testAccuracy')} value={formatPercent(result.accuracy_rate)} />
            <Figure
              label={figures.name('testRank')}
              value={`${result.rank.rank} / ${result.rank.takers}`}
              hint={t('results.rankHint', {
                share: formatNumber(result.rank.topShare, 0),
                percentile: formatNumber(result.rank.percentile, 0),
              })}
            />
            <Figure
              label={t('results.attempt')}
              value={t(result.is_retake ? 'results.attemptRetake' : 'results.attemptFirst')}
              hint={t(result.is_retake ? 'results.retakeHint' : 'results.firstHint')}
            />
          </Box>
        </Box>
      )}
    </Box>
  );
}
