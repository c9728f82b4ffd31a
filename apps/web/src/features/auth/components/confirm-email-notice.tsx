import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type FormEvent, useId, useState } from 'react';
import { TextInput } from '../../../components/text-input.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useSession } from '../../../lib/session.ts';
import { useConfirmEmail, useResendConfirmation } from '../api/confirm-email.ts';
import { failureMessage } from '../messages.ts';

/**
 * Issue 13: until a new account's address proves itself, the shell asks for the code mailed at registration,
 * with a way to send another. Hidden once the address is confirmed (or when the server does not say).
 */
export function ConfirmEmailNotice() {
  const { user } = useSession();
  const t = useT();
  const titleId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const confirm = useConfirmEmail();
  const resend = useResendConfirmation();

  if (user?.email_verified !== false) return null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setInfo(null);
    if (code.trim() === '') {
      setError(t('auth.enterOtp'));
      return;
    }
    const result = await confirm.mutateAsync({ otp: code.trim() });
    if (result.success) {
      setError(null);
      setCode('');
    } else {
      setError(failureMessage(result, t('auth.confirmFailed')));
    }
  };

  const onResend = async () => {
    setError(null);
    setInfo(null);
    const result = await resend.mutateAsync();
    if (result.success) setInfo(result.data.message);
    else setError(failureMessage(result, t('auth.resendFailed')));
  };

  return (
    <Alert
      severity="warning"
      component="section"
      aria-labelledby={titleId}
      role="region"
      sx={{ mb: 2, '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
    >
      <AlertTitle id={titleId}>{t('auth.confirmEmailTitle')}</AlertTitle>
      {t('auth.confirmEmailText', { email: user.email })}
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          gap: 1,
          mt: 1.5,
          maxWidth: 560,
        }}
      >
        <Box sx={{ flexGrow: 1, bgcolor: 'background.paper', borderRadius: 1 }}>
          <TextInput
            label={t('auth.confirmationCode')}
            name="otp"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
          />
        </Box>
        <Button type="submit" variant="contained" disabled={confirm.isPending} aria-busy={confirm.isPending}>
          {t('auth.confirmEmail')}
        </Button>
        <Button
          type="button"
          variant="outlined"
          color="inherit"
          onClick={onResend}
          disabled={resend.isPending}
          aria-busy={resend.isPending}
        >
          {t('auth.resendCode')}
        </Button>
      </Box>
      <Box role="status" aria-live="polite" sx={{ mt: error || info ? 1 : 0 }}>
        {error ?? info}
      </Box>
    </Alert>
  );
}
