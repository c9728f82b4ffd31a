import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { UiLanguageButton } from './ui-language-button.tsx';

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
        {/* Issue 15 point 9: signed out, the choice of language stays on this device. */}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1.5, mr: -1.5, mb: 0.5 }}>
          <UiLanguageButton color="primary" />
        </Box>
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
