import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface PanelProps {
  title: string;
  icon?: ReactNode;
  /** Controls beside the title ('Generate New Insights'). */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled section of the dashboard: an <h2> and its content in an outlined paper. */
export function Panel({ title, icon, action, children }: PanelProps) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 2.5 }, height: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}
    >
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
      {children}
    </Paper>
  );
}

/** The empty state inside a panel: a title and a line of help. */
export function PanelEmpty({ title, text }: { title: string; text?: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 3 }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {text && (
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      )}
    </Box>
  );
}
