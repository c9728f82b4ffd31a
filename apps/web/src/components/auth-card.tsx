import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** SPEC §9: the sign-in container is at most 400px wide. */
export const AUTH_CARD_MAX_WIDTH = 400;

/** The centred card every auth screen sits in: title, optional subtitle, then the form. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 4,
      }}
    >
      <Paper elevation={3} sx={{ width: '100%', maxWidth: AUTH_CARD_MAX_WIDTH, p: { xs: 3, sm: 4 } }}>
        <Typography component="h1" variant="h5" align="center" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography align="center" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
        {children}
      </Paper>
    </Box>
  );
}
