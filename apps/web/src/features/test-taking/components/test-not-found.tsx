import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** SPEC §2 'Test Not Found' page. */
export function TestNotFound() {
  const t = useT();
  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 560, mx: 'auto', mt: 4, p: { xs: 3, sm: 5 }, textAlign: 'center' }}
    >
      <SearchOffIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary', mb: 1 }} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('testTaking.notFoundTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('testTaking.notFoundText')}
      </Typography>
      <Button component={RouterLink} to={paths.tests} variant="contained">
        {t('testTaking.backToTests')}
      </Button>
    </Paper>
  );
}
