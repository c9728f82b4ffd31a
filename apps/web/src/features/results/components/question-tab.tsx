import type { QuestionBreakdownItem, Result } from '@aspirant/contract/results.ts';
import { BREAKDOWN_ROWS_SHOWN } from '@aspirant/domain/constants.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { QuestionText } from '../../../components/question-text.tsx';
import { formatNumber, optionLetter } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import type { Translate } from '../../../lib/i18n/translate.ts';
import { DIFFICULTY_KEY, STATUS_KEY } from '../lib/labels.ts';
import { STATUS_COLOR } from '../lib/status-color.ts';
import { FIGURE_GRID, Figure } from './figure.tsx';
import { QuestionDialog } from './question-dialog.tsx';

// Every solution loads when the student asks for it, not with the result page.
const AllSolutions = lazy(() => import('./all-solutions.tsx').then((m) => ({ default: m.AllSolutions })));

// Inline-block, not a paragraph: the cell stays one line (clipped with an ellipsis) and reads as plain text.
const CLIPPED = {
  display: 'inline-block',
  maxWidth: 220,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
} as const;

const answerText = (text: string | null, index: number | null) =>
  text === null || index === null ? (
    '—'
  ) : (
    <>
      {`${optionLetter(index)}. `}
      <QuestionText text={text} inline />
    </>
  );

/** The name of a row's details button: it starts with what it shows ('Q1'), as WCAG 2.5.3 asks. */
const detailsName = (t: Translate, q: QuestionBreakdownItem) =>
  t('results.detailsName', { number: q.questionNumber });

/**
 * Tab 3 (SPEC §2): Question-by-Question Analysis, the first 20 rows (a table, cards on a phone); a row opens its
 * dialog. 'View All Questions' opens every solution, paged (issue 15).
 */
export function QuestionTab({ result }: { result: Result }) {
  const t = useT();
  const [open, setOpen] = useState<QuestionBreakdownItem | null>(null);
  const [isShowingAll, setIsShowingAll] = useState(false);
  const questions = result.questionBreakdown;
  const shown = questions.slice(0, BREAKDOWN_ROWS_SHOWN);

  if (isShowingAll) {
    return (
      <Suspense fallback={<Typography color="text.secondary">{t('results.loadingQuestions')}</Typography>}>
        <AllSolutions resultId={result.id} onBack={() => setIsShowingAll(false)} />
      </Suspense>
    );
  }

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('results.questionAnalysis')}
      </Typography>
      {questions.length === 0 ? (
        <Typography color="text.secondary">{t('results.noQuestionAnalysis')}</Typography>
      ) : (
        <>
          <Box sx={FIGURE_GRID}>
            <Figure label={t('results.correctAnswers')} value={result.correct} />
            <Figure label={t('results.incorrectAnswers')} value={result.wrong} />
            <Figure label={t('results.unattempted')} value={result.unattempted} />
            <Figure
              label={t('results.avgTimePerQ')}
              value={t('results.secondsShort', {
                seconds: formatNumber(result.timeAnalysis.averageTimePerQuestion, 1),
              })}
            />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            {questions.length > BREAKDOWN_ROWS_SHOWN && (
              <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
                {t('results.showingFirst', { shown: BREAKDOWN_ROWS_SHOWN, total: questions.length })}
              </Typography>
            )}
            <Button variant="outlined" onClick={() => setIsShowingAll(true)} data-print="hide">
              {t('results.viewAllQuestions')}
            </Button>
          </Box>
          {/* A phone gets cards (issue 15: the table was 898 px wide in a 322 px box); a wider screen the table. */}
          <Box
            component="ul"
            aria-label={t('results.questionBreakdown')}
            sx={{ display: { xs: 'grid', md: 'none' }, gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
          >
            {shown.map((q) => (
              <Paper key={q.questionNumber} component="li" variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
                  <Link
                    component="button"
                    type="button"
                    aria-haspopup="dialog"
                    aria-label={detailsName(t, q)}
                    onClick={() => setOpen(q)}
                    sx={{ fontWeight: 700 }}
                  >
                    {`Q${q.questionNumber}`}
                  </Link>
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t(STATUS_KEY[q.status])}
                    color={STATUS_COLOR[q.status]}
                  />
                  <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                    {t('results.secondsShort', { seconds: formatNumber(q.timeSpent, 0) })}
                  </Typography>
                </Box>
                <CardLine label={t('results.yourAnswer')}>
                  {answerText(q.userAnswer, q.userAnswerIndex)}
                </CardLine>
                <CardLine label={t('results.correctAnswer')}>
                  {q.hiddenUntilSubmit !== null
                    ? t('results.hiddenUntilSubmit', { test: q.hiddenUntilSubmit })
                    : answerText(q.correctAnswer, q.correctAnswerIndex)}
                </CardLine>
                <Typography variant="body2" color="text.secondary">
                  {`${q.subject} · ${t(DIFFICULTY_KEY[q.difficulty])}`}
                </Typography>
              </Paper>
            ))}
          </Box>
          <TableContainer
            sx={{ display: { xs: 'none', md: 'block' }, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Table size="small" aria-label={t('results.questionBreakdown')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('results.colQuestion')}</TableCell>
                  <TableCell>{t('results.yourAnswer')}</TableCell>
                  <TableCell>{t('results.correctAnswer')}</TableCell>
                  <TableCell align="right">{t('results.colTimeSpent')}</TableCell>
                  <TableCell>{t('results.colStatus')}</TableCell>
                  <TableCell>{t('results.colSubject')}</TableCell>
                  <TableCell>{t('results.colDifficulty')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((q) => (
                  <TableRow
                    key={q.questionNumber}
                    hover
                    onClick={() => setOpen(q)}
                    sx={{ cursor: 'pointer', '&:last-child td, &:last-child th': { border: 0 } }}
                  >
                    <TableCell component="th" scope="row">
                      {/* The row is clickable with a mouse; this button is its keyboard and screen-reader way in. */}
                      <Link
                        component="button"
                        type="button"
                        aria-haspopup="dialog"
                        aria-label={detailsName(t, q)}
                        onClick={(event) => {
                          event.stopPropagation();
                          setOpen(q);
                        }}
                        sx={{ fontWeight: 700 }}
                      >
                        {`Q${q.questionNumber}`}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <Box component="span" title={q.userAnswer ?? undefined} sx={CLIPPED}>
                        {answerText(q.userAnswer, q.userAnswerIndex)}
                      </Box>
                    </TableCell>
                    <TableCell>
                      {q.hiddenUntilSubmit !== null ? (
                        <Box
                          component="span"
                          sx={{ ...CLIPPED, fontStyle: 'italic', color: 'text.secondary' }}
                        >
                          {t('results.hiddenUntilSubmit', { test: q.hiddenUntilSubmit })}
                        </Box>
                      ) : (
                        <Box component="span" title={q.correctAnswer ?? undefined} sx={CLIPPED}>
                          {answerText(q.correctAnswer, q.correctAnswerIndex)}
                        </Box>
                      )}
                    </TableCell>
                    <TableCell align="right">
                      {t('results.secondsShort', { seconds: formatNumber(q.timeSpent, 0) })}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t(STATUS_KEY[q.status])}
                        color={STATUS_COLOR[q.status]}
                      />
                    </TableCell>
                    <TableCell>{q.subject}</TableCell>
                    <TableCell>{t(DIFFICULTY_KEY[q.difficulty])}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      <QuestionDialog question={open} onClose={() => setOpen(null)} />
    </Box>
  );
}

function CardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mb: 0.5 }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {`${label}: `}
      </Box>
      {children}
    </Typography>
  );
}
