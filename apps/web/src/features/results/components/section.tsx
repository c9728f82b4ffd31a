import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface SectionProps {
  title: string;
  /** h2 for the page's own sections, h3 inside a tab. */
  level?: 'h2' | 'h3';
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  /** Passed to the paper: `data-print="hide"` for controls that make no sense on paper. */
  printHidden?: boolean;
}

/** A titled block of the result page. */
export function Section({ title, level = 'h2', icon, action, children, printHidden = false }: SectionProps) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-print={printHidden ? 'hide' : undefined}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {icon && (
          <Box aria-hidden sx={{ display: 'flex', color: 'primary.main' }}>
            {icon}
          </Box>
        )}
        <Typography
          id={titleId}
          variant={level === 'h2' ? 'h6' : 'subtitle1'}
          component={level}
          sx={{ flexGrow: 1, fontWeight: 600 }}
        >
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

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
