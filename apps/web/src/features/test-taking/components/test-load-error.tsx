import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { TEST_ERRORS } from '../lib/messages.ts';

/** SPEC §8 'Failed to load test. Please try again later.'; tries again by itself when the network returns. */
export function TestLoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto', mt: 4 }}>
      <Alert severity="error">{t(TEST_ERRORS.loadFailed)}</Alert>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={onRetry}>
          {t('testTaking.tryAgain')}
        </Button>
        <Button component={RouterLink} to={paths.tests} variant="outlined">
          {t('testTaking.backToTests')}
        </Button>
      </Stack>
    </Stack>
  );
}
