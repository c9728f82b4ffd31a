import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';

interface EmptyStateProps {
  /** A large icon above the title (decorative: hidden from screen readers). */
  icon: ReactElement;
  title: ReactNode;
  /** 'h1' when the state is the whole page (not found), 'h2' under the page's own heading. */
  level?: 'h1' | 'h2';
  /** A line that says why and what to do. */
  message?: ReactNode;
  /** A failure in place of the message: its text and a retry. */
  error?: { message: string; onRetry: () => void };
  /** Buttons or links under the message. */
  actions?: ReactNode;
}

/** A page or section with nothing to show: nothing yet, not found, or failed to load. */
export function EmptyState({ icon, title, level = 'h2', message, error, actions }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
      <Box aria-hidden sx={{ color: 'text.disabled', '& svg': { fontSize: 64 } }}>
        {icon}
      </Box>
      <Typography variant={level === 'h1' ? 'h4' : 'h5'} component={level} gutterBottom>
        {title}
      </Typography>
      {error ? (
        <Alert
          severity="error"
          sx={{ maxWidth: 520, mx: 'auto', mb: actions ? 3 : 0, textAlign: 'left' }}
          action={
            <Button color="inherit" size="small" onClick={error.onRetry}>
              Retry
            </Button>
          }
        >
          {error.message}
        </Alert>
      ) : (
        message && (
          <Typography color="text.secondary" sx={{ mb: actions ? 3 : 0, overflowWrap: 'anywhere' }}>
            {message}
          </Typography>
        )
      )}
      {actions && (
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>{actions}</Box>
      )}
    </Paper>
  );
}
