import SearchOffIcon from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';

export const SUBJECT_NOT_FOUND = 'Subject not found';
export const SUBJECT_FETCH_FAILED = 'The subject could not be loaded.';

interface SubjectNotFoundProps {
  name: string;
  /** A failure other than "not found" (network, server): a message with a retry instead. */
  error?: string;
  onRetry?: () => void;
}

/** An unknown subject, or one that could not be loaded. */
export function SubjectNotFound({ name, error, onRetry }: SubjectNotFoundProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
      <SearchOffIcon aria-hidden sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h4" component="h1" gutterBottom>
        {onRetry ? name : SUBJECT_NOT_FOUND}
      </Typography>
      {onRetry ? (
        <Alert
          severity="error"
          sx={{ maxWidth: 520, mx: 'auto', mb: 3, textAlign: 'left' }}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Retry
            </Button>
          }
        >
          {error ? `${SUBJECT_FETCH_FAILED} ${error}` : SUBJECT_FETCH_FAILED}
        </Alert>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          {`There is no subject called “${name}”. Open a subject from your tests and results.`}
        </Typography>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.tests} variant="contained">
          Back to tests
        </Button>
      </Box>
    </Paper>
  );
}
