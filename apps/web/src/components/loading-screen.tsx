import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useT } from '../lib/i18n/i18n-provider.tsx';

/** SPEC §2: the 'Loading...' shown while the session is checked or a page loads. */
export function LoadingScreen({ fullPage = false }: { fullPage?: boolean }) {
  const t = useT();
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        minHeight: fullPage ? '100vh' : 240,
      }}
    >
      <CircularProgress size={40} aria-hidden />
      <Typography color="text.secondary">{t('shell.loading')}</Typography>
    </Box>
  );
}
