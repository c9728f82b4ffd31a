import { type QuestionBreakdownItem, RESULT_MESSAGES, type Result } from '@aspirant/contract/results.ts';
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
import { lazy, Suspense, useState } from 'react';
import { capitalise, formatNumber, optionLetter } from '../../../lib/format.ts';
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
  text === null || index === null ? '—' : `${optionLetter(index)}. ${text}`;

/** The name of a row's details button: it starts with what it shows ('Q1'), as WCAG 2.5.3 asks. */
const detailsName = (q: QuestionBreakdownItem) =>
  `Q${q.questionNumber}: Question ${q.questionNumber} details`;

/**
 * Tab 3 (SPEC §2): Question-by-Question Analysis, the first 20 rows (a table, cards on a phone); a row opens its
 * dialog. 'View All Questions' opens every solution, paged (issue 15).
 */
export function QuestionTab({ result }: { result: Result }) {
  const [open, setOpen] = useState<QuestionBreakdownItem | null>(null);
  const [isShowingAll, setIsShowingAll] = useState(false);
  const questions = result.questionBreakdown;
  const shown = questions.slice(0, BREAKDOWN_ROWS_SHOWN);

  if (isShowingAll) {
    return (
      <Suspense fallback={<Typography color="text.secondary">Loading questions…</Typography>}>
        <AllSolutions resultId={result.id} onBack={() => setIsShowingAll(false)} />
      </Suspense>
    );
  }

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Question-by-Question Analysis
      </Typography>
      {questions.length === 0 ? (
        <Typography color="text.secondary">Detailed question analysis not available</Typography>
      ) : (
        <>
          <Box sx={FIGURE_GRID}>
            <Figure label="Correct Answers" value={result.correct} />
            <Figure label="Incorrect Answers" value={result.wrong} />
            <Figure label="Unattempted" value={result.unattempted} />
            <Figure
              label="Avg Time/Q"
              value={`${formatNumber(result.timeAnalysis.averageTimePerQuestion, 1)}s`}
            />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            {questions.length > BREAKDOWN_ROWS_SHOWN && (
              <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
                {`Showing first ${BREAKDOWN_ROWS_SHOWN} questions. Total questions: ${questions.length}`}
              </Typography>
            )}
            <Button variant="outlined" onClick={() => setIsShowingAll(true)} data-print="hide">
              View All Questions
            </Button>
          </Box>
          {/* A phone gets cards (issue 15: the table was 898 px wide in a 322 px box); a wider screen the table. */}
          <Box
            component="ul"
            aria-label="Question breakdown"
            sx={{ display: { xs: 'grid', md: 'none' }, gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
          >
            {shown.map((q) => (
              <Paper key={q.questionNumber} component="li" variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
                  <Link
                    component="button"
                    type="button"
                    aria-haspopup="dialog"
                    aria-label={detailsName(q)}
                    onClick={() => setOpen(q)}
                    sx={{ fontWeight: 700 }}
                  >
                    {`Q${q.questionNumber}`}
                  </Link>
                  <Chip size="small" variant="outlined" label={q.status} color={STATUS_COLOR[q.status]} />
                  <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                    {`${formatNumber(q.timeSpent, 0)}s`}
                  </Typography>
                </Box>
                <CardLine label="Your Answer">{answerText(q.userAnswer, q.userAnswerIndex)}</CardLine>
                <CardLine label="Correct Answer">
                  {q.hiddenUntilSubmit !== null
                    ? RESULT_MESSAGES.hiddenUntilSubmit(q.hiddenUntilSubmit)
                    : answerText(q.correctAnswer, q.correctAnswerIndex)}
                </CardLine>
                <Typography variant="body2" color="text.secondary">
                  {`${q.subject} · ${capitalise(q.difficulty)}`}
                </Typography>
              </Paper>
            ))}
          </Box>
          <TableContainer
            sx={{ display: { xs: 'none', md: 'block' }, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Table size="small" aria-label="Question breakdown">
              <TableHead>
                <TableRow>
                  <TableCell>Q#</TableCell>
                  <TableCell>Your Answer</TableCell>
                  <TableCell>Correct Answer</TableCell>
                  <TableCell align="right">Time Spent</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Subject</TableCell>
                  <TableCell>Difficulty</TableCell>
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
                        aria-label={detailsName(q)}
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
                          {RESULT_MESSAGES.hiddenUntilSubmit(q.hiddenUntilSubmit)}
                        </Box>
                      ) : (
                        <Box component="span" title={q.correctAnswer ?? undefined} sx={CLIPPED}>
                          {answerText(q.correctAnswer, q.correctAnswerIndex)}
                        </Box>
                      )}
                    </TableCell>
                    <TableCell align="right">{`${formatNumber(q.timeSpent, 0)}s`}</TableCell>
                    <TableCell>
                      <Chip size="small" variant="outlined" label={q.status} color={STATUS_COLOR[q.status]} />
                    </TableCell>
                    <TableCell>{q.subject}</TableCell>
                    <TableCell>{capitalise(q.difficulty)}</TableCell>
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

function CardLine({ label, children }: { label: string; children: string }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mb: 0.5 }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>{`${label}: `}</Box>
      {children}
    </Typography>
  );
}
