import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface LeaveTestDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** Issue 15: asked before a running test is left through a link of the app. */
export function LeaveTestDialog({ open, onStay, onLeave }: LeaveTestDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onStay}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>Leave the test?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          The timer keeps running while you are away. Your answers are saved, and the test opens again at this
          question when you come back.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onLeave}>Leave Test</Button>
        <Button variant="contained" onClick={onStay} autoFocus>
          Stay in Test
        </Button>
      </DialogActions>
    </Dialog>
  );
}
