import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { BasicAlert, BasicButton } from '../../../components/basic/parts.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useIsDemo } from '../../../lib/instance-meta.ts';
import { useLogin } from '../api/login.ts';
import { FormAlert } from '../components/form-alert.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { failureMessage, thrownMessage } from '../messages.ts';

/**
 * SPEC §2 Sign-in (/login). Drawn without MUI (components/basic), so the first screen of a phone on a slow
 * network downloads no more than it shows (issue 15 point 11).
 */
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
        <BasicAlert severity="info" role="note" className="b-demo-note">
          {t('auth.demoNote')}
        </BasicAlert>
      ) : null}
      <form noValidate onSubmit={handleSubmit}>
        <FormAlert error={error} onDismissError={() => setError(null)} />
        <div className="b-stack">
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
          <BasicButton variant="outlined" size="large" fullWidth onClick={() => navigate(paths.loginOtp)}>
            {t('auth.loginViaOtp')}
          </BasicButton>
        </div>
        <div className="b-links">
          <RouterLink className="b-link" to={paths.forgotPassword}>
            {t('auth.forgotPasswordLink')}
          </RouterLink>
          <p style={{ margin: 0 }}>
            {t('auth.noAccount')}
            <RouterLink className="b-link" to={paths.register}>
              {t('auth.signUp')}
            </RouterLink>
          </p>
        </div>
      </form>
    </AuthCard>
  );
}
