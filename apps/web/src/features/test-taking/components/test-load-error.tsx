import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { TEST_ERRORS } from '../lib/messages.ts';

/** SPEC §8 'Failed to load test. Please try again later.'; tries again by itself when the network returns. */
export function TestLoadError({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto', mt: 4 }}>
      <Alert severity="error">{TEST_ERRORS.loadFailed}</Alert>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={onRetry}>
          Try Again
        </Button>
        <Button component={RouterLink} to={paths.tests} variant="outlined">
          Back to Tests
        </Button>
      </Stack>
    </Stack>
  );
}
