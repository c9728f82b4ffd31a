import { ACCOUNT_MESSAGES } from '@aspirant/contract/account.ts';
import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@aspirant/contract/fields.ts';
import { passwordProblem } from '@aspirant/contract/password.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useChangePassword } from '../api/change-password.ts';

/**
 * SPEC §2 Settings › Change Password, for real: the one password rule (decision 0017, the help text) is checked
 * here first with the contract's message and again by the server, which also checks the current password and
 * signs the other devices out.
 */
export function ChangePasswordSection() {
  const t = useT();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (!current || !next || !confirm) return setError(t('profile.fillAllFields'));
    const problem = passwordProblem(next);
    if (problem) return setError(passwordText(problem));
    if (next !== confirm) return setError(t('profile.passwordsDoNotMatch'));
    setError(null);
    try {
      const message = await change.mutateAsync({ currentPassword: current, newPassword: next });
      setDone(message === ACCOUNT_MESSAGES.passwordChanged ? t('profile.passwordChanged') : message);
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t('profile.changePasswordFailed'));
    }
  }

  // The password rule's messages in the interface language (the server's own answers stay as sent).
  const passwordText = (problem: string) =>
    problem === MESSAGES.passwordRule
      ? t('profile.passwordRule', { min: String(PASSWORD_MIN_LENGTH) })
      : problem === MESSAGES.passwordTooLong
        ? t('profile.passwordTooLong', { max: String(PASSWORD_MAX_LENGTH) })
        : problem;

  const onType = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setError(null);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('profile.changePassword')}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        {error && (
          <Alert severity="error" onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        {done && (
          <Alert severity="success" role="status" onClose={() => setDone(null)}>
            {done}
          </Alert>
        )}
        <TextField
          label={t('profile.currentPasswordField')}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={onType(setCurrent)}
        />
        <TextField
          label={t('profile.newPasswordField')}
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={onType(setNext)}
          helperText={t('profile.passwordRule', { min: String(PASSWORD_MIN_LENGTH) })}
        />
        <TextField
          label={t('profile.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={onType(setConfirm)}
        />
        <div>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {change.isPending ? t('profile.updatingPassword') : t('profile.updatePassword')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
