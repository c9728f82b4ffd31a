import { FORM_MESSAGES, PASSWORD_MIN_LENGTH } from '@aspirant/contract/fields.ts';
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
import { useCreateFirstSuperAdmin } from '../api/create-first-super-admin.ts';

const EMPTY_FORM = { name: '', email: '', password: '', password2: '' };
type SetupForm = typeof EMPTY_FORM;

const SETUP_FAILED = 'The super admin could not be created. Please try again.';

/**
 * /setup/:token (decision 0009): the one-time link the server prints when it has no super admin. The form
 * checks what it can before the call (all fields, matching passwords); the server checks the rest and the link.
 */
export function SetupPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const create = useCreateFirstSuperAdmin();
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
      setError(FORM_MESSAGES.enterAllFields);
      return;
    }
    if (password !== password2) {
      setError(FORM_MESSAGES.passwordsDoNotMatch);
      return;
    }
    setError(null);
    const result = await create.mutateAsync({ token, name, email, password }).catch(() => null);
    if (result?.success) {
      navigate(paths.dashboard, { replace: true });
      return;
    }
    setError(serverErrorText(result, SETUP_FAILED));
  }

  return (
    <AuthCard
      title="Create the First Super Admin"
      subtitle="This link works once, while the server has no super admin."
    >
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ mt: 2 }}>
        {error ? (
          <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
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
            label="Email"
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
            Create Super Admin
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
