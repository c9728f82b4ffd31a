import { FORM_MESSAGES, PASSWORD_MIN_LENGTH } from '@aspirant/contract/fields.ts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { paths } from '../../../config/paths.ts';
import { useRegister } from '../api/register.ts';
import { FormAlert } from '../components/form-alert.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { AUTH_ERRORS, failureMessage, thrownMessage } from '../messages.ts';

const EMPTY_FORM = { name: '', email: '', password: '', password2: '' };
type RegisterForm = typeof EMPTY_FORM;

/**
 * SPEC §2 Sign-up (/register). SPEC §5: the password fields declare a minimum length that the form does not
 * enforce (noValidate); the server enforces it and its message is shown.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const [form, setForm] = useState<RegisterForm>(EMPTY_FORM);
  const [error, setError] = useState<string | null>(null);

  function update(field: keyof RegisterForm) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      setForm((current) => ({ ...current, [field]: event.target.value }));
      setError(null);
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (register.isPending) return;
    const { name, email, password, password2 } = form;
    // SPEC §5: all four required, then the confirmation must match; the server checks the rest.
    if (!name || !email || !password || !password2) {
      setError(FORM_MESSAGES.enterAllFields);
      return;
    }
    if (password !== password2) {
      setError(FORM_MESSAGES.passwordsDoNotMatch);
      return;
    }
    setError(null);
    try {
      // SPEC §3: the confirmation is not sent.
      const result = await register.mutateAsync({ name, email, password });
      if (result.success) {
        navigate(paths.dashboard, { replace: true });
        return;
      }
      setError(failureMessage(result, AUTH_ERRORS.registrationFailed));
    } catch (caught) {
      setError(thrownMessage(caught, AUTH_ERRORS.registrationFailed));
    }
  }

  return (
    <AuthCard title="Sign Up" subtitle="Create Your Account">
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <FormAlert error={error} onDismissError={() => setError(null)} />
        <Stack spacing={2}>
          <TextInput
            label="Name"
            name="name"
            autoComplete="name"
            autoFocus
            value={form.name}
            onChange={update('name')}
          />
          <TextInput
            label="Email Address"
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={update('email')}
          />
          <TextInput
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            value={form.password}
            onChange={update('password')}
          />
          <TextInput
            label="Confirm Password"
            name="password2"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            value={form.password2}
            onChange={update('password2')}
          />
          <SubmitButton isBusy={register.isPending}>Register</SubmitButton>
        </Stack>
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.login} variant="body2">
            Already have an account? Sign In
          </Link>
        </Box>
      </Box>
    </AuthCard>
  );
}
