import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';
import { useT } from '../lib/i18n/i18n-provider.tsx';

/** Shown when a route fails to render, most often a page chunk that no longer exists after a deploy. */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  console.error(error);
  return (
    <Box
      component="main"
      role="alert"
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
        {t('shell.errorTitle')}
      </Typography>
      <Typography color="text.secondary">{t('shell.errorText')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('shell.reload')}
      </Button>
    </Box>
  );
}
