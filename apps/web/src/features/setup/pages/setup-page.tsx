import { PASSWORD_MIN_LENGTH } from '@aspirant/contract/fields.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { paths } from '../../../config/paths.ts';
import { serverErrorText } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useCreateFirstSuperAdmin } from '../api/create-first-super-admin.ts';

const EMPTY_FORM = { name: '', email: '', password: '', password2: '' };
type SetupForm = typeof EMPTY_FORM;

/**
 * /setup/:token (decision 0009): the one-time link the server prints when it has no super admin. The form
 * checks what it can before the call (all fields, matching passwords); the server checks the rest and the link.
 */
export function SetupPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const create = useCreateFirstSuperAdmin();
  const t = useT();
  const [form, setForm] = useState<SetupForm>(EMPTY_FORM);
  const [error, setError] = useState<string | null>(null);

  function update(field: keyof SetupForm) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      setForm((current) => ({ ...current, [field]: event.target.value }));
      setError(null);
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const { name, email, password, password2 } = form;
    if (!name || !email || !password || !password2) {
      setError(t('auth.enterAllFields'));
      return;
    }
    if (password !== password2) {
      setError(t('auth.passwordsDoNotMatch'));
      return;
    }
    setError(null);
    const result = await create.mutateAsync({ token, name, email, password }).catch(() => null);
    if (result?.success) {
      navigate(paths.dashboard, { replace: true });
      return;
    }
    setError(serverErrorText(result, t('setup.failed')));
  }

  return (
    <AuthCard title={t('setup.title')} subtitle={t('setup.subtitle')}>
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ mt: 2 }}>
        {error ? (
          <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
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
            label={t('auth.email')}
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
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={create.isPending}
            aria-busy={create.isPending}
            startIcon={
              create.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
            }
          >
            {t('setup.submit')}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
