import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';

/** Shown when a route fails to render, most often a page chunk that no longer exists after a deploy. */
export function RouteError() {
  const error = useRouteError();
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
        Something went wrong
      </Typography>
      <Typography color="text.secondary">Please reload the page to try again.</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}
