import {
  BIO_MAX_LENGTH,
  LANGUAGE_LABELS,
  LANGUAGES,
  type Language,
  type Profile,
  targetYearRange,
} from '@aspirant/contract/profile.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { serverErrorText } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useProfile } from '../../../lib/profile-query.ts';
import { type ProfileInput, useSaveProfile } from '../api/profile.ts';
import { EmailField } from './email-field.tsx';
import { PhotoField } from './photo-field.tsx';

/** "Priya S. Rao" → first "Priya", last "S. Rao". */
function splitName(name: string): { first: string; last: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  return space === -1
    ? { first: trimmed, last: '' }
    : { first: trimmed.slice(0, space), last: trimmed.slice(space + 1).trim() };
}

interface OptionalSelectProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A select whose first choice, 'Not set', is the empty value. */
function OptionalSelect({ label, value, options, onChange }: OptionalSelectProps) {
  const t = useT();
  return (
    <TextField select label={label} fullWidth value={value} onChange={(e) => onChange(e.target.value)}>
      <MenuItem value="">{t('profile.notSet')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface Draft {
  first: string;
  last: string;
  name: string;
  phone: string;
  bio: string;
  targetExamId: string;
  targetYear: string;
  preferredLanguage: Language;
}

function draftOf(profile: Profile): Draft {
  const { first, last } = splitName(profile.name);
  return {
    first,
    last,
    name: profile.name,
    phone: profile.phone ?? '',
    bio: profile.bio ?? '',
    targetExamId: profile.targetExam ? String(profile.targetExam.id) : '',
    targetYear: profile.targetYear === null ? '' : String(profile.targetYear),
    preferredLanguage: profile.preferredLanguage,
  };
}

/**
 * The profile form of /profile ('full': name, email, phone, bio, target exam and year, preferred language)
 * and of Settings › My Profile ('settings': SPEC §2's photo, first name, last name, email, phone, bio). Both
 * read and save the same profile through the same API.
 */
function ProfileFormBody({ profile, variant }: { profile: Profile; variant: 'full' | 'settings' }) {
  const save = useSaveProfile();
  const t = useT();
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const languageLabel = useId();
  const isFull = variant === 'full';

  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) => {
      setDraft((d) => ({ ...d, [key]: value }));
      setSaved(false);
    };

  const { from, to } = targetYearRange(new Date());
  const years = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const stored = profile.targetYear;
  if (stored !== null && !years.includes(stored)) years.unshift(stored);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    setError(null);
    const name = isFull ? draft.name.trim() : `${draft.first.trim()} ${draft.last.trim()}`.trim();
    const input: ProfileInput = { name, phone: draft.phone, bio: draft.bio };
    if (isFull) {
      input.targetExamId = draft.targetExamId === '' ? null : Number(draft.targetExamId);
      input.targetYear = draft.targetYear === '' ? null : Number(draft.targetYear);
      input.preferredLanguage = draft.preferredLanguage;
    }
    try {
      const next = await save.mutateAsync(input);
      setDraft(draftOf(next));
      setSaved(true);
    } catch (caught) {
      setError(serverErrorText(caught, t('profile.saveFailed')));
    }
  }

  return (
    <>
      <PhotoField profile={profile} />
      <form onSubmit={handleSubmit} noValidate aria-label={t('profile.profileForm')}>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        <Grid container spacing={2}>
          {isFull ? (
            <Grid size={12}>
              <TextField
                label={t('profile.name')}
                fullWidth
                value={draft.name}
                autoComplete="name"
                onChange={(e) => set('name')(e.target.value)}
              />
            </Grid>
          ) : (
            (
              [
                ['first', t('profile.firstName'), 'given-name'],
                ['last', t('profile.lastName'), 'family-name'],
              ] as const
            ).map(([key, label, autoComplete]) => (
              <Grid key={key} size={{ xs: 12, sm: 6 }}>
                <TextField
                  label={label}
                  fullWidth
                  value={draft[key]}
                  autoComplete={autoComplete}
                  onChange={(e) => set(key)(e.target.value)}
                />
              </Grid>
            ))
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            <EmailField profile={profile} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t('profile.phone')}
              type="tel"
              fullWidth
              value={draft.phone}
              autoComplete="tel"
              helperText={t('profile.phoneHelp')}
              onChange={(e) => set('phone')(e.target.value)}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              label={t('profile.bio')}
              fullWidth
              multiline
              minRows={3}
              value={draft.bio}
              helperText={`${draft.bio.length} / ${BIO_MAX_LENGTH}`}
              slotProps={{ htmlInput: { maxLength: BIO_MAX_LENGTH } }}
              onChange={(e) => set('bio')(e.target.value)}
            />
          </Grid>
          {isFull && (
            <>
              <Grid size={{ xs: 12, sm: 6 }}>
                <OptionalSelect
                  label={t('profile.targetExam')}
                  value={draft.targetExamId}
                  options={profile.exams.map((exam) => ({ value: String(exam.id), label: exam.name }))}
                  onChange={set('targetExamId')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <OptionalSelect
                  label={t('profile.targetYear')}
                  value={draft.targetYear}
                  options={years.map((year) => ({ value: String(year), label: String(year) }))}
                  onChange={set('targetYear')}
                />
              </Grid>
              <Grid size={12}>
                <FormControl>
                  <FormLabel id={languageLabel}>{t('profile.preferredLanguage')}</FormLabel>
                  <Typography variant="body2" color="text.secondary">
                    {t('profile.preferredLanguageHelp')}
                  </Typography>
                  <RadioGroup
                    row
                    aria-labelledby={languageLabel}
                    value={draft.preferredLanguage}
                    onChange={(e) => set('preferredLanguage')(e.target.value as Language)}
                  >
                    {LANGUAGES.map((language) => (
                      <FormControlLabel
                        key={language}
                        value={language}
                        control={<Radio />}
                        label={<span lang={language}>{LANGUAGE_LABELS[language]}</span>}
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
              </Grid>
            </>
          )}
        </Grid>
        {saved && (
          <Alert severity="success" role="status" sx={{ mt: 2 }} onClose={() => setSaved(false)}>
            {t('profile.saved')}
          </Alert>
        )}
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={save.isPending}>
          {t('profile.saveChanges')}
        </Button>
      </form>
    </>
  );
}

/** Loads the profile and shows its form; a skeleton of the form's size meanwhile, and an error to retry. */
export function ProfileForm({ variant }: { variant: 'full' | 'settings' }) {
  const profile = useProfile();
  const t = useT();
  // The form's fields start from the profile once; later answers (a new photo) do not wipe what is typed.
  if (profile.data) return <ProfileFormBody profile={profile.data} variant={variant} />;
  if (profile.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
            {t('profile.retry')}
          </Button>
        }
      >
        {serverErrorText(profile.error, t('profile.loadFailed'))}
      </Alert>
    );
  }
  return (
    <Box aria-busy="true" aria-label={t('profile.loadingProfile')}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <Skeleton variant="circular" width={72} height={72} />
        <Skeleton variant="rounded" width={150} height={36} />
      </Stack>
      <Grid container spacing={2}>
        {Array.from({ length: variant === 'full' ? 7 : 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
          <Grid key={i} size={{ xs: 12, sm: 6 }}>
            <Skeleton variant="rounded" height={56} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
