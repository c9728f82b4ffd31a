import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

interface LeaveTestDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** Issue 15: asked before a running test is left through a link of the app. */
export function LeaveTestDialog({ open, onStay, onLeave }: LeaveTestDialogProps) {
  const t = useT();
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
      <DialogTitle id={titleId}>{t('testTaking.leaveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('testTaking.leaveText')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onLeave}>{t('testTaking.leaveTest')}</Button>
        <Button variant="contained" onClick={onStay} autoFocus>
          {t('testTaking.stayInTest')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
