import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface LinkButton {
  label: string;
  to: string;
  icon: ReactNode;
}

/** A grid of outlined link buttons: one column on phones, two on tablets, four from `wideAt`. */
export function LinkButtonGrid({
  items,
  wideAt = 'md',
}: {
  items: readonly LinkButton[];
  wideAt?: 'md' | 'lg';
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          [wideAt]: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {items.map((item) => (
        <Button
          key={item.label}
          component={RouterLink}
          to={item.to}
          variant="outlined"
          size="large"
          startIcon={item.icon}
          sx={{ justifyContent: 'flex-start', py: 1.5 }}
        >
          {item.label}
        </Button>
      ))}
    </Box>
  );
}
