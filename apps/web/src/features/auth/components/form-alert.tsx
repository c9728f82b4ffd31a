import { BasicAlert } from '../../../components/basic/parts.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** Height of a one-line alert: the area keeps it while empty, so showing a message moves nothing. */
const ALERT_AREA_MIN_HEIGHT = 48;

interface FormAlertProps {
  /** Shown in a dismissable error alert; wins over `info`. */
  error: string | null;
  onDismissError: () => void;
  /** A success or progress note from the server ('If an account exists...'). */
  info?: string | null;
}

/** The message area of an auth form (SPEC §2: errors in a dismissable alert). */
export function FormAlert({ error, onDismissError, info = null }: FormAlertProps) {
  const t = useT();
  return (
    <div style={{ minHeight: ALERT_AREA_MIN_HEIGHT, margin: '16px 0' }}>
      {error ? (
        <BasicAlert severity="error" onClose={onDismissError} closeLabel={t('common.close')}>
          {error}
        </BasicAlert>
      ) : info ? (
        <BasicAlert severity="success" role="status">
          {info}
        </BasicAlert>
      ) : null}
    </div>
  );
}
