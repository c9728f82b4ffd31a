import { PASSWORD_HELP_TEXT } from '@aspirant/contract/account.ts';
import { FORM_MESSAGES, passwordProblem } from '@aspirant/contract/fields.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useChangePassword } from '../api/change-password.ts';

/**
 * SPEC §2 Settings › Change Password, for real: the one password rule (decision 0017, the help text) is checked
 * here first with the contract's message and again by the server, which also checks the current password and
 * signs the other devices out.
 */
export function ChangePasswordSection() {
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (!current || !next || !confirm) return setError(FORM_MESSAGES.fillAllFields);
    const problem = passwordProblem(next);
    if (problem) return setError(problem);
    if (next !== confirm) return setError(FORM_MESSAGES.passwordsDoNotMatch);
    setError(null);
    try {
      setDone(await change.mutateAsync({ currentPassword: current, newPassword: next }));
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Changing the password failed.');
    }
  }

  const onType = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setError(null);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Typography variant="h6" component="h2" gutterBottom>
        Change Password
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
          label="Current Password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={onType(setCurrent)}
        />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={onType(setNext)}
          helperText={PASSWORD_HELP_TEXT}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={onType(setConfirm)}
        />
        <div>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {change.isPending ? 'Updating...' : 'Update Password'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
