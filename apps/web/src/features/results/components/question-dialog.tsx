import type { QuestionBreakdownItem } from '@aspirant/contract/results.ts';
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
import { QuestionImage } from '../../../components/question-image.tsx';
import { QuestionText } from '../../../components/question-text.tsx';
import { formatNumber, optionLetter } from '../../../lib/format.ts';
import type { MessageKey } from '../../../lib/i18n/catalogue.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { DIFFICULTY_KEY, STATUS_KEY } from '../lib/labels.ts';
import { STATUS_COLOR } from '../lib/status-color.ts';

const PACE_SEVERITY: Record<Pace, 'success' | 'info' | 'warning' | 'error'> = {
  'Very Fast': 'info',
  'Good Pace': 'success',
  'Slightly Slow': 'warning',
  'Too Slow': 'error',
};
const PACE_LABEL = {
  'Very Fast': 'results.paceVeryFast',
  'Good Pace': 'results.paceGood',
  'Slightly Slow': 'results.paceSlightlySlow',
  'Too Slow': 'results.paceTooSlow',
} as const satisfies Record<Pace, MessageKey>;

const PACE_ADVICE = {
  'Very Fast': 'results.paceAdviceVeryFast',
  'Good Pace': 'results.paceAdviceGood',
  'Slightly Slow': 'results.paceAdviceSlightlySlow',
  'Too Slow': 'results.paceAdviceTooSlow',
} as const satisfies Record<Pace, MessageKey>;

const TARGET = {
  easy: 'results.targetEasy',
  medium: 'results.targetMedium',
  hard: 'results.targetHard',
} as const satisfies Record<QuestionBreakdownItem['difficulty'], MessageKey>;

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
  const t = useT();
  const target = PACE_TARGET_SECONDS[q.difficulty];
  // Decision 0008: while a test sharing this question runs, its key and explanation stay on the server.
  const hidden =
    q.hiddenUntilSubmit === null ? null : t('results.hiddenUntilSubmit', { test: q.hiddenUntilSubmit });
  const answerColor =
    q.status === 'Correct' ? 'success.main' : q.status === 'Hidden' ? 'text.primary' : 'error.main';
  const questionPace = pace(q.timeSpent, q.difficulty);
  return (
    <>
      <DialogTitle id={titleId}>{t('results.questionHeading', { number: q.questionNumber })}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Chip label={t(STATUS_KEY[q.status])} color={STATUS_COLOR[q.status]} />
          <Chip
            label={t('results.difficultyChip', { difficulty: t(DIFFICULTY_KEY[q.difficulty]) })}
            variant="outlined"
          />
          {q.isMarked && <Chip label={t('results.markedForReview')} variant="outlined" color="secondary" />}
        </Box>
        <Typography component="div" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          <QuestionText text={q.question} />
        </Typography>
        {q.image && (
          <QuestionImage src={q.image} alt={t('testTaking.figure', { number: q.questionNumber })} />
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5, mb: 2 }}>
          <Answer label={t('results.yourAnswer')}>
            {q.isAttempted && q.userAnswer !== null && q.userAnswerIndex !== null ? (
              <Typography sx={{ color: answerColor, fontWeight: 600 }}>
                {`${optionLetter(q.userAnswerIndex)}. `}
                <QuestionText text={q.userAnswer} inline />
              </Typography>
            ) : (
              <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
                {t('results.notAttempted')}
              </Typography>
            )}
          </Answer>
          <Answer label={t('results.correctAnswer')}>
            {hidden !== null || q.correctAnswerIndex === null ? (
              <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
                {hidden}
              </Typography>
            ) : (
              <Typography sx={{ color: 'success.main', fontWeight: 600 }}>
                {`${optionLetter(q.correctAnswerIndex)}. `}
                <QuestionText text={q.correctAnswer ?? ''} inline />
              </Typography>
            )}
          </Answer>
          <Answer label={t('results.timeSpent')}>
            <Typography>{t('results.secondsLong', { seconds: formatNumber(q.timeSpent, 0) })}</Typography>
          </Answer>
        </Box>
        <Alert severity={PACE_SEVERITY[questionPace]} sx={{ mb: 2 }} role="none">
          <strong>{t(PACE_LABEL[questionPace])}</strong>
          {` — ${t(PACE_ADVICE[questionPace])} ${t(TARGET[q.difficulty], { seconds: target })}`}
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Chip label={t('results.subjectChip', { subject: q.subject })} color="primary" variant="outlined" />
          <Chip label={t('results.topicChip', { topic: q.topic })} color="secondary" variant="outlined" />
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {t('results.explanation')}
        </Typography>
        {hidden !== null ? (
          <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {hidden}
          </Typography>
        ) : (
          <Typography component="div" sx={{ whiteSpace: 'pre-line' }}>
            {q.explanation ? <QuestionText text={q.explanation} /> : t('results.noExplanation')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('results.close')}</Button>
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
