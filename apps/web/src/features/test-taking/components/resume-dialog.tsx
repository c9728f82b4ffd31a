import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { AnswerCounts } from '../../../lib/answer-counts.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { formatClock } from '../lib/countdown.ts';

interface ResumeDialogProps {
  open: boolean;
  /** Counted as the palette and the submit summary count (lib/answer-counts.ts). */
  counts: AnswerCounts;
  /** Seconds left on the server's clock when the attempt was read. */
  remainingSeconds: number;
  busy: 'resume' | 'afresh' | 'start' | null;
  error: string | null;
  onResume: () => void;
  onStartAfresh: () => void;
  /**
   * Issue 17: 'Start Afresh' submits this attempt and starts another; it is offered only when another may start
   * (inside the window, an attempt left), never to end with nothing running.
   */
  canStartAfresh?: boolean;
}

/** SPEC §2/§4: an unfinished attempt exists: 'Resume' it or 'Start Afresh'. */
export function ResumeDialog({
  open,
  counts,
  remainingSeconds,
  busy,
  error,
  onResume,
  onStartAfresh,
  canStartAfresh = true,
}: ResumeDialogProps) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  return (
    // Neither Escape nor a click outside closes it: the student chooses one of the two ways on.
    <Dialog open={open} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('testTaking.resumeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          <p style={{ marginTop: 0 }}>
            {counts.marked > 0
              ? t('testTaking.resumeSummaryMarked', {
                  answered: counts.answered,
                  total: counts.total,
                  marked: counts.marked,
                  time: formatClock(remainingSeconds),
                })
              : t('testTaking.resumeSummary', {
                  answered: counts.answered,
                  total: counts.total,
                  time: formatClock(remainingSeconds),
                })}
          </p>
          <p style={{ marginBottom: 0 }}>
            {canStartAfresh ? t('testTaking.resumeText') : t('testTaking.resumeOnlyText')}
          </p>
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {canStartAfresh && (
          <Button
            onClick={onStartAfresh}
            disabled={busy !== null}
            startIcon={
              busy === 'afresh' ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
            }
          >
            {t('testTaking.startAfresh')}
          </Button>
        )}
        <Button
          variant="contained"
          onClick={onResume}
          disabled={busy !== null}
          autoFocus
          startIcon={
            busy === 'resume' ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
          }
        >
          {t('testTaking.resume')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
