import {
  ACCOMMODATION_REASON_MAX_LENGTH,
  type BatchStudent,
  EXTRA_TIME_MAX_PERCENT,
  EXTRA_TIME_PRESETS,
} from '@aspirant/contract/batch-roster.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { serverErrorText } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useSetAccommodation } from '../api/batch-page.ts';

/** A whole number 0–200, else null. */
export function extraTimeOf(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value <= EXTRA_TIME_MAX_PERCENT ? value : null;
}

/** Issue 17 point 4 (staff side): a student's extra time, a quick choice or a number, with a private reason. */
export function ExtraTimeDialog({ student, onClose }: { student: BatchStudent; onClose: () => void }) {
  const t = useT();
  const save = useSetAccommodation();
  const [percent, setPercent] = useState(String(student.extraTimePercent));
  const [reason, setReason] = useState(student.reason ?? '');
  const [touched, setTouched] = useState(false);
  const presetsLabel = useId();
  const value = extraTimeOf(percent);
  const invalid = touched && value === null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (value === null) return;
    const saved = await save
      .mutateAsync({
        studentId: student.id,
        body: { extraTimePercent: value, reason: reason.trim() || null },
      })
      .catch(() => null);
    if (saved) onClose();
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('batches.extraTimeNamed', { name: student.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{t('batches.extraTimeHelp')}</DialogContentText>
            {save.isError && (
              <Alert severity="error">{serverErrorText(save.error, t('batches.uploadFailed'))}</Alert>
            )}
            <Typography id={presetsLabel} variant="body2" color="text.secondary">
              {t('batches.extraTimePresets')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              aria-labelledby={presetsLabel}
              value={
                value !== null && (EXTRA_TIME_PRESETS as readonly number[]).includes(value) ? value : null
              }
              onChange={(_, next: number | null) => {
                if (next !== null) setPercent(String(next));
              }}
              sx={{ flexWrap: 'wrap' }}
            >
              {EXTRA_TIME_PRESETS.map((p) => (
                <ToggleButton key={p} value={p} sx={{ minWidth: 56 }}>
                  +{p} %
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <TextField
              label={t('batches.extraTimePercent')}
              value={percent}
              onChange={(e) => setPercent(e.target.value)}
              onBlur={() => setTouched(true)}
              error={invalid}
              helperText={invalid ? t('batches.badExtraTime') : ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric', min: 0, max: EXTRA_TIME_MAX_PERCENT } }}
              required
            />
            <TextField
              label={t('batches.extraTimeReason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: ACCOMMODATION_REASON_MAX_LENGTH } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('batches.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('batches.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
