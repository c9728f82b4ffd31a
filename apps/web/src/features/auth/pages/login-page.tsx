import type { FORM_MESSAGES } from '@aspirant/contract/fields.ts';
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
import { useIsDemo } from '../../../lib/instance-meta.ts';
import { useLogin } from '../api/login.ts';
import { FormAlert } from '../components/form-alert.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { AUTH_ERRORS, failureMessage, thrownMessage } from '../messages.ts';

// SPEC §5. The contract's fields module also builds zod schemas, which /login must not load before it is used
// (issue 4: under 200 kB gzip); the type makes any difference from the contract's text a compile error.
const FILL_ALL_FIELDS: (typeof FORM_MESSAGES)['fillAllFields'] = 'Please fill in all fields';

/** SPEC §2 Sign-in (/login). */
export function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const isDemo = useIsDemo();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    // SPEC §5: both fields required, no call otherwise; no format check.
    if (!email || !password) {
      setError(FILL_ALL_FIELDS);
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
      setError(failureMessage(result, AUTH_ERRORS.loginFallback, AUTH_ERRORS.loginCheckCredentials));
    } catch (caught) {
      setError(thrownMessage(caught, AUTH_ERRORS.unexpected));
    }
  }

  return (
    <AuthCard title="Sign In" subtitle="Log in to Your Account">
      {isDemo ? (
        // Decision 0009: in demo mode the demo accounts of the README sign in with their published password.
        <Alert severity="info" role="note" sx={{ mt: 2 }}>
          Demo mode: the demo accounts listed in the README are ready to sign in.
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <FormAlert error={error} onDismissError={() => setError(null)} />
        <Stack spacing={2}>
          <TextInput
            label="Email"
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
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(null);
            }}
          />
          <SubmitButton isBusy={login.isPending}>{login.isPending ? 'Logging In...' : 'Login'}</SubmitButton>
          <Button
            type="button"
            variant="outlined"
            size="large"
            fullWidth
            onClick={() => navigate(paths.loginOtp)}
          >
            Login via OTP
          </Button>
        </Stack>
        <Stack spacing={1} sx={{ mt: 3, alignItems: 'center' }}>
          <Link component={RouterLink} to={paths.forgotPassword} variant="body2">
            Forgot Password?
          </Link>
          <Typography variant="body2">
            {"Don't have an account? "}
            <Link component={RouterLink} to={paths.register}>
              Sign Up
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthCard>
  );
}
