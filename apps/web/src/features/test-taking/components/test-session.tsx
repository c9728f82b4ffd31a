import type { User } from '@aspirant/contract/fields.ts';
import AppsIcon from '@mui/icons-material/Apps';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { LiveAnnouncer } from '../../../components/live-announcer.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useLeaveGuard } from '../hooks/use-leave-guard.ts';
import { useQuestionKeys } from '../hooks/use-question-keys.ts';
import { useSavePosition } from '../hooks/use-save-position.ts';
import { useSubmitAttempt } from '../hooks/use-submit-attempt.ts';
import { useSwipe } from '../hooks/use-swipe.ts';
import { sectionCounts } from '../lib/answer-model.ts';
import type { AttemptSession } from '../lib/attempt-session.ts';
import { errorText, TEST_ERRORS } from '../lib/messages.ts';
import { openSaveQueue } from '../lib/save-queues.ts';
import { CountdownTimer } from './countdown-timer.tsx';
import { LeaveTestDialog } from './leave-test-dialog.tsx';
import { QuestionPalette } from './question-palette.tsx';
import { QuestionPanel } from './question-panel.tsx';
import { SaveStatus } from './save-status.tsx';
import { SubmitDialog } from './submit-dialog.tsx';

/** After time ran out and the submission failed, it is tried again this often (and when the network returns). */
const TIME_UP_RETRY_MS = 15_000;

/** The app bar's height from the sm breakpoint (the desktop layout's sticky header sits under it). */
const APP_BAR_PX = 64;

interface TestSessionProps {
  session: AttemptSession;
  user: User | null;
  userKey: string;
}

/**
 * SPEC §2 question view: the test in progress, from the first answer to the submission.
 *
 * Issue 15, phone-first exam mode: below the md breakpoint the exam takes the whole screen (the app's top bar
 * and drawer are covered by a fixed layer, as on the NTA's exam screen) with the question in a scrolling area
 * between a small header and a bottom bar (Previous, 'Mark for Review & Next', Next or 'Submit Test'), the
 * palette in a bottom drawer, and swipes between questions. A fixed layer rather than the Fullscreen API:
 * that API needs a gesture of its own, iOS Safari gives it to no page, and Escape or a swipe leaves it without
 * the page knowing; the layer looks the same on every phone and moves nothing when it appears. Desktop keeps
 * its layout.
 */
export function TestSession({ session, user, userKey }: TestSessionProps) {
  const t = useT();
  const theme = useTheme();
  const isCompact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const progress = useSyncExternalStore(session.subscribe, session.getProgress);
  const queue = useMemo(() => openSaveQueue(session.meta.sessionUuid), [session]);
  const saveState = useSyncExternalStore(queue.subscribe, queue.getState);
  const { state: submitState, submit, hasSubmitted } = useSubmitAttempt(session, user, userKey);
  const [isSubmitDialogOpen, setIsSubmitDialogOpen] = useState(false);
  const [isPaletteOpen, setIsPaletteOpen] = useState(false);
  const [isTimeUp, setIsTimeUp] = useState(false);
  const [rejection, setRejection] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const timeUpTitleId = useId();
  const paletteTitleId = useId();
  const paletteToggleRef = useRef<HTMLButtonElement>(null);
  const questionAreaRef = useRef<HTMLDivElement>(null);
  const scrollAreaRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  /** Set when a palette number closes the drawer: the focus then goes to that question, not the toggle. */
  const focusQuestionOnClose = useRef(false);

  const { test, questions } = session.paper;
  const count = session.questionCount;
  const { current, answers, language } = progress;
  const answer = answers[current]!;
  const question = questions[current];
  const isLast = current === count - 1;
  const isSubmitting = submitState.status === 'submitting';
  const isLocked = isSubmitting || isTimeUp;
  const optionCount = question?.QuestionMaster.question.options.length ?? 0;
  const sections = useMemo(
    () =>
      sectionCounts(
        answers,
        questions.map((q) => q.subject),
      ),
    [answers, questions],
  );

  const blocker = useLeaveGuard(!isTimeUp, hasSubmitted);
  useSavePosition(session.meta.sessionUuid, current, language, !isLocked);

  // Issue 15: after 'Start Test' (or 'Resume') the question is in view, not wherever the intro was scrolled.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  // Each question opens at its top in the phone's scrolling area.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each move to another question.
  useLayoutEffect(() => {
    scrollAreaRef.current?.scrollTo(0, 0);
  }, [current]);

  // WCAG 2.4.11: the sticky header of the desktop layout never covers a control the focus moves to.
  useLayoutEffect(() => {
    const header = headerRef.current;
    if (isCompact || !header) return;
    const root = document.documentElement;
    const apply = () => {
      root.style.scrollPaddingTop = `${APP_BAR_PX + header.offsetHeight + 16}px`;
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, [isCompact]);

  // Exam mode: the app behind the exam layer (top bar, drawer, notices) is inert, so neither Tab nor a screen
  // reader reaches a control the layer covers (WCAG 2.4.11); the layer itself lives outside it, in a portal.
  useLayoutEffect(() => {
    const app = document.getElementById('root');
    if (!isCompact || !app) return;
    app.inert = true;
    return () => {
      app.inert = false;
    };
  }, [isCompact]);

  // A change the server refused for good (a 4xx) is dropped; the student reads why.
  useEffect(() => {
    if (saveState.rejection) setRejection(saveState.rejection.message);
  }, [saveState.rejection]);

  // Screen readers hear when answers start waiting for the network and when they are all saved again.
  const wasOffline = useRef(false);
  useEffect(() => {
    const isWaitingOffline = saveState.isOffline && saveState.pending > 0;
    if (isWaitingOffline && !wasOffline.current) {
      setAnnouncement(t('testTaking.offlineAnnouncement'));
    } else if (!isWaitingOffline && wasOffline.current && saveState.pending === 0) {
      setAnnouncement(t('testTaking.onlineAgain'));
    }
    if (isWaitingOffline || saveState.pending === 0) wasOffline.current = isWaitingOffline;
  }, [saveState.isOffline, saveState.pending, t]);

  // Moving between questions leaves the focus where it was (a button, an option): say where the student is.
  const [position, setPosition] = useState('');
  const shownQuestion = useRef(current);
  useEffect(() => {
    if (shownQuestion.current === current) return;
    shownQuestion.current = current;
    setPosition(t('testTaking.questionOf', { number: current + 1, count }));
  }, [current, count, t]);

  const handleExpire = useCallback(() => {
    setIsTimeUp(true);
    setIsSubmitDialogOpen(false);
    setIsPaletteOpen(false);
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
  const focusQuestion = useCallback(() => {
    questionAreaRef.current?.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus({ preventScroll: true });
  }, []);
  /**
   * Runs a button's action; when that leaves the focus nowhere (the button is now disabled, as Previous on
   * question 1 or 'Clear Response' once cleared, or replaced, as Next by 'Submit Test'), it goes to the question,
   * where the keys work, instead of <body>.
   */
  const keepingFocus = useCallback(
    (action: () => void) => () => {
      action();
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body || (active as HTMLButtonElement).disabled) focusQuestion();
      });
    },
    [focusQuestion],
  );

  const onQuestionKeyDown = useQuestionKeys({
    isEnabled: !isLocked && !isSubmitDialogOpen,
    optionCount,
    onChoose: (option) => session.select(option),
    onPrevious: goPrevious,
    onNext: goNext,
  });
  const swipe = useSwipe(goNext, goPrevious, !isLocked);

  const questionPanel = question ? (
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
    <Alert severity="error">{t(TEST_ERRORS.questionUnavailable)}</Alert>
  );

  const earlySubmit = (
    <Button variant="outlined" color="error" onClick={() => setIsSubmitDialogOpen(true)} disabled={isLocked}>
      {t('testTaking.earlySubmit')}
    </Button>
  );
  const clearResponse = (
    <Button
      onClick={keepingFocus(() => session.clear())}
      disabled={answer.selectedAnswer === null || isLocked}
    >
      {t('testTaking.clearResponse')}
    </Button>
  );
  const markAndNext = (
    <Button
      variant="outlined"
      color="secondary"
      onClick={keepingFocus(() => session.markForReviewAndNext())}
      disabled={isLocked}
    >
      {t('testTaking.markForReviewAndNext')}
    </Button>
  );
  const keyHint =
    optionCount > 1
      ? t('testTaking.keyHint', { last: Math.min(optionCount, 9) })
      : t('testTaking.keyHintArrows');
  const submitFailure = submitState.status === 'failed' && !isTimeUp && (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void submit()}>
          {t('testTaking.tryAgain')}
        </Button>
      }
    >
      {submitState.error && errorText(t, submitState.error)}
    </Alert>
  );

  const lastButton = isLast ? (
    <Button
      variant="contained"
      color="success"
      onClick={() => setIsSubmitDialogOpen(true)}
      disabled={isLocked}
    >
      {t('testTaking.submitTest')}
    </Button>
  ) : (
    <Button
      variant="contained"
      endIcon={isCompact ? undefined : <ArrowForwardIcon aria-hidden />}
      onClick={keepingFocus(goNext)}
      disabled={isLocked}
    >
      {t('testTaking.next')}
    </Button>
  );
  const previousButton = (
    <Button
      variant="outlined"
      startIcon={isCompact ? undefined : <ArrowBackIcon aria-hidden />}
      onClick={keepingFocus(goPrevious)}
      disabled={current === 0 || isLocked}
    >
      {t('testTaking.previous')}
    </Button>
  );
  const title = (
    <Typography
      variant="h6"
      component="h1"
      sx={{
        flex: '1 1 160px',
        minWidth: 0,
        lineHeight: 1.3,
        // On a phone the header stays small: one line of title beside the clock.
        fontSize: { xs: '1rem', sm: '1.25rem' },
        whiteSpace: { xs: 'nowrap', md: 'normal' },
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
    >
      {test.name}
    </Typography>
  );

  // The dialogs, the error toast and the announcements: the same on the phone's exam layer and on the desktop.
  const overlays = (
    <>
      <SubmitDialog
        open={isSubmitDialogOpen && !isLocked}
        sections={sections}
        onCancel={() => setIsSubmitDialogOpen(false)}
        onConfirm={() => {
          setIsSubmitDialogOpen(false);
          void submit();
        }}
      />

      <LeaveTestDialog
        open={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />

      <Dialog open={isSubmitting && !isTimeUp} aria-labelledby={timeUpTitleId}>
        <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography id={timeUpTitleId}>{t('testTaking.submitting')}</Typography>
        </DialogContent>
      </Dialog>

      <Dialog open={isTimeUp} aria-labelledby={`${timeUpTitleId}-up`} maxWidth="xs" fullWidth>
        <DialogTitle id={`${timeUpTitleId}-up`}>{t('testTaking.timeIsUp')}</DialogTitle>
        <DialogContent>
          {submitState.status === 'failed' ? (
            <>
              <Alert severity="error" sx={{ mb: 2 }}>
                {submitState.error && errorText(t, submitState.error)}
              </Alert>
              <DialogContentText>{t('testTaking.keptOnDevice')}</DialogContentText>
            </>
          ) : (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <CircularProgress size={24} aria-hidden />
              <DialogContentText>{t('testTaking.beingSubmitted')}</DialogContentText>
            </Stack>
          )}
        </DialogContent>
        {submitState.status === 'failed' && (
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={() => void submit()}>
              {t('testTaking.tryAgain')}
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
    </>
  );

  if (isCompact) {
    return (
      <Portal>
        <Box
          sx={{
            position: 'fixed',
            inset: 0,
            // Over the app's top bar (which sits at drawer + 1) in exam mode, under dialogs and snackbars.
            zIndex: theme.zIndex.drawer + 2,
            bgcolor: 'background.default',
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          <Paper
            ref={headerRef}
            square
            elevation={0}
            sx={{
              flex: 'none',
              borderBottom: 1,
              borderColor: 'divider',
              px: 1.5,
              py: 1,
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 1,
              rowGap: 0.75,
            }}
          >
            {title}
            <CountdownTimer session={session} onExpire={handleExpire} />
            <Box sx={{ flexBasis: '100%', display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
              <SaveStatus state={saveState} />
              <Button
                ref={paletteToggleRef}
                size="small"
                variant="outlined"
                startIcon={<AppsIcon aria-hidden />}
                aria-haspopup="dialog"
                aria-expanded={isPaletteOpen}
                onClick={() => setIsPaletteOpen(true)}
                sx={{ ml: 'auto', flex: 'none' }}
              >
                {t('testTaking.palette')}
              </Button>
            </Box>
          </Paper>

          <Box
            ref={questionAreaRef}
            onKeyDown={onQuestionKeyDown}
            sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
          >
            <Box
              ref={scrollAreaRef}
              {...swipe}
              sx={{
                flex: 1,
                minHeight: 0,
                overflowY: 'auto',
                overscrollBehavior: 'contain',
                // Sideways moves are the page's swipes, not the browser's pans; zoom stays.
                touchAction: 'pan-y pinch-zoom',
                p: 1.5,
              }}
            >
              {submitFailure}
              {questionPanel}
              <Stack direction="row" sx={{ mt: 1.5, justifyContent: 'space-between', gap: 1 }}>
                {clearResponse}
                {earlySubmit}
              </Stack>
            </Box>
            <Paper
              component="nav"
              aria-label={t('testTaking.questionNavigation')}
              square
              elevation={0}
              sx={{
                flex: 'none',
                borderTop: 1,
                borderColor: 'divider',
                px: 1,
                pt: 1,
                pb: 'max(8px, env(safe-area-inset-bottom))',
                display: 'grid',
                gridTemplateColumns: 'auto minmax(0, 1fr) auto',
                gap: 1,
                // One row at 320 px: the long middle label wraps inside its button instead.
                '& .MuiButton-root': {
                  minHeight: 48,
                  height: '100%',
                  px: 1.25,
                  lineHeight: 1.2,
                  fontSize: '0.8125rem',
                },
              }}
            >
              {previousButton}
              {markAndNext}
              {lastButton}
            </Paper>
          </Box>

          <Drawer
            anchor="bottom"
            open={isPaletteOpen}
            onClose={() => setIsPaletteOpen(false)}
            disableRestoreFocus
            // Above the exam layer, as a dialog is.
            sx={{ zIndex: theme.zIndex.modal }}
            slotProps={{
              paper: {
                role: 'dialog',
                'aria-labelledby': paletteTitleId,
                sx: { maxHeight: '85%', borderTopLeftRadius: 12, borderTopRightRadius: 12, p: 2 },
              },
              transition: {
                onExited: () => {
                  if (focusQuestionOnClose.current) focusQuestion();
                  else paletteToggleRef.current?.focus();
                  focusQuestionOnClose.current = false;
                },
              },
            }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
              <Typography
                id={paletteTitleId}
                variant="h6"
                component="h2"
                sx={{ mr: 'auto', fontSize: '1.1rem' }}
              >
                {t('testTaking.questionOf', { number: current + 1, count })}
              </Typography>
              <IconButton aria-label={t('testTaking.closePalette')} onClick={() => setIsPaletteOpen(false)}>
                <CloseIcon />
              </IconButton>
            </Stack>
            <QuestionPalette
              answers={answers}
              current={current}
              isInDrawer
              onSelect={(index) => {
                session.goTo(index);
                focusQuestionOnClose.current = true;
                setIsPaletteOpen(false);
              }}
            />
          </Drawer>

          {overlays}
        </Box>
      </Portal>
    );
  }

  return (
    <Box>
      <Paper
        ref={headerRef}
        variant="outlined"
        sx={{
          position: 'sticky',
          top: { xs: 56, sm: APP_BAR_PX },
          zIndex: 2,
          px: 2,
          py: 1.25,
          mb: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        {title}
        <SaveStatus state={saveState} />
        <CountdownTimer session={session} onExpire={handleExpire} />
        {earlySubmit}
      </Paper>

      {submitFailure}

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 280px', lg: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} ref={questionAreaRef} onKeyDown={onQuestionKeyDown}>
          {questionPanel}

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
              {previousButton}
              {clearResponse}
            </Stack>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              {markAndNext}
              {lastButton}
            </Stack>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {keyHint}
          </Typography>
        </Stack>

        <Box sx={{ position: 'sticky', top: 144 }}>
          <QuestionPalette answers={answers} current={current} onSelect={(index) => session.goTo(index)} />
        </Box>
      </Box>

      {overlays}
    </Box>
  );
}
