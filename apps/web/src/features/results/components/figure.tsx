import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** One labelled number in a grid of figures; a named group, so the label reads with its value. */
export function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  const labelId = useId();
  return (
    <Paper variant="outlined" role="group" aria-labelledby={labelId} sx={{ p: 2, height: '100%' }}>
      <Typography id={labelId} variant="body2" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, my: 0.5 }}>
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary" component="p">
          {hint}
        </Typography>
      )}
    </Paper>
  );
}

export const FIGURE_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
} as const;
