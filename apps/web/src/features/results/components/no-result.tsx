import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';

/** SPEC §8. */
export const RESULT_FETCH_FAILED = 'An error occurred while fetching the test result';
export const NO_RESULT_FOUND = 'No Result Found';

interface NoResultProps {
  /** A failure other than "not found" (network, server): SPEC's fetch error with a retry. */
  onRetry?: () => void;
}

/** SPEC §2: the empty or failed result page. */
export function NoResult({ onRetry }: NoResultProps) {
  return (
    <EmptyState
      level="h1"
      icon={<SearchOffIcon />}
      title={NO_RESULT_FOUND}
      message="This result does not exist, or it belongs to another account."
      error={onRetry && { message: RESULT_FETCH_FAILED, onRetry }}
      actions={
        <>
          <Button component={RouterLink} to={paths.tests} variant="contained">
            Take New Test
          </Button>
          <Button component={RouterLink} to={paths.dashboard} variant="outlined">
            View Dashboard
          </Button>
        </>
      }
    />
  );
}
