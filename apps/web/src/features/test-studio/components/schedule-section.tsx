import {
  ATTEMPTS_ALLOWED_MAX,
  type Audience,
  type ScheduleInput,
  type StudioTest,
} from '@aspirant/contract/test-studio.ts';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useI18n } from '../../../lib/i18n/i18n-provider.tsx';
import { useStudioMeta } from '../api/test-studio.ts';
import { formatIndia, fromIndiaInput, toIndiaInput } from '../lib/india-time.ts';

/**
 * Who sees the test and when: the whole centre, chosen batches or chosen students; a window entered in India
 * time (IST, whatever the browser's zone); attempts allowed (empty: the default). A global test is for every
 * student: only its window and attempts are set here.
 */
export function ScheduleSection({
  test,
  pending,
  onSave,
}: {
  test: StudioTest;
  pending: boolean;
  onSave: (schedule: ScheduleInput) => void;
}) {
  const { t, language } = useI18n();
  const meta = useStudioMeta();
  const audienceLabel = useId();
  const global = test.ownerCustomerId === null;
  const [audience, setAudience] = useState<Audience>(test.audience);
  const [batchIds, setBatchIds] = useState<number[]>(test.batchIds);
  const [studentIds, setStudentIds] = useState<number[]>(test.studentIds);
  const [opens, setOpens] = useState(toIndiaInput(test.opensAt));
  const [closes, setCloses] = useState(toIndiaInput(test.closesAt));
  const [attempts, setAttempts] = useState(test.attemptsAllowed === null ? '' : String(test.attemptsAllowed));
  const batches = meta.data?.batches ?? [];
  const students = meta.data?.students ?? [];
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({
      audience,
      batchIds: audience === 'batches' ? batchIds : [],
      studentIds: audience === 'students' ? studentIds : [],
      opensAt: fromIndiaInput(opens),
      closesAt: fromIndiaInput(closes),
      attemptsAllowed: attempts.trim() === '' ? null : Number(attempts),
    });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('testStudio.schedule')}>
      {global ? (
        <Typography>{t('testStudio.globalAudience')}</Typography>
      ) : (
        <div>
          <FormLabel id={audienceLabel}>{t('testStudio.audience')}</FormLabel>
          <RadioGroup
            aria-labelledby={audienceLabel}
            value={audience}
            onChange={(event) => setAudience(event.target.value as Audience)}
          >
            <FormControlLabel value="centre" control={<Radio />} label={t('testStudio.audienceCentre')} />
            <FormControlLabel value="batches" control={<Radio />} label={t('testStudio.audienceBatches')} />
            <FormControlLabel value="students" control={<Radio />} label={t('testStudio.audienceStudents')} />
          </RadioGroup>
        </div>
      )}
      {!global && audience === 'batches' && (
        <FormGroup aria-label={t('testStudio.chooseBatches')}>
          {batches.length === 0 && (
            <Typography sx={{ color: 'text.secondary' }}>{t('testStudio.noBatches')}</Typography>
          )}
          {batches.map((b) => (
            <FormControlLabel
              key={b.id}
              control={
                <Checkbox
                  checked={batchIds.includes(b.id)}
                  onChange={(event) =>
                    setBatchIds((current) =>
                      event.target.checked ? [...current, b.id] : current.filter((id) => id !== b.id),
                    )
                  }
                />
              }
              label={t('testStudio.batchOption', { name: b.name, count: b.students })}
            />
          ))}
        </FormGroup>
      )}
      {!global && audience === 'students' && (
        <Autocomplete
          multiple
          options={students}
          value={students.filter((s) => studentIds.includes(s.id))}
          onChange={(_, chosen) => setStudentIds(chosen.map((s) => s.id))}
          getOptionLabel={(s) => `${s.name} (${s.email})`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => (
            <TextField {...params} label={t('testStudio.chooseStudents')} size="small" />
          )}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('testStudio.opensAt')}
          type="datetime-local"
          size="small"
          value={opens}
          onChange={(e) => setOpens(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText={opens ? formatIndia(fromIndiaInput(opens) ?? '', locale) : t('testStudio.noStart')}
          sx={{ flex: 1 }}
        />
        <TextField
          label={t('testStudio.closesAt')}
          type="datetime-local"
          size="small"
          value={closes}
          onChange={(e) => setCloses(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText={closes ? formatIndia(fromIndiaInput(closes) ?? '', locale) : t('testStudio.noEnd')}
          sx={{ flex: 1 }}
        />
      </Stack>
      <TextField
        label={t('testStudio.attemptsAllowed')}
        type="number"
        size="small"
        value={attempts}
        onChange={(e) => setAttempts(e.target.value)}
        helperText={t('testStudio.attemptsHelp')}
        slotProps={{ htmlInput: { min: 1, max: ATTEMPTS_ALLOWED_MAX, inputMode: 'numeric' } }}
        sx={{ maxWidth: { sm: 320 } }}
      />
      <div>
        <Button type="submit" variant="contained" disabled={pending}>
          {t('testStudio.saveSchedule')}
        </Button>
      </div>
    </Stack>
  );
}
