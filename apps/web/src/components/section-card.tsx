import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface SectionCardProps {
  title: string;
  /** A line of help under the title. */
  description?: ReactNode;
  /** Controls beside the title. */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled part of a page: an outlined card that is a landmark named by its <h2>. */
export function SectionCard({ title, description, action, children }: SectionCardProps) {
  const id = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: description ? 0.5 : 2 }}
      >
        <Typography id={id} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
