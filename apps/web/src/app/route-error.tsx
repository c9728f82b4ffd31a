import { useRouteError } from 'react-router';
import { BasicButton } from '../components/basic/parts.tsx';
import { useT } from '../lib/i18n/i18n-provider.tsx';

/**
 * Shown when a route fails to render, most often a page chunk that no longer exists after a deploy. Without MUI,
 * which may be the chunk that failed.
 */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  console.error(error);
  return (
    <main role="alert" className="b-loading b-loading--full" style={{ padding: 24, textAlign: 'center' }}>
      <h1
        style={{
          margin: 0,
          fontSize: '2.125rem',
          fontWeight: 400,
          lineHeight: 1.235,
          color: 'var(--b-text)',
        }}
      >
        {t('shell.errorTitle')}
      </h1>
      <p>{t('shell.errorText')}</p>
      <BasicButton variant="contained" onClick={() => window.location.reload()}>
        {t('shell.reload')}
      </BasicButton>
    </main>
  );
}
