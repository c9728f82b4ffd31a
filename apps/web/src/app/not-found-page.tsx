import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths.ts';
import { useT } from '../lib/i18n/i18n-provider.tsx';

/** Any unknown route. */
export function NotFoundPage() {
  const t = useT();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <Typography variant="h4" component="h1">
        {t('shell.notFoundTitle')}
      </Typography>
      <Typography color="text.secondary">{t('shell.notFoundText')}</Typography>
      <Button component={RouterLink} to={paths.dashboard} variant="contained">
        {t('shell.goToDashboard')}
      </Button>
    </Box>
  );
}
