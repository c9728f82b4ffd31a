import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { paths } from '../../../config/paths.ts';
import type { MessageKey } from '../../../lib/i18n/catalogue.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useVerifyResetOtp } from '../api/verify-reset-otp.ts';
import { FormAlert } from '../components/form-alert.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { failureMessage, thrownMessage } from '../messages.ts';

/** SPEC §9: redirect to /login 2 s after the reset. */
export const RESET_REDIRECT_DELAY_MS = 2000;

type Step = 'email' | 'otp' | 'password' | 'done';

const STEP_TITLES = {
  email: 'auth.forgotPasswordTitle',
  otp: 'auth.enterOtpTitle',
  password: 'auth.resetPasswordTitle',
  done: 'auth.resetPasswordTitle',
} as const satisfies Record<Step, MessageKey>;

/**
 * SPEC §2 Forgot password (/forgot-password): email, then OTP, then the new password. The link mailed to a student
 * a centre added in bulk (issue 17 point 7: `?email=…&code=1`) starts at the code, the address filled in.
 */
export function ForgotPasswordPage() {
  const [searchParams] = useSearchParams();
  const mailedEmail = searchParams.get('code') === '1' ? (searchParams.get('email') ?? '').trim() : '';
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword();
  const verifyResetOtp = useVerifyResetOtp();
  const resetPassword = useResetPassword();
  const t = useT();
  const [step, setStep] = useState<Step>(mailedEmail ? 'otp' : 'email');
  const [email, setEmail] = useState(mailedEmail);
  const [otp, setOtp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const isBusy = forgotPassword.isPending || verifyResetOtp.isPending || resetPassword.isPending;

  useEffect(() => {
    if (step !== 'done') return;
    const timer = window.setTimeout(() => navigate(paths.login, { replace: true }), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [step, navigate]);

  async function sendCode() {
    if (!email) {
      setError(t('auth.enterEmail'));
      return;
    }
    const result = await forgotPassword.mutateAsync({ email });
    if (!result.success) {
      setError(failureMessage(result, t('auth.resetSendFailed')));
      return;
    }
    setInfo(result.data.message);
    setStep('otp');
  }

  async function verifyCode() {
    if (!otp) {
      setError(t('auth.enterOtp'));
      return;
    }
    const result = await verifyResetOtp.mutateAsync({ email, otp });
    if (!result.success) {
      setError(failureMessage(result, t('auth.resetVerifyFailed')));
      return;
    }
    setInfo(result.data.message);
    setStep('password');
  }

  async function saveNewPassword() {
    // SPEC §5: new and confirm must match; the server checks the password itself.
    if (newPassword !== confirmPassword) {
      setError(t('auth.passwordsDoNotMatch'));
      return;
    }
    const result = await resetPassword.mutateAsync({ email, otp, newPassword });
    if (!result.success) {
      setError(failureMessage(result, t('auth.resetFailed')));
      return;
    }
    setInfo(result.data.message);
    setStep('done');
  }

  const stepActions: Record<Step, { label: string; run: () => Promise<void>; fallback: string }> = {
    email: { label: t('auth.sendOtp'), run: sendCode, fallback: t('auth.resetSendFailed') },
    otp: { label: t('auth.verifyOtp'), run: verifyCode, fallback: t('auth.resetVerifyFailed') },
    password: { label: t('auth.resetPassword'), run: saveNewPassword, fallback: t('auth.resetFailed') },
    done: { label: t('auth.resetPassword'), run: async () => {}, fallback: t('auth.resetFailed') },
  };
  const action = stepActions[step];

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy || step === 'done') return;
    setError(null);
    try {
      await action.run();
    } catch (caught) {
      setError(thrownMessage(caught, action.fallback));
    }
  }

  function clearErrorAnd(set: (value: string) => void) {
    return (event: { target: { value: string } }) => {
      set(event.target.value);
      setError(null);
    };
  }

  return (
    <AuthCard title={t(STEP_TITLES[step])}>
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <FormAlert error={error} info={info} onDismissError={() => setError(null)} />
        <Stack spacing={2}>
          {step === 'email' ? (
            <TextInput
              label={t('auth.email')}
              name="email"
              type="email"
              autoComplete="email"
              autoFocus
              value={email}
              onChange={clearErrorAnd(setEmail)}
            />
          ) : null}
          {step === 'otp' ? (
            <TextInput
              label={t('auth.otp')}
              name="otp"
              autoComplete="one-time-code"
              autoFocus
              value={otp}
              inputMode="numeric"
              onChange={clearErrorAnd(setOtp)}
            />
          ) : null}
          {step === 'password' || step === 'done' ? (
            <>
              <TextInput
                label={t('auth.newPassword')}
                name="newPassword"
                type="password"
                autoComplete="new-password"
                autoFocus
                disabled={step === 'done'}
                value={newPassword}
                onChange={clearErrorAnd(setNewPassword)}
              />
              <TextInput
                label={t('auth.confirmPassword')}
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                disabled={step === 'done'}
                value={confirmPassword}
                onChange={clearErrorAnd(setConfirmPassword)}
              />
            </>
          ) : null}
          <SubmitButton isBusy={isBusy} disabled={step === 'done'}>
            {action.label}
          </SubmitButton>
        </Stack>
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.login} variant="body2">
            {t('auth.backToLogin')}
          </Link>
        </Box>
      </Box>
    </AuthCard>
  );
}
