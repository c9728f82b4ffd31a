import { STUDY_PLAN_MAX_EXAM_DAYS } from '@aspirant/contract/study-plan.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { serverText } from '../../../lib/i18n/server-text.ts';
import { useGeneratePlan } from '../api/study-plan.ts';
import { istToday } from '../lib/days.ts';
import { STUDY_PLAN_SERVER_MESSAGES } from '../lib/server-messages.ts';

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The optional exam date and 'Generate plan' (or 'Regenerate plan', after a confirmation). */
export function PlanForm({ hasPlan }: { hasPlan: boolean }) {
  const fieldId = useId();
  const t = useT();
  const helpId = useId();
  const confirmId = useId();
  const [examDate, setExamDate] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const generate = useGeneratePlan();
  const today = istToday();
  const action = hasPlan ? t('studyPlan.regeneratePlan') : t('studyPlan.generate');

  const run = () => {
    setIsConfirming(false);
    generate.mutate(examDate || undefined);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (hasPlan) setIsConfirming(true);
    else run();
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={1.5} sx={{ mb: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormControl variant="outlined" sx={{ minWidth: 220 }} disabled={generate.isPending}>
          <InputLabel htmlFor={fieldId} shrink>
            {t('studyPlan.examDate')}
          </InputLabel>
          <OutlinedInput
            id={fieldId}
            name="examDate"
            type="date"
            label={t('studyPlan.examDate')}
            notched
            value={examDate}
            onChange={(event) => setExamDate(event.target.value)}
            inputProps={{ min: addDays(today, 1), max: addDays(today, STUDY_PLAN_MAX_EXAM_DAYS) }}
            aria-describedby={helpId}
          />
          <FormHelperText id={helpId}>{t('studyPlan.examDateHelp')}</FormHelperText>
        </FormControl>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={generate.isPending}
          sx={{ mt: { sm: 0.5 } }}
        >
          {action}
        </Button>
      </Stack>
      {generate.isError && (
        <Alert severity="error" role="alert">
          {serverText(generate.error.message, STUDY_PLAN_SERVER_MESSAGES, t)}
        </Alert>
      )}
      <Dialog open={isConfirming} onClose={() => setIsConfirming(false)} aria-labelledby={confirmId}>
        <DialogTitle id={confirmId}>{t('studyPlan.regenerateTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('studyPlan.confirmReplace')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsConfirming(false)}>{t('studyPlan.cancel')}</Button>
          <Button onClick={run} variant="contained">
            {t('studyPlan.regenerate')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
