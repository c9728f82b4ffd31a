import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

interface SubjectNotFoundProps {
  name: string;
  /** A failure other than "not found" (network, server): a message with a retry instead. */
  error?: string;
  onRetry?: () => void;
}

/** An unknown subject, or one that could not be loaded. */
export function SubjectNotFound({ name, error, onRetry }: SubjectNotFoundProps) {
  const t = useT();
  return (
    <EmptyState
      level="h1"
      icon={<SearchOffIcon />}
      title={onRetry ? name : t('subjects.notFound')}
      message={t('subjects.noSuchSubject', { name })}
      error={
        onRetry && {
          message: error ? t('subjects.fetchFailedWith', { error }) : t('subjects.fetchFailed'),
          onRetry,
        }
      }
      actions={
        <Button component={RouterLink} to={paths.tests} variant="contained">
          {t('subjects.backToTests')}
        </Button>
      }
    />
  );
}
