import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The one <h1> of a page. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    // tabIndex -1: focus lands here after a navigation (app/navigation-a11y.ts).
    <Typography variant="h4" component="h1" gutterBottom tabIndex={-1}>
      {children}
    </Typography>
  );
}
