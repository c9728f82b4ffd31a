import { type QuestionBreakdownItem, RESULT_MESSAGES } from '@aspirant/contract/results.ts';
import { PACE_TARGET_SECONDS } from '@aspirant/domain/constants.ts';
import { type Pace, pace } from '@aspirant/domain/time.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { capitalise, formatNumber, optionLetter } from '../../../lib/format.ts';
import { STATUS_COLOR } from '../lib/status-color.ts';

const PACE_SEVERITY: Record<Pace, 'success' | 'info' | 'warning' | 'error'> = {
  'Very Fast': 'info',
  'Good Pace': 'success',
  'Slightly Slow': 'warning',
  'Too Slow': 'error',
};
const PACE_ADVICE: Record<Pace, string> = {
  'Very Fast': 'Well under the target: make sure speed did not cost you accuracy.',
  'Good Pace': 'Within the target time for this difficulty.',
  'Slightly Slow': 'A little over the target: look for quicker ways to eliminate options.',
  'Too Slow': 'Well over the target: on the day, move on and come back to questions like this.',
};

/** SPEC §2: one question's status, difficulty, answers, time with its pacing insight, subject, topic, explanation. */
export function QuestionDialog({
  question,
  onClose,
}: {
  question: QuestionBreakdownItem | null;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={question !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      {question && <QuestionDetails question={question} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}

function QuestionDetails({
  question: q,
  titleId,
  onClose,
}: {
  question: QuestionBreakdownItem;
  titleId: string;
  onClose: () => void;
}) {
  const target = PACE_TARGET_SECONDS[q.difficulty];
  // Decision 0008: while a test sharing this question runs, its key and explanation stay on the server.
  const hidden = q.hiddenUntilSubmit === null ? null : RESULT_MESSAGES.hiddenUntilSubmit(q.hiddenUntilSubmit);
  const answerColor =
    q.status === 'Correct' ? 'success.main' : q.status === 'Hidden' ? 'text.primary' : 'error.main';
  const questionPace = pace(q.timeSpent, q.difficulty);
  return (
    <>
      <DialogTitle id={titleId}>{`Question ${q.questionNumber}`}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Chip label={q.status} color={STATUS_COLOR[q.status]} />
          <Chip label={`Difficulty: ${capitalise(q.difficulty)}`} variant="outlined" />
          {q.isMarked && <Chip label="Marked for review" variant="outlined" color="secondary" />}
        </Box>
        <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }}>{q.question}</Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5, mb: 2 }}>
          <Answer label="Your Answer">
            {q.isAttempted && q.userAnswer !== null && q.userAnswerIndex !== null ? (
              <Typography sx={{ color: answerColor, fontWeight: 600 }}>
                {`${optionLetter(q.userAnswerIndex)}. ${q.userAnswer}`}
              </Typography>
            ) : (
              <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
                This question was not attempted
              </Typography>
            )}
          </Answer>
          <Answer label="Correct Answer">
            {hidden !== null || q.correctAnswerIndex === null ? (
              <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
                {hidden}
              </Typography>
            ) : (
              <Typography sx={{ color: 'success.main', fontWeight: 600 }}>
                {`${optionLetter(q.correctAnswerIndex)}. ${q.correctAnswer}`}
              </Typography>
            )}
          </Answer>
          <Answer label="Time Spent">
            <Typography>{`${formatNumber(q.timeSpent, 0)} seconds`}</Typography>
          </Answer>
        </Box>
        <Alert severity={PACE_SEVERITY[questionPace]} sx={{ mb: 2 }} role="none">
          <strong>{questionPace}</strong>
          {` — ${PACE_ADVICE[questionPace]} The target for ${/^[aeiou]/.test(q.difficulty) ? 'an' : 'a'} ${q.difficulty} question is ${target} seconds.`}
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Chip label={`Subject: ${q.subject}`} color="primary" variant="outlined" />
          <Chip label={`Topic: ${q.topic}`} color="secondary" variant="outlined" />
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          Explanation
        </Typography>
        {hidden !== null ? (
          <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {hidden}
          </Typography>
        ) : (
          <Typography sx={{ whiteSpace: 'pre-line' }}>
            {q.explanation || 'No explanation is available for this question.'}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </>
  );
}

function Answer({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '140px 1fr' },
        gap: { xs: 0, sm: 2 },
      }}
    >
      <Typography color="text.secondary">{label}</Typography>
      {children}
    </Box>
  );
}
