import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';

const SUBJECT_NOT_FOUND = 'Subject not found';
const SUBJECT_FETCH_FAILED = 'The subject could not be loaded.';

interface SubjectNotFoundProps {
  name: string;
  /** A failure other than "not found" (network, server): a message with a retry instead. */
  error?: string;
  onRetry?: () => void;
}

/** An unknown subject, or one that could not be loaded. */
export function SubjectNotFound({ name, error, onRetry }: SubjectNotFoundProps) {
  return (
    <EmptyState
      level="h1"
      icon={<SearchOffIcon />}
      title={onRetry ? name : SUBJECT_NOT_FOUND}
      message={`There is no subject called “${name}”. Open a subject from your tests and results.`}
      error={
        onRetry && {
          message: error ? `${SUBJECT_FETCH_FAILED} ${error}` : SUBJECT_FETCH_FAILED,
          onRetry,
        }
      }
      actions={
        <Button component={RouterLink} to={paths.tests} variant="contained">
          Back to tests
        </Button>
      }
    />
  );
}
