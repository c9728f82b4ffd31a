import SearchOffIcon from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
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
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
      <SearchOffIcon aria-hidden sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h4" component="h1" gutterBottom>
        {NO_RESULT_FOUND}
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
          {RESULT_FETCH_FAILED}
        </Alert>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          This result does not exist, or it belongs to another account.
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.tests} variant="contained">
          Take New Test
        </Button>
        <Button component={RouterLink} to={paths.dashboard} variant="outlined">
          View Dashboard
        </Button>
      </Box>
    </Paper>
  );
}
