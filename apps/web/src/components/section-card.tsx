import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface SectionCardProps {
  title: string;
  /** Shown before the title, in the primary colour. */
  icon?: ReactNode;
  /** A line of help under the title. */
  description?: ReactNode;
  /** Controls beside the title ('Generate New Insights', a close button). */
  action?: ReactNode;
  /** Takes the full height of its grid cell, so the cards of a row line up. */
  fillsHeight?: boolean;
  /** Left off the printed page (controls that make no sense on paper). */
  isHiddenInPrint?: boolean;
  /** Stacked with a gap between each. */
  children: ReactNode;
}

/** The one titled part of a page: an outlined card that is a landmark named by its <h2>. */
export function SectionCard({
  title,
  icon,
  description,
  action,
  fillsHeight = false,
  isHiddenInPrint = false,
  children,
}: SectionCardProps) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-print={isHiddenInPrint ? 'hide' : undefined}
      sx={{
        p: { xs: 2, sm: 2.5 },
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        minWidth: 0,
        ...(fillsHeight && { height: '100%' }),
      }}
    >
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {icon && (
            <Box aria-hidden sx={{ display: 'flex', color: 'primary.main' }}>
              {icon}
            </Box>
          )}
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {action}
        </Box>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        )}
      </Box>
      {children}
    </Paper>
  );
}
