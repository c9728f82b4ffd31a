import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useIsDemo } from '../../../lib/instance-meta.ts';
import { useLogin } from '../api/login.ts';
import { FormAlert } from '../components/form-alert.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { failureMessage, thrownMessage } from '../messages.ts';

/** SPEC §2 Sign-in (/login). */
export function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const isDemo = useIsDemo();
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    // SPEC §5: both fields required, no call otherwise; no format check.
    if (!email || !password) {
      setError(t('auth.fillAllFields'));
      return;
    }
    setError(null);
    try {
      const result = await login.mutateAsync({ email, password });
      if (result.success) {
        navigate(paths.dashboard, { replace: true });
        return;
      }
      // SPEC §8: the server's message; a reply without a session is a credentials failure.
      setError(failureMessage(result, t('auth.loginFallback'), t('auth.loginCheckCredentials')));
    } catch (caught) {
      setError(thrownMessage(caught, t('auth.unexpected')));
    }
  }

  return (
    <AuthCard title={t('auth.signInTitle')} subtitle={t('auth.signInSubtitle')}>
      {isDemo ? (
        // Decision 0009: in demo mode the demo accounts of the README sign in with their published password.
        <Alert severity="info" role="note" sx={{ mt: 2 }}>
          {t('auth.demoNote')}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <FormAlert error={error} onDismissError={() => setError(null)} />
        <Stack spacing={2}>
          <TextInput
            label={t('auth.email')}
            name="email"
            type="email"
            autoComplete="email"
            autoFocus
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
          />
          <TextInput
            label={t('auth.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(null);
            }}
          />
          <SubmitButton isBusy={login.isPending}>
            {login.isPending ? t('auth.loggingIn') : t('auth.login')}
          </SubmitButton>
          <Button
            type="button"
            variant="outlined"
            size="large"
            fullWidth
            onClick={() => navigate(paths.loginOtp)}
          >
            {t('auth.loginViaOtp')}
          </Button>
        </Stack>
        <Stack spacing={1} sx={{ mt: 3, alignItems: 'center' }}>
          <Link component={RouterLink} to={paths.forgotPassword} variant="body2">
            {t('auth.forgotPasswordLink')}
          </Link>
          <Typography variant="body2">
            {t('auth.noAccount')}
            <Link component={RouterLink} to={paths.register}>
              {t('auth.signUp')}
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthCard>
  );
}
