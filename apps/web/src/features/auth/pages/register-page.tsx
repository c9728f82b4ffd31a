import { PASSWORD_MIN_LENGTH } from '@aspirant/contract/fields.ts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useRegister } from '../api/register.ts';
import { FormAlert } from '../components/form-alert.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { failureMessage, thrownMessage } from '../messages.ts';

const EMPTY_FORM = { name: '', email: '', password: '', password2: '' };
type RegisterForm = typeof EMPTY_FORM;

/**
 * SPEC §2 Sign-up (/register). SPEC §5: the password fields declare a minimum length that the form does not
 * enforce (noValidate); the server enforces it and its message is shown.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const t = useT();
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
      setError(t('auth.enterAllFields'));
      return;
    }
    if (password !== password2) {
      setError(t('auth.passwordsDoNotMatch'));
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
      setError(failureMessage(result, t('auth.registrationFailed')));
    } catch (caught) {
      setError(thrownMessage(caught, t('auth.registrationFailed')));
    }
  }

  return (
    <AuthCard title={t('auth.signUpTitle')} subtitle={t('auth.signUpSubtitle')}>
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <FormAlert error={error} onDismissError={() => setError(null)} />
        <Stack spacing={2}>
          <TextInput
            label={t('auth.name')}
            name="name"
            autoComplete="name"
            autoFocus
            value={form.name}
            onChange={update('name')}
          />
          <TextInput
            label={t('auth.emailAddress')}
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={update('email')}
          />
          <TextInput
            label={t('auth.password')}
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            value={form.password}
            onChange={update('password')}
          />
          <TextInput
            label={t('auth.confirmPassword')}
            name="password2"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            value={form.password2}
            onChange={update('password2')}
          />
          <SubmitButton isBusy={register.isPending}>{t('auth.register')}</SubmitButton>
        </Stack>
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.login} variant="body2">
            {t('auth.haveAccount')}
          </Link>
        </Box>
      </Box>
    </AuthCard>
  );
}
