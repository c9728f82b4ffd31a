import type { User } from '@aspirant/contract/fields.ts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { LiveAnnouncer } from '../../../components/live-announcer.tsx';
import { useQuestionKeys } from '../hooks/use-question-keys.ts';
import { useSubmitAttempt } from '../hooks/use-submit-attempt.ts';
import { isAnswered, statusCounts } from '../lib/answer-model.ts';
import type { AttemptSession } from '../lib/attempt-session.ts';
import { TEST_ERRORS } from '../lib/messages.ts';
import { openSaveQueue } from '../lib/save-queues.ts';
import { CountdownTimer } from './countdown-timer.tsx';
import { EarlySubmitDialog } from './early-submit-dialog.tsx';
import { QuestionPalette } from './question-palette.tsx';
import { QuestionPanel } from './question-panel.tsx';
import { SaveStatus } from './save-status.tsx';

/** After time ran out and the submission failed, it is tried again this often (and when the network returns). */
const TIME_UP_RETRY_MS = 15_000;

interface TestSessionProps {
  session: AttemptSession;
  user: User | null;
  userKey: string;
}

/** SPEC §2 question view: the test in progress, from the first answer to the submission. */
export function TestSession({ session, user, userKey }: TestSessionProps) {
  const progress = useSyncExternalStore(session.subscribe, session.getProgress);
  const queue = useMemo(() => openSaveQueue(session.meta.sessionUuid), [session]);
  const saveState = useSyncExternalStore(queue.subscribe, queue.getState);
  const { state: submitState, submit } = useSubmitAttempt(session, user, userKey);
  const [isEarlySubmitOpen, setIsEarlySubmitOpen] = useState(false);
  const [isTimeUp, setIsTimeUp] = useState(false);
  const [rejection, setRejection] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const timeUpTitleId = useId();

  const { test, questions } = session.paper;
  const count = session.questionCount;
  const { current, answers, language } = progress;
  const answer = answers[current]!;
  const question = questions[current];
  const isLast = current === count - 1;
  const isSubmitting = submitState.status === 'submitting';
  const isLocked = isSubmitting || isTimeUp;
  const counts = statusCounts(answers);
  const answeredCount = answers.filter(isAnswered).length;

  // A change the server refused for good (a 4xx) is dropped; the student reads why.
  useEffect(() => {
    if (saveState.rejection) setRejection(saveState.rejection.message);
  }, [saveState.rejection]);

  // Screen readers hear when answers start waiting for the network and when they are all saved again.
  const wasOffline = useRef(false);
  useEffect(() => {
    const isWaitingOffline = saveState.isOffline && saveState.pending > 0;
    if (isWaitingOffline && !wasOffline.current) {
      setAnnouncement(
        'You are offline. Your answers are kept on this device and will be saved when the connection returns.',
      );
    } else if (!isWaitingOffline && wasOffline.current && saveState.pending === 0) {
      setAnnouncement('Back online. Every answer is saved.');
    }
    if (isWaitingOffline || saveState.pending === 0) wasOffline.current = isWaitingOffline;
  }, [saveState.isOffline, saveState.pending]);

  // Moving between questions leaves the focus where it was (a button, an option): say where the student is.
  const [position, setPosition] = useState('');
  const shownQuestion = useRef(current);
  useEffect(() => {
    if (shownQuestion.current === current) return;
    shownQuestion.current = current;
    setPosition(`Question ${current + 1} of ${count}`);
  }, [current, count]);

  const handleExpire = useCallback(() => {
    setIsTimeUp(true);
    setIsEarlySubmitOpen(false);
    void submit();
  }, [submit]);

  // Time is up but the submission failed (offline, say): try again until it goes through.
  useEffect(() => {
    if (!isTimeUp || submitState.status !== 'failed') return;
    const retry = () => void submit();
    const timer = window.setInterval(retry, TIME_UP_RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [isTimeUp, submitState.status, submit]);

  const goPrevious = useCallback(() => session.goTo(session.getProgress().current - 1), [session]);
  const goNext = useCallback(() => session.goTo(session.getProgress().current + 1), [session]);

  useQuestionKeys({
    isEnabled: !isLocked && !isEarlySubmitOpen,
    optionCount: question?.QuestionMaster.question.options.length ?? 0,
    onChoose: (option) => session.select(option),
    onPrevious: goPrevious,
    onNext: goNext,
  });

  return (
    <Box>
      <Paper
        variant="outlined"
        sx={{
          position: 'sticky',
          top: { xs: 56, sm: 64 },
          zIndex: 2,
          px: { xs: 1.5, sm: 2 },
          py: { xs: 1, sm: 1.25 },
          mb: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: { xs: 1, sm: 1.5 },
        }}
      >
        <Typography
          variant="h6"
          component="h1"
          sx={{
            flex: '1 1 240px',
            minWidth: 0,
            lineHeight: 1.3,
            // On a phone the bar stays small: one line of title, then the save state and the clock.
            fontSize: { xs: '1rem', sm: '1.25rem' },
            whiteSpace: { xs: 'nowrap', sm: 'normal' },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {test.name}
        </Typography>
        <SaveStatus state={saveState} />
        <CountdownTimer session={session} onExpire={handleExpire} />
        <Button
          variant="outlined"
          color="error"
          onClick={() => setIsEarlySubmitOpen(true)}
          disabled={isLocked}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          Early Submit
        </Button>
      </Paper>

      {submitState.status === 'failed' && !isTimeUp && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void submit()}>
              Try Again
            </Button>
          }
        >
          {submitState.error}
        </Alert>
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 280px', lg: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          {question ? (
            <QuestionPanel
              question={question}
              index={current}
              count={count}
              answer={answer}
              language={language}
              onSelect={(option) => !isLocked && session.select(option)}
              onUnmark={() => session.setMarked(false)}
              languageSwitch={
                test.isBilingual ? (
                  <LanguageSwitch value={language} onChange={(next) => session.setLanguage(next)} />
                ) : null
              }
            />
          ) : (
            <Alert severity="error">{TEST_ERRORS.questionUnavailable}</Alert>
          )}

          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              justifyContent: 'space-between',
              alignItems: 'center',
            }}
          >
            <Stack direction="row" spacing={1}>
              <Button
                variant="outlined"
                startIcon={<ArrowBackIcon aria-hidden />}
                onClick={goPrevious}
                disabled={current === 0 || isLocked}
              >
                Previous
              </Button>
              <Button onClick={() => session.clear()} disabled={answer.selectedAnswer === null || isLocked}>
                Clear Response
              </Button>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              {/* On a phone 'Early Submit' sits here, keeping the bar at the top small. */}
              <Button
                variant="outlined"
                color="error"
                onClick={() => setIsEarlySubmitOpen(true)}
                disabled={isLocked}
                sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
              >
                Early Submit
              </Button>
              <Button
                variant="outlined"
                color="secondary"
                onClick={() => session.markForReviewAndNext()}
                disabled={isLocked}
              >
                Mark for Review &amp; Next
              </Button>
              {isLast ? (
                <Button variant="contained" color="success" onClick={() => void submit()} disabled={isLocked}>
                  Submit Test
                </Button>
              ) : (
                <Button
                  variant="contained"
                  endIcon={<ArrowForwardIcon aria-hidden />}
                  onClick={goNext}
                  disabled={isLocked}
                >
                  Next
                </Button>
              )}
            </Stack>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            Keys 1–4 choose an option · Left and Right arrow keys move between questions
          </Typography>
        </Stack>

        <Box sx={{ position: { md: 'sticky' }, top: { md: 144 } }}>
          <QuestionPalette answers={answers} current={current} onSelect={(index) => session.goTo(index)} />
        </Box>
      </Box>

      <EarlySubmitDialog
        open={isEarlySubmitOpen && !isLocked}
        counts={counts}
        answeredCount={answeredCount}
        questionCount={count}
        onCancel={() => setIsEarlySubmitOpen(false)}
        onConfirm={() => {
          setIsEarlySubmitOpen(false);
          void submit();
        }}
      />

      <Dialog open={isSubmitting && !isTimeUp} aria-labelledby={timeUpTitleId}>
        <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography id={timeUpTitleId}>Submitting your answers…</Typography>
        </DialogContent>
      </Dialog>

      <Dialog open={isTimeUp} aria-labelledby={`${timeUpTitleId}-up`} maxWidth="xs" fullWidth>
        <DialogTitle id={`${timeUpTitleId}-up`}>Time is up</DialogTitle>
        <DialogContent>
          {submitState.status === 'failed' ? (
            <>
              <Alert severity="error" sx={{ mb: 2 }}>
                {submitState.error}
              </Alert>
              <DialogContentText>
                Your answers are kept on this device. They will be submitted as soon as the connection
                returns.
              </DialogContentText>
            </>
          ) : (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <CircularProgress size={24} aria-hidden />
              <DialogContentText>Your answers are being submitted…</DialogContentText>
            </Stack>
          )}
        </DialogContent>
        {submitState.status === 'failed' && (
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={() => void submit()}>
              Try Again
            </Button>
          </DialogActions>
        )}
      </Dialog>

      <Snackbar
        open={rejection !== null}
        onClose={(_, reason) => {
          if (reason !== 'clickaway') setRejection(null);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" variant="filled" onClose={() => setRejection(null)}>
          {rejection}
        </Alert>
      </Snackbar>

      <LiveAnnouncer message={announcement} />
      <LiveAnnouncer message={position} />
    </Box>
  );
}
