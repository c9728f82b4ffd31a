import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** SPEC §2: the 'Loading...' shown while the session is checked or a page loads. */
export function LoadingScreen({ fullPage = false }: { fullPage?: boolean }) {
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
      <Typography color="text.secondary">Loading...</Typography>
    </Box>
  );
}
