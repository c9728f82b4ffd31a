import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { QuestionStatus } from '../lib/answer-model.ts';

interface EarlySubmitDialogProps {
  open: boolean;
  counts: Record<QuestionStatus, number>;
  answeredCount: number;
  questionCount: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/** SPEC §4: 'Early Submit' asks for confirmation. */
export function EarlySubmitDialog({
  open,
  counts,
  answeredCount,
  questionCount,
  onCancel,
  onConfirm,
}: EarlySubmitDialogProps) {
  const titleId = useId();
  const textId = useId();
  const unanswered = questionCount - answeredCount;
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>Submit the test now?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {`You have answered ${answeredCount} of ${questionCount} questions`}
          {unanswered > 0 ? `; ${unanswered} ${unanswered === 1 ? 'is' : 'are'} not answered` : ''}
          {counts.marked > 0
            ? ` and ${counts.marked} ${counts.marked === 1 ? 'is' : 'are'} marked for review`
            : ''}
          . Once submitted, your answers cannot be changed.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus>
          Keep Answering
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm}>
          Submit Now
        </Button>
      </DialogActions>
    </Dialog>
  );
}
