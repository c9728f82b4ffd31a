import {
  EXTEND_MINUTES_MAX,
  EXTEND_MINUTES_MIN,
  LIVE_REASON_MAX_LENGTH,
  type LiveStudent,
} from '@aspirant/contract/live-room.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** 'Extend time' for one student's attempt: minutes 1–120 and a reason (kept with who gave it). */
export function ExtendDialog(props: {
  student: LiveStudent;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onExtend: (minutes: number, reason: string) => void;
}) {
  const t = useT();
  const [minutes, setMinutes] = useState('10');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const minutesValue = Number(minutes);
  const minutesOk =
    /^\d+$/.test(minutes) && minutesValue >= EXTEND_MINUTES_MIN && minutesValue <= EXTEND_MINUTES_MAX;
  const reasonOk = reason.trim().length > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (minutesOk && reasonOk) props.onExtend(minutesValue, reason.trim());
  }

  return (
    <Dialog
      open
      onClose={props.busy ? undefined : props.onCancel}
      aria-labelledby="extend-title"
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="extend-title">{t('liveRoom.extendFor', { name: props.student.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {props.error && <Alert severity="error">{props.error}</Alert>}
            <TextField
              label={t('liveRoom.minutes')}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
              required
              autoFocus
              slotProps={{
                htmlInput: { inputMode: 'numeric', min: EXTEND_MINUTES_MIN, max: EXTEND_MINUTES_MAX },
              }}
              error={touched && !minutesOk}
              helperText={touched && !minutesOk ? t('liveRoom.minutesInvalid') : ' '}
            />
            <TextField
              label={t('liveRoom.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: LIVE_REASON_MAX_LENGTH } }}
              error={touched && !reasonOk}
              helperText={touched && !reasonOk ? t('liveRoom.reasonRequired') : t('liveRoom.reasonHelp')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onCancel} disabled={props.busy}>
            {t('liveRoom.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={props.busy}>
            {t('liveRoom.confirmExtend')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
