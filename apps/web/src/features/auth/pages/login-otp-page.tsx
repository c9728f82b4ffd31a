import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useSendOtp } from '../api/send-otp.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { FormAlert } from '../components/form-alert.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { failureMessage, thrownMessage } from '../messages.ts';

/** SPEC §2 Login via OTP (/login-otp): Get OTP, then the OTP field and Login. */
export function LoginOtpPage() {
  const navigate = useNavigate();
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const t = useT();
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [isOtpSent, setIsOtpSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const isBusy = sendOtp.isPending || verifyOtp.isPending;

  async function requestOtp() {
    if (!email) {
      setError(t('auth.enterEmail'));
      return;
    }
    try {
      const result = await sendOtp.mutateAsync({ email });
      if (!result.success) {
        setError(failureMessage(result, t('auth.otpSendFailed')));
        return;
      }
      setInfo(result.data.message);
      setIsOtpSent(true);
    } catch (caught) {
      setError(thrownMessage(caught, t('auth.otpSendFailedBrief')));
    }
  }

  async function submitOtp() {
    if (!otp) {
      setError(t('auth.enterOtp'));
      return;
    }
    try {
      const result = await verifyOtp.mutateAsync({ email, otp });
      if (result.success) {
        navigate(paths.dashboard, { replace: true });
        return;
      }
      // A success reply without a session means the code was not accepted.
      setError(failureMessage(result, t('auth.otpVerifyFailed'), t('auth.otpInvalid')));
    } catch (caught) {
      setError(thrownMessage(caught, t('auth.otpVerifyFailed')));
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    setError(null);
    void (isOtpSent ? submitOtp() : requestOtp());
  }

  function changeEmail() {
    setIsOtpSent(false);
    setOtp('');
    setInfo(null);
    setError(null);
  }

  return (
    <AuthCard title={t('auth.loginViaOtp')}>
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <FormAlert error={error} info={info} onDismissError={() => setError(null)} />
        <Stack spacing={2}>
          <TextInput
            label={t('auth.email')}
            name="email"
            type="email"
            autoComplete="email"
            autoFocus
            value={email}
            readOnly={isOtpSent}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
          />
          {isOtpSent ? (
            <TextInput
              label={t('auth.otp')}
              name="otp"
              autoComplete="one-time-code"
              autoFocus
              value={otp}
              inputMode="numeric"
              onChange={(event) => {
                setOtp(event.target.value);
                setError(null);
              }}
            />
          ) : null}
          <SubmitButton isBusy={isBusy}>{isOtpSent ? t('auth.login') : t('auth.getOtp')}</SubmitButton>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'center', alignItems: 'center' }}>
          <Link component={RouterLink} to={paths.login} variant="body2">
            {t('auth.backToLogin')}
          </Link>
          {isOtpSent ? (
            <Button type="button" size="small" onClick={changeEmail} disabled={isBusy}>
              {t('auth.changeEmail')}
            </Button>
          ) : null}
        </Stack>
      </Box>
    </AuthCard>
  );
}
