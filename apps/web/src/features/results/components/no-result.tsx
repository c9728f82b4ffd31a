import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

interface NoResultProps {
  /** A failure other than "not found" (network, server): SPEC's fetch error with a retry. */
  onRetry?: () => void;
  /** Staff reading a student's result (issue 18 point 3): the way back to the student instead of the test links. */
  back?: { to: string; label: string };
}

/** SPEC §2: the empty or failed result page. */
export function NoResult({ onRetry, back }: NoResultProps) {
  const t = useT();
  return (
    <EmptyState
      level="h1"
      icon={<SearchOffIcon />}
      title={t('results.noResultFound')}
      message={t('results.noResultText')}
      error={onRetry && { message: t('results.fetchFailed'), onRetry }}
      actions={
        back ? (
          <Button component={RouterLink} to={back.to} variant="contained">
            {back.label}
          </Button>
        ) : (
          <>
            <Button component={RouterLink} to={paths.tests} variant="contained">
              {t('results.takeNewTest')}
            </Button>
            <Button component={RouterLink} to={paths.dashboard} variant="outlined">
              {t('results.viewDashboard')}
            </Button>
          </>
        )
      }
    />
  );
}
