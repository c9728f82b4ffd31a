import type { Profile } from '@aspirant/contract/profile.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, useState } from 'react';
import { serverErrorText } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useConfirmEmailChange, useRequestEmailChange } from '../api/profile.ts';

/** The sign-in address and its change: new email + current password → a code to the new address → confirm. */
export function EmailField({ profile }: { profile: Profile }) {
  const requestChange = useRequestEmailChange();
  const t = useT();
  const confirmChange = useConfirmEmailChange();
  const [step, setStep] = useState<'closed' | 'request' | 'confirm'>('closed');
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function close() {
    setStep('closed');
    setNewEmail('');
    setPassword('');
    setCode('');
    setSent(null);
    setError(null);
  }

  async function sendCode() {
    if (!newEmail.trim() || !password) return setError(t('profile.fillAllFields'));
    setError(null);
    try {
      setSent(await requestChange.mutateAsync({ newEmail, currentPassword: password }));
      setPassword('');
      setStep('confirm');
    } catch (caught) {
      setError(serverErrorText(caught, t('profile.sendCodeFailed')));
    }
  }

  async function confirm() {
    if (!code.trim()) return setError(t('profile.enterCode'));
    setError(null);
    try {
      const answer = await confirmChange.mutateAsync(code);
      close();
      setDone(answer.message);
    } catch (caught) {
      setError(serverErrorText(caught, t('profile.confirmCodeFailed')));
    }
  }

  // Enter in these fields acts on this step, never submits the profile form around them.
  const onEnter = (action: () => void) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    action();
  };

  return (
    <>
      <TextField
        label={t('profile.email')}
        type="email"
        fullWidth
        value={profile.email}
        slotProps={{ input: { readOnly: true } }}
        helperText={t('profile.emailHelp')}
      />
      {step === 'closed' && (
        <Button
          size="small"
          sx={{ mt: 1 }}
          onClick={() => {
            setDone(null);
            setStep('request');
          }}
        >
          {t('profile.changeEmail')}
        </Button>
      )}
      {done && (
        <Alert severity="success" role="status" sx={{ mt: 1 }} onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {step !== 'closed' && (
        <Paper
          variant="outlined"
          sx={{ p: 2, mt: 1 }}
          component="section"
          aria-label={t('profile.changeEmail')}
        >
          <Stack spacing={2}>
            {error && <Alert severity="error">{error}</Alert>}
            {step === 'request' ? (
              <>
                <TextField
                  label={t('profile.newEmail')}
                  type="email"
                  autoComplete="email"
                  value={newEmail}
                  onChange={(e) => setNewEmail(e.target.value)}
                  onKeyDown={onEnter(() => void sendCode())}
                />
                <TextField
                  label={t('profile.currentPassword')}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  onKeyDown={onEnter(() => void sendCode())}
                />
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="contained"
                    onClick={() => void sendCode()}
                    disabled={requestChange.isPending}
                  >
                    {t('profile.sendCode')}
                  </Button>
                  <Button onClick={close}>{t('profile.cancel')}</Button>
                </Stack>
              </>
            ) : (
              <>
                {sent && (
                  <Alert severity="info" role="status">
                    {sent}
                  </Alert>
                )}
                <TextField
                  label={t('profile.code')}
                  value={code}
                  autoComplete="one-time-code"
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                  onChange={(e) => setCode(e.target.value)}
                  onKeyDown={onEnter(() => void confirm())}
                />
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="contained"
                    onClick={() => void confirm()}
                    disabled={confirmChange.isPending}
                  >
                    {t('profile.confirm')}
                  </Button>
                  <Button onClick={close}>{t('profile.cancel')}</Button>
                </Stack>
              </>
            )}
          </Stack>
        </Paper>
      )}
    </>
  );
}
