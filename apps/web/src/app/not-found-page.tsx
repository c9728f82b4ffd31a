import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths.ts';

/** Any unknown route. */
export function NotFoundPage() {
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
        Page not found
      </Typography>
      <Typography color="text.secondary">There is nothing at this address.</Typography>
      <Button component={RouterLink} to={paths.dashboard} variant="contained">
        Go to Dashboard
      </Button>
    </Box>
  );
}
