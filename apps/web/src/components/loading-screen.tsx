import { useT } from '../lib/i18n/i18n-provider.tsx';
import { Spinner } from './basic/parts.tsx';

/**
 * SPEC §2: the 'Loading...' shown while the session is checked or a page loads. Without MUI: it shows while MUI
 * itself loads (issue 15 point 11).
 */
export function LoadingScreen({ fullPage = false }: { fullPage?: boolean }) {
  const t = useT();
  return (
    <div role="status" className={fullPage ? 'b-loading b-loading--full' : 'b-loading'}>
      <Spinner size={40} />
      <p>{t('shell.loading')}</p>
    </div>
  );
}
